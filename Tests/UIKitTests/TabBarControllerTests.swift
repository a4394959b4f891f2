import LayoutSnapLayout
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// A tab bar controller: the selected child's view over the screen, the tab bar above the home
/// indicator with every child's tab, and the child's safe area between the bars.
@MainActor
@Suite struct TabBarControllerTests {
    final class Feed: UIViewController {
        let firstRow = UILabel(), footer = UIView()
        override func viewDidLoad() {
            title = "Feed"
            firstRow.text = "Welcome"
            view.addSubview(firstRow)
            view.addSubview(footer)
            firstRow.snp.makeConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide).offset(8)
                make.leading.equalTo(view.layoutMarginsGuide)
            }
            footer.snp.makeConstraints { make in
                make.bottom.equalTo(view.safeAreaLayoutGuide)
                make.leading.trailing.equalToSuperview()
                make.height.equalTo(10)
            }
        }
    }

    @Test func theSelectedTabFillsTheScreenBetweenTheBars() throws {
        let notched = try #require(Device.presets["iphone-x"])
        for (screen, barTop, navigationBottom) in [(Device.standard, 667.0 - 49, 64.0), (notched, 812 - 34 - 49, 88)] {
            let feed = Feed()
            let settings = UIViewController()
            settings.title = "Settings"
            settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
            let tabs = UITabBarController()
            tabs.setViewControllers([UINavigationController(rootViewController: feed), settings], animated: false)
            tabs.screen = screen
            tabs.view.layoutIfNeeded()
            #expect(feed.tabBarController === tabs && feed.navigationController != nil)
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: barTop, width: 375, height: screen.height - barTop), "\(screen.height)")
            #expect(abs(feed.firstRow.frame.minY - (navigationBottom + 8)) < 0.001, "below the navigation bar: \(feed.firstRow.frame)")
            #expect(abs(feed.footer.frame.maxY - barTop) < 0.001, "above the tab bar: \(feed.footer.frame)")
            // Two tabs sharing the width; the selected one's title in the tint, the other grey.
            let row = try #require(tabs.tabBar.namedParts.first { $0.name == "tabItems" }?.view)
            let tabsShown = row.subviews.sorted { $0.frame.minX < $1.frame.minX }
            #expect(tabsShown.count == 2 && tabsShown.allSatisfy { abs($0.frame.width - 187.5) <= 0.5 })
            let titles = tabsShown.compactMap { $0.subviews.compactMap { $0 as? UILabel }.first }
            #expect(titles.map(\.text) == ["Feed", "Settings"])
            #expect(titles[0].textColor == tabs.tabBar.tintColor && titles[1].textColor == .systemGray)
        }
    }

    @Test func choosingAnotherTabShowsItsView() throws {
        let first = UIViewController(), second = UIViewController()
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
        second.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        tabs.view.layoutIfNeeded()
        #expect(first.view.superview === tabs.view && second.viewIfLoaded?.superview == nil)
        tabs.selectedViewController = second
        tabs.view.layoutIfNeeded()
        #expect(tabs.selectedIndex == 1 && second.view.superview === tabs.view && first.view.superview == nil)
        #expect(second.tabBarItem.title == "Favorites" && tabs.tabBar.selectedItem === second.tabBarItem)
        // The badge: a red capsule over the image's top trailing corner.
        let row = try #require(tabs.tabBar.namedParts.first { $0.name == "tabItems" }?.view)
        let tab = try #require(row.subviews.sorted { $0.frame.minX < $1.frame.minX }.last)
        let badge = try #require(tab.subviews.compactMap { $0 as? UILabel }.first { $0.text == "3" })
        let image = try #require(tab.subviews.first { $0 is UIImageView })
        #expect(badge.backgroundColor == .systemRed && badge.frame.height == 18 && badge.frame.width >= 18)
        #expect(abs(badge.frame.minX - (image.frame.maxX - 6)) < 0.01 && abs(badge.frame.minY - (image.frame.minY - 4)) < 0.01)
        // Set later, a badge shows at once; a title set later retitles the tab.
        first.tabBarItem.badgeValue = "12"
        first.title = "Inbox"
        tabs.view.layoutIfNeeded()
        let firstTab = try #require(row.subviews.sorted { $0.frame.minX < $1.frame.minX }.first)
        let labels = firstTab.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(labels.contains("12") && labels.contains("Inbox"), "\(labels)")
    }
}
