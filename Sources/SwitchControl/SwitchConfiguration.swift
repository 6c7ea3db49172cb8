import Accessibility
import ComponentModel
import Controls
import Core

extension ControlKind {
  /// An on/off switch: a tap, a click, Space (or Enter where the platform takes it) toggles it.
  package static let toggleSwitch: ControlKind = "switch"
}

/// Every setting of an on/off switch: its visible label, whether it starts on, whether it is
/// enabled, its tooltip, the app's state description (Android) and what the app announces
/// after each toggle. The app's accessibility label and hint are under `accessibility:` as for
/// every control.
package struct SwitchConfiguration: Equatable, Sendable, ControlConfiguration {
  /// The visible label (a UISwitch row's text, `android:text`, a ToggleSwitch's Header, the
  /// GtkLabel that labels a GtkSwitch); `nil` for a switch with no text.
  package var label: String?
  /// Whether it starts on (`isOn`, `isChecked`, `IsOn`, `active`).
  package var isOn: Bool
  /// Whether it takes input (`false`: dimmed, disabled, insensitive).
  package var isEnabled: Bool
  /// The tooltip (NSView `toolTip`, Android `tooltipText`, WinUI `ToolTipService.ToolTip`,
  /// GTK `tooltip-text`): GTK names an unlabelled switch by it.
  package var tooltip: String?
  /// The app's words for the state: Android `stateDescription`, iOS `accessibilityValue`,
  /// macOS `accessibilityValueDescription`, WinUI `AutomationProperties.ItemStatus`; GtkSwitch
  /// has none. Readers that speak it say it in place of their on/off words.
  package var stateDescription: String?
  /// What the app announces after each toggle.
  package var announcement: String?
  /// How the app announces it: the platform call and its urgency (`announcedAs`).
  package var announcedAs: AnnouncementStyle = .standard
  /// Whether the UIA provider raises the ToggleState property-changed event when the switch
  /// toggles (WinUI's peer does); `false` is a custom provider that never does, so Narrator
  /// and NVDA say nothing after a toggle.
  package var raisesToggleStateChanged: Bool
  /// The AT-SPI role GTK 4's bridge gives the switch (``GtkSwitchRole``).
  package var atspiRole: GtkSwitchRole

  /// Creates a configuration; the defaults are a stock, enabled switch that is off.
  package init(
    label: String? = nil, isOn: Bool = false, isEnabled: Bool = true, tooltip: String? = nil,
    stateDescription: String? = nil, announcement: String? = nil,
    raisesToggleStateChanged: Bool = true, atspiRole: GtkSwitchRole = .checkBox
  ) {
    self.label = label
    self.isOn = isOn
    self.isEnabled = isEnabled
    self.tooltip = tooltip
    self.stateDescription = stateDescription
    self.announcement = announcement
    self.raisesToggleStateChanged = raisesToggleStateChanged
    self.atspiRole = atspiRole
  }
}

/// The AT-SPI role a GTK 4 GtkSwitch reaches Orca with. GTK's bridge maps
/// `GTK_ACCESSIBLE_ROLE_SWITCH` to `ATSPI_ROLE_CHECK_BOX` (gtkatspiutils.c,
/// `gtk_accessible_role_to_atspi_role`); a stack whose bridge maps it to `ATSPI_ROLE_SWITCH`
/// (at-spi2-core 2.56 added the role) is spoken as a switch. Which GTK release does that was
/// not found, so it is a named choice, not a version.
package enum GtkSwitchRole: String, CaseIterable, Sendable {
  /// `ATSPI_ROLE_CHECK_BOX`, checked or not: what the cited GTK source does.
  case checkBox = "check-box"
  /// `ATSPI_ROLE_SWITCH`, on or off.
  case toggleSwitch = "switch"
}
