import Foundation
import Testing

@Suite("a11ysim binary")
struct CLIVersionTests {
  @Test("--version prints the release")
  func version() throws {
    let result = try RunCLI.run(["--version"])
    #expect(result.exitCode == 0)
    #expect(result.stdout == "0.1.0\n")
  }
}
