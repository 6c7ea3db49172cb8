import Controls
import Core

// Material's Snackbar (Views): its view is a polite live region (BaseTransientBottomBar), so
// TalkBack speaks its message after what it is saying, and the message and its action are in
// the tree a swipe walks while it is shown. LENGTH_SHORT is 1.5 s, LENGTH_LONG 2.75 s
// (SnackbarManager). getDuration: from Android 10 the length is what
// AccessibilityManager.getRecommendedTimeoutMillis returns, which is the app's own unless the
// user set a "time to take action" (modelled: the default, no such setting). Before 10 a
// snackbar with an action stays until dismissed under touch exploration; the model is of
// Android 10 and later.
extension ToastVariantFacts {
  /// Material Components' Snackbar.
  static let materialSnackbar = ToastVariantFacts(
    nativeName: "com.google.android.material.snackbar.Snackbar", platform: .android,
    summary:
      "Material Snackbar: a polite live region for 1.5 s (short), 2.75 s (long) or until dismissed; its action is reachable by swiping while it is shown.",
    speech: .liveRegion(.polite), lengths: [.short: 1.5, .long: 2.75, .indefinite: nil],
    allowsAction: true, messageIsNavigable: true,
    timingSource: Source(
      "SnackbarManager SHORT_DURATION_MS 1500, LONG_DURATION_MS 2750; Snackbar.getDuration: "
        + "getRecommendedTimeoutMillis from Android 10, LENGTH_INDEFINITE with an action under "
        + "touch exploration before", .high, .materialSnackbarManager, .materialSnackbarDuration,
      .recommendedTimeout),
    source: Source(
      "BaseTransientBottomBar sets ACCESSIBILITY_LIVE_REGION_POLITE on the snackbar's view",
      .high, .materialSnackbarLiveRegion, .magentaSnackbarToast))
}
