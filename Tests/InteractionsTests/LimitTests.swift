import Core
import Testing

@testable import Interactions

/// Durations the simulated clock cannot hold are refused where they are written, with the
/// limit in the message (issue 10: two `wait 9000000000000000s` overflowed the clock and
/// killed the process).
@Suite struct DurationLimitTests {
  static let atMost = "expected a duration of at most 24 hours (86400s), found "

  static func error(_ script: String) -> InteractionSyntaxError? {
    do {
      _ = try InteractionParser.parse(script)
      return nil
    } catch {
      return error
    }
  }

  @Test(
    arguments: [
      ("wait 9000000000000000s", 6, "'9000000000000000s'"),
      ("wait 86401s", 6, "'86401s'"),
      ("wait 86400001ms", 6, "'86400001ms'"),
      ("hold increment 100000s", 16, "'100000s'"),
      ("double-tap and hold 9000000000000000000000 seconds", 21, "'9000000000000000000000'"),
    ])
  func tooLong(script: String, column: Int, found: String) throws {
    let error = try #require(Self.error(script))
    #expect(error.column == column)
    #expect(error.message == Self.atMost + found)
  }

  @Test("24 hours is the longest duration, and it is accepted")
  func longestAccepted() throws {
    #expect(
      try InteractionParser.parseOne("wait 86400s")
        == .wait(SimulatedDuration(milliseconds: 86_400_000)))
    #expect(try InteractionParser.parseOne("wait 86400000ms") == .wait(.maximum))
  }
}

/// Counts at the ends of `Int` print and step without trapping (library callers can pass them).
@Suite struct CountExtremesTests {
  @Test("scroll with Int.min clicks has a description")
  func description() {
    #expect(
      Interaction.scroll(clicks: .min).description == "scroll down 9223372036854775808")
    #expect(Interaction.scroll(clicks: -1).description == "scroll down")
  }
}
