import Accessibility
import ComponentFile
import ComponentModel
import Controls

extension ComponentOption {
  /// Every setting a component file may give for a progress indicator (`control: progress`).
  /// The app's accessibility label and hint are under `accessibility:`, as for every control.
  package static let progress: [ComponentOption] = [
    progressOption(
      "label", .text, "The visible label; leave it out for a progress indicator with no text.",
      "the text beside it, the GtkLabel that labels it"
    ) {
      $0.label = $1.optionalText
    } current: {
      $0.label.map(quoted)
    },
    progressOption(
      "value", .number(allowsInfinity: false, allowsEmpty: false), "The value it starts at.",
      "progress, doubleValue, Value, fraction",
      variants: [
        "uikit", "swiftui", "appkit", "progressbar", "material-progress-indicator", "compose",
        "winui", "progress-ring", "gtk-progress-bar",
      ]
    ) {
      $0.value = $1.number
    } current: {
      number($0.value)
    },
    progressOption(
      "minimum", .number(allowsInfinity: false, allowsEmpty: false), "The lowest value.",
      "minValue, min, Minimum",
      variants: [
        "uikit", "swiftui", "appkit", "progressbar", "material-progress-indicator", "compose",
        "winui", "progress-ring", "gtk-progress-bar",
      ]
    ) {
      $0.minimum = $1.number
    } current: {
      number($0.minimum)
    },
    progressOption(
      "maximum", .number(allowsInfinity: false, allowsEmpty: false), "The highest value.",
      "maxValue, max, Maximum",
      variants: [
        "uikit", "swiftui", "appkit", "progressbar", "material-progress-indicator", "compose",
        "winui", "progress-ring", "gtk-progress-bar",
      ]
    ) {
      $0.maximum = $1.number
    } current: {
      number($0.maximum)
    },
    progressOption(
      "indeterminate", .boolean,
      "true for a busy indicator with no value (a pulsing or spinning bar).",
      "isIndeterminate, setIndeterminate, IsIndeterminate, gtk_progress_bar_pulse, a "
        + "ProgressView or Compose indicator without progress",
      variants: [
        "swiftui", "appkit", "progressbar", "material-progress-indicator", "compose", "winui",
        "progress-ring", "gtk-progress-bar",
      ]
    ) {
      $0.isIndeterminate = $1.boolean
    } current: {
      "\($0.isIndeterminate)"
    },
    progressOption(
      "exposesValue", .boolean,
      "false for a custom progress view that exposes no value at all (no accessibilityValue, "
        + "RangeInfo, RangeValue or AT-SPI Value): a misconfiguration to test.",
      "accessibilityValue, RangeInfo, RangeValue pattern, AT-SPI Value"
    ) {
      $0.exposesValue = $1.boolean
    } current: {
      "\($0.exposesValue)"
    },
  ]

  private static let progressOption = ComponentOptions(.progress, ProgressConfiguration.self)
}
