import Accessibility
import Controls
import Core

// GTK 4: GTK_ACCESSIBLE_ROLE_SWITCH with the checked state. GTK 3: gtk_switch_class_init sets
// ATK_ROLE_TOGGLE_BUTTON and GtkSwitchAccessible adds ATK_STATE_CHECKED when active, which
// Orca presents as a toggle button, pressed or not. An insensitive switch takes no focus and is
// skipped; a switch with no label is named by its tooltip (gtk_at_context_get_text_accumulate).
extension SwitchVariantFacts {
  /// GtkSwitch.
  static let gtkSwitch = SwitchVariantFacts(
    nativeName: "GtkSwitch", platform: .linux,
    summary:
      "Linux GtkSwitch: GTK 4's switch role (\"on\"/\"off\"); GTK 3's toggle button (\"pressed\"); Space and Enter toggle it.",
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
      return element(
        configuration, settings, name: name, keyboard: true, navigableWhenDisabled: false)
    },
    source: Source(
      "GTK 4 GtkSwitch: GTK_ACCESSIBLE_ROLE_SWITCH; GTK 3 gtk_switch_class_init: "
        + "ATK_ROLE_TOGGLE_BUTTON, GtkSwitchAccessible: ATK_STATE_CHECKED", .high,
      .page("https://docs.gtk.org/gtk4/class.Switch.html"),
      .code(
        Repository("GNOME/gtk", commit: "fe45e8c0480ebbb96590ab7df43b8f545feb95fa"),
        path: "gtk/gtkswitch.c", symbol: "gtk_switch_class_init"),
      .code(
        Repository("GNOME/gtk", commit: "fe45e8c0480ebbb96590ab7df43b8f545feb95fa"),
        path: "gtk/a11y/gtkswitchaccessible.c", symbol: "gtk_switch_accessible_ref_state_set")))
}
