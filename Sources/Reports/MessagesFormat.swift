import Core
import CucumberMessages
import Foundation
import Gherkin
import ScenarioRunner
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

  /// Writes the stream of `report`, meta first, to `writer`, each message as it is made, so
  /// the run's envelopes are never held together.
  package static func write(
    _ report: RunReport, meta: MetaMessage, library: StepLibrary, to writer: inout NDJSONWriter
  ) throws {
    var stream = Stream(library: library)
    try stream.start(
      meta: meta, documents: report.documents, loadErrors: report.loadErrors,
      testCases: report.testCases.map(TestCasePlan.init), baselineName: report.baselineName,
      startedAt: report.startedAt, to: &writer)
    for testCase in report.testCases { try stream.add(testCase, to: &writer) }
    try stream.finish(report, to: &writer)
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
  /// ``startRun(loadErrors:startedAt:to:)``, after which the caller writes what `plan` wrote to
  /// its `testCasesTo`. Then ``add(_:to:)`` for each test case as it finishes (in the order of
  /// the plan) and ``finish(_:to:)`` at the end. Test cases are not kept.
  ///
  /// The messages a run writes by the million (test cases, their starts and ends, steps and
  /// attachments; the files' sources, documents and pickles) are written straight into the
  /// writer's buffer, keys in ``JSONValue``'s sorted order; ids are `m` and a counter.
  package struct Stream {
    private var ids = 0
    private var runID = 0
    /// The step definitions' ids, by expression, and the baseline hook's id.
    private var definitionIDs: [String: Int] = [:]
    private var baselineHookID: Int?
    private var baselineName: String?
    /// Each planned test case's id; its steps' ids are the ones that follow it.
    private var planned: [(caseID: Int, steps: Int)] = []
    private var next = 0
    private var clock = Date(timeIntervalSince1970: 0)
    /// What each step text's definitions and arguments write, worked out once.
    private var stepMatches: StepMatches
    /// What each rule's evidence writes in the speech attachments, worked out once.
    private var evidence = SpeechEvidence()
    /// The run's step vocabulary, whose definitions the stream lists.
    private let library: StepLibrary

    /// A stream that has written nothing yet, of a run with the steps of `library`.
    package init(library: StepLibrary) {
      self.library = library
      stepMatches = StepMatches(library: library)
    }

    private mutating func nextID() -> Int {
      defer { ids += 1 }
      return ids
    }

    /// Writes what precedes the first test case's start: meta; each file's source, document
    /// and planned pickles (in file order); parse errors; step definitions and hooks; the run's
    /// start; every planned test case.
    package mutating func start(
      meta: MetaMessage, documents: [(uri: String, source: String, document: GherkinDocument)],
      loadErrors: [LoadError], testCases: [TestCasePlan], baselineName: String?, startedAt: Date,
      to writer: inout NDJSONWriter
    ) throws {
      try begin(meta: meta, baselineName: baselineName, to: &writer)
      var picklesByURI: [String: [TestCasePlan]] = [:]
      for testCase in testCases { picklesByURI[testCase.uri, default: []].append(testCase) }
      for document in documents {
        try writeFile(
          uri: document.uri, source: document.source, document: document.document,
          testCases: picklesByURI[document.uri] ?? [], to: &writer)
      }
      try startRun(loadErrors: loadErrors, startedAt: startedAt, to: &writer)
      // In the order the test cases run, whatever order their files were read in.
      for testCase in testCases {
        try writer.writeLines { out in writeTestCase(testCase, to: &out) }
      }
    }

    /// Writes meta, and numbers the step definitions, the baseline hook and the run.
    package mutating func begin(
      meta: MetaMessage, baselineName: String?, to writer: inout NDJSONWriter
    ) throws {
      try writer.write(.meta(meta))
      definitionIDs = [:]
      for definition in library.all {
        definitionIDs[definition.expression.source] = nextID()
      }
      self.baselineName = baselineName
      baselineHookID = baselineName.map { _ in nextID() }
      runID = nextID()
      planned = []
      stepMatches = StepMatches(library: library)
    }

    /// Writes one file's source, document and the pickles of `testCases` (its test cases that
    /// will run, in file order) to `writer`, and their `testCase` messages to `testCaseWriter`,
    /// which the caller writes out after ``startRun(loadErrors:startedAt:to:)``.
    package mutating func plan(
      uri: String, source: String, document: GherkinDocument, testCases: [TestCasePlan],
      to writer: inout NDJSONWriter, testCasesTo testCaseWriter: inout NDJSONWriter
    ) throws {
      try writeFile(
        uri: uri, source: source, document: document, testCases: testCases, to: &writer)
      for testCase in testCases {
        try testCaseWriter.writeLines { out in writeTestCase(testCase, to: &out) }
      }
    }

    /// Writes a file's source, document and pickles.
    private func writeFile(
      uri: String, source: String, document: GherkinDocument, testCases: [TestCasePlan],
      to writer: inout NDJSONWriter
    ) throws {
      try writer.writeLines { out in
        out.fragment(#"{"source":{"data":"#)
        out.fragment(quoted: source)
        out.fragment(
          uri.hasSuffix(".md")
            ? #","mediaType":"text/x.cucumber.gherkin+markdown","uri":"#
            : #","mediaType":"text/x.cucumber.gherkin+plain","uri":"#)
        out.fragment(quoted: uri)
        out.fragment("}}")
        out.newline()
        out.fragment(#"{"gherkinDocument":"#)
        MessageMapping.write(document, to: &out)
        out.fragment("}")
        out.newline()
      }
      // Pickles in file order, whatever order the test cases run in.
      let pickles = testCases.enumerated().sorted {
        ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
      }
      for pickle in pickles {
        try writer.writeLines { out in
          out.fragment(#"{"pickle":"#)
          MessageMapping.write(pickle.element.pickle, to: &out)
          out.fragment("}")
          out.newline()
        }
      }
    }

    /// Writes the parse errors, the step definitions and hooks, and the run's start.
    package mutating func startRun(
      loadErrors: [LoadError], startedAt: Date, to writer: inout NDJSONWriter
    ) throws {
      for error in loadErrors {
        var source: [String: JSONValue] = ["uri": .string(error.uri)]
        if let line = error.line, line >= 1 {
          source["location"] = MessageMapping.json(
            Location(line: line, column: error.column.flatMap { $0 >= 1 ? $0 : nil }))
        }
        try writer.write(
          .other(
            key: "parseError",
            message: .object(["source": .object(source), "message": .string(error.message)])))
      }
      for definition in library.all {
        try writer.write(
          .other(
            key: "stepDefinition",
            message: .object([
              "id": .string(
                definitionIDs[definition.expression.source].map(MessagesFormat.id) ?? ""),
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
        try writer.write(
          .other(
            key: "hook",
            message: .object([
              "id": .string(MessagesFormat.id(baselineHookID)),
              "name": .string("the speech matches the baseline"),
              "sourceReference": .object(["uri": .string(name)]),
              "type": .string("AFTER_TEST_CASE"),
            ])))
      }
      clock = startedAt
      try writer.write(
        .other(
          key: "testRunStarted",
          message: .object([
            "id": .string(MessagesFormat.id(runID)), "timestamp": timestamp(startedAt),
          ])))
    }

    /// Numbers a test case and its steps, and writes its `testCase` message.
    private mutating func writeTestCase(_ testCase: TestCasePlan, to out: inout JSONOutput) {
      let caseID = ids
      ids += 1 + testCase.steps.count
      planned.append((caseID: caseID, steps: testCase.steps.count))
      out.fragment(#"{"testCase":{"id":"m"#)
      out.fragment(caseID)
      out.fragment(#"","pickleId":"#)
      out.fragment(quoted: testCase.pickle.id)
      out.fragment(#","testRunStartedId":"m"#)
      out.fragment(runID)
      out.fragment(#"","testSteps":["#)
      for (offset, step) in testCase.steps.enumerated() {
        if offset > 0 { out.fragment(",") }
        let id = caseID + 1 + offset
        // A test case's step: the baseline hook, or a pickle step with the definitions it
        // matched (none when undefined, several when ambiguous) and their arguments.
        if step.isBaselineCheck, let baselineHookID {
          out.fragment(#"{"hookId":"m"#)
          out.fragment(baselineHookID)
          out.fragment(#"","id":"m"#)
          out.fragment(id)
          out.fragment(#""}"#)
          continue
        }
        out.fragment(#"{"id":"m"#)
        out.fragment(id)
        out.fragment(#"","pickleStepId":"#)
        out.fragment(quoted: step.pickleStepID)
        out.rawBytes(
          stepMatches.rendered(
            for: step.text, expressions: step.expressions, definitionIDs: definitionIDs))
        out.fragment("}")
      }
      out.fragment("]}}")
      out.newline()
    }

    /// Writes the next planned test case's start, steps and end.
    package mutating func add(_ testCase: TestCaseReport, to writer: inout NDJSONWriter) throws {
      precondition(next < planned.count, "more test cases than planned")
      let plan = planned[next]
      next += 1
      // A test case an interrupted run did not reach was planned, never started.
      if testCase.notRunReason != nil { return }
      try writer.writeLines { out in write(testCase, plan: plan, to: &out) }
    }

    /// A test case's start, steps (each step's start, suggestion, speech and end), facts and
    /// end.
    private mutating func write(
      _ testCase: TestCaseReport, plan: (caseID: Int, steps: Int), to out: inout JSONOutput
    ) {
      let startedID = nextID()
      let start = clock.timeIntervalSince1970
      // Room for a line's constants (fewer than 200 bytes) and numbers (each at most 20).
      out.fragments(capacity: 200 + 5 * JSONOutput.Cursor.maxIntegerCount) { line in
        line.fragment(#"{"testCaseStarted":{"attempt":0,"id":"m"#)
        line.fragment(startedID)
        line.fragment(#"","testCaseId":"m"#)
        line.fragment(plan.caseID)
        line.fragment(#"","timestamp":"#)
        MessagesFormat.writeDuration(start, to: &line)
        line.fragment("}}\n")
      }
      for (step, offset) in zip(testCase.steps, 0..<plan.steps) {
        let stepID = plan.caseID + 1 + offset
        let started = clock.timeIntervalSince1970
        out.fragments(capacity: 200 + 5 * JSONOutput.Cursor.maxIntegerCount) { line in
          line.fragment(#"{"testStepStarted":{"testCaseStartedId":"m"#)
          line.fragment(startedID)
          line.fragment(#"","testStepId":"m"#)
          line.fragment(stepID)
          line.fragment(#"","timestamp":"#)
          MessagesFormat.writeDuration(started, to: &line)
          line.fragment("}}\n")
        }
        if step.status == .undefined && !step.isBaselineCheck {
          Envelope.suggestion(
            SuggestionMessage(
              id: MessagesFormat.id(nextID()), pickleStepId: step.pickleStepID,
              snippets: step.suggestions.map {
                SuggestionMessage.Snippet(language: snippetLanguage, code: $0)
              })
          ).write(to: &out)
          out.newline()
        }
        if !step.heard.isEmpty {
          out.fragment(#"{"attachment":{"body":"#)
          out.beginEmbedded()
          for (index, entry) in step.heard.enumerated() {
            if index > 0 { out.fragment("\\n") }
            writeTranscriptLine(entry, to: &out)
          }
          out.endEmbedded()
          MessagesFormat.endAttachment(
            .transcript, testCaseStartedID: startedID, testStepID: stepID, at: clock, to: &out)
          // The same speech for programs: each utterance with the rule that produced it, its
          // confidence, its source and the source's public references.
          out.fragment(#"{"attachment":{"body":"#)
          out.beginEmbedded()
          writeSpeech(step.heard, evidence: &evidence, to: &out)
          out.endEmbedded()
          MessagesFormat.endAttachment(
            .speech, testCaseStartedID: startedID, testStepID: stepID, at: clock, to: &out)
        }
        if let order = step.readingOrder {
          // The reading order the step heard (read on a copy, so not in its speech): a JSON
          // array of what each move said, so merge-reports' HTML shows it too.
          out.fragment(#"{"attachment":{"body":"#)
          out.beginEmbedded()
          out.beginArray()
          for said in order { out.string(said) }
          out.endArray()
          out.endEmbedded()
          MessagesFormat.endAttachment(
            .readingOrder, testCaseStartedID: startedID, testStepID: stepID, at: clock,
            to: &out)
        }
        clock = clock.addingTimeInterval(step.duration)
        let finished = clock.timeIntervalSince1970
        out.fragments(capacity: 200 + 6 * JSONOutput.Cursor.maxIntegerCount) { line in
          line.fragment(#"{"testStepFinished":{"testCaseStartedId":"m"#)
          line.fragment(startedID)
          line.fragment(#"","testStepId":"m"#)
          line.fragment(stepID)
          line.fragment(#"","testStepResult":{"duration":"#)
          MessagesFormat.writeDuration(step.duration, to: &line)
        }
        if let failure = step.failure {
          out.fragment(#","exception":{"message":"#)
          out.fragment(quoted: failure.message)
          out.fragment(#","type":"StepFailure"},"message":"#)
          out.fragment(quoted: failure.message)
        }
        out.fragments(capacity: 200 + 2 * JSONOutput.Cursor.maxIntegerCount) { line in
          line.fragment(MessagesFormat.statusMember(step.status))
          line.fragment(#"},"timestamp":"#)
          MessagesFormat.writeDuration(finished, to: &line)
          line.fragment("}}\n")
        }
      }
      out.fragment(#"{"attachment":{"body":"#)
      out.beginEmbedded()
      writeTestCaseFacts(testCase, firstStepID: plan.caseID + 1, steps: plan.steps, to: &out)
      out.endEmbedded()
      MessagesFormat.endAttachment(
        .testCase, testCaseStartedID: startedID, testStepID: nil, at: clock, to: &out)
      let end = clock.timeIntervalSince1970
      out.fragments(capacity: 200 + 3 * JSONOutput.Cursor.maxIntegerCount) { line in
        line.fragment(#"{"testCaseFinished":{"testCaseStartedId":"m"#)
        line.fragment(startedID)
        line.fragment(#"","timestamp":"#)
        MessagesFormat.writeDuration(end, to: &line)
        line.fragment(#","willBeRetried":false}}"#)
        line.fragment("\n")
      }
    }

    /// Writes the run's end: the run's facts and `testRunFinished`. `report` needs its test
    /// cases' outcomes only (see ``TestCaseReport/compacted(_:keepingTranscript:)``).
    package mutating func finish(_ report: RunReport, to writer: inout NDJSONWriter) throws {
      let end = report.startedAt.addingTimeInterval(report.duration)
      try writer.writeLines { out in
        out.fragment(#"{"attachment":{"body":"#)
        out.beginEmbedded()
        out.value(runFacts(report))
        out.endEmbedded()
        MessagesFormat.endAttachment(
          .run, testCaseStartedID: nil, testStepID: nil, at: end, to: &out)
      }
      var finished: [String: JSONValue] = [
        "testRunStartedId": .string(MessagesFormat.id(runID)), "success": .bool(report.success),
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
      try writer.write(.other(key: "testRunFinished", message: .object(finished)))
    }
  }

  /// The NDJSON text.
  package static func ndjson(_ report: RunReport, meta: MetaMessage, library: StepLibrary)
    -> String
  {
    var writer = NDJSONWriter()
    // A writer that keeps everything has nothing to drain, so nothing to fail.
    try? write(report, meta: meta, library: library, to: &writer)
    return writer.text
  }

  /// An id of the stream: `m` and its number.
  static func id(_ number: Int) -> String { "m\(number)" }

  /// `,"status":"PASSED"` (Cucumber Messages' spelling of `status`, ``StepStatus/messageName``).
  package static func statusMember(_ status: StepStatus) -> StaticString {
    switch status {
    case .passed: #","status":"PASSED""#
    case .failed: #","status":"FAILED""#
    case .skipped: #","status":"SKIPPED""#
    case .undefined: #","status":"UNDEFINED""#
    case .ambiguous: #","status":"AMBIGUOUS""#
    case .pending: #","status":"PENDING""#
    }
  }

  /// What each step text's definitions write in its `testCase` step, after the pickle step's
  /// id: `,"stepDefinitionIds":[…],"stepMatchArgumentsLists":[…]`, worked out once per text and
  /// definitions.
  struct StepMatches {
    private var known: [String: [(expressions: [String], json: [UInt8])]] = [:]
    private let definitions: [String: StepDefinition]

    /// No step text worked out yet, for the definitions of `library`.
    init(library: StepLibrary) {
      definitions = Dictionary(
        library.all.map { ($0.expression.source, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The bytes for `text` matched by the definitions of `expressions`, whose ids are in
    /// `definitionIDs`.
    mutating func rendered(
      for text: String, expressions: [String], definitionIDs: [String: Int]
    ) -> [UInt8] {
      if let value = known[text]?.first(where: { $0.expressions == expressions }) {
        return value.json
      }
      var out = JSONOutput()
      out.fragment(#","stepDefinitionIds":["#)
      var first = true
      for expression in expressions {
        guard let definitionID = definitionIDs[expression] else { continue }
        if !first { out.fragment(",") }
        first = false
        out.fragment(#""m"#)
        out.fragment(definitionID)
        out.fragment(#"""#)
      }
      out.fragment(#"],"stepMatchArgumentsLists":"#)
      out.beginArray()
      for definition in expressions.compactMap({ definitions[$0] }) {
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
      known[text, default: []].append((expressions, out.bytes))
      return out.bytes
    }
  }

  /// The attachments of a run's stream: their file names and media types.
  package enum Attachment: CaseIterable {
    /// A step's speech as text.
    case transcript
    /// A step's speech as JSON.
    case speech
    /// The reading order a step heard, as a JSON array of strings.
    case readingOrder
    /// A test case's facts (``testCaseMediaType``).
    case testCase
    /// The run's facts (``runMediaType``).
    case run

    /// `,"contentEncoding":"IDENTITY","fileName":…,"mediaType":…`: what follows the body.
    package var members: StaticString {
      switch self {
      case .transcript:
        #","contentEncoding":"IDENTITY","fileName":"transcript.txt","mediaType":"text/plain""#
      case .speech:
        #","contentEncoding":"IDENTITY","fileName":"speech.json","mediaType":"application/json""#
      case .readingOrder:
        #","contentEncoding":"IDENTITY","fileName":"reading-order.json","mediaType":"application/json""#
      case .testCase:
        #","contentEncoding":"IDENTITY","fileName":"a11ysim-test-case.json","mediaType":"application/vnd.a11ysim.test-case+json""#
      case .run:
        #","contentEncoding":"IDENTITY","fileName":"a11ysim-run.json","mediaType":"application/vnd.a11ysim.run+json""#
      }
    }
  }

  /// The end of an attachment message, after its body: its encoding, file name, media type,
  /// test case and step, and time.
  static func endAttachment(
    _ attachment: Attachment, testCaseStartedID: Int?, testStepID: Int?, at time: Date,
    to out: inout JSONOutput
  ) {
    let interval = time.timeIntervalSince1970
    out.fragments(capacity: 300 + 4 * JSONOutput.Cursor.maxIntegerCount) { line in
      line.fragment(attachment.members)
      if let testCaseStartedID {
        line.fragment(#","testCaseStartedId":"m"#)
        line.fragment(testCaseStartedID)
        line.fragment(#"""#)
      }
      if let testStepID {
        line.fragment(#","testStepId":"m"#)
        line.fragment(testStepID)
        line.fragment(#"""#)
      }
      line.fragment(#","timestamp":"#)
      writeDuration(interval, to: &line)
      line.fragment("}}")
    }
    out.newline()
  }

  /// What reports show of a test case beyond the protocol: where it ran and, for each failed
  /// step, what was expected and heard.
  static func writeTestCaseFacts(
    _ testCase: TestCaseReport, firstStepID: Int, steps: Int, to out: inout JSONOutput
  ) {
    out.beginObject()
    out.member("componentFile", testCase.componentFile)
    out.key("durationSeconds")
    out.value(.number(testCase.duration))
    out.key("failures")
    out.beginArray()
    for (step, offset) in zip(testCase.steps, 0..<steps) {
      // A skipped step's message is its reason (`Then not applicable "…"`), not a failure.
      guard let failure = step.failure, step.status != .skipped else { continue }
      out.beginObject()
      out.member("actual", failure.actual)
      out.member("couldNotRun", failure.couldNotRun)
      out.member("expected", failure.expected)
      out.member("testStepId", id(firstStepID + offset))
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
    object.set("baselineMissing", .array(report.baselineUnmatched.map(JSONValue.string)))
    // What the test cases' steps add up to, so that a merge can tell a stream that was altered.
    object.set(
      "counts",
      .object(
        Dictionary(
          report.counts.map { ($0.key.rawValue, JSONValue.integer($0.value)) },
          uniquingKeysWith: { first, _ in first })))
    object.set(
      "shard",
      .object(["index": .integer(report.shard.index), "count": .integer(report.shard.count)]))
    object.set(
      "suite",
      report.suite.map {
        .object(["scenarios": .integer($0.scenarios), "digest": .string($0.digest)])
      })
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
  /// confidence, its source and the public references behind it (written once per rule and
  /// evidence into `evidence`, and copied from there).
  package static func writeSpeech(
    _ heard: [TranscriptEntry], evidence: inout SpeechEvidence, to out: inout JSONOutput
  ) {
    out.beginArray()
    for entry in heard {
      out.beginObject()
      out.member("confidence", entry.source.confidence.rawValue)
      out.member("endMilliseconds", entry.end.milliseconds)
      out.member("interrupted", entry.isInterrupted)
      out.member("kind", entry.kind.rawValue)
      out.member("priority", entry.priority.rawValue)
      out.member("reader", entry.reader)
      // `,"references":[…],"rule":…,"source":…`, after the reader's member.
      out.rawBytes(evidence.members(of: entry))
      out.member("text", entry.text)
      out.member("timeMilliseconds", entry.time.milliseconds)
      out.endObject()
    }
    out.endArray()
  }

  /// What an utterance's speech JSON says of its rule and evidence, inside an attachment's
  /// body: `,"references":[…],"rule":…,"source":…`, escaped as a string's content. A run says
  /// the same few hundred rules' evidence over and over; each is written once here.
  package struct SpeechEvidence {
    /// The members written so far, by rule, with the evidence they were written for.
    private var known: [String: [(source: Source, json: [UInt8])]] = [:]

    /// Nothing written yet.
    package init() {}

    /// The members of `entry`'s rule and evidence.
    package mutating func members(of entry: TranscriptEntry) -> [UInt8] {
      if let value = known[entry.rule]?.first(where: { $0.source == entry.source }) {
        return value.json
      }
      var out = JSONOutput()
      out.beginEmbedded()
      out.key("references")
      out.beginArray()
      for reference in entry.source.references { out.string(reference.description) }
      out.endArray()
      out.member("rule", entry.rule)
      out.member("source", entry.source.citation)
      // The opening quote `beginEmbedded` wrote becomes the comma before the members.
      var json = out.bytes
      json[0] = UInt8(ascii: ",")
      // Bounded: rules come from the rule packs, but a source read back from a file may not.
      if known.count >= 4096 { known.removeAll(keepingCapacity: true) }
      known[entry.rule, default: []].append((entry.source, json))
      return json
    }
  }

  /// Writes ``TranscriptLine/render(_:)`` of `entry` as the content of the string `out` is
  /// in (see ``JSONOutput/beginEmbedded()``), without making the line first.
  package static func writeTranscriptLine(_ entry: TranscriptEntry, to out: inout JSONOutput) {
    out.rawText(entry.reader)
    out.fragment("  ")
    writeSeconds(entry.time.milliseconds, to: &out)
    out.fragment("  ")
    out.rawText(entry.text)
    if entry.isInterrupted {
      out.fragment("  [interrupted at ")
      writeSeconds(entry.end.milliseconds, to: &out)
      out.fragment("]")
    }
  }

  /// `1.50s`: milliseconds as ``SimulatedDuration/description`` writes them (seconds with two
  /// decimals, half a hundredth rounded up).
  static func writeSeconds(_ milliseconds: Int, to out: inout JSONOutput) {
    let magnitude = milliseconds.magnitude
    let centis = magnitude / 10 + (magnitude % 10 >= 5 ? 1 : 0)
    let fraction = Int(centis % 100)
    if milliseconds < 0 { out.fragment("-") }
    out.fragment(Int(centis / 100))
    out.fragment(fraction < 10 ? ".0" : ".")
    out.fragment(fraction)
    out.fragment("s")
  }

  /// `{"nanos":N,"seconds":S}` of a length of time (or of a time since 1970).
  static func writeDuration(_ interval: Double, to line: inout JSONOutput.Cursor) {
    let seconds = Int(interval.rounded(.down))
    line.fragment(#"{"nanos":"#)
    line.fragment(Int((interval - Double(seconds)) * 1e9))
    line.fragment(#","seconds":"#)
    line.fragment(seconds)
    line.fragment("}")
  }

  static func timestamp(_ date: Date) -> JSONValue {
    let interval = date.timeIntervalSince1970
    let seconds = Int(interval.rounded(.down))
    return .object([
      "seconds": .integer(seconds), "nanos": .integer(Int((interval - Double(seconds)) * 1e9)),
    ])
  }
}

extension RunStart {
  /// What the message stream says of each test case before it runs (its steps matched by
  /// `library`).
  package func plans(_ library: StepLibrary) -> [MessagesFormat.TestCasePlan] {
    Self.plans(testCases, library: library)
  }

  /// What the message stream says of each of `testCases` before it runs.
  static func plans(
    _ testCases: [(pickle: Pickle, uri: String, line: Int)], library: StepLibrary
  ) -> [MessagesFormat.TestCasePlan] {
    testCases.map { testCase in
      MessagesFormat.TestCasePlan(pickle: testCase.pickle, uri: testCase.uri, line: testCase.line) {
        library.matches($0).map(\.definition.expression.source)
      }
    }
  }
}

extension PlannedFile {
  /// What the message stream says of each test case before it runs (its steps matched by
  /// `library`).
  package func plans(_ library: StepLibrary) -> [MessagesFormat.TestCasePlan] {
    RunStart.plans(testCases, library: library)
  }

  /// What the message stream says of each test case before it runs, each step text matched
  /// by `library` once: `known` keeps the definitions' expressions of the texts matched so
  /// far, file after file (a suite says the same steps in every scenario).
  package func plans(
    _ library: StepLibrary, known: inout [String: [String]]
  ) -> [MessagesFormat.TestCasePlan] {
    testCases.map { testCase in
      MessagesFormat.TestCasePlan(pickle: testCase.pickle, uri: testCase.uri, line: testCase.line) {
        text in
        if let expressions = known[text] { return expressions }
        let expressions = library.matches(text).map(\.definition.expression.source)
        // Bounded, for suites whose every step says something of its own.
        if known.count >= 4096 { known.removeAll(keepingCapacity: true) }
        known[text] = expressions
        return expressions
      }
    }
  }
}
