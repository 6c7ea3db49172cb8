import Accessibility
import Controls
import Core

// GtkProgressBar: GTK_ACCESSIBLE_ROLE_PROGRESS_BAR (AT-SPI "progress bar") with the Value
// interface; a pulsing bar has no meaningful value, and Orca's get_value_as_percent gives none
// for an indeterminate object. Named by its label or its shown text. Not focusable.
extension ProgressVariantFacts {
  /// GtkProgressBar.
  static let gtkProgressBar = ProgressVariantFacts(
    nativeName: "GtkProgressBar", platform: .linux,
    summary:
      "Linux GtkProgressBar: AT-SPI progress bar with its value; pulsing (indeterminate) has none.",
    touchTarget: nil, alwaysIndeterminate: false, wholeNumbers: false,
    expose: { configuration, settings, _ in
      element(configuration, settings, value: number(configuration.value))
    },
    source: Source(
      "GTK 4 GtkProgressBar: GTK_ACCESSIBLE_ROLE_PROGRESS_BAR; Orca ax_value.py "
        + "get_value_as_percent (none when indeterminate)", .medium,
      .page("https://docs.gtk.org/gtk4/class.ProgressBar.html"),
      .orca("src/orca/ax_value.py", "get_value_as_percent")))
}
