/// What kind of UIKit view a scenario view stands for. Each kind is one descriptor file in
/// this folder (`SliderKind.swift` …), listed once in `ViewKindTable`; no stage switches on
/// the kind.
public struct ViewKind: Hashable, Sendable, CaseIterable, RawRepresentable, CustomStringConvertible {
    /// The name the scenario format's `type` and the layout JSON use.
    public let rawValue: String

    /// The kind of that name; nil for a name no descriptor has.
    public init?(rawValue: String) {
        guard ViewKindTable.byName[rawValue] != nil else { return nil }
        self.rawValue = rawValue
    }

    /// For the descriptors' own constants.
    init(named name: String) { rawValue = name }

    /// Every kind, in the table's order (the order errors and schemas list them in).
    public static var allCases: [ViewKind] { ViewKindTable.kinds }

    public var description: String { rawValue }

    /// What every stage needs of views of this kind.
    package var descriptor: any ViewKindDescriptor { ViewKindTable.byName[rawValue] ?? PlainViewKind() }

    /// The UIControl-like kinds, whose properties live in `ControlSpec`.
    public var isControl: Bool { descriptor.defaultControl != nil }
}
