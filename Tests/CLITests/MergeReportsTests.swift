import Foundation
import StepperControl
import TestSupport
import Testing

/// `a11ysim merge-reports`: the shards of a CI matrix give the reports of the whole run.
@Suite("merge-reports")
struct MergeReportsTests {
  /// A suite with what reports show: passes, a failure with expected and heard, an undefined
  /// step with suggestions, an outline's rows in a rule, a French feature, a Markdown one, a
  /// description line that looks like a step (a warning).
  static let files: [String: String] = [
    "a.feature": """
    @stepper
    Feature: Quantity stepper
      GIVEN a line that looks like a step

      Scenario: Swiping reads the stepper
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is Android with TalkBack
        When I swipe right
        Then I hear "Quantity"

      Scenario: A wrong expectation
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is iOS with VoiceOver
        When I swipe right
        Then I hear "Amount"
        And I hear "Quantity"

      Rule: Keys
        Scenario Outline: Press <key> on Linux
          Given a stepper "Quantity" with value 2 from 0 to 10
          And the platform is Linux with Orca
          When I press "Tab"
          And I press "<key>"
          Then the value is <value>

          Examples: Arrows
            | key  | value |
            | Up   | 3     |
            | Down | 1     |
            | Home | 0     |
    """,
    "b.feature": """
    Feature: Typos
      Scenario: A typo
        Given I am on a screen with a stepper
        And the platfrom is iOS
        When I swipe right

      Scenario: Windows
        Given I am on a screen with a stepper
        And the platform is Windows with Narrator
        When I press "Tab"
        Then I hear "Quantity"
    """,
    "c.feature": """
    # language: fr
    Fonctionnalité: Stepper en français
      Scénario: Un balayage
        Soit a stepper "Quantité" with value 2 from 0 to 10
        Et the platform is Android with TalkBack
        Quand I swipe right
        Alors I hear "Quantité"
    """,
    "d.feature.md": """
    # Feature: Markdown

    ## Scenario: Tab on macOS

    * Given a stepper "Quantity" with value 2 from 0 to 10
    * And the platform is macOS with VoiceOver
    * When I press "Tab"
    * Then I hear "2, Quantity, stepper"
    """,
  ]

  /// Writes the suite into `folder`.
  private func writeSuite(in folder: URL) throws {
    for (name, text) in Self.files { try ReportFiles.write(text, named: name, in: folder) }
  }

  /// The JUnit report without its times.
  private func withoutTimes(_ xml: String) -> String {
    xml.replacingOccurrences(
      of: #" (time|timestamp)="[^"]*""#, with: "", options: .regularExpression)
  }

  private func read(_ name: String, in folder: URL) throws -> String {
    try ReportFiles.read(folder.appendingPathComponent(name).path)
  }

  @Test("run --shard 1/2 and 2/2, merged, give the unsharded run's reports (times apart)")
  func shardsMerged() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try writeSuite(in: folder)
    let formats = ["junit", "pretty", "summary", "rerun", "usage", "github"]
    func reports(prefix: String) -> [String] {
      formats.flatMap { ["--format", "\($0):\(prefix).\($0)"] }
    }
    let whole = try RunCLI.run(["run", "."] + reports(prefix: "whole"), directory: folder)
    #expect(whole.exitCode == 1, "\(whole.stderr)")
    var shardSizes: [Int] = []
    for index in 1...2 {
      let shard = try RunCLI.run(
        ["run", ".", "--shard", "\(index)/2", "--format", "message:shard-\(index).ndjson"],
        directory: folder)
      #expect([0, 1].contains(shard.exitCode), "\(shard.stderr)")
      let stream = try read("shard-\(index).ndjson", in: folder)
      shardSizes.append(stream.components(separatedBy: "\"testCaseStarted\"").count - 1)
    }
    // Both shards ran something, and together everything.
    #expect(shardSizes.allSatisfy { $0 > 0 })
    #expect(shardSizes.reduce(0, +) == 9)
    let merged = try RunCLI.run(
      ["merge-reports", "shard-1.ndjson", "shard-2.ndjson"] + reports(prefix: "merged"),
      directory: folder)
    #expect(merged.exitCode == 1, "\(merged.stderr)")
    // The warning of a.feature, as the run gave it (no text report on standard output).
    #expect(merged.stderr == whole.stderr)
    #expect(
      merged.stderr.hasPrefix("./a.feature:3: warning: 'GIVEN a line that looks like a step'"))
    let junit = try read("merged.junit", in: folder)
    #expect(withoutTimes(junit) == withoutTimes(try read("whole.junit", in: folder)))
    #expect(
      junit.contains(
        "name=\"Press Down on Linux (Examples: Arrows — key: Down, value: 1) [Linux]\""))
    #expect(junit.contains("<failure message=\"expected to hear &quot;Amount&quot;"))
    for format in formats where format != "junit" {
      #expect(
        try read("merged.\(format)", in: folder) == (try read("whole.\(format)", in: folder)),
        "\(format)")
    }
    #expect(try read("merged.pretty", in: folder).contains("Fonctionnalité: Stepper en français"))
    #expect(
      try read("merged.pretty", in: folder).contains(
        "undefined step; the closest defined steps:\n        Given the platform is iOS"))
  }

  @Test("The merged HTML and message reports are those of the unsharded run, times apart")
  func htmlAndMessages() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try writeSuite(in: folder)
    _ = try RunCLI.run(
      ["run", ".", "--format", "html:whole.html", "--format", "message:whole.ndjson"],
      directory: folder)
    for index in 1...2 {
      _ = try RunCLI.run(
        ["run", ".", "--shard", "\(index)/2", "--format", "message:s\(index).ndjson"],
        directory: folder)
    }
    let merged = try RunCLI.run(
      [
        "merge-reports", "s1.ndjson", "s2.ndjson", "--format", "html:merged.html", "--format",
        "message:merged.ndjson",
      ], directory: folder)
    #expect(merged.exitCode == 1, "\(merged.stderr)")
    func timeless(_ text: String) -> String {
      text.replacingOccurrences(
        of: #"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]+Z|[0-9]+\.[0-9]+ s\b"#, with: "T",
        options: .regularExpression
      ).replacingOccurrences(
        of: #""(seconds|nanos)":[0-9]+|"durationSeconds\\?":[0-9.e-]+|"version":"[^"]*""#,
        with: "T", options: .regularExpression)
    }
    #expect(
      timeless(try read("merged.html", in: folder)) == timeless(try read("whole.html", in: folder)))
    let wholeLines = timeless(try read("whole.ndjson", in: folder)).split(separator: "\n")
    let mergedLines = timeless(try read("merged.ndjson", in: folder)).split(separator: "\n")
    #expect(mergedLines.count == wholeLines.count)
    let different = zip(wholeLines, mergedLines).filter { $0 != $1 }.prefix(3)
    #expect(different.isEmpty, "\(different.map { "\($0.0)\n\($0.1)" })")
  }

  @Test(
    "Bad input is one line at FILE:LINE and exit 2",
    arguments: [
      ("hello\n", "bad.ndjson:1:1: error: not NDJSON: expected a value"),
      (
        "{\"meta\":{\"protocolVersion\":\"34.2.1\"}}\n[1]\n",
        "bad.ndjson:2: error: not an envelope: expected a JSON object with one message"
      ),
      (
        "{\"meta\":{\"protocolVersion\":\"34.2.1\"}}\n{\"shoe\":{}}\n",
        "bad.ndjson:2: error: not an envelope: 'shoe' is no message kind of Cucumber Messages"
      ),
      (
        "{\"meta\":{\"protocolVersion\":\"34.2.1\"}}\n",
        "bad.ndjson:1: error: not written by `a11ysim run --format message`"
      ),
      ("{\"pickle\":{}}\n", "bad.ndjson:1: error: no meta message with a protocolVersion"),
    ])
  func badStream(text: String, message: String) throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try writeSuite(in: folder)
    _ = try RunCLI.run(
      ["run", ".", "--shard", "1/2", "--format", "message:good.ndjson"], directory: folder)
    try ReportFiles.write(text, named: "bad.ndjson", in: folder)
    let result = try RunCLI.run(
      ["merge-reports", "good.ndjson", "bad.ndjson", "--format", "junit:out.xml"],
      directory: folder)
    #expect(result.exitCode == 2)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.xml").path))
  }

  /// The line of `name`'s run facts attachment.
  private func factsLine(_ name: String, in folder: URL) throws -> Int {
    let lines = try read(name, in: folder).split(separator: "\n")
    return try #require(
      lines.firstIndex { $0.contains("application/vnd.a11ysim.run+json") }) + 1
  }

  @Test("A missing shard, a shard of another split or suite: refused, exit 2, no report")
  func incompleteShards() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try writeSuite(in: folder)
    for index in 1...3 {
      _ = try RunCLI.run(
        ["run", ".", "--shard", "\(index)/3", "--format", "message:s\(index).ndjson"],
        directory: folder)
    }
    let one = try RunCLI.run(
      ["merge-reports", "s1.ndjson", "--format", "junit:out.xml"], directory: folder)
    #expect(one.exitCode == 2)
    #expect(
      one.stderr
        == "merge-reports: error: shards 2 and 3 of 3 are missing: their scenarios would be "
        + "left out of the report; give every shard's stream (1 of 3 given)\n")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.xml").path))
    let two = try RunCLI.run(["merge-reports", "s1.ndjson", "s3.ndjson"], directory: folder)
    #expect(two.exitCode == 2)
    #expect(
      two.stderr
        == "merge-reports: error: shard 2 of 3 is missing: its scenarios would be left out of "
        + "the report; give every shard's stream (2 of 3 given)\n")

    _ = try RunCLI.run(
      ["run", ".", "--shard", "2/2", "--format", "message:half.ndjson"], directory: folder)
    let split = try RunCLI.run(["merge-reports", "s1.ndjson", "half.ndjson"], directory: folder)
    #expect(split.exitCode == 2)
    let halfLine = try factsLine("half.ndjson", in: folder)
    let firstLine = try factsLine("s1.ndjson", in: folder)
    #expect(
      split.stderr
        == "half.ndjson:\(halfLine): error: shard 2 of 2, but s1.ndjson:\(firstLine) is shard 1 "
        + "of 3: merge the streams of one split (the same N in every --shard I/N)\n")

    // Another suite: other filters, or other files.
    _ = try RunCLI.run(
      ["run", ".", "--shard", "2/3", "--tags", "@stepper", "--format", "message:tagged.ndjson"],
      directory: folder)
    let tagged = try RunCLI.run(
      ["merge-reports", "s1.ndjson", "tagged.ndjson", "s3.ndjson"], directory: folder)
    #expect(tagged.exitCode == 2)
    #expect(
      tagged.stderr.hasPrefix(
        "tagged.ndjson:\(try factsLine("tagged.ndjson", in: folder)): error: shard 2 of 3 ran "
          + "another suite (9 scenarios, digest "), "\(tagged.stderr)")
    #expect(
      tagged.stderr.hasSuffix(
        ") than s1.ndjson:\(firstLine) (9 scenarios, digest \(try digest("s1.ndjson", in: folder))"
          + "): merge the shards of one run (the same files, --tags and --name on every shard)\n"))
    try ReportFiles.write(
      "Feature: More\n  Scenario: One more\n    Given I am on a screen with a stepper\n",
      named: "e.feature", in: folder)
    _ = try RunCLI.run(
      ["run", ".", "--shard", "2/3", "--format", "message:more.ndjson"], directory: folder)
    let more = try RunCLI.run(
      ["merge-reports", "s1.ndjson", "more.ndjson", "s3.ndjson"], directory: folder)
    #expect(more.exitCode == 2)
    #expect(
      more.stderr.hasPrefix(
        "more.ndjson:\(try factsLine("more.ndjson", in: folder)): error: shard 2 of 3 ran "
          + "another suite (10 scenarios, digest "), "\(more.stderr)")

    let all = try RunCLI.run(
      ["merge-reports", "s3.ndjson", "s1.ndjson", "s2.ndjson", "--format", "summary"],
      directory: folder)
    #expect(all.exitCode == 1, "\(all.stderr)")
    #expect(all.stdout.contains("9 scenarios"), "\(all.stdout)")
  }

  @Test("Shards that each ran nothing: exit 2 as the help says, unless merge-reports accepts it")
  func emptyShards() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try writeSuite(in: folder)
    for index in 1...2 {
      let shard = try RunCLI.run(
        [
          "run", ".", "--shard", "\(index)/2", "--tags", "@none", "--pass-with-no-scenarios",
          "--format", "message:s\(index).ndjson",
        ], directory: folder)
      #expect(shard.exitCode == 0, "\(shard.stderr)")
    }
    let merged = try RunCLI.run(
      ["merge-reports", "s1.ndjson", "s2.ndjson", "--format", "summary"], directory: folder)
    #expect(merged.exitCode == 2)
    #expect(
      merged.stderr
        == "error: nothing ran in any shard: the shards selected none of the 9 scenarios in the "
        + "files; pass --pass-with-no-scenarios to merge-reports to accept that\n")
    let accepted = try RunCLI.run(
      [
        "merge-reports", "s1.ndjson", "s2.ndjson", "--format", "summary",
        "--pass-with-no-scenarios",
      ],
      directory: folder)
    #expect(accepted.exitCode == 0, "\(accepted.stderr)")
    #expect(accepted.stderr == "")
  }

  @Test(
    "A feature path that would make the rerun file name another file is refused",
    arguments: [
      (#"/etc/passwd.feature"#, #""/etc/passwd.feature" is an absolute path"#),
      (#"../../etc/a.feature"#, #""../../etc/a.feature" leaves the folder it is relative to"#),
      (#"x/../../a.feature"#, #""x/../../a.feature" leaves the folder it is relative to"#),
      (#"a\n/etc/b.feature"#, #""a\n/etc/b.feature" has a space, line break or control"#),
      (#"a /etc/b.feature"#, #""a /etc/b.feature" has a space, line break or control"#),
      (#"a.feature.txt"#, #""a.feature.txt" is not a feature file (*.feature, *.feature.md)"#),
      (#"@a.feature"#, #""@a.feature" starts with '@'"#),
    ])
  func unsafeURI(uri: String, message: String) throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(Self.files["b.feature"] ?? "", named: "b.feature", in: folder)
    _ = try RunCLI.run(["run", "b.feature", "--format", "message:w.ndjson"], directory: folder)
    let text = try read("w.ndjson", in: folder)
    #expect(text.contains(#""uri":"b.feature""#))
    try ReportFiles.write(
      text.replacingOccurrences(of: #""uri":"b.feature""#, with: "\"uri\":\"\(uri)\""),
      named: "w.ndjson", in: folder)
    let lines = text.split(separator: "\n")
    let source = try #require(lines.firstIndex { $0.hasPrefix("{\"source\"") }) + 1
    let result = try RunCLI.run(
      ["merge-reports", "w.ndjson", "--format", "rerun:rerun.txt"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stderr.hasPrefix("w.ndjson:\(source): error: the source's uri \(message)"),
      "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("rerun.txt").path))
  }

  /// The suite digest in `name`'s run facts.
  private func digest(_ name: String, in folder: URL) throws -> String {
    let text = try read(name, in: folder)
    let range = try #require(
      text.range(of: #"digest\\":\\"[0-9a-f]{32}"#, options: .regularExpression))
    return String(text[range].suffix(32))
  }

  @Test("Streams of two protocol versions, a scenario in two streams, two checkouts: refused")
  func inconsistentStreams() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try writeSuite(in: folder)
    for index in 1...2 {
      _ = try RunCLI.run(
        ["run", ".", "--shard", "\(index)/2", "--format", "message:s\(index).ndjson"],
        directory: folder)
    }
    let second = try read("s2.ndjson", in: folder)
    try ReportFiles.write(
      second.replacingOccurrences(
        of: "\"protocolVersion\":\"34.2.1\"", with: "\"protocolVersion\":\"30.1.0\""),
      named: "old.ndjson", in: folder)
    let versions = try RunCLI.run(["merge-reports", "s1.ndjson", "old.ndjson"], directory: folder)
    #expect(versions.exitCode == 2)
    #expect(
      versions.stderr
        == "old.ndjson:1: error: protocol 30.1.0, but s1.ndjson:1 has 34.2.1: merge streams written by the same a11ysim\n"
    )

    // Another a11ysim's stream, whatever its protocol.
    let version = try #require(
      second.range(
        of: #""implementation":\{"name":"a11ysim","version":"[^"]*"\}"#, options: .regularExpression
      ))
    let ours = String(second[version].dropFirst(46).dropLast(2))
    try ReportFiles.write(
      second.replacingCharacters(
        in: version, with: #""implementation":{"name":"a11ysim","version":"9.9.9"}"#),
      named: "newer.ndjson", in: folder)
    let newer = try RunCLI.run(["merge-reports", "s1.ndjson", "newer.ndjson"], directory: folder)
    #expect(newer.exitCode == 2)
    #expect(
      newer.stderr
        == "newer.ndjson:1: error: written by a11ysim 9.9.9, but s1.ndjson:1 by a11ysim \(ours): "
        + "merge streams written by the same a11ysim (run every shard with one version)\n")

    // The same shard twice under two names: its scenarios would count twice.
    try ReportFiles.write(try read("s1.ndjson", in: folder), named: "copy.ndjson", in: folder)
    let twice = try RunCLI.run(["merge-reports", "s1.ndjson", "copy.ndjson"], directory: folder)
    #expect(twice.exitCode == 2)
    let facts = try factsLine("s1.ndjson", in: folder)
    #expect(
      twice.stderr
        == "copy.ndjson:\(facts): error: shard 1 of 2 again: s1.ndjson:\(facts) is shard 1 of 2 "
        + "too; give each shard's stream once\n")

    // A shard of another commit: the same file with other text.
    try ReportFiles.write(
      second.replacingOccurrences(of: "Feature: Typos", with: "Feature: Spelling"),
      named: "other.ndjson", in: folder)
    let checkouts = try RunCLI.run(
      ["merge-reports", "s1.ndjson", "other.ndjson"], directory: folder)
    #expect(checkouts.exitCode == 2)
    #expect(
      checkouts.stderr.contains(
        "error: the source of ./b.feature differs from the one in s1.ndjson:"),
      "\(checkouts.stderr)")

    let same = try RunCLI.run(["merge-reports", "s1.ndjson", "./s1.ndjson"], directory: folder)
    #expect(same.exitCode == 64)
    #expect(same.stderr.contains("./s1.ndjson is given twice; give each shard's stream once"))
    let over = try RunCLI.run(
      ["merge-reports", "s1.ndjson", "--format", "junit:s1.ndjson"], directory: folder)
    #expect(over.exitCode == 64)
    #expect(try read("s1.ndjson", in: folder).hasPrefix("{\"meta\""))
  }
}
