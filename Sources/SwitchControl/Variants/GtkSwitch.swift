import Accessibility
import Controls
import Core

// GTK 4: GtkSwitch has GTK_ACCESSIBLE_ROLE_SWITCH with the checked state, but what Orca receives
// is what GTK's AT-SPI bridge sends: gtk_accessible_role_to_atspi_role maps the switch role to
// ATSPI_ROLE_CHECK_BOX, so Orca runs its check-box generator ("Wi-Fi check box not checked").
// A stack that exposes ATSPI_ROLE_SWITCH (at-spi2-core 2.56 added it; Orca speaks it "on"/"off"
// and "switch") is the `atspiRole: switch` choice: which GTK release maps to it was not found.
// GTK 3: gtk_switch_class_init sets ATK_ROLE_TOGGLE_BUTTON and GtkSwitchAccessible adds
// ATK_STATE_CHECKED when active, which Orca presents as a toggle button, pressed or not. An
// insensitive switch takes no focus and is skipped; a switch with no label is named by its
// tooltip (gtk_at_context_get_text_accumulate).
extension SwitchVariantFacts {
  /// GtkSwitch.
  static let gtkSwitch = SwitchVariantFacts(
    nativeName: "GtkSwitch", platform: .linux,
    summary:
      "Linux GtkSwitch: GTK 4's bridge sends a check box (\"checked\"/\"not checked\"; atspiRole: switch for a switch role); GTK 3's a toggle button (\"pressed\"); Space and Enter toggle it.",
    touchTarget: nil, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: false,
    expose: { configuration, settings, environment in
      let name = settings.label ?? configuration.label ?? configuration.tooltip
      if environment.gtkVersion < 4 {
        return element(
          configuration, settings, role: .toggleButton, name: name, keyboard: true,
          navigableWhenDisabled: false,
          states: ElementStates([configuration.isOn ? .pressed : .notPressed]))
      }
      if configuration.atspiRole == .checkBox {
        return element(
          configuration, settings, role: .checkBox, name: name, keyboard: true,
          navigableWhenDisabled: false,
          states: ElementStates(
            [configuration.isOn ? .checked : .notChecked], togglesOnActivation: true))
      }
      return element(
        configuration, settings, name: name, keyboard: true, navigableWhenDisabled: false)
    },
    source: Source(
      "GTK 4 gtk_accessible_role_to_atspi_role: GTK_ACCESSIBLE_ROLE_SWITCH → "
        + "ATSPI_ROLE_CHECK_BOX; GTK 3 gtk_switch_class_init: ATK_ROLE_TOGGLE_BUTTON, "
        + "GtkSwitchAccessible: ATK_STATE_CHECKED", .high,
      .code(
        Repository("GNOME/gtk", commit: "0064500146fc080dae1ef2b30bebf7bb8b35a52f"),
        path: "gtk/a11y/gtkatspiutils.c", symbol: "gtk_accessible_role_to_atspi_role"),
      .page("https://docs.gtk.org/gtk4/class.Switch.html"),
      .code(
        Repository("GNOME/gtk", commit: "fe45e8c0480ebbb96590ab7df43b8f545feb95fa"),
        path: "gtk/gtkswitch.c", symbol: "gtk_switch_class_init"),
      .code(
        Repository("GNOME/gtk", commit: "fe45e8c0480ebbb96590ab7df43b8f545feb95fa"),
        path: "gtk/a11y/gtkswitchaccessible.c", symbol: "gtk_switch_accessible_ref_state_set")))
}
