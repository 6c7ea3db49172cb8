import Controls
import Core

extension ButtonVariantFacts {
  /// Compose Button.
  static let composeButton = ButtonVariantFacts(
    nativeName: "Compose Button", platform: .android,
    summary:
      "Jetpack Compose Material 3 Button: Role.Button (class android.widget.Button), named by its merged Text.",
    touchTarget: .android, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: true, name: ButtonVariantFacts.labelOrTitle,
    description: ButtonVariantFacts.noDescription, isImage: false,
    source: Source(
      "Compose Material 3 Button sets Role.Button, reported as android.widget.Button", .high,
      .code(
        Repository("androidx/androidx", commit: "551a2ff33763f5eb26696fabd1ed08e0cc93f716"),
        path:
          "compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Button.kt",
        symbol: "Button")))
}
