import ComponentModel
import Controls

/// A setting that one kind of control reads from its YAML node with its own reader, where a
/// ``ComponentOption``'s single typed value does not fit: a mapping merged key by key across
/// layers (the NumberBox's `numberFormatter:`), or a control's own key under `accessibility:`
/// (a stepper's `presentation`, `announce:`). The shared readers (`Layer`,
/// ``AccessibilitySetting``) find them in ``ComponentSchema/mappings`` and
/// ``ComponentSchema/accessibilityKeys`` and know none by name.
package struct NodeSetting: Sendable {
  /// The key (`numberFormatter`; `presentation` under `accessibility:`).
  package let key: String
  /// The kind of control that reads it.
  package let control: ControlKind
  /// The variants it applies to, by name; `nil` for every variant of its control.
  package let variants: Set<String>?
  /// Whether errors list it before the shared `accessibility:` keys (``listedFirst()``).
  package private(set) var isListedFirst = false
  /// Reads the node (errors at its line and column) into a change of the configuration; a
  /// configuration of another kind is left as it is.
  let read:
    @Sendable (ConfigNode) throws(ComponentFileError) ->
      @Sendable (inout any ControlConfiguration)
      -> Void

  /// Creates a setting of `control`, whose configuration type is `Configuration`.
  package init<Configuration: ControlConfiguration>(
    key: String, control: ControlKind, variants: Set<String>?,
    configuration: Configuration.Type,
    read:
      @escaping @Sendable (ConfigNode) throws(ComponentFileError) ->
      @Sendable (
        inout Configuration
      ) -> Void
  ) {
    self.key = key
    self.control = control
    self.variants = variants
    self.read = { node throws(ComponentFileError) in
      let change = try read(node)
      return { configuration in
        guard var typed = configuration as? Configuration else { return }
        change(&typed)
        configuration = typed
      }
    }
  }

  /// The setting, listed before the shared `accessibility:` keys where errors list the keys.
  package func listedFirst() -> NodeSetting {
    var setting = self
    setting.isListedFirst = true
    return setting
  }

  /// Whether the setting applies to `variant`.
  package func applies(to variant: VariantID) -> Bool {
    variant.control == control && (variants?.contains(variant.rawValue) ?? true)
  }
}
