import LayoutSnapPNG
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// A layer's corner radius rounds only the corners `maskedCorners` names: a sheet's top.
@MainActor
@Suite struct MaskedCornersTests {
    @Test func onlyTheMaskedCornersAreRounded() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let sheet = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        sheet.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        sheet.layer.cornerRadius = 20
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        root.addSubview(sheet)
        root.layoutIfNeeded()
        let scenario = root.layoutSnapScenario(name: "sheet")
        #expect(scenario.root.subviews.first?.roundedCorners == [.topLeft, .topRight])
        let image = try root.drawnAtScaleOne(name: "sheet")
        func isBlue(_ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y).blue > 200 && image.pixel(x: x, y: y).red < 60 }
        // The top corners are cut away; the bottom ones are square; the middle is filled.
        #expect(!isBlue(21, 21) && !isBlue(78, 21))
        #expect(isBlue(21, 78) && isBlue(78, 78) && isBlue(50, 50))
    }
}
