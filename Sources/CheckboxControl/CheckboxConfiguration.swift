import Accessibility
import ComponentModel
import Controls
import Core

extension ControlKind {
  /// A checkbox: checked, not checked, or (where the app allows it) mixed; a tap, a click or
  /// Space toggles it.
  package static let checkbox: ControlKind = "checkbox"
}

/// Every setting of a checkbox: its visible label, its state, whether a click may set the
/// mixed state (AppKit `allowsMixedState`, WinUI `IsThreeState`), whether it is enabled, its
/// tooltip, the app's state description (Android) and what the app announces after each
/// toggle. The app's accessibility label and hint are under `accessibility:` as for every
/// control.
package struct CheckboxConfiguration: Equatable, Sendable, ControlConfiguration {
  /// The visible label (the button's title, `android:text`, the CheckBox's Content, the
  /// GtkCheckButton's label); `nil` for a checkbox with no text.
  package var label: String?
  /// Its state: checked, unchecked or mixed (NSButton `state`, `isChecked`, Compose
  /// `ToggleableState`, WinUI `IsChecked`, GTK `active` and `inconsistent`).
  package var state: ElementStates.Checked
  /// Whether a click cycles through the mixed state (AppKit `allowsMixedState`, WinUI
  /// `IsThreeState`); elsewhere the app sets mixed in code and a click leaves it.
  package var allowsMixed: Bool
  /// Whether it takes input (`false`: dimmed, disabled, insensitive).
  package var isEnabled: Bool
  /// The tooltip (NSView `toolTip`, Android `tooltipText`, WinUI `ToolTipService.ToolTip`,
  /// GTK `tooltip-text`): GTK names an unlabelled checkbox by it.
  package var tooltip: String?
  /// The app's state description (Android `stateDescription`), spoken by TalkBack in place of
  /// "checked"/"not checked".
  package var stateDescription: String?
  /// What the app announces after each toggle.
  package var announcement: String?
  /// How the app announces it: the platform call and its urgency (`announcedAs`).
  package var announcedAs: AnnouncementStyle = .standard
  /// Whether the UIA provider raises the ToggleState property-changed event when the box
  /// toggles (WinUI's peer does); `false` is a custom provider that never does, so Narrator
  /// and NVDA say nothing after a toggle.
  package var raisesToggleStateChanged: Bool

  /// Creates a configuration; the defaults are a stock, enabled, two-state checkbox that is
  /// not checked.
  package init(
    label: String? = nil, state: ElementStates.Checked = .unchecked, allowsMixed: Bool = false,
    isEnabled: Bool = true, tooltip: String? = nil, stateDescription: String? = nil,
    announcement: String? = nil, raisesToggleStateChanged: Bool = true
  ) {
    self.label = label
    self.state = state
    self.allowsMixed = allowsMixed
    self.isEnabled = isEnabled
    self.tooltip = tooltip
    self.stateDescription = stateDescription
    self.announcement = announcement
    self.raisesToggleStateChanged = raisesToggleStateChanged
  }

  /// The states as component files write them: `checked`, `unchecked`, `mixed`.
  package static let stateNames = ElementStates.Checked.allCases.map(\.rawValue)

  /// The state as a component file writes it; an unknown name leaves it not checked.
  package var stateName: String {
    get { state.rawValue }
    set { state = ElementStates.Checked(rawValue: newValue) ?? .unchecked }
  }
}
