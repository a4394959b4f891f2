import LayoutSnapScenario

extension TreeBuilder {
    /// A control as the canvas of the Xcode that saved the file draws it, where that is not as
    /// layoutsnap draws it today: its intrinsic size and, where its frame's margins changed, its
    /// alignment-rectangle insets. Nil where the control is today's. With `storedSizes`, a size
    /// the file keeps from an earlier Xcode stands too.
    static func canvasMetrics(of element: XMLElement, screen: ScreenMetrics, storedSizes: Bool) -> (size: IntrinsicSize, alignmentRectInsets: Insets?)? {
        switch element.name {
        case "progressView" where (1..<17000).contains(screen.toolsVersion):
            // A progress view was 2 points tall until iOS 14 (Xcode 12): the wide corpus's
            // Xcode 10.2 and 11 files store 2, its Xcode 12.4 ones 4.
            (IntrinsicSize(width: nil, height: 2), nil)
        case "searchBar" where screen.isXcode26:
            // Xcode 26 draws a search bar 64 points tall (IQKeyboardManager's and Go Map!!'s,
            // minimal and default), the Xcodes before and after 56.
            (IntrinsicSize(width: nil, height: 64), nil)
        case "searchBar" where screen.predatesIOS11:
            // iOS 11 (Xcode 9) made a search bar 56 points tall; the Xcodes before drew it 44
            // (every search bar the corpus's Xcode 4 to 8 files store: Yep's, Energy's, RxSwift's).
            (IntrinsicSize(width: nil, height: 44), nil)
        case "slider" where screen.isXcode26:
            // The same Xcode draws a slider 34 points tall with its frame its alignment
            // rectangle: NetNewsWire's (toolsVersion 24765) 16 from a cell's sides and 10 from
            // its top and bottom, stored at x = 16 in a 54-point row; Datadog's (24412) in a
            // fill stack, stored at the stack's own x and width. Earlier files' sliders (Agora's,
            // 23504) are 31 tall, 2 wider on each side than their constraints.
            (IntrinsicSize(width: nil, height: 34), .zero)
        case "slider" where storedSizes && DocumentReader.rect(element).map { abs($0.height - 34) < 0.01 } == true:
            // Xcode 12.0 drew a slider 34 points tall (Esri's files of toolsVersion 17156), and
            // a file keeps a frame until that view is laid out again: nRF Mesh's cells, saved
            // since by Xcode 13.3 and 16.3, still store 34 with everything below laid out on it.
            // Its alignment rectangle is the slider's usual one, a point shorter below.
            (IntrinsicSize(width: nil, height: 34 - ViewKind.slider.descriptor.alignmentRectInsets.bottom), nil)
        default: nil
        }
    }

    /// The alignment-rectangle insets of an image view showing an SF Symbol, where the corpus
    /// shows them the same whatever the view's size: a circled symbol's frame is a half point
    /// inside its constrained rectangle above and below (nRF's play.circle, 44 × 43 stored
    /// 44 × 42; its arrow.clockwise.circle and plus.circle.fill, Loop's questionmark.circle.fill
    /// and exclamationmark.circle.fill, OnionBrowser's checkmark.circle.fill: 19 to 44 points,
    /// Xcode 11.4 to 16). Other symbols' insets differ by symbol and are not in the file.
    static func symbolAlignmentRectInsets(_ name: String) -> Insets? {
        guard name.split(separator: ".").contains("circle") else { return nil }
        return Insets(top: -0.5, left: 0, bottom: -0.5, right: 0)
    }
}
