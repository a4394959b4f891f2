import CPangoCairo
import Foundation

/// The project's own fontconfig setup: only Inter (the system-font stand-in), Noto Sans CJK SC,
/// Noto Sans Arabic and Hebrew and Noto Color Emoji (on Debian: fonts-inter, fonts-noto-cjk,
/// fonts-noto-core and fonts-noto-color-emoji), found by family. It is loaded from memory into a private
/// `FcConfig`, so the host's fonts, its user configuration and `FONTCONFIG_FILE` cannot change
/// a glyph.
public final class FontConfiguration: @unchecked Sendable {  // the FcConfig is built once in init and only read after; fontconfig's reads are thread-safe
    /// The fontconfig file layoutsnap uses; `layoutsnap fonts-conf` prints it (pango-view and
    /// other tools can be pointed at it with FONTCONFIG_FILE). It admits exactly the files of
    /// `pinnedFontPaths`, wherever this system keeps them.
    public static let xml: String = {
        let folders = Array(Set(pinnedFontPaths.map { ($0 as NSString).deletingLastPathComponent })).sorted()
        return """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
            \(folders.map { "  <dir>\(escaped($0))</dir>" }.joined(separator: "\n"))
              <cachedir>/var/cache/fontconfig</cachedir>
              <cachedir prefix="xdg">fontconfig</cachedir>
              <selectfont>
                <acceptfont>
            \(pinnedFontPaths.map { "      <glob>\(escaped($0))</glob>" }.joined(separator: "\n"))
                </acceptfont>
                <rejectfont><glob>*</glob></rejectfont>
              </selectfont>
            """ + rules
    }()

    /// The aliases and the emoji scaling, after the fonts.
    private static let rules = """

          <alias binding="same">
            <family>system</family>
            <prefer><family>Inter</family><family>Noto Sans CJK SC</family><family>Noto Sans Arabic</family><family>Noto Sans Hebrew</family><family>Noto Color Emoji</family></prefer>
          </alias>
          <alias binding="same">
            <family>sans-serif</family>
            <prefer><family>Inter</family><family>Noto Sans CJK SC</family><family>Noto Sans Arabic</family><family>Noto Sans Hebrew</family><family>Noto Color Emoji</family></prefer>
          </alias>
          <match target="pattern">
            <edit name="family" mode="append_last"><string>Noto Sans CJK SC</string></edit>
            <edit name="family" mode="append_last"><string>Noto Sans Arabic</string></edit>
            <edit name="family" mode="append_last"><string>Noto Sans Hebrew</string></edit>
            <edit name="family" mode="append_last"><string>Noto Color Emoji</string></edit>
          </match>
          <!-- Noto Color Emoji holds 109-pixel bitmaps only: scale them to the size asked for,
               or an emoji draws several times too large. -->
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
          <config><rescan><int>0</int></rescan></config>
        </fontconfig>
        """

    /// The pinned families' font files, found by family through fontconfig in the standard font
    /// folders (the system's, /usr/local's and the user's), not at one distribution's paths.
    /// The host's own fontconfig setup (its files, `FONTCONFIG_FILE`) is not read, so it
    /// cannot substitute another font. Snapshots record the files' checksums.
    public static let pinnedFontPaths: [String] = {
        let search = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>/usr/share/fonts</dir>
              <dir>/usr/local/share/fonts</dir>
              <dir prefix="xdg">fonts</dir>
              <cachedir>/var/cache/fontconfig</cachedir>
              <cachedir prefix="xdg">fontconfig</cachedir>
            </fontconfig>
            """
        guard let config = FcConfigCreate() else { return [] }
        defer { FcConfigDestroy(config) }
        let loaded = search.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: search.utf8.count) { FcConfigParseAndLoadFromMemory(config, $0, 1) }
        }
        guard loaded != 0, FcConfigBuildFonts(config) != 0 else { return [] }
        var paths: Set<String> = []
        for family in pinnedFamilies { paths.formUnion(files(of: family, in: config)) }
        return paths.sorted()
    }()

    /// The files whose family list names `family` (Inter, not Inter Display).
    private static func files(of family: String, in config: OpaquePointer) -> [String] {
        let pattern = FcPatternCreate()
        defer { FcPatternDestroy(pattern) }
        family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count) { _ = FcPatternAddString(pattern, FC_FAMILY, $0) }
        }
        let objects = FcObjectSetCreate()
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_FILE)
        guard let fonts = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(fonts) }
        var result: [String] = []
        for index in 0..<Int(fonts.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            guard let font = fonts.pointee.fonts[index], FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            result.append(String(cString: file))
        }
        return result
    }

    private static func escaped(_ path: String) -> String {
        path.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// The families the pinned configuration must find.
    public static let pinnedFamilies = ["Inter", "Noto Sans CJK SC", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Color Emoji"]

    /// The configuration every measurer and renderer uses.
    public static let shared = FontConfiguration()

    let config: OpaquePointer?

    private init() {
        let config = FcConfigCreate()
        let loaded = FontConfiguration.xml.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: FontConfiguration.xml.utf8.count) {
                FcConfigParseAndLoadFromMemory(config, $0, 1)
            }
        }
        if loaded != 0 {
            FcConfigBuildFonts(config)
            // Pango 1.50 loads fontconfig's default setup (every file under /etc/fonts, every
            // system font folder) on a thread of its own and waits for it before its first
            // font, in each process, although its font maps only ever see this configuration.
            // Made the process's current one, it is what that load finds: nothing left to read.
            FcConfigSetCurrent(config)
        }
        self.config = loaded != 0 ? config : nil
    }

    /// Whether every pinned family was found on this machine.
    public var hasPinnedFonts: Bool {
        Self.pinnedFamilies.allSatisfy { family in
            guard let config else { return false }
            let pattern = FcPatternCreate()
            defer { FcPatternDestroy(pattern) }
            family.withCString { name in
                name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count) {
                    _ = FcPatternAddString(pattern, FC_FAMILY, $0)
                }
            }
            let objects = FcObjectSetCreate()
            defer { FcObjectSetDestroy(objects) }
            _ = FcObjectSetAdd(objects, FC_FAMILY)
            guard let fonts = FcFontList(config, pattern, objects) else { return false }
            defer { FcFontSetDestroy(fonts) }
            return fonts.pointee.nfont > 0
        }
    }

    /// A new Pango font map that sees only the pinned fonts.
    func makeFontMap() -> UnsafeMutablePointer<PangoFontMap> {
        let fontMap = pango_cairo_font_map_new()!
        if let config {
            pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        }
        return fontMap
    }
}
