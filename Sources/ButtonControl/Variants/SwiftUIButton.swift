import Controls
import Core

extension ButtonVariantFacts {
  /// SwiftUI Button.
  static let swiftUIButton = ButtonVariantFacts(
    nativeName: "SwiftUI Button", platform: .ios,
    summary:
      "iOS SwiftUI Button: named by its Text unless the app sets accessibilityLabel; .disabled() dims it.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true, name: ButtonVariantFacts.labelOrTitle,
    description: ButtonVariantFacts.noDescription, isImage: false,
    source: Source("MagentaA11y button criteria (SwiftUI Button)", .medium, .magentaButton))
}
