import ArgumentParser
import Foundation
import OutputFiles
import TagExpressions

/// `a11ysim tags`: cucumber tag expressions.
struct TagsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tags",
    abstract: "Parse and evaluate cucumber tag expressions.",
    subcommands: [Parse.self, Evaluate.self]
  )

  static func parse(_ expression: String) throws -> TagExpression {
    do {
      return try TagExpression.parse(expression)
    } catch {
      OutputFile.writeStandardError(error.description + "\n")
      throw ExitCode(2)
    }
  }

  /// `tags parse EXPR`: the canonical form.
  struct Parse: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "parse",
      abstract: "Print the canonical form of a tag expression.")

    @Argument(help: "The tag expression.")
    var expression: String

    func run() throws {
      print(try TagsCommand.parse(expression).description)
    }
  }

  /// `tags evaluate EXPR [TAG…]`: true or false.
  struct Evaluate: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "evaluate",
      abstract: "Print whether the tags satisfy a tag expression (true or false).")

    @Argument(help: "The tag expression.")
    var expression: String

    @Argument(help: "The tags, each its own argument, as given (no @ is added).")
    var tags: [String] = []

    func run() throws {
      print(try TagsCommand.parse(expression).evaluate(Set(tags)))
    }
  }
}
