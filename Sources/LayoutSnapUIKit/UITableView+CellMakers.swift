import Foundation

// UIKit makes a cell class registered by class through Objective-C. Swift off Apple platforms
// can only call an initialiser a class requires, and cell subclasses do not require
// `init(style:reuseIdentifier:)`; so a test says how to make them, once per class.

extension UITableView {
    /// How tables make cells of `cellClass` where code registers it by class
    /// (`register(NoteCell.self, forCellReuseIdentifier:)`): LayoutSnapUIKit's own, for the
    /// Linux side of a snapshot test (inside `#if !canImport(UIKit)`). With it, tables dequeue
    /// cells of that class and draw their rows; without it, a table that registers the class
    /// leaves its rows out.
    ///
    ///     UITableView.makeCells(of: NoteCell.self) { NoteCell(style: .subtitle, reuseIdentifier: $0) }
    public static func makeCells<Cell: UITableViewCell>(of cellClass: Cell.Type, with make: @escaping @MainActor (_ reuseIdentifier: String) -> Cell) {
        cellMakers[ObjectIdentifier(cellClass)] = { make($0) }
    }

    /// The makers tests gave, by class.
    private static var cellMakers: [ObjectIdentifier: @MainActor (String) -> UITableViewCell] = [:]

    /// Whether cells of a registered class can be made: `UITableViewCell` itself, or a class
    /// with a maker.
    static func canMakeCells(of cellClass: AnyClass) -> Bool {
        ObjectIdentifier(cellClass) == ObjectIdentifier(UITableViewCell.self) || cellMakers[ObjectIdentifier(cellClass)] != nil
    }

    /// A new cell of the registered class, or nil where it cannot be made.
    static func newCell(of cellClass: AnyClass, reuseIdentifier: String) -> UITableViewCell? {
        if let make = cellMakers[ObjectIdentifier(cellClass)] { return make(reuseIdentifier) }
        return ObjectIdentifier(cellClass) == ObjectIdentifier(UITableViewCell.self) ? UITableViewCell(style: .default, reuseIdentifier: reuseIdentifier) : nil
    }
}
