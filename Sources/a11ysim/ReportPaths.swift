import ArgumentParser
import Foundation
import OutputFiles

/// Refuses report paths that would overwrite an input or another report (exit 64): a report
/// written over the feature, component or baseline being read destroys the user's work.
enum ReportPaths {
  /// A file a command will write, and the option that names it (`--format junit:x.xml`).
  struct Output {
    var option: String
    var path: String
  }

  /// The files `targets` write.
  static func outputs(_ targets: [ReportTarget]) -> [Output] {
    targets.compactMap { target in
      target.path.map { Output(option: "--format \(target.format.name):\($0)", path: $0) }
    }
  }

  /// Fails when two outputs are the same file.
  static func checkDistinct(_ outputs: [Output]) throws {
    var seen: [String: Output] = [:]
    for output in outputs {
      let key = OutputFile.sameFileKey(output.path)
      if let first = seen[key] {
        throw ValidationError(
          "\(first.option) and \(output.option) would write the same file; "
            + "give each report its own path")
      }
      seen[key] = output
    }
  }

  /// The message refusing the first output that is one of `inputs`, or `nil` when none is.
  static func overwrittenInput(_ outputs: [Output], inputs: [String]) -> String? {
    let inputKeys = Dictionary(
      inputs.filter { OutputFile.identity(of: $0) != nil }.map { (OutputFile.sameFileKey($0), $0) },
      uniquingKeysWith: { first, _ in first })
    for output in outputs {
      if let input = inputKeys[OutputFile.sameFileKey(output.path)] {
        return "\(output.option) would overwrite \(input), which this command reads; "
          + "give it another path"
      }
    }
    return nil
  }

  /// Fails with exit 64 when an output is one of `inputs` (before running).
  static func refuseInputs(_ outputs: [Output], inputs: [String]) throws {
    if let message = overwrittenInput(outputs, inputs: inputs) {
      throw ValidationError(message)
    }
  }
}
