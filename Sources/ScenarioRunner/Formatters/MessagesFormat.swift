import CucumberMessages
import Foundation
import Gherkin
import ScreenReaders

/// The run as Cucumber Messages NDJSON (protocol ``MessagesProtocol/version``), in the order
/// cucumber writes a run: meta; each file's source, document and selected pickles; parse
/// errors; step definitions and hooks; the run's start; every test case; then each test case's
/// start, its steps (a suggestion for an undefined one; the speech heard as attachments) and
/// its end; the run's end. Ids come from a counter; times are the run's own.
///
/// What the reports need beyond the protocol travels in two attachments of A11ySim's own media
/// types, so that `a11ysim merge-reports` can rebuild every report from the streams of a CI
/// matrix: one per test case (``testCaseMediaType``: platform, reader, each failure's expected
/// and heard), before its end, and one for the run (``runMediaType``: strict, filters, files
/// that could not be run, the baseline), before the run's end.
package enum MessagesFormat {
  /// The media type of the attachment that says, for one test case, what reports show beyond
  /// the protocol.
  package static let testCaseMediaType = "application/vnd.a11ysim.test-case+json"
  /// The media type of the attachment that says, for the run, what reports show beyond the
  /// protocol.
  package static let runMediaType = "application/vnd.a11ysim.run+json"
  /// The language of the snippets in suggestions: the built-in steps closest to an undefined
  /// one, as Gherkin (A11ySim's steps are built in: there is no code to write).
  package static let snippetLanguage = "gherkin"

  /// The envelopes of `report`, with `meta` first.
  package static func envelopes(_ report: RunReport, meta: MetaMessage) -> [Envelope] {
    var envelopes: [Envelope] = []
    write(report, meta: meta) { envelopes.append($0) }
    return envelopes
  }

  /// Hands each envelope of `report` to `emit` as it is made, in stream order, so a writer can
  /// stream them out without the run's envelopes ever being held together.
  package static func write<Failure: Error>(
    _ report: RunReport, meta: MetaMessage, to emit: (Envelope) throws(Failure) -> Void
  ) throws(Failure) {
    var stream = Stream()
    try stream.start(
      meta: meta, documents: report.documents, loadErrors: report.loadErrors,
      testCases: report.testCases.map(TestCasePlan.init), baselineName: report.baselineName,
      startedAt: report.startedAt, to: emit)
    for testCase in report.testCases { try stream.add(testCase, to: emit) }
    try stream.finish(report, to: emit)
  }

  /// What the stream says of a test case before any runs: its pickle and, for each step, the
  /// definitions it matches.
  package struct TestCasePlan: Sendable {
    /// The test case's pickle.
    var pickle: Pickle
    /// The feature file's path.
    var uri: String
    /// The scenario's (or example row's) line.
    var line: Int
    /// Each step: its pickle step, text and matching definitions' expressions, or the
    /// baseline check.
    var steps: [(pickleStepID: String, text: String, expressions: [String], isBaselineCheck: Bool)]

    /// The plan of a test case that has run.
    init(_ testCase: TestCaseReport) {
      pickle = testCase.pickle
      uri = testCase.uri
      line = testCase.line
      steps = testCase.steps.map { step in
        (
          step.pickleStepID, step.text, step.definition.map { [$0] } ?? step.ambiguousMatches,
          step.isBaselineCheck
        )
      }
    }

    /// The plan of a test case about to run: its steps matched by `match` (a step text's
    /// definitions' expressions), as the run will match them.
    init(pickle: Pickle, uri: String, line: Int, match: (String) -> [String]) {
      self.pickle = pickle
      self.uri = uri
      self.line = line
      steps = pickle.steps.map { step in (step.id, step.text, match(step.text), false) }
    }
  }

  /// The message stream of a run, written as it goes. Either ``start(meta:documents:loadErrors:testCases:baselineName:startedAt:to:)``
  /// with the whole plan, or, file by file: ``begin(meta:baselineName:to:)``,
  /// ``plan(uri:source:document:testCases:to:testCasesTo:)`` for each file, then
  /// ``startRun(loadErrors:startedAt:to:)``, after which the caller writes what `plan` gave its
  /// `testCasesTo`. Then ``add(_:to:)`` for each test case as it finishes (in the order of the
  /// plan) and ``finish(_:to:)`` at the end. Test cases are not kept.
  package struct Stream {
    private var ids = 0
    private var runID = ""
    /// The step definitions' ids, by expression, and the baseline hook's id.
    private var definitionIDs: [String: String] = [:]
    private var baselineHookID: String?
    private var baselineName: String?
    /// Each planned test case's id; its steps' ids are the ones that follow it.
    private var planned: [(caseID: Int, steps: Int)] = []
    private var next = 0
    private var clock = Date(timeIntervalSince1970: 0)
    /// Where each step text's definitions matched, worked out once.
    private var matchLists = StepMatchLists()
    /// Where each hot message is written before it goes out as a rendered envelope (the
    /// envelope is gone when `emit` returns, so the storage is reused, never copied).
    private var scratch = JSONOutput(capacity: 4096)
    /// Where an attachment's body is written before it is quoted into its message.
    private var body = JSONOutput(capacity: 4096)

    /// A stream that has written nothing yet.
    package init() {}

    private mutating func nextID() -> String {
      defer { ids += 1 }
      return "m\(ids)"
    }

    /// Writes what precedes the first test case's start: meta; each file's source, document
    /// and planned pickles (in file order); parse errors; step definitions and hooks; the run's
    /// start; every planned test case.
    package mutating func start<Failure: Error>(
      meta: MetaMessage, documents: [(uri: String, source: String, document: GherkinDocument)],
      loadErrors: [LoadError], testCases: [TestCasePlan], baselineName: String?, startedAt: Date,
      to emit: (Envelope) throws(Failure) -> Void
    ) throws(Failure) {
      try begin(meta: meta, baselineName: baselineName, to: emit)
      var picklesByURI: [String: [TestCasePlan]] = [:]
      for testCase in testCases { picklesByURI[testCase.uri, default: []].append(testCase) }
      for document in documents {
        try writeFile(
          uri: document.uri, source: document.source, document: document.document,
          testCases: picklesByURI[document.uri] ?? [], to: emit)
      }
      try startRun(loadErrors: loadErrors, startedAt: startedAt, to: emit)
      // In the order the test cases run, whatever order their files were read in.
      for testCase in testCases { try writeTestCase(testCase, to: emit) }
    }

    /// Writes meta, and numbers the step definitions, the baseline hook and the run.
    package mutating func begin<Failure: Error>(
      meta: MetaMessage, baselineName: String?, to emit: (Envelope) throws(Failure) -> Void
    ) throws(Failure) {
      try emit(.meta(meta))
      definitionIDs = [:]
      for definition in StepLibrary.all {
        definitionIDs[definition.expression.source] = nextID()
      }
      self.baselineName = baselineName
      baselineHookID = baselineName.map { _ in nextID() }
      runID = nextID()
      planned = []
    }

    /// Writes one file's source, document and the pickles of `testCases` (its test cases that
    /// will run, in file order) to `emit`, and their `testCase` messages to `testCasesTo`,
    /// which the caller writes out after ``startRun(loadErrors:startedAt:to:)``.
    package mutating func plan<Failure: Error>(
      uri: String, source: String, document: GherkinDocument, testCases: [TestCasePlan],
      to emit: (Envelope) throws(Failure) -> Void,
      testCasesTo emitTestCase: (Envelope) throws(Failure) -> Void
    ) throws(Failure) {
      try writeFile(uri: uri, source: source, document: document, testCases: testCases, to: emit)
      for testCase in testCases { try writeTestCase(testCase, to: emitTestCase) }
    }

    /// Writes a file's source, document and pickles.
    private func writeFile<Failure: Error>(
      uri: String, source: String, document: GherkinDocument, testCases: [TestCasePlan],
      to emit: (Envelope) throws(Failure) -> Void
    ) throws(Failure) {
      try emit(
        .source(
          SourceMessage(
            uri: uri, data: source,
            mediaType: uri.hasSuffix(".md")
              ? "text/x.cucumber.gherkin+markdown" : "text/x.cucumber.gherkin+plain")))
      try emit(.gherkinDocument(document))
      // Pickles in file order, whatever order the test cases run in.
      let pickles = testCases.enumerated().sorted {
        ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
      }
      for pickle in pickles { try emit(.pickle(pickle.element.pickle)) }
    }

    /// Writes the parse errors, the step definitions and hooks, and the run's start.
    package mutating func startRun<Failure: Error>(
      loadErrors: [LoadError], startedAt: Date, to emit: (Envelope) throws(Failure) -> Void
    ) throws(Failure) {
      for error in loadErrors {
        var source: [String: JSONValue] = ["uri": .string(error.uri)]
        if let line = error.line, line >= 1 {
          source["location"] = MessageMapping.json(
            Location(line: line, column: error.column.flatMap { $0 >= 1 ? $0 : nil }))
        }
        try emit(
          .other(
            key: "parseError",
            message: .object(["source": .object(source), "message": .string(error.message)])))
      }
      for definition in StepLibrary.all {
        try emit(
          .other(
            key: "stepDefinition",
            message: .object([
              "id": .string(definitionIDs[definition.expression.source] ?? ""),
              "pattern": .object([
                "source": .string(definition.expression.source),
                "type": .string("CUCUMBER_EXPRESSION"),
              ]),
              "sourceReference": .object([
                "uri": .string("Sources/" + definition.sourceFile),
                "location": .object(["line": .integer(definition.sourceLine)]),
              ]),
            ])))
      }
      // The baseline comparison is not a step of the scenario: it is an after-test-case hook.
      if let baselineHookID, let name = baselineName {
        try emit(
          .other(
            key: "hook",
            message: .object([
              "id": .string(baselineHookID), "name": .string("the speech matches the baseline"),
              "sourceReference": .object(["uri": .string(name)]),
              "type": .string("AFTER_TEST_CASE"),
            ])))
      }
      clock = startedAt
      try emit(
        .other(
          key: "testRunStarted",
          message: .object(["id": .string(runID), "timestamp": timestamp(startedAt)])))
    }

    /// Numbers a test case and its steps, and writes its `testCase` message.
    private mutating func writeTestCase<Failure: Error>(
      _ testCase: TestCasePlan, to emit: (Envelope) throws(Failure) -> Void
    ) throws(Failure) {
      let caseID = ids
      ids += 1 + testCase.steps.count
      planned.append((caseID: caseID, steps: testCase.steps.count))
      scratch.reset()
      scratch.beginObject()
      scratch.member("id", "m\(caseID)")
      scratch.member("pickleId", testCase.pickle.id)
      scratch.member("testRunStartedId", runID)
      scratch.key("testSteps")
      scratch.beginArray()
      for (offset, step) in testCase.steps.enumerated() {
        MessagesFormat.writeTestStep(
          step, id: "m\(caseID + 1 + offset)", definitionIDs: definitionIDs,
          hookID: baselineHookID, matchLists: &matchLists, to: &scratch)
      }
      scratch.endArray()
      scratch.endObject()
      try emit(.rendered(key: "testCase", message: scratch.bytes))
    }

    /// Writes the next planned test case's start, steps and end.
    package mutating func add<Failure: Error>(
      _ testCase: TestCaseReport, to emit: (Envelope) throws(Failure) -> Void
    ) throws(Failure) {
      precondition(next < planned.count, "more test cases than planned")
      let plan = planned[next]
      let ids = (
        caseID: "m\(plan.caseID)", stepIDs: (0..<plan.steps).map { "m\(plan.caseID + 1 + $0)" }
      )
      next += 1
      // A test case an interrupted run did not reach was planned, never started.
      if testCase.notRunReason != nil { return }
      let startedID = nextID()
      scratch.reset()
      scratch.beginObject()
      scratch.member("attempt", 0)
      scratch.member("id", startedID)
      scratch.member("testCaseId", ids.caseID)
      scratch.key("timestamp")
      MessagesFormat.writeTimestamp(clock, to: &scratch)
      scratch.endObject()
      try emit(.rendered(key: "testCaseStarted", message: scratch.bytes))
      for (step, stepID) in zip(testCase.steps, ids.stepIDs) {
        scratch.reset()
        scratch.beginObject()
        scratch.member("testCaseStartedId", startedID)
        scratch.member("testStepId", stepID)
        scratch.key("timestamp")
        MessagesFormat.writeTimestamp(clock, to: &scratch)
        scratch.endObject()
        try emit(.rendered(key: "testStepStarted", message: scratch.bytes))
        if step.status == .undefined && !step.isBaselineCheck {
          try emit(
            .suggestion(
              SuggestionMessage(
                id: nextID(), pickleStepId: step.pickleStepID,
                snippets: step.suggestions.map {
                  SuggestionMessage.Snippet(language: snippetLanguage, code: $0)
                })))
        }
        if !step.heard.isEmpty {
          body.reset()
          for (index, entry) in step.heard.enumerated() {
            if index > 0 { body.rawText("\n") }
            body.rawText(TranscriptLine.render(entry))
          }
          try emitAttachment(
            mediaType: "text/plain", fileName: "transcript.txt", testCaseStartedID: startedID,
            testStepID: stepID, at: clock, to: emit)
          // The same speech for programs: each utterance with the rule that produced it, its
          // confidence, its source and the source's public references.
          body.reset()
          writeSpeech(step.heard, to: &body)
          try emitAttachment(
            mediaType: "application/json", fileName: "speech.json",
            testCaseStartedID: startedID, testStepID: stepID, at: clock, to: emit)
        }
        clock = clock.addingTimeInterval(step.duration)
        scratch.reset()
        scratch.beginObject()
        scratch.member("testCaseStartedId", startedID)
        scratch.member("testStepId", stepID)
        scratch.key("testStepResult")
        scratch.beginObject()
        scratch.key("duration")
        MessagesFormat.writeDuration(step.duration, to: &scratch)
        if let failure = step.failure {
          scratch.key("exception")
          scratch.beginObject()
          scratch.member("message", failure.message)
          scratch.member("type", "StepFailure")
          scratch.endObject()
          scratch.member("message", failure.message)
        }
        scratch.member("status", step.status.messageName)
        scratch.endObject()
        scratch.key("timestamp")
        MessagesFormat.writeTimestamp(clock, to: &scratch)
        scratch.endObject()
        try emit(.rendered(key: "testStepFinished", message: scratch.bytes))
      }
      body.reset()
      writeTestCaseFacts(testCase, stepIDs: ids.stepIDs, to: &body)
      try emitAttachment(
        mediaType: testCaseMediaType, fileName: "a11ysim-test-case.json",
        testCaseStartedID: startedID, testStepID: nil, at: clock, to: emit)
      scratch.reset()
      scratch.beginObject()
      scratch.member("testCaseStartedId", startedID)
      scratch.key("timestamp")
      MessagesFormat.writeTimestamp(clock, to: &scratch)
      scratch.member("willBeRetried", false)
      scratch.endObject()
      try emit(.rendered(key: "testCaseFinished", message: scratch.bytes))
    }

    /// Writes an attachment of a test case (or of its step) whose body is in ``body``.
    private mutating func emitAttachment<Failure: Error>(
      mediaType: String, fileName: String, testCaseStartedID: String?,
      testStepID: String?, at time: Date, to emit: (Envelope) throws(Failure) -> Void
    ) throws(Failure) {
      scratch.reset()
      MessagesFormat.writeAttachment(
        body: body.bytes, mediaType: mediaType, fileName: fileName,
        testCaseStartedID: testCaseStartedID, testStepID: testStepID, at: time, to: &scratch)
      try emit(.rendered(key: "attachment", message: scratch.bytes))
    }

    /// Writes the run's end: the run's facts and `testRunFinished`. `report` needs its test
    /// cases' outcomes only (see ``TestCaseReport/compacted(_:keepingTranscript:)``).
    package mutating func finish<Failure: Error>(
      _ report: RunReport, to emit: (Envelope) throws(Failure) -> Void
    ) throws(Failure) {
      let end = report.startedAt.addingTimeInterval(report.duration)
      body.reset()
      body.value(runFacts(report))
      try emitAttachment(
        mediaType: runMediaType, fileName: "a11ysim-run.json", testCaseStartedID: nil,
        testStepID: nil, at: end, to: emit)
      var finished: [String: JSONValue] = [
        "testRunStartedId": .string(runID), "success": .bool(report.success),
        "timestamp": timestamp(end),
      ]
      var messages: [String] = []
      if report.interrupted { messages.append(report.interruptionSummary) }
      if let baseline = report.baselineName, !report.baselineMissing.isEmpty {
        messages.append(
          "in the baseline \(baseline), not in this run:\n"
            + report.baselineMissing.joined(separator: "\n"))
      }
      if !messages.isEmpty { finished["message"] = .string(messages.joined(separator: "\n")) }
      try emit(.other(key: "testRunFinished", message: .object(finished)))
    }
  }

  /// The NDJSON text.
  package static func ndjson(_ report: RunReport, meta: MetaMessage) -> String {
    NDJSONWriter.render(envelopes(report, meta: meta))
  }

  /// A test case's step: the baseline hook, or a pickle step with the definitions it matched
  /// (none when undefined, several when ambiguous) and where each matched its arguments.
  static func writeTestStep(
    _ step: (pickleStepID: String, text: String, expressions: [String], isBaselineCheck: Bool),
    id: String, definitionIDs: [String: String], hookID: String?,
    matchLists: inout StepMatchLists, to out: inout JSONOutput
  ) {
    out.beginObject()
    if step.isBaselineCheck, let hookID {
      out.member("hookId", hookID)
      out.member("id", id)
      out.endObject()
      return
    }
    out.member("id", id)
    out.member("pickleStepId", step.pickleStepID)
    out.key("stepDefinitionIds")
    out.beginArray()
    for expression in step.expressions {
      if let definitionID = definitionIDs[expression] { out.string(definitionID) }
    }
    out.endArray()
    out.key("stepMatchArgumentsLists")
    out.rendered(matchLists.rendered(for: step.text, expressions: step.expressions))
    out.endObject()
  }

  /// Where a step text matched each of its definitions' arguments, as the messages write it,
  /// remembered per text and definitions.
  struct StepMatchLists {
    private var known: [[String]: [UInt8]] = [:]
    private static let definitions = Dictionary(
      StepLibrary.all.map { ($0.expression.source, $0) }, uniquingKeysWith: { first, _ in first })

    /// The compact JSON array of the step's match lists, one per definition.
    mutating func rendered(for text: String, expressions: [String]) -> [UInt8] {
      let key = [text] + expressions
      if let value = known[key] { return value }
      var out = JSONOutput()
      out.beginArray()
      for definition in expressions.compactMap({ Self.definitions[$0] }) {
        out.beginObject()
        out.key("stepMatchArguments")
        out.beginArray()
        for argument in definition.matchArguments(text) ?? [] {
          out.beginObject()
          out.key("group")
          out.beginObject()
          out.member("start", argument.start)
          out.member("value", argument.value)
          out.endObject()
          out.member("parameterTypeName", argument.parameterTypeName)
          out.endObject()
        }
        out.endArray()
        out.endObject()
      }
      out.endArray()
      known[key] = out.bytes
      return out.bytes
    }
  }

  /// An attachment message.
  static func writeAttachment(
    body: [UInt8], mediaType: String, fileName: String, testCaseStartedID: String?,
    testStepID: String?, at time: Date, to out: inout JSONOutput
  ) {
    out.beginObject()
    out.key("body")
    out.string(utf8: body)
    out.member("contentEncoding", "IDENTITY")
    out.member("fileName", fileName)
    out.member("mediaType", mediaType)
    out.member("testCaseStartedId", testCaseStartedID)
    out.member("testStepId", testStepID)
    out.key("timestamp")
    writeTimestamp(time, to: &out)
    out.endObject()
  }

  /// What reports show of a test case beyond the protocol: where it ran and, for each failed
  /// step, what was expected and heard.
  static func writeTestCaseFacts(
    _ testCase: TestCaseReport, stepIDs: [String], to out: inout JSONOutput
  ) {
    out.beginObject()
    out.member("componentFile", testCase.componentFile)
    out.key("durationSeconds")
    out.value(.number(testCase.duration))
    out.key("failures")
    out.beginArray()
    for (step, id) in zip(testCase.steps, stepIDs) {
      guard let failure = step.failure else { continue }
      out.beginObject()
      out.member("actual", failure.actual)
      out.member("couldNotRun", failure.couldNotRun)
      out.member("expected", failure.expected)
      out.member("testStepId", id)
      out.endObject()
    }
    out.endArray()
    out.member("platform", testCase.platform)
    out.member("reader", testCase.reader)
    out.endObject()
  }

  /// What reports show of the run beyond the protocol.
  static func runFacts(_ report: RunReport) -> JSONValue {
    var object = JSONObjectBuilder()
    object.set("strict", .bool(report.strict))
    object.set("stoppedEarly", .bool(report.stoppedEarly))
    object.set("interrupted", .bool(report.interrupted))
    object.set("randomSeed", report.randomSeed.map { .string(String($0)) })
    object.set("nothingSelected", report.nothingSelected.map(JSONValue.string))
    object.set("passWithNoScenarios", .bool(report.passWithNoScenarios))
    object.set("durationSeconds", .number(report.duration))
    object.set("baseline", report.baselineName.map(JSONValue.string))
    object.set("baselineMissing", .array(report.baselineMissing.map(JSONValue.string)))
    object.set(
      "loadErrors",
      .array(
        report.loadErrors.map { error in
          var fields = JSONObjectBuilder()
          fields.set("uri", .string(error.uri))
          fields.set("line", error.line.map(JSONValue.integer))
          fields.set("column", error.column.map(JSONValue.integer))
          fields.set("message", .string(error.message))
          return fields.value
        }))
    object.set(
      "notRun",
      .array(
        report.testCases.compactMap(\.notRunReason).first.map { [JSONValue.string($0)] } ?? []))
    return object.value
  }

  /// The utterances as a JSON array: reader, start and end times, text, whether cut off, why it
  /// was said (focus, valueChange, hint, …) and whether it interrupted or queued, the rule, its
  /// confidence, its source and the public references behind it.
  static func writeSpeech(_ heard: [TranscriptEntry], to out: inout JSONOutput) {
    out.beginArray()
    for entry in heard {
      out.beginObject()
      out.member("confidence", entry.source.confidence.rawValue)
      out.member("endMilliseconds", entry.end.milliseconds)
      out.member("interrupted", entry.isInterrupted)
      out.member("kind", entry.kind.rawValue)
      out.member("priority", entry.priority.rawValue)
      out.member("reader", entry.reader)
      out.key("references")
      out.beginArray()
      for reference in entry.source.references { out.string(reference.description) }
      out.endArray()
      out.member("rule", entry.rule)
      out.member("source", entry.source.citation)
      out.member("text", entry.text)
      out.member("timeMilliseconds", entry.time.milliseconds)
      out.endObject()
    }
    out.endArray()
  }

  /// `{"nanos":N,"seconds":S}` of a time.
  static func writeTimestamp(_ date: Date, to out: inout JSONOutput) {
    writeDuration(date.timeIntervalSince1970, to: &out)
  }

  /// `{"nanos":N,"seconds":S}` of a length of time.
  static func writeDuration(_ interval: Double, to out: inout JSONOutput) {
    let seconds = Int(interval.rounded(.down))
    out.beginObject()
    out.member("nanos", Int((interval - Double(seconds)) * 1e9))
    out.member("seconds", seconds)
    out.endObject()
  }

  static func timestamp(_ date: Date) -> JSONValue {
    let interval = date.timeIntervalSince1970
    let seconds = Int(interval.rounded(.down))
    return .object([
      "seconds": .integer(seconds), "nanos": .integer(Int((interval - Double(seconds)) * 1e9)),
    ])
  }
}
