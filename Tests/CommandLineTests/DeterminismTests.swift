import Foundation
import Testing
import TestSupport

/// Host font settings, locale and a hostile user fontconfig must not change a byte.
@Suite(.endToEnd, .tags(.endToEnd)) struct DeterminismTests {
    @Test func hostileFontconfigAndLocaleChangeNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".config/fontconfig"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Maps Inter to DejaVu Serif, turns hinting on and enlarges everything.
        let hostile = """
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>/usr/share/fonts</dir>
              <match target="pattern"><test name="family"><string>Inter</string></test>
                <edit name="family" mode="assign" binding="strong"><string>DejaVu Serif</string></edit></match>
              <match target="font"><edit name="hinting" mode="assign"><bool>true</bool></edit>
                <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
                <edit name="pixelsize" mode="assign"><double>40</double></edit></match>
            </fontconfig>
            """
        let conf = folder.appendingPathComponent("hostile.conf")
        try hostile.write(to: conf, atomically: true, encoding: .utf8)
        try hostile.write(to: folder.appendingPathComponent(".config/fontconfig/fonts.conf"), atomically: true, encoding: .utf8)

        func layout(environment: [String: String], arguments: [String] = ["layout", "scenarios/seeds/000-fixed-width-dynamic-height-ib.yaml"]) throws -> String {
            let process = Process()
            process.executableURL = CommandLineTests.executable
            process.arguments = arguments
            process.currentDirectoryURL = CommandLineTests.root
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let plain = try layout(environment: ["PATH": "/usr/bin:/bin"])
        let hostileRun = try layout(environment: [
            "PATH": "/usr/bin:/bin", "HOME": folder.path, "XDG_CONFIG_HOME": folder.appendingPathComponent(".config").path,
            "FONTCONFIG_FILE": conf.path, "LANG": "ja_JP.UTF-8", "LC_ALL": "de_DE.UTF-8",
        ])
        #expect(!plain.isEmpty)
        #expect(plain == hostileRun)

        // Rendered pixels and SVG bytes too.
        for (format, mode) in [("png", "screen"), ("svg", "content")] {
            let plainOut = folder.appendingPathComponent("plain-\(format)"), hostileOut = folder.appendingPathComponent("hostile-\(format)")
            let arguments = ["render", "scenarios/seeds/000-fixed-width-dynamic-height-ib.yaml", "--format", format, "--mode", mode]
            _ = try layout(environment: ["PATH": "/usr/bin:/bin"], arguments: arguments + ["-o", plainOut.path])
            _ = try layout(
                environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path, "FONTCONFIG_FILE": conf.path, "LC_ALL": "de_DE.UTF-8"],
                arguments: arguments + ["-o", hostileOut.path])
            let name = mode == "content" ? "long.content.\(format)" : "long.\(format)"
            let a = try Data(contentsOf: plainOut.appendingPathComponent("000-fixed-width-dynamic-height-ib/\(name)"))
            let b = try Data(contentsOf: hostileOut.appendingPathComponent("000-fixed-width-dynamic-height-ib/\(name)"))
            #expect(!a.isEmpty && a == b, "\(format) differs under a hostile fontconfig")
        }
    }
}
