import Controls
import Core

// GTK 4.14 added gtk_accessible_announce, which sends AT-SPI's announcement; an app shows its
// message (a revealer, a label) and announces it. Orca presents it as a message (its pack's
// announcement rule). The timer is the app's.
extension ToastVariantFacts {
  /// A custom GTK 4 toast announced with gtk_accessible_announce.
  static let gtkAnnouncedToast = ToastVariantFacts(
    nativeName: "custom revealer + gtk_accessible_announce", platform: .linux,
    summary:
      "A custom GTK 4 message; the app calls gtk_accessible_announce (GTK 4.14+) with its text.",
    speech: .announcement, lengths: customLengths, allowsAction: true, messageIsNavigable: true,
    timingSource: Source(
      "The app's own timer; gtk_accessible_announce is GTK 4.14+", .medium, .gtkAnnounce),
    source: Source(
      "gtk_accessible_announce (GTK 4.14): an AT-SPI announcement with a priority", .high,
      .gtkAnnounce))
}
