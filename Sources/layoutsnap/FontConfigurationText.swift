import Text

/// The pinned fontconfig file, for `layoutsnap fonts-conf`.
enum FontConfigurationText {
    static var xml: String { FontConfiguration.xml }
}
