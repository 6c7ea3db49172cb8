import Core

/// What an app sets for accessibility on any control: the settings a component file gives
/// under `accessibility:` that every control reads. A control's own settings there (a
/// stepper's presentation, value text, live region, announcements) are in its configuration.
/// Misconfigurations are modelled as honestly as good ones: an unset label stays unset.
package struct AccessibilitySettings: Equatable, Sendable {
  /// The accessibility label of the control itself (the adjustable element, the NSStepper,
  /// the GTK spin button, a NumberBox's `AutomationProperties.Name`, a button's label).
  package var label: String?
  /// The hint of the control itself.
  package var hint: String?
  /// Hide the visible label from screen readers (`isAccessibilityElement = false`,
  /// `importantForAccessibility = no`), e.g. when the control's own label repeats it.
  package var labelHidden: Bool
  /// Whether the app's text (label, value, field) grows with the system text size (Dynamic
  /// Type, sp units, text scaling). `false` fails MagentaA11y's 200% criterion.
  package var scalesText: Bool
  /// The touch target in points (iOS) or dp (Android) when the app draws it at another size
  /// than the variant's own; `nil` keeps the variant's (seed 000 metrics).
  package var touchTarget: Double?
  /// Whether the app drew the control itself in a plain view that says nothing of what it is
  /// (an Android `View`, an iOS `UIView` without traits, a UIA Custom element, a GTK widget of
  /// the generic role): its elements keep their names and clicks but lose their role, states,
  /// value and adjust actions. The misconfiguration is the app's, so every control takes it.
  package var plainView: Bool

  /// Creates settings; the defaults are what an app gets by doing nothing.
  package init(
    label: String? = nil, hint: String? = nil, labelHidden: Bool = false,
    scalesText: Bool = true, touchTarget: Double? = nil, plainView: Bool = false
  ) {
    self.label = label
    self.hint = hint
    self.labelHidden = labelHidden
    self.scalesText = scalesText
    self.touchTarget = touchTarget
    self.plainView = plainView
  }
}
