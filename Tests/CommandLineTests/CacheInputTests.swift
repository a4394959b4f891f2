import Foundation
import Testing

/// A passing check is remembered only for the inputs it saw: a colour set an Interface Builder
/// file takes a named colour from is one of them, as the file itself is.
@Suite(.endToEnd, .tags(.endToEnd)) struct CacheInputTests {
    static let card = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view id="root-1">
                    <rect key="frame" x="0" y="0" width="120" height="60"/>
                    <color key="backgroundColor" name="Brand"/>
                </view>
            </objects>
        </document>

        """

    static func colorSet(red: String) -> String {
        #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "\#(red)", "green": "0", "blue": "0", "alpha": "1"}}, "idiom": "universal"}]}"#
    }

    @Test func aChangedColourSetIsNotAnsweredFromTheCache() throws {
        let project = try ScratchProject()
        defer { project.remove() }
        try project.write(Self.card, to: "App/Screens/Card.xib")
        try project.write(Self.colorSet(red: "1"), to: "App/Assets.xcassets/Brand.colorset/Contents.json")
        #expect(try project.run(["record", "App/Screens"]).status == 0)
        // The second check passes from the cache.
        #expect(try project.run(["check", "App/Screens"]).status == 0)
        #expect(try project.run(["check", "App/Screens"]).status == 0)

        try project.write(Self.colorSet(red: "0"), to: "App/Assets.xcassets/Brand.colorset/Contents.json")
        let changed = try project.run(["check", "App/Screens"])
        #expect(changed.status == 1, "\(changed.output)")
        #expect(changed.output.contains("background: #ff0000 → #000000"), "\(changed.output)")
    }
}
