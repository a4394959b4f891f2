/// How a PNG's pixel data is compressed.
public enum PNGCompression: Sendable {
    /// Small files (what `render`, `record` and the gallery write): rows like the one above as
    /// `UpRowsBlock`s, the rest through zlib's fastest level.
    case compact
    /// Fast to write, several times larger: the rest stored uncompressed. For pictures that
    /// never leave the machine, such as the live preview's (a dense screen of text at @2x
    /// takes a third of the time).
    case fast
}
