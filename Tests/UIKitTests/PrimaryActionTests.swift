import Foundation
import Testing

@testable import LayoutSnapUIKit

/// A primary action gives a button or a bar button item its title and image, as Apple's
/// documentation says; menus compile and are kept, not drawn (they show only when opened).
@MainActor
@Suite struct PrimaryActionTests {
    @Test func aButtonTakesItsActionsTitleAndImage() {
        let save = UIAction(title: "Save", image: UIImage(systemName: "square.and.arrow.down")) { _ in }
        let button = UIButton(type: .system, primaryAction: save)
        #expect(button.currentTitle == "Save" && button.image(for: .normal) != nil)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.addSubview(button)
        button.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([button.leadingAnchor.constraint(equalTo: root.leadingAnchor), button.topAnchor.constraint(equalTo: root.topAnchor)])
        let titleOnly = UIButton(type: .system)
        titleOnly.setTitle("Save", for: .normal)
        root.addSubview(titleOnly)
        titleOnly.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([titleOnly.leadingAnchor.constraint(equalTo: root.leadingAnchor), titleOnly.topAnchor.constraint(equalTo: button.bottomAnchor)])
        root.layoutIfNeeded()
        #expect(button.frame.width > titleOnly.frame.width + 10, "its image beside its title: \(button.frame) \(titleOnly.frame)")
        let buy = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Buy") { _ in })
        #expect(buy.configuration?.title == "Buy")
        let untitled = UIButton(frame: .zero, primaryAction: UIAction { _ in })
        #expect(untitled.currentTitle == nil)
    }

    @Test func aBarButtonItemTakesItsActionsTitleButASystemItemKeepsItsOwn() {
        let item = UIBarButtonItem(title: "Old", primaryAction: UIAction(title: "New") { _ in })
        #expect(item.title == "New")
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction(title: "Add a note") { _ in })
        #expect(add.title == nil)
        item.primaryAction = UIAction(title: "", image: UIImage(systemName: "gear")) { _ in }
        #expect(item.title == "New" && item.image != nil, "an untitled action leaves the title")
    }

    @Test func menusAreKept() {
        let menu = UIMenu(
            title: "Sort", options: .singleSelection,
            children: [
                UIAction(title: "Name", state: .on) { _ in }, UIAction(title: "Date") { _ in },
                UIMenu(title: "", options: .displayInline, children: [UIAction(title: "Delete", attributes: .destructive) { _ in }]),
            ])
        let button = UIButton(type: .system)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: menu)
        #expect(button.menu?.children.count == 3 && item.menu === menu)
        #expect((menu.children.last as? UIMenu)?.children.first.map { ($0 as? UIAction)?.attributes == .destructive } == true)
    }
}
