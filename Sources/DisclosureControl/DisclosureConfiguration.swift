import ComponentModel
import Controls
import Core

extension ControlKind {
  /// A disclosure (an expandable): activating it shows or hides the content below it, and it
  /// says whether it is expanded or collapsed.
  package static let disclosure: ControlKind = "disclosure"
}

/// Every setting of a disclosure: its visible label, whether it starts expanded, whether it is
/// enabled, and the two ways teams get it wrong: a disclosure that never exposes an expanded
/// state (a plain button) and one whose exposed state never changes. The app's accessibility
/// label and hint are under `accessibility:` as for every control.
package struct DisclosureConfiguration: Equatable, Sendable, ControlConfiguration {
  /// The visible label (the button's title, the DisclosureGroup's or Expander's header, the
  /// GtkExpander's label); `nil` for a disclosure with no text.
  package var label: String?
  /// Whether it starts expanded (`isExpanded`, `IsExpanded`, `expanded`).
  package var isExpanded: Bool
  /// Whether it takes input (`false`: dimmed, disabled, insensitive).
  package var isEnabled: Bool
  /// Whether the platform is told it can expand and collapse (iOS `accessibilityExpandedStatus`,
  /// Android's expand/collapse actions, UIA's ExpandCollapse pattern, AT-SPI's expandable
  /// state). `false` is the MISCONFIGURED disclosure drawn as a plain button: no reader ever
  /// says expanded or collapsed.
  package var exposesExpandedState: Bool
  /// Whether the exposed state follows the content. `false` is the MISCONFIGURED disclosure
  /// that shows and hides its content but keeps telling readers the state it started in, so
  /// nothing is said when it changes and a reader that comes back hears the old state.
  package var updatesExpandedState: Bool

  /// Creates a configuration; the defaults are a stock, enabled disclosure that is collapsed.
  package init(
    label: String? = nil, isExpanded: Bool = false, isEnabled: Bool = true,
    exposesExpandedState: Bool = true, updatesExpandedState: Bool = true
  ) {
    self.label = label
    self.isExpanded = isExpanded
    self.isEnabled = isEnabled
    self.exposesExpandedState = exposesExpandedState
    self.updatesExpandedState = updatesExpandedState
  }
}
