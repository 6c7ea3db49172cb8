import Controls
import Core

// An insensitive widget takes no focus and is skipped; its icon is presentational.
extension ButtonVariantFacts {
  /// GtkButton.
  static let gtkButton = ButtonVariantFacts(
    nativeName: "GtkButton", platform: .linux,
    summary:
      "GTK 4 GtkButton: role BUTTON named by its label, or by its tooltip when it has none; Space and Enter activate it.",
    touchTarget: nil, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: false,
    name: { configuration, settings in
      settings.label ?? configuration.label ?? configuration.tooltip
    },
    description: { configuration, name in
      configuration.tooltip == name ? nil : configuration.tooltip
    }, isImage: false,
    source: Source(
      "GTK gtk_at_context_get_text_accumulate: the tooltip names an unlabelled widget and describes a labelled one",
      .high,
      .code(
        Repository("GNOME/gtk", commit: "fe83b06eafc1fa8ee36ca2c4a1855949b7262fcb"),
        path: "gtk/gtkatcontext.c", symbol: "gtk_at_context_get_text_accumulate")))
}
