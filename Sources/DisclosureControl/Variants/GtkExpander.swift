import Controls
import Core

// GTK 4's GtkExpander has the button role and the expanded state (GTK's own accessibility
// tests, expander_role and expander_state); it takes focus and Space or Enter toggles it. An
// insensitive expander takes no focus and is skipped. Orca's push-button generator speaks the
// name, then the expanded state, then the role.
extension DisclosureVariantFacts {
  /// GtkExpander.
  static let gtkExpander = DisclosureVariantFacts(
    nativeName: "GtkExpander", platform: .linux,
    summary:
      "Linux GtkExpander: a button with the expanded state (\"collapsed\"/\"expanded\"); Space and Enter toggle it.",
    touchTarget: nil, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: false,
    expose: { configuration, settings, _ in
      element(configuration, settings, keyboard: true, navigableWhenDisabled: false)
    },
    source: Source(
      "GTK testsuite/a11y/expander.c: GTK_ACCESSIBLE_ROLE_BUTTON, GTK_ACCESSIBLE_STATE_EXPANDED",
      .high,
      .code(
        Repository("GNOME/gtk", commit: "54980e2b4508635f89277de424fe14c98b3f260a"),
        path: "testsuite/a11y/expander.c", symbol: "expander_state"),
      .page("https://docs.gtk.org/gtk4/class.Expander.html")))
}
