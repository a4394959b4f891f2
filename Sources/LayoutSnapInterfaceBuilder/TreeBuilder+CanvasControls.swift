import LayoutSnapScenario

extension TreeBuilder {
    /// A control as the canvas of the Xcode that saved the file draws it, where that is not as
    /// layoutsnap draws it today: its intrinsic size and, where its frame's margins changed, its
    /// alignment-rectangle insets. Nil where the control is today's.
    static func canvasMetrics(of element: String, screen: ScreenMetrics) -> (size: IntrinsicSize, alignmentRectInsets: Insets?)? {
        switch element {
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
        default: nil
        }
    }
}
