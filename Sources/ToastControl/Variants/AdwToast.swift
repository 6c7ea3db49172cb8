import Controls
import Core

// libadwaita's AdwToast, shown by an AdwToastOverlay: the overlay makes an AdwToastWidget for
// the toast and appends it as its last child. The widget's accessible role is ALERT (AT-SPI's
// alert), and neither it nor the overlay calls gtk_accessible_announce: a reader hears it only
// through the events GTK sends for a widget that appears. GTK 4's AT-SPI backend answers a
// widget's hidden state changing with children-changed on its parent, and sends
// state-changed:showing only for a top-level window; Orca's default script only clears its
// caches on children-changed, and its GTK script presents an alert on state-changed:showing.
// So with GTK 4 as read, Orca says nothing (showingEvent: none, the default); where the toolkit
// sends state-changed:showing for the toast (showingEvent: sent), Orca's GTK script presents it
// as an alert, interrupting.
//
// The toast's label is its title, its button (button-label) activates the toast's action and
// dismisses it, and its close button is an icon whose tooltip, "Dismiss", is its accessible
// name (GTK names a widget by its tooltip when nothing else names it). Its timeout is 5 s by
// default, in whole seconds, 0 for none; it does not run while keyboard focus is inside the
// toast, and starts again from the whole timeout when focus leaves. Escape dismisses the
// overlay's current toast; both buttons are in the window's focus chain after the overlay's
// content.
extension ToastVariantFacts {
  /// libadwaita's AdwToast.
  static let adwToast = ToastVariantFacts(
    nativeName: "AdwToast (AdwToastOverlay)", platform: .linux,
    summary:
      "libadwaita AdwToast: a widget with the alert role that announces nothing itself; shown 5 s by default (whole seconds, or until dismissed), held while focus is inside it; its button and its Dismiss button are reached with Tab.",
    speech: .alertShowing, lengths: [.short: 5, .indefinite: nil], allowsAction: true,
    messageIsNavigable: true, closeButtonName: "Dismiss", keyboardReachesButtons: true,
    focusHoldsTimer: true, wholeSeconds: true, escapeDismisses: true,
    timingSource: Source(
      "AdwToast:timeout: 5 s by default, whole seconds, 0 until dismissed; AdwToastWidget "
        + "stops its timer while focus, the pointer or a press is inside it and starts it "
        + "again whole", .high, .adwToast("src/adw-toast.c", "adw_toast_class_init"),
      .adwToast("src/adw-toast-widget.ui", "GtkEventControllerFocus"),
      .adwToast("src/adw-toast-widget.c", "uninhibit_hide")),
    source: Source(
      "AdwToastWidget's role is GTK_ACCESSIBLE_ROLE_ALERT and it announces nothing; "
        + "AdwToastOverlay appends it (gtk_widget_insert_before, last child) and dismisses the "
        + "current toast on Escape", .high,
      .adwToast("src/adw-toast-widget.c", "adw_toast_widget_class_init"),
      .adwToast("src/adw-toast-overlay.c", "show_toast")))

  /// Where Tab reaches an AdwToast's buttons: GtkButtons in the overlay's focus chain.
  static let adwToastKeyboard = Source(
    "AdwToastWidget's action and close buttons are GtkButtons (focusable; focus-on-click "
      + "false only keeps a click from focusing them), children of the overlay after its "
      + "content; the close button's name is its tooltip \"Dismiss\" (GTK's name computation "
      + "falls back to the tooltip)", .medium,
    .adwToast("src/adw-toast-widget.ui", "close_button"),
    .code(
      Repository("GNOME/gtk", commit: "fe83b06eafc1fa8ee36ca2c4a1855949b7262fcb"),
      path: "gtk/gtkatcontext.c", symbol: "gtk_at_context_get_text_accumulate"))
}

/// Whether the toolkit sends AT-SPI's `state-changed:showing` for an AdwToast's widget as it
/// appears: the one step between libadwaita's alert-role widget and Orca's alert presentation
/// that decides whether Orca says anything.
package enum ToastShowingEvent: String, Sendable, CaseIterable, Equatable {
  /// GTK 4 as read: a widget that appears inside a window gets children-changed on its parent
  /// and no state-changed:showing, so Orca says nothing. The default.
  case none
  /// A toolkit that sends state-changed:showing for the toast's widget: Orca's GTK script
  /// presents the alert at once, interrupting.
  case sent

  /// The evidence for this side.
  package var source: Source {
    switch self {
    case .none:
      Source(
        "GTK 4's gtk_at_spi_context_state_change: a change of the hidden state sends "
          + "state-changed:showing only for a GtkRoot (a window), else children-changed on the "
          + "parent; Orca's default _on_children_added only clears caches. No recording of Orca "
          + "with an AdwToast was found", .medium,
        .code(
          Repository("GNOME/gtk", commit: "7d3970546c8d2778c61181b1433cda023eb9a02e"),
          path: "gtk/a11y/gtkatspicontext.c", symbol: "gtk_at_spi_context_state_change"),
        .orca("src/orca/scripts/default.py", "_on_children_added"))
    case .sent:
      Source(
        "Orca's GTK script _on_showing_changed presents an alert that becomes showing, "
          + "interrupting, unless its parent is the application; no GTK 4 code read sends the "
          + "event for a widget inside a window", .low,
        .orca("src/orca/scripts/toolkits/gtk/script.py", "_on_showing_changed"),
        .adwToast("src/adw-toast-widget.c", "adw_toast_widget_class_init"))
    }
  }
}
