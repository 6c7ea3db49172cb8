import Accessibility
import Controls
import Core

// GtkSpinner (GTK 4): GTK_ACCESSIBLE_ROLE_PROGRESS_BAR (GTK's documentation) with no value;
// gtk_spinner_start and gtk_spinner_stop set and clear GTK_ACCESSIBLE_STATE_BUSY (AT-SPI busy;
// read in a GTK 4 fork's copy of gtkspinner.c, not GNOME/gtk's own). Orca's progress-bar
// generator has no percentage for it (no Value), so it speaks the name and the role; it says
// nothing of the busy state (it uses busy only for live regions and web documents). Named by
// the app (a spinner has no text of its own).
extension ProgressVariantFacts {
  /// GtkSpinner.
  static let gtkSpinner = ProgressVariantFacts(
    nativeName: "GtkSpinner", platform: .linux,
    summary:
      "Linux GtkSpinner: AT-SPI progress bar with no value and the busy state; Orca says name and role.",
    touchTarget: nil, alwaysIndeterminate: true, wholeNumbers: false,
    expose: { configuration, settings, _ in
      var busy = configuration
      busy.isIndeterminate = true
      var node = element(busy, settings, value: nil)
      node.states.insert(.busy)
      return node
    },
    source: Source(
      "GTK 4 GtkSpinner: GTK_ACCESSIBLE_ROLE_PROGRESS_BAR, GTK_ACCESSIBLE_STATE_BUSY while "
        + "spinning; Orca speech_generator _generate_progress_bar (no Value: the role)", .medium,
      .page("https://docs.gtk.org/gtk4/class.Spinner.html"),
      .code(
        Repository("robertpelloni/bobgui", commit: "3ee21be3025af806593b457677c434deab736631"),
        path: "bobgui/bobguispinner.c", symbol: "bobgui_spinner_start"),
      .orca("src/orca/speech_generator.py", "_generate_progress_bar")))
}
