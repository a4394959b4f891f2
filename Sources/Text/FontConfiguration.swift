import CPangoCairo

/// The project's own fontconfig setup: only Inter (the system-font stand-in), Noto Sans CJK SC,
/// Noto Sans Arabic and Hebrew and Noto Color Emoji, from Debian's fonts-inter, fonts-noto-cjk,
/// fonts-noto-core and fonts-noto-color-emoji. It is loaded from memory into a private
/// `FcConfig`, so the host's fonts, its user configuration and `FONTCONFIG_FILE` cannot change
/// a glyph.
public final class FontConfiguration: @unchecked Sendable {  // the FcConfig is built once in init and only read after; fontconfig's reads are thread-safe
    /// The fontconfig file layoutsnap uses; `layoutsnap fonts-conf` prints it (pango-view and
    /// other tools can be pointed at it with FONTCONFIG_FILE).
    public static let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>/usr/share/fonts/opentype/inter</dir>
          <dir>/usr/share/fonts/opentype/noto</dir>
          <dir>/usr/share/fonts/truetype/noto</dir>
          <cachedir>/var/cache/fontconfig</cachedir>
          <cachedir prefix="xdg">fontconfig</cachedir>
          <selectfont>
            <acceptfont>
              <glob>/usr/share/fonts/truetype/noto/NotoSansArabic-*</glob>
              <glob>/usr/share/fonts/truetype/noto/NotoSansHebrew-*</glob>
              <glob>/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf</glob>
            </acceptfont>
            <rejectfont>
              <glob>*/InterDisplay*</glob>
              <glob>*/NotoSerifCJK*</glob>
              <glob>*/NotoSansMono*</glob>
              <glob>/usr/share/fonts/truetype/noto/*</glob>
            </rejectfont>
          </selectfont>
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

    /// The font files the configuration admits: folder and file-name prefixes. Snapshots
    /// record their checksums.
    public static let pinnedFontFiles: [(folder: String, prefixes: [String])] = [
        ("/usr/share/fonts/opentype/inter", ["Inter-"]),
        ("/usr/share/fonts/opentype/noto", ["NotoSansCJK"]),
        ("/usr/share/fonts/truetype/noto", ["NotoSansArabic-", "NotoSansHebrew-", "NotoColorEmoji"]),
    ]

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
        if loaded != 0 { FcConfigBuildFonts(config) }
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
