import ComponentFile
import Core
import Interactions
import ScreenReaders
import Simulation

/// A capture that cannot be used: what is wrong and where, as
/// `capture.yml:4:10: error: expected a platform (ios, macos, android, windows or linux), found 'andriod'`.
package enum CaptureError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A capture or log file that cannot be read (`reason`: no such file, not UTF-8, …).
  case unreadable(path: String, reason: String, at: SourceLocation?)
  /// libyaml refused the capture's text.
  case invalidYAML(problem: String, at: SourceLocation)
  /// The file is not a mapping of capture keys; `found` says what it is.
  case notACapture(found: String, at: SourceLocation)
  /// A value of the wrong kind for `key`.
  case wrongValue(key: String, expected: String, found: String, at: SourceLocation)
  /// A key the capture does not take at `place`; `known` are those it takes.
  case unknownKey(key: String, place: String, known: [String], at: SourceLocation)
  /// A key given twice in one mapping.
  case duplicateKey(key: String, at: SourceLocation)
  /// A key the capture needs at `place` is missing; `expected` says what to write.
  case missingKey(key: String, place: String, expected: String, at: SourceLocation)
  /// A YAML alias (`*name`), which captures do not take.
  case aliasNotSupported(at: SourceLocation)
  /// A platform A11ySim does not model.
  case unknownPlatform(name: String, at: SourceLocation)
  /// The reader is unknown, or does not run on the capture's platform.
  case reader(ReaderResolutionError, at: SourceLocation)
  /// The OS version is not one A11ySim models for the platform.
  case osVersion(EnvironmentError, at: SourceLocation)
  /// The reader's version is not one A11ySim models for the reader.
  case readerVersion(EnvironmentError, at: SourceLocation)
  /// A reader setting the reader does not have, or a value it does not take.
  case readerSetting(message: String, at: SourceLocation)
  /// `format:` names no importer.
  case unknownFormat(name: String, at: SourceLocation)
  /// Both `component:` and `control:` (one or the other says what the component is).
  case componentAndControl(at: SourceLocation)
  /// The capture lists no interaction.
  case noSteps(at: SourceLocation)
  /// A step's interaction does not parse; the error is placed in the capture file.
  case interaction(InteractionSyntaxError)
  /// The component file does not load.
  case component(ComponentFileError)
  /// The control, its variant or a `set:` setting is refused: the loader's message, placed
  /// where the capture wrote it.
  case controlSetting(message: String, at: SourceLocation)
  /// The simulation refused the setup or an interaction.
  case simulation(SimulationError, at: SourceLocation)
  /// A line of an imported log that does not read as its format says.
  case log(format: String, message: String, at: SourceLocation)
  /// The steps take another number of utterances than the imported log has.
  case utteranceCount(log: String, found: Int, taken: Int, at: SourceLocation)

  /// Where the problem is, if known.
  package var location: SourceLocation? {
    switch self {
    case .unreadable(_, _, let at): at
    case .invalidYAML(_, let at), .notACapture(_, let at), .wrongValue(_, _, _, let at),
      .unknownKey(_, _, _, let at), .duplicateKey(_, let at), .missingKey(_, _, _, let at),
      .aliasNotSupported(let at), .unknownPlatform(_, let at), .reader(_, let at),
      .osVersion(_, let at), .readerVersion(_, let at), .readerSetting(_, let at),
      .unknownFormat(_, let at), .componentAndControl(let at), .noSteps(let at),
      .simulation(_, let at),
      .log(_, _, let at), .utteranceCount(_, _, _, let at), .controlSetting(_, let at):
      at
    case .interaction(let error):
      SourceLocation(source: error.source ?? "", line: error.line, column: error.column)
    case .component: nil
    }
  }

  /// What is wrong and what to write instead, without the location.
  package var message: String {
    switch self {
    case .unreadable(let path, let reason, _): "cannot read '\(path)': \(reason)"
    case .invalidYAML(let problem, _): "the capture is not valid YAML: \(problem)"
    case .notACapture(let found, _):
      "not a capture: expected a YAML mapping (name:, platform:, reader:, component:, steps:), "
        + "found \(found)"
    case .wrongValue(let key, let expected, let found, _):
      "expected \(expected) for '\(key)', found \(found)"
    case .unknownKey(let key, let place, let known, _):
      "unknown key '\(key)' in \(place); expected one of " + known.joined(separator: ", ")
    case .duplicateKey(let key, _): "'\(key)' is given twice; give it once"
    case .missingKey(let key, let place, let expected, _):
      "\(place) has no '\(key)': add \(expected)"
    case .aliasNotSupported: "captures do not take YAML aliases (*name); write the value out"
    case .unknownPlatform(let name, _):
      "expected a platform (" + Platform.allCases.map(\.rawValue).joined(separator: ", ")
        + "), found '\(name)'"
    case .reader(let error, _): "\(error)"
    case .osVersion(let error, _): "osVersion: \(error)"
    case .readerVersion(let error, _): "readerVersion: \(error)"
    case .readerSetting(let message, _): message
    case .unknownFormat(let name, _):
      "expected a log format (" + CaptureLogFormat.allCases.map(\.rawValue).joined(separator: ", ")
        + "), found '\(name)'"
    case .componentAndControl:
      "give either 'component:' (a component file) or 'control:' (a shipped control), not both"
    case .noSteps:
      "the capture lists no interaction: add 'steps:', a list of '- do: INTERACTION'"
    case .interaction(let error): error.message
    case .component(let error): error.description
    case .controlSetting(let message, _): message
    case .simulation(let error, _): "\(error)"
    case .log(let format, let message, _): "\(format): \(message)"
    case .utteranceCount(let log, let found, let taken, _):
      "the log '\(log)' has \(found) utterance\(found == 1 ? "" : "s") and the steps take "
        + "\(taken): give each step the number it heard ('utterances: N')"
    }
  }

  /// `capture.yml:3:11: error: …`; a component file's own error as it says itself.
  package var description: String {
    if case .component(let error) = self { return error.description }
    guard let location else { return "error: \(message)" }
    return "\(location): error: \(message)"
  }
}
