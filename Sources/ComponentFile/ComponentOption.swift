import ComponentModel
import Controls

/// One setting a component file may give, with its type, the variants it applies to, its
/// native names, and how it sets the configuration. ``ComponentOption/all`` is the schema.
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

    var number: Double {
      switch self {
      case .number(let value): value
      case .integer(let value): Double(value)
      default: .nan
      }
    }
    var boolean: Bool { if case .boolean(let value) = self { value } else { false } }
    var text: String { if case .text(let value) = self { value } else { "" } }
    var integer: Int { if case .integer(let value) = self { value } else { 0 } }
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
  static func number(_ value: Double) -> String {
    value.isNaN ? "NaN (empty)" : DecimalStep.displayString(value)
  }

  /// Text in double quotes.
  static func quoted(_ text: String) -> String { "\"\(text)\"" }

  /// Every setting a component file may give, for every kind of control.
  package static let all: [ComponentOption] =
    stepper + button + toggleSwitch + checkbox + slider

  /// The settings of `control`.
  package static func options(of control: ControlKind) -> [ComponentOption] {
    all.filter { $0.control == control }
  }

  /// Finds an option by key among `control`'s.
  package static func named(_ key: String, for control: ControlKind) -> ComponentOption? {
    all.first { $0.key == key && $0.control == control }
  }

  /// Finds an option by key among any control's.
  package static func named(_ key: String) -> ComponentOption? { all.first { $0.key == key } }
}
