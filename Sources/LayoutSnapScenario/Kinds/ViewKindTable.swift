/// The one table of view kinds. A new kind is a descriptor file and a line here.
enum ViewKindTable {
    static let all: [any ViewKindDescriptor] = [
        PlainViewKind(), ScrollViewKind(), LabelKind(), ImageViewKind(), StackViewKind(),
        ButtonKind(), TextFieldKind(), TextViewKind(), SwitchKind(), ActivityIndicatorKind(),
        SegmentedControlKind(), SliderKind(), ProgressViewKind(), PageControlKind(), StepperKind(),
        SearchBarKind(),
    ]

    static let kinds = all.map(\.kind)

    static let byName: [String: any ViewKindDescriptor] = Dictionary(
        all.map { ($0.kind.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
}
