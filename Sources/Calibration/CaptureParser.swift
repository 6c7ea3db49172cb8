import ComponentFile
import Core
import Foundation
import TextFiles
import Yams

/// What a capture file says, before any log it names is imported: the setup, the steps, and
/// for a capture of a raw log the log's path and format.
package struct CaptureDocument: Sendable, Equatable {
  /// The capture with the steps it writes out (for a log, each step's `heard` is empty).
  package var capture: Capture
  /// The log a tool wrote, if the capture imports one.
  package var log: CaptureLog?
  /// For a log: how many of its utterances each step takes, in order.
  package var utteranceCounts: [Int] = []
  /// Whether the steps were written (a VoiceOver service log may give them itself).
  package var hasSteps: Bool

  /// Creates a document.
  package init(capture: Capture, hasSteps: Bool) {
    self.capture = capture
    self.hasSteps = hasSteps
  }
}

/// A log a capture imports: its path as written, where that was written, and its format.
package struct CaptureLog: Sendable, Equatable {
  /// The path as written (relative paths are found from the capture file's folder).
  package var path: String
  /// The tool that wrote it.
  package var format: CaptureLogFormat
  /// Where `log:` was written.
  package var location: SourceLocation

  /// Creates a log reference.
  package init(path: String, format: CaptureLogFormat, location: SourceLocation) {
    self.path = path
    self.format = format
    self.location = location
  }
}

/// Reads capture files (YAML, with Yams, as component files are read).
package enum CaptureParser {
  /// The keys a capture takes at its top level.
  static let topLevelKeys = [
    "name", "platform", "osVersion", "reader", "readerVersion", "component", "control",
    "variant", "set", "readerSettings", "log", "format", "steps",
  ]
  /// The keys a step takes.
  static let stepKeys = ["do", "heard", "utterances"]

  /// Parses a capture's `text`, named `source` in errors.
  package static func parse(_ text: String, source: String) throws(CaptureError)
    -> CaptureDocument
  {
    let start = SourceLocation(source: source, line: 1, column: 1)
    let node: Node?
    do {
      node = try Yams.compose(yaml: text, .basic, Constructor([:], [:], [:]), .utf8)
    } catch let error as YamlError {
      throw yamlError(error, source: source)
    } catch {
      throw .invalidYAML(problem: "\(error)", at: start)
    }
    guard let node else { throw .notACapture(found: "nothing", at: start) }
    guard case .mapping = node else {
      throw .notACapture(found: describe(node), at: location(node, source))
    }
    let root = try pairs(node, source: source)
    try checkKeys(root, known: topLevelKeys, place: "the capture")
    let rootLocation = location(node, source)
    func scalar(_ key: String) throws(CaptureError) -> (String, SourceLocation)? {
      guard let value = root.first(where: { $0.key == key })?.value else { return nil }
      let text = try Self.text(of: value, key: key, expected: "text", source: source)
      try oneLine(text, key: key, at: location(value, source))
      return (text, location(value, source))
    }
    func required(_ key: String, _ expected: String) throws(CaptureError) -> (
      String, SourceLocation
    ) {
      guard let found = try scalar(key) else {
        throw .missingKey(key: key, place: "the capture", expected: expected, at: rootLocation)
      }
      return found
    }
    let (platformName, platformLocation) = try required(
      "platform", "'platform: android' (ios, macos, android, windows or linux)")
    guard let platform = Platform(named: platformName) else {
      throw .unknownPlatform(name: VisibleText.excerpt(platformName), at: platformLocation)
    }
    let (reader, readerLocation) = try required(
      "reader", "the reader that spoke ('reader: talkback'; see 'a11ysim readers')")
    let osVersion = try scalar("osVersion")
    let readerVersion = try scalar("readerVersion")
    let fallbackName = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
    let component = try captureComponent(
      root, platform: platform, source: source, at: rootLocation)
    var settings: [ReaderSetting] = []
    if let node = root.first(where: { $0.key == "readerSettings" })?.value {
      guard case .mapping = node else {
        throw .wrongValue(
          key: "readerSettings", expected: "a mapping of setting: value ('hints: off')",
          found: describe(node), at: location(node, source))
      }
      for pair in try pairs(node, source: source) {
        try oneLine(pair.key, key: "readerSettings", at: pair.keyLocation)
        settings.append(
          ReaderSetting(
            name: pair.key,
            value: try oneLine(
              Self.text(of: pair.value, key: pair.key, expected: "a value", source: source),
              key: pair.key, at: location(pair.value, source)),
            location: location(pair.value, source)))
      }
    }
    var capture = Capture(
      source: source, name: try scalar("name")?.0 ?? fallbackName, platform: platform,
      osVersion: osVersion?.0, osVersionLocation: osVersion?.1, reader: reader,
      readerLocation: readerLocation, readerVersion: readerVersion?.0,
      readerVersionLocation: readerVersion?.1,
      component: component, readerSettings: settings, steps: [])
    let log = try scalar("log")
    var format: CaptureLogFormat?
    if let (name, at) = try scalar("format") {
      guard let found = CaptureLogFormat(rawValue: name.lowercased()) else {
        throw .unknownFormat(name: VisibleText.excerpt(name), at: at)
      }
      format = found
    }
    if log != nil, format == nil {
      throw .missingKey(
        key: "format", place: "a capture with a 'log:'",
        expected: "the tool that wrote it ("
          + CaptureLogFormat.allCases.map(\.rawValue).joined(separator: ", ") + ")",
        at: rootLocation)
    }
    if let format, log == nil {
      throw .missingKey(
        key: "log", place: "a capture with 'format: \(format.rawValue)'",
        expected: "the path of the log the tool wrote ('log: speech.log')", at: rootLocation)
    }
    let stepsNode = root.first(where: { $0.key == "steps" })?.value
    var document = CaptureDocument(capture: capture, hasSteps: stepsNode != nil)
    if let stepsNode {
      guard case .sequence(let sequence) = stepsNode else {
        throw .wrongValue(
          key: "steps", expected: "a list of '- do: INTERACTION'", found: describe(stepsNode),
          at: location(stepsNode, source))
      }
      for item in sequence {
        let (step, count) = try readStep(item, source: source, importsLog: log != nil)
        capture.steps.append(step)
        document.utteranceCounts.append(count)
      }
      if capture.steps.isEmpty { throw .noSteps(at: location(stepsNode, source)) }
    } else if format != .xcuivoiceover {
      throw .noSteps(at: rootLocation)
    }
    document.capture = capture
    if let (path, at) = log, let format {
      document.log = CaptureLog(path: path, format: format, location: at)
    }
    return document
  }

  /// The component: `component: PATH`, or `control: KIND` with `variant:` and `set:`.
  private static func captureComponent(
    _ root: [Pair], platform: Platform, source: String, at rootLocation: SourceLocation
  ) throws(CaptureError) -> CaptureComponent {
    let file = root.first { $0.key == "component" }
    let control = root.first { $0.key == "control" }
    if file != nil, let control { throw .componentAndControl(at: control.keyLocation) }
    if let file {
      let path = try text(
        of: file.value, key: "component", expected: "the path of a component file",
        source: source)
      for key in ["variant", "set"] {
        if let pair = root.first(where: { $0.key == key }) {
          throw .unknownKey(
            key: key, place: "a capture with 'component:' (set it in the component file)",
            known: topLevelKeys.filter { !["control", "variant", "set"].contains($0) },
            at: pair.keyLocation)
        }
      }
      return .file(path: path, at: location(file.value, source))
    }
    guard let control else {
      throw .missingKey(
        key: "component", place: "the capture",
        expected: "'component: PATH' (a component file) or 'control: button' (a shipped control)",
        at: rootLocation)
    }
    let kind = try text(
      of: control.value, key: "control", expected: "a control (button, stepper, …)",
      source: source)
    var variant: WrittenSetting?
    if let pair = root.first(where: { $0.key == "variant" }) {
      variant = WrittenSetting(
        name: try Self.text(of: pair.value, key: "variant", expected: "a variant", source: source),
        location: location(pair.value, source))
    }
    var settings: [WrittenSetting] = []
    if let pair = root.first(where: { $0.key == "set" }) {
      let items: [Node]
      switch pair.value {
      case .sequence(let sequence): items = Array(sequence)
      case .scalar: items = [pair.value]
      default:
        throw .wrongValue(
          key: "set", expected: "a list of key=value settings ('- label=Save')",
          found: describe(pair.value), at: location(pair.value, source))
      }
      for item in items {
        let setting = try text(
          of: item, key: "set", expected: "a key=value setting ('label=Save')", source: source)
        try oneLine(setting, key: "set", at: location(item, source))
        guard setting.contains("=") else {
          throw .wrongValue(
            key: "set", expected: "a key=value setting ('label=Save')",
            found: "'\(VisibleText.excerpt(setting))'", at: location(item, source))
        }
        settings.append(WrittenSetting(name: setting, location: location(item, source)))
      }
    }
    return .control(
      kind: kind, variant: variant, settings: settings, at: location(control.value, source))
  }

  /// A step: `do:` and `heard:` (a list), or with a log, `do:` and `utterances:` (a count).
  private static func readStep(_ node: Node, source: String, importsLog: Bool)
    throws(CaptureError) -> (CaptureStep, Int)
  {
    let at = location(node, source)
    let example = importsLog ? "'- do: swipe right'" : "'- do: swipe right' with 'heard: [...]'"
    guard case .mapping = node else {
      throw .wrongValue(
        key: "steps", expected: "a step (\(example))", found: describe(node), at: at)
    }
    let fields = try pairs(node, source: source)
    try checkKeys(fields, known: stepKeys, place: "a step")
    guard let interaction = fields.first(where: { $0.key == "do" }) else {
      throw .missingKey(
        key: "do", place: "a step", expected: "the interaction ('do: swipe right')", at: at)
    }
    let written = try Self.text(
      of: interaction.value, key: "do", expected: "an interaction", source: source)
    try oneLine(written, key: "do", at: location(interaction.value, source))
    var start = location(interaction.value, source)
    if case .scalar(let scalar) = interaction.value, scalar.style != .plain { start.column += 1 }
    let step = CaptureStep(interaction: written, location: start, heard: [])
    let heard = fields.first { $0.key == "heard" }
    let count = fields.first { $0.key == "utterances" }
    if importsLog {
      if let heard {
        throw .unknownKey(
          key: "heard", place: "a step of a capture with 'log:' (the log says what was heard)",
          known: ["do", "utterances"], at: heard.keyLocation)
      }
      guard let count else { return (step, 1) }
      let written = try text(
        of: count.value, key: "utterances", expected: "a count (0 or more)", source: source)
      guard let number = Int(written), number >= 0 else {
        throw .wrongValue(
          key: "utterances", expected: "a count (0 or more)",
          found: "'\(VisibleText.excerpt(written))'", at: location(count.value, source))
      }
      return (step, number)
    }
    if let count {
      throw .unknownKey(
        key: "utterances", place: "a step of a capture without 'log:'", known: ["do", "heard"],
        at: count.keyLocation)
    }
    guard let heard else {
      throw .missingKey(
        key: "heard", place: "a step",
        expected: "what the reader said, a list ('heard: [\"Quantity, 2\"]'; '[]' for nothing)",
        at: at)
    }
    guard case .sequence(let sequence) = heard.value else {
      throw .wrongValue(
        key: "heard", expected: "a list of utterances ('[]' for nothing)",
        found: describe(heard.value), at: location(heard.value, source))
    }
    var result = step
    for item in sequence {
      result.heard.append(
        try Self.text(of: item, key: "heard", expected: "an utterance", source: source))
    }
    return (result, result.heard.count)
  }

  /// Refuses text on several lines or with control characters: a scenario's name and a step's
  /// text go on one line of the feature `--record-feature` writes, and every value may be
  /// quoted in an error, which is one line.
  @discardableResult
  private static func oneLine(_ text: String, key: String, at location: SourceLocation)
    throws(CaptureError) -> String
  {
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return text }
    throw .wrongValue(
      key: key, expected: "text on one line, without control characters",
      found: "'\(VisibleText.excerpt(text))'", at: location)
  }

  // MARK: - YAML

  typealias Pair = (key: String, keyLocation: SourceLocation, value: Node)

  /// The pairs of a mapping, refusing complex keys, aliases and keys given twice.
  private static func pairs(_ node: Node, source: String) throws(CaptureError) -> [Pair] {
    guard case .mapping(let mapping) = node else { return [] }
    var result: [Pair] = []
    for (key, value) in mapping {
      guard case .scalar(let scalar) = key else {
        throw .wrongValue(
          key: "a key", expected: "plain text", found: describe(key), at: location(key, source))
      }
      let keyLocation = location(key, source)
      if result.contains(where: { $0.key == scalar.string }) {
        throw .duplicateKey(key: VisibleText.excerpt(scalar.string), at: keyLocation)
      }
      if case .alias = value { throw .aliasNotSupported(at: location(value, source)) }
      result.append((scalar.string, keyLocation, value))
    }
    return result
  }

  private static func checkKeys(_ pairs: [Pair], known: [String], place: String)
    throws(CaptureError)
  {
    for pair in pairs where !known.contains(pair.key) {
      throw .unknownKey(
        key: VisibleText.excerpt(pair.key), place: place, known: known, at: pair.keyLocation)
    }
  }

  /// A scalar's text; anything else is an error saying what `key` expects.
  private static func text(of node: Node, key: String, expected: String, source: String)
    throws(CaptureError) -> String
  {
    switch node {
    case .scalar(let scalar): return scalar.string
    case .alias: throw .aliasNotSupported(at: location(node, source))
    default:
      throw .wrongValue(
        key: key, expected: expected, found: describe(node), at: location(node, source))
    }
  }

  private static func describe(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar): "'\(VisibleText.excerpt(scalar.string))'"
    case .mapping: "a mapping"
    case .sequence: "a list"
    case .alias: "an alias"
    }
  }

  private static func location(_ node: Node, _ source: String) -> SourceLocation {
    SourceLocation(source: source, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
  }

  private static func yamlError(_ error: YamlError, source: String) -> CaptureError {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return .invalidYAML(
        problem: problem, at: SourceLocation(source: source, line: mark.line, column: mark.column))
    case .duplicatedKeysInMapping(let duplicates, let context):
      return .duplicateKey(
        key: duplicates.first.map { VisibleText.excerpt("\($0)") } ?? "a key",
        at: SourceLocation(source: source, line: context.mark.line, column: context.mark.column))
    case .reader(let problem, let offset, _, let yaml):
      let before = String(decoding: Array(yaml.utf8.prefix(offset ?? 0)), as: UTF8.self)
      let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
      return .invalidYAML(
        problem: problem,
        at: SourceLocation(
          source: source, line: lines.count, column: (lines.last?.unicodeScalars.count ?? 0) + 1))
    default:
      return .invalidYAML(
        problem: "\(error)", at: SourceLocation(source: source, line: 1, column: 1))
    }
  }
}
