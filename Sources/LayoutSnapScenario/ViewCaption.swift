extension ViewSpec {
    /// The name overlays print for the view: its id, unless that is an id Interface Builder
    /// generated (`41w-4n-AM8`, read as `v_41w_4n_AM8`), which says nothing to a reader; then
    /// what Xcode's document outline calls it — its custom class, or its kind ("Stack View").
    public var caption: String {
        guard Self.isGeneratedInterfaceBuilderID(id) else { return id }
        if let name = interfaceBuilderClass {
            return name.hasPrefix("UI") ? Self.words(String(name.dropFirst(2))) : name
        }
        return kind.descriptor.outlineName
    }

    /// Whether an id has the shape of Interface Builder's generated ones: three, two and three
    /// letters or digits, with at least one capital or digit among them (so that a hand-written
    /// `nav_bg_img` keeps its name), as `identifier` writes them: `-` as `_`, a `v_` before a
    /// leading digit, `_` after a repeated one.
    static func isGeneratedInterfaceBuilderID(_ id: String) -> Bool {
        var text = Substring(id)
        while text.hasSuffix("_") { text = text.dropLast() }
        if text.hasPrefix("v_"), text.dropFirst(2).first?.isNumber == true { text = text.dropFirst(2) }
        let parts = text.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.map(\.count) == [3, 2, 3] else { return false }
        let characters = parts.joined()
        return characters.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } && characters.contains { $0.isUppercase || $0.isNumber }
    }

    /// `ImageView` → `Image View`.
    private static func words(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, let last = result.last, last.isLowercase { result.append(" ") }
            result.append(character)
        }
        return result
    }
}
