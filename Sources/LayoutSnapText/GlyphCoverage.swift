import CPangoCairo
import Synchronization

/// Which characters the pinned fonts can draw. Pango draws a character no font covers as
/// nothing (or a box), and measures it anyway, so a label of "👍" with no emoji font came out
/// 17.7 pt wide and blank; layoutsnap names such characters in a warning instead (DESIGN §11).
public enum GlyphCoverage {
    /// The characters of `text` that no pinned font covers, each once, in order of first
    /// appearance. Characters that draw nothing anyway (spaces, controls, joiners, variation
    /// selectors and other format characters) never count.
    public static func uncoveredCharacters(in text: String) -> [Unicode.Scalar] {
        // Inter covers ASCII: most text needs no lookup at all.
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return [] }
        var seen = Set<UInt32>()
        var missing: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where !drawsNothing(scalar) && seen.insert(scalar.value).inserted {
            if !covered(scalar.value) { missing.append(scalar) }
        }
        return missing
    }

    private static func drawsNothing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse: return true
        default: return scalar.properties.isVariationSelector
        }
    }

    private static func covered(_ value: UInt32) -> Bool {
        charset.withLock { charset in
            if charset == nil { charset = .init(FontConfiguration.shared.unionOfCharacterSets()) }
            guard let set = charset?.pointer else { return false }
            return FcCharSetHasChar(set, value) != 0
        }
    }

    /// Built on first use: listing every pinned face's character set costs a few milliseconds,
    /// which most runs (ASCII text) never pay.
    private static let charset = Mutex<CharacterSet?>(nil)

    /// An owned fontconfig character set. Fontconfig's sets are immutable once built and safe
    /// to read from any thread; the mutex above serialises every access anyway.
    private final class CharacterSet: @unchecked Sendable {
        let pointer: OpaquePointer?
        init(_ pointer: OpaquePointer?) { self.pointer = pointer }
        deinit { if let pointer { FcCharSetDestroy(pointer) } }
    }
}

extension FontConfiguration {
    /// The union of the character sets of every font the configuration admits (nil when the
    /// configuration did not load).
    fileprivate func unionOfCharacterSets() -> OpaquePointer? {
        guard let config else { return nil }
        let pattern = FcPatternCreate()
        defer { FcPatternDestroy(pattern) }
        let objects = FcObjectSetCreate()
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_CHARSET)
        guard let fonts = FcFontList(config, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(fonts) }
        let union = FcCharSetCreate()
        for index in 0..<Int(fonts.pointee.nfont) {
            var set: OpaquePointer?
            if let font = fonts.pointee.fonts[index], FcPatternGetCharSet(font, FC_CHARSET, 0, &set) == FcResultMatch, let set {
                _ = FcCharSetMerge(union, set, nil)
            }
        }
        return union
    }
}
