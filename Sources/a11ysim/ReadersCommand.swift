import ArgumentParser
import ControlRegistry
import Controls
import Core
import ScreenReaders

/// `a11ysim readers`: the rule packs, their settings and defaults; one pack in full.
struct ReadersCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "readers",
    abstract: "List the screen-reader rule packs, their settings, versions and defaults.",
    discussion: """
      With a reader's id, prints its whole pack: words, focus, hints, gestures and keys, and \
      reactions, each rule with its source and confidence. --markdown prints every pack as \
      Markdown (Documentation/RulePacks.md is this output).
      """)

  @Argument(
    help: "A reader's id (voiceover-ios, talkback, …) or name (voiceover) to print in full.")
  var reader: String?

  @Flag(help: "Print every pack in full as Markdown.")
  var markdown = false

  func validate() throws {
    if let reader { try validateReaderName(reader, allowsDefault: false) }
  }

  func run() {
    if markdown {
      print(
        RulePackDocumentation.markdown(
          RulePacks.all, versionEffects: ControlCatalog.shipped.versionEffects),
        terminator: "")
      return
    }
    if let reader {
      // A name several packs share (voiceover) prints each of them.
      for pack in RulePacks.candidates(reader) {
        print(RulePackDocumentation.markdown(pack), terminator: "")
      }
      return
    }
    for pack in RulePacks.all {
      print(RulePackDocumentation.summaryLine(pack))
      for setting in pack.settings {
        print(
          "  \(setting.name) = \(setting.defaultValue)  (\(setting.wholeNumbers == nil ? setting.values.joined(separator: " | ") : setting.valuesText))"
            + "  \(setting.summary)")
      }
      if let versions = pack.versions {
        print(
          "  version = \(versions.defaultValue)  "
            + "(\(versions.values.map(String.init).joined(separator: " | ")))  "
            + "--reader-version \(pack.id)=N, not a setting: \(versions.subject)")
        for change in versions.changes {
          print("    since \(change.version): \(change.summary)")
        }
      }
    }
    print("environment (--os-version PLATFORM=VERSION): not a reader setting, the device's")
    for setting in PlatformEnvironment.settings {
      print(
        "  \(setting.platform.rawValue) = \(setting.defaultValue)  "
          + "(\(setting.values.map(String.init).joined(separator: " | ")))  "
          + setting.summary(ControlCatalog.shipped.versionEffects))
    }
  }
}
