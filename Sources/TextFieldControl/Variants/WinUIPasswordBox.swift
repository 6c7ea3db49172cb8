import Controls
import Core

// WinUI's PasswordBox is a UIA Edit with IsPassword true and no Value pattern text: NVDA maps
// IsPassword to its protected state ("protected") and echoes "*" ("star") for each typed
// character (speech.speakTypedCharacters). Narrator's words for it are not in a public source.
extension TextFieldVariantFacts {
  /// WinUI PasswordBox.
  static let winUIPasswordBox = TextFieldVariantFacts(
    nativeName: "WinUI PasswordBox", platform: .windows,
    summary:
      "WinUI 3 PasswordBox: UIA Edit with IsPassword (NVDA \"edit protected\"); its text is never read.",
    touchTarget: nil, takesKeyboardFocus: true, navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: false, exposesNativeError: false,
    editsOnFocus: true, isSecure: true,
    source: Source(
      "WinUI PasswordBox: UIA Edit control type with IsPassword; NVDA State.PROTECTED", .medium,
      .page("https://learn.microsoft.com/en-us/windows/apps/design/controls/password-box"),
      .page(
        "https://learn.microsoft.com/en-us/dotnet/api/system.windows.automation.automationelement.ispasswordproperty"
      ), .nvdaProtectedEcho))
}
