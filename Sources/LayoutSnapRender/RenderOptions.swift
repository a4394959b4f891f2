import LayoutSnapPNG
import LayoutSnapScenario
/// The file format of a render.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Pixels at the device scale (or `RenderOptions.scale`).
    case png
    /// Vector, in points.
    case svg
    /// Vector, in points.
    case pdf
}

/// Overlays drawn on demand on top of a render.
public struct Overlays: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Each view's frame outlined, with its id and size.
    public static let frames = Overlays(rawValue: 1)
    /// Views with ambiguous layout hatched in red, views in a conflict in orange.
    public static let ambiguity = Overlays(rawValue: 2)
    /// A band with the scenario, render, device and diagnostic count.
    public static let caption = Overlays(rawValue: 4)
    /// Every constraint where it acts, as Interface Builder draws it, with a legend.
    public static let constraints = Overlays(rawValue: 8)
    /// Each view's width and height and the gaps between neighbouring views, labelled like a
    /// designer's redline.
    public static let dimensions = Overlays(rawValue: 16)
    /// The screen outside the safe area — status bar, notch or Dynamic Island, home
    /// indicator — tinted, hatched and labelled with its depth.
    public static let safeArea = Overlays(rawValue: 32)
    /// VoiceOver's reading order: each accessible element outlined and numbered, with what
    /// it reads.
    public static let accessibility = Overlays(rawValue: 64)

    /// The overlays' names, as `--overlay` takes them.
    public static let names: [(name: String, overlay: Overlays)] = [
        ("frames", .frames), ("ambiguity", .ambiguity), ("caption", .caption), ("constraints", .constraints), ("dimensions", .dimensions),
        ("safe-area", .safeArea), ("accessibility", .accessibility),
    ]

    /// Parses `frames,ambiguity,caption,constraints`; nil names an unknown overlay.
    public init?(parsing text: String) {
        var result: Overlays = []
        for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let overlay = Self.names.first(where: { $0.name == name })?.overlay else { return nil }
            result.insert(overlay)
        }
        self = result
    }
}

/// How to render.
public struct RenderOptions: Sendable {
    public var format: OutputFormat
    public var mode: RenderMode
    public var overlays: Overlays
    /// Pixels per point for PNG; the device's scale when nil.
    public var scale: Double?
    /// How hard a PNG is compressed; the pixels are the same either way.
    public var pngCompression: PNGCompression
    /// Views to outline in red with a note (lint findings on a report's image), by id.
    public var marks: [ViewMark]
    /// Asked of a PNG once it is encoded: whether to work out the checksum of its pixels too
    /// (`Renderer.takePixelChecksum()`), with which a check proves a reference in other bytes
    /// equal without decoding it. Nil: never.
    package var checksumsPixels: PixelChecksumWanted?
    package typealias PixelChecksumWanted = @Sendable (_ png: [UInt8]) -> Bool
    /// Asked of a PNG's pixels before they are encoded, with their checksum: a reference's
    /// bytes when its manifest proves it holds those very pixels, which then stand for the
    /// PNG (a check that passes encodes nothing). Nil, or nil back: encoded as usual.
    package var provenReference: ProvenReference?
    package typealias ProvenReference = @Sendable (_ pixelChecksum: String) -> [UInt8]?

    public init(
        format: OutputFormat = .png, mode: RenderMode = .screen, overlays: Overlays = [], scale: Double? = nil,
        pngCompression: PNGCompression = .compact, marks: [ViewMark] = []
    ) {
        self.format = format
        self.mode = mode
        self.overlays = overlays
        self.scale = scale
        self.pngCompression = pngCompression
        self.marks = marks
    }

    /// The largest canvas a render may allocate, in pixels (64 megapixels: 256 MB of RGBA).
    public static let maximumPixelCount = 64_000_000
}

/// Why a render could not be made.
public struct RenderError: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// What the error points at: the view that makes a canvas too large, or the render.
    public var location: SourceLocation?
    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
    public var description: String { location.map { "\($0): error: \(message)" } ?? message }
}

/// A view outlined on a render, with a short note beside it.
public struct ViewMark: Sendable, Hashable {
    public var view: String
    public var note: String

    public init(view: String, note: String) {
        self.view = view
        self.note = note
    }
}
