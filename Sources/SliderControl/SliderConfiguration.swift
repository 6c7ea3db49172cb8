import Accessibility
import ComponentModel
import Controls
import Core

extension ControlKind {
  /// A slider: a value dragged, keyed or adjusted by a screen reader between a minimum and a
  /// maximum.
  package static let slider: ControlKind = "slider"
}

/// Every setting of a slider: its visible label, value and range, step, the app's value text
/// and state description, whether it is enabled, its tooltip, range kind (Android),
/// orientation, whether it exposes its value at all, and what the app announces after each
/// change. The app's accessibility label and hint are under `accessibility:` as for every
/// control.
package struct SliderConfiguration: Equatable, Sendable, ControlConfiguration {
  /// The visible label (a WinUI Slider's Header, the GtkLabel that labels a GtkScale, the text
  /// an app puts next to it); `nil` for a slider with no text.
  package var label: String?
  /// The value it starts at.
  package var value: Double
  /// The lowest value (`minimumValue`, `min`, `valueFrom`, `Minimum`, the adjustment's lower).
  package var minimum: Double
  /// The highest value.
  package var maximum: Double
  /// The app's step (`step:`, `keyProgressIncrement`, `stepSize`, `SmallChange`, the
  /// adjustment's step increment); `nil` for the variant's own default, 0 for continuous.
  package var step: Double?
  /// The app's value text (`accessibilityValue`, `setAccessibilityValueDescription`,
  /// GTK's value-text property), a template with `{value}` and `{label}`; `nil` for the
  /// platform's own.
  package var valueText: String?
  /// Whether it takes input (`false`: dimmed, disabled, insensitive).
  package var isEnabled: Bool
  /// The tooltip: GTK names a scale with no label by it.
  package var tooltip: String?
  /// The app's state description (Android `stateDescription`, a template with `{value}` and
  /// `{label}`), spoken by TalkBack in place of the platform's.
  package var stateDescription: String?
  /// The RangeInfo type an Android slider reports, when the app overrides the widget's own.
  package var rangeKind: ElementStates.RangeInfo.Kind?
  /// Which way it moves.
  package var orientation: ElementStates.Orientation
  /// `false` for a custom slider that exposes no value at all (no accessibilityValue, no
  /// RangeInfo or state description, no RangeValue, no AT-SPI Value): a misconfiguration.
  package var exposesValue: Bool
  /// What the app announces after each change (`{value}`, `{label}`).
  package var announcement: String?
  /// How the app announces it: the platform call and its urgency (`announcedAs`).
  package var announcedAs: AnnouncementStyle = .standard

  /// Creates a configuration; the defaults are a stock, enabled, horizontal slider from 0 to
  /// 100 at 50 with the variant's own step.
  package init(
    label: String? = nil, value: Double = 50, minimum: Double = 0, maximum: Double = 100,
    step: Double? = nil, valueText: String? = nil, isEnabled: Bool = true,
    tooltip: String? = nil, stateDescription: String? = nil,
    rangeKind: ElementStates.RangeInfo.Kind? = nil,
    orientation: ElementStates.Orientation = .horizontal, exposesValue: Bool = true,
    announcement: String? = nil
  ) {
    self.label = label
    self.value = value
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
    self.valueText = valueText
    self.isEnabled = isEnabled
    self.tooltip = tooltip
    self.stateDescription = stateDescription
    self.rangeKind = rangeKind
    self.orientation = orientation
    self.exposesValue = exposesValue
    self.announcement = announcement
  }

  /// The range divided into `parts` equal pieces, computed without overflow even when the
  /// range is wider than the largest number (0 for an empty range).
  package func share(_ parts: Double) -> Double {
    RangeArithmetic.share(from: minimum, to: maximum, parts: parts)
  }

  /// The value's place in the range, 0…1 (0 for an empty range), computed without overflow.
  package var fraction: Double {
    RangeArithmetic.fraction(of: value, from: minimum, to: maximum)
  }
}
