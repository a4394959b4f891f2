import LayoutSnapPNG
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// A button's image sits before its title, the two centred as one; an image alone is the
/// button's size; the info and add buttons are a circled "i" or "+", 22 points square.
@MainActor
@Suite struct ButtonImageTests {
    /// Lays `buttons` out at the top left of a white 200×60 view, side by side from x = 10, and
    /// draws it at scale 1.
    func drawn(_ buttons: [UIButton], rightToLeft: Bool = false) throws -> PNGImage {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        root.backgroundColor = .white
        if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
        var previous: UIView?
        for button in buttons {
            root.addSubview(button)
            button.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(10)
                if let previous { make.left.equalTo(previous.snp.right).offset(10) } else { make.left.equalToSuperview().offset(10) }
            }
            previous = button
        }
        root.layoutIfNeeded()
        return try root.drawnAtScaleOne(name: "buttons")
    }

    func isBlue(_ pixel: PNGImage.Pixel) -> Bool { pixel.blue > 200 && pixel.red < 150 }

    @Test func anInfoButtonIsACircledIInTheTint() throws {
        let info = UIButton(type: .infoLight), add = UIButton(type: .contactAdd)
        let image = try drawn([info, add])
        #expect(info.frame == CGRect(x: 10, y: 10, width: 22, height: 22) && add.frame == CGRect(x: 42, y: 10, width: 22, height: 22))
        // The ring's left and right sides, and the i's stem; white between.
        #expect(isBlue(image.pixel(x: 11, y: 21)) && isBlue(image.pixel(x: 30, y: 21)) && isBlue(image.pixel(x: 21, y: 23)))
        #expect(image.pixel(x: 15, y: 23).red > 240, "white inside the ring")
        // The plus's bars cross at the centre.
        #expect(isBlue(image.pixel(x: 53, y: 21)) && isBlue(image.pixel(x: 48, y: 21)))
    }

    @Test func anImageLeadsItsTitleAndAloneIsTheButtonsSize() throws {
        let titled = UIButton(type: .system)
        titled.setTitle("Add", for: .normal)
        titled.setImage(UIImage(systemName: "plus"), for: .normal)
        let titleOnly = UIButton(type: .system)
        titleOnly.setTitle("Add", for: .normal)
        let imageOnly = UIButton(type: .system)
        imageOnly.setImage(UIImage(systemName: "plus"), for: .normal)
        let image = try drawn([titled, titleOnly, imageOnly])
        // The 20-point symbol beside the title, taller than its 18-point line: 20 plus 12 of padding.
        #expect(titled.frame.width == titleOnly.frame.width + 20 && titled.frame.height == 32 && titleOnly.frame.height == 30)
        #expect(imageOnly.frame.size == CGSize(width: 20, height: 20))
        // The plus is at the left of the titled button, its title after it.
        let plusCentre = (x: Int(titled.frame.minX) + 10, y: Int(titled.frame.midY))
        #expect(isBlue(image.pixel(x: plusCentre.x, y: plusCentre.y)))

        let mirrored = UIButton(type: .system)
        mirrored.setTitle("Add", for: .normal)
        mirrored.setImage(UIImage(systemName: "plus"), for: .normal)
        let rtl = try drawn([mirrored], rightToLeft: true)
        // Right to left the image leads on the right: its centre 10 points in from the right edge.
        #expect(isBlue(rtl.pixel(x: Int(mirrored.frame.maxX) - 10, y: Int(mirrored.frame.midY))))
        #expect(!isBlue(rtl.pixel(x: Int(mirrored.frame.minX) + 10, y: Int(mirrored.frame.midY))), "no plus on the left")
    }

    /// A configuration's image sits beside its title in the configuration's foreground colour
    /// (white on a filled button), and widens the button by its own width.
    @Test func aConfigurationsImageTakesItsForegroundColour() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Send"
        let plain = UIButton(configuration: configuration)
        configuration.image = UIImage(systemName: "plus")
        let withImage = UIButton(configuration: configuration)
        let spec = withImage.modelSpec()
        #expect(spec.image?.symbol == "plus" && spec.image?.tint == Color(red: 1, green: 1, blue: 1))
        _ = try drawn([plain, withImage])
        #expect(withImage.frame.width == plain.frame.width + 20)
    }
}
