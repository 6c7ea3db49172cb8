import Core
import CucumberMessages
import Foundation
import Reports
import ScenarioRunner
import ScreenReaders
import Testing

/// A run's stream writes its test case, step and attachment messages straight to bytes. Each
/// line must be exactly what `JSONValue` renders of the same message (keys sorted, compact,
/// the same escapes and numbers), the form every stream had when it was built from values.
@Suite("Message stream bytes")
struct MessageBytesTests {
  static let feature = #"""
    @stream
    Feature: Every kind of outcome
      Background:
        Given I am on a screen with a stepper

      Scenario: Passes on iOS
        Given the platform is iOS
        When I swipe right
        Then I hear "Quantity"

      Scenario: Fails with "quotes", a \ backslash and é 👋🏽
        Given the platform is Android
        When I swipe right
        Then I hear exactly "Nothing \"at\" all"
        And I hear "never reached"

      Scenario: Undefined
        Given the platform is iOS
        When I juggle three balls

      @outline
      Scenario Outline: Outline <n>
        Given the platform is <platform>
        When I swipe right
        Then the transcript is:
          """
          nothing like <n>
          """

        Examples:
          | n | platform |
          | 1 | iOS      |
          | 2 | Android  |
    """#

  @Test func everyStatusIsWrittenAsCucumberSpellsIt() {
    for status in StepStatus.allCases {
      let member = MessagesFormat.statusMember(status).withUTF8Buffer {
        String(decoding: $0, as: UTF8.self)
      }
      #expect(member == #","status":""# + status.messageName + #"""#)
    }
  }

  @Test func everyAttachmentNamesItsFileAndMediaType() throws {
    var seen: [String: String] = [:]
    for attachment in MessagesFormat.Attachment.allCases {
      let members = attachment.members.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
      let object = try JSONParser.parse(bytes: Array(("{" + members.dropFirst() + "}").utf8))
      #expect(object.object?["contentEncoding"] == .string("IDENTITY"))
      seen[object.object?["fileName"]?.string ?? ""] = object.object?["mediaType"]?.string
    }
    #expect(
      seen == [
        "transcript.txt": "text/plain", "speech.json": "application/json",
        "reading-order.json": "application/json",
        "a11ysim-test-case.json": MessagesFormat.testCaseMediaType,
        "a11ysim-run.json": MessagesFormat.runMediaType,
      ])
  }

  /// An utterance of `rule` with `source`, said at `time` and ending at `end` milliseconds.
  static func entry(
    _ text: String, time: Int, end: Int, rule: String = "pack/rule", source: Source,
    interrupted: Bool = false
  ) -> TranscriptEntry {
    TranscriptEntry(
      time: SimulatedInstant(milliseconds: time), end: SimulatedInstant(milliseconds: end),
      reader: "VoiceOver", text: text, parts: [], kind: .focus, priority: .interrupt, rule: rule,
      source: source, isInterrupted: interrupted)
  }

  static let evidence = Source(
    "TalkBack \"strings\".xml", .high,
    .code(.talkBack, path: "res/values/strings.xml", symbol: "a \\ b"),
    .page("https://example.com/a\"b"))

  @Test func transcriptLinesAreWrittenAsTheyRender() {
    // Rounding at half a hundredth, negative and large times, text that needs escaping.
    let times = [0, 4, 5, 994, 995, 1234, 1995, 99_999, -5, -1234, Int.max, Int.min]
    for (index, time) in times.enumerated() {
      let entry = Self.entry(
        "Quantity, \"1\" \\ é 👋🏽\n\tnext", time: time, end: times[times.count - 1 - index],
        source: Self.evidence, interrupted: index.isMultiple(of: 2))
      var written = JSONOutput()
      written.beginEmbedded()
      MessagesFormat.writeTranscriptLine(entry, to: &written)
      written.endEmbedded()
      var expected = JSONOutput()
      expected.string(TranscriptLine.render(entry))
      #expect(
        String(decoding: written.bytes, as: UTF8.self)
          == String(decoding: expected.bytes, as: UTF8.self), "time \(time)")
    }
  }

  @Test func speechEvidenceIsWrittenForEachRuleAndSource() {
    let other = Source("NVDA speech.py", .low, .page("https://example.com/nvda"))
    let heard = [
      Self.entry("one", time: 0, end: 500, source: Self.evidence),
      // The same rule with other evidence (a combined source), then the first again.
      Self.entry("two", time: 500, end: 900, source: other, interrupted: true),
      Self.entry("three", time: 900, end: 1200, source: Self.evidence),
      Self.entry("four", time: 1200, end: 1300, rule: "other/rule", source: other),
    ]
    var evidence = MessagesFormat.SpeechEvidence()
    for _ in 0..<2 {
      var written = JSONOutput()
      written.beginEmbedded()
      MessagesFormat.writeSpeech(heard, evidence: &evidence, to: &written)
      written.endEmbedded()
      let expected = JSONValue.array(
        heard.map { entry in
          .object([
            "confidence": .string(entry.source.confidence.rawValue),
            "endMilliseconds": .integer(entry.end.milliseconds),
            "interrupted": .bool(entry.isInterrupted), "kind": .string(entry.kind.rawValue),
            "priority": .string(entry.priority.rawValue), "reader": .string(entry.reader),
            "references": .array(entry.source.references.map { .string($0.description) }),
            "rule": .string(entry.rule), "source": .string(entry.source.citation),
            "text": .string(entry.text), "timeMilliseconds": .integer(entry.time.milliseconds),
          ])
        })
      var quoted = JSONOutput()
      quoted.string(expected.rendered)
      #expect(
        String(decoding: written.bytes, as: UTF8.self)
          == String(decoding: quoted.bytes, as: UTF8.self))
    }
  }

  @Test func everyLineIsItsOwnCanonicalRendering() throws {
    let options = RunOptions(
      paths: [], workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let report = Runner().run(
      documents: [(uri: "stream.feature", source: Self.feature)], options: options)
    let text = MessagesFormat.ndjson(
      report, meta: MetaMessage(implementation: Product(name: "a11ysim")), library: .shipped)
    let lines = text.split(separator: "\n").map(String.init)
    var kinds: [String: Int] = [:]
    for (number, line) in lines.enumerated() {
      let value = try JSONParser.parse(bytes: Array(line.utf8))
      if let kind = value.object?.keys.first { kinds[kind, default: 0] += 1 }
      let canonical = value.rendered
      if canonical != line {
        let common = zip(canonical, line).prefix { $0 == $1 }.count
        let written = String(line.dropFirst(common).prefix(80))
        let expected = String(canonical.dropFirst(common).prefix(80))
        Issue.record(
          "line \(number + 1) differs after \(common) characters:\n  written:   …\(written)\n  canonical: …\(expected)"
        )
      }
    }
    // Every hot message kind is there, failures and suggestions included.
    #expect(kinds["testCase"] == 5)
    #expect(kinds["testCaseStarted"] == 5)
    #expect(kinds["testCaseFinished"] == 5)
    #expect(kinds["testStepStarted"] == kinds["testStepFinished"])
    #expect((kinds["testStepStarted"] ?? 0) >= 15)
    #expect(kinds["suggestion"] == 1)
    #expect((kinds["attachment"] ?? 0) > 10)
    #expect(text.contains(#""exception":{"message":"#))
    #expect(text.contains(#"\"expected\":"#))
    #expect(text.contains(#"\\\"at\\\""#))
    #expect(text.contains(#""stepMatchArguments":[{"group":{"start":"#))
  }
}
