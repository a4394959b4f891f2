extension ViewKind {
    /// UIImageView.
    public static let image = ViewKind(named: "image")
}

/// UIImageView: a PNG file, whose pixels over the device scale are its intrinsic size, or a
/// placeholder of a given size.
struct ImageViewKind: ViewKindDescriptor {
    let kind = ViewKind.image
    let outlineName = "Image View"
    let interfaceBuilderElements = ["imageView"]
    let takesStoredInterfaceBuilderSize = true
    let scenarioKeys = ["image"]

    func read(_ map: YAMLMapping, into view: inout ViewSpec) throws(ScenarioError) {
        guard let node = map["image"] else { return }
        if case .scalar = node.node {
            view.image = try ScenarioLoader.readImageFile(node)
        } else {
            let s = try node.mapping("an image", allowed: ["size"]).required("size", in: "a placeholder image").numbers(2, "an image size [width, height]")
            view.image = ImageSpec(size: Size(width: s[0], height: s[1]))
        }
    }

    func read(interfaceBuilder element: some InterfaceBuilderElement, into view: inout ViewSpec) {
        guard let frame = element.child("rect", key: "frame") else { return }
        func number(_ name: String) -> Double { Double(frame[name] ?? "") ?? 0 }
        let size = Size(width: number("width"), height: number("height"))
        guard element["image"] != nil else {
            // No image (one set at run time): the canvas draws nothing there, and the view
            // keeps the stored size it laid out at.
            view.intrinsicSize = IntrinsicSize(width: size.width, height: size.height)
            return
        }
        // The asset itself is not in the document: a placeholder of the stored frame's size.
        view.image = ImageSpec(size: size)
    }

    func scenarioFields(of view: ViewSpec) -> [String] {
        guard let size = view.image?.size else { return [] }
        return ["image: {size: [\(NumberText.exact(size.width)), \(NumberText.exact(size.height))]}"]
    }

    func appearanceJSON(of view: ViewSpec) -> [(String, JSONValue)] {
        guard let image = view.image else { return [] }
        return [("image", .string(image.file ?? "placeholder"))] + (image.checksum.map { [("imageChecksum", .string($0))] } ?? [])
    }

    func measure(_ view: ViewSpec, in context: MeasureContext) -> Measurement? {
        guard let size = Self.size(of: view, scale: context.scale) else { return nil }
        return Measurement(width: size.width, height: size.height)
    }

    func drawing(of view: ViewSpec, in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        guard let image = view.image else { return [] }
        return Self.drawing(of: image, in: frame, tint: nil, context: context)
    }

    /// An image in `frame`: a symbol layoutsnap strokes, in its tint (else `tint`, else the
    /// system blue); a PNG or a placeholder.
    static func drawing(of image: ImageSpec, in frame: Rect, tint: Color?, context: DrawingContext) -> [DrawCommand] {
        if image.path == nil, let symbol = image.symbol, let glyph = SymbolGlyphs.strokes(symbol, in: frame) {
            let color = (image.tint ?? tint)?.resolved(for: context.appearance) ?? context.system("systemBlue")
            return [.stroke(glyph.path, color, lineWidth: glyph.lineWidth, roundCap: true)]
        }
        return [.image(image, frame: frame)]
    }

    /// An image's intrinsic size: a placeholder's, or its pixels over the device scale.
    static func size(of view: ViewSpec, scale: Double) -> Size? {
        view.image.flatMap { size(of: $0, scale: scale) }
    }

    static func size(of image: ImageSpec, scale: Double) -> Size? {
        if let size = image.size { return size }
        return image.pixelSize.map { Size(width: $0.width / scale, height: $0.height / scale) }
    }
}
