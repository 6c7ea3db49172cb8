import Accessibility
import ComponentModel
import Controls
import Core

/// One setting a component file may give, with its type, the variants it applies to, its
/// native names, and how it sets the configuration. A ``ComponentSchema`` lists them.
package struct ComponentOption: Sendable {
  /// The key in YAML and in `--set`.
  package var key: String
  /// The kind of value it takes.
  package var type: ValueType
  /// What it does, in a sentence.
  package var summary: String
  /// The native property names it stands for.
  package var nativeNames: String
  /// The kind of control it belongs to.
  package var control: ControlKind
  /// The variants it applies to, by name; `nil` for every variant of its control.
  package var variants: Set<String>?
  let apply: @Sendable (inout any ControlConfiguration, TypedValue) -> Void
  /// The setting's value in a configuration, as a component file writes it (`nil`: unset).
  var current: @Sendable (any ControlConfiguration) -> String?

  /// Creates an option of `control`, whose configuration type is `Configuration`.
  package init<Configuration: ControlConfiguration>(
    key: String, type: ValueType, summary: String, nativeNames: String,
    control: ControlKind, variants: Set<String>?, configuration: Configuration.Type,
    apply: @escaping @Sendable (inout Configuration, TypedValue) -> Void,
    current: @escaping @Sendable (Configuration) -> String?
  ) {
    self.key = key
    self.type = type
    self.summary = summary
    self.nativeNames = nativeNames
    self.control = control
    self.variants = variants
    self.apply = { configuration, value in
      guard var typed = configuration as? Configuration else { return }
      apply(&typed, value)
      configuration = typed
    }
    self.current = { ($0 as? Configuration).flatMap(current) }
  }

  /// The kinds of value a setting takes.
  package enum ValueType: Equatable, Sendable, CustomStringConvertible {
    /// A number; `.inf`, `-.inf` (and `infinity`) allowed where `allowsInfinity`, `.nan`
    /// (or `null`) where `allowsEmpty`.
    case number(allowsInfinity: Bool, allowsEmpty: Bool)
    /// A whole number.
    case integer
    /// `true` or `false`.
    case boolean
    /// Any text.
    case text
    /// One of a fixed set of words.
    case choice([String])

    /// How errors name the expected value.
    package var description: String {
      switch self {
      case .number: "a number"
      case .integer: "a whole number"
      case .boolean: "true or false"
      case .text: "text"
      case .choice(let words): "one of " + words.joined(separator: ", ")
      }
    }
  }

  /// A value read from YAML, already checked against the option's type.
  package enum TypedValue: Equatable, Sendable {
    /// A number.
    case number(Double)
    /// A whole number.
    case integer(Int)
    /// A boolean.
    case boolean(Bool)
    /// Text (also the chosen word of a choice).
    case text(String)
    /// YAML's null for a text setting (`null`, `~`, or nothing, unquoted): the setting is left
    /// unset, as if no layer gave it. Quote it (`"null"`) for the word.
    case null

    package var number: Double {
      switch self {
      case .number(let value): value
      case .integer(let value): Double(value)
      default: .nan
      }
    }
    package var boolean: Bool { if case .boolean(let value) = self { value } else { false } }
    package var text: String { if case .text(let value) = self { value } else { "" } }
    /// The text, or `nil` for YAML's null: what an optional text setting is set to.
    package var optionalText: String? {
      switch self {
      case .text(let value): value
      case .null: nil
      default: ""
      }
    }
    package var integer: Int { if case .integer(let value) = self { value } else { 0 } }
  }

  /// The setting's value in `configuration` as a component file writes it (`2`, `-∞`,
  /// `"Quantity"`, `always`), or `nil` when it is unset; `a11ysim variants` lists defaults so.
  package func text(in configuration: any ControlConfiguration) -> String? {
    current(configuration)
  }

  /// Whether the option applies to `variant`.
  package func applies(to variant: VariantID) -> Bool {
    variant.control == control && (variants?.contains(variant.rawValue) ?? true)
  }
}

extension ComponentOption {
  /// A number as `variants` shows it: `NaN (empty)` for a NumberBox's empty value.
  package static func number(_ value: Double) -> String {
    value.isNaN ? "NaN (empty)" : DecimalStep.displayString(value)
  }

  /// Text in double quotes.
  package static func quoted(_ text: String) -> String { "\"\(text)\"" }

  /// `announcedAs`: how the app makes its announcement (``AnnouncementStyle``), for a control
  /// whose configuration keeps it at `keyPath`. Give it per platform where the calls differ
  /// (`platforms.android.announcedAs: toast`).
  package static func announcedAs<Configuration: ControlConfiguration>(
    control: ControlKind, _ keyPath: WritableKeyPath<Configuration, AnnouncementStyle> & Sendable
  ) -> ComponentOption {
    ComponentOption(
      key: "announcedAs",
      type: .choice(AnnouncementStyle.allCases.filter(\.isAppChoice).map(\.rawValue)),
      summary:
        "How the app makes its announcement: standard (the platform's call at its default "
        + "urgency), low or high (Apple's and GTK's priorities), toast (Android's Toast), or a "
        + "UIA notification's processing (importantAll, importantMostRecent, all, mostRecent).",
      nativeNames:
        "accessibilitySpeechAnnouncementPriority, Toast, announceForAccessibility, "
        + "NotificationProcessing, GtkAccessibleAnnouncementPriority",
      control: control, variants: nil, configuration: Configuration.self,
      apply: { configuration, value in
        configuration[keyPath: keyPath] = AnnouncementStyle(rawValue: value.text) ?? .standard
      },
      current: { $0[keyPath: keyPath].rawValue })
  }

}

/// What a component file may say, for the controls a run works with: their catalog, every
/// setting they take, their mapping settings and their own `accessibility:` keys. The loader
/// is given one; `ControlRegistry` holds the shipped one. Never changed once made, it is a
/// class so that every scenario's context shares it instead of copying (and retaining) each
/// of its arrays.
package final class ComponentSchema: Sendable {
  /// The kinds of control, the first being the kind of a file without `control:`.
  package let catalog: ControlCatalog
  /// Every setting a component file may give, for every kind of control.
  package let all: [ComponentOption]
  /// Top-level settings whose value is a mapping, merged key by key across layers (a later
  /// layer's key wins), for every kind of control.
  package let mappings: [NodeSetting]
  /// Each control's own keys under `accessibility:`, read by its own reader.
  package let accessibilityKeys: [NodeSetting]
  /// What a scenario or a session without a component runs.
  package let defaultComponent: DefaultComponent
  /// Every key an `accessibility:` mapping takes, in the order errors list them.
  package let accessibilityKeyNames: [String]
  /// The keys a component's top level takes besides its structure, and a platform's besides
  /// its variant: worked out once, not for every layer a run reads.
  let settingKeys: [String]
  /// The keys a component's top level takes.
  let knownAtTopLevel: Set<String>
  /// The keys a platform's mapping takes.
  let knownInPlatform: Set<String>
  /// Words a component file uses as keys: its top-level settings, platforms, `variant`.
  let componentWords: Set<String>

  /// A schema of `catalog`'s controls with their `options`, `mappings`, `accessibilityKeys`
  /// and the component that runs when none is given.
  package init(
    catalog: ControlCatalog, options: [ComponentOption], mappings: [NodeSetting] = [],
    accessibilityKeys: [NodeSetting] = [], defaultComponent: DefaultComponent = .empty
  ) {
    self.catalog = catalog
    all = options
    self.mappings = mappings
    self.accessibilityKeys = accessibilityKeys
    self.defaultComponent = defaultComponent
    accessibilityKeyNames = AccessibilitySetting.keys(with: accessibilityKeys)
    settingKeys =
      options.map(\.key).filter { !$0.utf8.contains(UInt8(ascii: ".")) }
      + catalog.all.flatMap(\.partIDs).map(\.rawValue)
      + mappings.map(\.key) + ["accessibility"]
    knownAtTopLevel = Set(settingKeys + ComponentLoader.structuralKeys)
    knownInPlatform = Set(settingKeys + ["variant"])
    componentWords = knownAtTopLevel.union(Platform.allCases.map(\.rawValue)).union(
      ["variant"] + ComponentLoader.partKeys)
  }

  /// One control's share of a schema: its definition and what a component file may set on it.
  package struct Entry: Sendable {
    /// The control's definition.
    package var definition: ControlDefinition
    /// Its settings.
    package var options: [ComponentOption]
    /// Its settings whose value is a mapping merged across layers.
    package var mappings: [NodeSetting]
    /// Its own keys under `accessibility:`.
    package var accessibilityKeys: [NodeSetting]
    /// What runs when no component is given, if this control is first in the schema.
    package var defaultComponent: DefaultComponent?

    /// An entry for the control `definition` describes.
    package init(
      definition: ControlDefinition, options: [ComponentOption], mappings: [NodeSetting] = [],
      accessibilityKeys: [NodeSetting] = [], defaultComponent: DefaultComponent? = nil
    ) {
      self.definition = definition
      self.options = options
      self.mappings = mappings
      self.accessibilityKeys = accessibilityKeys
      self.defaultComponent = defaultComponent
    }
  }

  /// A schema of `controls`, in catalog order (the first is the kind of a file without
  /// `control:`, and its default component runs when none is given).
  package convenience init(_ controls: [Entry]) {
    self.init(
      catalog: ControlCatalog(controls.map(\.definition)), options: controls.flatMap(\.options),
      mappings: controls.flatMap(\.mappings),
      accessibilityKeys: controls.flatMap(\.accessibilityKeys),
      defaultComponent: controls.first?.defaultComponent ?? .empty)
  }

  /// The settings of `control`.
  package func options(of control: ControlKind) -> [ComponentOption] {
    all.filter { $0.control == control }
  }

  /// Finds an option by key among `control`'s.
  package func named(_ key: String, for control: ControlKind) -> ComponentOption? {
    all.first { $0.key == key && $0.control == control }
  }

  /// The keys `control`'s components take besides their structure: what an unknown key is
  /// most likely a misspelling of (another control's key would only fail next).
  func settingKeys(of control: ControlKind) -> [String] {
    options(of: control).map(\.key).filter { !$0.utf8.contains(UInt8(ascii: ".")) }
      + (catalog.named(control.rawValue)?.partIDs.map(\.rawValue) ?? [])
      + mappings.filter { $0.control == control }.map(\.key) + ["accessibility"]
  }

  /// Finds an option by key among any control's.
  package func named(_ key: String) -> ComponentOption? { all.first { $0.key == key } }

  /// The settings `variant` takes: those that apply to it, less those it refuses with an error
  /// (``VariantDefinition/refusedSettings``, a wheel's `movesFocus`), in schema order.
  package func options(takenBy variant: VariantID) -> [ComponentOption] {
    let refused =
      catalog.definition(of: variant.control)?.variant(named: variant.rawValue)?
      .refusedSettings ?? []
    return all.filter { $0.applies(to: variant) && !refused.contains($0.key) }
  }

  /// The mapping setting named `key`, if any.
  func mapping(named key: String) -> NodeSetting? { mappings.first { $0.key == key } }

  /// The mapping setting named `key` that applies to `variant`, else the first of that name:
  /// two controls may each have one of the same name (the radio group's and the dropdown's
  /// `options:`).
  func mapping(named key: String, for variant: VariantID) -> NodeSetting? {
    mappings.first { $0.key == key && $0.applies(to: variant) } ?? mapping(named: key)
  }

  /// Whether some mapping setting named `key` applies to `variant`.
  func mapping(named key: String, appliesTo variant: VariantID) -> Bool {
    mappings.contains { $0.key == key && $0.applies(to: variant) }
  }

  /// The variants of `option`'s control it applies to, as errors list them.
  func variantList(_ option: ComponentOption) -> String {
    let variants = catalog.definition(of: option.control)?.variants ?? []
    return variants.map(\.id).filter { option.applies(to: $0) }.map(\.rawValue)
      .joined(separator: ", ")
  }

  /// The variants of `setting`'s control it applies to, as errors list them.
  func variantList(_ setting: NodeSetting) -> String {
    let variants = catalog.definition(of: setting.control)?.variants ?? []
    return variants.map(\.id).filter { setting.applies(to: $0) }.map(\.rawValue)
      .joined(separator: ", ")
  }

  /// The variants every mapping setting named `key` applies to, over all the controls that
  /// have one (the radio group's and the dropdown's `options:`), as errors list them.
  func variantList(mappingsNamed key: String) -> String {
    mappings.filter { $0.key == key }.map(variantList).filter { !$0.isEmpty }
      .joined(separator: ", ")
  }
}

/// Makes the settings of one kind of control, one call a setting, so that each control's
/// options file names its control and its configuration type once:
/// `private static let option = ComponentOptions(.button, ButtonConfiguration.self)`, then
/// `option("label", .text, summary, nativeNames) { … } current: { … }`.
package struct ComponentOptions<Configuration: ControlConfiguration>: Sendable {
  /// The kind of control the settings belong to.
  package let control: ControlKind

  /// The settings of `control`, whose configuration is `Configuration`.
  package init(_ control: ControlKind, _ configuration: Configuration.Type) {
    self.control = control
  }

  /// One setting; `variants` limits it to those variants (every variant when `nil`).
  package func callAsFunction(
    _ key: String, _ type: ComponentOption.ValueType, _ summary: String, _ nativeNames: String,
    variants: Set<String>? = nil,
    apply: @escaping @Sendable (inout Configuration, ComponentOption.TypedValue) -> Void,
    current: @escaping @Sendable (Configuration) -> String?
  ) -> ComponentOption {
    ComponentOption(
      key: key, type: type, summary: summary, nativeNames: nativeNames, control: control,
      variants: variants, configuration: Configuration.self, apply: apply, current: current)
  }
}
