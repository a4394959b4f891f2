import Foundation
import LayoutSnapScenario

/// A view element's attributes and property children: appearance, priorities, margins; each
/// kind's descriptor reads its own (text, fonts, titles, stack arrangement, scroll insets).
enum Properties {
    static func apply(_ element: XMLElement, to view: inout ViewSpec, reader: DocumentReader) {
        if element["hidden"] == "YES" { view.isHidden = true }
        if let alpha = element["alpha"].flatMap(Double.init) { view.alpha = min(1, max(0, alpha)) }
        if element["clipsSubviews"] == "YES" { view.clipsToBounds = true }
        if let color = InterfaceBuilderValues.color(element.child("color", key: "backgroundColor")) { view.background = color }
        func priority(_ name: String) -> Int? { element[name].flatMap { Int($0) }.map { min(1000, max(1, $0)) } }
        if let h = priority("horizontalHuggingPriority") { view.hugging.horizontal = h }
        if let v = priority("verticalHuggingPriority") { view.hugging.vertical = v }
        if let h = priority("horizontalCompressionResistancePriority") { view.compressionResistance.horizontal = h }
        if let v = priority("verticalCompressionResistancePriority") { view.compressionResistance.vertical = v }
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" { view.insetsLayoutMarginsFromSafeArea = false }
        if element["preservesSuperviewLayoutMargins"] == "YES" { view.preservesSuperviewLayoutMargins = true }
        if element["layoutMarginsFollowReadableWidth"] == "YES" { view.layoutMarginsFollowReadableWidth = true }
        if let margins = element.child("edgeInsets", key: "layoutMargins") {
            view.layoutMargins = InterfaceBuilderValues.insets(margins, left: "left", right: "right")
        }
        if let margins = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.layoutMargins = InterfaceBuilderValues.insets(margins, left: "leading", right: "trailing")
            view.hasDirectionalMargins = true
        }
        for attribute in element.child("userDefinedRuntimeAttributes")?.children ?? [] where attribute["keyPath"] == "layer.cornerRadius" {
            if let radius = attribute["value"].flatMap(Double.init) ?? attribute.child("real")?["value"].flatMap(Double.init) {
                view.cornerRadius = radius
            }
        }
        // <accessibility key="accessibilityConfiguration" label="Close"><bool key="isElement" value="NO"/></accessibility>
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration") {
            if let label = accessibility["label"] { view.accessibilityLabel = label }
            if let element = accessibility.child("bool", key: "isElement")?["value"] { view.isAccessibilityElement = element == "YES" }
        }
        view.kind.descriptor.read(interfaceBuilder: element, into: &view)
    }
}

extension XMLElement: InterfaceBuilderElement {}
