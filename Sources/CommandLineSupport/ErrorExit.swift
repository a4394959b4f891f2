import ArgumentParser
import Foundation

extension ParsableCommand {
    /// Ends the process for an error a command threw, as DESIGN §8 asks of both executables:
    /// an error `inputMessage` words (bad input: a located message) goes to standard error as
    /// it is, with status 2; `ExitCode` exits with its own status; ArgumentParser's help and
    /// version go to standard output with status 0, a failure it reports exits 1, and every
    /// other error it words (usage, validation) exits 2.
    public static func exit(reporting error: any Error, inputMessage: (any Error) -> String?) -> Never {
        if let error = error as? ExitCode { Foundation.exit(error.rawValue) }
        if let message = inputMessage(error) {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(2)
        }
        let code = exitCode(for: error)
        if code == .success {
            print(fullMessage(for: error))
            Foundation.exit(0)
        }
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(code == .failure ? 1 : 2)
    }
}
