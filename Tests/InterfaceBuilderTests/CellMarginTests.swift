import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// A xib's table view cell's content view has the margins the canvas gives it, by Xcode: until
/// Xcode 12 by the cell's own width (Rocket.Chat's Xcode 10 cells below 414 points: 16 at the
/// sides; Open Food Facts' Xcode 11 cells, 320 and 387 points wide on a 375-point phone, and
/// LoopKit's 600-point ones: 15;
/// nRF Toolbox's on a 414-point phone: 16 at 320 points, 20 from 358, and so on to Xcode 26:
/// nRF Mesh's 396-point cells, Xcode 16.3, 20), elsewhere from Xcode 12 by the narrower of the
/// cell and the device (600-point cells on a 375-point phone 16); Xcode 26 gives a 393-point
/// phone's cells what it gives a 414-point one's.
@Suite struct CellMarginTests {
    @Test(arguments: [
        ("11762", "retina4_7", 600.0, 8.0, 8.0, 8.0),
        ("13196", "retina4_7", 375, 8, 8, 8),  // Xcode 9 too (RxDataSources' and FSPagerView's cells)
        ("13528", "retina4_7", 320, 11, 16, 10.5),  // but not 9.3's betas (Seafile's event cell)
        ("13771", "retina4_7", 375, 11, 16, 10.5),  // nor 9.3 (QuickBlox's and Expanding Collection's)
        ("14113", "retina4_7", 600, 11, 20, 10.5),
        ("14113", "retina4_7", 320, 11, 16, 10.5),  // Rocket.Chat's Xcode 10 cells
        ("14460", "retina4_7", 375, 11, 16, 10.5),
        ("14868", "retina4_7", 320, 11, 15, 11),
        ("14868", "retina4_7", 387, 11, 15, 11),  // wider than the phone, still 15
        ("16097", "retina4_7", 320, 11, 15, 11),
        ("14835", "retina4_7", 600, 11, 15, 11),  // LoopKit's 600-point cells: 15 whatever the width
        ("16097", "retina4_7", 600, 11, 15, 11),
        ("16096", "retina6_1", 320, 11, 16, 11),  // Xcode 11 on a 414-point phone: nRF Toolbox's cells
        ("16085", "retina6_1", 358, 11, 20, 11),
        ("16085", "retina6_1", 401, 11, 20, 11),
        ("17701", "retina4_7", 375, 11, 16, 11),
        ("17701", "retina6_1", 414, 11, 20, 11),
        ("19455", "retina6_1", 320, 11, 16, 11),  // a narrow cell on a 414-point phone
        ("19455", "retina6_1", 466, 11, 20, 11),
        ("23504", "retina4_7", 600, 11, 16, 11),  // a wide cell on a 375-point phone
        ("23727", "retina6_1", 396, 11, 20, 11),  // nRF Mesh's model cells
        ("24127", "retina6_1", 339, 15, 20, 15),  // Xcode 26 (Firebase's 339-point post cell: 20 at the sides)
        ("24127", "retina4_7", 320, 15, 16, 15),
        ("24128", "retina6_12", 320, 15, 16, 15),  // nRF Mesh's element cell: 320 points, 16
    ])
    func contentViewMarginsFollowTheCanvas(tools: String, device: String, width: Double, top: Double, side: Double, bottom: Double) throws {
        let box = try layoutCell(tools: tools, device: device, width: width)
        #expect(Rect(x: box.frame.x, y: box.frame.y, width: box.frame.width, height: 0) == Rect(x: side, y: top, width: width - 2 * side, height: 0))
        // On a 3× phone the height snaps to a third of a point.
        #expect(abs(box.frame.height - (73.5 - top - bottom)) < 0.34)
    }

    /// A cell in a storyboard's table goes by the device: 15 points at the sides on a 4-inch
    /// phone (Rocket.Chat's Xcode 10 settings), 16 on a 375-point one, 20 from 414 points.
    @Test(arguments: [("retina4_0", 15.0), ("retina4_7", 16.0), ("retina5_5", 20.0)])
    func aTablesCellGoesByTheDevice(device: String, side: Double) throws {
        let cell = Self.cellElement(width: 320, height: 44, constraints: Self.boxAtLeadingMargin)
        let table = #"dataMode="static" style="plain" rowHeight="44" id="table"><rect key="frame" x="0.0" y="0.0" width="320" height="568"/>"#
        let x = try Self.boxX(device: device, tools: "14460.31", table: table + "<sections><tableViewSection id=\"section\"><cells>\(cell)</cells></tableViewSection></sections>")
        #expect(x == side)
    }

    /// A table view controller's freeform table wider than the device goes by its own width
    /// (SkyFloatingLabelTextField's 400-point list, Xcode 10, and Applozic's 600-point profile,
    /// Xcode 12.4, on 375-point phones: 20); narrower, by the device.
    @Test(arguments: [("14460.31", 400.0, 20.0), ("17701", 600, 20), ("17701", 360, 16)])
    func aWideTableViewControllersCellGoesByItsWidth(tools: String, width: Double, side: Double) throws {
        let cell = Self.cellElement(width: width, height: 44, constraints: Self.boxAtLeadingMargin)
        let table = #"dataMode="static" style="plain" rowHeight="44" id="table"><rect key="frame" x="0.0" y="0.0" width="\#(width)" height="600"/>"#
        let x = try Self.boxX(device: "retina4_7", tools: tools, table: table + "<sections><tableViewSection id=\"section\"><cells>\(cell)</cells></tableViewSection></sections>")
        #expect(x == side)
    }

    /// Before Xcode 9.3 a table's sides were iOS 8 to 10's 15 points, which a cell and a content
    /// view preserving their superviews' margins keep on any phone (GitHawk's mail cells, Xcode
    /// 8.3 on a 414-point phone: 15, not the 20 of a root view that wide).
    @Test(arguments: [("12120", 15.0), ("14460.31", 20.0)])
    func anOldTablesPreservingCellsKeepItsSides(tools: String, side: Double) throws {
        let preserving = #"preservesSuperviewLayoutMargins="YES" "#
        let cell = Self.cellElement(width: 414, height: 44, cell: preserving, content: preserving, constraints: Self.boxAtLeadingMargin)
        let table = #"dataMode="prototypes" style="plain" rowHeight="44" id="table"><rect key="frame" x="0.0" y="0.0" width="414" height="736"/>"#
        #expect(try Self.boxX(device: "retina5_5", tools: tools, table: table + "<prototypes>\(cell)</prototypes>") == side)
    }

    /// Before Xcode 12, a table in a scene on the top and bottom layout guides gives its cells
    /// iOS 10's 15-point sides on a 375-point phone (Kodeco's RxSwift book, Xcode 10.1 and 11.5);
    /// on the safe area, or saved by Xcode 12, the device's 16.
    @Test(arguments: [("14460.31", true, 15.0), ("16097.2", true, 15), ("16097.2", false, 16), ("17701", true, 16)])
    func aLegacyGuideScenesTableHasOldSides(tools: String, legacyGuides: Bool, side: Double) throws {
        let cell = Self.cellElement(width: 375, height: 44, constraints: Self.boxAtLeadingMargin)
        let guides = """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="topGuide"/>
                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
            </layoutGuides>
            """
        let x = try Self.boxX(
            device: "retina4_7", tools: tools,
            scene: """
            <scene sceneID="s"><objects>
                <viewController id="controller" sceneMemberID="viewController">
                    \(legacyGuides ? guides : "")
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <prototypes>\(cell)</prototypes>
                            </tableView>
                        </subviews>
                        \(legacyGuides ? "" : #"<viewLayoutGuide key="safeArea" id="safe"/>"#)
                    </view>
                </viewController>
            </objects></scene>
            """)
        #expect(x == side)
    }

    /// A 10×10 `box` at its content view's leading margin and top.
    static let boxAtLeadingMargin = """
        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" id="c2"/>
        <constraint firstItem="box" firstAttribute="width" constant="10" id="c3"/>
        <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
        """

    /// Where `box` lands in a table view controller's table: `table`, the table element's
    /// attributes, frame and cells.
    static func boxX(device: String, tools: String, table: String) throws -> Double? {
        try boxX(
            device: device, tools: tools,
            scene: """
            <scene sceneID="s"><objects>
                <tableViewController id="controller" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \(table)</tableView>
                </tableViewController>
            </objects></scene>
            """)
    }

    /// Where `box` lands in a storyboard of the one scene `scene`.
    static func boxX(device: String, tools: String, scene: String) throws -> Double? {
        let scenario = try #require(try loadDocument(ScreenMetricsTests.storyboard(device: device, tools: tools, scene)).first)
        return LayoutEngine().layout(scenario).first?.view("box")?.frame.x
    }

    /// A xib's collection view cell has a root view's side margins by its own width: 20 from
    /// 400 points (Rocket.Chat's 402-point date separator), 16 below.
    @Test(arguments: [(402.0, 20.0), (375.0, 16.0)])
    func aXibsCollectionCellHasARootsMarginsByItsWidth(width: Double, side: Double) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <collectionViewCell opaque="NO" contentMode="center" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="38"/>
                        <view key="contentView" opaque="NO" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="38"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="line" userLabel="line">
                                    <rect key="frame" x="\(side)" y="18.5" width="\(width - 2 * side)" height="1"/>
                                </view>
                            </subviews>
                        </view>
                        <constraints>
                            <constraint firstItem="line" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="line" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="line" firstAttribute="centerY" secondItem="cell" secondAttribute="centerY" id="c3"/>
                            <constraint firstItem="line" firstAttribute="height" constant="1" id="c4"/>
                        </constraints>
                    </collectionViewCell>
                </objects>
            </document>
            """
        let scenario = try #require(try loadDocument(text, extension: "xib").first)
        let line = try #require(LayoutEngine().layout(scenario).first?.view("line"))
        #expect(line.frame == Rect(x: side, y: 18.5, width: width - 2 * side, height: 1))
    }

    /// Beside an accessory the content view's trailing margin is 8.
    @Test func anAccessoryLeavesEightPointsAtTheTrailingEdge() throws {
        let box = try layoutCell(tools: "22505", device: "retina4_7", width: 375, cell: #"accessoryType="disclosureIndicator" "#)
        #expect(box.frame == Rect(x: 16, y: 11, width: 375 - 16 - 8, height: 73.5 - 22))
    }

    /// Margins of the content view's own that preserve the cell's: the larger of its own and
    /// the standard ones holds on each edge (the Corona-Warn-App's cards: 8 and 16 of its own
    /// in a 466-point cell are laid out as 11 and 20). Not preserving them, its own hold at
    /// the sides, but not below 11 above and below (StarWars' settings cells, Xcode 11.4: 8
    /// and 30 of their own laid out as 11 and 30); before Xcode 11 its own hold everywhere.
    @Test func ownMarginsPreservingTheCellsTakeTheLargerOnEachEdge() throws {
        let own = #"<edgeInsets key="layoutMargins" top="8" left="16" bottom="30" right="16"/>"#
        let preserving = try layoutCell(tools: "18122", device: "retina6_1", width: 466, content: #"preservesSuperviewLayoutMargins="YES" "#, extra: own)
        #expect(preserving.frame == Rect(x: 20, y: 11, width: 466 - 40, height: 73.5 - 11 - 30))
        let notPreserving = try layoutCell(tools: "18122", device: "retina6_1", width: 466, extra: own)
        #expect(notPreserving.frame == Rect(x: 16, y: 11, width: 466 - 32, height: 73.5 - 11 - 30))
        let olderXcode = try layoutCell(tools: "14113", device: "retina6_1", width: 466, extra: own)
        #expect(olderXcode.frame == Rect(x: 16, y: 8, width: 466 - 32, height: 73.5 - 8 - 30))
    }

    /// A xib's cell has the margins its content view gets, so a content view preserving them
    /// keeps them and not a wider root view's (Loop's Xcode 11 bolus cell, 416 points wide on a
    /// 375-point phone: 15 at the sides, not 20).
    @Test func aPreservingContentViewKeepsTheCellsOwnMargins() throws {
        let own = #"<edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="8"/>"#
        let box = try layoutCell(tools: "16097", device: "retina4_7", width: 416, content: #"preservesSuperviewLayoutMargins="YES" "#, extra: own)
        #expect(box.frame == Rect(x: 15, y: 11, width: 416 - 30, height: 73.5 - 22))
    }

    /// Before Xcode 10 a xib's cell had UIKit's 8-point default margins, and a content view
    /// preserving them keeps 8 (XLForm's Xcode 7 weekday cell: its first button 8 points in).
    @Test func anOldCellsPreservedMarginsAreEight() throws {
        let preserving = try layoutCell(tools: "8191", device: "retina4_7", width: 382, content: #"preservesSuperviewLayoutMargins="YES" "#)
        #expect(preserving.frame == Rect(x: 8, y: 8, width: 382 - 16, height: 73.5 - 16))
    }

    func layoutCell(tools: String, device: String, width: Double, cell: String = "", content: String = "", extra: String = "") throws -> ViewLayout {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <objects>
                    \(Self.cellElement(width: width, height: 74, cell: cell, content: content, extra: extra, constraints: """
                        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                        <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c3"/>
                        <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
                        """))
                </objects>
            </document>
            """
        let scenario = try #require(try loadDocument(text, extension: "xib").first)
        return try #require(LayoutEngine().layout(scenario).first?.view("box"))
    }

    /// A table view cell whose content view holds a 10×10 `box` placed by `constraints`
    /// (`cell` and `content`: more attributes of the cell and its content view).
    static func cellElement(width: Double, height: Double, cell: String = "", content: String = "", extra: String = "", constraints: String) -> String {
        """
        <tableViewCell \(cell)contentMode="scaleToFill" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <tableViewCellContentView key="contentView" \(content)opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height - 0.5)"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>\(constraints)</constraints>
                \(extra)
            </tableViewCellContentView>
        </tableViewCell>
        """
    }
}
