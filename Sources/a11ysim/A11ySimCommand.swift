import ArgumentParser
import ControlRegistry
import Controls
import Foundation
import OutputFiles
import ScreenReaders

/// The `a11ysim` command: the root of every subcommand.
///
/// Every command, subcommands of subcommands too, names itself (`commandName:`): without a name
/// ArgumentParser derives one from the type with `String(describing:)`, whose dynamic casts
/// scan every protocol conformance in the binary, on every run of any command.
@main
struct A11ySimCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "a11ysim",
    abstract: "Simulate what screen readers say for native controls.",
    discussion: A11ySimCommand.modelled,
    version: A11ySimVersion.current,
    subcommands: [
      RunCommand.self, MergeReportsCommand.self, CheckCommand.self, RecordCommand.self,
      StepsCommand.self, ImportCommand.self,
      SessionCommand.self, SimulateCommand.self, CompareCommand.self,
      ExplainCommand.self, ReadersCommand.self,
      VariantsCommand.self, InteractionsCommand.self, GherkinCommand.self,
      TagsCommand.self,
      SpeakCommand.self, CalibrateCommand.self,
    ]
  )
}

extension A11ySimCommand {
  /// What `a11ysim --help` says is modelled, from the control catalog and the rule packs, so
  /// it names every control, native variant and reader there is.
  static var modelled: String {
    var readers: [String] = []
    for pack in RulePacks.all where !readers.contains(pack.name) { readers.append(pack.name) }
    return "A11ySim models native controls on iOS, macOS, Android, Windows and Linux — "
      + ControlCatalog.shipped.nativeNames + " — the events each platform sends, and what "
      + ControlCatalog.listed(readers, "and") + " say."
  }
}

/// The version `a11ysim --version` prints.
enum A11ySimVersion {
  /// The current release.
  static let current = "0.1.0"
}

extension A11ySimCommand {
  /// Runs the command line, printing a command's failure as one line and exiting 2.
  static func main() async {
    // A reader of standard output that goes away (`| head`) must not kill the process before
    // its file reports are written: writes then fail with EPIPE, which OutputFile handles.
    signal(SIGPIPE, SIG_IGN)
    OutputFile.holdClosedStandardDescriptors()
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch let failure as CommandFailure {
      OutputFile.writeStandardError("\(failure.printed)\n")
      Foundation.exit(2)
    } catch {
      exit(withError: error)
    }
  }
}
