import Controls
import Core
import Interactions
import ScreenReaders

/// Tab completion for the session: commands, verbs, keys, gestures, platforms, readers,
/// settings and element names.
public enum SessionCompleter {
  /// Candidate lines for `before` (the line up to the cursor), each the whole line with its
  /// last word completed.
  public static func candidates(_ before: String, engine: SessionEngine) -> [String] {
    let words = before.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let current = words.last ?? ""
    let head = words.dropLast().joined(separator: " ")
    let prefix = head.isEmpty ? "" : head + " "
    let options: [String]
    switch words.count {
    case 0, 1:
      options = SessionCommands.completionWords + InteractionParser.verbs.map(\.names[0])
    default:
      switch words[0].lowercased() {
      case ":platform": options = Platform.allCases.map(\.rawValue)
      case ":reader": options = RulePacks.all.map(\.id)
      case ":set":
        options =
          words.count == 2
          ? engine.simulation.pack.settings.map(\.name)
          : engine.simulation.pack.settings.first { $0.name == words[1] }?.values ?? []
      case ":speak": options = ["on", "off"]
      case ":help": options = SessionCommands.all.map(\.name)
      case "press", "key":
        let modifiers = ["VO+", "Shift+", "Ctrl+", "Narrator+", "Insert+"]
        let keyPrefix =
          current.contains("+")
          ? String(current[...(current.lastIndex(of: "+") ?? current.startIndex)]) : ""
        options =
          Key.allCases.map { keyPrefix + $0.rawValue } + (keyPrefix.isEmpty ? modifiers : [])
      case "swipe": options = SwipeDirection.allCases.map(\.rawValue)
      case "scroll": options = ["up", "down"]
      case "tap", "hold", "touch", "focus":
        options =
          Stepper.partIDs.map(\.rawValue)
          + engine.simulation.elements.compactMap(\.name).map { "\"\($0)\"" }
      case "double-tap": options = ["and hold "]
      default: options = []
      }
    }
    return options.filter { $0.lowercased().hasPrefix(current.lowercased()) }.map { prefix + $0 }
  }
}
