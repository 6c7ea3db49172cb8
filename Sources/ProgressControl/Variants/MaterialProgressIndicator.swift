import Accessibility
import Controls
import Core

// Material Components' LinearProgressIndicator and CircularProgressIndicator extend
// BaseProgressIndicator, which extends android.widget.ProgressBar and keeps its accessibility:
// the class name ProgressBar (TalkBack's ROLE_PROGRESS_BAR), RangeInfo INT while determinate,
// the percent state description from Android 11. What TalkBack says is therefore ProgressBar's
// (high for the class, read in the Material source; the rest is ProgressBar's evidence).
extension ProgressVariantFacts {
  /// Material LinearProgressIndicator / CircularProgressIndicator.
  static let materialProgressIndicator = ProgressVariantFacts(
    nativeName: "ProgressIndicator (Material)", platform: .android,
    summary:
      "Android Material Linear/CircularProgressIndicator: a ProgressBar subclass, read as ProgressBar (\"50%\", Progress bar).",
    touchTarget: nil, alwaysIndeterminate: false, wholeNumbers: true,
    expose: { configuration, settings, environment in
      androidProgressBar.expose(configuration, settings, environment)
    },
    source: Source(
      "material-components-android BaseProgressIndicator extends ProgressBar and does not "
        + "change its accessibility class or node info", .high,
      .code(
        Repository(
          "material-components/material-components-android",
          commit: "e2a54daa9c5bf824770dccd768877b09319e1e0c"),
        path:
          "lib/java/com/google/android/material/progressindicator/BaseProgressIndicator.java",
        symbol: "BaseProgressIndicator"),
      .code(
        Repository(
          "aosp-mirror/platform_frameworks_base",
          commit: "ec0cfcbafb370d50420aafb7df6e9b81a6880f4f"),
        path: "core/java/android/widget/ProgressBar.java",
        symbol: "onInitializeAccessibilityNodeInfoInternal")))
}
