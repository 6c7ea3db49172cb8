import Controls

/// Every setting of a stepper, on any platform, under one name each.
///
/// Platforms call the same idea by different names; A11ySim uses one name and documents the
/// native one beside it:
///
/// | A11ySim        | UIKit / SwiftUI | AppKit       | WinUI NumberBox   | GTK / libadwaita   |
/// |----------------|-----------------|--------------|-------------------|--------------------|
/// | `value`        | `value`         | `doubleValue`| `Value`           | `value`            |
/// | `minimum`      | `minimumValue`  | `minValue`   | `Minimum`         | `lower`            |
/// | `maximum`      | `maximumValue`  | `maxValue`   | `Maximum`         | `upper`            |
/// | `step`         | `stepValue`     | `increment`  | `SmallChange`     | `step_increment`   |
/// | `largeStep`    | —               | —            | `LargeChange`     | `page_increment`   |
/// | `wraps`        | `wraps`         | `valueWraps` | `IsWrapEnabled`   | `wrap`             |
///
/// Start from ``StepperVariant/defaults`` and change what the component changes.
package struct StepperConfiguration: Equatable, Sendable {
  /// The current value. `NaN` means "no value" (a WinUI NumberBox's default: an empty box).
  package var value: Double
  /// The lowest value; `-infinity` for none.
  package var minimum: Double
  /// The highest value; `+infinity` for none.
  package var maximum: Double
  /// The amount one tap, click or arrow key changes the value by. Always greater than zero.
  package var step: Double
  /// The amount Page Up / Page Down change the value by, where the platform has them.
  package var largeStep: Double?
  /// Whether stepping past one end continues from the other.
  package var wraps: Bool
  /// Whether value-changed events are sent during a long press (`true`) or once on release.
  package var continuous: Bool
  /// Whether holding a button repeats the step.
  package var autorepeat: Bool
  /// Whether the control takes input at all (`false`: dimmed / disabled / insensitive).
  package var isEnabled: Bool
  /// GTK: how much the step grows while a button is held (`climb_rate`); 0 keeps it constant.
  package var climbRate: Double
  /// GTK: decimal places shown (`digits`). Elsewhere `nil`: the shortest exact form is shown.
  package var digits: Int?
  /// GTK: reject characters that cannot be part of a number while typing (`numeric`).
  package var numeric: Bool
  /// GTK: whether the entry's text can be edited (`editable`); a read-only spin button still
  /// steps with its buttons and keys.
  package var isEditable: Bool
  /// GTK: typed values snap to the nearest step from the minimum (`snap_to_ticks`).
  package var snapToTicks: Bool
  /// GTK: when typed text updates the value (`update-policy`).
  package var updatePolicy: UpdatePolicy
  /// GTK: the direction of the entry and its buttons (`orientation`).
  package var orientation: Orientation
  /// WinUI: typed text may be an arithmetic expression (`AcceptsExpression`).
  package var acceptsExpression: Bool
  /// WinUI: what happens to typed text that is not a valid value (`ValidationMode`).
  package var validationMode: ValidationMode
  /// WinUI: where the spin buttons are (`SpinButtonPlacementMode`).
  package var spinButtonPlacement: SpinButtonPlacement
  /// WinUI: the header text above the box (`Header`).
  package var header: String?
  /// WinUI: the text shown in an empty box (`PlaceholderText`).
  package var placeholderText: String
  /// WinUI: how the value is shown and how typed text is read (`NumberFormatter`); `nil` uses
  /// the NumberBox's own default formatter.
  package var numberFormat: NumberFormat?
  /// The visible label: the text beside the control, SwiftUI's built-in label, an AdwSpinRow's
  /// title, a Fiori cell's label.
  package var label: String?
  /// libadwaita: the row's subtitle.
  package var subtitle: String?
  /// SAP Fiori: the helper text under the cell.
  package var helperText: String?
  /// SAP Fiori: the message shown when a typed value is out of range. `{minimum}` and
  /// `{maximum}` are replaced by the bounds.
  package var errorMessage: String?
  /// SAP Fiori: what a typed value outside the range does.
  package var typedOutOfRange: TypedOutOfRange
  /// What the app sets for accessibility that only a stepper reads (presentation, value text,
  /// live region, announcements), given under `accessibility:` with the shared settings.
  package var accessibility: StepperAccessibility

  /// Creates a configuration with every setting given; prefer ``StepperVariant/defaults``.
  package init(
    value: Double = 0, minimum: Double = 0, maximum: Double = 100, step: Double = 1,
    largeStep: Double? = nil, wraps: Bool = false, continuous: Bool = true,
    autorepeat: Bool = true, isEnabled: Bool = true, climbRate: Double = 0, digits: Int? = nil,
    numeric: Bool = false, isEditable: Bool = true, snapToTicks: Bool = false,
    updatePolicy: UpdatePolicy = .always,
    orientation: Orientation = .horizontal, acceptsExpression: Bool = false,
    validationMode: ValidationMode = .invalidInputOverwritten,
    spinButtonPlacement: SpinButtonPlacement = .hidden, header: String? = nil,
    placeholderText: String = "", numberFormat: NumberFormat? = nil, label: String? = nil,
    subtitle: String? = nil, helperText: String? = nil, errorMessage: String? = nil,
    typedOutOfRange: TypedOutOfRange = .showError, accessibility: StepperAccessibility = .init()
  ) {
    self.value = value
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
    self.largeStep = largeStep
    self.wraps = wraps
    self.continuous = continuous
    self.autorepeat = autorepeat
    self.isEnabled = isEnabled
    self.climbRate = climbRate
    self.digits = digits
    self.numeric = numeric
    self.isEditable = isEditable
    self.snapToTicks = snapToTicks
    self.updatePolicy = updatePolicy
    self.orientation = orientation
    self.acceptsExpression = acceptsExpression
    self.validationMode = validationMode
    self.spinButtonPlacement = spinButtonPlacement
    self.header = header
    self.placeholderText = placeholderText
    self.numberFormat = numberFormat
    self.label = label
    self.subtitle = subtitle
    self.helperText = helperText
    self.errorMessage = errorMessage
    self.typedOutOfRange = typedOutOfRange
    self.accessibility = accessibility
  }

  /// What a Fiori cell does with a typed value outside its range. The sources disagree:
  /// seed 003 says an error message appears and the value stays; SAP's SwiftUI implementation
  /// (cloud-sdk-ios-fiori `StepperFieldStyle.fiori.swift`) clamps it silently.
  package enum TypedOutOfRange: String, CaseIterable, Sendable, Codable {
    /// Show the error message and keep the old value (seed 003; the default).
    case showError
    /// Clamp the value into range without a message (SAP's SwiftUI Fiori stepper).
    case clamp
  }

  /// GTK's update policy for typed text.
  package enum UpdatePolicy: String, CaseIterable, Sendable, Codable {
    /// Any typed number updates the value, clamped to the range (`GTK_UPDATE_ALWAYS`).
    case always
    /// Only a number inside the range updates the value; anything else is dropped
    /// (`GTK_UPDATE_IF_VALID`).
    case ifValid
  }

  /// GTK's orientation of a spin button.
  package enum Orientation: String, CaseIterable, Sendable, Codable {
    /// Entry, then − and + side by side (the default).
    case horizontal
    /// + above the entry, − below it.
    case vertical
  }

  /// WinUI NumberBox's validation of typed text.
  package enum ValidationMode: String, CaseIterable, Sendable, Codable {
    /// Invalid input reverts to the last valid value (the default).
    case invalidInputOverwritten
    /// No built-in validation: the app handles it.
    case disabled
  }

  /// WinUI NumberBox's spin-button placement.
  package enum SpinButtonPlacement: String, CaseIterable, Sendable, Codable {
    /// No spin buttons (the default).
    case hidden
    /// A small indicator; the buttons appear in a flyout while the box has focus.
    case compact
    /// Up and down buttons beside the box.
    case inline
  }
}
