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
        #expect(model.views.map(\.id) == ["root", "Inbox", "firstRow", "navigationBar", "navigationTitle", "largeTitleArea", "largeTitle", "leftBarItems", "rightBarItems", "barHairline"])
    }

    /// The bar's row is 50 points tall on an iPad (iOS 12's taller bars) and 32 on a phone on
    /// its side (compact height), the title centred in it and the child's safe area below it.
    @Test func theBarsRowFollowsTheScreen() throws {
        let pad = try #require(Device.presets["ipad"])
        let phoneOnItsSide = Device(width: 667, height: 375, scale: 2)
        for (screen, height) in [(pad, 70.0), (phoneOnItsSide, 32)] {
            let inbox = Inbox()
            let navigation = UINavigationController(rootViewController: inbox)
            navigation.screen = screen
            navigation.view.layoutIfNeeded()
            #expect(abs(navigation.navigationBar.frame.height - height) < 0.001, "\(screen.width)")
            #expect(abs(navigation.navigationBar.titleLabel.frame.midY - (height - (height - screen.safeArea.top) / 2)) < 0.5)
            #expect(abs(inbox.firstRow.frame.minY - (height + 8)) < 0.001)
        }
    }

    /// A shown toolbar sits above the home indicator, 49 points tall on a phone, with the top
    /// view controller's items inside the bar's margins (a flexible space pushing the last to
    /// the trailing side), and the child's safe area ends above it.
    @Test func theToolbarShowsTheTopControllersItems() throws {
        let notched = try #require(Device.presets["iphone-x"])
        for (screen, top) in [(Device.standard, 667.0 - 49), (notched, 812 - 34 - 49)] {
            let inbox = Inbox()
            inbox.toolbarItems = [
                UIBarButtonItem(title: "Edit", style: .plain), UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(systemItem: .add),
            ]
            let navigation = UINavigationController(rootViewController: inbox)
            navigation.screen = screen
            navigation.setToolbarHidden(false, animated: false)
            let pinned = UIView()
            inbox.view.addSubview(pinned)
            pinned.snp.makeConstraints { make in
                make.bottom.equalTo(inbox.view.safeAreaLayoutGuide)
                make.leading.trailing.equalToSuperview()
                make.height.equalTo(10)
            }
            navigation.view.layoutIfNeeded()
            #expect(navigation.toolbar.frame == CGRect(x: 0, y: top, width: 375, height: screen.height - top), "\(screen.height)")
            #expect(abs(pinned.frame.maxY - top) < 0.001, "the child's safe area ends at the toolbar")
            let row = try #require(navigation.toolbar.namedParts.first { $0.name == "toolbarItems" }?.view)
            let items = row.subviews.filter { !($0 is UIImageView) || $0.frame.width > 0 }
            let edit = try #require(items.first { ($0 as? UIButton)?.currentTitle == "Edit" })
            let add = try #require(items.first { $0 is UIImageView })
            // The row inside 16-point margins; in it, the first item at its start, the last at its end.
            #expect(abs(row.frame.minX - 16) < 0.001 && abs(row.frame.maxX - 359) < 0.001, "\(row.frame)")
            #expect(abs(edit.frame.minX) < 0.001 && abs(add.frame.maxX - row.frame.width) < 0.5, "\(edit.frame) \(add.frame)")
            #expect(abs(row.frame.height - 49) < 0.001 && abs(add.frame.midY - 24.5) < 0.5)
        }
    }

    /// A toolbar of one's own is 44 points tall, its items from the leading margin when no
    /// flexible space pushes them.
    @Test func aToolbarOnItsOwnIsAsTallAsItsRow() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let bar = UIToolbar()
        bar.setItems([UIBarButtonItem(title: "Cancel", style: .plain), UIBarButtonItem(title: "Done", style: .done)], animated: false)
        root.addSubview(bar)
        bar.snp.makeConstraints { make in make.leading.trailing.bottom.equalToSuperview() }
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 156, width: 320, height: 44))
        let row = try #require(bar.namedParts.first { $0.name == "toolbarItems" }?.view)
        let titles = row.subviews.compactMap { $0 as? UIButton }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(titles.map(\.currentTitle) == ["Cancel", "Done"] && abs(row.frame.minX - 16) < 0.001)
        #expect(abs(titles[1].frame.minX - titles[0].frame.maxX - 8) < 0.5, "8 points apart")
    }

    /// Since iOS 15 a bar whose content is at rest below it is transparent with no shadow,
    /// unless a scroll edge appearance says otherwise; scrolled content gets the standard one.
    @Test func theBarIsTransparentAtTheScrollEdge() throws {
        func bar(_ configure: (UINavigationController, Inbox) -> Void) -> UINavigationBar {
            let inbox = Inbox()
            let navigation = UINavigationController(rootViewController: inbox)
            configure(navigation, inbox)
            navigation.view.layoutIfNeeded()
            return navigation.navigationBar
        }
        func hairlineShown(_ bar: UINavigationBar) -> Bool { bar.namedParts.first { $0.name == "barHairline" }?.view.isHidden == false }
        let atRest = bar { _, _ in }
        #expect(atRest.backgroundColor == .clear && !hairlineShown(atRest))
        // The standard appearance's title colour is kept in the transparent one UIKit derives.
        let titled = bar { navigation, _ in
            let appearance = UINavigationBarAppearance()
            appearance.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
            navigation.navigationBar.standardAppearance = appearance
        }
        #expect(titled.backgroundColor == .clear && titled.titleLabel.textColor == .systemRed)
        // An opaque scroll edge appearance (the usual iOS 15 fix), on the bar or the item.
        let opaque = bar { navigation, _ in
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemIndigo
            navigation.navigationBar.scrollEdgeAppearance = appearance
        }
        #expect(opaque.backgroundColor == .systemIndigo && hairlineShown(opaque))
        let byItem = bar { _, inbox in
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            inbox.navigationItem.scrollEdgeAppearance = appearance
        }
        #expect(byItem.backgroundColor == .systemBackground)
        // On a phone on its side, the compact appearances.
        let compact = bar { navigation, _ in
            navigation.screen = Device(width: 667, height: 375, scale: 2)
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemOrange
            navigation.navigationBar.compactScrollEdgeAppearance = appearance
        }
        #expect(compact.backgroundColor == .systemOrange)
        // Content scrolled under the bar: the standard appearance, with the legacy bar tint.
        let scrolled = bar { navigation, inbox in
            navigation.navigationBar.barTintColor = .systemTeal
            let scroll = UIScrollView()
            inbox.view.addSubview(scroll)
            scroll.snp.makeConstraints { $0.edges.equalToSuperview() }
            inbox.setContentScrollView(scroll, for: .top)
            scroll.contentOffset = CGPoint(x: 0, y: 100)
        }
        #expect(scrolled.backgroundColor == .systemTeal && hairlineShown(scrolled))
    }

    @Test func largeTitlesGrowTheBarAndSitAtTheMargin() throws {
        let inbox = Inbox()
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.view.layoutIfNeeded()
        // 20 (status bar) + 44 (the row) + 52 (the large title).
        #expect(navigation.navigationBar.frame.height == 116)
        #expect(inbox.firstRow.frame.minY == 124, "the child's safe area starts below the large title")
        let large = navigation.navigationBar.largeTitleLabel
        #expect(!large.isHidden && navigation.navigationBar.titleLabel.isHidden)
        // In the 52 points below the row, 8 above the bar's bottom.
        #expect(large.superview?.frame == CGRect(x: 0, y: 64, width: 375, height: 52))
        #expect(large.text == "Inbox" && large.frame.minX == 16 && large.frame.maxY == 44)
        #expect(large.frame.height > 40, "34-point bold: \(large.frame)")
        // A view controller that asks for none keeps the standard bar.
        inbox.navigationItem.largeTitleDisplayMode = .never
        navigation.setViewControllers([inbox], animated: false)
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 64 && navigation.navigationBar.largeTitleLabel.isHidden)
    }

    /// A large title folds into the row as the content scrolls up from rest: the bar shrinks
    /// by what has scrolled, clipping the title, and from 52 points on it is a standard bar with
    /// the title in the row; pulled down, the bar stretches. The child's safe area follows it.
    @Test func aLargeTitleCollapsesAsTheContentScrolls() throws {
        final class Feed: UIViewController {
            let scroll = UIScrollView()
            let firstRow = UILabel()
            override func viewDidLoad() {
                title = "Feed"
                view.addSubview(scroll)
                scroll.snp.makeConstraints { $0.edges.equalToSuperview() }
                firstRow.text = "A row"
                scroll.addSubview(firstRow)
                firstRow.snp.makeConstraints { make in
                    make.top.leading.equalTo(scroll.contentLayoutGuide).offset(16)
                    make.bottom.equalTo(scroll.contentLayoutGuide).offset(-2_000)
                }
            }
        }
        let feed = Feed()
        let navigation = UINavigationController(rootViewController: feed)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.view.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 116 && feed.contentScrollView(for: .top) === feed.scroll)
        // At rest, as UIKit leaves it: the content inset grown by the bars, the offset minus it.
        #expect(feed.scroll.adjustedContentInset == UIEdgeInsets(top: 116, left: 0, bottom: 0, right: 0))
        #expect(feed.scroll.contentOffset == CGPoint(x: 0, y: -116))
        // At rest the offset is -116 (20 + 44 + 52): 30 points up from there, 22 of the title show.
        feed.scroll.contentOffset = CGPoint(x: 0, y: -86)
        navigation.view.layoutIfNeeded()
        #expect(bar.frame.height == 86 && bar.largeTitleLabel.superview?.frame.height == 22)
        #expect(!bar.largeTitleLabel.isHidden && bar.titleLabel.isHidden && bar.largeTitleLabel.superview?.clipsToBounds == true)
        #expect(feed.view.safeAreaInsets == UIEdgeInsets(top: 86, left: 0, bottom: 0, right: 0))
        #expect(feed.firstRow.safeAreaInsets == .zero, "inside a scroll view that insets its content for it")
        // Scrolled past the title's 52 points: the standard bar, the title in the row.
        feed.scroll.contentOffset = CGPoint(x: 0, y: 300)
        navigation.view.layoutIfNeeded()
        #expect(bar.frame.height == 64 && bar.largeTitleLabel.isHidden && !bar.titleLabel.isHidden)
        #expect(abs(bar.titleLabel.frame.midY - 42) < 0.5)
        // Back at rest, expanded again; a scroll view set for the top edge is the one followed.
        feed.scroll.contentOffset = CGPoint(x: 0, y: -116)
        navigation.view.layoutIfNeeded()
        #expect(bar.frame.height == 116 && bar.titleLabel.isHidden)
        // Pulled down 30 points past rest, the bar stretches with the content.
        feed.scroll.contentOffset = CGPoint(x: 0, y: -146)
        navigation.view.layoutIfNeeded()
        #expect(bar.frame.height == 146 && bar.largeTitleLabel.frame.maxY == 74)
        let other = UIScrollView()
        feed.setContentScrollView(other, for: .top)
        feed.scroll.contentOffset = CGPoint(x: 0, y: 300)
        navigation.view.layoutIfNeeded()
        #expect(bar.frame.height == 116, "the other scroll view has not scrolled")
    }

    @Test func barButtonItemsSitAtTheMarginsInTheRow() throws {
        let inbox = Inbox()
        inbox.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .done), UIBarButtonItem(title: "Edit")]
        inbox.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.view.layoutIfNeeded()
        let bar = navigation.navigationBar
        let right = try #require(bar.subviews.first { $0 is UIStackView && $0.frame.maxX > 300 } as? UIStackView)
        let left = try #require(bar.subviews.first { $0 is UIStackView && $0.frame.minX < 100 } as? UIStackView)
        let done = try #require(right.arrangedSubviews.last as? UIButton), edit = try #require(right.arrangedSubviews.first as? UIButton)
        // The first item is nearest the edge.
        #expect(done.currentTitle == "Done" && edit.currentTitle == "Edit")
        #expect(abs(done.frame.maxX + right.frame.minX - (375 - 16)) < 0.01)
        #expect(done.titleLabel?.font.spec.weight == UIFont.Weight.semibold.cssWeight)
        #expect(edit.frame.maxX + 8 == done.frame.minX)
        let cancel = try #require(left.arrangedSubviews.first as? UIButton)
        #expect(cancel.currentTitle == "Cancel" && left.frame.minX == 16)
        #expect(abs(right.frame.midY - 42) < 0.5 && abs(left.frame.midY - 42) < 0.5, "centred in the 44-point row")
        #expect(!navigation.view.hasAmbiguousLayout && !bar.subviews.contains { $0.hasAmbiguousLayout })
    }

    @Test func imagesCustomViewsAndSpacesInTheBar() throws {
        let inbox = Inbox()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        badge.accessibilityIdentifier = "badge"
        badge.snp.makeConstraints { $0.size.equalTo(CGSize(width: 30, height: 20)) }
        inbox.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain), UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(customView: badge),
        ]
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.view.layoutIfNeeded()
        let right = try #require(navigation.navigationBar.subviews.first { ($0 as? UIStackView)?.arrangedSubviews.count == 2 } as? UIStackView)
        // The space takes no room; the first item (the gear) is nearest the edge.
        #expect(right.arrangedSubviews.last is UIImageView && right.arrangedSubviews.first === badge)
        #expect(right.arrangedSubviews.last?.frame.size == CGSize(width: 20, height: 20))
        #expect(badge.frame.size == CGSize(width: 30, height: 20))
    }
}

/// The back button: shown over a pushed view controller, titled from the item below it.
@MainActor
@Suite struct BackButtonTests {
    final class Screen: UIViewController {
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    func barAfterPushing(_ configure: (UINavigationItem, UINavigationItem) -> Void = { _, _ in }) -> UINavigationBar {
        let inbox = Screen("Inbox"), message = Screen("Message")
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.pushViewController(message, animated: false)
        configure(inbox.navigationItem, message.navigationItem)
        navigation.setViewControllers(navigation.viewControllers, animated: false)
        navigation.view.layoutIfNeeded()
        return navigation.navigationBar
    }

    func part(_ name: String, of bar: UINavigationBar) throws -> UIView {
        try #require(bar.namedParts.first { $0.name == name }?.view)
    }

    @Test func aPushedScreenShowsTheTitleOfTheOneBelow() throws {
        let bar = barAfterPushing()
        let back = try part("backButton", of: bar), indicator = try part("backIndicator", of: bar)
        let title = try #require(try part("backTitle", of: bar) as? UILabel)
        #expect(back.superview != nil && title.text == "Inbox" && !title.isHidden)
        // 8 points from the leading edge, centred in the 44-point row below the status bar.
        #expect(indicator.frame.size == CGSize(width: 13, height: 21))
        let indicatorInBar = indicator.convert(indicator.bounds, to: bar)
        #expect(indicatorInBar.minX == 8 && abs(indicatorInBar.midY - 42) < 0.5)
        let titleInBar = title.convert(title.bounds, to: bar)
        #expect(titleInBar.minX == 27, "6 points after the indicator: \(titleInBar)")
        #expect(bar.titleLabel.text == "Message")
        // The indicator is a symbol drawn in the bar's tint.
        #expect((indicator as? UIImageView)?.image?.symbolName == "chevron.backward")
    }

    @Test func theItemBelowChoosesTheTitle() throws {
        #expect((try part("backTitle", of: barAfterPushing { below, _ in below.backButtonTitle = "Mail" }) as? UILabel)?.text == "Mail")
        #expect((try part("backTitle", of: barAfterPushing { below, _ in below.backButtonDisplayMode = .generic }) as? UILabel)?.text == "Back")
        let minimal = try part("backTitle", of: barAfterPushing { below, _ in below.backButtonDisplayMode = .minimal })
        #expect(minimal.isHidden)
        let item = try part("backTitle", of: barAfterPushing { below, _ in below.backBarButtonItem = UIBarButtonItem(title: "Done") })
        #expect((item as? UILabel)?.text == "Done")
    }

    @Test func systemItemsShowTheirSymbolsInTheTint() throws {
        let add = UIBarButtonItem(systemItem: .add).makeView(tint: .systemRed) as? UIImageView
        #expect(add?.image?.symbolName == "plus" && add?.tintColor == .systemRed)
        #expect((UIBarButtonItem(systemItem: .close).makeView(tint: nil) as? UIImageView)?.image?.symbolName == "xmark")
    }

    @Test func hiddenOrReplacedByLeftItemsUnlessTheySupplementIt() throws {
        #expect(try part("backButton", of: barAfterPushing { _, top in top.hidesBackButton = true }).superview == nil)
        let replaced = barAfterPushing { _, top in top.leftBarButtonItem = UIBarButtonItem(title: "Close") }
        #expect(try part("backButton", of: replaced).superview == nil)
        #expect(try part("leftBarItems", of: replaced).convert(.zero, to: replaced).x == 16, "left items at the margin")
        let beside = barAfterPushing { _, top in
            top.leftBarButtonItem = UIBarButtonItem(title: "Close")
            top.leftItemsSupplementBackButton = true
        }
        let back = try part("backButton", of: beside)
        #expect(back.superview != nil && (back.superview as? UIStackView)?.arrangedSubviews.count == 2)
        // The root view controller has none.
        let navigation = UINavigationController(rootViewController: Screen("Inbox"))
        navigation.view.layoutIfNeeded()
        #expect(try part("backButton", of: navigation.navigationBar).superview == nil)
    }
}
