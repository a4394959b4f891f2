import ArgumentParser
import Foundation
import LayoutSnapInterfaceBuilder
import LayoutSnapLayout
import LayoutSnapScenario

/// `layoutsnap fidelity`: how closely Interface Builder files lay out to the frames Xcode
/// stored in them, per file, with the distribution of the differences.
struct FidelityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fidelity",
        abstract: "Compare Interface Builder files' layouts with the frames Xcode stored in them.")

    @Argument(help: "Interface Builder files, or directories holding them.")
    var paths: [String]

    @Option(help: "'stored' (Xcode's canvas: the sizes it stored for text and images, and the frames of views nothing inside sizes) or 'measured' (Pango).")
    var intrinsicSizes: IntrinsicSizeSource = .stored

    @Option(help: "Within how many points a frame counts as matching.")
    var tolerance: Double = 0.5

    @Option(help: "A SOURCES.tsv whose 'viol:' entries name constraints the stored frames break (their views are left out).")
    var sources: String?

    @Flag(help: "Also leave out views whose stored frames break their own constraints (found, not listed) and views Xcode flags misplaced or ambiguous.")
    var findMisplaced = false

    @Flag(help: "List every view that misses, and every view left out with why.")
    var verbose = false

    func run() throws {
        let stale = sources.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }.map(Fidelity.staleConstraints) ?? [:]
        let engine = LayoutEngine()
        var all: [Fidelity.Comparison] = []
        var misplaced: [Fidelity.Comparison] = []
        var unreadable: [String] = []
        print("file                                           views  within   share")
        for file in try scenarioFiles(paths) where InterfaceBuilderFile.isInterfaceBuilderFile(file) {
            let name = (file as NSString).lastPathComponent
            let fidelity: Fidelity
            do {
                fidelity = try Fidelity.measure(
                    file: file, intrinsicSizes: intrinsicSizes, staleConstraints: stale[name] ?? [], findMisplaced: findMisplaced, engine: engine)
            } catch {
                // One unreadable file of a corpus says nothing about the others: name it and go on.
                unreadable.append(error.description)
                print(name.padding(toLength: 46, withPad: " ", startingAt: 0) + "  not read")
                continue
            }
            for miss in fidelity.comparisons where miss.difference > tolerance && verbose {
                print("  miss \(miss.scenario) \(miss.view) (\(miss.interfaceBuilderID)): solved \(describe(miss.solved)), stored \(describe(miss.stored))")
            }
            for leftOut in fidelity.misplaced where verbose {
                print("  left out \(leftOut.scenario) \(leftOut.view) (\(leftOut.interfaceBuilderID)): \(leftOut.leftOutBecause ?? "stale")")
            }
            all += fidelity.comparisons
            misplaced += fidelity.misplaced
            print(row(name, fidelity.comparisons.count, fidelity.within(tolerance), left: fidelity.misplaced.count))
        }
        print(row("all", all.count, all.filter { $0.difference <= tolerance }.count, left: misplaced.count))
        if !misplaced.isEmpty {
            let counted = all + misplaced
            print(
                "counting the \(misplaced.count) left out as misplaced too: "
                    + String(format: "%d of %d (%.1f%%)", counted.filter { $0.difference <= tolerance }.count, counted.count,
                        100 * Double(counted.filter { $0.difference <= tolerance }.count) / Double(counted.count)))
        }
        let sorted = all.map(\.difference).sorted()
        if !sorted.isEmpty {
            func quantile(_ q: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * q))] }
            print(String(format: "largest difference per view: median %.2f pt, 90th percentile %.2f pt, max %.2f pt", quantile(0.5), quantile(0.9), sorted.last ?? 0))
        }
        if !unreadable.isEmpty {
            throw InputError(message: unreadable.joined(separator: "\n") + "\n\(unreadable.count) file(s) could not be read")
        }
    }

    private func row(_ name: String, _ views: Int, _ within: Int, left: Int) -> String {
        let share = views == 0 ? 100 : 100 * Double(within) / Double(views)
        return name.padding(toLength: 46, withPad: " ", startingAt: 0) + String(format: " %6d  %6d  %5.1f%%", views, within, share)
            + (left > 0 ? "  (\(left) misplaced left out)" : "")
    }

    private func describe(_ rect: Rect) -> String {
        "(\(NumberText.json(rect.x)), \(NumberText.json(rect.y)), \(NumberText.json(rect.width)) × \(NumberText.json(rect.height)))"
    }
}
