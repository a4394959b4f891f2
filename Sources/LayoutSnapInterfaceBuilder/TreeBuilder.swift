import Foundation
import LayoutSnapScenario

/// Walks one root's view elements: views with their properties, then the constraints once
/// every id is known.
struct TreeBuilder {
    let reader: DocumentReader
    /// IB id → scenario view id.
    var ids: [String: String] = [:]
    private var used: Set<String> = ["root"]
    /// Layout guide id → the item it stands for.
    private var guides: [String: LayoutItem] = [:]
    /// Constraint elements with the view that holds them.
    private var pending: [(element: XMLElement, holder: String)] = []
    /// Each view's stored frame, for the fixed-frame rule.
    private var storedFrames: [String: Rect] = [:]
    /// Constraints standing for autoresizing masks.
    private var autoresizing: [LayoutConstraintSpec] = []
    /// Constraints placing what the canvas draws that the file does not hold (a section's
    /// footer title, below its last cell).
    var simulatedConstraints: [LayoutConstraintSpec] = []
    /// Elements read approximately or left out.
    var warnings: [InputWarning] = []
    /// Constraint-placed views Xcode stored with no width or no height, in reading order.
    private var zeroSized: [(id: String, frame: Rect, location: SourceLocation)] = []
    /// Font names a warning has named already.
    var fontsNoted: Set<String> = []
    /// Whether the table view cell being read shows an accessory.
    private var cellHasAccessory = false
    /// Whether the innermost table being read is grouped: its cells are white on its grey.
    private var inGroupedTable = false
    /// The innermost table's separators, for its cells.
    private var tableSeparators = TableSeparators()
    /// How many table views the element being read is inside (a cell's margins depend on it).
    private var tables = 0
    /// The canvas's holds on stored sizes (with stored intrinsic sizes only).
    var holds: [LayoutConstraintSpec] = []
    /// Whether the root is a table (a table view controller's view), for its cells' margins.
    private var rootIsTable = false

    init(reader: DocumentReader) { self.reader = reader }

    /// An id no view of this tree has, for a view the reader adds (a simulated bar).
    mutating func uniqueID(_ base: String) -> String {
        var name = base
        while used.contains(name) { name += "_" }
        used.insert(name)
        return name
    }

    /// The element each kind's descriptor reads as that kind.
    static let kinds: [String: ViewKind] = Dictionary(
        ViewKind.allCases.flatMap { kind in kind.descriptor.interfaceBuilderElements.map { ($0, kind) } }, uniquingKeysWith: { first, _ in first })

    /// Containers with nothing of their own to size or draw: plain views, silently.
    static let containers: Set<String> = [
        "view", "visualEffectView", "containerView", "tableViewCellContentView", "collectionViewCellContentView", "tableViewCell",
        "collectionViewCell", "collectionReusableView",
    ]

    /// A table's or collection's cells and supplementary views, which its layout places.
    static let cells: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    /// Elements layoutsnap does not draw whose size UIKit gives them: the stored size stands in.
    static let sizedByUIKit: Set<String> = ["datePicker", "pickerView", "navigationBar", "toolbar", "tabBar"]

    mutating func view(_ element: XMLElement, isRoot: Bool, parent: (id: String, size: Size, isStack: Bool)? = nil) -> ViewSpec {
        let ibID = element["id"] ?? ""
        let id: String
        if isRoot {
            id = "root"
        } else {
            var name = DocumentReader.identifier(reader.outlets[ibID] ?? element["userLabel"] ?? ibID)
            while used.contains(name) { name += "_" }
            id = name
        }
        used.insert(id)
        ids[ibID] = id
        let kind = Self.kinds[element.name] ?? .view
        if Self.kinds[element.name] == nil, !Self.containers.contains(element.name), !Self.placedBars.contains(element.name) {
            let sized = Self.sizedByUIKit.contains(element.name)
            let what = sized ? "keeps the size Interface Builder stored and is drawn as a grey placeholder" : "is laid out and drawn as a plain view: layoutsnap knows neither its intrinsic size nor its look"
            warnings.append(InputWarning("<\(element.name)> (\(id)) \(what)", at: element.location, views: [id]))
        }
        var view = ViewSpec(id: id, kind: kind, location: element.location)
        view.interfaceBuilderID = ibID
        view.interfaceBuilderClass = element["customClass"] ?? "UI" + element.name.prefix(1).uppercased() + element.name.dropFirst()
        storedFrames[id] = Self.storedRect(element, in: parent?.size, screen: reader.screen)
            ?? (isRoot || element["translatesAutoresizingMaskIntoConstraints"] == "NO" ? nil : Rect(x: 0, y: 0, width: 0, height: 0))
        if let frame = storedFrames[id], frame.width == 0 || frame.height == 0, element["translatesAutoresizingMaskIntoConstraints"] == "NO" {
            zeroSized.append((id, frame, element.location))
        }
        view.interfaceBuilderFrame = storedFrames[id]
        view.isMisplacedInInterfaceBuilder = element["misplaced"] == "YES"
        view.isAmbiguousInInterfaceBuilder = element["ambiguous"] == "YES"
        // A stack view turns its arranged views' autoresizing masks off (Tinode's settings rows:
        // labels Xcode stored with masks, as tall and wide as the stack made them).
        if !isRoot, parent?.isStack != true, element["translatesAutoresizingMaskIntoConstraints"] != "NO", let frame = storedFrames[id] {
            // A cell is where its table's or collection's layout puts it, whatever its mask: no
            // constraint of its reaches the content area the layout sizes.
            if let parent, !Self.cells.contains(element.name), let mask = element.child("autoresizingMask", key: "autoresizingMask"), mask.attributes.values.contains("YES") {
                autoresizing += Self.autoresizingConstraints(id, frame: frame, mask: mask, parent: (parent.id, parent.size), at: element.location)
            } else if let parent, Self.contentOverflows(element, frame: frame) {
                autoresizing += Self.fittingContentConstraints(id, frame: frame, parent: parent.id, at: element.location)
            } else {
                view.frame = frame
            }
        }
        let isCellContent = element.name == "tableViewCellContentView"
        if isRoot { rootIsTable = element.name == "tableView" }
        let cell = CellContext(
            inTable: tables > 0, inRootTable: tables == 1 && rootIsTable, width: isCellContent ? parent?.size.width : nil,
            besideAccessory: isCellContent && cellHasAccessory, onLegacyGuides: !reader.legacyGuides.isEmpty)
        Properties.apply(element, to: &view, reader: reader, cell: cell)
        // The grey placeholder the warning above names, where UIKit draws a picker's wheels.
        if element.name == "datePicker" || element.name == "pickerView", view.background == nil { view.background = Color.named("systemGray5") }
        // A xib's collection view cell, which no collection view sizes, has a root view's side
        // margins by its own width on the canvas: 20 from 400 points (Rocket.Chat's 402-, 412-
        // and 600-point message cells), 16 below (its 352- to 375-point ones).
        if isRoot, element.name == "collectionViewCell", view.layoutMargins == nil, let frame = storedFrames[id] {
            let side = Self.canvasSideMargin(rootWidth: frame.width, screen: reader.screen)
            view.layoutMargins = Insets(top: 0, left: side, bottom: 0, right: side)
        }
        // Before Xcode 10 a xib's table view cell had UIKit's 8-point default margins, which a
        // content view that preserves them keeps (XLForm's Xcode 7 cells: 8 from the edge).
        if isRoot, element.name == "tableViewCell", view.layoutMargins == nil {
            if (1..<14000).contains(reader.screen.toolsVersion) {
                view.layoutMargins = Insets(top: 8, left: 8, bottom: 8, right: 8)
            } else if let frame = storedFrames[id] {
                // From Xcode 10 on, the margins the canvas gives its content view, which a
                // content view preserving them keeps (Loop's Xcode 11 bolus cell, 416 points: 15).
                view.layoutMargins = Properties.cellContentMargins(reader.screen, cell: CellContext(width: frame.width))
            }
        }
        if kind == .image, let name = element["image"] {
            readImage(named: name, into: &view, at: element)
            if element["catalog"] == "system", let insets = Self.symbolAlignmentRectInsets(name) { view.customAlignmentRectInsets = insets }
        }
        if kind == .button, let name = Self.buttonImageName(element) { readButtonImage(named: name, into: &view, at: element) }
        noteUndrawn(element, id: id)
        for guide in element.children(named: "viewLayoutGuide") {
            guard let guideID = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": guides[guideID] = .safeAreaGuide(id)
            case "contentLayoutGuide": guides[guideID] = .contentGuide(id)
            case "frameLayoutGuide": guides[guideID] = .frameGuide(id)
            default: guides[guideID] = .marginsGuide(id)
            }
        }
        if let constraints = element.child("constraints") {
            for constraint in constraints.children(named: "constraint") { pending.append((constraint, id)) }
        }
        // Subviews, and the content view of cells and effect views.
        var children = element.child("subviews")?.children ?? []
        children += element.children.filter { $0["key"] == "contentView" && $0.child("rect", key: "frame") != nil }
        // A table's prototype and static cells and a collection's cells, where Xcode's canvas
        // draws them (their stored frames are in the table's content coordinates).
        if element.name == "tableView" {
            children += element.child("prototypes")?.children ?? []
            for section in element.child("sections")?.children(named: "tableViewSection") ?? [] {
                children += section.child("cells")?.children ?? []
            }
        } else if element.name == "collectionView" {
            children += element.child("cells")?.children ?? []
        }
        let size = storedFrames[id].map { Size(width: $0.width, height: $0.height) } ?? Size(width: 0, height: 0)
        if element.name == "tableView" { tables += 1 }
        let outerGrouped = inGroupedTable
        let outerSeparators = tableSeparators
        if element.name == "tableView" {
            inGroupedTable = element.isGroupedTable
            tableSeparators = TableSeparators(table: element)
        }
        defer { (inGroupedTable, tableSeparators) = (outerGrouped, outerSeparators) }
        // A grouped table's cell with no colour of its own is drawn in the grouped cell colour,
        // as UIKit gives it.
        if element.name == "tableViewCell", inGroupedTable, element.child("color", key: "backgroundColor") == nil {
            view.background = Color.named("secondarySystemGroupedBackground")
        }
        // An inset grouped section is a rounded card: 10-point corners on its first and last cells.
        if element.name == "tableViewCell", let corners = tableSeparators.sectionCorners[ibID] {
            (view.cornerRadius, view.roundedCorners, view.clipsToBounds) = (10, corners, true)
        }
        let outerAccessory = cellHasAccessory
        if element.name == "tableViewCell" { cellHasAccessory = (element["accessoryType"] ?? "none") != "none" || element.child("view", key: "accessoryView") != nil }
        defer { cellHasAccessory = outerAccessory }
        defer { if element.name == "tableView" { tables -= 1 } }
        // A subview stored without a frame has a zero one (Xcode leaves the default out): it
        // is there all the same, where its constraints put it. Cells and content views without
        // one are not on the canvas.
        let subviewIDs = Set((element.child("subviews")?.children ?? []).compactMap { $0["id"] })
        for child in children where child.child("rect", key: "frame") != nil || subviewIDs.contains(child["id"] ?? "") {
            view.subviews.append(self.view(child, isRoot: false, parent: (id, size, element.name == "stackView")))
        }
        if element.name == "tableView" { view.subviews += sectionTitles(element) }
        placeBarParts(element, into: &view)
        // A fill-proportionally stack shares its length by its views' sizes before layout
        // where they have no intrinsic one, and a stack on the canvas keeps them across its
        // axis: for a nib's views, the frames it stores.
        if let stack = view.stack, stack.distribution == .fillProportionally || stack.keepsInitialSizes {
            for index in view.arrangedSubviews.indices {
                view.subviews[index].initialSize = storedFrames[view.subviews[index].id].map { Size(width: $0.width, height: $0.height) }
            }
        }
        if element.name == "tableViewCell", tables > 0, let frame = storedFrames[id], let line = separator(below: element, frame: frame, table: tableSeparators) {
            view.subviews.append(line)
        }
        // A custom class's intrinsic size is the one Xcode's designables agent reported; text
        // and images take the stored size when asked to reproduce Xcode's canvas.
        // (For text, the stored frame: a designable's size is the unwrapped one.)
        let textBearing = kind.descriptor.takesStoredInterfaceBuilderSize
        if reader.intrinsicSizes == .stored, let placeholder = Self.placeholderIntrinsicSize(element) {
            view.intrinsicSize = placeholder
        } else if textBearing, reader.intrinsicSizes == .stored, view.intrinsicSize == nil, let frame = DocumentReader.rect(element) {
            // The intrinsic size is the alignment rectangle's; the stored frame includes its insets.
            let insets = view.alignmentRectInsets
            view.intrinsicSize = IntrinsicSize(width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
            if let designable = reader.designables[ibID]?.height, designable > 0 {
                // The designables agent measured the text as drawn, unsqueezed.
                Self.fitFont(&view, toLine: designable, .measured)
            } else if element["customClass"] != nil {
                // Only a label subclass draws at a size its font does not say; a UILabel stored
                // taller than its line was stretched by its constraints (Esri's 22-point
                // captions between a cell's 11-point margins).
                Self.fitFont(&view, toLine: frame.height, .stored)
            }
        } else if !textBearing, let designable = reader.designables[ibID] {
            view.intrinsicSize = designable
        } else if Self.sizedByUIKit.contains(element.name) {
            // UIKit sizes these itself (a wheel date picker is 216 points tall); the canvas's
            // size stands in, measured or not, and without one UIKit's height for the kind.
            if let frame = DocumentReader.rect(element) {
                view.intrinsicSize = IntrinsicSize(width: frame.width, height: frame.height)
            } else {
                view.intrinsicSize = IntrinsicSize(width: nil, height: ["tabBar": 49, "toolbar": 44, "navigationBar": 44][element.name] ?? 216)
            }
        } else if let canvas = Self.canvasMetrics(of: element, screen: reader.screen, storedSizes: reader.intrinsicSizes == .stored) {
            view.intrinsicSize = canvas.size
            if let insets = canvas.alignmentRectInsets { view.customAlignmentRectInsets = insets }
        }
        if reader.intrinsicSizes == .stored { holdStoredSize(element, view, frame: storedFrames[id], isRoot: isRoot, arranged: parent?.isStack == true) }
        return view
    }

    /// The constraints, with IB ids resolved. A `placeholder` constraint (removed at build
    /// time) is left out; so is one naming an id not in this tree or an attribute nobody knows,
    /// with a warning.
    mutating func constraints() -> [LayoutConstraintSpec] {
        var result = autoresizing + simulatedConstraints + holds
        // Xcode's canvas never makes a size negative: where it stored a view 0 wide or high,
        // its constraints pull that edge past the other, and the canvas stopped at 0.
        for (id, frame, location) in zeroSized {
            for (attribute, size) in [(LayoutAttribute.width, frame.width), (.height, frame.height)] where size == 0 {
                result.append(LayoutConstraintSpec(.view(id), attribute, .greaterThanOrEqual, constant: 0, location: location, source: "stored zero \(attribute.rawValue)"))
            }
        }
        for (element, holder) in pending where element["placeholder"] != "YES" {
            if let spec = Constraints.read(element, holder: holder, item: item) {
                result.append(spec)
                continue
            }
            let id = element["id"] ?? "?"
            let unknownItem = [element["firstItem"], element["secondItem"]].compactMap { $0 }.first { ibID in
                guides[ibID] == nil && reader.legacyGuides[ibID] == nil && ids[ibID] == nil
            }
            let reason =
                unknownItem.map { "names '\($0)', which is no view or layout guide of this scene" }
                ?? "has an attribute layoutsnap does not know (\(element["firstAttribute"] ?? "none")/\(element["secondAttribute"] ?? "none"))"
            warnings.append(InputWarning("constraint \(id) \(reason): left out", at: element.location))
        }
        return result
    }

    /// UIViewAutoresizing as constraints against the superview, from the frames stored: the
    /// margins and size that are not flexible keep their stored values; when every part of an
    /// axis is flexible, the margins keep their share.
    static func autoresizingConstraints(
        _ id: String, frame: Rect, mask: XMLElement, parent: (id: String, size: Size), at location: SourceLocation
    ) -> [LayoutConstraintSpec] {
        func flag(_ name: String) -> Bool { mask[name] == "YES" }
        var specs: [LayoutConstraintSpec] = []
        func add(_ attribute: LayoutAttribute, _ other: LayoutAttribute?, constant: Double) {
            specs.append(encapsulated(id, attribute, to: parent.id, other, constant: constant, at: location, source: "autoresizing mask"))
        }
        func axis(_ start: LayoutAttribute, _ end: LayoutAttribute, _ length: LayoutAttribute, origin: Double, size: Double, parentSize: Double,
                  flexibleStart: Bool, flexibleSize: Bool, flexibleEnd: Bool) {
            let endMargin = parentSize - origin - size
            switch (flexibleStart, flexibleSize, flexibleEnd) {
            case (false, true, false), (true, true, true), (true, true, false), (false, true, true):
                add(start, start, constant: origin)
                add(end, end, constant: -endMargin)
            case (true, false, false):
                add(end, end, constant: -endMargin)
                add(length, nil, constant: size)
            default:
                add(start, start, constant: origin)
                add(length, nil, constant: size)
            }
        }
        axis(.left, .right, .width, origin: frame.x, size: frame.width, parentSize: parent.size.width,
             flexibleStart: flag("flexibleMinX"), flexibleSize: flag("widthSizable"), flexibleEnd: flag("flexibleMaxX"))
        axis(.top, .bottom, .height, origin: frame.y, size: frame.height, parentSize: parent.size.height,
             flexibleStart: flag("flexibleMinY"), flexibleSize: flag("heightSizable"), flexibleEnd: flag("flexibleMaxY"))
        return specs
    }

    /// A constraint UIKit makes for a view it places itself (`UIView-Encapsulated-Layout`):
    /// `id.attribute relation parent.other + constant`, or a size alone without `other`.
    static func encapsulated(
        _ id: String, _ attribute: LayoutAttribute, _ relation: LayoutConstraintSpec.Relation = .equal, to parent: String, _ other: LayoutAttribute?,
        constant: Double, priority: Int = 1000, at location: SourceLocation, source: String
    ) -> LayoutConstraintSpec {
        var spec = LayoutConstraintSpec(
            .view(id), attribute, relation, other.map { _ in .view(parent) }, other, constant: constant, priority: priority, location: location,
            source: source)
        spec.identifier = "UIView-Encapsulated-Layout"
        return spec
    }

    private func item(_ ibID: String, _ attribute: LayoutAttribute) -> (LayoutItem, LayoutAttribute)? {
        if let guide = guides[ibID] { return (guide, attribute) }
        if let legacy = reader.legacyGuides[ibID] { return Self.legacyGuide(legacy, attribute) }
        return ids[ibID].map { (.view($0), attribute) }
    }

    /// The top and bottom layout guides of iOS 7–10, as iOS 11 defines them: the top guide
    /// runs from the view's top to its safe area's top, the bottom guide from the safe area's
    /// bottom to the view's bottom.
    static func legacyGuide(_ type: String, _ attribute: LayoutAttribute) -> (LayoutItem, LayoutAttribute) {
        switch (type, attribute) {
        case ("top", .bottom): (.safeAreaGuide("root"), .top)
        case ("top", .top): (.view("root"), .top)
        case ("bottom", .top): (.safeAreaGuide("root"), .bottom)
        case ("bottom", .bottom): (.view("root"), .bottom)
        default: (.safeAreaGuide("root"), attribute)
        }
    }

    /// Views that take part in Auto Layout but that no constraint mentions keep their stored
    /// frame, as Interface Builder's build adds them fixed-frame constraints (a stack view's
    /// arranged views excepted: the stack places them).
    func fixUnconstrained(_ view: ViewSpec, constrained: Set<String>, inStack: Bool = false) -> ViewSpec {
        var copy = view
        if view.id != "root", !inStack, view.frame == nil, !constrained.contains(view.id), let frame = storedFrames[view.id] {
            copy.frame = frame
        }
        copy.subviews = view.subviews.map { fixUnconstrained($0, constrained: constrained, inStack: view.kind == .stack) }
        return copy
    }
}
