import Foundation

// Reading views. The same field reader serves a view's definition and a render's overrides.

extension ScenarioLoader {
    /// Keys a view's definition or a render's `set` may change.
    package static let viewFieldKeys = [
        "background", "border", "cornerRadius", "roundedCorners", "blur", "alpha", "hidden", "clipsToBounds", "frame",
        "intrinsicSize", "initialSize", "alignmentRectInsets", "hugging", "compressionResistance", "layoutMargins", "semanticContentAttribute", "lint", "accessibility",
    ] + layoutFieldKeys + kindFieldKeys

    /// The keys only some kinds take, each once, in the kind table's order.
    static let kindFieldKeys: [String] = {
        var seen = Set<String>()
        return ViewKindTable.all.flatMap(\.scenarioKeys).filter { seen.insert($0).inserted }
    }()

    static func readView(_ node: YAMLNode, isRoot: Bool, seen: inout [String: SourceLocation]) throws(ScenarioError) -> ViewSpec {
        let map = try node.mapping(isRoot ? "the root view" : "a view", allowed: ["id", "type", "subviews"] + viewFieldKeys)
        let id: String
        if isRoot {
            id = "root"
            if let idNode = map["id"], try idNode.string("an id") != "root" {
                throw idNode.error("the root view's id is always 'root'")
            }
        } else {
            let idNode = try map.required("id", in: "a view")
            id = try idNode.string("a view id")
            guard isIdentifier(id), id != "root" else {
                throw idNode.error("a view id is an identifier (letters, digits, _) other than 'root', not '\(id)'")
            }
            if let first = seen[id] { throw idNode.error("duplicate view id '\(id)' (first defined at \(first))") }
        }
        seen[id] = node.location
        var kind = ViewKind.view
        if let typeNode = map["type"] {
            let name = try typeNode.string()
            guard let parsed = ViewKind(rawValue: name) else {
                throw typeNode.error("unknown view type '\(name)'; expected \(ViewKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            kind = parsed
        }
        var view = ViewSpec(id: id, kind: kind, location: node.location)
        try applyFields(map, to: &view)
        for guide in view.guides {
            if let first = seen[guide.name] {
                throw ScenarioError("duplicate id '\(guide.name)': a guide's name must differ from every view and guide (first at \(first))", at: guide.location)
            }
            seen[guide.name] = guide.location
        }
        if let subviews = map["subviews"] {
            for child in try subviews.sequence("a list of subviews") {
                view.subviews.append(try readView(child, isRoot: false, seen: &seen))
            }
        }
        try checkCustomSpacing(of: view)
        return view
    }

    static func applyFields(_ map: YAMLMapping, to view: inout ViewSpec) throws(ScenarioError) {
        let color = readColor
        if let node = map["background"] { view.background = try color(node) }
        if let node = map["border"] {
            let border = try node.mapping("a border", allowed: ["color", "width"])
            view.borderColor = try border["color"].map(color) ?? Color(red: 0, green: 0, blue: 0)
            view.borderWidth = try border["width"]?.number("a border width") ?? 1
        }
        if let node = map["cornerRadius"] { view.cornerRadius = try node.number("a corner radius") }
        if let node = map["roundedCorners"] {
            let what = "a list of corners (topLeft, topRight, bottomLeft, bottomRight)"
            var corners: RoundedCorners = []
            for item in try node.sequence(what) {
                let name = try item.string(what)
                guard let corner = RoundedCorners.names.first(where: { $0.name == name })?.corner else {
                    throw item.error("unknown corner '\(name)'; expected one of: topLeft, topRight, bottomLeft, bottomRight")
                }
                corners.insert(corner)
            }
            view.roundedCorners = corners
        }
        if let node = map["blur"] {
            view.blurRadius = try node.number("a blur radius in points")
            guard view.blurRadius >= 0, view.blurRadius <= 1000 else { throw node.error("expected a blur radius from 0 to 1000 points") }
        }
        if let node = map["alpha"] {
            view.alpha = try node.number("an alpha from 0 to 1")
            guard (0...1).contains(view.alpha) else { throw node.error("expected an alpha from 0 to 1") }
        }
        if let node = map["hidden"] { view.isHidden = try node.bool() }
        if let node = map["lint"] {
            let lint = try node.mapping("lint settings", allowed: ["ignore", "leaveOut"])
            view.lintIgnore = try lint["ignore"]?.sequence("a list of finding codes").map { item throws(ScenarioError) in
                try item.string("a finding code (truncated-text, low-contrast, …)")
            } ?? []
            if let leaveOut = lint["leaveOut"] { view.lintLeavesOut = try leaveOut.bool() }
        }
        if let node = map["accessibility"] {
            let settings = try node.mapping("accessibility settings", allowed: ["label", "element"])
            if let label = settings["label"] { view.accessibilityLabel = try label.string("a label VoiceOver reads") }
            if let element = settings["element"] { view.isAccessibilityElement = try element.bool() }
        }
        if let node = map["clipsToBounds"] { view.clipsToBounds = try node.bool() }
        if let node = map["frame"] {
            let f = try node.numbers(4, "a frame [x, y, width, height]")
            view.frame = Rect(x: f[0], y: f[1], width: f[2], height: f[3])
        }
        if let node = map["intrinsicSize"] { view.intrinsicSize = try readIntrinsicSize(node) }
        if let node = map["initialSize"] {
            let size = try node.numbers(2, "an initial size [width, height]")
            for (item, value) in zip(try node.sequence(), size) where value < 0 {
                throw item.error("an initial size cannot be negative, not \(item.scalarText)")
            }
            view.initialSize = Size(width: size[0], height: size[1])
        }
        if let node = map["alignmentRectInsets"] { view.customAlignmentRectInsets = try readInsets(node, "alignment rectangle insets") }
        if let node = map["hugging"] { view.hugging = try priorities(node, "hugging", default: view.hugging) }
        if let node = map["compressionResistance"] {
            view.compressionResistance = try priorities(node, "compression resistance", default: view.compressionResistance)
        }
        if let node = map["layoutMargins"] {
            view.layoutMargins = try readInsets(node, "layout margins")
            view.hasDirectionalMargins = false
        }
        try requireKindKeys(map, of: view)
        try applyUIKitFields(map, to: &view)
        try view.kind.descriptor.read(map, into: &view)
    }

    /// Keys that only some kinds of view take: an error at the first such key (in the file's
    /// order) that this view's kind does not.
    static func requireKindKeys(_ map: YAMLMapping, of view: ViewSpec) throws(ScenarioError) {
        let own = Set(view.kind.descriptor.scenarioKeys)
        for key in map.keys where !own.contains(key) && kindFieldKeys.contains(key) {
            var kinds = ViewKindTable.all.filter { $0.scenarioKeys.contains(key) }.map(\.kind.rawValue)
            guard let node = map[key], let last = kinds.popLast() else { continue }
            let names = kinds.isEmpty ? last : kinds.joined(separator: ", ") + " and " + last
            throw node.error("'\(key)' applies to \(names) views, and '\(view.id)' is a \(view.kind.rawValue)")
        }
    }

    /// An image file, resolved against the scenario's folder and required to stay inside it
    /// (or inside an assets folder the caller allows), with its PNG size read now so that a
    /// missing or broken file is an error at its line.
    static func readImageFile(_ node: YAMLNode) throws(ScenarioError) -> ImageSpec {
        let file = try node.string("an image file")
        let folder = URL(fileURLWithPath: node.file).deletingLastPathComponent()
        let path = file.hasPrefix("/") ? file : folder.appendingPathComponent(file).path
        // Symbolic links and `..` are resolved before the check, so neither can escape.
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let roots = ([folder.path] + assetFolders).map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
        guard roots.contains(where: { resolved == $0 || resolved.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
            throw node.error(
                "image '\(file)' is outside the scenario's folder; images must be inside it (or inside a folder given with --assets)")
        }
        switch ImageFile.pixelSize(at: path) {
        case .success(let size):
            return ImageSpec(
                file: file, path: path, pixelSize: Size(width: Double(size.width), height: Double(size.height)), checksum: ImageFile.checksum(at: path))
        case .failure(.unreadable): throw node.error("cannot read image '\(file)' (looked for \(path))")
        case .failure(.notRegularFile): throw node.error("image '\(file)' is not a regular file")
        case .failure(.notAnImage): throw node.error("'\(file)' is neither a PNG nor a JPEG image")
        case .failure(.tooLarge(let width, let height)):
            throw node.error(
                "image '\(file)' is \(width)×\(height) pixels; images may have at most \(ImageFile.maximumPixelCount) pixels and \(ImageFile.maximumSide) on a side")
        }
    }

    /// A colour: a UIKit name (semantic names have a dark value), `#rrggbb[aa]`, or
    /// `{light: …, dark: …}`.
    static func readColor(_ node: YAMLNode) throws(ScenarioError) -> Color {
        if case .mapping = node.node {
            let map = try node.mapping("a colour per appearance", allowed: ["light", "dark"])
            let light = try readColor(try map.required("light", in: "a colour per appearance"))
            let dark = try readColor(try map.required("dark", in: "a colour per appearance"))
            return Color(light: light, dark: dark)
        }
        let text = try node.string("a colour")
        guard let color = Color(parsing: text) else {
            throw node.error("unknown colour '\(text)'; expected a name (red, systemBackground, label, …), #rrggbb[aa] or {light, dark}")
        }
        return color
    }

    static func readFont(_ node: YAMLNode) throws(ScenarioError) -> FontSpec {
        func size(_ node: YAMLNode) throws(ScenarioError) -> Double {
            let size = try node.number("a font size in points")
            if let problem = ScenarioLimits.fontSize(size, written: node.scalarText) { throw node.error(problem) }
            return size
        }
        if case .scalar = node.node { return FontSpec(size: try size(node)) }
        let map = try node.mapping("a font", allowed: ["family", "weight", "size", "textStyle"])
        var font = FontSpec()
        if let node = map["textStyle"] {
            guard map["size"] == nil else { throw node.error("a font takes a textStyle or a size, not both") }
            font.textStyle = try choice(node, "text style")
            font.weight = DynamicType.weight(of: font.textStyle ?? .body)
        }
        if let family = map["family"] { font.family = try family.string("a font family") }
        if let node = map["size"] { font.size = try size(node) }
        if let weight = map["weight"] {
            let names = ["ultralight": 200, "thin": 100, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700, "heavy": 800, "black": 900]
            if let number = Int(try weight.string()) {
                guard (1...1000).contains(number) else { throw weight.error("expected a weight from 1 to 1000, not \(number)") }
                font.weight = number
            } else if let named = names[try weight.string()] {
                font.weight = named
            } else {
                throw weight.error("expected a weight: 100…900 or regular, medium, semibold, bold, …")
            }
        }
        return font
    }

    private static func priorities(_ node: YAMLNode, _ what: String, default value: AxisPriorities) throws(ScenarioError) -> AxisPriorities {
        let map = try node.mapping(what, allowed: ["h", "v"])
        return AxisPriorities(
            horizontal: try map["h"]?.integer("a priority", in: 1...1000) ?? value.horizontal,
            vertical: try map["v"]?.integer("a priority", in: 1...1000) ?? value.vertical)
    }

    /// `[width, height]`, each a size ≥ 0 or `null`/`none` for UIKit's `noIntrinsicMetric`.
    static func readIntrinsicSize(_ node: YAMLNode) throws(ScenarioError) -> IntrinsicSize {
        let what = "an intrinsic size [width, height]; each a number ≥ 0, or null (or none) for no intrinsic size on that axis"
        let items = try node.sequence(what)
        guard items.count == 2 else { throw node.error("expected \(what)") }
        var values: [Double?] = []
        for item in items {
            if item.isNull || (try? item.string()) == "none" {
                values.append(nil)
                continue
            }
            let value = try item.number(what)
            guard value >= 0 else {
                let hint = value == -1 ? " (UIKit's noIntrinsicMetric is -1 in code; here write null or none)" : ""
                throw item.error("an intrinsic size cannot be negative, not \(item.scalarText)\(hint)")
            }
            values.append(value)
        }
        return IntrinsicSize(width: values[0], height: values[1])
    }

    /// The most characters in a row with no line-break opportunity, conservatively: breaks are
    /// taken after white space, after '-' or '/' not followed by a digit, and around CJK and
    /// other wide scripts; anything else continues the run.
    static func longestUnbrokenRun(_ text: String) -> Int {
        // ASCII text (most labels) byte by byte: a byte is a character there (a CR LF pair is
        // one, but both are spaces), and grapheme breaking costs more than the rest of a load.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var longest = 0, run = 0
            var previousAllowsBreak = false
            for byte in text.utf8 {
                let isSpace = byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
                if isSpace || (previousAllowsBreak && !(byte >= 0x30 && byte <= 0x39)) {
                    run = 0
                } else {
                    run += 1
                    longest = max(longest, run)
                }
                previousAllowsBreak = byte == UInt8(ascii: "-") || byte == UInt8(ascii: "/")
            }
            return longest
        }
        return longestUnbrokenRun(byCharacter: text)
    }

    /// `longestUnbrokenRun` a character at a time, for any text.
    static func longestUnbrokenRun(byCharacter text: String) -> Int {
        var longest = 0, run = 0
        var previousAllowsBreak = false
        for character in text {
            let scalar = character.unicodeScalars.first?.value ?? 0
            let wide = (0x2E80..<0xA000).contains(scalar) || (0xAC00..<0xD7B0).contains(scalar) || (0xF900..<0xFB00).contains(scalar)
                || scalar >= 0x1F000
            if character.isWhitespace || wide || (previousAllowsBreak && !character.isNumber) {
                run = 0
            } else {
                run += 1
                longest = max(longest, run)
            }
            previousAllowsBreak = character == "-" || character == "/"
        }
        return longest
    }
}
