import Foundation

extension UICollectionView {
    /// A cell class and how to configure a cell of it for an item, as UIKit's
    /// `UICollectionView.CellRegistration`. A subclass is made as the test says
    /// (`makeCells(of:with:)`); while any registration's class cannot be made, collection
    /// views ask for no items (UIKit requires registrations to be made before cells are).
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler

        public init(handler: @escaping Handler) {
            self.handler = handler
            UICollectionView.registrationClasses[ObjectIdentifier(Cell.self)] = Cell.self
        }
    }

    /// A header's or footer's class and how to configure one, as UIKit's
    /// `UICollectionView.SupplementaryRegistration`.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            UICollectionView.registrationClasses[ObjectIdentifier(Supplementary.self)] = Supplementary.self
        }
    }

    /// Classes registrations were made for: collection views ask for items only while every one
    /// can be made.
    static var registrationClasses: [ObjectIdentifier: AnyClass] = [:]

    /// A new cell of the registration's class, configured for `item` by its handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        let cell = Self.made(Cell.self)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A new header or footer of the registration's class, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath)
        -> Supplementary
    {
        let view = Self.made(Supplementary.self)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// A view of a registration's class. Collection views ask for items only while every such
    /// class can be made, so only code dequeuing on its own reaches the trap (as UIKit traps on
    /// a dequeue it cannot serve), with what to do.
    private static func made<View: UICollectionReusableView>(_ viewClass: View.Type) -> View {
        guard let view = newView(of: viewClass) as? View else {
            preconditionFailure("\(viewClass) cannot be made here without Objective-C: tell collection views how, with UICollectionView.makeCells(of: \(viewClass).self) { \(viewClass)(frame: .zero) }")
        }
        return view
    }
}
