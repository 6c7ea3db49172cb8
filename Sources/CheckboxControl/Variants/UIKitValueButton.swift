import Accessibility
import Controls
import Core

// MagentaA11y's iOS recipe: a custom button whose accessibilityValue says the state
// ("Checked" / "Unchecked"), read "<label>: <value>. Button." by AccessibilitySnapshot's model.
// "Mixed" for the mixed state is A11ySim's choice (no source).
extension CheckboxVariantFacts {
  /// UIButton with the state as its accessibility value.
  static let uikitValueButton = CheckboxVariantFacts(
    nativeName: "UIButton (accessibilityValue)", platform: .ios,
    summary:
      "iOS UIKit UIButton whose accessibilityValue is \"Checked\"/\"Unchecked\" (MagentaA11y's recipe): \"<label>: Unchecked. Button.\".",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true, supportsMixed: true, cycle: .app,
    expose: { configuration, settings, _ in
      let value: String =
        switch configuration.state {
        case .checked: "Checked"
        case .unchecked: "Unchecked"
        case .mixed: "Mixed"
        }
      return element(
        configuration, settings, role: .button, value: value, keyboard: true,
        states: ElementStates())
    },
    source: Source(
      "MagentaA11y checkbox, iOS State: set accessibilityValue to the state; "
        + "AccessibilitySnapshot joins label and value with \": \"", .medium, .magentaCheckbox,
      .snapshot(
        "Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift",
        "accessibilityDescription")))
}
