import LayoutSnapUIKit
import Testing
import XCTest

// Snapshots of views and view controllers built in UIKit code (LayoutSnapUIKit): the
// hierarchy becomes a scenario named after its type and is checked as a scenario file is.

/// Swift Testing: records an issue when any render of the view differs from its references.
/// `renders` (devices, traits) default to the view's own size; a view controller's view
/// fills its screen.
@MainActor
public func expectLayoutSnapshot(
    of view: UIView, named name: String? = nil, renders: [RenderSpec] = [], options: SnapshotOptions? = nil, record: RecordMode? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let scenario = view.layoutSnapScenario(name: name ?? "\(type(of: view))", renders: renders)
    expectLayoutSnapshot(of: scenario, options: options, record: record, sourceLocation: sourceLocation)
}

/// Swift Testing: a view controller's view on its screen (an iPhone 8's unless `renders`
/// name devices).
@MainActor
public func expectLayoutSnapshot(
    of viewController: UIViewController, named name: String? = nil, renders: [RenderSpec] = [], options: SnapshotOptions? = nil,
    record: RecordMode? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let scenario = viewController.layoutSnapScenario(name: name ?? "\(type(of: viewController))", renders: renders)
    expectLayoutSnapshot(of: scenario, options: options, record: record, sourceLocation: sourceLocation)
}

/// XCTest: fails the test when any render of the view differs from its references.
@MainActor
public func XCTAssertLayoutSnapshot(
    of view: UIView, named name: String? = nil, renders: [RenderSpec] = [], options: SnapshotOptions? = nil, record: RecordMode? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    let scenario = view.layoutSnapScenario(name: name ?? "\(type(of: view))", renders: renders)
    XCTAssertLayoutSnapshot(of: scenario, options: options, record: record, file: file, line: line)
}

/// XCTest: a view controller's view on its screen.
@MainActor
public func XCTAssertLayoutSnapshot(
    of viewController: UIViewController, named name: String? = nil, renders: [RenderSpec] = [], options: SnapshotOptions? = nil,
    record: RecordMode? = nil, file: StaticString = #filePath, line: UInt = #line
) {
    let scenario = viewController.layoutSnapScenario(name: name ?? "\(type(of: viewController))", renders: renders)
    XCTAssertLayoutSnapshot(of: scenario, options: options, record: record, file: file, line: line)
}
