import Testing

@testable import Gherkin

/// A small deterministic random number generator (SplitMix64), so runs are repeatable.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

@Suite struct FuzzTests {
  static let insertions = [
    "Feature: f", "Rule: r", "Background:", "Scenario: s", "Scenario Outline: o", "Examples:",
    "Given x", "And y", "* z", "| a | b |", "| c |", "\"\"\"", "```", "@tag", "@a b",
    "# language: fr", "# language: zz", "# comment", "", "\r", "\\", "|", "| \\",
  ]

  func mutate(_ lines: [String], _ random: inout SeededGenerator) -> [String] {
    var lines = lines
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let index = lines.isEmpty ? 0 : Int.random(in: 0..<lines.count, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0 where !lines.isEmpty: lines.remove(at: index)
      case 1 where !lines.isEmpty: lines.insert(lines[index], at: index)
      case 2 where lines.count > 1:
        lines.swapAt(index, Int.random(in: 0..<lines.count, using: &random))
      case 3:
        let indent = String(repeating: " ", count: Int.random(in: 0...6, using: &random))
        lines.insert(indent + (Self.insertions.randomElement(using: &random) ?? ""), at: index)
      case 4 where !lines.isEmpty:
        var scalars = Array(lines[index].unicodeScalars)
        let pool: [Unicode.Scalar] = [
          "|", "\\", "@", "#", "\"", "`", ":", "\t", "\u{A0}", "é", "😀", "<", ">", "\r",
        ]
        scalars.insert(
          pool.randomElement(using: &random) ?? "|",
          at: Int.random(in: 0...scalars.count, using: &random))
        lines[index] = String(String.UnicodeScalarView(scalars))
      default:
        if !lines.isEmpty {
          lines[index] = String(
            lines[index].unicodeScalars.shuffled(using: &random).map(Character.init))
        }
      }
    }
    return lines
  }

  @Test func mutatedFixturesNeverCrashAndAlwaysAnswer() throws {
    var random = SeededGenerator(state: 20_240_604)
    let seeds = try (Fixtures.good + Fixtures.bad).filter { !$0.hasSuffix(".md") }.map {
      // Split on the scalar: in Swift, "\r\n" is one Character and would not split.
      try Fixtures.text($0).unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        .map { String(String.UnicodeScalarView($0)) }
    }
    for round in 0..<1_500 {
      let lines = mutate(seeds[round % seeds.count], &random)
      let source = lines.joined(separator: "\n")
      let lineCount = source.unicodeScalars.filter { $0 == "\n" }.count + 1
      for syntax in [GherkinSyntax.plain, .markdown] {
        do {
          let result = try Gherkin.parseAndCompile(source, uri: "fuzz", syntax: syntax)
          _ = result.pickles
        } catch {
          #expect(!error.errors.isEmpty)
          for problem in error.errors {
            #expect(
              problem.location.line >= 1 && problem.location.line <= lineCount + 1,
              "\(problem.message)")
            if let column = problem.location.column { #expect(column >= 1) }
          }
        }
        _ = Gherkin.tokens(source, syntax: syntax)
      }
    }
  }
}
