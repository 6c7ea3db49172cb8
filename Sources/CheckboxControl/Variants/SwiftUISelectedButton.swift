import Accessibility
import Controls
import Core

// SwiftUI on iOS has no checkbox toggle style (.checkbox is macOS only): a Button adds
// .accessibilityAddTraits(.isSelected) when checked, read as a UIButton with .selected.
extension CheckboxVariantFacts {
  /// SwiftUI Button with the isSelected trait.
  static let swiftUISelectedButton = CheckboxVariantFacts(
    nativeName: "SwiftUI Button (.isSelected)", platform: .ios,
    summary:
      "iOS SwiftUI Button with .accessibilityAddTraits(.isSelected) when checked (no checkbox style on iOS).",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true, supportsMixed: false, cycle: .app,
    expose: { configuration, settings, _ in
      element(
        configuration, settings, role: .button, keyboard: true,
        states: ElementStates(configuration.state == .checked ? [.selected] : []))
    },
    source: Source(
      "Apple CheckboxToggleStyle is macOS only; a Button with the isSelected trait reads as "
        + "AccessibilitySnapshot's selected button", .medium,
      .page("https://developer.apple.com/documentation/swiftui/checkboxtogglestyle"),
      .snapshot(
        "Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift",
        "accessibilityDescription")))
}
