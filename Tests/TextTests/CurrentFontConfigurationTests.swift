import CPangoCairo
import LayoutSnapText
import Testing

/// The pinned setup is fontconfig's current one in a process that uses it: what fontconfig's
/// own start-up (which Pango runs on a thread and waits for) would read instead is never read,
/// and anything asking fontconfig without a setup of its own sees only the pinned fonts.
@Suite struct CurrentFontConfigurationTests {
    @Test func theCurrentSetupSeesOnlyThePinnedFonts() throws {
        #expect(FontConfiguration.shared.hasPinnedFonts)
        let pattern = FcPatternCreate()
        defer { FcPatternDestroy(pattern) }
        let objects = FcObjectSetCreate()
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_FILE)
        // nil: the process's current configuration.
        let fonts = try #require(FcFontList(nil, pattern, objects))
        defer { FcFontSetDestroy(fonts) }
        var files: Set<String> = []
        for index in 0..<Int(fonts.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            if let font = fonts.pointee.fonts[index], FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file {
                files.insert(String(cString: file))
            }
        }
        #expect(!files.isEmpty && files.isSubset(of: Set(FontConfiguration.pinnedFontPaths)), "\(files.subtracting(FontConfiguration.pinnedFontPaths))")
    }
}
