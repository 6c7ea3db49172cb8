import Controls
import Core

// GTK 4 has no radio button widget: GtkCheckButtons joined with gtk_check_button_set_group
// are GTK_ACCESSIBLE_ROLE_RADIO with the checked state, and the group's arrow keys move and
// choose. GTK 3's GtkRadioButton is AT-SPI's radio button, likewise. Orca speaks each as
// "<name> selected|not selected radio button" (speech_generator._generate_radio_button), and
// the group's label first when focus enters a new group. An insensitive option takes no focus.
extension RadioGroupVariantFacts {
  /// GTK 4 grouped GtkCheckButton.
  static let gtk4GroupedCheckButtons = RadioGroupVariantFacts(
    nativeName: "GtkCheckButton (grouped)", platform: .linux,
    summary:
      "Linux GTK 4 GtkCheckButtons in a group: radio buttons; Orca says \"Small not selected radio button\".",
    touchTarget: nil, role: .radioButton, choosingKeys: [.space], arrowsMove: true,
    selectionFollowsFocus: true, takesKeyboardFocus: true, navigableWhenDisabled: false,
    container: .group, containerNamed: true, exposesPosition: true, stateDescriptions: nil,
    source: Source(
      "GTK 4 gtk_check_button_set_group (radio role when grouped); Orca "
        + "_generate_radio_button", .medium,
      .page("https://docs.gtk.org/gtk4/method.CheckButton.set_group.html"),
      .orca("src/orca/speech_generator.py", "_generate_radio_button")))

  /// GTK 3 GtkRadioButton.
  static let gtk3RadioButtons = RadioGroupVariantFacts(
    nativeName: "GtkRadioButton (GTK 3)", platform: .linux,
    summary: "Linux GTK 3 GtkRadioButtons: AT-SPI radio buttons, spoken as GTK 4's.",
    touchTarget: nil, role: .radioButton, choosingKeys: [.space], arrowsMove: true,
    selectionFollowsFocus: true, takesKeyboardFocus: true, navigableWhenDisabled: false,
    container: .group, containerNamed: true, exposesPosition: true, stateDescriptions: nil,
    source: Source(
      "GTK 3 GtkRadioButton; Orca _generate_radio_button", .medium,
      .page("https://docs.gtk.org/gtk3/class.RadioButton.html"),
      .orca("src/orca/speech_generator.py", "_generate_radio_button")))
}
