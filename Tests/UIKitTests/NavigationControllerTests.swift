import LayoutSnapLayout
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// A navigation controller: its bar under the status bar, the top view controller's title in
/// it, and that view controller's safe area starting below the bar.
@MainActor
@Suite struct NavigationControllerTests {
    final class Inbox: UIViewController {
        let firstRow = UILabel()
        override func viewDidLoad() {
            title = "Inbox"
            firstRow.text = "Welcome"
            view.addSubview(firstRow)
            firstRow.snp.makeConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide).offset(8)
                make.leading.equalTo(view.layoutMarginsGuide)
            }
        }
    }

    @Test func theChildIsLaidOutBelowTheBar() throws {
        let inbox = Inbox()
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.view.layoutIfNeeded()
        #expect(inbox.navigationController === navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 375, height: 64))
        #expect(navigation.navigationBar.titleLabel.text == "Inbox")
        #expect(abs(navigation.navigationBar.titleLabel.frame.midY - 42) < 0.5)
        #expect(inbox.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(inbox.firstRow.frame.minY == 72 && inbox.firstRow.frame.minX == 16)
        let model = HierarchyModel(root: navigation.view, name: "nav", device: .standard, isControllerView: true, owner: navigation)
        #expect(model.views.map(\.id) == ["root", "Inbox", "firstRow", "navigationBar", "navigationTitle", "UIView_1_1"])
    }
}
