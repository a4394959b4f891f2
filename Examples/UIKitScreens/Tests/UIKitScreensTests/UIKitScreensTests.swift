import Foundation
import LayoutSnapTesting
import LayoutSnapUIKit
import Testing

/// Ten screens written in UIKit code as real apps write them (stack views, a cell, SnapKit,
/// a scroll view's layout guides, VFL, a table view controller, a collection view controller,
/// a compositional layout, list content configurations in an inset grouped table, a list
/// layout),
/// snapshotted across devices, appearances, Dynamic Type
/// and direction. Their references are beside this file (`__Snapshots__/`); `make test`
/// checks them as CI would (a missing one fails).
@MainActor
@Suite struct UIKitScreensTests {
    func matrix() throws -> [RenderSpec] {
        try RenderSpec.matrix(devices: ["iphone-se", "iphone-15"], appearances: [.light, .dark])
    }

    @Test func settings() throws {
        expectLayoutSnapshot(of: SettingsScreen(), renders: try matrix() + RenderSpec.matrix(devices: ["iphone-15"], contentSizeCategories: [.AX3]))
    }

    @Test func chatCells() throws {
        for (name, sent) in [("ChatCellReceived", false), ("ChatCellSent", true)] {
            let cell = ChatCell(style: .default, reuseIdentifier: nil)
            cell.configure(text: "Are we still on for lunch tomorrow? I found a place near the station.", time: "12:41", sent: sent)
            cell.fitToWidth(375)
            expectLayoutSnapshot(of: cell, named: name, renders: try RenderSpec.matrix(directions: [.ltr, .rtl]))
        }
    }

    @Test func profileHeader() throws {
        let header = ProfileHeaderView()
        header.nameLabel.text = "Grace Hopper"
        header.handleLabel.text = "@grace"
        header.bioLabel.text = "Rear admiral, computer scientist, and the reason we say a program has a bug."
        header.fitToWidth(375)
        expectLayoutSnapshot(of: header, renders: try RenderSpec.matrix(appearances: [.light, .dark]))
    }

    /// A table view controller's rows, from its data source, in titled sections under a large
    /// title.
    @Test func inbox() throws {
        let navigation = UINavigationController(rootViewController: InboxScreen())
        navigation.navigationBar.prefersLargeTitles = true
        expectLayoutSnapshot(of: navigation, named: "InboxScreen", renders: try matrix())
    }

    /// A collection view controller's grid, three to a line whatever the width (the items
    /// are sized from it), its cells a subclass registered by class.
    @Test func photos() throws {
        #if !canImport(UIKit)
        // UIKit makes a class registered by class through Objective-C; on Linux the test says how.
        UICollectionView.makeCells(of: PhotoCell.self) { PhotoCell(frame: .zero) }
        #endif
        expectLayoutSnapshot(of: UINavigationController(rootViewController: PhotosScreen()), named: "PhotosScreen", renders: try matrix())
    }

    /// A compositional layout: a row of featured cards that runs past the edge, a grid of
    /// categories two to a line, a header over each section.
    @Test func discover() throws {
        #if !canImport(UIKit)
        UICollectionView.makeCells(of: TileCell.self) { TileCell(frame: .zero) }
        UICollectionView.makeCells(of: SectionHeader.self) { SectionHeader(frame: .zero) }
        #endif
        let navigation = UINavigationController(rootViewController: DiscoverScreen())
        navigation.navigationBar.prefersLargeTitles = true
        expectLayoutSnapshot(of: navigation, named: "DiscoverScreen", renders: try matrix())
    }

    /// Rows drawn from list content configurations: a subtitle row, value rows, symbols.
    @Test func account() throws {
        expectLayoutSnapshot(of: UINavigationController(rootViewController: AccountScreen()), named: "AccountScreen", renders: try matrix())
    }

    /// A list layout: an inset grouped list with titled headers and accessories, from a
    /// diffable data source and registrations, in the third tab of a tab bar controller.
    @Test func privacy() throws {
        let navigation = UINavigationController(rootViewController: PrivacyScreen())
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = UITabBarItem(title: "Privacy", image: UIImage(systemName: "person"), tag: 2)
        let home = UIViewController(), search = UIViewController()
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [home, search, navigation]
        tabs.selectedIndex = 2
        expectLayoutSnapshot(of: tabs, named: "PrivacyScreen", renders: try matrix())
    }

    @Test func article() throws {
        expectLayoutSnapshot(of: ArticleScreen(), renders: try matrix())
    }

    @Test func signUpForm() throws {
        expectLayoutSnapshot(of: SignUpForm(), renders: try matrix() + RenderSpec.matrix(devices: ["iphone-se"], directions: [.rtl]))
    }

    /// The sign-up form in a navigation controller with a large title and bar button items,
    /// with a filled iOS 15 button.
    @Test func formInANavigationController() throws {
        let form = SignUpForm()
        form.title = "Sign up"
        form.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        form.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help")
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign up"
        form.signUpButton.configuration = configuration
        let navigation = UINavigationController(rootViewController: form)
        navigation.navigationBar.prefersLargeTitles = true
        expectLayoutSnapshot(
            of: navigation, named: "SignUpInNavigation",
            renders: try RenderSpec.matrix(devices: ["iphone-15"], appearances: [.light, .dark]))
    }
}

extension UIView {
    /// Sized as a table view sizes a cell: the given width, the height its constraints ask.
    func fitToWidth(_ width: CGFloat) {
        frame.size = systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
}
