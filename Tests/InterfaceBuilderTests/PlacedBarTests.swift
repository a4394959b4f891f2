import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// Bars a file places among its views are drawn as the canvas draws them: the bar's
/// material and hairline, a navigation bar's title and side items, a toolbar's row of items
/// around its flexible spaces, a tab bar's items side by side. What cannot be drawn (an icon
/// no catalog has) is named once per bar.
@Suite struct PlacedBarTests {
    static let text = InterfaceBuilderFeatureTests.xib(
        tools: "11201",
        """
        <view contentMode="scaleToFill" id="top">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nav" userLabel="nav">
                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    <items>
                        <navigationItem title="Inbox" id="navItem">
                            <barButtonItem key="leftBarButtonItem" systemItem="add" id="addItem"/>
                            <barButtonItem key="rightBarButtonItem" systemItem="done" id="doneItem"/>
                        </navigationItem>
                    </items>
                </navigationBar>
                <datePicker contentMode="scaleToFill" datePickerMode="dateAndTime" translatesAutoresizingMaskIntoConstraints="NO" id="picker" userLabel="picker">
                    <rect key="frame" x="0.0" y="100" width="375" height="216"/>
                </datePicker>
                <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tabs" userLabel="tabs">
                    <rect key="frame" x="0.0" y="510" width="375" height="49"/>
                    <items>
                        <tabBarItem systemItem="favorites" id="favItem"/>
                        <tabBarItem systemItem="more" id="moreItem"/>
                    </items>
                </tabBar>
                <toolbar opaque="NO" contentMode="scaleToFill" barStyle="black" translatesAutoresizingMaskIntoConstraints="NO" id="tools" userLabel="tools">
                    <rect key="frame" x="0.0" y="603" width="375" height="64"/>
                    <items>
                        <barButtonItem style="plain" systemItem="flexibleSpace" id="flex1"/>
                        <barButtonItem title="Generate a Ray!" id="generate">
                            <color key="tintColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        </barButtonItem>
                        <barButtonItem style="plain" systemItem="flexibleSpace" id="flex2"/>
                        <barButtonItem systemItem="trash" id="trash"/>
                    </items>
                </toolbar>
            </subviews>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """)

    func setUp() throws -> (Scenario, LayoutResult) {
        let scenario = try InterfaceBuilderFeatureTests().load(Self.text)
        return (scenario, try InterfaceBuilderFeatureTests().layout(scenario))
    }

    func labels(in scenario: Scenario) -> [String: ViewSpec] {
        Dictionary(scenario.allViews.compactMap { view in view.label.map { ($0.text, view) } }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aNavigationBarShowsItsTitleAndSideItems() throws {
        let (scenario, result) = try setUp()
        let bar = try #require(result.view("nav")?.frame)
        let title = try #require(labels(in: scenario)["Inbox"])
        let titleFrame = try #require(result.view(title.id)?.absolute)
        #expect(abs(titleFrame.midX - bar.midX) < 0.5 && abs(titleFrame.midY - (bar.maxY - 22)) < 0.5)
        #expect(title.label?.font.weight == 600)
        let done = try #require(labels(in: scenario)["Done"])
        #expect(done.label?.font.weight == 600 && done.label?.color.hex == "#007aff")
        let doneFrame = try #require(result.view(done.id)?.absolute)
        #expect(abs(doneFrame.maxX - (bar.maxX - 16)) < 0.5)
        let add = try #require(scenario.allViews.first { $0.image?.symbol == "plus" })
        let addFrame = try #require(result.view(add.id)?.absolute)
        #expect(abs(addFrame.minX - 16) < 0.5)
        // Its hairline runs along its bottom.
        let hairline = try #require(scenario.allViews.first { $0.id == "navHairline" })
        #expect(result.view(hairline.id)?.absolute == Rect(x: 0, y: 63.5, width: 375, height: 0.5))
    }

    @Test func aToolbarCentresATitleBetweenFlexibleSpaces() throws {
        let (scenario, result) = try setUp()
        let bar = try #require(scenario.allViews.first { $0.id == "tools" })
        #expect(bar.background?.hex == SimulatedBarViewsColours.black)
        let title = try #require(labels(in: scenario)["Generate a Ray!"])
        #expect(title.label?.color.hex == "#ffffff")
        let frame = try #require(result.view(title.id)?.absolute)
        // Centred between the leading inset and the trash item, in the bar's top 44 points.
        let trashView = try #require(scenario.allViews.first { $0.image?.symbol == "trash" && $0.id.hasPrefix("tools") })
        let trash = try #require(result.view(trashView.id)?.absolute)
        #expect(abs(frame.midX - (16 + trash.minX - 8) / 2) < 0.5)
        #expect(abs(frame.midY - (603 + 22)) < 0.5)
        #expect(abs(trash.maxX - (375 - 16)) < 0.5)
        // The trash item is a symbol layoutsnap strokes: no placeholder, no warning.
        #expect(!scenario.warnings.contains { $0.message.hasPrefix("toolbar tools") }, "\(scenario.warnings.map(\.message))")
    }

    /// Items wider than their toolbar keep their widths and run past its edge (flexible
    /// spaces shrink to nothing, never past it); a toolbar without items has no row.
    @Test func overflowingItemsKeepTheirWidths() throws {
        let items = (1...6).map { #"<barButtonItem title="Item number \#($0)" id="i\#($0)"/><barButtonItem style="plain" systemItem="flexibleSpace" id="f\#($0)"/>"# }
        let text = InterfaceBuilderFeatureTests.xib(
            tools: "11201",
            """
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <toolbar opaque="NO" contentMode="scaleToFill" id="full" userLabel="full"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <items>\(items.joined())</items></toolbar>
                    <toolbar opaque="NO" contentMode="scaleToFill" id="empty" userLabel="empty"><rect key="frame" x="0.0" y="100" width="320" height="44"/><items/></toolbar>
                </subviews>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """)
        let scenario = try InterfaceBuilderFeatureTests().load(text)
        let result = try InterfaceBuilderFeatureTests().layout(scenario)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let titles = scenario.allViews.filter { $0.label?.text.hasPrefix("Item number") == true }
        #expect(titles.count == 6)
        for title in titles {
            let frame = try #require(result.view(title.id)?.frame)
            #expect(frame.width > 60, "\(title.id): \(frame)")
        }
        #expect(scenario.allViews.first { $0.id == "empty" }?.subviews.map(\.id) == ["emptyHairline"])
    }

    @Test func aTabBarSharesItsWidthAmongItsItems() throws {
        let (scenario, result) = try setUp()
        let favourites = try #require(labels(in: scenario)["Favorites"]), more = try #require(labels(in: scenario)["More"])
        #expect(favourites.label?.color.hex == "#007aff" && more.label?.color.hex == "#8e8e93")
        let first = try #require(result.view(favourites.id)?.absolute), second = try #require(result.view(more.id)?.absolute)
        #expect(abs(first.midX - 375.0 / 4) < 0.5 && abs(second.midX - 375.0 * 3 / 4) < 0.5)
        #expect(first.minY > 510 && first.maxY < 559)
        #expect(scenario.warnings.contains { $0.message == "tabBar tabs: tab icon 'favorites', tab icon 'more' drawn as placeholders" })
    }

    @Test func aDatePickerIsAGreyPlaceholderAndTheBarsAreNotPlaceholders() throws {
        let (scenario, _) = try setUp()
        #expect(scenario.allViews.first { $0.id == "picker" }?.background?.hex == "#e5e5ea")
        #expect(scenario.warnings.contains { $0.message == "<datePicker> (picker) keeps the size Interface Builder stored and is drawn as a grey placeholder" })
        #expect(!scenario.warnings.contains { $0.message.contains("<navigationBar>") || $0.message.contains("<toolbar>") || $0.message.contains("<tabBar>") })
    }
}

/// The bar materials' light values, as the layout JSON prints them.
enum SimulatedBarViewsColours {
    static let black = "#1c1c1ef0"
}

extension Rect {
    fileprivate var minX: Double { x }
    fileprivate var maxX: Double { x + width }
    fileprivate var midX: Double { x + width / 2 }
    fileprivate var minY: Double { y }
    fileprivate var maxY: Double { y + height }
    fileprivate var midY: Double { y + height / 2 }
}
