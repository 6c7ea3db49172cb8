import ArgumentParser
import ControlRegistry
import Controls
import Core
import Interactions

/// `a11ysim interactions`: the interaction language, from the same table the parser uses.
struct InteractionsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "interactions",
    abstract: "List the interaction language: verbs, parts, keys and modifiers.")

  func run() {
    print("Statements are separated by new lines or ';'; '#' starts a comment.\n")
    let width = InteractionParser.verbs.map(\.usage.count).max() ?? 0
    for verb in InteractionParser.verbs {
      let padding = String(repeating: " ", count: width - verb.usage.count)
      var line = "  \(verb.usage)\(padding)  \(verb.summary) e.g. \(verb.example)"
      if verb.names.count > 1 {
        line += " (also: \(verb.names.dropFirst().joined(separator: ", ")))"
      }
      print(line)
    }
    print("\nPARTS: " + ControlCatalog.shipped.partVocabulary.listed)
    let aliases = ControlCatalog.shipped.partVocabulary.words.filter { $0.key != $0.value.rawValue }
      .map { "\($0.key)=\($0.value.rawValue)" }.sorted()
    print("  aliases: " + aliases.joined(separator: ", "))
    print("  or an element's label in double quotes: tap \"Add one\"")
    print("KEYS: " + Key.allCases.map(\.rawValue).joined(separator: ", "))
    print("MODIFIERS: " + KeyModifier.allCases.map(\.rawValue).joined(separator: ", "))
    print("DURATIONS: 3s, 1.5s, 500ms, 2 seconds; at most 24 hours (86400s)")
    print(
      "LIMITS: scroll counts go from 1 to \(Interaction.maximumCount); a hold fires at most "
        + "\(HoldLimitError.repeatLimit) auto-repeats")
  }
}
