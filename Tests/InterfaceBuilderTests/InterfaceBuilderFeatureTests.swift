import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// Interface Builder constructs the vendored corpus does not use, in files written the way
/// Xcode writes them: size-class variations, legacy layout guides,
/// layoutMarginsFollowReadableWidth, and warnings for what layoutsnap cannot reproduce.
@Suite struct InterfaceBuilderFeatureTests {
    /// An iPhone 8 scene: a box whose leading constant is 20 in the base values and 60 in
    /// compact height (two constraints, each installed in one), a label whose font is 17 in
    /// the base values and 30 in regular width, and a view installed only in compact width.
    static let variations = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" storyboardIdentifier="Sized" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg1"/>
                                <viewControllerLayoutGuide type="bottom" id="bg1"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
                                        <rect key="frame" x="20" y="20" width="100" height="100"/>
                                    </view>
                                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl" userLabel="title">
                                        <rect key="frame" x="20" y="200" width="40" height="20"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <variation key="widthClass=regular">
                                            <fontDescription key="fontDescription" type="system" pointSize="30"/>
                                        </variation>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="extra" userLabel="extra">
                                        <rect key="frame" x="0.0" y="300" width="10" height="10"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer" userLabel="footer">
                                        <rect key="frame" x="0.0" y="617" width="375" height="50"/>
                                    </view><!--footer-->
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c-base"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="60" id="c-compact"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="tg1" secondAttribute="bottom" id="c-top"/>
                                    <constraint firstItem="box" firstAttribute="width" constant="100" id="c-w"/>
                                    <constraint firstItem="box" firstAttribute="height" constant="100" id="c-h"/>
                                    <constraint firstItem="lbl" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c-l1"/>
                                    <constraint firstItem="lbl" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="200" id="c-l2">
                                        <variation key="widthClass=regular" constant="240"/>
                                    </constraint>
                                    <constraint firstItem="bg1" firstAttribute="top" secondItem="footer" secondAttribute="bottom" id="c-foot"/>
                                    <constraint firstItem="footer" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c-f1"/>
                                    <constraint firstItem="footer" firstAttribute="trailing" secondItem="root1" secondAttribute="trailing" id="c-f2"/>
                                    <constraint firstItem="footer" firstAttribute="height" constant="50" id="c-f3"/>
                                    <constraint firstItem="extra" firstAttribute="leading" secondItem="nowhere" secondAttribute="leading" id="c-bad"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="subviews">
                                        <exclude reference="extra"/>
                                    </mask>
                                    <mask key="constraints">
                                        <exclude reference="c-compact"/>
                                    </mask>
                                </variation>
                                <variation key="heightClass=compact">
                                    <mask key="constraints">
                                        <exclude reference="c-base"/>
                                        <include reference="c-compact"/>
                                    </mask>
                                </variation>
                                <variation key="widthClass=compact">
                                    <mask key="subviews">
                                        <include reference="extra"/>
                                    </mask>
                                </variation>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A xib saved by the given Xcode holding the given top-level objects.
    static func xib(tools: String, _ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    func load(_ text: String, sizeClass: SizeClass? = nil) throws -> Scenario {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString).storyboard")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try #require(try InterfaceBuilderFile.load(file: file.path, sizeClass: sizeClass).first)
    }

    func layout(_ scenario: Scenario) throws -> LayoutResult {
        try #require(LayoutEngine().layout(scenario).first)
    }

    /// Xcode's canvas shows a file in its device's size class: an iPhone 8 in portrait is
    /// compact width, regular height, so the view installed for compact width is there.
    @Test func theDevicesSizeClassByDefault() throws {
        let scenario = try load(Self.variations)
        let result = try layout(scenario)
        #expect(result.view("box")?.frame.x == 20)
        #expect(scenario.allViews.first { $0.id == "title" }?.label?.font.size == 17)
        #expect(result.view("extra") != nil)
        // In landscape, compact both ways: the compact-height constant.
        let landscape = try layout(try load(Self.variations.replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)))
        #expect(landscape.view("box")?.frame.x == 60)
    }

    /// Interface Builder stores a stack view's margins only with "Layout Margins Relative
    /// Arrangement" on and never writes the flag: the arranged views sit inside the margins.
    @Test func storedStackMarginsMeanAMarginsRelativeArrangement() throws {
        let text = Self.xib(
            tools: "19529",
            """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="15" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="288" height="68"/>
                <subviews>
                    <view contentMode="scaleToFill" id="box" userLabel="box">
                        <rect key="frame" x="16" y="8" width="256" height="52"/>
                    </view>
                </subviews>
                <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="16" bottom="8" trailing="16"/>
            </stackView>
            """)
        let result = try layout(try load(text))
        #expect(result.view("box")?.frame == Rect(x: 16, y: 8, width: 256, height: 52))
    }

    /// Xcode's canvas keeps an arranged view nothing sizes across a centred stack at its
    /// stored height, where UIKit's ambiguity suppression would make it 0.
    @Test func aCentredStacksUnsizedViewKeepsItsStoredHeight() throws {
        let text = Self.xib(
            tools: "19529",
            """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="200" height="51"/>
                <subviews>
                    <view contentMode="scaleToFill" id="badge" userLabel="badge">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="51"/>
                    </view>
                </subviews>
            </stackView>
            """)
        let scenario = try load(text)
        #expect(scenario.allViews.first { $0.kind == .stack }?.stack?.keepsInitialSizes == true)
        #expect(try layout(scenario).view("badge")?.frame.height == 51)
    }

    /// A date picker is not drawn, but UIKit sizes it: the stored size stands in, measured
    /// or not, and the warning says so.
    @Test func aDatePickerKeepsItsStoredSize() throws {
        let text = Self.xib(
            tools: "19529",
            """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <subviews>
                    <datePicker contentMode="scaleToFill" datePickerMode="dateAndTime" id="picker" userLabel="picker">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                    </datePicker>
                    <view contentMode="scaleToFill" id="rest" userLabel="rest">
                        <rect key="frame" x="0.0" y="216" width="320" height="184"/>
                    </view>
                </subviews>
            </stackView>
            """)
        let scenario = try load(text)
        #expect(try layout(scenario).view("picker")?.frame.height == 216)
        #expect(scenario.warnings.contains { $0.message == "<datePicker> (picker) keeps the size Interface Builder stored and is drawn as a grey placeholder" })
    }

    /// A stopped activity indicator that hides when stopped is stored hidden, yet the canvas
    /// keeps its room in a stack; any other hidden view collapses.
    @Test func aStoppedIndicatorKeepsItsRoomOnTheCanvas() throws {
        let text = Self.xib(
            tools: "17701",
            """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="16" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                <subviews>
                    <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="medium" id="spinner" userLabel="spinner">
                        <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                    </activityIndicatorView>
                    <view hidden="YES" contentMode="scaleToFill" id="gone" userLabel="gone">
                        <rect key="frame" x="36" y="0.0" width="10" height="20"/>
                    </view>
                    <view contentMode="scaleToFill" id="rest" userLabel="rest">
                        <rect key="frame" x="36" y="0.0" width="164" height="20"/>
                    </view>
                </subviews>
            </stackView>
            """)
        let result = try layout(try load(text))
        #expect(result.view("rest")?.frame.x == 36)
    }

    /// A file that names no device keeps its base values.
    @Test func baseValuesWithoutADevice() throws {
        let scenario = try load(Self.variations.replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: ""))
        let result = try layout(scenario)
        #expect(result.view("box")?.frame.x == 20)
        #expect(result.view("extra") == nil)
    }

    @Test func aSizeClassPicksItsVariations() throws {
        let compactHeight = try layout(try load(Self.variations, sizeClass: SizeClass(parsing: "compact-compact")))
        #expect(compactHeight.view("box")?.frame.x == 60)
        #expect(compactHeight.view("extra") != nil)
        let regularWidth = try load(Self.variations, sizeClass: SizeClass(parsing: "regular-regular"))
        #expect(try layout(regularWidth).view("box")?.frame.x == 20)
        #expect(regularWidth.allViews.first { $0.id == "title" }?.label?.font.size == 30)
        // A variation's own attribute: the constant the regular width gives.
        #expect(try layout(regularWidth).view("title")?.frame.y == 240)
        #expect(compactHeight.view("title")?.frame.y == 200)
        #expect(try layout(regularWidth).view("extra") == nil)
        #expect(SizeClass(parsing: "compact") == nil && SizeClass(parsing: "wide-regular") == nil)
    }

    @Test func legacyLayoutGuidesAreTheSafeArea() throws {
        // iPhone 8: a 20-point status bar, no home indicator.
        let result = try layout(try load(Self.variations))
        #expect(result.view("box")?.frame.y == 20)
        #expect(result.view("footer")?.frame.y == 617)
    }

    @Test func whatCannotBeReproducedIsAWarningWithItsLocation() throws {
        let text = Self.variations.replacingOccurrences(
            of: "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"footer\" userLabel=\"footer\">",
            with: "<mapView contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"footer\" userLabel=\"footer\">"
        ).replacingOccurrences(of: "</view><!--footer-->", with: "</mapView>")
        let scenario = try load(text, sizeClass: SizeClass(parsing: "compact-regular"))
        let warnings = try layout(scenario).diagnostics.filter { $0.code == .unsupportedInput }
        #expect(warnings.count == 2)
        let map = try #require(warnings.first { $0.views == ["footer"] })
        #expect(map.severity == .warning && map.message.hasPrefix("<mapView> (footer) is laid out and drawn as a plain view"))
        #expect(map.source?.line == 28 && map.source?.column == 29)
        let constraint = try #require(warnings.first { $0.message.hasPrefix("constraint c-bad") })
        #expect(constraint.message.contains("names 'nowhere'"))
        #expect(constraint.source?.line == 46 && constraint.source?.column == 29)
        // The rest still lays out.
        #expect(try layout(scenario).view("footer")?.frame.y == 617)
    }

    /// A `<stepper>` as Xcode writes it: its values read, its size UIStepper's 94×32 when no
    /// constraint sizes it.
    @Test func steppersAreRead() throws {
        // The box becomes a stepper, unsized: its start tag, its end tag, its size constraints.
        var text = Self.variations
        let open = try #require(text.range(of: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">"#))
        let close = try #require(text.range(of: "</view>", range: open.upperBound..<text.endIndex))
        text.replaceSubrange(close, with: "</stepper>")
        text.replaceSubrange(
            open,
            with: #"<stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="4" minimumValue="1" maximumValue="4" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">"#)
        text = text.replacingOccurrences(of: #"<constraint firstItem="box" firstAttribute="width" constant="100" id="c-w"/>"#, with: "")
            .replacingOccurrences(of: #"<constraint firstItem="box" firstAttribute="height" constant="100" id="c-h"/>"#, with: "")
        let scenario = try load(text)
        let stepper = try #require(scenario.allViews.first { $0.id == "box" })
        #expect(stepper.kind == .stepper)
        #expect(stepper.control?.value == 4 && stepper.control?.minimum == 1 && stepper.control?.maximum == 4)
        let frame = try #require(try layout(scenario).view("box")?.frame)
        #expect(frame.width == 94 && frame.height == 32)
    }

    /// A `<searchBar>` (the kind added as one descriptor file): its placeholder read, 56 pt
    /// tall, as wide as its constraints make it.
    @Test func searchBarsAreRead() throws {
        var text = Self.variations
        let open = try #require(text.range(of: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">"#))
        let close = try #require(text.range(of: "</view>", range: open.upperBound..<text.endIndex))
        text.replaceSubrange(close, with: "</searchBar>")
        text.replaceSubrange(
            open, with: #"<searchBar contentMode="redraw" placeholder="Find a place" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">"#)
        text = text.replacingOccurrences(of: #"<constraint firstItem="box" firstAttribute="height" constant="100" id="c-h"/>"#, with: "")
        let scenario = try load(text)
        let bar = try #require(scenario.allViews.first { $0.id == "box" })
        #expect(bar.kind == .searchBar && bar.control?.placeholder == "Find a place")
        let frame = try #require(try layout(scenario).view("box")?.frame)
        #expect(frame.width == 100 && frame.height == 56)
    }

    @Test func marginsCanFollowTheReadableWidth() throws {
        let yaml = """
            device: {width: 1024, height: 768}
            root:
              subviews:
                - id: panel
                  layoutMarginsFollowReadableWidth: true
                  subviews:
                    - {id: text, type: label, text: hello}
            constraints:
              - H:|[panel]|
              - V:|[panel]|
              - text.leading == panel.leadingMargin
              - text.trailing == panel.trailingMargin
              - text.top == panel.topMargin
            """
        let result = try #require(LayoutEngine().layout(try ScenarioLoader.load(yaml: yaml, file: "inline.yaml")).first)
        // 1024 − 8 − 8 = 1008 between the margins; 672 readable, so 168 more each side.
        #expect(result.view("text")?.frame.x == 176)
        #expect(result.view("text")?.frame.width == 672)
        let plain = try #require(
            LayoutEngine().layout(try ScenarioLoader.load(yaml: yaml.replacingOccurrences(of: "true", with: "false"), file: "inline.yaml")).first)
        #expect(plain.view("text")?.frame.width == 1008)
    }
}

/// What VoiceOver reads, as Interface Builder stores it.
@Suite struct InterfaceBuilderAccessibilityTests {
    @Test func accessibilityLabelsAndElementSettingsAreRead() throws {
        let xib = XMLSafetyTests.xib("""
            <imageView id="logo" userLabel="logo">
                <rect key="frame" x="10" y="10" width="40" height="40"/>
                <accessibility key="accessibilityConfiguration" label="Company logo"/>
            </imageView>
            <imageView id="line" userLabel="line">
                <rect key="frame" x="10" y="60" width="40" height="2"/>
                <accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>
            </imageView>
            """)
        let scenario = try #require(try InterfaceBuilderFile.load(bytes: Array(xib.utf8), file: "a11y.xib").first)
        let views = scenario.allViews
        #expect(views.first { $0.id == "logo" }?.accessibilityLabel == "Company logo")
        #expect(views.first { $0.id == "line" }?.isAccessibilityElement == false)
        #expect(views.first { $0.id == "logo" }?.isAccessibilityElement == nil)
    }
}
