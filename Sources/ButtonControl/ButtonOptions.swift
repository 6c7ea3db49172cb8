import Accessibility
import ComponentFile
import ComponentModel
import Controls

extension ComponentOption {
  /// Every setting a component file may give for a button (`control: button`). The app's
  /// accessibility label and hint are under `accessibility:`, as for every control.
  package static let button: [ComponentOption] = [
    buttonOption(
      "label", .text, "The visible title; leave it out for an icon-only button.",
      "title, Text, android:text, Content, label"
    ) {
      $0.label = $1.optionalText
    } current: {
      $0.label.map(quoted)
    },
    buttonOption(
      "enabled", .boolean, "Whether the button takes input (false: dimmed, disabled, insensitive).",
      "isEnabled, enabled, IsEnabled, sensitive"
    ) {
      $0.isEnabled = $1.boolean
    } current: {
      "\($0.isEnabled)"
    },
    buttonOption(
      "tooltip", .text,
      "The tooltip: GTK names an icon-only button by it and describes a labelled one.",
      "toolTip, tooltipText, ToolTipService.ToolTip, tooltip-text"
    ) {
      $0.tooltip = $1.optionalText
    } current: {
      $0.tooltip.map(quoted)
    },
    buttonOption(
      "announcement", .text, "What the app announces after each activation.",
      "UIAccessibility.post(.announcement), announceForAccessibility, RaiseNotificationEvent"
    ) {
      $0.announcement = $1.optionalText
    } current: {
      $0.announcement.map(quoted)
    },
    .announcedAs(control: .button, \ButtonConfiguration.announcedAs),
  ]

  private static let buttonOption = ComponentOptions(.button, ButtonConfiguration.self)
}
