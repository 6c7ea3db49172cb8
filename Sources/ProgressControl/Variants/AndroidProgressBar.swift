import Accessibility
import Controls
import Core

// android.widget.ProgressBar: TalkBack's ROLE_PROGRESS_BAR by its class (Role.getRole, after
// SeekBar), role description value_progress_bar. A determinate bar reports RangeInfo INT
// (min, max, progress); an indeterminate one reports none (onInitializeAccessibilityNodeInfo-
// Internal: high). From Android 11 ProgressBar also sets the locale's percent as its state
// description, as for a SeekBar (decompiled copy: medium); TalkBack's SeekBarDescription,
// shared by both roles, speaks the state description first.
extension ProgressVariantFacts {
  /// ProgressBar's Android 11 state description: NumberFormat's percent, rounding half to even.
  static func androidPercent(_ configuration: ProgressConfiguration) -> String {
    "\(RangeArithmetic.saturatingInt(configuration.fraction * 100, rounding: .toNearestOrEven))%"
  }

  /// ProgressBar.
  static let androidProgressBar = ProgressVariantFacts(
    nativeName: "ProgressBar", platform: .android,
    summary:
      "Android ProgressBar: TalkBack's Progress bar; RangeInfo int and \"50%\" on Android 11+; indeterminate has no range.",
    touchTarget: nil, alwaysIndeterminate: false, wholeNumbers: true,
    expose: { configuration, settings, environment in
      let state = environment.androidVersion >= 11 ? androidPercent(configuration) : nil
      return element(
        configuration, settings, value: nil, rangeKind: .int, stateDescription: state)
    },
    source: Source(
      "ProgressBar.onInitializeAccessibilityNodeInfoInternal: RangeInfo INT only when not "
        + "indeterminate; TalkBack Role.getRole ROLE_PROGRESS_BAR, SeekBarDescription", .high,
      .code(
        Repository(
          "aosp-mirror/platform_frameworks_base",
          commit: "ec0cfcbafb370d50420aafb7df6e9b81a6880f4f"),
        path: "core/java/android/widget/ProgressBar.java",
        symbol: "onInitializeAccessibilityNodeInfoInternal"),
      .talkBack("utils/src/main/java/com/google/android/accessibility/utils/Role.java", "getRole"),
      .talkBackCode(
        "compositor/roledescription/SeekBarDescription.java", "stateDescription")))
}
