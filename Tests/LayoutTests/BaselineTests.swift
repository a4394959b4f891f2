import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText
import Testing

/// First and last baselines: from the Pango layout that measures and draws a label; a label's
/// first hangs from its top and its last from its bottom, a control's follow its centred text,
/// and any other view's baseline is its bottom.
@Suite struct BaselineTests {
    /// An empty text field still has its font's baseline, centred like its text's: a field
    /// aligned by baseline with a label does not move when text is typed into it (Twilio's
    /// quickstarts, Xcode 14: an empty 30-point field on a "Room:" label's baseline).
    @Test func anEmptyTextFieldKeepsItsFontsBaseline() throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 300, height: 400, scale: 1}
            root:
              subviews:
                - {id: label, type: label, text: "Room:"}
                - {id: empty, type: textField}
                - {id: filled, type: textField, text: "Lobby"}
            constraints:
              - label.leading == root.leading + 16
              - label.top == root.top + 100
              - empty.leading == label.trailing + 8
              - filled.leading == empty.trailing + 8
              - empty.height == 30
              - filled.height == 30
              - empty.lastBaseline == label.lastBaseline
              - filled.lastBaseline == label.lastBaseline
            """).first)
        let empty = try #require(result.view("empty")), filled = try #require(result.view("filled"))
        #expect(empty.frame.y == filled.frame.y, "\(empty.frame) \(filled.frame)")
        // Centred: not with its bottom on the label's baseline.
        let label = try #require(result.view("label"))
        #expect(empty.frame.y + 30 > label.frame.y + (label.lastBaseline ?? 0) + 4)
    }

    @Test func aLabelsBaselinesComeFromPango() throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 300, height: 400, scale: 1}
            root:
              subviews:
                - {id: one, type: label, text: "Héllo", font: 20}
                - {id: three, type: label, text: "one two three four five six seven eight nine ten eleven", lines: 0}
                - {id: tall, type: label, text: "Centred", font: 20}
            constraints:
              - one.leading == root.leading
              - one.top == root.top
              - H:|[three]|
              - three.top == root.top + 100
              - tall.leading == root.leading
              - tall.top == root.top + 300
              - tall.height == 60
            """).first)
        let oneSize = SharedEngine.shared.measure("Héllo", style: TextStyle(size: 20), width: nil)
        let one = try #require(result.view("one"))
        #expect(close(one.firstBaseline ?? .nan, oneSize.firstBaseline, within: 1e-4) && one.firstBaseline == one.lastBaseline)

        let three = try #require(result.view("three"))
        let text = "one two three four five six seven eight nine ten eleven"
        let wrapped = SharedEngine.shared.measure(text, style: TextStyle(lines: 0, lineBreak: .wordWrap), width: 300)
        #expect(wrapped.lineCount >= 2)
        #expect(close(three.lastBaseline ?? .nan, wrapped.lastBaseline, within: 1e-4))
        #expect(close((three.lastBaseline ?? 0) - (three.firstBaseline ?? 0), wrapped.lastBaseline - wrapped.firstBaseline, within: 1e-4))

        // A label taller than its text: its first baseline stays as far below its top, its
        // last as far above its bottom, as UIView's baseline offsets do (not with the centre).
        let tall = try #require(result.view("tall"))
        #expect(close(tall.firstBaseline ?? .nan, oneSize.firstBaseline, within: 1e-4))
        #expect(close(tall.lastBaseline ?? .nan, 60 - (oneSize.height - oneSize.lastBaseline), within: 1e-4))
    }

    /// Xcode's canvas agrees: a label stretched past its text by its row's constraints keeps
    /// its first baseline where an unstretched one on the same top has it (Esri's samples pin
    /// a value label's first baseline to its stretched caption's; 11 of their stored frames).
    @Test func aStretchedLabelsFirstBaselineFollowsItsTop() throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 300, height: 200, scale: 1}
            root:
              subviews:
                - {id: caption, type: label, text: "Altitude"}
                - {id: value, type: label, text: "45"}
                - {id: unit, type: label, text: "m"}
            constraints:
              - caption.leading == root.leading + 16
              - caption.top == root.top + 12
              - caption.height == 40
              - value.leading == caption.trailing + 8
              - value.firstBaseline == caption.firstBaseline
              - unit.leading == value.trailing + 8
              - unit.lastBaseline == caption.lastBaseline
            """).first)
        #expect(result.view("value")?.frame.y == 12)
        let caption = try #require(result.view("caption")), unit = try #require(result.view("unit"))
        #expect(close(unit.exactAbsolute.y + unit.exactAbsolute.height, caption.exactAbsolute.y + 40, within: 1e-4), "\(unit.exactAbsolute)")
        #expect(result.diagnostics.isEmpty)
    }

    /// iOS 10's labels (`lastBaseline: top`): stretched taller than its text, a one-line
    /// label's last baseline is its first, where the text's top puts it; an unknown value is a
    /// located error.
    @Test func anIOS10LabelsLastBaselineFollowsItsTop() throws {
        let yaml = """
            device: {width: 300, height: 200, scale: 1}
            root:
              subviews:
                - {id: caption, type: label, text: "Last Name:", lastBaseline: top}
            constraints:
              - caption.leading == root.leading + 16
              - caption.top == root.top + 12
              - caption.height == 40
            """
        let caption = try #require(try layOut(yaml: yaml).first?.view("caption"))
        let line = SharedEngine.shared.measure("Last Name:", style: TextStyle(), width: nil)
        #expect(close(caption.lastBaseline ?? .nan, line.firstBaseline, within: 1e-4) && caption.firstBaseline == caption.lastBaseline)
        let error = #expect(throws: ScenarioError.self) { try layOut(yaml: yaml.replacingOccurrences(of: "lastBaseline: top", with: "lastBaseline: middle")) }
        #expect(error?.location.line == 4 && error?.message.hasPrefix("unknown lastBaseline 'middle'") == true, "\(String(describing: error))")
    }

    @Test func visualFormatAlignsFirstBaselinesOfDifferentSizes() throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 400, height: 200, scale: 1}
            root:
              subviews:
                - {id: big, type: label, text: "Big", font: 40}
                - {id: small, type: label, text: "small", font: 12}
                - {id: cjk, type: label, text: "中文标签", font: {family: "Noto Sans CJK SC", size: 18}}
                - {id: box, intrinsicSize: [20, 20]}
            constraints:
              - {vfl: "H:|-[big]-[small]-[cjk]-[box]", options: [alignAllFirstBaseline]}
              - big.top == root.top + 10
            """).first)
        func baseline(_ id: String) throws -> Double {
            let view = try #require(result.view(id))
            return view.exactAbsolute.y + (view.firstBaseline ?? view.exactAbsolute.height)
        }
        let big = try baseline("big")
        #expect(close(try baseline("small"), big, within: 1e-4))
        #expect(close(try baseline("cjk"), big, within: 1e-4))
        // A plain view has no baseline: for the first, Auto Layout takes its top edge.
        #expect(close(result.absolute("box").y, big, within: 1e-4))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func lastBaselineOfAWrappingLabelFollowsItsWidth() throws {
        let result = try #require(try layOut(yaml: """
            device: {width: 200, height: 300, scale: 1}
            root:
              subviews:
                - {id: body, type: label, text: "A caption long enough to wrap onto a few lines here", lines: 0, compressionResistance: {h: 749}}
                - {id: price, type: label, text: "€14", font: 22}
            constraints:
              - {vfl: "H:|[body]-8-[price]|", options: [alignAllLastBaseline]}
              - body.top == root.top
            """).first)
        let body = try #require(result.view("body")), price = try #require(result.view("price"))
        #expect(close(body.exactAbsolute.y + (body.lastBaseline ?? .nan), price.exactAbsolute.y + (price.lastBaseline ?? .nan), within: 1e-4))
        #expect((body.lastBaseline ?? 0) > (body.firstBaseline ?? 0))
    }

    @Test func stackBaselineAlignmentLinesUpTextAndControls() throws {
        let result = try #require(try layOut("scenarios/screens/baseline-card.yaml")["default"])
        func baseline(_ id: String) throws -> Double {
            let view = try #require(result.view(id))
            return view.exactAbsolute.y + (view.firstBaseline ?? view.exactAbsolute.height)
        }
        #expect(close(try baseline("name"), try baseline("kind"), within: 1e-4))
        #expect(close(try baseline("icon"), try baseline("name"), within: 1e-4))
        let caption = try #require(result.view("caption")), price = try #require(result.view("price"))
        #expect(close(caption.exactAbsolute.y + (caption.lastBaseline ?? .nan), price.exactAbsolute.y + (price.lastBaseline ?? .nan), within: 1e-4))
        #expect(result.diagnostics.isEmpty)
    }
}
