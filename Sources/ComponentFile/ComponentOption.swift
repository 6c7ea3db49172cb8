import ComponentModel
import Controls

/// One setting a component file may give, with its type, the variants it applies to, its
/// native names, and how it sets the configuration. ``ComponentOption/all`` is the schema.
public struct ComponentOption: Sendable {
  /// The key in YAML and in `--set`.
  public var key: String
  /// The kind of value it takes.
  public var type: ValueType
  /// What it does, in a sentence.
  public var summary: String
  /// The native property names it stands for.
  public var nativeNames: String
  /// The kind of control it belongs to.
  public var control: ControlKind
  /// The variants it applies to, by name; `nil` for every variant of its control.
  public var variants: Set<String>?
  let apply: @Sendable (inout any ControlConfiguration, TypedValue) -> Void
  /// The setting's value in a configuration, as a component file writes it (`nil`: unset).
  var current: @Sendable (any ControlConfiguration) -> String?

  /// Creates an option of `control`, whose configuration type is `Configuration`.
  public init<Configuration: ControlConfiguration>(
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

  /// Creates a stepper option.
  init(
    key: String, type: ValueType, summary: String, nativeNames: String,
    variants: Set<StepperVariant>?,
    apply: @escaping @Sendable (inout StepperConfiguration, TypedValue) -> Void,
    current: @escaping @Sendable (StepperConfiguration) -> String?
  ) {
    self.init(
      key: key, type: type, summary: summary, nativeNames: nativeNames, control: .stepper,
      variants: variants.map { Set($0.map(\.rawValue)) }, configuration: StepperConfiguration.self,
      apply: apply, current: current)
  }

  /// The kinds of value a setting takes.
  public enum ValueType: Sendable, CustomStringConvertible {
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
    public var description: String {
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
  public enum TypedValue: Equatable, Sendable {
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
  public func text(in configuration: any ControlConfiguration) -> String? {
    current(configuration)
  }

  /// Whether the option applies to `variant`.
  public func applies(to variant: VariantID) -> Bool {
    variant.control == control && (variants?.contains(variant.rawValue) ?? true)
  }

  /// Whether the option applies to the stepper variant `variant`.
  public func applies(to variant: StepperVariant) -> Bool { applies(to: variant.id) }
}

extension ComponentOption {
  /// A number as `variants` shows it: `NaN (empty)` for a NumberBox's empty value.
  static func number(_ value: Double) -> String {
    value.isNaN ? "NaN (empty)" : DecimalStep.displayString(value)
  }

  /// Text in double quotes.
  static func quoted(_ text: String) -> String { "\"\(text)\"" }

  private static let gtk: Set<StepperVariant> = [.gtkSpinButton, .adwSpinRow]
  private static let apple: Set<StepperVariant> = [.uikit, .swiftui, .appkit]

  /// Every setting a component file may give, for every kind of control.
  public static let all: [ComponentOption] = stepper + button + toggleSwitch

  /// The settings of `control`.
  public static func options(of control: ControlKind) -> [ComponentOption] {
    all.filter { $0.control == control }
  }

  /// Every setting a component file may give for a stepper.
  public static let stepper: [ComponentOption] = [
    ComponentOption(
      key: "label", type: .text,
      summary: "The visible label (SwiftUI's built-in label, AdwSpinRow's title, Fiori's label).",
      nativeNames: "Stepper(\"…\"), title, label", variants: nil
    ) {
      $0.label = $1.text
    } current: {
      $0.label.map(quoted)
    },
    ComponentOption(
      key: "value", type: .number(allowsInfinity: false, allowsEmpty: true),
      summary: "The current value; .nan (or null) leaves a NumberBox empty.",
      nativeNames: "value, doubleValue, Value", variants: nil
    ) {
      $0.value = $1.number
    } current: {
      number($0.value)
    },
    ComponentOption(
      key: "minimum", type: .number(allowsInfinity: true, allowsEmpty: false),
      summary: "The lowest value (-.inf for none).",
      nativeNames: "minimumValue, minValue, Minimum, lower", variants: nil
    ) {
      $0.minimum = $1.number
    } current: {
      number($0.minimum)
    },
    ComponentOption(
      key: "maximum", type: .number(allowsInfinity: true, allowsEmpty: false),
      summary: "The highest value (.inf for none).",
      nativeNames: "maximumValue, maxValue, Maximum, upper", variants: nil
    ) {
      $0.maximum = $1.number
    } current: {
      number($0.maximum)
    },
    ComponentOption(
      key: "step", type: .number(allowsInfinity: false, allowsEmpty: false),
      summary: "How much one tap, click or arrow key changes the value.",
      nativeNames: "stepValue, increment, SmallChange, step_increment",
      variants: Set(StepperVariant.allCases).subtracting([.numberpicker])
    ) {
      $0.step = $1.number
    } current: {
      number($0.step)
    },
    ComponentOption(
      key: "largeStep", type: .number(allowsInfinity: false, allowsEmpty: false),
      summary: "How much Page Up / Page Down change the value.",
      nativeNames: "LargeChange, page_increment", variants: gtk.union([.numberbox])
    ) {
      $0.largeStep = $1.number
    } current: {
      $0.largeStep.map(number)
    },
    ComponentOption(
      key: "wraps", type: .boolean,
      summary: "Whether stepping past one end continues from the other.",
      nativeNames: "wraps, valueWraps, IsWrapEnabled, wrapSelectorWheel, wrap",
      variants: Set(StepperVariant.allCases).subtracting([.fiori])
    ) {
      $0.wraps = $1.boolean
    } current: {
      "\($0.wraps)"
    },
    ComponentOption(
      key: "continuous", type: .boolean,
      summary: "Whether value-changed events are sent while a button is held (else on release).",
      nativeNames: "continuous", variants: apple
    ) {
      $0.continuous = $1.boolean
    } current: {
      "\($0.continuous)"
    },
    ComponentOption(
      key: "autorepeat", type: .boolean,
      summary: "Whether holding a button repeats the step.",
      nativeNames: "autorepeat", variants: apple.union([.material])
    ) {
      $0.autorepeat = $1.boolean
    } current: {
      "\($0.autorepeat)"
    },
    ComponentOption(
      key: "enabled", type: .boolean,
      summary: "Whether the control takes input (false: dimmed, disabled, insensitive).",
      nativeNames: "isEnabled, enabled, IsEnabled, sensitive", variants: nil
    ) {
      $0.isEnabled = $1.boolean
    } current: {
      "\($0.isEnabled)"
    },
    ComponentOption(
      key: "climbRate", type: .number(allowsInfinity: false, allowsEmpty: false),
      summary: "How much the step grows while a button is held.",
      nativeNames: "climb_rate", variants: gtk
    ) {
      $0.climbRate = $1.number
    } current: {
      number($0.climbRate)
    },
    ComponentOption(
      key: "digits", type: .integer, summary: "Decimal places shown.",
      nativeNames: "digits", variants: gtk
    ) {
      $0.digits = $1.integer
    } current: {
      $0.digits.map(String.init)
    },
    ComponentOption(
      key: "numeric", type: .boolean,
      summary: "Reject characters that cannot be part of a number while typing.",
      nativeNames: "numeric", variants: gtk
    ) {
      $0.numeric = $1.boolean
    } current: {
      "\($0.numeric)"
    },
    ComponentOption(
      key: "editable", type: .boolean,
      summary: "Whether the entry's text can be edited (false: read-only).",
      nativeNames: "editable", variants: gtk
    ) {
      $0.isEditable = $1.boolean
    } current: {
      "\($0.isEditable)"
    },
    ComponentOption(
      key: "snapToTicks", type: .boolean,
      summary: "Typed values snap to the nearest step from the minimum.",
      nativeNames: "snap_to_ticks", variants: gtk
    ) {
      $0.snapToTicks = $1.boolean
    } current: {
      "\($0.snapToTicks)"
    },
    ComponentOption(
      key: "updatePolicy", type: .choice(["always", "ifValid"]),
      summary: "always: typed numbers are clamped into range; ifValid: invalid input is dropped.",
      nativeNames: "update-policy", variants: gtk
    ) {
      $0.updatePolicy = .init(rawValue: $1.text) ?? .always
    } current: {
      $0.updatePolicy.rawValue
    },
    ComponentOption(
      key: "orientation", type: .choice(["horizontal", "vertical"]),
      summary: "The direction of the entry and its buttons.", nativeNames: "orientation",
      variants: [.gtkSpinButton]
    ) {
      $0.orientation = .init(rawValue: $1.text) ?? .horizontal
    } current: {
      $0.orientation.rawValue
    },
    ComponentOption(
      key: "acceptsExpression", type: .boolean,
      summary: "Typed text may be arithmetic (+ - * / ^ and parentheses).",
      nativeNames: "AcceptsExpression", variants: [.numberbox]
    ) {
      $0.acceptsExpression = $1.boolean
    } current: {
      "\($0.acceptsExpression)"
    },
    ComponentOption(
      key: "validationMode", type: .choice(["invalidInputOverwritten", "disabled"]),
      summary: "What happens to typed text that is not a valid value.",
      nativeNames: "ValidationMode", variants: [.numberbox]
    ) {
      $0.validationMode = .init(rawValue: $1.text) ?? .invalidInputOverwritten
    } current: {
      $0.validationMode.rawValue
    },
    ComponentOption(
      key: "spinButtonPlacement", type: .choice(["hidden", "compact", "inline"]),
      summary: "Where the spin buttons are.", nativeNames: "SpinButtonPlacementMode",
      variants: [.numberbox]
    ) {
      $0.spinButtonPlacement = .init(rawValue: $1.text) ?? .hidden
    } current: {
      $0.spinButtonPlacement.rawValue
    },
    ComponentOption(
      key: "header", type: .text, summary: "The header text above the box.",
      nativeNames: "Header", variants: [.numberbox]
    ) {
      $0.header = $1.text
    } current: {
      $0.header.map(quoted)
    },
    ComponentOption(
      key: "placeholderText", type: .text, summary: "The text shown in an empty box.",
      nativeNames: "PlaceholderText", variants: [.numberbox]
    ) {
      $0.placeholderText = $1.text
    } current: {
      $0.placeholderText.isEmpty ? nil : quoted($0.placeholderText)
    },
    ComponentOption(
      key: "subtitle", type: .text, summary: "The row's subtitle.", nativeNames: "subtitle",
      variants: [.adwSpinRow]
    ) {
      $0.subtitle = $1.text
    } current: {
      $0.subtitle.map(quoted)
    },
    ComponentOption(
      key: "helperText", type: .text, summary: "The helper text under the cell.",
      nativeNames: "helper text", variants: [.fiori]
    ) {
      $0.helperText = $1.text
    } current: {
      $0.helperText.map(quoted)
    },
    ComponentOption(
      key: "errorMessage", type: .text,
      summary: "The message for a typed value out of range ({minimum} and {maximum} filled in).",
      nativeNames: "error message", variants: [.fiori]
    ) {
      $0.errorMessage = $1.text
    } current: {
      $0.errorMessage.map(quoted)
    },
    ComponentOption(
      key: "typedOutOfRange", type: .choice(["showError", "clamp"]),
      summary: "A typed value out of range: showError (seed 003) or clamp (SAP's SwiftUI cell).",
      nativeNames: "—", variants: [.fiori]
    ) {
      $0.typedOutOfRange = .init(rawValue: $1.text) ?? .showError
    } current: {
      $0.typedOutOfRange.rawValue
    },
  ]

  /// Finds an option by key among `control`'s.
  public static func named(_ key: String, for control: ControlKind) -> ComponentOption? {
    all.first { $0.key == key && $0.control == control }
  }

  /// Finds an option by key among any control's.
  public static func named(_ key: String) -> ComponentOption? { all.first { $0.key == key } }
}
