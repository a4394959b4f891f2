import Foundation

/// Sections and their items by identifier, as UIKit's `NSDiffableDataSourceSnapshot`: what a
/// diffable data source shows once applied. Identifiers are unique across the snapshot (UIKit
/// traps on a duplicate; here the second is left out).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Items reloaded or reconfigured since the snapshot was made (nothing animates here).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.identifier == identifier }?.items ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.identifier == identifier } }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where indexOfSection(identifier) == nil { sections.append((identifier, [])) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection target: SectionIdentifierType) {
        insertSections(identifiers, at: indexOfSection(target))
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection target: SectionIdentifierType) {
        insertSections(identifiers, at: indexOfSection(target).map { $0 + 1 })
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int?) {
        guard let index else { return }
        let new = identifiers.filter { indexOfSection($0) == nil }.map { (identifier: $0, items: [ItemIdentifierType]()) }
        sections.insert(contentsOf: new, at: index)
    }

    /// To the section named, or the last one.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let index = section.flatMap(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else { return }
        sections[index].items += unique(identifiers)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem target: ItemIdentifierType) {
        insertItems(identifiers, next: target, offset: 0)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem target: ItemIdentifierType) {
        insertItems(identifiers, next: target, offset: 1)
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], next target: ItemIdentifierType, offset: Int) {
        let new = unique(identifiers)
        guard let section = sections.firstIndex(where: { $0.items.contains(target) }), let index = sections[section].items.firstIndex(of: target) else { return }
        sections[section].items.insert(contentsOf: new, at: index + offset)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { gone.contains($0) } }
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        sections.removeAll { gone.contains($0.identifier) }
    }

    public mutating func deleteAllItems() { sections = [] }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem target: ItemIdentifierType) {
        guard identifier != target else { return }
        deleteItems([identifier])
        insertItems([identifier], beforeItem: target)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem target: ItemIdentifierType) {
        guard identifier != target else { return }
        deleteItems([identifier])
        insertItems([identifier], afterItem: target)
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}

    /// The identifiers not yet in the snapshot, each once.
    private func unique(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set(itemIdentifiers)
        return identifiers.filter { seen.insert($0).inserted }
    }

    /// The section at an index, if there is one.
    func section(at index: Int) -> SectionIdentifierType? { sections.indices.contains(index) ? sections[index].identifier : nil }

    /// How many items the section at an index holds.
    func numberOfItems(inSectionAt index: Int) -> Int { sections.indices.contains(index) ? sections[index].items.count : 0 }

    /// The item at an index path, if there is one.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// Where an item is, if it is in the snapshot.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (section, entry) in sections.enumerated() {
            if let item = entry.items.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }
}
