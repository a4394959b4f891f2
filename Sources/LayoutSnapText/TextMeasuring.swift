import LayoutSnapScenario

/// Pango measures what layout asks of text (the protocol lives with the scenario model, whose
/// view-kind descriptors measure through it).
extension TextMeasurer: TextMeasuring {}
