import CPangoCairo

/// The project's own fontconfig setup: only Inter (the system-font stand-in) and Noto Sans CJK
/// SC, from Debian's fonts-inter and fonts-noto-cjk. It is loaded from memory into a private
/// `FcConfig`, so the host's fonts, its user configuration and `FONTCONFIG_FILE` cannot change
/// a glyph.
public final class FontConfiguration: @unchecked Sendable {
    /// The fontconfig file layoutsnap uses; `layoutsnap fonts-conf` prints it (pango-view and
    /// other tools can be pointed at it with FONTCONFIG_FILE).
    public static let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>/usr/share/fonts/opentype/inter</dir>
          <dir>/usr/share/fonts/opentype/noto</dir>
          <cachedir>/var/cache/fontconfig</cachedir>
          <cachedir prefix="xdg">fontconfig</cachedir>
          <selectfont>
            <rejectfont>
              <glob>*/InterDisplay*</glob>
              <glob>*/NotoSerifCJK*</glob>
              <glob>*/NotoSansMono*</glob>
            </rejectfont>
          </selectfont>
          <alias binding="same">
            <family>system</family>
            <prefer><family>Inter</family><family>Noto Sans CJK SC</family></prefer>
          </alias>
          <alias binding="same">
            <family>sans-serif</family>
            <prefer><family>Inter</family><family>Noto Sans CJK SC</family></prefer>
          </alias>
          <match target="pattern">
            <edit name="family" mode="append_last"><string>Noto Sans CJK SC</string></edit>
          </match>
          <config><rescan><int>0</int></rescan></config>
        </fontconfig>
        """

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

    /// Whether both pinned families were found on this machine.
    public var hasPinnedFonts: Bool {
        ["Inter", "Noto Sans CJK SC"].allSatisfy { family in
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
