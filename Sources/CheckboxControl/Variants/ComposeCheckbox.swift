import Accessibility
import Controls
import Core

// Compose Checkbox / TriStateCheckbox: Role.Checkbox maps to android.widget.CheckBox, every
// ToggleableState is checkable, and only Indeterminate gets a state description, "Partially
// checked" (R.string.indeterminate); On and Off leave TalkBack its own words. The app decides
// what a click on TriStateCheckbox does; A11ySim's choice is the parent pattern: mixed → checked.
extension CheckboxVariantFacts {
  /// Compose Checkbox / TriStateCheckbox.
  static let composeCheckbox = CheckboxVariantFacts(
    nativeName: "Compose Checkbox", platform: .android,
    summary:
      "Jetpack Compose Checkbox / TriStateCheckbox (Role.Checkbox): \"Check box\"; Indeterminate is \"Partially checked\".",
    touchTarget: .android, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: true, supportsMixed: true, cycle: .app,
    expose: { configuration, settings, _ in
      element(
        configuration, settings, keyboard: true,
        states: ElementStates(
          [configuration.state.stateKey],
          stateDescription: configuration.stateDescription
            ?? (configuration.state == .mixed ? "Partially checked" : nil)))
    },
    source: Source(
      "Compose getInfoStateDescriptionOrNull (Indeterminate → R.string.indeterminate "
        + "\"Partially checked\"), toLegacyClassName (Role.Checkbox → android.widget.CheckBox)",
      .high, .composeCheckboxState, .composeIndeterminate))
}
