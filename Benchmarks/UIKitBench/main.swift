// UIKit-code layer timings (issue 31): a 30-view screen built in code, laid out and drawn to
// PNG in process; one constant changed and laid out again; a 1,000-view hierarchy built and
// laid out. Release build: `make bench-uikit`. Medians of repeated runs, in milliseconds.
import Foundation
import LayoutSnapPipeline
import LayoutSnapRender
import LayoutSnapScenario
import LayoutSnapSnapshots
import LayoutSnapUIKit

/// A settings screen: a title, rows of icon, title, detail and switch in stacks, a divider,
/// a footnote and a button: 30 views with 4 rows, 60 with 9.
@MainActor
final class SettingsScreen: UIViewController {
    let titleLabel = UILabel()
    let rows = UIStackView()
    let rowCount: Int
    var topConstraint: NSLayoutConstraint?

    init(rows: Int) {
        rowCount = rows
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        titleLabel.text = "Settings"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        rows.axis = .vertical
        rows.spacing = 8
        view.addSubview(titleLabel)
        view.addSubview(rows)
        for index in 0..<rowCount {
            let icon = UIView(), title = UILabel(), detail = UILabel(), toggle = UISwitch()
            icon.backgroundColor = .systemBlue
            icon.layer.cornerRadius = 6
            title.text = "Setting \(index + 1)"
            detail.text = "What it changes, in a few words"
            detail.textColor = .secondaryLabel
            detail.font = .systemFont(ofSize: 13)
            let texts = UIStackView(arrangedSubviews: [title, detail])
            texts.axis = .vertical
            let row = UIStackView(arrangedSubviews: [icon, texts, toggle])
            row.spacing = 12
            row.alignment = .center
            icon.snp.makeConstraints { $0.size.equalTo(29) }
            rows.addArrangedSubview(row)
        }
        titleLabel.snp.makeConstraints { make in
            topConstraint = make.top.equalTo(view.safeAreaLayoutGuide).offset(16).constraint.layoutConstraints.first
            make.left.right.equalTo(view.layoutMarginsGuide)
        }
        rows.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(20)
            make.left.right.equalTo(view.layoutMarginsGuide)
        }
        let divider = UIView(), footnote = UILabel(), signOut = UIButton(type: .system)
        divider.backgroundColor = .separator
        footnote.text = "Changes apply to every device signed in to this account."
        footnote.numberOfLines = 0
        footnote.font = .preferredFont(forTextStyle: .footnote)
        signOut.setTitle("Sign Out", for: .normal)
        for extra in [divider, footnote, signOut] { view.addSubview(extra) }
        divider.snp.makeConstraints { make in
            make.top.equalTo(rows.snp.bottom).offset(16)
            make.left.right.equalTo(view.layoutMarginsGuide)
            make.height.equalTo(0.5)
        }
        footnote.snp.makeConstraints { make in
            make.top.equalTo(divider.snp.bottom).offset(16)
            make.left.right.equalTo(view.layoutMarginsGuide)
        }
        signOut.snp.makeConstraints { make in
            make.top.equalTo(footnote.snp.bottom).offset(12)
            make.centerX.equalToSuperview()
        }
    }
}

/// 1,000 views: a root, a stack, 998 labels.
@MainActor
func buildAndLayOutLargeHierarchy() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 20_000))
    let stack = UIStackView()
    stack.axis = .vertical
    root.addSubview(stack)
    stack.snp.makeConstraints { $0.top.left.right.equalToSuperview() }
    for index in 0..<998 {
        let label = UILabel()
        label.text = "Row \(index)"
        stack.addArrangedSubview(label)
    }
    root.layoutIfNeeded()
}

/// The screen as a scenario, laid out and drawn to PNG.
@MainActor
func renderScreen(_ screen: SettingsScreen, with worker: RenderWorker) {
    let scenario = screen.layoutSnapScenario(name: "settings")
    let rendered = RenderJob(scenario: scenario, render: scenario.renders[0], drawings: [RenderJob.image(RenderOptions())]).run(with: worker)
    precondition((try? rendered.outputs[0].get())?.isEmpty == false)
}

/// N from `flag N` on the command line: a mode that only repeats one step, for a profiler.
func profileCount(_ flag: String) -> Int? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return Int(arguments[index + 1])
}

func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

@MainActor
func time(_ runs: Int, _ body: () -> Void) -> Double {
    body()  // warm: fonts, caches
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return median(samples)
}

@MainActor
func main() {
    let quick = CommandLine.arguments.contains("--quick")
    let runs = quick ? 5 : 31
    // The 30-view screen, and one twice its size beside it.
    let screen = SettingsScreen(rows: 4), larger = SettingsScreen(rows: 9)
    screen.loadViewIfNeeded()
    larger.loadViewIfNeeded()
    func count(_ view: UIView) -> Int { 1 + view.subviews.map(count).reduce(0, +) }
    let views = count(screen.view)
    let worker = RenderWorker.current

    // `--profile-engine N`: only the engine's layout, N times, for a profiler to look at.
    if let count = profileCount("--profile-engine") {
        let built = screen.layoutSnapScenario(name: "settings")
        for _ in 0..<count { _ = worker.engine.layout(built, render: built.renders[0], constraintGeometry: false) }
        return
    }
    // A full pass: the model built and solved afresh, as after any change but a constant.
    // `--profile-large N`: only the 1,000-view hierarchy, N times.
    if let count = profileCount("--profile-large") {
        for _ in 0..<count { buildAndLayOutLargeHierarchy() }
        return
    }
    // `--profile-render N`: only the scenario built, laid out and drawn to PNG, N times.
    if let count = profileCount("--profile-render") {
        for _ in 0..<count { renderScreen(screen, with: worker) }
        return
    }
    // `--profile-draw N`: only the laid-out screen drawn and encoded as PNG, N times.
    if let count = profileCount("--profile-draw") {
        let built = screen.layoutSnapScenario(name: "settings")
        let laidOut = worker.layOut(built, render: built.renders[0], constraintGeometry: false)
        for _ in 0..<count { _ = try? worker.draw(laidOut, options: RenderOptions()) }
        return
    }
    // `--profile-edit N`: only the constant edit and its pass, N times.
    if let count = profileCount("--profile-edit") {
        for index in 0..<count {
            screen.topConstraint?.constant = index % 2 == 0 ? 17 : 16
            screen.view.layoutIfNeeded()
        }
        return
    }
    let layout = time(runs) {
        screen.titleLabel.invalidateIntrinsicContentSize()
        screen.view.layoutIfNeeded()
    }
    let unchanged = time(runs) { screen.view.layoutIfNeeded() }
    let model = time(runs) { _ = screen.layoutSnapScenario(name: "settings") }
    let built = screen.layoutSnapScenario(name: "settings")
    let solve = time(runs) { _ = worker.engine.layout(built, render: built.renders[0], constraintGeometry: false) }
    let render = time(runs) { renderScreen(screen, with: worker) }
    let laidOut = worker.layOut(built, render: built.renders[0], constraintGeometry: false)
    let draw = time(runs) { _ = try? worker.draw(laidOut, options: RenderOptions()) }
    let rasterOnly = time(runs) { _ = try? worker.draw(laidOut, options: RenderOptions(format: .svg)) }
    let largerRender = time(runs) { renderScreen(larger, with: worker) }
    var offset: CGFloat = 16
    let edit = time(runs) {
        offset = offset == 16 ? 17 : 16
        screen.topConstraint?.constant = offset
        screen.view.layoutIfNeeded()
    }
    // What a snapshot test pays for the screen once its reference is recorded: the check
    // `expectLayoutSnapshot` runs (layout JSON and pixels compared with the references in a
    // scratch store; a passing PNG is proven equal by its checksum, not encoded).
    let store = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: store) }
    let suite = SnapshotSuite(
        options: SnapshotOptions(snapshots: store.appendingPathComponent("snapshots"), failures: store.appendingPathComponent("failures"), ci: true))
    _ = try? suite.record([screen.layoutSnapScenario(name: "settings")], mode: .all)
    if let count = profileCount("--profile-check") {
        for _ in 0..<count { _ = try? suite.check([screen.layoutSnapScenario(name: "settings")]) }
        return
    }
    let assertion = time(runs) {
        let run = try? suite.check([screen.layoutSnapScenario(name: "settings")])
        precondition(run?.outcomes.allSatisfy { $0.status == .passed } == true)
    }
    let large = time(quick ? 3 : 11) { buildAndLayOutLargeHierarchy() }
    print("UIKit-code layer (release, medians of \(runs) runs; targets from issue 31)")
    print(String(format: "  %d-view screen: a full layout pass        %7.2f ms", views, layout))
    print(String(format: "    of which the model built from the views %7.2f ms", model))
    print(String(format: "    and the engine's layout of that model   %7.2f ms", solve))
    print(String(format: "  %d-view screen: scenario + layout + PNG   %7.2f ms   (target ≤ 5 ms)", views, render))
    print(String(format: "    of which drawn and encoded as PNG         %7.2f ms (as SVG: %.2f ms)", draw, rasterOnly))
    print(String(format: "  %d-view screen: scenario + layout + PNG   %7.2f ms", count(larger.view), largerRender))
    print(String(format: "  %d-view screen: a passing snapshot check  %7.2f ms", views, assertion))
    print(String(format: "  one constant changed, laid out again      %7.2f ms   (target ≤ 0.5 ms)", edit))
    print(String(format: "  layoutIfNeeded with nothing changed       %7.2f ms", unchanged))
    print(String(format: "  1,000-view hierarchy built and laid out   %7.2f ms   (target ≤ 50 ms)", large))
}

MainActor.assumeIsolated { main() }
