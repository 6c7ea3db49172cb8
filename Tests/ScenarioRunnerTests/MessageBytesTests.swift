import CucumberMessages
import Foundation
import Reports
import ScenarioRunner
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
        "a11ysim-test-case.json": MessagesFormat.testCaseMediaType,
        "a11ysim-run.json": MessagesFormat.runMediaType,
      ])
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
