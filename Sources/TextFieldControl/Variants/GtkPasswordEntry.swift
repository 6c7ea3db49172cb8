import Controls
import Core

// GTK 4's GtkPasswordEntry is AT-SPI's password-text role, which Orca speaks as "password
// text" with its label; Orca echoes no character typed into password text
// (typing_echo_presenter: not character echoable, no key echo for a printable key there).
extension TextFieldVariantFacts {
  /// GtkPasswordEntry.
  static let gtkPasswordEntry = TextFieldVariantFacts(
    nativeName: "GtkPasswordEntry", platform: .linux,
    summary:
      "Linux GtkPasswordEntry: Orca's \"password text\"; typing is not echoed; its text is never read.",
    touchTarget: nil, takesKeyboardFocus: true, navigableWhenDisabled: false,
    placeholderNamesUnlabelled: false, placeholderWhileEmpty: false, exposesNativeError: true,
    editsOnFocus: true, isSecure: true,
    source: Source(
      "GtkPasswordEntry (password-text role); Orca speech_generator _generate_password_text, "
        + "typing_echo_presenter", .medium,
      .page("https://docs.gtk.org/gtk4/class.PasswordEntry.html"),
      .orca("src/orca/speech_generator.py", "_generate_password_text"), .orcaPasswordEcho))
}
