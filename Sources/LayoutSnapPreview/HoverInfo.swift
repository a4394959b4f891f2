import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapRender

/// What the page shows when a view is hovered: its frame (in its superview, as UIKit states
/// it), its kind, a scroll view's content size, and the constraints acting on it with their
/// source lines; plus where each drawing's origin lies in root coordinates, to place the
/// highlight.
struct HoverInfo {
    struct View {
        var kind: String
        var frame: [Double]
        var absolute: [Double]
        var contentSize: [Double]?
        var constraints: [Int]
        /// By drawing mode, the part of the view its clipping ancestors leave visible (scroll
        /// views on screen, views that clip to bounds), when that is less than its frame; an
        /// empty rectangle when nothing of it shows.
        var visible: [String: [Double]]?
    }

    struct Constraint {
        var summary: String
        var source: String
        var views: [String]
        var priority: Int
        var broken: Bool
        var generated: Bool
    }

    var origins: [String: [Double]]
    var views: [String: View]
    var constraints: [Constraint]

    init(_ scenario: Scenario, _ layout: LayoutResult) {
        let ids = Set(layout.views.map(\.id))
        // `scroll.content`, `root.safeArea`: the view is the part before the first dot.
        func view(_ item: String) -> String? {
            if ids.contains(item) { return item }
            let head = String(item.prefix { $0 != "." })
            return ids.contains(head) ? head : nil
        }
        constraints = layout.constraints.map { constraint in
            var views: [String] = []
            for item in [constraint.first.item, constraint.second?.item].compactMap({ $0 }) {
                if let id = view(item), !views.contains(id) { views.append(id) }
            }
            return Constraint(
                summary: constraint.summary, source: constraint.source.description, views: views, priority: constraint.priority,
                broken: constraint.isBroken, generated: constraint.isGenerated)
        }
        var acting: [String: [Int]] = [:]
        for (index, constraint) in constraints.enumerated() {
            for id in constraint.views { acting[id, default: []].append(index) }
        }
        func numbers(_ rect: Rect) -> [Double] { [rect.x, rect.y, rect.width, rect.height] }
        let tree = ViewTree(root: scenario.root)
        // What the drawing shows of the view: its frame within its clipping ancestors.
        func visible(_ view: ViewLayout, mode: RenderMode) -> Rect {
            guard let region = visibleRegion(ofChildrenIn: view.id, including: false, tree: tree, layout: layout, mode: mode) else {
                return view.absolute
            }
            return view.absolute.intersection(region) ?? Rect(x: view.absolute.x, y: view.absolute.y, width: 0, height: 0)
        }
        views = Dictionary(
            uniqueKeysWithValues: layout.views.map { view in
                var clipped: [String: [Double]] = [:]
                for mode in RenderMode.allCases {
                    let shown = visible(view, mode: mode)
                    if shown != view.absolute { clipped[mode.rawValue] = numbers(shown) }
                }
                return (
                    view.id,
                    View(
                        kind: view.kind.rawValue, frame: numbers(view.frame), absolute: numbers(view.absolute),
                        contentSize: view.scroll.map { [$0.contentSize.width, $0.contentSize.height] }, constraints: acting[view.id] ?? [],
                        visible: clipped.isEmpty ? nil : clipped)
                )
            })
        origins = Dictionary(
            uniqueKeysWithValues: RenderMode.allCases.map { mode in
                let bounds = Renderer.canvasBounds(scenario, layout: layout, mode: mode)
                return (mode.rawValue, [bounds.x, bounds.y])
            })
    }

    /// The JSON the page reads, keys sorted. Written directly: Foundation's encoder cost a
    /// third of the hover data's time on a page redraw.
    var json: String {
        func numbers(_ values: [Double]) -> JSONValue { .array(values.map(JSONValue.number)) }
        func object(_ entries: [(String, JSONValue?)]) -> JSONValue { .object(entries.compactMap { key, value in value.map { (key, $0) } }) }
        let value = object([
            (
                "constraints",
                .array(
                    constraints.map { constraint in
                        object([
                            ("broken", .bool(constraint.broken)), ("generated", .bool(constraint.generated)),
                            ("priority", .number(Double(constraint.priority))), ("source", .string(constraint.source)),
                            ("summary", .string(constraint.summary)), ("views", .array(constraint.views.map(JSONValue.string))),
                        ])
                    })
            ),
            ("origins", .object(origins.sorted { $0.key < $1.key }.map { ($0.key, numbers($0.value)) })),
            (
                "views",
                .object(
                    views.sorted { $0.key < $1.key }.map { id, view in
                        (
                            id,
                            object([
                                ("absolute", numbers(view.absolute)), ("constraints", .array(view.constraints.map { .number(Double($0)) })),
                                ("contentSize", view.contentSize.map(numbers)), ("frame", numbers(view.frame)), ("kind", .string(view.kind)),
                                ("visible", view.visible.map { visible in .object(visible.sorted { $0.key < $1.key }.map { ($0.key, numbers($0.value)) }) }),
                            ])
                        )
                    })
            ),
        ])
        // Safe inside a <script> element.
        return value.compact().replacingEach([("</", "<\\/")])
    }
}
