import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario
import Testing

/// What sizes the content of an imported scroll view: a table's or collection's own layout, not
/// Auto Layout; nothing, for a scroll view with nothing in it. Neither is reported ambiguous.
@Suite struct ScrollContentTests {
    /// A collection's cells are where its layout puts them: their autoresizing masks (Xcode
    /// stores `flexibleMaxX` and `flexibleMaxY` on every collection view cell) do not reach
    /// the content area the layout sizes (526 ambiguous content sizes over the wide corpus,
    /// 46 left, all scroll views whose subviews' constraints do not size them).
    @Test func aCollectionsCellsLeaveItsContentSizeAlone() throws {
        let result = try Self.layout(
            subviews: """
                <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid" userLabel="grid">
                    <rect key="frame" x="0.0" y="20" width="375" height="200"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                        <size key="itemSize" width="60" height="60"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Cell" id="cell" userLabel="cell">
                            <rect key="frame" x="10" y="0.0" width="60" height="60"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <collectionViewCellContentView key="contentView" opaque="NO" contentMode="center" id="content" userLabel="content">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="swatch" userLabel="swatch">
                                        <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="swatch" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="s1"/>
                                    <constraint firstItem="swatch" firstAttribute="top" secondItem="content" secondAttribute="top" id="s2"/>
                                    <constraint firstAttribute="trailing" secondItem="swatch" secondAttribute="trailing" id="s3"/>
                                    <constraint firstAttribute="bottom" secondItem="swatch" secondAttribute="bottom" id="s4"/>
                                </constraints>
                            </collectionViewCellContentView>
                        </collectionViewCell>
                    </cells>
                </collectionView>
                """,
            constraints: """
                <constraint firstItem="grid" firstAttribute="leading" secondItem="root-vc" secondAttribute="leading" id="g1"/>
                <constraint firstItem="grid" firstAttribute="top" secondItem="root-vc" secondAttribute="top" constant="20" id="g2"/>
                <constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" id="g3"/>
                <constraint firstItem="grid" firstAttribute="height" constant="200" id="g4"/>
                """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.view("cell")?.frame == Rect(x: 10, y: 0, width: 60, height: 60))
        #expect(result.view("swatch")?.frame == Rect(x: 0, y: 0, width: 60, height: 60))
    }

    /// A scroll view with no subviews keeps a zero content size (its content is added at run
    /// time), and a collection view stored without a frame sizes its own content too.
    @Test func anEmptyScrollViewAndAFramelessCollectionAreNotAmbiguous() throws {
        let result = try Self.layout(
            subviews: """
                            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pager" userLabel="pager">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                            </scrollView>
                            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid" userLabel="grid">
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow"/>
                            </collectionView>
                """,
            constraints: """
                            <constraint firstItem="pager" firstAttribute="leading" secondItem="root-vc" secondAttribute="leading" id="p1"/>
                            <constraint firstItem="pager" firstAttribute="top" secondItem="root-vc" secondAttribute="top" id="p2"/>
                            <constraint firstAttribute="trailing" secondItem="pager" secondAttribute="trailing" id="p3"/>
                            <constraint firstItem="pager" firstAttribute="height" constant="300" id="p4"/>
                            <constraint firstItem="grid" firstAttribute="leading" secondItem="root-vc" secondAttribute="leading" id="g1"/>
                            <constraint firstItem="grid" firstAttribute="top" secondItem="pager" secondAttribute="bottom" id="g2"/>
                            <constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" id="g3"/>
                            <constraint firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" id="g4"/>
                """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.view("grid")?.frame == Rect(x: 0, y: 300, width: 375, height: 367))
    }

    /// The layout of a one-scene storyboard whose root view (`root-vc`, 375 × 667) holds these.
    static func layout(subviews: String, constraints: String) throws -> LayoutResult {
        let scene = """
            <scene sceneID="s-vc"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-vc">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>\(subviews)</subviews>
                        <constraints>\(constraints)</constraints>
                    </view>
                </viewController>
            </objects></scene>
            """
        let scenario = try #require(try loadDocument(ScreenMetricsTests.storyboard(device: "retina4_7", tools: "22505", scene)).first)
        return try #require(LayoutEngine().layout(scenario).first)
    }
}
