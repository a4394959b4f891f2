/// Where two versions of a string differ, marked inside the string, so a one-word edit in a
/// long label reads as that word and not as two sentences to compare by eye.
///
/// The shared beginning and end stay as they are (shortened to `context` characters with "…");
/// the part between them is bracketed: `[old → new]` when replaced, `[+new]` when inserted,
/// `[-old]` when deleted. Characters are grapheme clusters, so an emoji or an accented letter
/// is never split.
enum TextChange {
    static func marked(from old: String, to new: String, context: Int = 16) -> String? {
        let a = Array(old), b = Array(new)
        guard a != b else { return nil }
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        // Nothing shared: the whole string changed, and the plain "old → new" already says so.
        guard prefix > 0 || suffix > 0 else { return nil }
        let removed = String(a[prefix..<(a.count - suffix)]), added = String(b[prefix..<(b.count - suffix)])
        let change: String
        switch (removed.isEmpty, added.isEmpty) {
        case (true, _): change = "[+\(added)]"
        case (_, true): change = "[-\(removed)]"
        default: change = "[\(removed) → \(added)]"
        }
        let before = a[..<prefix].suffix(context), after = a[(a.count - suffix)...].prefix(context)
        return (before.count < prefix ? "…" : "") + String(before) + change + String(after)
            + (after.count < suffix ? "…" : "")
    }
}
