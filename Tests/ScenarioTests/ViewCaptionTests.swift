@testable import LayoutSnapScenario
import Testing

/// The names overlays print: ids people chose, and for the ids Interface Builder generated,
/// what Xcode's outline says instead.
@Suite struct ViewCaptionTests {
    @Test(arguments: ["H2p_sc_9uM", "v_41w_4n_AM8", "jKw_RG_YP1", "jKw_RG_YP1__", "abc_de_fG1"])
    func generatedIdsAreRecognised(id: String) {
        #expect(ViewSpec.isGeneratedInterfaceBuilderID(id))
    }

    @Test(arguments: ["titleLabel", "nav_bg_img", "root", "Bottom_Separator_View", "v_abc_de_FGH", "ab_cde_FGH", "a1b_c2_d3e_f"])
    func chosenIdsAreKept(id: String) {
        #expect(!ViewSpec.isGeneratedInterfaceBuilderID(id))
        #expect(ViewSpec(id: id, kind: .stack).caption == id)
    }

    @Test func aGeneratedIdReadsAsXcodesOutlineDoes() {
        var plain = ViewSpec(id: "v_41w_4n_AM8", kind: .stack)
        #expect(plain.caption == "Stack View")  // a YAML scenario: its kind
        plain.interfaceBuilderClass = "UITableViewCell"
        #expect(plain.caption == "Table View Cell")
        plain.interfaceBuilderClass = "ENAStatisticsCardView"
        #expect(plain.caption == "ENAStatisticsCardView")
    }
}
