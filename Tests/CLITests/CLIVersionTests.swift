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

  @Test("Completion scripts for bash, zsh and fish name the subcommands")
  func completions() throws {
    for shell in ["bash", "zsh", "fish"] {
      let result = try RunCLI.run(["--generate-completion-script", shell])
      #expect(result.exitCode == 0)
      for command in ["simulate", "compare", "explain", "readers", "gherkin", "tags"] {
        #expect(result.stdout.contains(command), "\(shell) completion lacks \(command)")
      }
    }
  }

  @Test("--help lists every subcommand")
  func help() throws {
    let result = try RunCLI.run(["--help"])
    #expect(result.exitCode == 0)
    for command in [
      "simulate", "compare", "explain", "readers", "variants", "interactions", "gherkin", "tags",
    ] {
      #expect(result.stdout.contains("  \(command)"), "help lacks \(command)")
    }
  }
}
