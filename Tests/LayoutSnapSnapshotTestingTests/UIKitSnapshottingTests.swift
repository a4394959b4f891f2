import Foundation
import LayoutSnapPNG
import LayoutSnapSnapshotTesting
import LayoutSnapUIKit
import SnapshotTesting
import Testing

/// `assertSnapshot(of: view, as: .image)` and `.image(on: .iPhone13)` as an iOS test file
/// writes them, on Linux: references named `.linux.png`, devices with their safe areas.
@MainActor
@Suite struct UIKitSnapshottingTests {
    final class Banner: UIViewController {
        let bar = UIView()
        override func viewDidLoad() {
            view.backgroundColor = .white
            bar.backgroundColor = .systemRed
            view.addSubview(bar)
            bar.snp.makeConstraints { make in
                make.top.left.right.equalTo(view.safeAreaLayoutGuide)
                make.height.equalTo(10)
            }
        }
    }

    func folder() -> URL { FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-uikit-pointfree-\(UUID().uuidString)") }

    @Test func aViewIsSnapshottedAtItsSizeAsALinuxReference() throws {
        let folder = folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        box.backgroundColor = .systemBlue
        _ = verifySnapshot(of: box, as: .image, named: "box", record: .all, snapshotDirectory: folder.path)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(written.count == 1 && written[0].hasSuffix(".linux.png"), "\(written)")
        let image = try #require(PNGImage(bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(written[0])))))
        #expect(image.width == 80 && image.height == 60)
        #expect(verifySnapshot(of: box, as: .image, named: "box", record: .never, snapshotDirectory: folder.path) == nil)
        box.backgroundColor = .systemGreen
        #expect(verifySnapshot(of: box, as: .image, named: "box", record: .never, snapshotDirectory: folder.path)?.contains("pixels: 4800 of 4800 differ") == true)
    }

    @Test func aViewControllerIsShownOnTheDeviceItNames() throws {
        let folder = folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(of: Banner(), as: .image(on: .iPhone13), named: "banner", record: .all, snapshotDirectory: folder.path)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
        let image = try #require(PNGImage(bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))))
        // 390 × 844 points at @3x; the bar starts below the 47-point safe area.
        #expect(image.width == 1170 && image.height == 2532)
        #expect(image.pixel(x: 100, y: 47 * 3 - 2).green > 200 && image.pixel(x: 100, y: 47 * 3 + 2).green < 100)
    }

    @Test func traitsPickTheAppearance() throws {
        let folder = folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = .systemBackground
        _ = verifySnapshot(of: box, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark", record: .all, snapshotDirectory: folder.path)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
        let image = try #require(PNGImage(bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))))
        #expect(image.pixel(x: 10, y: 10).red == 0 && image.pixel(x: 10, y: 10).green == 0)
    }
}
