import Foundation

/// Reads scenario files (DESIGN.md §3) into `Scenario`s, with every error at its position.
public enum ScenarioLoader {
    /// Guards against inputs that would exhaust memory rather than describe a layout.
    public static let maximumFileSize = 16 << 20
    public static let maximumViewCount = 20_000
    public static let maximumTextLength = 20_000
    /// The longest run of text without a line-break opportunity a wrapping label may hold:
    /// Pango breaks such runs character by character in time that grows with the square of
    /// their length.
    public static let maximumUnbrokenRun = 1_000

    /// Folders besides the scenario's own that its images may come from (`--assets`).
    @TaskLocal static var assetFolders: [String] = []

    /// Reads a scenario file; its images must lie inside its folder or one of `assets`.
    public static func load(file path: String, assets: [String]) throws(ScenarioError) -> Scenario {
        let result = $assetFolders.withValue(assets) { () -> Result<Scenario, ScenarioError> in
            do throws(ScenarioError) { return .success(try load(file: path)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Reads a scenario file.
    public static func load(file path: String) throws(ScenarioError) -> Scenario {
        let text = try decodeUTF8(try readFileBytes(path), file: path)
        return try load(yaml: text, file: path, defaultName: defaultName(ofFile: path))
    }

    /// The name a scenario without `name:` takes: its file's, without the extension.
    static func defaultName(ofFile path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// Reads a scenario from YAML text; `file` names it in messages.
    public static func load(yaml text: String, file: String, defaultName: String = "scenario") throws(ScenarioError) -> Scenario {
        let document = try parseYAML(text, file: file)
        let top = try document.mapping(
            "a scenario", allowed: ["name", "device", "root", "constraints", "spacing", "metrics", "renders"])
        let name = try top["name"]?.string("a scenario name") ?? defaultName
        let device = try top["device"].map { node throws(ScenarioError) in try readDevice(node) } ?? Device.standard
        var metrics: [String: Double] = [:]
        if let node = top["metrics"] {
            for entry in try node.namedEntries("metrics") {
                guard isIdentifier(entry.name) else { throw entry.keyNode.error("a metric name is a C identifier, not '\(entry.name)'") }
                metrics[entry.name] = try entry.value.number("a number for metric '\(entry.name)'")
            }
        }
        var spacing = Spacing()
        if let node = top["spacing"] {
            let map = try node.mapping("spacing", allowed: ["siblings", "superview"])
            spacing.siblings = try map["siblings"]?.number() ?? spacing.siblings
            spacing.superview = try map["superview"]?.number() ?? spacing.superview
        }

        let rootNode = try top.required("root", in: "a scenario")
        var seen: [String: SourceLocation] = [:]
        let root = try readView(rootNode, isRoot: true, seen: &seen)
        if let problem = ScenarioLimits.viewCount(seen.count) { throw rootNode.error(problem) }
        let tree = ViewTree(root: root)

        var constraints: [LayoutConstraintSpec] = []
        if let node = top["constraints"] {
            for item in try node.sequence("a list of constraints") {
                constraints += try readConstraint(item, tree: tree, spacing: spacing, metrics: metrics)
            }
        }

        var renders: [RenderSpec] = []
        if let node = top["renders"] {
            for item in try node.sequence("a list of renders") {
                for render in try readRenders(item, root: root, tree: tree) {
                    guard !renders.contains(where: { $0.name == render.name }) else {
                        throw item.error("two renders are named '\(render.name)'")
                    }
                    renders.append(render)
                    guard renders.count <= maximumRenderCount else {
                        throw item.error("more than \(maximumRenderCount) renders; a scenario (matrices included) may declare at most \(maximumRenderCount)")
                    }
                }
            }
        }
        if renders.isEmpty { renders = [RenderSpec(name: "default")] }
        return Scenario(
            name: name, file: file, device: device, root: root, constraints: constraints, spacing: spacing,
            metrics: metrics, renders: renders, nameLocation: top["name"]?.location)
    }

    // MARK: Devices

    static func readDevice(_ node: YAMLNode) throws(ScenarioError) -> Device {
        if case .scalar = node.node {
            let name = try node.string()
            guard let device = Device.presets[name] else {
                throw node.error("unknown device '\(name)'; expected one of: \(Device.presets.keys.sorted().joined(separator: ", ")) or {width, height, scale}")
            }
            return device
        }
        let map = try node.mapping("a device", allowed: ["width", "height", "scale", "safeArea"])
        let width = try map.required("width", in: "a device").number("a width in points")
        let height = try map.required("height", in: "a device").number("a height in points")
        let scale = try map["scale"]?.number("a scale (1, 2 or 3)") ?? 1
        if let problem = ScenarioLimits.deviceSize(width: width, height: height) { throw node.error(problem) }
        guard scale > 0, scale <= 4 else { throw node.error("expected a scale from 1 to 4") }
        let safeArea = try map["safeArea"].map { n throws(ScenarioError) in try readInsets(n, "safe-area insets") } ?? .zero
        return Device(width: width, height: height, scale: scale, safeArea: safeArea)
    }

    static func readInsets(_ node: YAMLNode, _ what: String) throws(ScenarioError) -> Insets {
        if case .scalar = node.node { return Insets(all: try length(node, what)) }
        let map = try node.mapping(what, allowed: ["top", "left", "bottom", "right"])
        return Insets(
            top: try map["top"].map { n throws(ScenarioError) in try length(n, what) } ?? 0,
            left: try map["left"].map { n throws(ScenarioError) in try length(n, what) } ?? 0,
            bottom: try map["bottom"].map { n throws(ScenarioError) in try length(n, what) } ?? 0,
            right: try map["right"].map { n throws(ScenarioError) in try length(n, what) } ?? 0)
    }

    /// The most points an inset or spacing may be: the coordinates layoutsnap lays out.
    static let maximumLength = 1_000_000.0

    /// A number of points within ±1,000,000.
    static func length(_ node: YAMLNode, _ what: String) throws(ScenarioError) -> Double {
        let value = try node.number(what)
        if let problem = ScenarioLimits.length(value, what, written: node.scalarText) { throw node.error(problem) }
        return value
    }

    // MARK: Renders

    /// The most renders one scenario may declare, a matrix's included.
    static let maximumRenderCount = 256

    /// A render entry: one render, or with `matrix:` one per combination of its values.
    static func readRenders(_ node: YAMLNode, root: ViewSpec, tree: ViewTree) throws(ScenarioError) -> [RenderSpec] {
        let render = try readRender(node, root: root, tree: tree)
        let map = try node.mapping("a render", allowed: renderKeys)
        guard let matrixNode = map["matrix"] else { return [render] }
        return try expandMatrix(matrixNode, base: render)
    }

    static let renderKeys = ["name", "device", "offsets", "set", "contentSizeCategory", "appearance", "direction", "matrix", "filmstrip"]

    static func readRender(_ node: YAMLNode, root: ViewSpec, tree: ViewTree) throws(ScenarioError) -> RenderSpec {
        let map = try node.mapping("a render", allowed: renderKeys)
        let name = try map.required("name", in: "a render").string("a render name")
        guard isFileSafe(name) else { throw node.error("a render name uses letters, digits, '-', '_' and '.', not '\(name)'") }
        var render = RenderSpec(name: name, location: node.location)
        render.device = try map["device"].map { n throws(ScenarioError) in try readDevice(n) }
        if let node = map["contentSizeCategory"] { render.traits.contentSizeCategory = try choice(node, "content size category") }
        if let node = map["appearance"] { render.traits.appearance = try choice(node, "appearance") }
        if let node = map["direction"] { render.traits.direction = try choice(node, "direction") }
        if let offsets = map["offsets"] {
            for entry in try offsets.namedEntries("offsets") {
                guard tree.view(entry.name)?.kind == .scroll else { throw entry.keyNode.error("'\(entry.name)' is not a scroll view") }
                let xy = try entry.value.numbers(2, "an offset [x, y]")
                render.offsets[entry.name] = Point(x: xy[0], y: xy[1])
            }
        }
        if let node = map["filmstrip"] { render.filmstrip = try readFilmstrip(node, tree: tree) }
        if let overrides = map["set"] {
            for entry in try overrides.namedEntries("overrides") {
                guard var view = tree.view(entry.name) else { throw entry.keyNode.error("unknown view '\(entry.name)'") }
                let fields = try entry.value.mapping("overrides for '\(entry.name)'", allowed: viewFieldKeys)
                try applyFields(fields, to: &view)
                render.overrides[entry.name] = view
            }
        }
        return render
    }

    /// `filmstrip: 4` or `filmstrip: {count: 4, scrollView: feed}`.
    static func readFilmstrip(_ node: YAMLNode, tree: ViewTree) throws(ScenarioError) -> Filmstrip {
        var filmstrip = Filmstrip(count: 0)
        var countNode = node
        if case .mapping = node.node {
            let map = try node.mapping("a filmstrip", allowed: ["count", "scrollView"])
            countNode = try map.required("count", in: "a filmstrip")
            if let scroll = map["scrollView"] {
                let id = try scroll.string("a scroll view id")
                guard tree.view(id)?.kind == .scroll else { throw scroll.error("'\(id)' is not a scroll view") }
                filmstrip.scrollView = id
            }
        }
        let count = try countNode.integer("a frame count")
        guard Filmstrip.counts.contains(count) else {
            throw countNode.error("a filmstrip has \(Filmstrip.counts.lowerBound) to \(Filmstrip.counts.upperBound) frames, not \(count)")
        }
        filmstrip.count = count
        return filmstrip
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && CharacterSet.letters.contains(first)) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && CharacterSet.alphanumerics.contains($0)) }
    }

    static func isFileSafe(_ text: String) -> Bool {
        !text.isEmpty && !text.hasPrefix(".") && text.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0))
        }
    }

    /// A scenario file's bytes: a regular file (a FIFO would block) of bounded size.
    package static func readFileBytes(_ path: String) throws(ScenarioError) -> [UInt8] {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw ScenarioError("cannot read the file: \(String(cString: strerror(errno)))", at: start) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw ScenarioError("cannot read the file: it is not a regular file", at: start)
        }
        guard info.st_size <= maximumFileSize else {
            throw ScenarioError("the file is \(info.st_size) bytes; scenario files are limited to \(maximumFileSize) bytes", at: start)
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { read(descriptor, $0 + filled, buffer.count - filled) } ?? 0
            }
            guard count > 0 else { break }
            filled += count
        }
        return Array(bytes[..<filled])
    }
}
