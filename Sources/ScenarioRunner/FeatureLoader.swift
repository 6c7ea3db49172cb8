import Foundation
import Gherkin
import TextFiles

/// Finds feature files and compiles them into test cases.
package enum FeatureLoader {
  /// What the files compiled to: documents, test cases, errors and warnings.
  package struct Loaded {
    package var documents: [(uri: String, source: String, document: GherkinDocument)] = []
    package var testCases: [PendingTestCase] = []
    var errors: [LoadError] = []
    package var warnings: [LoadWarning] = []
    /// One id generator for every file of the run, so that the ids of documents, pickles and
    /// their steps are unique across the run, not only within a file.
    var ids = IdGenerator()
    /// Whether each file's source and whole document are kept (a message report reads them).
    /// Without, a document keeps only its feature's name and keyword, and the parsed files
    /// are let go as soon as their test cases are compiled: a large suite's memory is then
    /// its test cases, not its text twice over.
    var keepsDocuments = true
    /// Whether files are checked for what would make a gate pass without checking anything
    /// (``FeatureLint``); a pass that only plans a run leaves that to the run.
    var lints = true
    /// How many files' text was parsed and compiled into this (see ``Runner/filesCompiled``).
    var filesCompiled = 0
  }

  /// A path with optional line filters.
  struct Target {
    var path: String
    var lines: Set<Int>
    /// A `:LINE` too large to be a line number.
    var badLine: String?
  }

  static func load(_ paths: [String], workingDirectory: URL, keepsDocuments: Bool = true)
    -> Loaded
  {
    var loaded = Loaded()
    loaded.keepsDocuments = keepsDocuments
    let targets = resolve(paths, workingDirectory: workingDirectory, errors: &loaded.errors)
    for target in targets { compile(target, workingDirectory: workingDirectory, into: &loaded) }
    return loaded
  }

  /// The feature files `paths` name, in the order they run, each once with the lines asked of
  /// it; what cannot be found goes to `errors`.
  static func resolve(_ paths: [String], workingDirectory: URL, errors: inout [LoadError])
    -> [Target]
  {
    var targets: [Target] = []
    for path in paths.isEmpty ? ["Scenarios"] : paths {
      if path.hasPrefix("@") {
        let file = String(path.dropFirst())
        let text: String
        do {
          text = try TextFile.read(url(file, workingDirectory).path)
        } catch {
          errors.append(
            LoadError(
              uri: file, line: error.line, column: error.column,
              message: "cannot read the rerun file: \(error.reason)"))
          continue
        }
        let references = text.split(whereSeparator: \.isWhitespace).map { target(String($0)) }
        // A rerun file lists feature files (`a.feature:3`); one that names none is some other
        // file, whose words must not become paths quoted in errors.
        if !references.isEmpty,
          !references.contains(where: { FeatureFileCheck.hasFeatureExtension($0.path) })
        {
          errors.append(
            LoadError(
              uri: file,
              message: "not a rerun file: expected feature files with lines "
                + "(features/a.feature:3), one a line or separated by spaces"))
          continue
        }
        targets += references
      } else {
        targets.append(target(path))
      }
    }
    var seen: [String: Int] = [:]
    var merged: [Target] = []
    for target in targets {
      if let badLine = target.badLine {
        errors.append(
          LoadError(
            uri: target.path,
            message: "'\(badLine)' is not a line number: it is larger than any file"))
        continue
      }
      for file in files(for: target.path, workingDirectory: workingDirectory, errors: &errors) {
        if let index = seen[file] {
          if merged[index].lines.isEmpty || target.lines.isEmpty {
            merged[index].lines = []
          } else {
            merged[index].lines.formUnion(target.lines)
          }
        } else {
          seen[file] = merged.count
          merged.append(Target(path: file, lines: target.lines))
        }
      }
    }
    return merged
  }

  /// The files `paths` name (as `run` takes them): the rerun files and every feature file found,
  /// so a report is never written over one of them.
  static func inputFiles(_ paths: [String], workingDirectory: URL) -> [String] {
    var errors: [LoadError] = []
    var found: [String] = []
    for path in paths.isEmpty ? ["Scenarios"] : paths {
      var references = [path]
      if path.hasPrefix("@") {
        let file = String(path.dropFirst())
        found.append(file)
        let text = try? TextFile.read(url(file, workingDirectory).path)
        references = (text ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
      }
      for reference in references {
        found += files(
          for: target(reference).path, workingDirectory: workingDirectory, errors: &errors)
      }
    }
    return found
  }

  /// Splits `path:12:30` into a path and lines.
  static func target(_ reference: String) -> Target {
    var parts = reference.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    var lines: Set<Int> = []
    var badLine: String?
    while parts.count > 1, let last = parts.last, !last.isEmpty,
      last.allSatisfy({ $0.isASCII && $0.isNumber })
    {
      if let line = Int(last) { lines.insert(line) } else { badLine = last }
      parts.removeLast()
    }
    return Target(path: parts.joined(separator: ":"), lines: lines, badLine: badLine)
  }

  /// `path` resolved against `workingDirectory` (whether or not that URL ends with a slash).
  static func url(_ path: String, _ workingDirectory: URL) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
  }

  static func files(for path: String, workingDirectory: URL, errors: inout [LoadError]) -> [String]
  {
    let location = url(path, workingDirectory)
    var info = stat()
    guard stat(location.path, &info) == 0 else {
      let code = errno
      var link = stat()
      // A link that leads nowhere (or to itself) is there, but is not a file or folder.
      let message =
        switch code {
        case ENOENT where lstat(location.path, &link) == 0, ELOOP:
          "a symbolic link to nothing (or a link loop)"
        case ENOENT, ENOTDIR: "no such file or folder"
        case EACCES, EPERM: "permission denied (a folder on the way cannot be searched)"
        default: String(cString: strerror(code))
        }
      errors.append(LoadError(uri: path, message: message))
      return []
    }
    let isDirectory = ObjCBool(info.st_mode & S_IFMT == S_IFDIR)
    guard isDirectory.boolValue else { return [path] }
    guard let walker = FileManager.default.enumerator(atPath: location.path) else { return [] }
    var found: [String] = []
    for case let relative as String in walker
    where relative.hasSuffix(".feature") || relative.hasSuffix(".feature.md") {
      found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
    }
    return found.sorted()
  }

  static func compile(_ target: Target, workingDirectory: URL, into loaded: inout Loaded) {
    compile(
      read(target, workingDirectory: workingDirectory), target: target,
      workingDirectory: workingDirectory, into: &loaded)
  }

  /// Compiles `target` from `source`, as read by ``read(_:workingDirectory:)``: a file that
  /// could not be read is its error.
  static func compile(
    _ source: Result<String, LoadError>, target: Target, workingDirectory: URL,
    into loaded: inout Loaded
  ) {
    switch source {
    case .success(let source):
      compile(
        source: source, target: target,
        directory: url(target.path, workingDirectory).deletingLastPathComponent(),
        into: &loaded)
    case .failure(let error):
      loaded.errors.append(error)
    }
  }

  /// The text of `target`'s file, or why it cannot be read.
  static func read(_ target: Target, workingDirectory: URL) -> Result<String, LoadError> {
    do {
      return .success(try TextFile.read(url(target.path, workingDirectory).path))
    } catch {
      return .failure(
        LoadError(
          uri: target.path, line: error.line, column: error.column,
          message: "cannot read the feature file: \(error.reason)"))
    }
  }

  /// Compiles `source` (read from `target.path`, or made in memory) into test cases whose
  /// component paths are resolved from `directory` after the working directory.
  static func compile(
    source: String, target: Target, directory: URL, into loaded: inout Loaded
  ) {
    let syntax: GherkinSyntax = target.path.hasSuffix(".md") ? .markdown : .plain
    loaded.filesCompiled += 1
    let parsed: (document: GherkinDocument, pickles: [Pickle])
    do {
      parsed = try Gherkin.parseAndCompile(
        source, uri: target.path, syntax: syntax, ids: &loaded.ids)
    } catch {
      // A run may be told any path (`/etc/passwd:1` in a rerun file) and its errors reach
      // reports CI uploads: a file that is not recognisably Gherkin gets one error that quotes
      // none of it; a feature file's errors quote at most a trimmed excerpt of their line.
      guard FeatureFileCheck.isRecognisable(source, path: target.path) else {
        loaded.errors.append(FeatureFileCheck.notAFeatureFile(target.path))
        return
      }
      for problem in error.errors {
        loaded.errors.append(
          LoadError(
            uri: target.path, line: problem.location.line, column: problem.location.column,
            message: ParseErrorWords.describe(FeatureFileCheck.trimmingFound(problem.reason))))
      }
      return
    }
    // A file with no feature parses (comments, blank lines): kept only when it is named as a
    // feature file, as its text would otherwise reach a message report's source.
    if parsed.document.feature == nil, !FeatureFileCheck.hasFeatureExtension(target.path),
      source.contains(where: { !$0.isWhitespace })
    {
      loaded.errors.append(FeatureFileCheck.notAFeatureFile(target.path))
      return
    }
    loaded.documents.append(
      loaded.keepsDocuments
        ? (target.path, source, parsed.document) : (target.path, "", parsed.document.header))
    if loaded.lints {
      loaded.warnings += FeatureLint.warnings(parsed.document, source: source, uri: target.path)
    }
    guard let feature = parsed.document.feature else { return }
    var stepInfo: [String: (keyword: String, line: Int)] = [:]
    var scenarioLines: [String: Int] = [:]
    var scenarioSpans: [String: ClosedRange<Int>] = [:]
    var rowLines: [String: Int] = [:]
    var rowValues: [String: [String]] = [:]
    var rowExamples: [String: (name: String, header: [String])] = [:]
    var scenarioRules: [String: String] = [:]
    var scenarioKeywords: [String: Keywords] = [:]
    // FILE:LINE selects as cucumber does: a Rule line every scenario in it, a step of an
    // outline every row, an Examples line (or its header) that block's rows.
    var ruleLines: [String: Int] = [:]
    var stepSpans: [String: ClosedRange<Int>] = [:]
    var rowBlockLines: [String: Set<Int>] = [:]
    func visit(_ scenario: Scenario, rule: Rule? = nil) {
      scenarioLines[scenario.id] = scenario.location.line
      scenarioKeywords[scenario.id] = Keywords(
        feature: feature.keyword ?? Keywords.english.feature,
        rule: rule?.keyword ?? Keywords.english.rule, scenario: scenario.keyword)
      scenarioRules[scenario.id] = rule?.name
      ruleLines[scenario.id] = rule?.location.line
      var last = scenario.location.line
      for step in scenario.steps {
        stepInfo[step.id] = (step.keyword, step.location.line)
        last = max(last, step.location.line)
      }
      stepSpans[scenario.id] = scenario.location.line...last
      for examples in scenario.examples {
        let blockLines = Set(
          [examples.location.line] + (examples.tableHeader.map { [$0.location.line] } ?? []))
        for row in examples.tableBody {
          rowBlockLines[row.id] = blockLines
          rowLines[row.id] = row.location.line
          rowValues[row.id] = row.cells.map(\.value)
          rowExamples[row.id] = (examples.name, examples.tableHeader?.cells.map(\.value) ?? [])
          last = max(last, row.location.line)
        }
      }
      scenarioSpans[scenario.id] = scenario.location.line...last
    }
    func visit(_ background: Background) {
      for step in background.steps { stepInfo[step.id] = (step.keyword, step.location.line) }
    }
    for child in feature.children {
      switch child {
      case .background(let background): visit(background)
      case .scenario(let scenario): visit(scenario)
      case .rule(let rule):
        for inner in rule.children {
          switch inner {
          case .background(let background): visit(background)
          case .scenario(let scenario): visit(scenario, rule: rule)
          }
        }
      }
    }
    var matchedLines: Set<Int> = []
    for pickle in parsed.pickles {
      let scenarioID = pickle.astNodeIds.first ?? ""
      let rowID = pickle.astNodeIds.count > 1 ? pickle.astNodeIds[1] : nil
      let line = rowID.flatMap { rowLines[$0] } ?? scenarioLines[scenarioID] ?? pickle.location.line
      if !target.lines.isEmpty {
        let span = scenarioSpans[scenarioID] ?? line...line
        let steps = stepSpans[scenarioID] ?? line...line
        let matching = target.lines.filter { wanted in
          wanted == line || wanted == feature.location.line || wanted == ruleLines[scenarioID]
            || (rowID == nil && span.contains(wanted))
            || (rowID != nil
              && (steps.contains(wanted) || rowBlockLines[rowID ?? ""]?.contains(wanted) == true))
        }
        matchedLines.formUnion(matching)
        if matching.isEmpty { continue }
      }
      loaded.testCases.append(
        PendingTestCase(
          pickle: pickle, uri: target.path, featureName: feature.name,
          ruleName: scenarioRules[scenarioID], exampleValues: rowID.flatMap { rowValues[$0] },
          examplesName: rowID.flatMap { rowExamples[$0]?.name },
          keywords: scenarioKeywords[scenarioID] ?? .english,
          exampleHeader: rowID.flatMap { rowExamples[$0]?.header },
          featureDirectory: directory, line: line, stepInfo: stepInfo,
          featureDescription: feature.description))
    }
    // A line that selects nothing would otherwise pass silently with nothing run.
    for wanted in target.lines.subtracting(matchedLines).sorted() {
      loaded.errors.append(
        LoadError(
          uri: target.path, line: wanted, column: nil,
          message: "no scenario, example row or step is on line \(wanted); nothing to run there"))
    }
  }
}

extension GherkinDocument {
  /// The document without its comments and its feature's description and children: what a
  /// run reads of a file once its test cases are compiled, when no report reads the rest.
  var header: GherkinDocument {
    var header = self
    header.comments = []
    header.feature?.description = ""
    header.feature?.children = []
    return header
  }
}

extension FeatureLoader {
  /// Compiles the feature files' sources as `merge-reports` reads them from message streams,
  /// in order, each at its path as written (relative to the folder the shards ran in).
  package static func compile(sources: [(uri: String, source: String)]) -> Loaded {
    var loaded = Loaded()
    for source in sources {
      compile(
        source: source.source, target: Target(path: source.uri, lines: []),
        directory: URL(fileURLWithPath: "/"), into: &loaded)
    }
    return loaded
  }
}
