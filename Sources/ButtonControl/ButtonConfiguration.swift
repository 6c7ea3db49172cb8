import Accessibility
import ComponentModel
import Controls
import Core

extension ControlKind {
  /// A push button: activated by a tap, a click, Space or Enter.
  package static let button: ControlKind = "button"
}

/// Every setting of a push button, under one name each: the visible title, whether it is
/// enabled, its tooltip, and what the app announces when it is activated. The app's
/// accessibility label and hint are under `accessibility:` as for every control.
package struct ButtonConfiguration: Equatable, Sendable, ControlConfiguration {
  /// The visible title (UIButton's title, SwiftUI's `Text`, `android:text`, a WinUI Button's
  /// string content, a GtkButton's label); `nil` for an icon-only button.
  package var label: String?
  /// Whether it takes input (`false`: dimmed, disabled, insensitive).
  package var isEnabled: Bool
  /// The tooltip (NSView `toolTip`, Android `tooltipText`, WinUI `ToolTipService.ToolTip`,
  /// GTK `tooltip-text`): GTK 4 names an unlabelled button by it.
  package var tooltip: String?
  /// What the app announces after each activation (`UIAccessibility.post(.announcement)`,
  /// `announceForAccessibility`, `RaiseNotificationEvent`, `gtk_accessible_announce`).
  package var announcement: String?
  /// How the app announces it: the platform call and its urgency (`announcedAs`).
  package var announcedAs: AnnouncementStyle = .standard

  /// Creates a configuration; the defaults are a stock, enabled, untitled button.
  package init(
    label: String? = nil, isEnabled: Bool = true, tooltip: String? = nil,
    announcement: String? = nil
  ) {
    self.label = label
    self.isEnabled = isEnabled
    self.tooltip = tooltip
    self.announcement = announcement
  }
}
