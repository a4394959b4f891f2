import CCairo
import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText

// A plain, recognisable iOS look for controls: tinted titles, a rounded field with grey
// placeholder text, a switch pill, segment and slider tracks. Colours are UIKit's system
// colours in the light appearance.

extension SceneDrawer {
    /// A UIKit system colour in the render's appearance.
    func system(_ name: String) -> Color {
        (Color.named(name) ?? Color(red: 0.5, green: 0.5, blue: 0.5)).resolved(for: layout.traits.appearance)
    }

    private var separatorGrey: Color { system("opaqueSeparator") }
    private var placeholderGrey: Color { system("placeholderText") }
    private var trackGrey: Color { system("systemGray5") }
    private var fillGrey: Color { system("tertiarySystemFill") }
    private var white: Color { Color(red: 1, green: 1, blue: 1) }

    func drawControl(_ view: ViewSpec, _ control: ControlSpec, in frame: Rect) {
        guard frame.width > 0, frame.height > 0 else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        // A field's text sits at its leading edge.
        let natural: TextStyle.Alignment = view.isRightToLeft ? .right : .left
        switch view.kind {
        case .button:
            let box = frame.inset(by: control.contentInsets)
            drawCentredText(control.title ?? "", font: control.font, color: control.tint, in: box)
        case .textField:
            roundedRectangle(frame.inset(by: Insets(all: 0.25)), radius: 5)
            setColor(separatorGrey)
            cairo_set_line_width(cairo, 0.5)
            cairo_stroke(cairo)
            let box = frame.inset(by: control.contentInsets)
            let text = control.title ?? ""
            if text.isEmpty {
                drawCentredText(control.placeholder ?? "", font: control.font, color: placeholderGrey, in: box, alignment: natural, rightToLeft: view.isRightToLeft)
            } else {
                drawCentredText(text, font: control.font, color: control.textColor, in: box, alignment: natural, rightToLeft: view.isRightToLeft)
            }
        case .textView:
            let box = frame.inset(by: control.contentInsets)
            let style = TextStyle(
                family: control.font.family, size: control.font.size, weight: control.font.weight, lines: 0, lineBreak: .wordWrap,
                alignment: natural, rightToLeft: view.isRightToLeft)
            cairo_rectangle(cairo, frame.x, frame.y, frame.width, frame.height)
            cairo_clip(cairo)
            setColor(control.textColor)
            cairo_move_to(cairo, box.x, box.y)
            measurer.draw(control.title ?? "", style: style, width: max(0, box.width), on: cairo)
        case .switch: drawSwitch(control, in: frame, rightToLeft: view.isRightToLeft)
        case .activityIndicator: drawActivityIndicator(in: frame)
        case .segmented: drawSegments(control, in: frame)
        case .slider:
            // Right to left, UISlider's minimum is on the right (as UIProgressView fills from
            // the right and UIPageControl counts from the right).
            let track = Rect(x: frame.x, y: frame.y + frame.height / 2 - 2, width: frame.width, height: 4)
            drawTrack(track, value: control.value, tint: control.tint, rightToLeft: view.isRightToLeft)
            let knob = 28.0, travel = (frame.width - knob) * control.value
            let x = view.isRightToLeft ? frame.x + frame.width - knob / 2 - travel : frame.x + knob / 2 + travel
            cairo_arc(cairo, x, frame.y + frame.height / 2, knob / 2, 0, 2 * Double.pi)
            setColor(white)
            cairo_fill_preserve(cairo)
            setColor(separatorGrey)
            cairo_set_line_width(cairo, 0.5)
            cairo_stroke(cairo)
        case .progress: drawTrack(frame, value: control.value, tint: control.tint, rightToLeft: view.isRightToLeft)
        case .pageControl: drawPageDots(control, in: frame, rightToLeft: view.isRightToLeft)
        case .stepper: drawStepper(control, in: frame)
        case .view, .scroll, .label, .image, .stack: break
        }
    }

    private func drawCentredText(
        _ text: String, font: FontSpec, color: Color, in box: Rect, alignment: TextStyle.Alignment = .center, rightToLeft: Bool = false
    ) {
        guard !text.isEmpty, box.width > 0 else { return }
        let style = TextStyle(family: font.family, size: font.size, weight: font.weight, lines: 1, alignment: alignment, rightToLeft: rightToLeft)
        let size = measurer.size(of: text, style: style, width: box.width)
        setColor(color)
        cairo_move_to(cairo, box.x, box.y + (box.height - size.height) / 2)
        measurer.draw(text, style: style, width: box.width, on: cairo)
    }

    private func drawSwitch(_ control: ControlSpec, in frame: Rect, rightToLeft: Bool) {
        // The pill is the 51×31 frame; the knob a 27-point circle inset by 2.
        roundedRectangle(frame, radius: frame.height / 2)
        setColor(control.isOn ? system("systemGreen") : trackGrey)
        cairo_fill(cairo)
        let radius = max(0, frame.height / 2 - 2)
        // On, the knob sits at the trailing end.
        let atRight = control.isOn != rightToLeft
        let x = atRight ? frame.x + frame.width - 2 - radius : frame.x + 2 + radius
        cairo_arc(cairo, x, frame.y + frame.height / 2, radius, 0, 2 * Double.pi)
        setColor(white)
        cairo_fill_preserve(cairo)
        setColor(Color(red: 0, green: 0, blue: 0, alpha: 0.06))
        cairo_set_line_width(cairo, 0.5)
        cairo_stroke(cairo)
    }

    private func drawStepper(_ control: ControlSpec, in frame: Rect) {
        // iOS 13's stepper: a rounded grey field split in two, − on the left and + on the
        // right (they do not mirror); the one at the end of the range is drawn disabled.
        roundedRectangle(frame, radius: min(8, frame.height / 2))
        setColor(fillGrey)
        cairo_fill(cairo)
        let middle = frame.x + frame.width / 2, cy = frame.y + frame.height / 2
        let inset = min(8, frame.height / 4)
        cairo_rectangle(cairo, middle - 0.5, frame.y + inset, 1, max(0, frame.height - 2 * inset))
        setColor(separatorGrey)
        cairo_fill(cairo)
        let arm = min(7, frame.height / 4, frame.width / 8)
        cairo_set_line_width(cairo, 2)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        for (centre, plus) in [(frame.x + frame.width / 4, false), (frame.x + frame.width * 3 / 4, true)] {
            cairo_move_to(cairo, centre - arm, cy)
            cairo_line_to(cairo, centre + arm, cy)
            if plus {
                cairo_move_to(cairo, centre, cy - arm)
                cairo_line_to(cairo, centre, cy + arm)
            }
            let atEnd = plus ? control.value >= control.maximum : control.value <= control.minimum
            setColor(system(atEnd ? "tertiaryLabel" : "label"))
            cairo_stroke(cairo)
        }
    }

    private func drawActivityIndicator(in frame: Rect) {
        // Eight spokes, fading round the circle, as the medium and large styles draw them.
        let cx = frame.x + frame.width / 2, cy = frame.y + frame.height / 2
        let outer = min(frame.width, frame.height) / 2, inner = outer * 0.45
        cairo_set_line_width(cairo, max(1, outer * 0.2))
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        for spoke in 0..<8 {
            let angle = Double(spoke) * Double.pi / 4 - Double.pi / 2
            cairo_move_to(cairo, cx + cos(angle) * inner, cy + sin(angle) * inner)
            cairo_line_to(cairo, cx + cos(angle) * (outer - 1), cy + sin(angle) * (outer - 1))
            setColor(system("secondaryLabel").withAlpha(0.2 + 0.1 * Double(spoke)))
            cairo_stroke(cairo)
        }
    }

    private func drawSegments(_ control: ControlSpec, in frame: Rect) {
        roundedRectangle(frame, radius: 8)
        setColor(fillGrey)
        cairo_fill(cairo)
        let count = max(1, control.segments.count)
        let width = frame.width / Double(count)
        for (index, title) in control.segments.enumerated() {
            let segment = Rect(x: frame.x + Double(index) * width, y: frame.y, width: width, height: frame.height)
            if index == control.selectedSegment {
                roundedRectangle(segment.inset(by: Insets(all: 2)), radius: 7)
                // The selected segment: white, or dark grey in the dark appearance.
                setColor(layout.traits.appearance == .dark ? system("systemGray") .withAlpha(0.7) : white)
                cairo_fill(cairo)
            } else if index > 0 && index - 1 != control.selectedSegment {
                cairo_rectangle(cairo, segment.x - 0.5, frame.y + frame.height * 0.25, 1, frame.height * 0.5)
                setColor(separatorGrey)
                cairo_fill(cairo)
            }
            var font = control.font
            if index == control.selectedSegment { font.weight = max(font.weight, 600) }
            drawCentredText(title, font: font, color: system("label"), in: segment.inset(by: Insets(top: 0, left: 4, bottom: 0, right: 4)))
        }
    }

    private func drawTrack(_ track: Rect, value: Double, tint: Color, rightToLeft: Bool) {
        roundedRectangle(track, radius: track.height / 2)
        setColor(trackGrey)
        cairo_fill(cairo)
        let width = track.width * value
        let filled = Rect(x: rightToLeft ? track.x + track.width - width : track.x, y: track.y, width: width, height: track.height)
        roundedRectangle(filled, radius: track.height / 2)
        setColor(tint)
        cairo_fill(cairo)
    }

    private func drawPageDots(_ control: ControlSpec, in frame: Rect, rightToLeft: Bool) {
        guard control.pages > 0 else { return }
        let spacing = ControlMetrics.pageIndicator
        let start = frame.x + (frame.width - Double(control.pages) * spacing) / 2 + spacing / 2
        for page in 0..<control.pages {
            let slot = rightToLeft ? control.pages - 1 - page : page
            cairo_arc(cairo, start + Double(slot) * spacing, frame.y + frame.height / 2, 3.5, 0, 2 * Double.pi)
            setColor(system("label").withAlpha(page == control.currentPage ? 0.8 : 0.25))
            cairo_fill(cairo)
        }
    }
}

extension Color {
    func withAlpha(_ alpha: Double) -> Color {
        var copy = self
        copy.alpha = alpha
        return copy
    }
}

extension Rect {
    func inset(by insets: Insets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top, width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }
}
