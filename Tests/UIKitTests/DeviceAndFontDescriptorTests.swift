import Foundation
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// The device, the pasteboard, font descriptors, and the rest of what real files use once.
@MainActor
@Suite struct DeviceAndFontDescriptorTests {
    @Test func theIdiomFollowsTheScreen() {
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.systemName == "iOS")
        let pad = Device.presets["ipad-pro-11"] ?? Device(name: "pad", width: 834, height: 1194, scale: 2, safeArea: .zero)
        #expect(UITraitCollection(screen: pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(screen: .standard).userInterfaceIdiom == .phone)
        let merged = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(userInterfaceStyle: .dark)])
        #expect(merged.userInterfaceIdiom == .pad && merged.userInterfaceStyle == .dark)
    }

    @Test func thePasteboardKeepsWhatIsCopied() {
        UIPasteboard.general.string = "copied"
        #expect(UIPasteboard.general.strings == ["copied"] && UIPasteboard.general.hasStrings)
        UIPasteboard.general.string = nil
        #expect(!UIPasteboard.general.hasStrings)
    }

    /// Bold from a descriptor sets the weight, keeps the text style; a size of 0 keeps the
    /// descriptor's size.
    @Test func aBoldDescriptorMakesABoldFontOfTheSameStyle() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let descriptor = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: descriptor, size: 0)
        #expect(bold.spec.weight == 700 && bold.spec.textStyle == .body && bold.pointSize == 17)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        let plain = UIFont(descriptor: try #require(descriptor.withSymbolicTraits([])), size: 0)
        #expect(plain.spec.weight == body.spec.weight)
        #expect(UIFont(descriptor: descriptor, size: 22).pointSize == 22)
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        #expect(UIFont(descriptor: headline, size: 0) == UIFont.preferredFont(forTextStyle: .headline))
        let attributes = UIFontDescriptor(fontAttributes: [.family: "Inter", .size: CGFloat(13), .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
        #expect(attributes.spec == FontSpec(family: "Inter", weight: 600, size: 13))
    }

    /// A bold descriptor's label measures wider than the regular one (the weight reaches Pango).
    @Test func aBoldDescriptorsLabelIsWider() throws {
        func width(_ font: UIFont) -> CGFloat {
            let label = UILabel()
            label.text = "Descriptor"
            label.font = font
            return label.intrinsicContentSize.width
        }
        let regular = UIFont.systemFont(ofSize: 17)
        let bold = UIFont(descriptor: try #require(regular.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        #expect(width(bold) > width(regular) + 2)
    }

    /// What the census found once: it compiles and changes nothing on screen.
    @Test func theRestCompilesAndLaysNothingOut() {
        final class Screen: UIViewController {
            var disappeared = false
            override func viewWillDisappear(_ animated: Bool) { disappeared = true }
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
        }
        let screen = Screen()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.addObserver(screen, forKeyPath: "contentSize", options: [.new, .old], context: nil)
        let refresh = UIRefreshControl()
        scroll.refreshControl = refresh
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && scroll.subviews.isEmpty)
        refresh.endRefreshing()
        screen.viewWillDisappear(false)
        scroll.accessibilityElements = [refresh]
        #expect(screen.disappeared && scroll.accessibilityElements?.count == 1 && !refresh.isRefreshing)
        scroll.removeObserver(screen, forKeyPath: "contentSize")
    }

    @available(*, deprecated)
    @Test func anAlertViewIsKeptAndNeverShown() {
        let alert = UIAlertView(title: "Title", message: "Message", delegate: nil, cancelButtonTitle: "OK")
        alert.show()
        #expect(alert.numberOfButtons == 1 && alert.cancelButtonIndex == 0 && alert.buttonTitle(at: 0) == "OK" && alert.superview == nil)
        let more = UIAlertView(title: "T", message: "M", delegate: nil, cancelButtonTitle: nil, otherButtonTitles: "A", "B")
        #expect(more.numberOfButtons == 2 && more.cancelButtonIndex == -1)
    }
}
