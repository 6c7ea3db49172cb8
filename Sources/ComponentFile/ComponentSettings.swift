import ComponentModel
import Core

/// A component given as values rather than as YAML text: top-level settings in order (`label`,
/// `value`, `minimum`, …), as a component file's top level gives them. A scenario step or a
/// session builds one; ``ComponentLoader/load(_:source:overrides:)`` checks each setting as it
/// checks a file's, so no text is composed and no value needs quoting.
package struct ComponentSettings: Hashable, Sendable {
  /// One setting: its key and its value.
  package struct Setting: Hashable, Sendable {
    /// The key, as a component file writes it (`label`).
    package var key: String
    /// The value.
    package var value: ComponentOption.TypedValue

    /// Creates a setting.
    package init(_ key: String, _ value: ComponentOption.TypedValue) {
      self.key = key
      self.value = value
    }
  }

  /// The settings, in order.
  package var settings: [Setting]

  /// Creates a component from its settings.
  package init(_ settings: [Setting]) { self.settings = settings }

  /// The settings as the tree a file's top level gives, each where `key: value` would stand
  /// on its own line of `source` (so an error points at the setting, as in a file).
  func node(source: String) -> ConfigNode {
    .mapping(
      settings.enumerated().map { index, setting in
        let value = SourceLocation(
          source: source, line: index + 1, column: setting.key.unicodeScalars.count + 3)
        let (text, quoted) = setting.value.scalar
        return (
          setting.key, SourceLocation(source: source, line: index + 1, column: 1),
          .scalar(text, quoted: quoted, value)
        )
      }, SourceLocation(source: source, line: 1, column: 1))
  }
}

/// What a component is read from: YAML a user wrote (a file, a doc string) or settings a step
/// gave as values.
package enum ComponentDescription: Hashable, Sendable {
  /// A component file's text.
  case yaml(String)
  /// Settings given as values.
  case settings(ComponentSettings)
}

/// What a scenario or a session without a component runs: the first control's own default
/// component (``ComponentSchema/Entry/defaultComponent``), so no seam names a control.
package struct DefaultComponent: Hashable, Sendable {
  /// Its settings, as a component file's top level gives them (of the first kind of control,
  /// which a component without `control:` describes).
  package var settings: ComponentSettings
  /// Its name where a session would name the component file.
  package var name: String
  /// The step that sets it up, as a scenario a session writes starts with it (`Given …`).
  package var givenStep: String

  /// A default component; see the properties.
  package init(settings: ComponentSettings, name: String, givenStep: String) {
    self.settings = settings
    self.name = name
    self.givenStep = givenStep
  }

  /// What it is read from.
  package var description: ComponentDescription { .settings(settings) }

  /// The default of a schema whose first control gives none: that control with its own
  /// defaults.
  package static let empty = DefaultComponent(
    settings: ComponentSettings([]), name: "default component",
    givenStep: "I am on a screen with the default component")
}

extension ComponentLoader {
  /// Makes the component `description` gives (named `source` in errors), with `overrides`
  /// (`key=value`, as `--set` takes them).
  package static func load(
    _ description: ComponentDescription, source: String, overrides: [String],
    schema: ComponentSchema
  ) throws(ComponentFileError) -> Component {
    try load(
      description, source: source, overrides: [ComponentOverride](arguments: overrides),
      schema: schema)
  }

  /// Makes the component `description` gives (named `source` in errors), with `overrides`.
  package static func load(
    _ description: ComponentDescription, source: String, overrides: [ComponentOverride] = [],
    schema: ComponentSchema
  ) throws(ComponentFileError) -> Component {
    switch description {
    case .yaml(let text):
      return try parse(text, source: source, overrides: overrides, schema: schema)
    case .settings(let settings):
      return try build(
        settings.node(source: source), overrides: overrides, fallbackName: "component",
        schema: schema)
    }
  }
}

extension ComponentOption.TypedValue: Hashable {
  /// Hashes the case and its value.
  package func hash(into hasher: inout Hasher) {
    switch self {
    case .number(let value):
      hasher.combine(0)
      hasher.combine(value)
    case .integer(let value):
      hasher.combine(1)
      hasher.combine(value)
    case .boolean(let value):
      hasher.combine(2)
      hasher.combine(value)
    case .text(let value):
      hasher.combine(3)
      hasher.combine(value)
    case .null:
      hasher.combine(4)
    }
  }

  /// The value as a scalar of a component file: its text and whether it is quoted (text is,
  /// so `yes` or `2` given as text stays text).
  var scalar: (text: String, quoted: Bool) {
    switch self {
    case .number(let value): ("\(value)", false)
    case .integer(let value): ("\(value)", false)
    case .boolean(let value): ("\(value)", false)
    case .text(let value): (value, true)
    case .null: ("null", false)
    }
  }
}
