import ArgumentParser
import CucumberMessages
import Foundation
import Gherkin
import OutputFiles

/// `a11ysim gherkin`: parse Gherkin feature files.
struct GherkinCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gherkin",
    abstract: "Parse Gherkin feature files (plain .feature or Markdown .feature.md).",
    subcommands: [Tokens.self, Events.self, Check.self]
  )

  /// Reads a feature file as UTF-8, or fails with exit code 2.
  static func read(_ path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      printError("\(path): error: cannot read the file")
      throw ExitCode(2)
    }
    return String(decoding: data, as: UTF8.self)
  }

  static func printError(_ message: String) {
    OutputFile.writeStandardError(message + "\n")
  }

  /// `gherkin tokens FILE`: the matched tokens in cucumber's `.tokens` format.
  struct Tokens: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "tokens",
      abstract: "Print the tokens the parser matched, in cucumber's .tokens format.")

    @Argument(help: "The feature file.")
    var file: String

    func run() throws {
      let source = try GherkinCommand.read(file)
      print(Gherkin.tokens(source, syntax: GherkinSyntax(fileName: file)), terminator: "")
    }
  }

  /// `gherkin events FILE`: Cucumber Messages NDJSON.
  struct Events: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "events",
      abstract:
        "Print Cucumber Messages NDJSON: source, gherkinDocument and pickles, or parseErrors."
    )

    @Argument(help: "The feature file.")
    var file: String

    func run() throws {
      let source = try GherkinCommand.read(file)
      let envelopes = Envelope.events(
        source: source, uri: file, syntax: GherkinSyntax(fileName: file))
      print(NDJSONWriter.render(envelopes), terminator: "")
      if envelopes.contains(where: { if case .parseError = $0 { true } else { false } }) {
        throw ExitCode(2)
      }
    }
  }

  /// `gherkin check FILE…`: human-readable parse errors.
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Check feature files; print FILE:LINE:COLUMN: error: … for each parse error.")

    @Argument(help: "The feature files.")
    var files: [String]

    func validate() throws {
      if files.isEmpty { throw ValidationError("Give at least one feature file.") }
    }

    func run() throws {
      var failed = false
      for file in files {
        let source = try GherkinCommand.read(file)
        do {
          _ = try Gherkin.parse(source, uri: file, syntax: GherkinSyntax(fileName: file))
        } catch {
          failed = true
          for problem in error.errors {
            let column = problem.location.column ?? 0
            print("\(file):\(problem.location.line):\(column): error: \(problem.reason)")
          }
        }
      }
      if failed { throw ExitCode(2) }
    }
  }
}
