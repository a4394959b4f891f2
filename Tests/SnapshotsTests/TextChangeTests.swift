@testable import LayoutSnapSnapshots
import Testing

/// The marking of a changed string, case by case.
@Suite struct TextChangeTests {
    @Test(arguments: [
        ("Save your changes", "Save all changes", "Save [your → all] changes"),
        ("Sign in", "Sign in now", "Sign in[+ now]"),
        ("Delete all items", "Delete items", "Delete [-all ]items"),
        ("Continue", "Cancel", "C[ontinue → ancel]"),
        ("3 new messages", "4 new messages", "[3 → 4] new messages"),
        ("A fairly long sentence that changes one word near the end here", "A fairly long sentence that changes one word near the end there",
         "…rd near the end [+t]here"),
        ("The first word changes in a very long sentence indeed", "This first word changes in a very long sentence indeed",
         "Th[e → is] first word chan…"),
        ("Café ☕️ ouvert", "Café ☕️ fermé", "Café ☕️ [ouvert → fermé]"),
    ])
    func marksTheChangedSpan(old: String, new: String, marked: String) {
        #expect(TextChange.marked(from: old, to: new) == marked)
    }

    @Test func nothingIsMarkedWhenNothingIsShared() {
        #expect(TextChange.marked(from: "Yes", to: "OK") == nil)
        #expect(TextChange.marked(from: "Same", to: "Same") == nil)
        #expect(TextChange.marked(from: "", to: "New") == nil)
    }

    @Test func aRepeatedLetterIsNotCountedTwice() {
        // "aa" → "aaa": prefix and suffix overlap; one "a" was inserted, not a negative span.
        #expect(TextChange.marked(from: "aa", to: "aaa") == "aa[+a]")
    }
}
