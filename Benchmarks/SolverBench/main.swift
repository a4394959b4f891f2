// Builds and solves the benchmark systems of Benchmarks/systems.md, the same ones
// Benchmarks/kiwi_bench.py builds for kiwisolver, and prints one JSON line per run:
//   solver-bench CASE N [REPEATS]  →  {"case": …, "n": …, "seconds": …, "check": …, "peak_rss_mb": …}
// `check` is a value from the solution that the driver compares between the two solvers.
import ConstraintSolver
import Foundation

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
}

/// A stack of `count` views in a content view: left/right 16 from the content view, each top 8
/// below the previous bottom, height 44 (or three competing priorities), the content view's
/// bottom 8 below the last view.
func stack(_ count: Int, competing: Bool, fixedWidth: Bool = true, solver: Solver) throws -> (
    rootWidth: Variable, contentHeight: Variable, lastWidth: Variable
) {
    let rootWidth = Variable("root.width")
    let contentLeft = Variable("content.left"), contentTop = Variable("content.top")
    let contentWidth = Variable("content.width"), contentHeight = Variable("content.height")
    try solver.add(contentLeft == 0)
    try solver.add(contentTop == 0)
    try solver.add(contentWidth == rootWidth)
    if fixedWidth { try solver.add(rootWidth == 375) }
    var previousBottom: LinearExpression = contentTop + 0
    var lastWidth = contentWidth
    for index in 0..<count {
        let left = Variable("v\(index).left"), top = Variable("v\(index).top")
        let width = Variable("v\(index).width"), height = Variable("v\(index).height")
        try solver.add(left == contentLeft + 16)
        try solver.add(left + width == contentLeft + contentWidth - 16)
        try solver.add(top == previousBottom + 8)
        if competing {
            try solver.add((height >= 30).withPriority(750))
            try solver.add((height <= 60).withPriority(250))
            try solver.add((height == 100).withPriority(500))
        } else {
            try solver.add(height == 44)
        }
        previousBottom = top + height
        lastWidth = width
    }
    try solver.add(contentTop + contentHeight == previousBottom + 8)
    return (rootWidth, contentHeight, lastWidth)
}

/// A side×side grid of cells in a 1000×1000 container with 8 pt gaps, equal widths along
/// each row and equal heights down each column.
func grid(_ side: Int, solver: Solver) throws -> Variable {
    var lefts: [[Variable]] = [], tops: [[Variable]] = [], widths: [[Variable]] = [], heights: [[Variable]] = []
    for row in 0..<side {
        lefts.append((0..<side).map { Variable("c\(row)_\($0).left") })
        tops.append((0..<side).map { Variable("c\(row)_\($0).top") })
        widths.append((0..<side).map { Variable("c\(row)_\($0).width") })
        heights.append((0..<side).map { Variable("c\(row)_\($0).height") })
    }
    for row in 0..<side {
        for column in 0..<side {
            if column == 0 {
                try solver.add(lefts[row][column] == 8)
            } else {
                try solver.add(lefts[row][column] == lefts[row][column - 1] + widths[row][column - 1] + 8)
                try solver.add(widths[row][column] == widths[row][0])
            }
            if row == 0 {
                try solver.add(tops[row][column] == 8)
            } else {
                try solver.add(tops[row][column] == tops[row - 1][column] + heights[row - 1][column] + 8)
                try solver.add(heights[row][column] == heights[0][column])
            }
        }
        try solver.add(lefts[row][side - 1] + widths[row][side - 1] + 8 == 1000)
    }
    for column in 0..<side {
        try solver.add(tops[side - 1][column] + heights[side - 1][column] + 8 == 1000)
    }
    return widths[side - 1][side - 1]
}

let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4, let count = Int(arguments[2]) else {
    FileHandle.standardError.write("usage: solver-bench stack|competing|grid|edit|edit-all N [REPEATS]\n".data(using: .utf8)!)
    exit(2)
}
let name = arguments[1]
// With REPEATS, a small system is built and solved that many times in this process, each in a
// fresh solver, and the median is reported: one run of a 20-view system is too short to time.
let repeats = arguments.count == 4 ? max(1, Int(arguments[3]) ?? 1) : 1
var solver = Solver()
var check = 0.0
var elapsed = 0.0
var suggestions = 0

/// The median time of `repeats` runs of `body`, each with a fresh solver.
@MainActor func median(_ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for _ in 0..<repeats {
        solver = Solver()
        samples.append(try seconds(body))
    }
    return samples.sorted()[samples.count / 2]
}

switch name {
case "stack", "competing":
    elapsed = try median {
        let built = try stack(count, competing: name == "competing", solver: solver)
        check = solver.value(of: built.contentHeight)
    }
case "grid":
    elapsed = try median {
        let cellWidth = try grid(count, solver: solver)
        check = solver.value(of: cellWidth)
    }
case "edit", "edit-all":
    // Build outside the timing; time suggestions of the root width, 375 ↔ 320, ending on 320.
    // "edit" reads one value after each suggestion (values are computed lazily); "edit-all"
    // reads every variable, as kiwi's updateVariables() does.
    let (rootWidth, _, lastWidth) = try stack(count, competing: false, fixedWidth: false, solver: solver)
    try solver.addEditVariable(rootWidth, priority: 999)
    try solver.suggestValue(375, for: rootWidth)
    let allVariables = solver.variables
    _ = solver.value(of: lastWidth)
    suggestions = 201
    elapsed = try seconds {
        for index in 0..<suggestions {
            try solver.suggestValue(index % 2 == 0 ? 320 : 375, for: rootWidth)
            if name == "edit-all" {
                precondition(solver.values(of: allVariables).allSatisfy(\.isFinite))
            }
            check = solver.value(of: lastWidth)
        }
    } / Double(suggestions)
default:
    FileHandle.standardError.write("unknown case \(name)\n".data(using: .utf8)!)
    exit(2)
}
print(
    "{\"case\": \"\(name)\", \"n\": \(count), \"seconds\": \(elapsed), \"check\": \(check), \"peak_rss_mb\": \(peakResidentMegabytes())}"
)
