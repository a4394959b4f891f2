import ArgumentParser
import CCairo
import CPangoCairo

@main
struct LayoutSnap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutsnap",
        abstract: "Headless Auto Layout snapshots: solve scenario files and render them.",
        version: "0.1.0 (cairo \(String(cString: cairo_version_string())), pango \(String(cString: pango_version_string())))"
    )
}
