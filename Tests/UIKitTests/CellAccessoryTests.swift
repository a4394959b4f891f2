import LayoutSnapLayout
import LayoutSnapPNG
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// A table cell's accessory narrows its content view by what Xcode's canvas stores for iOS 15
/// to 26 cells: 26.5 points for a disclosure indicator, 44 for a checkmark, an accessory view's
/// width; the indicator is drawn at the 16-point margin.
@MainActor
@Suite struct CellAccessoryTests {
    func laidOut(_ configure: (UITableViewCell) -> Void) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = String(repeating: "A title long enough to reach the accessory ", count: 3)
        configure(cell)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func aDisclosureIndicatorSitsAtTheMarginBesideTheContent() throws {
        let cell = laidOut { $0.accessoryType = .disclosureIndicator }
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 348.5, height: 44))
        let indicator = try #require(cell.namedParts.first { $0.name == "accessory" }?.view as? UIImageView)
        #expect(indicator.frame == CGRect(x: 351, y: 15.5, width: 8, height: 13))
        #expect(indicator.image?.symbolName == "chevron.forward")
        // The title stops at the content view's trailing margin, 8 beside an accessory.
        let title = try #require(cell.textLabel)
        #expect(abs(title.frame.maxX - 340.5) < 0.01, "\(title.frame)")
    }

    @Test func aCheckmarkOrAnAccessoryViewTakesItsRoom() throws {
        #expect(laidOut { $0.accessoryType = .checkmark }.contentView.frame.width == 331)
        let toggle = UIView()
        toggle.snp.makeConstraints { make in make.size.equalTo(CGSize(width: 40, height: 20)) }
        let withView = laidOut { $0.accessoryView = toggle }
        #expect(toggle.superview === withView && toggle.frame == CGRect(x: 319, y: 12, width: 40, height: 20))
        #expect(withView.contentView.frame.width == 319)
        // Taken away again, the content view fills the cell and its margin is 16 again.
        withView.accessoryView = nil
        withView.layoutIfNeeded()
        #expect(toggle.superview == nil && withView.contentView.frame.width == 375)
        #expect(withView.contentView.directionalLayoutMargins.trailing == 16)
        #expect(laidOut { $0.accessoryType = .detailDisclosureButton }.contentView.frame.width == 375, "not drawn")
    }

    /// An accessory view is placed by its frame: a switch, whose frame is 2 points wider than
    /// the rectangle constraints hold, still ends at the 16-point margin.
    @Test func aSwitchAccessoryEndsAtTheMargin() {
        let toggle = UISwitch()
        let cell = laidOut { $0.accessoryView = toggle }
        #expect(toggle.frame == CGRect(x: 308, y: 6.5, width: 51, height: 31))
        #expect(cell.contentView.frame.width == 308)
        cell.semanticContentAttribute = .forceRightToLeft
        cell.layoutIfNeeded()
        #expect(toggle.frame.minX == 16, "\(toggle.frame)")
    }

    /// A detail button: the circled "i" in the tint, 20 points square at the margin, the
    /// content view 36.5 points short of the edge (cwa-app-ios's diary cell, Xcode 12).
    @Test func aDetailButtonIsACircledIInTheTint() throws {
        let cell = laidOut { $0.accessoryType = .detailButton }
        #expect(cell.contentView.frame.width == 338.5)
        let button = try #require(cell.namedParts.first { $0.name == "accessory" }?.view as? UIImageView)
        #expect(button.frame == CGRect(x: 339, y: 12, width: 20, height: 20))
        let image = try cell.drawnAtScaleOne(name: "cell")
        // Blue on the ring's left and right, and on the stem; white between ring and stem.
        func isBlue(_ x: Int, _ y: Int) -> Bool {
            let pixel = image.pixel(x: x, y: y)
            return pixel.blue > 200 && pixel.red < 120
        }
        #expect(isBlue(340, 22) && isBlue(358, 22) && isBlue(349, 24), "ring and stem")
        #expect(!isBlue(344, 22), "inside the ring")
    }

    @Test func theIndicatorIsDrawnInGreyAtTheRight() throws {
        let cell = laidOut { $0.accessoryType = .disclosureIndicator }
        let image = try cell.drawnAtScaleOne(name: "cell")
        var grey = 0
        for y in 0..<image.height {
            for x in 350..<image.width {
                let pixel = image.pixel(x: x, y: y)
                let (r, g, b) = (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
                if r > 120, r < 235, abs(r - b) < 16, abs(g - b) < 16 { grey += 1 }
            }
        }
        #expect(grey > 5, "the chevron's grey pixels right of x = 350")
    }
}
