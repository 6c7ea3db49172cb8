import Controls
import Core
import Interactions
import ScreenReaders

/// Tab completion for the session: commands, verbs, keys, gestures, platforms, readers,
/// settings and element names.
package enum SessionCompleter {
  /// What completion needs of a session: its reader's settings and the names on screen.
  /// The front end keeps this, not a copy of the engine: a copy alive while the next line runs
  /// makes the engine copy its whole log and transcript, every line (N lines cost N²).
  package struct Snapshot: Sendable {
    /// The reader's settings, with the values each takes.
    var settings: [(name: String, values: [String])]
    /// The names of the elements on screen.
    var elementNames: [String]
    /// The parts of the control (`increment`, `field`, `control`).
    var partNames: [String]

    /// What completion needs of `engine` now.
    package init(_ engine: SessionEngine) {
      settings = engine.simulation.pack.settings.map { ($0.name, $0.values) }
      elementNames = engine.simulation.elements.compactMap(\.name)
      partNames = (engine.simulation.control.parts + [.control]).reduce(into: []) {
        if !$0.contains($1.rawValue) { $0.append($1.rawValue) }
      }
    }
  }

  /// A completer for the line editor, for `engine` as it is now.
  package static func completer(for engine: SessionEngine) -> @Sendable (String) -> [String] {
    let snapshot = Snapshot(engine)
    return { before in candidates(before, snapshot) }
  }

  /// Candidate lines for `before` (the line up to the cursor), each the whole line with its
  /// last word completed.
  package static func candidates(_ before: String, engine: SessionEngine) -> [String] {
    candidates(before, Snapshot(engine))
  }

  static func candidates(_ before: String, _ engine: Snapshot) -> [String] {
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
          ? engine.settings.map(\.name)
          : engine.settings.first { $0.name == words[1] }?.values ?? []
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
          engine.partNames + engine.elementNames.map { "\"\($0)\"" }
      case "double-tap": options = ["and hold "]
      default: options = []
      }
    }
    return options.filter { $0.lowercased().hasPrefix(current.lowercased()) }.map { prefix + $0 }
  }
}
