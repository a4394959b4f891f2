import Foundation
import Testing
import TestSupport

/// The files a team on Macs uses agree with each other: one package list for the machine's
/// setup and the container, a wrapper that refuses clearly without a container engine, and a
/// workflow that checks pull requests and records on request.
@Suite(.endToEnd, .tags(.endToEnd)) struct TeamFilesTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: CommandLineTests.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theSetupAndTheContainerInstallTheOneList() throws {
        let packages = try Self.text("scripts/debian-packages.txt").split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(packages.contains("libpango1.0-dev") && packages.contains("fonts-inter") && packages.contains("fonts-noto-cjk"))
        #expect(try Self.text("scripts/setup.sh").contains("debian-packages.txt"))
        let container = try Self.text("Containerfile")
        #expect(container.contains("COPY scripts/debian-packages.txt") && container.contains("xargs apt-get install"))
        // This machine has every package of the list: setup.sh installed them from it.
        for package in packages {
            let (status, output) = try ProcessRun.run("dpkg-query", ["-W", "-f=${Status}", package], in: CommandLineTests.root)
            #expect(status == 0 && output.contains("install ok installed"), "\(package): \(output)")
        }
    }

    @Test func theWrapperSaysWhatItNeedsWithoutAContainerEngine() throws {
        let (status, output) = try ProcessRun.run(
            "env", ["-i", "PATH=/nonexistent", "/bin/bash", "scripts/in-container", "layoutsnap", "check"], in: CommandLineTests.root)
        #expect(status == 2)
        #expect(output.contains("in-container: needs Docker or Podman"), "\(output)")
    }

    @Test func theWorkflowChecksPullRequestsAndRecordsOnRequest() throws {
        let script = """
            import json, sys, yaml
            workflow = yaml.safe_load(open("docs/examples/github-actions.yml"))
            triggers = workflow.get("on", workflow.get(True))
            steps = workflow["jobs"]["snapshots"]["steps"]
            print(json.dumps({"triggers": sorted(triggers), "runs": [s.get("run", "") for s in steps], "uses": [s.get("uses", "") for s in steps],
                              "container": workflow["jobs"]["snapshots"]["container"]}))
            """
        let (status, output) = try ProcessRun.run("python3", ["-c", script], in: CommandLineTests.root)
        try #require(status == 0, "\(output)")
        #expect(output.contains(#""triggers": ["pull_request", "workflow_dispatch"]"#))
        #expect(output.contains("layoutsnap check scenarios --ci") && output.contains("layoutsnap record scenarios --mode"))
        #expect(output.contains("scripts/debian-packages.txt") && output.contains("actions/upload-artifact@v4"))
        // The image the container file starts from.
        let image = try Self.text("Containerfile").split(separator: "\n").first { $0.hasPrefix("ARG SWIFT_IMAGE=") }?.dropFirst("ARG SWIFT_IMAGE=".count)
        #expect(output.contains("\"container\": \"\(image ?? "?")\""), "\(output)")
    }
}
