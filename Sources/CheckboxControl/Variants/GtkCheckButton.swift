import Controls
import Core

// GTK 4 GtkCheckButton: GTK_ACCESSIBLE_ROLE_CHECKBOX, its checked state MIXED while
// `inconsistent` is set (update_accessible_state). `inconsistent` is only drawn: the app must
// clear it, and A11ySim assumes it does on the next click (mixed → checked). An insensitive
// check button takes no focus and is skipped; with no label the tooltip names it. Space
// activates it (Orca's test presses Space); Enter is not verified and not modelled.
extension CheckboxVariantFacts {
  /// GtkCheckButton.
  static let gtkCheckButton = CheckboxVariantFacts(
    nativeName: "GtkCheckButton", platform: .linux,
    summary:
      "Linux GtkCheckButton: a check box, checked / not checked / partially checked (inconsistent); Space toggles it.",
    touchTarget: nil, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: false, supportsMixed: true, cycle: .app,
    expose: { configuration, settings, _ in
      element(
        configuration, settings,
        name: settings.label ?? configuration.label ?? configuration.tooltip,
        keyboard: true, navigableWhenDisabled: false)
    },
    source: Source(
      "GTK 4 GtkCheckButton (inconsistent is visual, the app clears it); Orca's GTK 3 widget "
        + "notebook tests press Space on a check button", .medium,
      .page("https://docs.gtk.org/gtk4/class.CheckButton.html"),
      .orca(
        "tests/integration_tests/test_gui_widget_notebook.py", "test_check_button_state_changes")))
}
