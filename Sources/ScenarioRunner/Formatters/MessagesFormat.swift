import CucumberMessages
import Foundation
import Gherkin
import ScreenReaders

/// The run as Cucumber Messages NDJSON: the canonical stream (meta, sources, documents,
/// pickles, step definitions, test cases, step results, transcripts as attachments, the run's
/// end). Ids come from a counter; times are the run's own.
public enum MessagesFormat {
  /// The envelopes of `report`.
  public static func envelopes(_ report: RunReport, version: String) -> [Envelope] {
    var ids = 0
    func nextID() -> String {
      defer { ids += 1 }
      return "m\(ids)"
    }
    var envelopes: [Envelope] = [
      .other(
        key: "meta",
        message: .object([
          "protocolVersion": .string("30.1.0"),
          "implementation": .object(["name": .string("a11ysim"), "version": .string(version)]),
          "runtime": .object(["name": .string("swift"), "version": .string("6")]),
          "os": .object(["name": .string("linux")]),
          "cpu": .object(["name": .string("x86_64")]),
        ]))
    ]
    for document in report.documents {
      envelopes.append(
        .source(
          SourceMessage(
            uri: document.uri, data: document.source,
            mediaType: document.uri.hasSuffix(".md")
              ? "text/x.cucumber.gherkin+markdown" : "text/x.cucumber.gherkin+plain")))
      envelopes.append(.gherkinDocument(document.document))
    }
    for testCase in report.testCases { envelopes.append(.pickle(testCase.pickle)) }
    for error in report.loadErrors {
      envelopes.append(
        .parseError(
          ParseErrorMessage(
            uri: error.uri, location: Location(line: error.line ?? 0, column: error.column),
            message: error.message)))
    }
    var definitionIDs: [String: String] = [:]
    for definition in StepLibrary.all {
      let id = nextID()
      definitionIDs[definition.expression.source] = id
      envelopes.append(
        .other(
          key: "stepDefinition",
          message: .object([
            "id": .string(id),
            "pattern": .object([
              "source": .string(definition.expression.source),
              "type": .string("CUCUMBER_EXPRESSION"),
            ]),
            "sourceReference": .object(["uri": .string("Sources/ScenarioRunner/Steps")]),
          ])))
    }
    // The baseline comparison is not a step of the scenario: it is an after-test-case hook.
    let baselineHookID = report.baselineName.map { _ in nextID() }
    if let baselineHookID, let name = report.baselineName {
      envelopes.append(
        .other(
          key: "hook",
          message: .object([
            "id": .string(baselineHookID), "name": .string("the speech matches the baseline"),
            "sourceReference": .object(["uri": .string(name)]),
            "type": .string("AFTER_TEST_CASE"),
          ])))
    }
    let runID = nextID()
    let start = report.startedAt
    envelopes.append(
      .other(
        key: "testRunStarted",
        message: .object(["id": .string(runID), "timestamp": timestamp(start)])))
    var clock = start
    for testCase in report.testCases {
      let caseID = nextID()
      let stepIDs = testCase.steps.map { _ in nextID() }
      envelopes.append(
        .other(
          key: "testCase",
          message: .object([
            "id": .string(caseID), "pickleId": .string(testCase.pickle.id),
            "testRunStartedId": .string(runID),
            "testSteps": .array(
              zip(testCase.steps, stepIDs).map { step, id in
                if step.isBaselineCheck, let baselineHookID {
                  return .object(["id": .string(id), "hookId": .string(baselineHookID)])
                }
                var fields: [String: JSONValue] = [
                  "id": .string(id), "pickleStepId": .string(step.pickleStepID),
                  "stepDefinitionIds": .array(
                    (step.definition.flatMap { definitionIDs[$0] }.map { [JSONValue.string($0)] }
                      ?? [])
                      + step.ambiguousMatches.compactMap { definitionIDs[$0] }.map(JSONValue.string)
                  ),
                ]
                if step.status == .ambiguous || step.status == .undefined {
                  fields["stepMatchArgumentsLists"] = .array([])
                }
                return .object(fields)
              }),
          ])))
      // A test case an interrupted run did not reach was planned, never started.
      if testCase.notRunReason != nil { continue }
      let startedID = nextID()
      envelopes.append(
        .other(
          key: "testCaseStarted",
          message: .object([
            "id": .string(startedID), "testCaseId": .string(caseID), "attempt": .integer(0),
            "timestamp": timestamp(clock),
          ])))
      for (step, stepID) in zip(testCase.steps, stepIDs) {
        envelopes.append(
          .other(
            key: "testStepStarted",
            message: .object([
              "testCaseStartedId": .string(startedID), "testStepId": .string(stepID),
              "timestamp": timestamp(clock),
            ])))
        clock = clock.addingTimeInterval(step.duration)
        var result: [String: JSONValue] = [
          "status": .string(step.status.messageName), "duration": duration(step.duration),
        ]
        if let failure = step.failure { result["message"] = .string(failure.message) }
        envelopes.append(
          .other(
            key: "testStepFinished",
            message: .object([
              "testCaseStartedId": .string(startedID), "testStepId": .string(stepID),
              "testStepResult": .object(result), "timestamp": timestamp(clock),
            ])))
        if !step.heard.isEmpty {
          envelopes.append(
            .other(
              key: "attachment",
              message: .object([
                "testCaseStartedId": .string(startedID), "testStepId": .string(stepID),
                "body": .string(step.heard.map(TranscriptLine.render).joined(separator: "\n")),
                "contentEncoding": .string("IDENTITY"), "mediaType": .string("text/plain"),
                "fileName": .string("transcript.txt"),
              ])))
          // The same speech for programs: each utterance with the rule that produced it, its
          // confidence, its source and the source's public references.
          envelopes.append(
            .other(
              key: "attachment",
              message: .object([
                "testCaseStartedId": .string(startedID), "testStepId": .string(stepID),
                "body": .string(Self.speechJSON(step.heard)),
                "contentEncoding": .string("IDENTITY"), "mediaType": .string("application/json"),
                "fileName": .string("speech.json"),
              ])))
        }
      }
      envelopes.append(
        .other(
          key: "testCaseFinished",
          message: .object([
            "testCaseStartedId": .string(startedID), "timestamp": timestamp(clock),
            "willBeRetried": .bool(false),
          ])))
    }
    var finished: [String: JSONValue] = [
      "testRunStartedId": .string(runID), "success": .bool(report.success),
      "timestamp": timestamp(start.addingTimeInterval(report.duration)),
    ]
    var messages: [String] = []
    if report.interrupted { messages.append(report.interruptionSummary) }
    if let baseline = report.baselineName, !report.baselineMissing.isEmpty {
      messages.append(
        "in the baseline \(baseline), not in this run:\n"
          + report.baselineMissing.joined(separator: "\n"))
    }
    if !messages.isEmpty { finished["message"] = .string(messages.joined(separator: "\n")) }
    envelopes.append(.other(key: "testRunFinished", message: .object(finished)))
    return envelopes
  }

  /// The NDJSON text.
  public static func ndjson(_ report: RunReport, version: String) -> String {
    NDJSONWriter.render(envelopes(report, version: version))
  }

  /// The utterances as a JSON array: reader, start and end times, text, whether cut off, the
  /// rule, its confidence, its source and the public references behind it.
  static func speechJSON(_ heard: [TranscriptEntry]) -> String {
    let entries = heard.map { entry -> JSONValue in
      var fields: [String: JSONValue] = [:]
      fields["reader"] = .string(entry.reader)
      fields["text"] = .string(entry.text)
      fields["timeMilliseconds"] = .integer(entry.time.milliseconds)
      fields["endMilliseconds"] = .integer(entry.end.milliseconds)
      fields["interrupted"] = .bool(entry.isInterrupted)
      fields["rule"] = .string(entry.rule)
      fields["confidence"] = .string(entry.source.confidence.rawValue)
      fields["source"] = .string(entry.source.citation)
      fields["references"] = .array(entry.source.references.map { .string($0.description) })
      return .object(fields)
    }
    return JSONValue.array(entries).rendered
  }

  static func timestamp(_ date: Date) -> JSONValue {
    let interval = date.timeIntervalSince1970
    let seconds = Int(interval.rounded(.down))
    return .object([
      "seconds": .integer(seconds), "nanos": .integer(Int((interval - Double(seconds)) * 1e9)),
    ])
  }

  static func duration(_ interval: Double) -> JSONValue {
    let seconds = Int(interval.rounded(.down))
    return .object([
      "seconds": .integer(seconds), "nanos": .integer(Int((interval - Double(seconds)) * 1e9)),
    ])
  }
}
