import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// Frames Xcode 6 stored that its canvas did not draw (ResearchKit AppCore's storyboards,
/// toolsVersion 6254 to 7531): a collection view's cell at 50 × 50, a table view cell's
/// content view 43 points tall and a table's cells 320 wide in any table. The canvas — and
/// the frames it stored for the views inside — drew them at the item size, the cell's height
/// and the table's width. Xcode 7 stored what it drew.
@Suite struct XcodeSixCanvasTests {
    func layout(_ text: String) throws -> LayoutResult {
        let scenario = try #require(try loadDocument(text, extension: "xib").first)
        return try #require(LayoutEngine().layout(scenario).first)
    }

    /// A collection view with one 300 × 200 item whose cell Xcode stored at `cell`.
    static func collection(tools: String, cell: String) -> String {
        InterfaceBuilderFeatureTests.xib(
            tools: tools,
            """
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="0.0" minimumInteritemSpacing="0.0" id="flow">
                    <size key="itemSize" width="300" height="200"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" contentMode="center" id="cell">
                        <rect key="frame" x="0.0" y="0.0" \(cell)/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <view key="contentView" opaque="NO" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="page" userLabel="page">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                </view>
                            </subviews>
                        </view>
                        <constraints>
                            <constraint firstItem="page" firstAttribute="top" secondItem="cell" secondAttribute="top" id="c1"/>
                            <constraint firstItem="page" firstAttribute="leading" secondItem="cell" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="bottom" secondItem="page" secondAttribute="bottom" id="c3"/>
                            <constraint firstAttribute="trailing" secondItem="page" secondAttribute="trailing" id="c4"/>
                        </constraints>
                    </collectionViewCell>
                </cells>
            </collectionView>
            """)
    }

    @Test func aCollectionCellIsAsLargeAsItsContentView() throws {
        let stale = try layout(Self.collection(tools: "7531", cell: #"width="50" height="50""#))
        #expect(stale.view("page")?.frame == Rect(x: 0, y: 0, width: 300, height: 200))
        let stored = try layout(Self.collection(tools: "8191", cell: #"width="300" height="200""#))
        #expect(stored.view("page")?.frame == Rect(x: 0, y: 0, width: 300, height: 200))
    }

    /// A 414-point table with one 64-point prototype cell, stored `cellWidth` wide, whose
    /// content view Xcode stored `contentHeight` tall; a bar inside it pinned to all four sides.
    static func table(tools: String, cellWidth: Int, contentHeight: Double) -> String {
        InterfaceBuilderFeatureTests.xib(
            tools: tools,
            """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="64" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" rowHeight="64" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="64"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="\(contentHeight)"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="bar">
                                    <rect key="frame" x="10" y="10" width="394" height="43"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c1"/>
                                <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="c2"/>
                                <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" constant="10" id="c3"/>
                                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="10" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """)
    }

    @Test func aTableCellsContentFillsTheCellAndTheCellTheTable() throws {
        let stale = try layout(Self.table(tools: "6254", cellWidth: 320, contentHeight: 43))
        #expect(stale.view("bar")?.frame == Rect(x: 10, y: 10, width: 394, height: 43))
        // Xcode 7 stored what it drew: its frames are taken as they are.
        let stored = try layout(Self.table(tools: "8191", cellWidth: 320, contentHeight: 43))
        #expect(stored.view("bar")?.frame == Rect(x: 10, y: 10, width: 300, height: 23))
    }
}
