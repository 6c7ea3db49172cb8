import Core
import Foundation
import ScenarioRunner
import ScreenReaders

/// A single self-contained HTML page for a run: the summary, load errors, a table of features,
/// then per feature (with its description) per scenario its steps, what the reader said, and on
/// failure expected versus heard side by side. Each scenario that fails the run links to the
/// previous and next ones, and the header to the first.
///
/// The page has inline CSS and a little inline JavaScript and loads nothing. Without JavaScript
/// everything is shown, the filters are absent and the failure links are plain anchors; with
/// it, filters by status, platform, reader, feature and tag show and hide scenarios, a live
/// region says how many are shown, and the failure links skip the hidden ones. The page is also well-formed
/// XML (void elements closed, script and style in CDATA comments), so tools can parse it.
/// Nothing depends on the clock: the same report gives the same page.
package enum HTMLFormat {
  /// The page of a whole run.
  package static func page(_ report: RunReport) -> String {
    var writer = Writer(strict: report.strict, store: MemoryParts())
    for testCase in report.testCases { writer.add(testCase) }
    return ReportOutput.text { output in
      var output = output
      writer.finish(report, to: &output)
    }
  }

  /// A page written while the run goes: ``add(_:)`` each test case as it finishes (its article
  /// is rendered then and set aside), then ``finish(_:to:)`` writes the page, whose summary and
  /// filters need the whole run, around them.
  ///
  /// Scenarios are numbered (`scenario-N`) in the order they are added, which is the order the
  /// run reports them; features are listed in order of first appearance.
  package struct Writer<Store: PartStore> {
    private var parts: FeatureParts<Store>
    /// Each feature, in order of first appearance, with its counts.
    private var features: [FeatureTally] = []
    private var featureOfURI: [String: Int] = [:]
    /// How many bytes each feature's articles have so far.
    private var featureBytes: [Int] = []
    /// Each scenario that fails the run, by feature: its number and where, in its feature's
    /// bytes, its failure navigation goes (written at the end, when the next one is known).
    private var failures: [[(scenario: Int, offset: Int)]] = []
    private var tally = Tally()
    /// Each source's evidence as the page writes it (see ``Page/evidence``).
    private var evidence: [SourceKey: [UInt8]] = [:]
    /// Where each part is rendered before it is kept, reused from one part to the next.
    private let buffer = MarkupBytes(capacity: 1 << 16)
    private let strict: Bool

    /// A page of a run that is `strict` (undefined and pending fail it), its scenarios'
    /// articles kept in `store` until the end.
    package init(strict: Bool, store: Store) {
      self.strict = strict
      parts = FeatureParts(store)
    }

    /// Renders `testCase`'s article and counts it.
    package mutating func add(_ testCase: TestCaseReport) {
      tally.count(testCase, strict: strict)
      let feature: Int
      if let known = featureOfURI[testCase.uri] {
        feature = known
      } else {
        feature = features.count
        featureOfURI[testCase.uri] = feature
        features.append(
          FeatureTally(name: testCase.featureName, description: testCase.featureDescription))
        featureBytes.append(0)
        failures.append([])
      }
      let fails = testCase.failsRun(strict: strict)
      features[feature].count(testCase, fails: fails)
      // A scenario that fails the run is kept in two parts, its navigation to go between.
      // Each is rendered straight into the bytes kept for its feature, with no string of its own.
      let number = tally.total
      // The cache moves out of self while the parts are appended to.
      var evidence: [SourceKey: [UInt8]] = [:]
      let buffer = self.buffer
      swap(&evidence, &self.evidence)
      defer { swap(&evidence, &self.evidence) }
      let head = parts.append(uri: testCase.uri) { bytes in
        Page.render(into: &bytes, buffer: buffer, evidence: &evidence) {
          $0.renderScenarioHead(testCase, number: number, feature: feature + 1, fails: fails)
        }
      }
      featureBytes[feature] += head.count
      if fails { failures[feature].append((number, featureBytes[feature])) }
      let body = parts.append(uri: testCase.uri) { bytes in
        Page.render(into: &bytes, buffer: buffer, evidence: &evidence) {
          $0.renderScenarioBody(testCase, number: number)
        }
      }
      featureBytes[feature] += body.count
    }

    /// Writes the page.
    package mutating func finish(_ report: RunReport, to output: inout ReportOutput) {
      // The scenarios that fail the run, in the page's order.
      let order = failures.flatMap { $0.map(\.scenario) }
      var page = Page()
      page.renderTop(report, tally: tally, features: features, firstFailure: order.first)
      output.write(page.html)
      var seen = 0
      for (index, feature) in features.enumerated() {
        var section = Page()
        section.renderFeatureStart(
          uri: parts.features[index].uri, name: feature.name, description: feature.description,
          number: index + 1)
        output.write(section.html)
        let breaks = failures[index].map(\.offset)
        parts.copy(
          feature: index, breaks: breaks, to: { output.write(bytes: $0) },
          at: { _ in
            var navigation = Page()
            navigation.renderFailureNavigation(order, at: seen)
            output.write(navigation.html)
            seen += 1
          })
        output.write("</section>\n")
      }
      var end = Page()
      end.renderEnd()
      output.write(end.html)
      output.flush()
    }
  }

  /// HTML-escapes `text`, bidirectional controls shown (see ``MarkupText/html(_:)``).
  static func escape(_ text: String) -> String { MarkupText.html(text) }

  /// `text` from the user's files (a name, a step, speech) escaped and in `<bdi>`, so that
  /// right-to-left text in it cannot reorder what the page puts around it.
  static func isolated(_ text: String) -> String { "<bdi>\(escape(text))</bdi>" }

  /// The statuses in the order the page lists them: problems first.
  static let statusOrder: [StepStatus] = [
    .failed, .ambiguous, .undefined, .pending, .skipped, .passed,
  ]

  /// The value filters use for a test case without a platform.
  static let noPlatform = "none"
}

/// What the page's summary and filters count, gathered scenario by scenario.
private struct Tally {
  /// Scenarios by status.
  var scenarios = StatusCounts()
  /// Steps by status.
  var steps = StatusCounts()
  var total = 0
  var stepTotal = 0
  /// Scenarios that fail the run.
  var failing = 0
  /// The platforms in order of first appearance, with how many test cases ran on each.
  var platforms = Counted()
  /// The readers, likewise.
  var readers = Counted()
  /// The tags, likewise.
  var tags = Counted()

  mutating func count(_ testCase: TestCaseReport, strict: Bool) {
    total += 1
    scenarios.count(testCase.status)
    // By index: each step's status is read in place, not the step copied.
    for index in testCase.steps.indices { steps.count(testCase.steps[index].status) }
    stepTotal += testCase.steps.count
    if testCase.failsRun(strict: strict) { failing += 1 }
    platforms.count(testCase.platform ?? HTMLFormat.noPlatform)
    readers.count(testCase.reader ?? HTMLFormat.noPlatform)
    let pickleTags = testCase.pickle.tags
    if pickleTags.count == 1 {
      tags.count(pickleTags[0].name)
    } else if pickleTags.count > 1 {
      for tag in Set(pickleTags.map(\.name)).sorted() { tags.count(tag) }
    }
  }
}

/// How many of something had each status: a counter for each, where a dictionary would hash
/// the status for every step of the run.
private struct StatusCounts {
  private var counts = [Int](repeating: 0, count: StepStatus.allCases.count)

  /// Counts one more of `status`.
  mutating func count(_ status: StepStatus) { counts[Self.slot(status)] += 1 }

  /// How many had `status`; `nil` for none, as a dictionary of the counted ones says.
  subscript(status: StepStatus) -> Int? {
    let count = counts[Self.slot(status)]
    return count == 0 ? nil : count
  }

  private static func slot(_ status: StepStatus) -> Int {
    switch status {
    case .passed: 0
    case .failed: 1
    case .skipped: 2
    case .undefined: 3
    case .ambiguous: 4
    case .pending: 5
    }
  }
}

/// What the page's summary says of one feature, gathered scenario by scenario.
private struct FeatureTally {
  var name: String
  var description: String
  var total = 0
  var passed = 0
  /// Scenarios that fail the run.
  var failing = 0
  /// The platforms its scenarios ran on, with how many on each.
  var platforms = Counted()

  mutating func count(_ testCase: TestCaseReport, fails: Bool) {
    total += 1
    if testCase.status == .passed { passed += 1 }
    if fails { failing += 1 }
    platforms.count(testCase.platform ?? HTMLFormat.noPlatform)
  }
}

/// Values in order of first appearance, each with how many test cases had it.
private struct Counted {
  var values: [(name: String, count: Int)] = []
  private var index: [String: Int] = [:]

  mutating func count(_ value: String) {
    if let known = index[value] {
      values[known].count += 1
    } else {
      index[value] = values.count
      values.append((value, 1))
    }
  }
}

/// A source as a dictionary key: sources that are equal have the same citation.
private struct SourceKey: Hashable {
  var source: Source

  init(_ source: Source) { self.source = source }

  static func == (left: SourceKey, right: SourceKey) -> Bool { left.source == right.source }

  func hash(into hasher: inout Hasher) { hasher.combine(source.citation) }
}

/// Builds the page text.
private struct Page {
  /// The page's text so far, as UTF-8.
  let out: MarkupBytes

  /// The page's text so far.
  var html: String { out.text }

  /// A page that renders into `out`.
  init(_ out: MarkupBytes = MarkupBytes()) { self.out = out }

  /// Each source's evidence as ``evidence(_:)`` writes it: a run has few sources, and each
  /// is written once for every utterance. At most ``evidenceLimit`` are kept.
  var evidence: [SourceKey: [UInt8]] = [:]

  /// How many sources ``evidence`` keeps, so that it stays small whatever the run.
  static var evidenceLimit: Int { 1024 }

  /// Runs `render` on a page that renders into `buffer` (emptied first) and keeps sources'
  /// evidence in `evidence` (not copied), then appends what it rendered to `bytes` at once.
  static func render(
    into bytes: inout [UInt8], buffer: MarkupBytes, evidence: inout [SourceKey: [UInt8]],
    _ render: (inout Page) -> Void
  ) {
    buffer.removeAll()
    var page = Page(buffer)
    swap(&page.evidence, &evidence)
    render(&page)
    swap(&page.evidence, &evidence)
    bytes.append(contentsOf: buffer.bytes)
  }

  mutating func line(_ text: String) {
    write(text)
    out.append(UInt8(ascii: "\n"))
  }

  /// Appends `text` as it is.
  mutating func write(_ text: String) { out.append(text) }

  /// Appends `value` in decimal.
  mutating func write(_ value: Int) { out.append(decimal: value) }

  /// Appends `text` escaped (see ``HTMLFormat/escape(_:)``).
  mutating func escaped(_ text: String) { out.append(text, escaping: .html) }

  /// Appends `text` escaped and isolated (see ``HTMLFormat/isolated(_:)``).
  mutating func isolated(_ text: String) {
    write("<bdi>")
    escaped(text)
    write("</bdi>")
  }

  /// Everything before the first feature.
  mutating func renderTop(
    _ report: RunReport, tally: Tally, features: [FeatureTally], firstFailure: Int?
  ) {
    let verdict = report.success ? "passed" : "failed"
    let total = tally.total
    let passedCount = tally.scenarios[.passed] ?? 0

    line("<!DOCTYPE html>")
    line("<html lang=\"en\">")
    line("<head>")
    line("<meta charset=\"utf-8\"/>")
    line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>")
    line(
      "<title>A11ySim run \(verdict): \(passedCount) of \(total) "
        + "\(Self.plural(total, "scenario")) passed</title>")
    line("<style>/*<![CDATA[*/")
    write(Self.css)
    line("/*]]>*/</style>")
    line("</head>")
    line("<body>")
    line("<a class=\"skip\" href=\"#results\">Skip to the scenarios</a>")
    renderHeader(report, tally: tally, verdict: verdict, firstFailure: firstFailure)
    line("<main id=\"results\" tabindex=\"-1\">")
    renderLoadErrors(report)
    renderBaselineMissing(report)
    renderFeatureTable(features)
    renderFilters(tally, features: features)
    if total == 0 {
      line(
        "<p>No scenarios ran"
          + (report.nothingSelected.map { ": " + HTMLFormat.escape($0) } ?? "") + ".</p>")
    }
  }

  /// Everything after the last feature.
  mutating func renderEnd() {
    line("</main>")
    line("<script>//<![CDATA[")
    write(Self.script)
    line("//]]></script>")
    line("</body>")
    line("</html>")
  }

  // MARK: - Header and summary

  mutating func renderHeader(
    _ report: RunReport, tally: Tally, verdict: String, firstFailure: Int?
  ) {
    line("<header>")
    line(
      "<h1>A11ySim run: <span class=\"status status-\(report.success ? "passed" : "failed")\">"
        + "\(verdict)</span></h1>")
    line(
      "<p class=\"verdict\">\(tally.total) \(Self.plural(tally.total, "scenario")), "
        + "\(tally.scenarios[.passed] ?? 0) passed, \(tally.failing) failing the run"
        + (report.loadErrors.isEmpty
          ? ""
          : ", \(report.loadErrors.count) \(Self.plural(report.loadErrors.count, "file")) not loaded")
        + ".</p>")
    if let firstFailure {
      line(
        "<p class=\"jump\"><a href=\"#scenario-\(firstFailure)\" data-failure=\"first\">"
          + "Go to the first failure</a></p>")
    }
    line("<div class=\"summary\">")
    line("<table class=\"counts\">")
    line("<caption>Results by status</caption>")
    line(
      "<thead><tr><th scope=\"col\">Status</th><th scope=\"col\">Scenarios</th>"
        + "<th scope=\"col\">Steps</th></tr></thead>")
    line("<tbody>")
    for status in HTMLFormat.statusOrder {
      let scenarios = tally.scenarios[status] ?? 0
      let steps = tally.steps[status] ?? 0
      if scenarios == 0 && steps == 0 { continue }
      line(
        "<tr><th scope=\"row\">\(Self.badge(status))</th><td>\(scenarios)</td><td>\(steps)</td></tr>"
      )
    }
    line(
      "<tr class=\"total\"><th scope=\"row\">total</th><td>\(tally.total)</td>"
        + "<td>\(tally.stepTotal)</td></tr>")
    line("</tbody>")
    line("</table>")
    line("<dl class=\"facts\">")
    fact("Started", Self.timestamp(report.startedAt))
    fact("Duration", Self.seconds(report.duration))
    fact(
      "Strict mode",
      report.strict
        ? "on: undefined and pending steps fail the run"
        : "off: undefined and pending steps do not fail the run")
    fact("Order", report.randomSeed.map { "random, seed \($0)" } ?? "as defined")
    if report.interrupted {
      fact("Stopped early", "yes: \(report.interruptionSummary)")
    } else if report.stoppedEarly {
      fact("Stopped early", "yes: not every scenario ran")
    }
    line("</dl>")
    line("</div>")
    line("</header>")
  }

  /// A term and its value; `isolated` for a value from the user's files (see
  /// ``HTMLFormat/isolated(_:)``).
  mutating func fact(_ term: String, _ value: String, isolated: Bool = false) {
    write("<div><dt>")
    escaped(term)
    write("</dt> <dd>")
    if isolated { self.isolated(value) } else { escaped(value) }
    line("</dd></div>")
  }

  mutating func renderLoadErrors(_ report: RunReport) {
    guard !report.loadErrors.isEmpty else { return }
    line("<section class=\"load-errors\" aria-labelledby=\"load-errors\">")
    line("<h2 id=\"load-errors\">Files that could not be loaded</h2>")
    line("<ul>")
    for error in report.loadErrors {
      let place =
        error.uri + (error.line.map { ":\($0)" } ?? "") + (error.column.map { ":\($0)" } ?? "")
      line(
        "<li><span class=\"status status-failed\">error</span> <code>\(HTMLFormat.escape(place))</code>: "
          + "\(HTMLFormat.escape(error.message))</li>")
    }
    line("</ul>")
    line("</section>")
  }

  mutating func renderBaselineMissing(_ report: RunReport) {
    guard let baseline = report.baselineName, !report.baselineMissing.isEmpty else { return }
    line("<section class=\"load-errors\" aria-labelledby=\"baseline-missing\">")
    line(
      "<h2 id=\"baseline-missing\">In the baseline <code>\(HTMLFormat.escape(baseline))</code>, "
        + "not in this run</h2>")
    line("<ul>")
    for key in report.baselineMissing {
      line(
        "<li><span class=\"status status-failed\">missing</span> \(HTMLFormat.isolated(key))</li>")
    }
    line("</ul>")
    line("</section>")
  }

  /// A row per feature: its name, linked to its section, and its scenarios' counts.
  mutating func renderFeatureTable(_ features: [FeatureTally]) {
    guard !features.isEmpty else { return }
    line("<table class=\"features\">")
    line("<caption>Results by feature</caption>")
    line(
      "<thead><tr><th scope=\"col\">Feature</th><th scope=\"col\">Scenarios</th>"
        + "<th scope=\"col\">Passed</th><th scope=\"col\">Failing the run</th>"
        + "<th scope=\"col\">Other</th><th scope=\"col\">Platforms</th></tr></thead>")
    line("<tbody>")
    for (index, feature) in features.enumerated() {
      let other = feature.total - feature.passed - feature.failing
      line(
        "<tr\(feature.failing > 0 ? " class=\"failing\"" : "")><th scope=\"row\">"
          + "<a href=\"#feature-\(index + 1)\">\(HTMLFormat.isolated(feature.name))</a></th>"
          + "<td>\(feature.total)</td><td>\(feature.passed)</td><td>\(feature.failing)</td>"
          + "<td>\(other)</td><td>\(Self.platforms(feature.platforms))</td></tr>")
    }
    line("</tbody>")
    line("</table>")
  }

  /// `Android 12, iOS 3`: the platforms and how many scenarios ran on each (a no-break space
  /// keeps each name with its count).
  static func platforms(_ platforms: Counted) -> String {
    platforms.values.map {
      HTMLFormat.escape($0.name == HTMLFormat.noPlatform ? "no platform" : $0.name)
        + "&#160;\($0.count)"
    }.joined(separator: ", ")
  }

  /// A group of labelled checkboxes, all checked, one per value with its count.
  mutating func renderChoices(_ legend: String, name: String, _ values: Counted) {
    line("<fieldset>")
    line("<legend>\(legend)</legend>")
    for (number, value) in values.values.enumerated() {
      let id = "filter-\(name)-\(number + 1)"
      let label = value.name == HTMLFormat.noPlatform ? "no \(name)" : value.name
      line(
        "<div class=\"choice\"><input type=\"checkbox\" id=\"\(id)\" name=\"\(name)\" "
          + "value=\"\(HTMLFormat.escape(value.name))\" checked=\"checked\"/>"
          + "<label for=\"\(id)\">\(HTMLFormat.escape(label)) (\(value.count))</label></div>")
    }
    line("</fieldset>")
  }

  mutating func renderFilters(_ tally: Tally, features: [FeatureTally]) {
    guard tally.total > 0 else { return }
    let total = tally.total
    line(
      "<form id=\"filters\" class=\"filters\" hidden=\"hidden\" aria-labelledby=\"filters-title\">")
    line("<h2 id=\"filters-title\">Filter the scenarios</h2>")
    line("<fieldset>")
    line("<legend>Status</legend>")
    let statuses = HTMLFormat.statusOrder.compactMap { status -> (StepStatus, Int)? in
      let count = tally.scenarios[status] ?? 0
      return count == 0 ? nil : (status, count)
    }
    for (status, count) in statuses {
      let id = "filter-status-\(status.rawValue)"
      line(
        "<div class=\"choice\"><input type=\"checkbox\" id=\"\(id)\" name=\"status\" "
          + "value=\"\(status.rawValue)\" checked=\"checked\"/>"
          + "<label for=\"\(id)\">\(status.rawValue) (\(count))</label></div>")
    }
    line("</fieldset>")
    renderChoices("Platform", name: "platform", tally.platforms)
    renderChoices("Reader", name: "reader", tally.readers)
    line("<div class=\"pick\"><label for=\"filter-feature\">Feature</label>")
    line("<select id=\"filter-feature\" name=\"feature\">")
    line("<option value=\"\" selected=\"selected\">every feature (\(tally.total))</option>")
    for (index, feature) in features.enumerated() {
      line(
        "<option value=\"\(index + 1)\">\(HTMLFormat.escape(feature.name)) (\(feature.total))"
          + "</option>")
    }
    line("</select></div>")
    if !tally.tags.values.isEmpty {
      line("<div class=\"pick\"><label for=\"filter-tag\">Tag</label>")
      line("<select id=\"filter-tag\" name=\"tag\">")
      line("<option value=\"\" selected=\"selected\">any or no tag (\(tally.total))</option>")
      for tag in tally.tags.values.sorted(by: { $0.name < $1.name }) {
        line(
          "<option value=\"\(HTMLFormat.escape(tag.name))\">\(HTMLFormat.escape(tag.name)) "
            + "(\(tag.count))</option>")
      }
      line("</select></div>")
    }
    line(
      "<p id=\"shown\" class=\"shown\" role=\"status\" aria-live=\"polite\">"
        + "\(total) of \(total) \(Self.plural(total, "scenario")) shown</p>")
    line("</form>")
  }

  // MARK: - Features and scenarios

  /// A feature's section up to its first scenario (``HTMLFormat/Writer`` closes it).
  mutating func renderFeatureStart(uri: String, name: String, description: String, number: Int) {
    let id = "feature-\(number)"
    line("<section class=\"feature\" aria-labelledby=\"\(id)\">")
    line(
      "<h2 id=\"\(id)\"><span class=\"keyword\">Feature:</span> \(HTMLFormat.isolated(name))</h2>"
    )
    line("<p class=\"where\"><code>\(HTMLFormat.escape(uri))</code></p>")
    let paragraphs = Self.paragraphs(description)
    if !paragraphs.isEmpty {
      line("<div class=\"description\">")
      for paragraph in paragraphs {
        line("<p>" + paragraph.map(HTMLFormat.isolated).joined(separator: "<br/>\n") + "</p>")
      }
      line("</div>")
    }
  }

  /// A description's lines, trimmed, in paragraphs split at blank lines.
  static func paragraphs(_ description: String) -> [[String]] {
    var paragraphs: [[String]] = [[]]
    for line in description.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = trimmed(line)
      if text.isEmpty {
        if !(paragraphs.last ?? []).isEmpty { paragraphs.append([]) }
      } else {
        paragraphs[paragraphs.count - 1].append(text)
      }
    }
    return paragraphs.filter { !$0.isEmpty }
  }

  /// A scenario's article up to its heading; one that `fails` the run can be focused, for
  /// the links from failure to failure.
  mutating func renderScenarioHead(
    _ testCase: TestCaseReport, number: Int, feature: Int, fails: Bool
  ) {
    let id = "scenario-\(number)"
    let platform = testCase.platform ?? HTMLFormat.noPlatform
    let reader = testCase.reader ?? HTMLFormat.noPlatform
    let status = testCase.status.rawValue
    write("<article class=\"scenario status-")
    write(status)
    write(fails ? " fails-run\" tabindex=\"-1\"" : "\"")
    write(" id=\"")
    write(id)
    write("\" data-status=\"")
    write(status)
    write("\" data-platform=\"")
    escaped(platform)
    write("\" data-reader=\"")
    escaped(reader)
    write("\" data-feature=\"")
    write(feature)
    write("\" data-tags=\"")
    for (index, tag) in testCase.pickle.tags.enumerated() {
      if index > 0 { write(" ") }
      escaped(tag.name)
    }
    write("\" aria-labelledby=\"")
    write(id)
    line("-title\">")
    write("<h3 id=\"")
    write(id)
    write("-title\">")
    badge(testCase.status)
    write(" <span class=\"name\">")
    isolated(testCase.displayName)
    line("</span></h3>")
  }

  /// The links from a scenario that fails the run to the previous and next ones: `order` is
  /// every such scenario's number in the page's order, this one at `index`.
  mutating func renderFailureNavigation(_ order: [Int], at index: Int) {
    var links: [String] = []
    if index > 0 {
      links.append(
        "<a href=\"#scenario-\(order[index - 1])\" data-failure=\"previous\">Previous failure</a>")
    }
    if index + 1 < order.count {
      links.append(
        "<a href=\"#scenario-\(order[index + 1])\" data-failure=\"next\">Next failure</a>")
    }
    line(
      "<p class=\"failure-nav\">Failure \(index + 1) of \(order.count)"
        + (links.isEmpty ? "" : ": " + links.joined(separator: " ")) + "</p>")
  }

  /// The rest of a scenario's article, after its heading.
  mutating func renderScenarioBody(_ testCase: TestCaseReport, number: Int) {
    let id = "scenario-\(number)"
    line("<dl class=\"facts\">")
    fact("Location", testCase.reference)
    if let rule = testCase.ruleName { fact("Rule", rule, isolated: true) }
    if let examples = testCase.exampleLabel { fact("Example", examples, isolated: true) }
    fact("Platform", testCase.platform ?? "not set")
    fact("Reader", testCase.reader ?? "none")
    if !testCase.pickle.tags.isEmpty {
      write("<div><dt>Tags</dt> <dd>")
      for (index, tag) in testCase.pickle.tags.enumerated() {
        if index > 0 { write(" ") }
        write("<code class=\"tag\">")
        escaped(tag.name)
        write("</code>")
      }
      line("</dd></div>")
    }
    fact("Duration", Self.seconds(testCase.duration))
    if let reason = testCase.notRunReason { fact("Skipped", reason) }
    line("</dl>")
    if testCase.steps.isEmpty {
      line("<p>This scenario has no steps.</p>")
    } else {
      line("<ol class=\"steps\" aria-label=\"Steps\">")
      // By index: each step is read in place, not copied.
      for stepNumber in testCase.steps.indices {
        renderStep(testCase.steps[stepNumber], scenario: number, number: stepNumber + 1)
      }
      line("</ol>")
    }
    // By index again: only this test case's steps, so the page stays one pass.
    var readOrder = false
    for stepNumber in testCase.steps.indices {
      guard let order = testCase.steps[stepNumber].readingOrder else { continue }
      readOrder = true
      renderReadingOrder(
        order, reader: testCase.reader ?? "no reader", platform: testCase.platform,
        id: "\(id)-step-\(stepNumber + 1)-order", step: stepNumber + 1)
    }
    renderTranscript(testCase.transcript, id: id, besidesReadingOrder: readOrder)
    line("</article>")
  }

  /// Step `number` of scenario `scenario`, whose id is `scenario-S-step-N`.
  mutating func renderStep(_ step: StepReport, scenario: Int, number: Int) {
    write("<li class=\"step status-")
    write(step.status.rawValue)
    write("\" id=\"scenario-")
    write(scenario)
    write("-step-")
    write(number)
    line("\">")
    write("<p class=\"step-line\">")
    badge(step.status)
    write(" <strong class=\"keyword\">")
    escapedTrimmed(step.keyword)
    write("</strong> ")
    isolated(step.text)
    write(" <span class=\"where\">line ")
    write(step.line)
    line("</span></p>")
    if !step.heard.isEmpty {
      line("<ul class=\"heard\" aria-label=\"Heard during this step\">")
      for entry in step.heard {
        write("<li>")
        utterance(entry)
        line("</li>")
      }
      line("</ul>")
    }
    if let failure = step.failure {
      renderFailure(failure, status: step.status, id: "scenario-\(scenario)-step-\(number)")
    }
    if step.status == .undefined {
      line("<div class=\"problem\">")
      if step.suggestions.isEmpty {
        line("<p>No step definition matches this text, and none is close.</p>")
      } else {
        line("<p>No step definition matches this text. The closest defined steps:</p>")
        line("<ul class=\"suggestions\">")
        for suggestion in step.suggestions {
          line("<li><code>\(HTMLFormat.escape(suggestion))</code></li>")
        }
        line("</ul>")
      }
      line("</div>")
    }
    if step.status == .ambiguous {
      line("<div class=\"problem\">")
      line("<p>More than one step definition matches this text:</p>")
      line("<ul class=\"matches\">")
      for match in step.ambiguousMatches {
        line("<li><code>\(HTMLFormat.escape(match))</code></li>")
      }
      line("</ul>")
      line("</div>")
    }
    line("</li>")
  }

  /// A step's message, labelled for what it is: a failure (or an ambiguous step's) in red, the
  /// reason of a pending or skipped step (or any other) in a neutral box.
  mutating func renderFailure(_ failure: StepFailure, status: StepStatus, id: String) {
    let label =
      switch status {
      case .failed: "Failure"
      case .pending: "Pending"
      case .skipped: "Skipped"
      case .undefined: "Undefined"
      case .ambiguous: "Ambiguous"
      case .passed: "Note"
      }
    let failing = status == .failed || status == .ambiguous
    line("<div class=\"\(failing ? "failure" : "note")\">")
    line(
      "<p class=\"message\"><strong>\(label):</strong> \(Self.multiline(failure.message))</p>")
    if failure.expected != nil || failure.actual != nil {
      let expected = failure.expected ?? "(not stated)"
      let heard = (failure.actual ?? "").isEmpty ? "(nothing)" : failure.actual ?? ""
      line("<table class=\"compare\" id=\"\(id)-compare\">")
      line("<caption>Expected versus heard</caption>")
      line("<thead><tr><th scope=\"col\">Expected</th><th scope=\"col\">Heard</th></tr></thead>")
      line(
        "<tbody><tr><td><pre>\(HTMLFormat.escape(expected))</pre></td>"
          + "<td><pre>\(HTMLFormat.escape(heard))</pre></td></tr></tbody>")
      line("</table>")
    }
    line("</div>")
  }

  /// A screen's reading order as step `step` heard it: a table of each next-item move's
  /// position and what the reader said, captioned with the reader and platform.
  mutating func renderReadingOrder(
    _ order: [String], reader: String, platform: String?, id: String, step: Int
  ) {
    line("<table class=\"reading-order\" id=\"\(id)\">")
    write("<caption>Reading order heard by ")
    escaped(reader)
    if let platform {
      write(" on ")
      escaped(platform)
    }
    write(" (step ")
    write(step)
    line(")</caption>")
    line(
      "<thead><tr><th scope=\"col\">Position</th><th scope=\"col\">What was said</th></tr>"
        + "</thead>")
    line("<tbody>")
    for (index, said) in order.enumerated() {
      write("<tr><th scope=\"row\">")
      write(index + 1)
      write("</th><td>")
      isolated(said)
      line("</td></tr>")
    }
    line("</tbody>")
    line("</table>")
  }

  /// The scenario's transcript table; when it is empty, a line saying so (besides the
  /// reading order, which is read on a copy and so is not in it, when one was read).
  mutating func renderTranscript(
    _ transcript: [TranscriptEntry], id: String, besidesReadingOrder: Bool = false
  ) {
    guard !transcript.isEmpty else {
      line(
        "<p class=\"transcript-empty\">"
          + (besidesReadingOrder
            ? "Besides the reading order, the reader said nothing in this scenario."
            : "The reader said nothing in this scenario.") + "</p>")
      return
    }
    line("<details class=\"transcript\">")
    let low = transcript.filter { $0.source.confidence == .low }.count
    line(
      "<summary>Transcript: \(transcript.count) \(Self.plural(transcript.count, "utterance"))"
        + (low == 0 ? "" : ", \(low) on low-confidence evidence") + "</summary>")
    line("<table>")
    line("<caption>Everything the reader said in this scenario</caption>")
    line(
      "<thead><tr><th scope=\"col\">Time</th><th scope=\"col\">Reader</th>"
        + "<th scope=\"col\">Speech</th><th scope=\"col\">Note</th><th scope=\"col\">Rule</th>"
        + "<th scope=\"col\">Confidence</th><th scope=\"col\">Evidence</th></tr></thead>")
    line("<tbody>")
    for entry in transcript {
      let confidence = entry.source.confidence.rawValue
      write("<tr><td>")
      out.append(seconds: entry.time)
      write("</td><td>")
      escaped(entry.reader)
      write("</td><td>")
      isolated(entry.text)
      write("</td><td>")
      if entry.isInterrupted {
        write("interrupted at ")
        out.append(seconds: entry.end)
      }
      write("</td><td><code>")
      escaped(entry.rule)
      write("</code></td><td class=\"confidence-")
      write(confidence)
      write("\">")
      write(confidence)
      write("</td><td>")
      evidence(entry.source)
      line("</td></tr>")
    }
    line("</tbody>")
    line("</table>")
    line("</details>")
  }

  // MARK: - Pieces

  /// A status as a word in a tinted box: the colour only repeats what the word says.
  mutating func badge(_ status: StepStatus) {
    write("<span class=\"status status-")
    write(status.rawValue)
    write("\">")
    write(status.rawValue)
    write("</span>")
  }

  /// A status as a word in a tinted box, as text.
  static func badge(_ status: StepStatus) -> String {
    "<span class=\"status status-\(status.rawValue)\">\(status.rawValue)</span>"
  }

  /// `TalkBack 0.50s "Quantity" [interrupted at 0.80s]`.
  mutating func utterance(_ entry: TranscriptEntry) {
    let confidence = entry.source.confidence.rawValue
    write("<span class=\"reader\">")
    escaped(entry.reader)
    write("</span> <span class=\"time\">")
    out.append(seconds: entry.time)
    write("</span> <q>")
    isolated(entry.text)
    write("</q>")
    if entry.isInterrupted {
      write(" <span class=\"interrupted\">[interrupted at ")
      out.append(seconds: entry.end)
      write("]</span>")
    }
    write(" <span class=\"evidence confidence-")
    write(confidence)
    write("\" title=\"")
    escaped(entry.source.citation)
    write("\">(")
    escaped(entry.rule)
    write(", ")
    write(confidence)
    write(" confidence)</span>")
  }

  /// The evidence behind an utterance, for the transcript table: its source, linked to each
  /// public reference.
  mutating func evidence(_ source: Source) {
    if let known = evidence[SourceKey(source)] {
      out.append(known)
      return
    }
    let start = out.count
    renderEvidence(source)
    if evidence.count < Self.evidenceLimit {
      evidence[SourceKey(source)] = Array(out.bytes[start...])
    }
  }

  /// Writes `source`'s evidence (see ``evidence(_:)``).
  mutating func renderEvidence(_ source: Source) {
    escaped(source.citation)
    guard !source.references.isEmpty else { return }
    write(" (")
    for (index, reference) in source.references.enumerated() {
      if index > 0 { write(", ") }
      write("<a href=\"")
      escaped(reference.url)
      write("\">")
      escaped(reference.shortName)
      write("</a>")
    }
    write(")")
  }

  /// Appends `keyword` escaped as ``trimmed(_:)`` trims it: an ASCII keyword, the usual kind,
  /// straight from its bytes.
  mutating func escapedTrimmed(_ keyword: String) {
    var ascii = false
    MarkupText.withUTF8(keyword) { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return }
      ascii = true
      var first = 0
      var end = bytes.count
      let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
      while first < end && isSpace(bytes[first]) { first += 1 }
      while end > first && isSpace(bytes[end - 1]) { end -= 1 }
      out.append(UnsafeBufferPointer(rebasing: bytes[first..<end]), escaping: .html)
    }
    if !ascii { escaped(Self.trimmed(keyword)) }
  }

  static func multiline(_ text: String) -> String {
    HTMLFormat.escape(text).replacingOccurrences(of: "\n", with: "<br/>")
  }

  /// `keyword` without the white space around it: ASCII keywords, the usual kind, without
  /// going through Foundation.
  static func trimmed(_ keyword: String) -> String { trimmed(Substring(keyword)) }

  /// ``trimmed(_:)`` of a line of text.
  static func trimmed(_ keyword: Substring) -> String {
    guard keyword.utf8.allSatisfy({ $0 < 0x80 }) else {
      return keyword.trimmingCharacters(in: .whitespaces)
    }
    let bytes = keyword.utf8
    let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }),
      let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(keyword[first...last])
  }

  static func plural(_ count: Int, _ noun: String) -> String {
    count == 1 ? noun : noun + "s"
  }

  static func seconds(_ value: Double) -> String { MarkupText.seconds(value) + " s" }

  static func timestamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }

  // MARK: - Style and script

  /// Colours: every text and background pair has a contrast of at least 6.5:1, borders 4.5:1.
  static let css = """
    :root { color-scheme: light; }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
      color: #1b1b1b; background: #ffffff; }
    header, main { max-width: 72rem; margin: 0 auto; padding: 1rem 1.5rem; }
    header { border-bottom: 1px solid #767676; }
    h1 { font-size: 1.75rem; margin: 0.5rem 0; }
    h2 { font-size: 1.35rem; margin: 2rem 0 0.25rem; }
    h3 { font-size: 1.1rem; margin: 0 0 0.5rem; }
    code, pre, .time { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace;
      font-size: 0.9em; }
    pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
    a:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible,
    main:focus-visible {
      outline: 3px solid #1a4fd6; outline-offset: 2px; }
    .skip { position: absolute; left: -999px; top: 0; background: #ffffff; padding: 0.5rem; }
    .skip:focus { left: 0.5rem; }
    .status { display: inline-block; min-width: 5.5rem; padding: 0 0.4rem; border: 1px solid;
      border-radius: 0.25rem; font-size: 0.85rem; font-weight: 700; text-align: center;
      vertical-align: 0.1em; }
    .status.status-passed { color: #0f5c25; background: #e3f4e7; }
    .status.status-failed { color: #a1151b; background: #fde7e7; }
    .status.status-skipped { color: #474747; background: #ececec; }
    .status.status-undefined { color: #7a4100; background: #fff1d6; }
    .status.status-ambiguous { color: #6a2490; background: #f4e6fb; }
    .status.status-pending { color: #0b4f8a; background: #e4effa; }
    h1 .status { font-size: 1.2rem; vertical-align: 0.15em; }
    .verdict { font-size: 1.1rem; margin: 0.25rem 0 1rem; }
    .summary { display: flex; flex-wrap: wrap; gap: 1rem 3rem; align-items: flex-start; }
    table { border-collapse: collapse; }
    caption { text-align: left; font-weight: 700; padding-bottom: 0.25rem; }
    th, td { border: 1px solid #767676; padding: 0.25rem 0.6rem; text-align: left;
      vertical-align: top; }
    thead th { background: #f0f1f3; }
    .counts td { text-align: right; }
    .counts .total th, .counts .total td { font-weight: 700; }
    .facts { margin: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1.5rem; }
    .facts div { display: flex; gap: 0.4rem; }
    .facts dt { font-weight: 700; }
    .facts dt::after { content: ":"; }
    .facts dd { margin: 0; }
    .summary .facts { flex-direction: column; }
    .filters { margin: 1rem 0; padding: 0.75rem 1rem; background: #f6f7f9;
      border: 1px solid #767676; border-radius: 0.4rem; display: flex; flex-wrap: wrap;
      gap: 0.5rem 2rem; align-items: flex-start; }
    .filters h2 { flex-basis: 100%; margin: 0; font-size: 1.1rem; }
    .filters fieldset { border: 1px solid #767676; border-radius: 0.3rem; margin: 0;
      display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
    .filters legend { font-weight: 700; padding: 0 0.25rem; }
    .choice input { width: 1.1rem; height: 1.1rem; vertical-align: -0.15em; margin-right: 0.3rem; }
    .shown { flex-basis: 100%; margin: 0; font-weight: 700; }
    .pick label { display: block; font-weight: 700; }
    .pick select { font: inherit; padding: 0.2rem; max-width: 20rem; }
    .features { margin: 1rem 0; }
    .features td { text-align: right; }
    .features td:last-child { text-align: left; }
    .features tr.failing th, .features tr.failing td:nth-child(4) { font-weight: 700; }
    .jump { margin: 0 0 1rem; font-weight: 700; }
    .failure-nav { margin: 0 0 0.5rem; font-size: 0.9rem; }
    .failure-nav a { margin-left: 0.5rem; }
    .scenario:focus { outline: 3px solid #1a4fd6; outline-offset: 2px; }
    .description { margin: 0 0 1rem; }
    .description p { margin: 0 0 0.5rem; }
    .where { color: #555555; margin: 0 0 0.75rem; }
    .feature > .where { margin-top: 0; }
    .scenario { border: 1px solid #767676; border-left-width: 0.5rem; border-radius: 0.4rem;
      padding: 0.75rem 1rem; margin: 0 0 1rem; }
    .scenario.status-passed { border-left-color: #0f5c25; }
    .scenario.status-failed { border-left-color: #a1151b; }
    .scenario.status-undefined { border-left-color: #7a4100; }
    .scenario.status-ambiguous { border-left-color: #6a2490; }
    .scenario.status-pending { border-left-color: #0b4f8a; }
    .scenario.status-skipped { border-left-color: #474747; }
    .scenario > .facts { margin-bottom: 0.5rem; color: #333333; }
    .steps { margin: 0.5rem 0; padding-left: 0; list-style: none; }
    .step { padding: 0.3rem 0; border-top: 1px solid #dddddd; }
    .step-line { margin: 0; }
    .step-line .where { margin: 0 0 0 0.5rem; font-size: 0.85rem; }
    .heard { margin: 0.25rem 0 0 6.5rem; padding: 0; list-style: none; }
    .heard li { margin: 0.1rem 0; }
    .heard .reader { font-weight: 700; }
    .heard .time { color: #555555; }
    .evidence { color: #555555; font-size: 0.85em; }
    .confidence-low { font-weight: 700; }
    .interrupted { font-style: italic; }
    .failure, .problem { margin: 0.5rem 0 0.25rem 6.5rem; padding: 0.5rem 0.75rem;
      background: #fdf3f3; border: 1px solid #a1151b; border-radius: 0.3rem; }
    .problem { background: #fff8eb; border-color: #7a4100; }
    .note { margin: 0.5rem 0 0.25rem 6.5rem; padding: 0.5rem 0.75rem; background: #f3f4f6;
      border: 1px solid #474747; border-radius: 0.3rem; }
    .note p { margin: 0 0 0.4rem; }
    .failure p, .problem p { margin: 0 0 0.4rem; }
    .problem ul { margin: 0; }
    .compare { width: 100%; table-layout: fixed; background: #ffffff; }
    .reading-order { margin-top: 0.5rem; }
    .transcript { margin-top: 0.5rem; }
    .transcript summary { cursor: pointer; font-weight: 700; padding: 0.2rem 0; }
    .transcript table { margin-top: 0.4rem; }
    .transcript-empty { color: #555555; margin: 0.5rem 0 0; }
    @media (max-width: 40rem) {
      .heard, .failure, .problem, .note { margin-left: 0; }
    }

    """

  /// Shows the filters and applies them, and makes the links between failures skip the
  /// ones filtered out. Written without `<` or `&` so the page stays XML.
  static let script = """
    (function () {
      var form = document.getElementById("filters");
      var live = document.getElementById("shown");
      if (!form || !live || !document.querySelectorAll) { return; }
      var scenarios = Array.prototype.slice.call(document.querySelectorAll("article.scenario"));
      var features = Array.prototype.slice.call(document.querySelectorAll("section.feature"));
      var failing = Array.prototype.slice.call(document.querySelectorAll("article.fails-run"));
      function chosen(name) {
        var set = {};
        Array.prototype.forEach.call(form.querySelectorAll("input[name='" + name + "']"),
          function (box) { if (box.checked) { set[box.value] = true; } });
        return set;
      }
      function picked(name) {
        var select = form.querySelector("select[name='" + name + "']");
        return select ? select.value : "";
      }
      function apply() {
        var statuses = chosen("status");
        var platforms = chosen("platform");
        var readers = chosen("reader");
        var feature = picked("feature");
        var tag = picked("tag");
        var shown = 0;
        scenarios.forEach(function (scenario) {
          var tags = " " + scenario.getAttribute("data-tags") + " ";
          var show = statuses[scenario.getAttribute("data-status")] === true
            ? platforms[scenario.getAttribute("data-platform")] === true
              ? readers[scenario.getAttribute("data-reader")] === true
                ? (feature === "" ? true : scenario.getAttribute("data-feature") === feature)
                  ? (tag === "" ? true : tags.indexOf(" " + tag + " ") !== -1)
                  : false
                : false
              : false
            : false;
          scenario.hidden = !show;
          if (show) { shown += 1; }
        });
        features.forEach(function (feature) {
          feature.hidden = feature.querySelector("article.scenario:not([hidden])") === null;
        });
        live.textContent = shown + " of " + scenarios.length
          + (scenarios.length === 1 ? " scenario" : " scenarios") + " shown";
      }
      // From failure to failure among those shown: the links name the next one in the page;
      // with filters on, the next shown one may be further.
      function go(event) {
        var link = event.target.closest ? event.target.closest("a[data-failure]") : null;
        if (!link) { return; }
        var shown = failing.filter(function (scenario) { return !scenario.hidden; });
        var kind = link.getAttribute("data-failure");
        var here = link.closest("article.scenario");
        var at = failing.indexOf(here);
        var target = null;
        if (kind === "first") {
          target = shown.length ? shown[0] : null;
        } else {
          var step = kind === "next" ? 1 : -1;
          for (var index = at + step; index !== -1 ? index !== failing.length : false;
            index += step) {
            if (!failing[index].hidden) { target = failing[index]; break; }
          }
        }
        if (!target) { return; }
        event.preventDefault();
        if (history.replaceState) { history.replaceState(null, "", "#" + target.id); }
        target.focus();
      }
      document.addEventListener("click", go);
      form.addEventListener("change", apply);
      form.addEventListener("submit", function (event) { event.preventDefault(); });
      form.hidden = false;
    })();

    """
}

extension MarkupBytes {
  /// Appends `instant` as its description writes it (`1.50s`), with no string of its own:
  /// the page writes the time of every utterance. (Nothing in it needs escaping.)
  package func append(seconds instant: SimulatedInstant) {
    let milliseconds = instant.milliseconds
    if milliseconds < 0 { append(UInt8(ascii: "-")) }
    let centis = milliseconds.magnitude / 10 + (milliseconds.magnitude % 10 >= 5 ? 1 : 0)
    let fraction = Int(centis % 100)
    append(decimal: Int(centis / 100))
    append(UInt8(ascii: "."))
    if fraction < 10 { append(UInt8(ascii: "0")) }
    append(decimal: fraction)
    append(UInt8(ascii: "s"))
  }
}
