import Core
import CriteriaChecks
import OutputFiles
import ScenarioRunner
import Session
import TextFiles

/// A command that could not do its work: printed as one line on standard error, exit code 2.
/// Each case keeps what went wrong as a value; ``description`` says it in words.
enum CommandFailure: Error, CustomStringConvertible {
  /// A lower layer's error that says itself in full (a component file's, a simulation's, a
  /// reader's, a merge's, …).
  case failed(any Error & CustomStringConvertible)
  /// A file the command reads could not be read; `what` names it (`the script`).
  case cannotRead(String, TextFile.Failure)
  /// The baseline at `path` could not be read.
  case cannotReadBaseline(path: String, TextFile.Failure)
  /// The component file at `path` could not be read.
  case cannotReadComponent(path: String, TextFile.Failure)
  /// A shard's message stream could not be read.
  case cannotReadStream(TextFile.Failure)
  /// The baseline at `path` does not parse.
  case invalidBaseline(path: String, BaselineError)
  /// A file the command writes could not be written; `what` names it (`the baseline`).
  case cannotWrite(String, OutputFile.Failure)
  /// Feature files that could not be read or parsed.
  case loadErrors([LoadError])
  /// `record` selected no scenario, for `reason`.
  case nothingToRecord(reason: String)
  /// `--variant` names no variant of the control `kind` on `platform`; `expected` lists those
  /// that are.
  case unknownVariant(name: String, kind: String, platform: Platform, expected: [String])
  /// No reader `--readers` lists runs on `platforms`.
  case noListedReader(platforms: [Platform])
  /// The interactive session could not start.
  case session(SessionError)
  /// A criteria page could not be imported.
  case criteriaImport(CriteriaImportError)

  var description: String {
    switch self {
    case .failed(let error): error.description
    case .cannotRead(let what, let failure): "cannot read \(what) \(failure)"
    case .cannotReadBaseline(let path, let failure):
      "cannot read the baseline '\(path)': \(failure.reason)"
    case .cannotReadComponent(let path, let failure):
      "cannot read the component file '\(path)'"
        + (failure.line.map { " (line \($0), column \(failure.column ?? 1))" } ?? "")
        + ": \(failure.reason)"
    case .cannotReadStream(let failure):
      "\(failure.path)\(failure.line.map { ":\($0)" } ?? ""): "
        + "error: cannot read the message stream: \(failure.reason)"
    case .invalidBaseline(let path, let error): "\(path):\(error.line): error: \(error.message)"
    case .cannotWrite(let what, let failure): "cannot write \(what) to \(failure)"
    case .loadErrors(let errors): errors.map(\.description).joined(separator: "\n")
    case .nothingToRecord(let reason): "nothing to record: \(reason)"
    case .unknownVariant(let name, let kind, let platform, let expected):
      "--variant: '\(name)' is not a \(kind) variant on \(platform.displayName); expected one of "
        + expected.joined(separator: ", ")
    case .noListedReader(let platforms):
      "none of the readers in --readers runs on "
        + platforms.map(\.displayName).joined(separator: ", ")
    case .session(let error): error.message
    case .criteriaImport(let error): error.message
    }
  }

  /// The text printed on standard error: each line starts with `error: `, unless it already
  /// names where the problem is in the compiler's way (`file:3:7: error: …`), which editors
  /// and CI logs link to.
  var printed: String {
    description.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("error: ") || line.contains(": error: ") ? String(line) : "error: \(line)"
    }.joined(separator: "\n")
  }
}
