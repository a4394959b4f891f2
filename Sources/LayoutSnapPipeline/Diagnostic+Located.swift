import LayoutSnapLayout
import LayoutSnapScenario

extension Diagnostic {
    /// `file:line:column: severity: message [code]`, as compilers print their findings; a
    /// diagnostic without a place of its own points at the scenario's name.
    public func located(in scenario: Scenario) -> String {
        "\(source ?? scenario.nameLocation): \(severity.rawValue): \(message) [\(code.rawValue)]"
    }
}
