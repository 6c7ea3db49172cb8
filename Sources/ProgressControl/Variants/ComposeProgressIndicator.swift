import Accessibility
import Controls
import Core

// Compose Material 3 LinearProgressIndicator and CircularProgressIndicator: progressSemantics
// sets ProgressBarRangeInfo(progress, 0…1), or ProgressBarRangeInfo.Indeterminate with no
// progress. The accessibility delegate gives a node with ProgressBarRangeInfo and no
// SetProgress the class android.widget.ProgressBar (TalkBack's ROLE_PROGRESS_BAR), RangeInfo
// FLOAT while determinate, and, unless the app sets one, a state description: template_percent
// "%1$d percent." (0 and 100 only when exact, else 1…99) while determinate, in_progress
// ("In progress") while indeterminate (getInfoStateDescriptionOrNull: high). The component's
// range is scaled to Compose's 0…1.
extension ProgressVariantFacts {
  private static let composeDelegate = Reference.code(
    Repository("androidx/androidx", commit: "0094ab0395af0c3befc92cca185042cbb47c83cc"),
    path:
      "compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt",
    symbol: "getInfoStateDescriptionOrNull")

  /// Compose's percent: rounded, but 0 and 100 only when exact.
  static func composePercent(_ configuration: ProgressConfiguration) -> Int {
    let fraction = configuration.fraction
    if fraction <= 0 { return 0 }
    if fraction >= 1 { return 100 }
    return min(99, max(1, RangeArithmetic.saturatingInt(fraction * 100)))
  }

  /// Compose LinearProgressIndicator / CircularProgressIndicator.
  static let composeProgressIndicator = ProgressVariantFacts(
    nativeName: "ProgressIndicator (Compose)", platform: .android,
    summary:
      "Android Compose Linear/CircularProgressIndicator: a ProgressBar-class node with \"50 percent.\"; indeterminate \"In progress\".",
    touchTarget: nil, alwaysIndeterminate: false, wholeNumbers: false,
    expose: { configuration, settings, _ in
      var node = element(
        configuration, settings, value: nil, rangeKind: .float,
        stateDescription: "\(composePercent(configuration)) percent.")
      if configuration.exposesValue {
        if configuration.isIndeterminate {
          node.states.stateDescription = "In progress"
        } else {
          node.states.range = ElementStates.RangeInfo(
            minimum: 0, maximum: 1, value: configuration.fraction, kind: .float)
        }
      }
      return node
    },
    source: Source(
      "Compose progressSemantics (ProgressBarRangeInfo 0…1, or Indeterminate); accessibility "
        + "delegate: class ProgressBar, RangeInfo FLOAT, template_percent \"%1$d percent.\", "
        + "in_progress \"In progress\"", .high, composeDelegate,
      .code(
        Repository("androidx/androidx", commit: "1d7dc4d109e12aa0d24aba1e4a024b996849f4ef"),
        path: "compose/ui/ui/src/androidMain/res/values/strings.xml", symbol: "in_progress")))
}
