import ComponentFile
import ComponentModel
import Core
import Foundation
import Interactions
import ScreenReaders
import Simulation

/// A capture next to what A11ySim predicts: the same interactions run on the same component,
/// platform, OS version, reader and reader settings, utterance by utterance.
package struct CalibrationResult: Sendable {
  /// The capture.
  package var capture: Capture
  /// The reader pack that ran.
  package var pack: RulePack
  /// The component's native variant on the platform.
  package var variant: String
  /// The component file as it was found from the folder a11ysim runs in, if one was used.
  package var componentPath: String?
  /// The OS version A11ySim ran, where it models the platform's versions.
  package var modelledVersion: Int?
  /// The reader's version A11ySim ran, where the capture gives one and A11ySim models the
  /// reader's versions.
  package var modelledReaderVersion: Int? = nil
  /// Each step: its interaction and the comparisons of what was heard after it.
  package var steps: [StepComparison]

  /// Every utterance compared, in order.
  package var comparisons: [UtteranceComparison] { steps.flatMap(\.rows) }
  /// Whether the capture and the prediction agree throughout.
  package var agrees: Bool { comparisons.allSatisfy { $0.verdict == .agrees } }
  /// The reader as reports name it: A11ySim's name and the version the device ran.
  package var readerLabel: String {
    pack.name + (capture.readerVersion.map { " \($0)" } ?? "")
  }
}

/// One interaction of a capture and what was heard and predicted after it.
package struct StepComparison: Sendable {
  /// The interaction as written.
  package var interaction: String
  /// When A11ySim ran it, on the simulated clock.
  package var time: SimulatedInstant
  /// The utterances, heard and predicted, aligned.
  package var rows: [UtteranceComparison]
  /// Why A11ySim predicted nothing, when it did (an ignored input, a silent rule).
  package var whySilent: String?
}

/// An utterance heard on the device, predicted by A11ySim, or both.
package struct UtteranceComparison: Sendable {
  /// How the two compare.
  package enum Verdict: String, Sendable, CaseIterable {
    /// The same words (case, punctuation and spacing do not matter, as in `I hear`).
    case agrees
    /// Both said something here, in other words.
    case differs
    /// A11ySim predicts an utterance the device did not say.
    case notHeard
    /// The device said something A11ySim does not predict.
    case notPredicted
  }

  /// How they compare.
  package var verdict: Verdict
  /// What the device said, if it said something here.
  package var heard: String?
  /// What A11ySim predicts, with its rule, source and confidence, if anything.
  package var predicted: TranscriptEntry?

  /// The confidence of the prediction's evidence; `nil` when nothing was predicted.
  package var confidence: Confidence? { predicted?.source.confidence }
  /// Whether a capture contradicts a high-confidence rule: one of them is wrong.
  package var contradictsHighConfidence: Bool {
    verdict != .agrees && verdict != .notPredicted && confidence == .high
  }
}

/// Runs captures in A11ySim and compares.
package enum Calibration {
  /// Runs `capture`'s interactions with the controls `schema` describes and compares each
  /// step's heard utterances with the predicted ones.
  package static func run(_ capture: Capture, schema: ComponentSchema) throws(CaptureError)
    -> CalibrationResult
  {
    let pack: RulePack
    do {
      pack = try RulePacks.resolve(capture.reader, on: capture.platform)
    } catch {
      throw .reader(error, at: capture.readerLocation)
    }
    let (device, modelled) = try environment(of: capture)
    var environment = device
    try setReaderVersion(of: capture, pack: pack, in: &environment)
    let (component, path) = try loadComponent(capture, schema: schema)
    var settings: [String: String] = [:]
    var checked = ReaderSettings(pack: pack)
    for setting in capture.readerSettings {
      do {
        try checked.set(setting.name, to: setting.value)
      } catch {
        throw .readerSetting(message: "\(error)", at: setting.location)
      }
      settings[setting.name] = setting.value
    }
    var simulation: ReaderSimulation
    do {
      simulation = try ReaderSimulation(
        component: component, platform: capture.platform, pack: pack, settings: settings,
        environment: environment, catalog: schema.catalog)
    } catch {
      throw .simulation(error, at: capture.readerLocation)
    }
    var counts: [Int] = []
    for step in capture.steps {
      let statements = try statements(of: step, source: capture.source, schema: schema)
      do {
        try simulation.run(statements)
      } catch {
        throw .simulation(error, at: step.location)
      }
      counts.append(statements.count)
    }
    let outcomes = TranscriptFormat.outcomes(simulation)
    let times = simulation.log.compactMap { entry -> SimulatedInstant? in
      if case .interaction = entry.kind { return entry.time }
      return nil
    }
    var steps: [StepComparison] = []
    var next = 0
    for (step, count) in zip(capture.steps, counts) {
      let mine = outcomes[min(next, outcomes.count)..<min(next + count, outcomes.count)]
      let predicted = mine.flatMap(\.heard)
      steps.append(
        StepComparison(
          interaction: step.interaction, time: next < times.count ? times[next] : .zero,
          rows: align(heard: step.heard, predicted: predicted),
          whySilent: predicted.isEmpty ? mine.compactMap(\.whySilent).first : nil))
      next += count
    }
    return CalibrationResult(
      capture: capture, pack: pack, variant: simulation.setup.variant.rawValue,
      componentPath: path, modelledVersion: modelled,
      modelledReaderVersion: environment.readerVersions[pack.id], steps: steps)
  }

  /// The device the capture ran on: its OS version where A11ySim models the platform's
  /// versions (the major number: `17.4` is iOS 17), else the defaults.
  static func environment(of capture: Capture) throws(CaptureError) -> (
    PlatformEnvironment, Int?
  ) {
    var environment = PlatformEnvironment.standard
    guard let written = capture.osVersion, environment.version(on: capture.platform) != nil
    else { return (environment, nil) }
    let at = capture.osVersionLocation ?? capture.readerLocation
    guard let major = Int(written.split(separator: ".").first ?? "") else {
      throw .wrongValue(
        key: "osVersion", expected: "a version number (14, 17.4)",
        found: "'\(written.prefix(40))'", at: at)
    }
    do {
      try environment.setVersion(major, on: capture.platform)
    } catch {
      throw .osVersion(error, at: at)
    }
    return (environment, major)
  }

  /// Sets the reader's version from the capture's `readerVersion` (the major number: `47.1` is
  /// Orca 47) where A11ySim models the reader's versions; elsewhere the version is only shown.
  static func setReaderVersion(
    of capture: Capture, pack: RulePack, in environment: inout PlatformEnvironment
  ) throws(CaptureError) {
    guard let written = capture.readerVersion, let versions = pack.versions else { return }
    let at = capture.readerVersionLocation ?? capture.readerLocation
    guard let major = Int(written.split(separator: ".").first ?? "") else {
      throw .wrongValue(
        key: "readerVersion", expected: "a version number (46, 47.1)",
        found: "'\(written.prefix(40))'", at: at)
    }
    guard versions.values.contains(major) else {
      throw .readerVersion(
        .unknownReaderVersion(major, reader: pack.name, expected: versions.values), at: at)
    }
    environment.readerVersions[pack.id] = major
  }

  /// The component: the file (found from the working folder, else beside the capture), or
  /// the shipped control with its variant and settings.
  static func loadComponent(_ capture: Capture, schema: ComponentSchema) throws(CaptureError)
    -> (Component, String?)
  {
    switch capture.component {
    case .file(let written, let at):
      let beside = CaptureReader.beside(capture.source, written)
      let path =
        written.hasPrefix("/") || FileManager.default.fileExists(atPath: written)
          || !FileManager.default.fileExists(atPath: beside) ? written : beside
      do throws(ComponentFileError) {
        let overrides: [String] = []
        return (try ComponentLoader.load(path: path, overrides: overrides, schema: schema), path)
      } catch .unreadable(let path, let reason, nil) {
        throw .unreadable(path: path, reason: reason, at: at)
      } catch {
        throw .component(error)
      }
    case .control(let kind, let variant, let settings, let at):
      // Each override is placed where the capture wrote it: `--set #N` in the loader's
      // errors is the Nth of these.
      var written = [WrittenSetting(name: "control=\(kind)", location: at)]
      if let variant {
        written.append(
          WrittenSetting(
            name: "platforms.\(capture.platform.rawValue).variant=\(variant.name)",
            location: variant.location))
      }
      written += settings
      do throws(ComponentFileError) {
        return (
          try ComponentLoader.parse(
            "", source: capture.source, overrides: written.map(\.name), schema: schema), nil
        )
      } catch {
        let place = error.location?.source ?? ""
        guard place.hasPrefix("--set #"), let index = Int(place.dropFirst(7)),
          written.indices.contains(index - 1)
        else { throw .component(error) }
        throw .controlSetting(message: error.message, at: written[index - 1].location)
      }
    }
  }

  /// A step's statements; an error is placed where the step is written in the capture.
  static func statements(of step: CaptureStep, source: String, schema: ComponentSchema)
    throws(CaptureError) -> [InteractionStatement]
  {
    do throws(InteractionSyntaxError) {
      let statements = try InteractionParser.parse(
        step.interaction, source: source, parts: schema.catalog.partVocabulary)
      guard !statements.isEmpty else {
        throw InteractionSyntaxError(
          source: source, line: 1, column: 1,
          message: "expected an interaction (see 'a11ysim interactions'), found none")
      }
      return statements
    } catch {
      throw .interaction(
        InteractionSyntaxError(
          source: source, line: step.location.line + error.line - 1,
          column: error.line == 1 ? step.location.column + error.column - 1 : error.column,
          message: error.message))
    }
  }

  /// `heard` and `predicted` aligned: the longest run of agreeing utterances in order, and
  /// between them, what differs paired in order, then what only one side has.
  package static func align(heard: [String], predicted: [TranscriptEntry])
    -> [UtteranceComparison]
  {
    let n = heard.count
    let m = predicted.count
    let same = { (i: Int, j: Int) in SpeechEquivalence.spoken.matches(heard[i], predicted[j].text) }
    var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] = same(i, j) ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var rows: [UtteranceComparison] = []
    var onlyHeard: [String] = []
    var onlyPredicted: [TranscriptEntry] = []
    func flush() {
      let pairs = min(onlyHeard.count, onlyPredicted.count)
      for k in 0..<pairs {
        rows.append(.init(verdict: .differs, heard: onlyHeard[k], predicted: onlyPredicted[k]))
      }
      for text in onlyHeard.dropFirst(pairs) {
        rows.append(.init(verdict: .notPredicted, heard: text, predicted: nil))
      }
      for entry in onlyPredicted.dropFirst(pairs) {
        rows.append(.init(verdict: .notHeard, heard: nil, predicted: entry))
      }
      onlyHeard = []
      onlyPredicted = []
    }
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, same(i, j), table[i][j] == table[i + 1][j + 1] + 1 {
        flush()
        rows.append(.init(verdict: .agrees, heard: heard[i], predicted: predicted[j]))
        i += 1
        j += 1
      } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
        onlyHeard.append(heard[i])
        i += 1
      } else {
        onlyPredicted.append(predicted[j])
        j += 1
      }
    }
    flush()
    return rows
  }
}
