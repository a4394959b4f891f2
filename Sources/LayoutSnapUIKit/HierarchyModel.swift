import LayoutSnapScenario

/// A view hierarchy as layoutsnap's model: the `Scenario` the loader would have built from
/// a file, with each view named as a developer would look for it, and the way back from ids
/// to the views and guides.
@MainActor
struct HierarchyModel {
    let root: UIView
    private(set) var views: [(id: String, view: UIView)] = []
    private(set) var guides: [(id: String, guide: UILayoutGuide)] = []
    private var ids: [ObjectIdentifier: String] = [:]
    private var guideIDs: [ObjectIdentifier: String] = [:]
    private(set) var scenario: Scenario
    /// The constraint each of `scenario.constraints` came from (nil: the layout's own).
    private(set) var constraintSources: [NSLayoutConstraint?] = []

    /// - Parameters:
    ///   - device: the screen the root view fills (its size is the root's).
    ///   - isControllerView: whether the root is a view controller's view (system margins).
    ///   - fitting: lay the view out as a subview of an empty screen, pinned to its top left and
    ///     sized towards a target size at the given priorities (`systemLayoutSizeFitting`).
    init(root: UIView, name: String, device: Device, isControllerView: Bool, owner: AnyObject? = nil, fitting: Fitting? = nil) {
        self.root = root
        scenario = Scenario(name: name, file: "\(type(of: owner ?? root))", device: device, root: ViewSpec(id: "root"), constraints: [])
        assignNames(owner: owner)
        var rootSpec = spec(of: root, isRoot: fitting == nil)
        var constraints: [LayoutConstraintSpec] = []
        if let fitting {
            ids[ObjectIdentifier(root)] = Fitting.id
            views[0].id = Fitting.id
            rootSpec.id = Fitting.id
            rootSpec.frame = nil
            var screen = ViewSpec(id: "root")
            screen.subviews = [rootSpec]
            rootSpec = screen
            constraints = fitting.constraints(at: SourceLocation(file: scenario.file, line: 1, column: 1))
        } else if !isControllerView && root.explicitMargins == nil {
            rootSpec.layoutMargins = Insets(all: 8)
        }
        constraintSources = constraints.map { _ in nil }
        for (_, view) in views {
            for constraint in view.constraints where constraint.isActive {
                guard let spec = self.spec(of: constraint) else { continue }
                constraints.append(spec)
                constraintSources.append(constraint)
            }
        }
        scenario = Scenario(name: name, file: scenario.file, device: device, root: rootSpec, constraints: constraints)
    }

    func id(of view: UIView) -> String? { ids[ObjectIdentifier(view)] }

    /// What `systemLayoutSizeFitting` asks: a target size and how much each axis wants it.
    struct Fitting {
        static let id = "fitted"
        var size: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority

        func constraints(at location: SourceLocation) -> [LayoutConstraintSpec] {
            let fitted = LayoutItem.view(Self.id), screen = LayoutItem.view("root")
            return [
                LayoutConstraintSpec(fitted, .left, .equal, screen, .left, location: location, source: "fitting"),
                LayoutConstraintSpec(fitted, .top, .equal, screen, .top, location: location, source: "fitting"),
                LayoutConstraintSpec(fitted, .width, .equal, constant: Double(size.width), priority: horizontal.modelValue, location: location, source: "fitting"),
                LayoutConstraintSpec(fitted, .height, .equal, constant: Double(size.height), priority: vertical.modelValue, location: location, source: "fitting"),
            ]
        }
    }

    // MARK: Names

    /// Ids: the accessibility identifier, else the property holding the view (in its owner —
    /// a view controller — or any ancestor), else its type and index path.
    private mutating func assignNames(owner: AnyObject?) {
        var all: [(UIView, [Int])] = []
        func walk(_ view: UIView, _ path: [Int]) {
            all.append((view, path))
            for (index, subview) in view.subviews.enumerated() { walk(subview, path + [index]) }
        }
        walk(root, [])
        var propertyNames: [ObjectIdentifier: String] = [:]
        // The view controllers (the owner and its children) and every view hold the names.
        var controllers = [owner as? UIViewController].compactMap { $0 }
        var index = 0
        while index < controllers.count {
            controllers += controllers[index].children
            index += 1
        }
        for controller in controllers {
            for (label, view) in controller.namedViews where propertyNames[ObjectIdentifier(view)] == nil {
                propertyNames[ObjectIdentifier(view)] = label
            }
        }
        for holder in controllers.map({ $0 as AnyObject }) + all.map({ $0.0 as AnyObject }) {
            // A view of UIKit's own class holds no properties of the app's: not reflected.
            if !(holder is UIViewController), Self.isFrameworkClass(type(of: holder)) {
                for (label, part) in (holder as? UIView)?.namedParts ?? [] where propertyNames[ObjectIdentifier(part)] == nil {
                    propertyNames[ObjectIdentifier(part)] = label
                }
                continue
            }
            var mirror: Mirror? = Mirror(reflecting: holder)
            while let current = mirror {
                // UIKit's own stored properties (superview, layers, labels inside buttons) name nothing.
                if String(reflecting: current.subjectType).hasPrefix("LayoutSnapUIKit.") { break }
                for child in current.children {
                    guard let label = child.label, let value = Self.view(in: child.value) else { continue }
                    let key = ObjectIdentifier(value)
                    if propertyNames[key] == nil { propertyNames[key] = Self.propertyName(label) }
                }
                mirror = current.superclassMirror
            }
            for (label, part) in (holder as? UIView)?.namedParts ?? [] where propertyNames[ObjectIdentifier(part)] == nil {
                propertyNames[ObjectIdentifier(part)] = label
            }
        }
        var used: Set<String> = ["root"]
        for (view, path) in all {
            let key = ObjectIdentifier(view)
            if view === root {
                ids[key] = "root"
                views.append(("root", view))
                continue
            }
            let wanted = view.accessibilityIdentifier ?? propertyNames[key] ?? "\(type(of: view))_\(path.map(String.init).joined(separator: "_"))"
            var id = Self.identifier(wanted)
            while used.contains(id) { id += "_" }
            used.insert(id)
            ids[key] = id
            views.append((id, view))
            for (index, guide) in view.layoutGuides.enumerated() {
                var guideID = Self.identifier(guide.identifier.isEmpty ? "\(id)_guide\(index)" : guide.identifier)
                while used.contains(guideID) { guideID += "_" }
                used.insert(guideID)
                guideIDs[ObjectIdentifier(guide)] = guideID
                guides.append((guideID, guide))
            }
        }
    }

    /// Whether a class is LayoutSnapUIKit's own (worked out once per class).
    private static func isFrameworkClass(_ type: AnyObject.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = frameworkClasses[key] { return known }
        let result = String(reflecting: type).hasPrefix("LayoutSnapUIKit.")
        frameworkClasses[key] = result
        return result
    }

    private static var frameworkClasses: [ObjectIdentifier: Bool] = [:]

    /// A view held by a property: directly, or as an optional or implicitly unwrapped one.
    private static func view(in value: Any) -> UIView? {
        if let view = value as? UIView { return view }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value else { return nil }
        return wrapped as? UIView
    }

    /// A stored property's name as written (lazy properties are stored under a prefix).
    private static func propertyName(_ label: String) -> String {
        let lazyPrefix = "$__lazy_storage_$_"
        let name = label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
        return name.hasPrefix("_") ? String(name.dropFirst()) : name
    }

    /// An identifier the model takes: letters, digits and underscores, not starting with a digit.
    static func identifier(_ text: String) -> String {
        // Most names are identifiers already (property names, `UILabel_0_3`): checked on bytes.
        let bytes = text.utf8
        if let first = bytes.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first), text != "root",
            bytes.allSatisfy({ $0 == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        {
            return text
        }
        var result = String(text.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") ? Character($0) : "_" })
        if result.isEmpty || result.first?.isNumber == true { result = "v_" + result }
        return result == "root" ? "root_" : result
    }

    // MARK: Specs

    private func spec(of view: UIView, isRoot: Bool) -> ViewSpec {
        let id = ids[ObjectIdentifier(view)] ?? (isRoot ? "root" : Fitting.id)
        var spec = view.modelSpec(id: id)
        spec.location = SourceLocation(file: scenario.file, line: 1, column: 1)
        if !isRoot && view.translatesAutoresizingMaskIntoConstraints {
            let frame = view.frame
            spec.frame = Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        }
        // An intrinsicContentSize override: what the view reports where the model measures otherwise.
        IntrinsicSizeMemo.last = nil
        let reported = view.intrinsicContentSize
        let measuredAlready = IntrinsicSizeMemo.last.map { $0.view == ObjectIdentifier(view) && $0.size == reported } ?? false
        let measured = measuredAlready ? reported : view.measuredIntrinsicSize(of: spec)
        if reported != measured {
            spec.intrinsicSize = IntrinsicSize(
                width: reported.width < 0 ? nil : Double(reported.width), height: reported.height < 0 ? nil : Double(reported.height))
        }
        spec.guides = view.layoutGuides.compactMap { guide in
            guideIDs[ObjectIdentifier(guide)].map { GuideSpec(name: $0, location: spec.location) }
        }
        // A stack arranges its subviews in order: its arranged ones first, in their order.
        var children = view.subviews
        if let stack = view as? UIStackView {
            let arranged = Set(stack.arrangedSubviews.map(ObjectIdentifier.init))
            children = stack.arrangedSubviews.filter { $0.superview === stack } + children.filter { !arranged.contains(ObjectIdentifier($0)) }
        }
        spec.subviews = children.map { self.spec(of: $0, isRoot: false) }
        if let stack = view as? UIStackView {
            // Subviews added with addSubview, not arranged, come after the arranged ones.
            let arrangedCount = stack.arrangedSubviews.filter { $0.superview === stack }.count
            if arrangedCount < children.count { spec.stack?.arrangedCount = arrangedCount }
            for (arranged, spacing) in stack.customSpacings {
                if let id = ids[ObjectIdentifier(arranged)] { spec.stack?.customSpacing[id] = Double(spacing) }
            }
            // Fill proportionally shares by each view's current size where it has no
            // intrinsic one (`UIView(frame:)`'s, until layout changes it).
            if stack.distribution == .fillProportionally {
                for (index, child) in children.prefix(arrangedCount).enumerated() where child.bounds.size != .zero {
                    spec.subviews[index].initialSize = Size(child.bounds.size)
                }
            }
        }
        return spec
    }

    private func item(_ object: AnyObject?) -> LayoutItem? {
        if let view = object as? UIView { return ids[ObjectIdentifier(view)].map(LayoutItem.view) }
        guard let guide = object as? UILayoutGuide, let owner = guide.owningView, let ownerID = ids[ObjectIdentifier(owner)] else { return nil }
        switch guide.role {
        case .custom: return guideIDs[ObjectIdentifier(guide)].map(LayoutItem.guide)
        case .safeArea: return .safeAreaGuide(ownerID)
        case .margins: return .marginsGuide(ownerID)
        case .readable: return .readableGuide(ownerID)
        case .content: return .contentGuide(ownerID)
        case .frame: return .frameGuide(ownerID)
        }
    }

    func spec(of constraint: NSLayoutConstraint) -> LayoutConstraintSpec? {
        guard let first = item(constraint.firstItem), let firstAttribute = constraint.firstAttribute.model else { return nil }
        let second = constraint.secondItem == nil ? nil : item(constraint.secondItem)
        if constraint.secondItem != nil && second == nil { return nil }
        let relation: LayoutConstraintSpec.Relation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        var spec = LayoutConstraintSpec(
            first, firstAttribute, relation, second, second == nil ? nil : constraint.secondAttribute.model, multiplier: Double(constraint.multiplier),
            constant: Double(constraint.constant), priority: constraint.priority.modelValue, location: constraint.location, source: "")
        spec.identifier = constraint.identifier
        spec.forcedDirection = constraint.forcedDirection
        spec.source = spec.summary
        return spec
    }
}
