import LayoutSnapLint
import LayoutSnapUIKit
import Testing
import XCTest

// `layoutsnap lint` from a test: the findings of a scenario, or of a view or view controller
// built in UIKit code, in every render asked for (a matrix from `RenderSpec.matrix`, or
// `WideMatrix.widen`), with the scenario's own suppressions.

/// The lint findings of every render of the scenario, laid out on every core.
public func lintFindings(of scenario: Scenario) -> [Finding] {
    LintRun([LintInputs(file: scenario.file, scenarios: [scenario])]).findings
}

/// The lint findings of a view built in code, in each render (its own size by default).
@MainActor
public func lintFindings(of view: UIView, named name: String? = nil, renders: [RenderSpec] = []) -> [Finding] {
    lintFindings(of: view.layoutSnapScenario(name: name ?? "\(type(of: view))", renders: renders))
}

/// The lint findings of a view controller's view on its screen, in each render.
@MainActor
public func lintFindings(of viewController: UIViewController, named name: String? = nil, renders: [RenderSpec] = []) -> [Finding] {
    lintFindings(of: viewController.layoutSnapScenario(name: name ?? "\(type(of: viewController))", renders: renders))
}

/// The findings as `layoutsnap lint` prints them, one line per view and finding with the
/// renders it shows in; `ignoring` codes left out.
func lintLines(_ findings: [Finding], of scenario: Scenario, ignoring: [Finding.Code]) -> [String] {
    LintReport.text(findings.filter { !ignoring.contains($0.code) }, renderCounts: [scenario.name: scenario.renders.count])
}

/// Swift Testing: records an issue per finding of the scenario in any of its renders.
public func expectNoLintFindings(
    of scenario: Scenario, ignoring: [Finding.Code] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    for line in lintLines(lintFindings(of: scenario), of: scenario, ignoring: ignoring) {
        Issue.record(Comment(rawValue: line), sourceLocation: sourceLocation)
    }
}

/// Swift Testing: records an issue per finding of the view in any render.
@MainActor
public func expectNoLintFindings(
    of view: UIView, named name: String? = nil, renders: [RenderSpec] = [], ignoring: [Finding.Code] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectNoLintFindings(of: view.layoutSnapScenario(name: name ?? "\(type(of: view))", renders: renders), ignoring: ignoring, sourceLocation: sourceLocation)
}

/// Swift Testing: records an issue per finding of the view controller's view in any render.
@MainActor
public func expectNoLintFindings(
    of viewController: UIViewController, named name: String? = nil, renders: [RenderSpec] = [], ignoring: [Finding.Code] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let scenario = viewController.layoutSnapScenario(name: name ?? "\(type(of: viewController))", renders: renders)
    expectNoLintFindings(of: scenario, ignoring: ignoring, sourceLocation: sourceLocation)
}

/// XCTest: fails the test once per finding of the view in any render.
@MainActor
public func XCTAssertNoLintFindings(
    of view: UIView, named name: String? = nil, renders: [RenderSpec] = [], ignoring: [Finding.Code] = [],
    file: StaticString = #filePath, line: UInt = #line
) {
    let scenario = view.layoutSnapScenario(name: name ?? "\(type(of: view))", renders: renders)
    for text in lintLines(lintFindings(of: scenario), of: scenario, ignoring: ignoring) { XCTFail(text, file: file, line: line) }
}
