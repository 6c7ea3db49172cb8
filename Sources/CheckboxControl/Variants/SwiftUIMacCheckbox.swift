import Controls
import Core

// On macOS a SwiftUI Toggle is drawn as a checkbox by default (CheckboxToggleStyle), an NSButton
// checkbox underneath. Mixed appears when a Toggle(sources:) covers values that differ; a click
// then turns them all on.
extension CheckboxVariantFacts {
  /// SwiftUI Toggle with the checkbox style on macOS.
  static let swiftUIMacCheckbox = CheckboxVariantFacts(
    nativeName: "SwiftUI Toggle (.checkbox)", platform: .macos,
    summary:
      "macOS SwiftUI Toggle with .toggleStyle(.checkbox) (the default there): exposed like an NSButton checkbox.",
    touchTarget: nil, activationKeys: [.space], takesKeyboardFocus: false,
    navigableWhenDisabled: true, supportsMixed: true, cycle: .app,
    expose: { configuration, settings, _ in
      element(configuration, settings, keyboard: false)
    },
    source: Source(
      "Apple CheckboxToggleStyle; Toggle(sources:isOn:) shows mixed", .medium,
      .page("https://developer.apple.com/documentation/swiftui/checkboxtogglestyle")))
}
