import Foundation
import Testing
import TestSupport

/// `layoutsnap gallery`: one self-contained page whose every link and image resolves.
@Suite(.endToEnd, .tags(.endToEnd)) struct GalleryTests {
    @Test func everyLinkAndImageResolves() throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        let run = try CommandLineTests().run(["gallery", "scenarios", "-o", site.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "\(site.path)/index.html\n")
        let html = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        func values(_ attribute: String) -> [String] {
            html.components(separatedBy: "\(attribute)=\"").dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
        }
        let ids = Set(values("id"))
        let sources = values("src"), links = values("href")
        #expect(sources.count >= 3 * 35)
        for reference in sources + links {
            // Nothing from the network, nothing outside the site.
            #expect(!reference.contains("//") && !reference.hasPrefix("/") && !reference.contains(".."), "\(reference)")
            if reference.hasPrefix("#") {
                #expect(ids.contains(String(reference.dropFirst())), "no element with id \(reference)")
            } else {
                #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(reference).path), "missing \(reference)")
            }
        }
        // A section per scenario and an article per render, with their diagnostics and source.
        #expect(ids.contains("scenario-002-v1-ambiguous") && ids.contains("scenario-003-max-height--long"))
        #expect(html.contains("[ambiguous-content-size]"))
        // The source, escaped: seed 003's second line holds `<=`.
        #expect(html.contains("# Its height is &lt;= 140 @high and == the label's height @low"))
        #expect(!html.contains("# Its height is <= 140"))
    }

    @Test func badInputChangesNothing() throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        let run = try CommandLineTests().run(["gallery", "docs/does-not-exist", "-o", site.path])
        #expect(run.status == 2)
        #expect(!FileManager.default.fileExists(atPath: site.path))
    }
}
