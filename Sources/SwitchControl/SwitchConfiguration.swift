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

  /// Creates a configuration; the defaults are a stock, enabled switch that is off.
  package init(
    label: String? = nil, isOn: Bool = false, isEnabled: Bool = true, tooltip: String? = nil,
    stateDescription: String? = nil, announcement: String? = nil
  ) {
    self.label = label
    self.isOn = isOn
    self.isEnabled = isEnabled
    self.tooltip = tooltip
    self.stateDescription = stateDescription
    self.announcement = announcement
  }
}
