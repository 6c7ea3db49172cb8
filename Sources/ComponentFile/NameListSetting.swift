import ComponentModel
import Controls
import Foundation

extension NodeSetting {
  /// A setting whose value is a list of names in order (a radio group's `options:`, the tabs'
  /// `tabs:`): a YAML list of texts, or one text of names separated by commas, as `--set` and
  /// the setting step give them. `singular` and `plural` name one item and the items
  /// ("option", "options"); `example` is three names for the error text; `set` stores them.
  package static func nameList<Configuration: ControlConfiguration>(
    key: String, control: ControlKind, configuration: Configuration.Type,
    singular: String, plural: String, example: String,
    set: @escaping @Sendable (inout Configuration, [String]) -> Void
  ) -> NodeSetting {
    NodeSetting(
      key: key, control: control, variants: nil, configuration: configuration
    ) { node throws(ComponentFileError) in
      // `--set options=Small,Large` and `the setting "options" is "Small, Large"`: a text with
      // commas is the names between them.
      if case .scalar(let text, _, _) = node, text.contains(",") {
        // Empty pieces kept, so "Home,,Search" is refused, not read as two names.
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        guard !names.contains(where: \.isEmpty) else {
          throw .invalidValue(
            key: key,
            message: "\(key): \(article(singular)) \(singular)'s name is empty in '\(text)'",
            at: node.location)
        }
        return { set(&$0, names) }
      }
      guard case .sequence(let items, _) = node else {
        throw .invalidValue(
          key: key,
          message: "\(key): expected a list of the \(plural)' names ([\(example)], or "
            + "\(example)), found "
            + node.kindDescription,
          at: node.location)
      }
      var names: [String] = []
      for item in items {
        guard case .scalar(let text, _, _) = item, !text.isEmpty else {
          throw .invalidValue(
            key: key, message: "\(key): each \(singular) is a name, found " + item.kindDescription,
            at: item.location)
        }
        names.append(text)
      }
      let list = names
      return { set(&$0, list) }
    }
  }

  private static func article(_ noun: String) -> String {
    "aeiou".contains(noun.first ?? "x") ? "an" : "a"
  }
}
