import Accessibility
import Controls
import Core

// iOS has no checkbox role: a custom UIButton adds the .selected trait when checked.
// AccessibilitySnapshot's accessibilityDescription then reads "Selected: <label>" (or "Selected."
// with no label) before the trait words, and nothing at all for an unchecked box; a mixed box
// cannot be told apart from an unchecked one. Full Keyboard Access: Space activates it.
extension CheckboxVariantFacts {
  /// UIButton with the selected trait.
  static let uikitSelectedButton = CheckboxVariantFacts(
    nativeName: "UIButton (.selected)", platform: .ios,
    summary:
      "iOS UIKit UIButton with the .selected trait when checked: \"Selected: <label>. Button.\"; an unchecked box says no state.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true, supportsMixed: false, cycle: .app,
    expose: { configuration, settings, _ in
      element(
        configuration, settings, role: .button, keyboard: true,
        states: ElementStates(configuration.state == .checked ? [.selected] : []))
    },
    source: selectedTraitSource)

  /// AccessibilitySnapshot's selected-trait format and its button-traits legend.
  static let selectedTraitSource = Source(
    "AccessibilitySnapshot accessibilityDescription: \"Selected: %@\" for the .selected trait "
      + "(testButtonTraits); MagentaA11y checkbox: a Button on iOS", .medium,
    .snapshot(
      "Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift",
      "accessibilityDescription"),
    .snapshot("Example/SnapshotTests/AccessibilityPropertiesTests.swift", "testButtonTraits"),
    .magentaCheckbox)
}
