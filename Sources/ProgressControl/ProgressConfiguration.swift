import Accessibility
import ComponentModel
import Controls
import Core

extension ControlKind {
  /// A progress indicator: a value the app sets between a minimum and a maximum, or busy with
  /// no value (indeterminate). Nobody adjusts it.
  package static let progress: ControlKind = "progress"
}

/// Every setting of a progress indicator: its visible label, value and range, whether it is
/// indeterminate, whether it exposes its value at all. The app's accessibility label and hint
/// are under `accessibility:` as for every control.
package struct ProgressConfiguration: Equatable, Sendable, ControlConfiguration {
  /// The visible label (a WinUI ProgressBar's neighbour text, the GtkLabel that labels a
  /// GtkProgressBar); `nil` for a progress indicator with no text.
  package var label: String?
  /// The value it starts at (`progress`, `doubleValue`, `Value`, `fraction`).
  package var value: Double
  /// The lowest value.
  package var minimum: Double
  /// The highest value.
  package var maximum: Double
  /// Whether it is busy with no value (a spinner, an indeterminate bar).
  package var isIndeterminate: Bool
  /// `false` for a custom progress view that exposes no value at all (no accessibilityValue,
  /// no RangeInfo or state description, no RangeValue, no AT-SPI Value): a misconfiguration.
  package var exposesValue: Bool
  /// Always `true`: a progress indicator takes no input to disable.
  package var isEnabled: Bool { true }

  /// Creates a configuration; the defaults are a determinate bar from 0 to 100 at 0.
  package init(
    label: String? = nil, value: Double = 0, minimum: Double = 0, maximum: Double = 100,
    isIndeterminate: Bool = false, exposesValue: Bool = true
  ) {
    self.label = label
    self.value = value
    self.minimum = minimum
    self.maximum = maximum
    self.isIndeterminate = isIndeterminate
    self.exposesValue = exposesValue
  }

  /// The value's place in the range, 0…1 (0 for an empty range), computed without overflow.
  package var fraction: Double {
    RangeArithmetic.fraction(of: value, from: minimum, to: maximum)
  }

  /// The range as the accessibility API reports it, or `nil` when it reports none
  /// (indeterminate, or no value exposed).
  package func range(kind: ElementStates.RangeInfo.Kind) -> ElementStates.RangeInfo? {
    guard exposesValue, !isIndeterminate else { return nil }
    return ElementStates.RangeInfo(minimum: minimum, maximum: maximum, value: value, kind: kind)
  }
}
