import ConstraintSolver
import LayoutSnapScenario
import LayoutSnapText

/// Lays scenarios out as UIKit's Auto Layout would: builds the constraint system, measures
/// labels (with Pango by default), solves, and reports frames and diagnostics.
///
/// An engine keeps a text measurer (and its cache); use one engine per thread.
public final class LayoutEngine {
    /// The most solve → measure → re-solve rounds before `text-layout-not-converged`.
    public static let maximumTextPasses = 8
    /// Heights that change less than this between rounds count as settled.
    static let textTolerance = 0.01

    public let measurer: any TextMeasuring

    public init(measurer: any TextMeasuring = TextMeasurer()) {
        self.measurer = measurer
    }

    /// Every render the scenario declares, in order.
    public func layout(_ scenario: Scenario) -> [LayoutResult] {
        scenario.renders.map { layout(scenario, render: $0) }
    }

    /// Every render, with or without where each constraint acts (only diagrams draw it).
    package func layout(_ scenario: Scenario, constraintGeometry: Bool) -> [LayoutResult] {
        scenario.renders.map { layout(scenario, render: $0, constraintGeometry: constraintGeometry) }
    }

    /// One render of a scenario: the render applied once (device, overrides, traits), laid
    /// out, and kept with the result as `LayoutResult.scene`, which is what gets drawn.
    public func layout(_ scenario: Scenario, render: RenderSpec) -> LayoutResult {
        layout(scenario, render: render, constraintGeometry: true)
    }

    /// One render, with or without where each constraint acts (`LayoutResult.constraints`),
    /// which only diagrams draw: a UIKit-code layout pass, which only wants frames, skips it.
    package func layout(_ scenario: Scenario, render: RenderSpec, constraintGeometry: Bool) -> LayoutResult {
        // One way to lay a render out: a session's first solve (the session is then dropped).
        LayoutSession(engine: self, scenario: scenario, render: render, constraintGeometry: constraintGeometry).result
    }
}

/// One render's constraint system while it is being built and solved.
struct LayoutSystem {
    var scenario: Scenario
    let tree: ViewTree
    /// Every view in document order, listed once: each stage walks them several times.
    let views: [ViewSpec]
    let measurer: any TextMeasuring
    let solver = Solver()
    var variables: [String: ViewVariables] = [:]
    var diagnostics: [Diagnostic] = []
    /// `specs` as the result lists them (kept: a moved constant rewrites only its own).
    var summaries: [ConstraintSummary] = []
    /// What installing the constraints reported (conflicts), before any solve.
    var installDiagnostics: [Diagnostic] = []
    /// Each user constraint that made it into the solver, with the spec it came from.
    var installed: [(spec: LayoutConstraintSpec, constraint: Constraint)] = []
    /// Indices in `specs` of the constraints broken to recover from a conflict.
    var refused: Set<Int> = []
    /// Labels (and text views) whose height follows their solved width, with their current
    /// height constraints; `padding` is the space around the text (width, height).
    var wrappingLabels: [(id: String, text: String, style: TextStyle, padding: Size, measured: Double, constraints: [Constraint])] = []
    /// The constraints to solve: the stacks' (UIKit's own) first, then the scenario's.
    var specs: [LayoutConstraintSpec]
    /// How many of `specs` the stack views made.
    let stackConstraintCount: Int
    /// Stack spacer guides, which have variables but are not views.
    let spacers: [String]
    var parameters: [String: Parameter] = [:]
    var parameterPlan = ParameterPlan()
    var baselines: [String: BaselineExpressions] = [:]
    var readableInsets: [String: LinearExpression] = [:]
    /// Each scroll view's adjusted content inset and which axes' edges the behaviour adjusted.
    var adjustedInsets: [String: Insets] = [:]
    var adjustedEdges: [String: (vertical: Bool, horizontal: Bool)] = [:]

    init(scenario: Scenario, measurer: any TextMeasuring) {
        self.scenario = scenario
        self.tree = ViewTree(root: scenario.root)
        self.views = scenario.allViews
        self.measurer = measurer
        let stacks = StackArrangement(tree: tree) { view, axis in
            LayoutSystem.intrinsicLength(of: view, axis: axis, measurer: measurer, scale: scenario.device.scale)
        }
        specs = stacks.constraints + scenario.constraints
        stackConstraintCount = stacks.constraints.count
        spacers = stacks.spacers
        makeVariables()
    }

    var translation: ConstraintTranslation {
        ConstraintTranslation(tree: tree, variables: variables, baselines: baselines, readableInsets: readableInsets)
    }

    /// Every constraint into the solver; what that reports is kept as `installDiagnostics`.
    mutating func installConstraints() {
        // Parameters first: frames inside scroll views are placed against the resting offset.
        planParameters()
        for source in ConstraintSource.allCases { install(source) }
        installDiagnostics = diagnostics
    }

    /// Solves what is installed (again, after constants moved) and reads the result.
    mutating func finish(renderName: String, scenarioName: String, constraintGeometry: Bool) -> LayoutResult {
        diagnostics = installDiagnostics
        let passes = settle()
        let views = readViews()
        diagnoseAmbiguity()
        diagnoseRange(views)
        diagnoseNegativeSizes(views)
        diagnoseMissingGlyphs()
        diagnostics += scenario.warnings.map { warning in
            Diagnostic(severity: .warning, code: .unsupportedInput, views: warning.views, axis: nil, message: warning.message, source: warning.location)
        }
        var result = LayoutResult(
            scenario: scenarioName, render: renderName, device: scenario.device, views: views,
            diagnostics: diagnostics, textPasses: passes, guides: readGuides(), scene: scenario)
        if constraintGeometry { result.constraints = readConstraintGeometry() }
        if summaries.count != specs.count { summaries = specs.map(Self.summary) }
        result.constraintList = summaries
        return result
    }

    static func summary(_ spec: LayoutConstraintSpec) -> ConstraintSummary {
        ConstraintSummary(spec: spec)
    }

    // MARK: Variables

    private mutating func makeVariables() {
        for view in views {
            let margins = view.id == "root" ? rootMargins : view.resolvedLayoutMargins ?? Insets(all: 8)
            variables[view.id] = ViewVariables(id: view.id, contentOffset: view.contentOffset ?? .zero, margins: margins)
        }
        variables["root"]?.safeArea = EdgeExpressions(scenario.device.safeArea)
        for guide in tree.allGuides.map(\.guide.name) + spacers {
            variables[guide] = ViewVariables(id: guide, contentOffset: .zero, margins: .zero)
        }
        let translation = self.translation
        for view in views where view.kind == .scroll {
            let reached = specs.contains { translation.reachesContentArea($0, of: view.id) }
            if let size = view.contentSize, !reached {
                variables[view.id]?.contentWidth = LinearExpression(constant: size.width)
                variables[view.id]?.contentHeight = LinearExpression(constant: size.height)
                continue
            }
            let width = Variable("\(view.id).contentWidth", owner: view.id), height = Variable("\(view.id).contentHeight", owner: view.id)
            variables[view.id]?.contentWidthVariable = width
            variables[view.id]?.contentHeightVariable = height
            variables[view.id]?.contentWidth = width + 0
            variables[view.id]?.contentHeight = height + 0
            if view.contentSize != nil {
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, code: .contentSizeIgnored, views: [view.id], axis: nil,
                        message: "The contentSize given for \(view.id) is ignored: constraints reach its content area, and Auto Layout's pass overwrites contentSize",
                        source: view.location))
            }
        }
    }

    // MARK: Constraints

    /// Where a layout's constraints come from, in the order they enter the solver: the screen
    /// and fixed frames, UIKit's own for stack views, the user's, then the sizes content asks
    /// for (the weakest). A new source (another container's arrangement, another guide) is a
    /// case here, and the compiler then asks `install` how to add it.
    enum ConstraintSource: CaseIterable {
        case structural, stackViews, user, intrinsicSizes
    }

    private mutating func install(_ source: ConstraintSource) {
        switch source {
        case .structural: addStructuralConstraints()
        case .stackViews: installSpecs(0..<stackConstraintCount)
        case .user: installSpecs(stackConstraintCount..<specs.count)
        case .intrinsicSizes: addIntrinsicSizes()
        }
    }

    /// Installs `specs[range]`; those the solver refuses (conflicts) are noted as broken.
    private mutating func installSpecs(_ range: Range<Int>) {
        let translation = self.translation
        for index in range where !install(translation.translate(specs[index]), spec: specs[index]) {
            refused.insert(index)
        }
    }

    /// The device size for the root, and fixed frames for views that have one.
    private mutating func addStructuralConstraints() {
        guard let root = variables["root"] else { return }
        let device = scenario.device
        for constraint in [root.minX == 0, root.minY == 0, root.width == device.width, root.height == device.height] {
            add(constraint.labeled("root view: the device's screen"))
        }
        // A content size is never negative; saying so also puts content variables that no
        // constraint mentions into the solver, so that their ambiguity is reported.
        for view in views {
            for size in [variables[view.id]?.contentWidthVariable, variables[view.id]?.contentHeightVariable].compactMap({ $0 }) {
                add((size >= 0).labeled("\(view.location): content size of \(view.id)"))
            }
        }
        let translation = self.translation
        for view in views {
            guard let frame = view.frame, let parent = tree.parent(of: view.id), let own = variables[view.id] else { continue }
            let originX = translation.coordinateOrigin(ofChildrenOf: parent, axis: .horizontal)
            let originY = translation.coordinateOrigin(ofChildrenOf: parent, axis: .vertical)
            let label = "\(view.location): frame of \(view.id)"
            add((own.minX == originX + frame.x).labeled(label))
            add((own.minY == originY + frame.y).labeled(label))
            add((own.width == frame.width).labeled(label))
            add((own.height == frame.height).labeled(label))
        }
    }

    /// Adds a constraint the layout itself makes; conflicts are reported like the user's.
    @discardableResult
    mutating func add(_ constraint: Constraint, spec: LayoutConstraintSpec? = nil) -> Bool {
        do {
            try solver.add(constraint)
            return true
        } catch {
            reportConflict(error, refused: constraint, spec: spec)
            return false
        }
    }

    private mutating func install(_ constraint: Constraint, spec: LayoutConstraintSpec) -> Bool {
        guard add(constraint, spec: spec) else { return false }
        installed.append((spec, constraint))
        return true
    }

    private mutating func reportConflict(_ error: SolverError, refused: Constraint, spec: LayoutConstraintSpec?) {
        guard case .unsatisfiable(_, let conflicting) = error else { return }
        let references = conflicting.map { reference(for: $0, spec: $0 === refused ? spec : nil) }
        let broken = references.first
        let views = Array(Set(conflicting.flatMap { viewsNamed(in: $0) })).sorted()
        diagnostics.append(
            Diagnostic(
                severity: .error, code: .unsatisfiableConstraints, views: views, axis: nil,
                message: "Unable to simultaneously satisfy constraints; breaking \(broken?.summary ?? "the last one") to recover",
                source: spec?.location, constraints: references, broken: broken))
    }

    private func reference(for constraint: Constraint, spec: LayoutConstraintSpec?) -> ConstraintReference {
        if let spec { return ConstraintReference(summary: spec.summary, source: spec.location) }
        if let entry = installed.first(where: { $0.constraint === constraint }) {
            return ConstraintReference(summary: entry.spec.summary, source: entry.spec.location)
        }
        return ConstraintReference(summary: constraint.label ?? constraint.description, source: nil)
    }

    private func viewsNamed(in constraint: Constraint) -> [String] {
        constraint.expression.terms.compactMap(\.variable.owner)
    }
}
