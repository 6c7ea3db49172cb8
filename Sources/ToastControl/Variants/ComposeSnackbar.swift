import Controls
import Core

// Compose Material 3's SnackbarHost: the shown snackbar's box is a polite live region (its
// semantics set liveRegion = Polite while it is the current one, with a dismiss action and a
// pane title), so TalkBack speaks its message as a Material Snackbar's. Its lengths are
// SnackbarDuration.Short 4 s, Long 10 s, or Indefinite, passed through
// calculateRecommendedTimeoutMillis (containsControls when it has an action), which keeps them
// unless the user set a longer "time to take action" (not modelled: the default).
extension ToastVariantFacts {
  /// Compose Material 3 Snackbar in a SnackbarHost.
  static let composeSnackbar = ToastVariantFacts(
    nativeName: "Compose SnackbarHost (Material 3 Snackbar)", platform: .android,
    summary:
      "Compose Material 3 Snackbar in a SnackbarHost: a polite live region for 4 s (short), 10 s (long) or until dismissed; its action is reachable by swiping while it is shown.",
    speech: .liveRegion(.polite), lengths: [.short: 4, .long: 10, .indefinite: nil],
    allowsAction: true, messageIsNavigable: true,
    timingSource: Source(
      "SnackbarDuration.toMillis: Short 4000 ms, Long 10000 ms, Indefinite; through "
        + "AccessibilityManager.calculateRecommendedTimeoutMillis", .high,
      .composeSnackbarHost("toMillis"), .recommendedTimeout),
    source: Source(
      "FadeInFadeOutWithScale: semantics liveRegion = LiveRegionMode.Polite on the shown "
        + "snackbar", .high, .composeSnackbarHost("FadeInFadeOutWithScale"),
      .magentaSnackbarToast))
}
