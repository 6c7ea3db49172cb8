import Core
import CucumberMessages
import Foundation
import Gherkin
import ScenarioRunner
import ScreenReaders

/// Rebuilds one run's report from the message streams of its shards (`a11ysim run --shard I/N
/// --format message:…` on each machine of a CI matrix), so that every report format can be
/// written once for the whole suite.
///
/// The streams' sources are compiled again (the Gherkin documents, pickles, keywords and
/// warnings come from them, with ids unique across the merged run); each stream's test cases
/// are matched to them by file and line, and take their results, speech and A11ySim's own facts
/// (platform, reader, expected and heard, …) from the stream. Test cases come out in the order
/// of an unsharded run in defined order: files as the streams list them, scenarios as written.
package enum ReportMerger {
  /// The merged report of `streams` (each a file's name and text), or the first problem, at
  /// its `FILE:LINE`.
  /// A merge in which no shard ran a scenario fails (exit 2) unless `passWithNoScenarios`:
  /// the shards' own `--pass-with-no-scenarios` lets a shard be empty, not the suite.
  /// The merged report carries `library`, the steps of the controls the shards ran with.
  package static func merge(
    _ streams: [(uri: String, text: String)], passWithNoScenarios: Bool = false,
    library: StepLibrary
  ) throws(MessageStreamError) -> RunReport {
    guard !streams.isEmpty else {
      throw MessageStreamError(uri: "merge-reports", message: "no message streams to merge")
    }
    var read: [MessageStream] = []
    for stream in streams { read.append(try readStream(stream)) }
    try refuseCheckStreams(read)
    try checkVersions(read)

    // The sources, each once, in the order the streams list them.
    var sources: [(uri: String, data: String, from: String, line: Int)] = []
    var sourceIndex: [String: Int] = [:]
    for stream in read {
      for envelope in stream.envelopes where envelope.kind == "source" {
        let uri = try string(envelope, "uri", in: stream)
        if let problem = problem(withPath: uri) {
          throw MessageStreamError(
            uri: stream.uri, line: envelope.line,
            message: "the source's uri \(uri.debugDescription) \(problem)")
        }
        let data = try string(envelope, "data", in: stream)
        if let index = sourceIndex[uri] {
          guard sources[index].data == data else {
            throw MessageStreamError(
              uri: stream.uri, line: envelope.line,
              message: "the source of \(uri) differs from the one in \(sources[index].from):"
                + "\(sources[index].line); merge the streams of one commit's shards")
          }
          continue
        }
        sourceIndex[uri] = sources.count
        sources.append((uri, data, stream.uri, envelope.line))
      }
    }
    let loaded = FeatureLoader.compile(sources: sources.map { ($0.uri, $0.data) })
    var pendingByKey: [PickleKey: (order: Int, testCase: PendingTestCase)] = [:]
    for (order, pending) in loaded.testCases.enumerated() {
      pendingByKey[PickleKey(uri: pending.uri, line: pending.pickle.location.line)] = (
        order, pending
      )
    }

    var shards: [Shard] = []
    for stream in read { shards.append(try Shard(stream, pendingByKey: pendingByKey)) }
    try checkShards(shards, uris: read.map(\.uri))
    var ranAt: [PickleKey: (uri: String, line: Int)] = [:]
    var merged: [(order: Int, report: TestCaseReport)] = []
    for (stream, shard) in zip(read, shards) {
      for (key, testCase, line) in shard.testCases {
        if let first = ranAt[key] {
          throw MessageStreamError(
            uri: stream.uri, line: line,
            message: "the scenario '\(testCase.report.name)' (\(key.uri):\(key.line)) is also "
              + "in \(first.uri):\(first.line): each scenario must run in one shard only "
              + "(were two streams of the same shard given?)")
        }
        ranAt[key] = (stream.uri, line)
        merged.append((testCase.order, testCase.report))
      }
    }
    var report = combine(
      shards, testCases: merged.sorted { $0.order < $1.order }.map(\.report), loaded: loaded,
      library: library)
    report.passWithNoScenarios = passWithNoScenarios
    return report
  }

  /// One stream's envelopes; a last line without a line end that is not a whole envelope is
  /// a stream cut off while it was written, and said so.
  static func readStream(
    _ stream: (uri: String, text: String)
  ) throws(MessageStreamError) -> MessageStream {
    do {
      return try MessageStream.read(stream.text, uri: stream.uri)
    } catch {
      let text = stream.text.utf8
      let lastLine = text.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
      guard let last = text.last, last != 0x0A, error.line == lastLine else { throw error }
      throw MessageStreamError(
        uri: stream.uri, line: lastLine,
        message: "the stream ends in the middle of line \(lastLine) (no line end after it, and "
          + "it is not a whole message): the shard's run was cut off while writing it; run "
          + "that shard again")
    }
  }

  /// The streams must be the shards of one split of one suite, each once, all of them: a
  /// shard left out would leave its scenarios out of a report that could then pass.
  static func checkShards(_ shards: [Shard], uris: [String]) throws(MessageStreamError) {
    guard let first = shards.first else { return }
    let firstAt = "\(uris[0]):\(first.factsLine)"
    var given: [Int: String] = [:]
    for (shard, uri) in zip(shards, uris) {
      let (index, count) = shard.position
      let at = "\(uri):\(shard.factsLine)"
      guard count == first.position.count else {
        throw MessageStreamError(
          uri: uri, line: shard.factsLine,
          message: "shard \(index) of \(count), but \(firstAt) is shard "
            + "\(first.position.index) of \(first.position.count): merge the streams of one "
            + "split (the same N in every --shard I/N)")
      }
      guard shard.suite == first.suite else {
        throw MessageStreamError(
          uri: uri, line: shard.factsLine,
          message: "shard \(index) of \(count) ran another suite (\(shard.suite.scenarios) "
            + "scenarios, digest \(shard.suite.digest)) than \(firstAt) "
            + "(\(first.suite.scenarios) scenarios, digest \(first.suite.digest)): merge the "
            + "shards of one run (the same files, --tags and --name on every shard)")
      }
      if let other = given[index] {
        throw MessageStreamError(
          uri: uri, line: shard.factsLine,
          message: "shard \(index) of \(count) again: \(other) is shard \(index) of \(count) "
            + "too; give each shard's stream once")
      }
      given[index] = at
    }
    let missing = (1...first.position.count).filter { given[$0] == nil }
    guard missing.isEmpty else {
      let count = first.position.count
      let list =
        missing.count == 1
        ? "shard \(missing[0]) of \(count) is"
        : "shards \(missing.dropLast().map(String.init).joined(separator: ", ")) and "
          + "\(missing[missing.count - 1]) of \(count) are"
      throw MessageStreamError(
        uri: "merge-reports",
        message: "\(list) missing: \(missing.count == 1 ? "its" : "their") scenarios would be "
          + "left out of the report; give every shard's stream (\(shards.count) of \(count) "
          + "given)")
    }
  }

  /// Refuses a stream of `a11ysim check`, whose sources are the scenarios it generated from a
  /// component (`quantity.yml#ios`): a check's report is its criteria matrix, judged MUST and
  /// SHOULD as check alone knows (and `--strict`), which a merge of run reports cannot
  /// rebuild; check has no shards, and is split by platform or by component instead.
  static func refuseCheckStreams(_ streams: [MessageStream]) throws(MessageStreamError) {
    for stream in streams {
      for envelope in stream.envelopes where envelope.kind == "source" {
        guard let uri = envelope.message["uri"]?.string, let mark = uri.lastIndex(of: "#")
        else { continue }
        let component = String(uri[..<mark])
        guard component.hasSuffix(".yml") || component.hasSuffix(".yaml") else { continue }
        let platform = uri[uri.index(after: mark)...]
        throw MessageStreamError(
          uri: stream.uri, line: envelope.line,
          message: "a stream of `a11ysim check` (its source \(uri.debugDescription) is the "
            + "scenarios check generated for \(component) on \(platform)), not of `a11ysim "
            + "run`: merge-reports merges the shards of `run --shard I/N`, and a check's "
            + "report is its criteria matrix, judged MUST and SHOULD as only check judges it. "
            + "check has no shards: to split one, check each platform on its own machine "
            + "(a11ysim check \(component) --platforms \(platform) --format "
            + "junit:check-\(platform).xml) and keep each one's reports and exit code")
      }
    }
  }

  /// What is wrong with a feature file's path from a stream, or `nil`: it becomes a path the
  /// merged reports name and the merged rerun file lists for `run @rerun.txt`, so it must be a
  /// feature file inside the folder the merge runs in, with nothing a rerun file would split.
  static func problem(withPath uri: String) -> String? {
    if uri.unicodeScalars.contains(where: {
      $0.properties.isWhitespace || $0.properties.generalCategory == .control
        || $0.properties.generalCategory == .format
    }) {
      return "has a space, line break or control character: the merged rerun file separates "
        + "paths by white space, so it would name other files"
    }
    if uri.hasPrefix("/") || uri.hasPrefix("~") {
      return "is an absolute path: merge-reports takes feature files by paths relative to the "
        + "folder it runs in (run each shard in the project folder on relative paths, e.g. "
        + "a11ysim run Scenarios)"
    }
    if uri.hasPrefix("@") {
      return "starts with '@', which a rerun file would read as another rerun file"
    }
    var depth = 0
    for part in uri.split(separator: "/") {
      if part == ".." { depth -= 1 } else if part != "." { depth += 1 }
      if depth < 0 {
        return "leaves the folder it is relative to ('..'): merge-reports takes feature files "
          + "inside the folder it runs in (run each shard in the project folder)"
      }
    }
    guard uri.hasSuffix(".feature") || uri.hasSuffix(".md") else {
      return "is not a feature file (*.feature, *.feature.md)"
    }
    return nil
  }

  /// A scenario's identity across streams: its file and the line of its pickle.
  struct PickleKey: Hashable {
    var uri: String
    var line: Int
  }

  /// Every stream must come from `run --format message` of this protocol, all the same one,
  /// written by the same a11ysim (its version in `meta.implementation`).
  static func checkVersions(_ streams: [MessageStream]) throws(MessageStreamError) {
    var first: (uri: String, line: Int, version: String, implementation: String)?
    for stream in streams {
      guard let meta = stream.envelopes.first(where: { $0.kind == "meta" }),
        let version = meta.message["protocolVersion"]?.string
      else {
        throw MessageStreamError(
          uri: stream.uri, line: stream.envelopes.first?.line,
          message: "no meta message with a protocolVersion: not a message stream of "
            + "`a11ysim run --format message`")
      }
      let implementation = meta.message["implementation"].flatMap { product in
        product["name"]?.string.flatMap { name in product["version"]?.string.map { "\(name) \($0)" }
        }
      }
      if let first, let implementation, first.implementation != implementation {
        throw MessageStreamError(
          uri: stream.uri, line: meta.line,
          message: "written by \(implementation), but \(first.uri):\(first.line) by "
            + "\(first.implementation): merge streams written by the same a11ysim (run every "
            + "shard with one version)")
      }
      if let first, first.version != version {
        throw MessageStreamError(
          uri: stream.uri, line: meta.line,
          message: "protocol \(version), but \(first.uri):\(first.line) has \(first.version): "
            + "merge streams written by the same a11ysim")
      }
      // `run` writes testRunStarted first and testRunFinished last: a stream with the one and
      // not the other was cut off, and what it holds is not the shard's whole result.
      if stream.envelopes.contains(where: { $0.kind == "testRunStarted" }),
        !stream.envelopes.contains(where: { $0.kind == "testRunFinished" }),
        let last = stream.envelopes.last
      {
        let article = "aeiou".contains(last.kind.prefix(1)) ? "an" : "a"
        throw MessageStreamError(
          uri: stream.uri, line: last.line,
          message: "the stream ends at line \(last.line) (\(article) \(last.kind) message) "
            + "without testRunFinished: the shard's run was cut off before it finished (a job "
            + "stopped, a full disk, an upload cut short); run that shard again")
      }
      guard MessagesProtocol.major(of: version) == MessagesProtocol.majorVersion else {
        throw MessageStreamError(
          uri: stream.uri, line: meta.line,
          message: "protocol \(version); this a11ysim reads protocol "
            + "\(MessagesProtocol.majorVersion) (\(MessagesProtocol.version)): run the shards "
            + "again with this a11ysim")
      }
      guard
        stream.envelopes.contains(where: {
          $0.kind == "attachment" && $0.message["mediaType"]?.string == MessagesFormat.runMediaType
        })
      else {
        throw MessageStreamError(
          uri: stream.uri, line: meta.line,
          message:
            "not written by `a11ysim run --format message` (no \(MessagesFormat.runMediaType) "
            + "attachment; was the run cut short, or is this another tool's stream?)")
      }
      guard let implementation else {
        throw MessageStreamError(
          uri: stream.uri, line: meta.line,
          message: "the meta message names no implementation and version (a11ysim writes "
            + "its own): not a message stream of `a11ysim run --format message`")
      }
      first = first ?? (stream.uri, meta.line, version, implementation)
    }
  }

  static func string(
    _ envelope: StreamEnvelope, _ key: String, in stream: MessageStream
  ) throws(MessageStreamError) -> String {
    guard let value = envelope.message[key]?.string else {
      throw MessageStreamError(
        uri: stream.uri, line: envelope.line,
        message: "the \(envelope.kind) message has no text '\(key)'")
    }
    return value
  }

  /// The run's facts from every shard, and the test cases in order.
  static func combine(
    _ shards: [Shard], testCases: [TestCaseReport], loaded: FeatureLoader.Loaded,
    library: StepLibrary
  ) -> RunReport {
    let start = shards.map(\.startedAt).min() ?? Date(timeIntervalSince1970: 0)
    let end = shards.map { $0.startedAt.addingTimeInterval($0.duration) }.max() ?? start
    var loadErrors: [LoadError] = []
    var seenErrors: Set<String> = []
    for shard in shards {
      for error in shard.loadErrors where seenErrors.insert(error.description).inserted {
        loadErrors.append(error)
      }
    }
    let withBaseline = shards.filter { $0.baselineName != nil }
    // Each shard compares its own scenarios with the whole baseline: a section is missing from
    // the suite only when every shard misses it.
    var missing = withBaseline.first?.baselineMissing ?? []
    for shard in withBaseline.dropFirst() {
      let theirs = Set(shard.baselineMissing)
      missing = missing.filter { theirs.contains($0) }
    }
    var report = RunReport.rebuilt(
      documents: loaded.documents, testCases: testCases, loadErrors: loadErrors,
      warnings: loaded.warnings, startedAt: start, duration: end.timeIntervalSince(start),
      strict: shards.contains { $0.strict }, stoppedEarly: shards.contains { $0.stoppedEarly },
      interrupted: shards.contains { $0.interrupted },
      nothingSelected: testCases.isEmpty && loadErrors.isEmpty
        ? noneSelected(shards) : nil, library: library)
    report.baselineName = withBaseline.first?.baselineName
    report.baselineMissing = missing
    report.baselineUnmatched = missing
    // The merged run is the whole suite: shard 1 of 1 of the same suite.
    report.suite = shards.first?.suite
    return report
  }

  /// Why no shard ran a scenario: the files had none (as each shard says), or the shards'
  /// filters and split selected none of them.
  static func noneSelected(_ shards: [Shard]) -> String? {
    guard let first = shards.first else { return nil }
    let scenarios = first.suite.scenarios
    guard scenarios > 0 else { return first.nothingSelected ?? "no scenarios in the files" }
    return "the shards selected none of the \(scenarios) scenario\(scenarios == 1 ? "" : "s") "
      + "in the files"
  }

  /// One stream read back into its test cases and run facts.
  struct Shard {
    var startedAt = Date(timeIntervalSince1970: 0)
    var duration = 0.0
    var strict = false
    var stoppedEarly = false
    var interrupted = false
    var nothingSelected: String?
    var passWithNoScenarios = false
    var baselineName: String?
    var baselineMissing: [String] = []
    var loadErrors: [LoadError] = []
    /// Which shard of how many the stream is, and the suite its run compiled.
    var position = (index: 1, count: 1)
    var suite = SuiteIdentity()
    /// The line of the stream's run facts.
    var factsLine = 0
    var testCases: [(key: PickleKey, testCase: (order: Int, report: TestCaseReport), line: Int)] =
      []

    init(
      _ stream: MessageStream,
      pendingByKey: [PickleKey: (order: Int, testCase: PendingTestCase)]
    ) throws(MessageStreamError) {
      var reader = StreamReader(stream: stream)
      try reader.read(pendingByKey: pendingByKey)
      self = reader.shard
    }
  }

  /// Walks one stream's envelopes, keeping what the reports need.
  struct StreamReader {
    let stream: MessageStream
    var shard = Shard.empty

    /// Pickle id → its key and its steps' ids in order.
    var pickles: [String: (key: PickleKey, steps: [String])] = [:]
    var definitions: [String: String] = [:]
    var hooks: Set<String> = []
    var cases:
      [(
        id: String, pickle: String,
        steps: [(id: String, pickleStep: String?, hook: String?, definitions: [String])], line: Int
      )] = []
    /// Each `testCaseStarted` id: its test case's id and its line.
    var started: [String: (testCase: String, line: Int)] = [:]
    /// The `testCaseStarted` ids that have a `testCaseFinished`.
    var finished: Set<String> = []
    /// Each started test case's step results (by its `testCaseStarted` id, then step id).
    var results: [String: [String: StepResult]] = [:]
    var suggestions: [String: [String]] = [:]
    var heard: [String: [TranscriptEntry]] = [:]
    /// The reading order each step heard (`reading-order.json`), by its step id.
    var readingOrders: [String: [String]] = [:]
    /// Each started test case's A11ySim attachment and its line.
    var facts: [String: (value: JSONValue, line: Int)] = [:]
    var runFacts: JSONValue?
    var runFactsLine = 0

    /// One `testStepFinished`: its result and line.
    struct StepResult {
      var status: StepStatus
      var duration: Double
      var message: String?
      var line: Int
    }

    init(stream: MessageStream) { self.stream = stream }

    func fail(line: Int?, _ message: String) -> MessageStreamError {
      MessageStreamError(uri: stream.uri, line: line, message: message)
    }

    func fail(_ envelope: StreamEnvelope, _ message: String) -> MessageStreamError {
      MessageStreamError(uri: stream.uri, line: envelope.line, message: message)
    }

    func text(_ envelope: StreamEnvelope, _ path: String...) throws(MessageStreamError) -> String {
      var value: JSONValue? = envelope.message
      for key in path { value = value?[key] }
      guard let text = value?.string else {
        throw fail(
          envelope, "the \(envelope.kind) message has no text at \(path.joined(separator: "."))")
      }
      return text
    }

    mutating func read(
      pendingByKey: [PickleKey: (order: Int, testCase: PendingTestCase)]
    ) throws(MessageStreamError) {
      for envelope in stream.envelopes {
        let message = envelope.message
        switch envelope.kind {
        case "pickle":
          let id = try text(envelope, "id")
          let uri = try text(envelope, "uri")
          guard let line = message["location"]?["line"]?.integer else {
            throw fail(envelope, "the pickle has no location")
          }
          let key = PickleKey(uri: uri, line: line)
          guard let pending = pendingByKey[key]?.testCase else {
            throw fail(
              envelope,
              "the pickle '\(message["name"]?.string ?? id)' (\(uri):\(line)) is not in the stream's source of \(uri)"
            )
          }
          let steps = (message["steps"]?.array ?? []).compactMap { $0["id"]?.string }
          guard steps.count == pending.pickle.steps.count else {
            throw fail(
              envelope,
              "the pickle '\(pending.pickle.name)' has \(steps.count) steps, its source \(pending.pickle.steps.count)"
            )
          }
          if pickles[id] != nil { throw fail(envelope, "the pickle id '\(id)' appears twice") }
          pickles[id] = (key, steps)
        case "stepDefinition":
          definitions[try text(envelope, "id")] = try text(envelope, "pattern", "source")
        case "hook":
          hooks.insert(try text(envelope, "id"))
        case "testRunStarted":
          shard.startedAt = date(message["timestamp"])
        case "testCase":
          let steps = try (message["testSteps"]?.array ?? []).map {
            step throws(MessageStreamError) in
            guard let id = step["id"]?.string else { throw fail(envelope, "a test step has no id") }
            return (
              id: id, pickleStep: step["pickleStepId"]?.string, hook: step["hookId"]?.string,
              definitions: (step["stepDefinitionIds"]?.array ?? []).compactMap(\.string)
            )
          }
          cases.append(
            (try text(envelope, "id"), try text(envelope, "pickleId"), steps, envelope.line))
        case "testCaseStarted":
          let id = try text(envelope, "id")
          if let first = started[id] {
            throw fail(
              envelope,
              "the test case start '\(id)' appears twice (first at line \(first.line)): "
                + "A11ySim starts each test case once")
          }
          started[id] = (try text(envelope, "testCaseId"), envelope.line)
        case "testCaseFinished":
          let id = try text(envelope, "testCaseStartedId")
          guard finished.insert(id).inserted else {
            throw fail(envelope, "the test case started as '\(id)' finishes twice")
          }
        case "testStepFinished":
          let result = message["testStepResult"]
          guard let name = result?["status"]?.string,
            let status = StepStatus(rawValue: name.lowercased())
          else { throw fail(envelope, "the step result has no status A11ySim knows") }
          let startedID = try text(envelope, "testCaseStartedId")
          let stepID = try text(envelope, "testStepId")
          let said = result?["message"]?.string ?? result?["exception"]?["message"]?.string
          // A skipped step may say why (`Then not applicable "…"`); a passed one says nothing.
          if status == .passed, said != nil || result?["exception"] != nil {
            throw fail(
              envelope,
              "a \(status.messageName) result with a failure message: a step that passed has "
                + "none; the stream was altered")
          }
          if let first = results[startedID]?[stepID] {
            throw fail(
              envelope,
              "the test step '\(stepID)' finishes twice (first at line \(first.line)): a step "
                + "has one result; was the stream pieced together?")
          }
          results[startedID, default: [:]][stepID] = StepResult(
            status: status, duration: seconds(result?["duration"]), message: said,
            line: envelope.line)
        case "suggestion":
          suggestions[try text(envelope, "pickleStepId")] =
            (message["snippets"]?.array ?? []).compactMap { $0["code"]?.string }
        case "attachment":
          try attachment(envelope)
        default:
          break
        }
      }
      guard let runFacts else {
        throw MessageStreamError(
          uri: stream.uri, message: "no \(MessagesFormat.runMediaType) attachment")
      }
      shard.factsLine = runFactsLine
      guard let index = runFacts["shard"]?["index"]?.integer,
        let count = runFacts["shard"]?["count"]?.integer, 1 <= index, index <= count
      else {
        throw MessageStreamError(
          uri: stream.uri, line: runFactsLine,
          message: "the run's facts do not say which shard of how many the stream is (shard: "
            + "index and count, 1 ≤ index ≤ count): run the shards again with this a11ysim")
      }
      guard let scenarios = runFacts["suite"]?["scenarios"]?.integer, scenarios >= 0,
        let suite = runFacts["suite"]?["digest"]?.string.flatMap({
          SuiteIdentity(scenarios: scenarios, digest: $0)
        })
      else {
        throw MessageStreamError(
          uri: stream.uri, line: runFactsLine,
          message: "the run's facts have no suite identity (suite: scenarios and a digest of "
            + "32 hexadecimal digits): run the shards again with this a11ysim")
      }
      shard.position = (index, count)
      shard.suite = suite
      shard.strict = runFacts["strict"]?.bool ?? false
      shard.stoppedEarly = runFacts["stoppedEarly"]?.bool ?? false
      shard.interrupted = runFacts["interrupted"]?.bool ?? false
      shard.nothingSelected = runFacts["nothingSelected"]?.string
      shard.passWithNoScenarios = runFacts["passWithNoScenarios"]?.bool ?? false
      shard.duration = Self.number(runFacts["durationSeconds"])
      shard.baselineName = runFacts["baseline"]?.string
      shard.baselineMissing = (runFacts["baselineMissing"]?.array ?? []).compactMap(\.string)
      shard.loadErrors = (runFacts["loadErrors"]?.array ?? []).map {
        LoadError.at(
          uri: $0["uri"]?.string ?? "", line: $0["line"]?.integer, column: $0["column"]?.integer,
          message: $0["message"]?.string ?? "")
      }
      let notRunReason =
        runFacts["notRun"]?.array?.first?.string ?? TestCaseReport.interruptedReason
      let startedByCase = try checkStarts()
      var statuses: [StepStatus: Int] = [:]
      for testCase in cases {
        guard let pickle = pickles[testCase.pickle],
          let (order, pending) = pendingByKey[pickle.key].map({ ($0.order, $0.testCase) })
        else {
          throw MessageStreamError(
            uri: stream.uri, line: testCase.line,
            message: "the test case names the pickle '\(testCase.pickle)', which the stream "
              + "does not have")
        }
        let startedID = startedByCase[testCase.id]?.id
        if startedID == nil, !shard.interrupted {
          throw fail(
            line: testCase.line,
            "the test case of '\(pending.pickle.name)' (\(pending.uri):\(pending.line)) never "
              + "started (no testCaseStarted), and the run was not interrupted: the stream was "
              + "cut or altered; run that shard again")
        }
        let caseFacts = startedID.flatMap { facts[$0]?.value }
        var failures: [String: JSONValue] = [:]
        for failure in caseFacts?["failures"]?.array ?? [] {
          if let id = failure["testStepId"]?.string { failures[id] = failure }
        }
        if let startedID {
          try checkStarted(
            startedID, testCase: testCase.steps.map(\.id), failures: failures,
            texts: testCase.steps.map { step in
              step.pickleStep.flatMap { id in
                pending.pickle.steps.first { $0.id == id }?.text
              } ?? "the speech matches the baseline"
            })
        }
        var steps: [StepReport] = []
        for step in testCase.steps {
          let result = startedID.flatMap { results[$0]?[step.id] }
          if let hook = step.hook {
            guard hooks.contains(hook) else {
              throw MessageStreamError(
                uri: stream.uri, line: testCase.line,
                message: "the hook '\(hook)' is not in the stream")
            }
            var check = StepReport.step(
              keyword: "Then ", text: "the speech matches the baseline", line: pending.line,
              pickleStepID: "", status: result?.status ?? .skipped)
            check.failure = result?.message.map { StepFailure($0) }
            check.isBaselineCheck = true
            check.duration = result?.duration ?? 0
            steps.append(check)
            continue
          }
          guard let pickleStepID = step.pickleStep,
            let index = pickle.steps.firstIndex(of: pickleStepID)
          else {
            throw MessageStreamError(
              uri: stream.uri, line: testCase.line,
              message: "the test step '\(step.id)' names no step of its pickle")
          }
          let pickleStep = pending.pickle.steps[index]
          let info = pickleStep.astNodeIds.first.flatMap { pending.stepInfo[$0] }
          var report = StepReport.step(
            keyword: info?.keyword ?? "* ", text: pickleStep.text,
            line: info?.line ?? pending.line, pickleStepID: pickleStep.id,
            status: result?.status ?? .skipped)
          report.duration = result?.duration ?? 0
          let sources = step.definitions.compactMap { definitions[$0] }
          if report.status == .ambiguous {
            report.ambiguousMatches = sources
          } else {
            report.definition = sources.first
          }
          if let message = result?.message, report.status == .skipped {
            report.failure = .notApplicable(message)
          } else if let message = result?.message {
            let failure = failures[step.id]
            report.failure = StepFailure(
              message, expected: failure?["expected"]?.string, actual: failure?["actual"]?.string,
              couldNotRun: failure?["couldNotRun"]?.bool ?? false)
          }
          report.suggestions = suggestions[pickleStepID] ?? []
          report.heard = heard[step.id] ?? []
          report.readingOrder = readingOrders[step.id]
          steps.append(report)
        }
        var report = TestCaseReport.of(
          pending, steps: steps, platform: caseFacts?["platform"]?.string,
          reader: caseFacts?["reader"]?.string, transcript: steps.flatMap(\.heard),
          duration: Self.number(caseFacts?["durationSeconds"]),
          componentFile: caseFacts?["componentFile"]?.string)
        if startedID == nil { report.notRunReason = notRunReason }
        statuses[report.status, default: 0] += 1
        shard.testCases.append((pickle.key, (order, report), testCase.line))
      }
      try checkCounts(statuses, facts: runFacts)
    }

    /// Each test case's start, after checking that every start, step result and A11ySim
    /// attachment names a test case (and step) of the stream, and each test case starts once.
    func checkStarts() throws(MessageStreamError) -> [String: (id: String, line: Int)] {
      let steps = Dictionary(
        cases.map { ($0.id, Set($0.steps.map(\.id))) }, uniquingKeysWith: { first, _ in first })
      var byCase: [String: (id: String, line: Int)] = [:]
      for (id, start) in started.sorted(by: { $0.value.line < $1.value.line }) {
        guard steps[start.testCase] != nil else {
          throw fail(
            line: start.line,
            "the testCaseStarted names the test case '\(start.testCase)', which the stream does "
              + "not have")
        }
        if let first = byCase[start.testCase] {
          throw fail(
            line: start.line,
            "the test case '\(start.testCase)' starts again (first at line \(first.line)): "
              + "A11ySim runs each test case once")
        }
        byCase[start.testCase] = (id, start.line)
      }
      // In the stream's order, so that the first problem is the one reported.
      let found = results.flatMap { startedID, stepResults in
        stepResults.map { (startedID: startedID, stepID: $0.key, result: $0.value) }
      }
      for (startedID, stepID, result) in found.sorted(by: { $0.result.line < $1.result.line }) {
        guard let start = started[startedID] else {
          throw fail(
            line: result.line,
            "the step result names the test case start '\(startedID)', which the stream "
              + "does not have")
        }
        guard steps[start.testCase]?.contains(stepID) == true else {
          throw fail(
            line: result.line,
            "the step result names the test step '\(stepID)', which is not a step of the "
              + "test case started at line \(start.line)")
        }
      }
      for (startedID, attached) in facts.sorted(by: { $0.value.line < $1.value.line })
      where started[startedID] == nil {
        throw fail(
          line: attached.line,
          "the \(MessagesFormat.testCaseMediaType) attachment names the test case start "
            + "'\(startedID)', which the stream does not have")
      }
      return byCase
    }

    /// A started test case must have finished, with a result for each step, A11ySim's
    /// attachment, and steps that agree with it: a failure it lists is a step whose result
    /// failed, a step whose result has a message is listed, and a step is skipped only after
    /// one that failed, is pending, undefined or ambiguous (or when none passed: a dry run).
    func checkStarted(
      _ startedID: String, testCase steps: [String], failures: [String: JSONValue],
      texts: [String]
    ) throws(MessageStreamError) {
      guard let start = started[startedID] else { return }
      guard finished.contains(startedID) else {
        throw fail(
          line: start.line, "the test case started here never finishes (no testCaseFinished)")
      }
      guard let attached = facts[startedID] else {
        throw fail(
          line: start.line,
          "the test case started here has no \(MessagesFormat.testCaseMediaType) attachment: "
            + "`a11ysim run` writes one for each test case; the stream was altered")
      }
      let stepResults = results[startedID] ?? [:]
      var found: [StepResult] = []
      for (stepID, text) in zip(steps, texts) {
        guard let result = stepResults[stepID] else {
          throw fail(
            line: start.line,
            "the test case started here has no result for its step '\(text)' (no "
              + "testStepFinished for '\(stepID)')")
        }
        found.append(result)
        let listed = failures[stepID] != nil
        if listed, result.message == nil || result.status == .passed || result.status == .skipped {
          throw fail(
            line: attached.line,
            "the \(MessagesFormat.testCaseMediaType) attachment says the step '\(text)' "
              + "failed, but its result (line \(result.line)) is \(result.status.messageName)"
              + "\(result.message == nil ? " without a message" : ""): the stream contradicts "
              + "itself")
        }
        // A skipped step may say why (`Then not applicable "…"`): no failure to list.
        if !listed, result.message != nil, result.status != .skipped {
          throw fail(
            line: result.line,
            "the step '\(text)' failed with a message, but the test case's "
              + "\(MessagesFormat.testCaseMediaType) attachment (line \(attached.line)) lists "
              + "no failure for it: the stream contradicts itself")
        }
      }
      for failure in failures.keys where !steps.contains(failure) {
        throw fail(
          line: attached.line,
          "the \(MessagesFormat.testCaseMediaType) attachment lists a failure of '\(failure)', "
            + "which is not a step of its test case")
      }
      guard found.contains(where: { $0.status == .passed }) else { return }
      for (result, text) in zip(found, texts) {
        if [.failed, .pending, .undefined, .ambiguous].contains(result.status) { return }
        // Skipped with its reason (`Then not applicable "…"`): the steps after it are skipped.
        if result.status == .skipped, result.message != nil { return }
        if result.status == .skipped {
          throw fail(
            line: result.line,
            "the step '\(text)' is SKIPPED, but no step before it failed, is pending, "
              + "undefined or ambiguous, and others passed: a run skips a step only after one "
              + "of those (a dry run passes none); the stream was altered")
        }
      }
    }

    /// The test cases' statuses must be those the run's facts count.
    func checkCounts(
      _ statuses: [StepStatus: Int], facts: JSONValue
    ) throws(MessageStreamError) {
      func said(_ counts: [StepStatus: Int]) -> String {
        let parts = StepStatus.allCases.compactMap { status in
          counts[status].map { "\($0) \(status.rawValue)" }
        }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
      }
      guard case .object(let object)? = facts["counts"] else {
        throw fail(
          line: runFactsLine,
          "the run's facts do not count the test cases by status (counts): run the shards "
            + "again with this a11ysim")
      }
      var counted: [StepStatus: Int] = [:]
      for (name, value) in object {
        guard let status = StepStatus(rawValue: name), let count = value.integer, count > 0 else {
          throw fail(line: runFactsLine, "the run's facts count '\(name)', no test case status")
        }
        counted[status] = count
      }
      guard counted == statuses else {
        throw fail(
          line: runFactsLine,
          "the run's facts count \(said(counted)) test cases, but the stream's are "
            + "\(said(statuses)): the stream was altered or pieced together; run that shard "
            + "again")
      }
    }

    mutating func attachment(_ envelope: StreamEnvelope) throws(MessageStreamError) {
      let message = envelope.message
      let body = message["body"]?.string ?? ""
      func json() throws(MessageStreamError) -> JSONValue {
        do {
          return try JSONParser.parse(body)
        } catch {
          throw fail(
            envelope, "the \(message["mediaType"]?.string ?? "") attachment is not JSON: \(error)")
        }
      }
      switch message["mediaType"]?.string {
      case MessagesFormat.runMediaType:
        guard runFacts == nil else {
          throw fail(
            envelope,
            "a second \(MessagesFormat.runMediaType) attachment (line \(runFactsLine) has "
              + "one): a run writes one; was the stream pieced together?")
        }
        runFacts = try json()
        runFactsLine = envelope.line
      case MessagesFormat.testCaseMediaType:
        let startedID = try text(envelope, "testCaseStartedId")
        if let first = facts[startedID] {
          throw fail(
            envelope,
            "a second \(MessagesFormat.testCaseMediaType) attachment for the test case start "
              + "'\(startedID)' (first at line \(first.line))")
        }
        facts[startedID] = (try json(), envelope.line)
      case "application/json" where message["fileName"]?.string == "speech.json":
        let stepID = try text(envelope, "testStepId")
        heard[stepID, default: []] += try (json().array ?? []).map {
          entry throws(MessageStreamError) in
          try Self.utterance(entry, envelope: envelope, fail: fail)
        }
      case "application/json" where message["fileName"]?.string == "reading-order.json":
        let stepID = try text(envelope, "testStepId")
        guard let lines = try json().array?.compactMap(\.string) else {
          throw fail(envelope, "reading-order.json is not a list of what each move said")
        }
        readingOrders[stepID] = lines
      default:
        break
      }
    }

    /// An utterance of `speech.json`.
    static func utterance(
      _ entry: JSONValue, envelope: StreamEnvelope,
      fail: (StreamEnvelope, String) -> MessageStreamError
    ) throws(MessageStreamError) -> TranscriptEntry {
      var references: [Reference] = []
      for text in entry["references"]?.array?.compactMap(\.string) ?? [] {
        guard let reference = Reference(parsing: text) else {
          throw fail(envelope, "'\(text)' in speech.json is not a reference")
        }
        references.append(reference)
      }
      return TranscriptEntry(
        time: SimulatedInstant(milliseconds: entry["timeMilliseconds"]?.integer ?? 0),
        end: SimulatedInstant(milliseconds: entry["endMilliseconds"]?.integer ?? 0),
        reader: entry["reader"]?.string ?? "", text: entry["text"]?.string ?? "", parts: [],
        kind: entry["kind"]?.string.flatMap(UtteranceKind.init(rawValue:)) ?? .focus,
        priority: entry["priority"]?.string.flatMap(SpeechPriority.init(rawValue:)) ?? .queue,
        rule: entry["rule"]?.string ?? "",
        source: Source(
          entry["source"]?.string ?? "",
          entry["confidence"]?.string.flatMap(Confidence.init(rawValue:)) ?? .low,
          references: references),
        isInterrupted: entry["interrupted"]?.bool ?? false)
    }

    static func number(_ value: JSONValue?) -> Double {
      switch value {
      case .integer(let value): Double(value)
      case .number(let value): value
      default: 0
      }
    }

    func seconds(_ value: JSONValue?) -> Double {
      Double(value?["seconds"]?.integer ?? 0) + Double(value?["nanos"]?.integer ?? 0) / 1e9
    }

    func date(_ value: JSONValue?) -> Date {
      Date(timeIntervalSince1970: seconds(value))
    }
  }
}

extension ReportMerger.Shard {
  static var empty: Self { .init() }

  private init() {}
}
