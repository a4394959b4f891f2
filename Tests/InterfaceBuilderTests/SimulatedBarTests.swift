import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// The bars the canvas simulates are drawn over the scene, and a table view controller's table
/// rests below its navigation bar, as on Xcode's canvas.
@Suite struct SimulatedBarTests {
    @Test func aNavigationControllersTableRestsBelowItsBar() throws {
        let text = ScreenMetricsTests.storyboard(
            device: "retina4_7", tools: "14313.18",
            ScreenMetricsTests.navigationScene(root: "list") + """
            <scene sceneID="s-list"><objects>
                <tableViewController id="list" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" id="cell" userLabel="cell">
                                <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                    <navigationItem key="navigationItem" title="Calendars" id="item">
                        <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel"/>
                        <rightBarButtonItems>
                            <barButtonItem title="Edit" id="edit"/>
                            <barButtonItem systemItem="add" id="add"/>
                        </rightBarButtonItems>
                    </navigationItem>
                </tableViewController>
            </objects></scene>
            """)
        let scenario = try #require(try loadDocument(text).first)
        let result = try #require(LayoutEngine().layout(scenario).first)
        #expect(result.view("root")?.scroll?.contentOffset == Point(x: 0, y: -64))
        // The prototype cell where the canvas draws it, 28 points into the table's content.
        #expect(result.view("cell")?.absolute == Rect(x: 0, y: 64 + 28, width: 375, height: 44))
        #expect(result.view("navigationBar")?.absolute == Rect(x: 0, y: 0, width: 375, height: 64))
        let title = try #require(scenario.allViews.first { $0.id == "navigationTitle" })
        #expect(title.label?.text == "Calendars")
        #expect(result.view("navigationTitle")?.absolute == Rect(x: 16, y: 20, width: 343, height: 44))
        // Its items at its sides on the title row, the first of each side outermost.
        func frame(_ match: (ViewSpec) -> Bool) throws -> Rect {
            let found = scenario.allViews.first(where: match)
            let view = try #require(found)
            return try #require(result.view(view.id)?.absolute)
        }
        let cancel = try frame { $0.label?.text == "Cancel" }, edit = try frame { $0.label?.text == "Edit" }, add = try frame { $0.image?.symbol == "plus" }
        #expect(cancel.x == 16 && abs(cancel.y + cancel.height / 2 - 42) <= 0.5, "\(cancel)")
        #expect(abs(edit.x + edit.width - 359) <= 0.5 && abs(edit.y + edit.height / 2 - 42) <= 0.5, "\(edit)")
        #expect(abs(add.x + add.width + 8 - edit.x) <= 0.5, "\(add) \(edit)")
        #expect(scenario.warnings.isEmpty, "\(scenario.warnings.map(\.message))")
    }

    /// A bar is drawn in the colours its file gives: the tint (or the appearance's background)
    /// and the title's colour; the black style is the dark material with a white title, kept
    /// where the scene's own metrics name the style.
    @Test func barsTakeTheirColoursFromTheFile() throws {
        func bars(_ bar: String, sceneMetrics: String = "") throws -> (background: Color?, title: Color?) {
            let text = ScreenMetricsTests.storyboard(
                device: "retina4_7", tools: "14313.18",
                ScreenMetricsTests.navigationScene(root: "root", bar: "").replacingOccurrences(of: #"id="bar"/>"#, with: #"id="bar">\#(bar)</navigationBar>"#)
                    + ScreenMetricsTests.scene("root", width: 375, height: 667, extra: sceneMetrics + #"<navigationItem key="navigationItem" title="Title" id="item"/>"#))
            let scenario = try #require(try loadDocument(text).first)
            let views = scenario.allViews
            return (views.first { $0.id == "navigationBar" }?.background, views.first { $0.id == "navigationTitle" }?.label?.color)
        }
        let green = #"<color key="barTintColor" red="0" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let white = #"<textAttributes key="titleTextAttributes"><color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></textAttributes>"#
        let tinted = try bars(green + white)
        #expect(tinted.background == Color(red: 0, green: 0.5, blue: 0) && tinted.title == Color(red: 1, green: 1, blue: 1))
        let appearance = #"<navigationBarAppearance key="standardAppearance"><color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></navigationBarAppearance>"#
        #expect(try bars(green + appearance).background == Color(red: 1, green: 0, blue: 0), "the appearance wins over the tint")
        let black = try bars("", sceneMetrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" barStyle="black" prompted="NO"/>"#)
        #expect(black.background == Color(red: 0.11, green: 0.11, blue: 0.118, alpha: 0.94) && black.title == Color(red: 1, green: 1, blue: 1))
        #expect(try bars("").background?.red == 0.976, "no colours: the light material")
    }

    /// A tab bar is drawn from the home indicator's bottom edge up over the scene's view.
    @Test func aTabBarIsDrawnAtTheBottom() throws {
        let scene = ScreenMetricsTests.scene("tabbed", width: 375, height: 812, extra: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)
        let scenario = try #require(try loadDocument(ScreenMetricsTests.storyboard(device: "retina5_9", tools: "14490.70", scene)).first)
        let result = try #require(LayoutEngine().layout(scenario).first)
        #expect(result.view("tabBar")?.absolute == Rect(x: 0, y: 812 - 83, width: 375, height: 83))
        #expect(result.view("navigationBar") == nil)
    }

    /// A container's `edgesForExtendedLayout` places its own view: a tab bar controller that
    /// reaches under its top bar only (ViewAnimator's example) leaves its tabs UIKit's default,
    /// under the tab bar, with the bar in their safe area.
    @Test func aTabBarControllersExtendedEdgesAreNotItsTabs() throws {
        let tabs = ScreenMetricsTests.tabBarScene(tab: "tab").replacingOccurrences(
            of: #"<tabBar key="tabBar""#, with: #"<extendedEdge key="edgesForExtendedLayout" top="YES"/><tabBar key="tabBar""#)
        let text = ScreenMetricsTests.storyboard(device: "retina5_9", tools: "15505", tabs + ScreenMetricsTests.scene("tab", width: 375, height: 812))
        let scenario = try #require(try loadDocument(text).first { $0.root.interfaceBuilderID == "view-tab" })
        #expect(scenario.device.safeArea == Insets(top: 44, left: 0, bottom: 34 + 49, right: 0))
    }

    /// A xib's file's owner's view with simulated metrics of its own is drawn under its
    /// navigation bar and above its toolbar (OnionBrowser's bookmarks, Xcode 11.3 on a 4-inch
    /// phone: its table stored 44 points down, from its safe area's top).
    @Test func aXibsOwnersViewHasTheBarsItSimulates() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15705" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_0" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                        <connections><outlet property="view" destination="top" id="o"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let scenario = try #require(try loadDocument(text, extension: "xib").first)
        #expect(scenario.device.safeArea == Insets(top: 44, left: 0, bottom: 49, right: 0))
    }

    /// A large title is drawn bold and left-aligned in the bar's large row, and a prompt in
    /// its 30 points above the title row, which the bar button items share.
    @Test func largeTitlesAndPromptsAreDrawnInTheirRows() throws {
        func layout(bar: String, item: String) throws -> (Scenario, LayoutResult) {
            let text = ScreenMetricsTests.storyboard(
                device: "retina4_7", tools: "14490.70",
                ScreenMetricsTests.navigationScene(root: "root", bar: bar) + ScreenMetricsTests.scene("root", width: 375, height: 667, extra: item))
            let scenario = try #require(try loadDocument(text).first)
            return (scenario, try #require(LayoutEngine().layout(scenario).first))
        }
        let (large, largeLayout) = try layout(bar: #"prefersLargeTitles="YES" "#, item: #"<navigationItem key="navigationItem" title="Inbox" id="item"/>"#)
        let title = try #require(large.allViews.first { $0.id == "navigationTitle" })
        #expect(title.label?.font.size == 34 && title.label?.font.weight == 700 && title.label?.alignment == .natural)
        #expect(largeLayout.view("navigationBar")?.absolute == Rect(x: 0, y: 0, width: 375, height: 116))
        #expect(largeLayout.view("navigationTitle")?.absolute == Rect(x: 16, y: 64, width: 343, height: 52))

        let item = #"<navigationItem key="navigationItem" title="Send" prompt="Choose a contact" id="item"><barButtonItem key="rightBarButtonItem" title="Edit" id="edit"/></navigationItem>"#
        let (prompted, promptedLayout) = try layout(bar: "", item: item)
        #expect(promptedLayout.view("navigationBar")?.absolute == Rect(x: 0, y: 0, width: 375, height: 94))
        #expect(prompted.allViews.first { $0.id == "navigationPrompt" }?.label?.text == "Choose a contact")
        #expect(promptedLayout.view("navigationPrompt")?.absolute == Rect(x: 16, y: 20, width: 343, height: 30))
        #expect(promptedLayout.view("navigationTitle")?.absolute == Rect(x: 16, y: 50, width: 343, height: 44))
        let edit = try #require(prompted.allViews.first { $0.label?.text == "Edit" })
        let editFrame = try #require(promptedLayout.view(edit.id)?.absolute)
        #expect(abs(editFrame.y + editFrame.height / 2 - 72) <= 0.5, "\(editFrame)")
    }

    /// A simulated toolbar shows the controller's toolbar items, flexible spaces sharing the
    /// row; a tab's scene shows its tab's item alone across the tab bar, also when the tab is a
    /// navigation controller (its item is the navigation controller's).
    @Test func bottomBarsShowTheScenesItems() throws {
        let toolbarItems = #"<toolbarItems><barButtonItem title="Edit" id="e"/><barButtonItem systemItem="flexibleSpace" id="f"/><barButtonItem systemItem="add" id="a"/></toolbarItems>"#
        let navigation = ScreenMetricsTests.navigationScene(root: "root").replacingOccurrences(of: #"<navigationController id="nav""#, with: #"<navigationController id="nav" toolbarHidden="NO""#)
        let text = ScreenMetricsTests.storyboard(
            device: "retina4_7", tools: "15505", navigation + ScreenMetricsTests.scene("root", width: 375, height: 667, extra: toolbarItems))
        let scenario = try #require(try loadDocument(text).first)
        let result = try #require(LayoutEngine().layout(scenario).first)
        // A 49-point toolbar (Xcode 11 and later) is a toolbar, not a tab bar.
        #expect(result.view("toolbar")?.absolute == Rect(x: 0, y: 667 - 49, width: 375, height: 49))
        let editID = try #require(scenario.allViews.first { $0.label?.text == "Edit" }?.id)
        let addID = try #require(scenario.allViews.first { $0.image?.symbol == "plus" }?.id)
        let edit = try #require(result.view(editID)?.absolute), add = try #require(result.view(addID)?.absolute)
        #expect(edit.x == 16 && abs(add.x + add.width - 359) <= 0.5, "\(edit) \(add)")
        #expect(abs(edit.y + edit.height / 2 - (667 - 49 + 22)) <= 0.5 && abs(add.y + add.height / 2 - (667 - 49 + 22)) <= 0.5, "\(edit) \(add)")
        #expect(scenario.warnings.isEmpty, "\(scenario.warnings.map(\.message))")

        // Tabs → navigation controller (with the tab's item) → root.
        let tabs = ScreenMetricsTests.tabBarScene(tab: "nav")
        let tabbedNavigation = ScreenMetricsTests.navigationScene(root: "root").replacingOccurrences(
            of: #"<navigationBar key="navigationBar""#, with: #"<tabBarItem key="tabBarItem" title="Feed" image="feed" id="ti"/><navigationBar key="navigationBar""#)
        let tabbed = ScreenMetricsTests.storyboard(device: "retina5_9", tools: "14490.70", tabs + tabbedNavigation + ScreenMetricsTests.scene("root", width: 375, height: 812))
        let tabScenario = try #require(try loadDocument(tabbed).first)
        let tabLayout = try #require(LayoutEngine().layout(tabScenario).first)
        #expect(tabLayout.view("tabBar")?.absolute == Rect(x: 0, y: 812 - 83, width: 375, height: 83))
        let feed = try #require(tabScenario.allViews.first { $0.label?.text == "Feed" })
        let feedFrame = try #require(tabLayout.view(feed.id)?.absolute)
        #expect(abs(feedFrame.x + feedFrame.width / 2 - 187.5) <= 0.5 && feedFrame.y > 812 - 83 && feedFrame.y + feedFrame.height <= 812 - 34, "\(feedFrame)")
        #expect(feed.label?.color == Color.named("systemBlue"), "the tab's own item is the selected one")
        // The tab's icon is not in any catalog: a placeholder, named once.
        #expect(tabScenario.warnings.contains { $0.message.contains("feed") }, "\(tabScenario.warnings.map(\.message))")
    }

    /// A bar button item's custom view is read as any view and drawn where the item goes, at
    /// its stored size; its own views keep their stored frames inside it (SwiftMessages'
    /// SHOW and HIDE buttons).
    @Test func aCustomViewItemIsDrawnAtItsStoredSize() throws {
        let item = """
            <navigationItem key="navigationItem" title="Explore" id="item">
                <barButtonItem key="rightBarButtonItem" id="right">
                    <view key="customView" contentMode="scaleToFill" id="custom" userLabel="custom">
                        <rect key="frame" x="234" y="0.0" width="125" height="44"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="show" userLabel="show">
                                <rect key="frame" x="0.0" y="5" width="62" height="34"/>
                                <state key="normal" title="SHOW"/>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="show" firstAttribute="leading" secondItem="custom" secondAttribute="leading" id="c1"/>
                            <constraint firstItem="show" firstAttribute="centerY" secondItem="custom" secondAttribute="centerY" id="c2"/>
                            <constraint firstItem="show" firstAttribute="width" constant="62" id="c3"/>
                            <constraint firstItem="show" firstAttribute="height" constant="34" id="c4"/>
                        </constraints>
                    </view>
                </barButtonItem>
            </navigationItem>
            """
        let text = ScreenMetricsTests.storyboard(
            device: "retina4_7", tools: "14490.70", ScreenMetricsTests.navigationScene(root: "root") + ScreenMetricsTests.scene("root", width: 375, height: 667, extra: item))
        let scenario = try #require(try loadDocument(text).first)
        let result = try #require(LayoutEngine().layout(scenario).first)
        #expect(result.view("custom")?.absolute == Rect(x: 234, y: 20, width: 125, height: 44))
        #expect(result.view("show")?.frame == Rect(x: 0, y: 5, width: 62, height: 34), "its stored frame inside the custom view")
        #expect(scenario.allViews.first { $0.id == "show" }?.interfaceBuilderID == "show")
        #expect(scenario.warnings.isEmpty, "\(scenario.warnings.map(\.message))")
    }
}
