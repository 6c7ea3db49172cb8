import Accessibility
import Controls
import Core

// WinUI ProgressBar: a RangeBase, so its automation peer gives the RangeValue pattern (Value,
// Minimum, Maximum) and no Value pattern; its UIA control type is ProgressBar. With
// IsIndeterminate the value means nothing; this model exposes none (not read: low).
extension ProgressVariantFacts {
  /// WinUI ProgressBar.
  static let winUIProgressBar = ProgressVariantFacts(
    nativeName: "ProgressBar (WinUI)", platform: .windows,
    summary:
      "Windows WinUI ProgressBar: UIA ProgressBar with RangeValue; IsIndeterminate exposes no value (low).",
    touchTarget: nil, alwaysIndeterminate: false, wholeNumbers: false,
    expose: { configuration, settings, _ in
      element(configuration, settings, value: number(configuration.value))
    },
    source: Source(
      "WinUI ProgressBar (a RangeBase: RangeBaseAutomationPeer gives RangeValue only); UIA "
        + "ProgressBar control type", .medium,
      .winUI("controls/dev/ProgressBar/ProgressBar.cpp"),
      .winUI("dxaml/xcp/dxaml/lib/RangeBaseAutomationPeer_Partial.cpp"),
      .page(
        "https://learn.microsoft.com/windows/win32/winauto/uiauto-supportprogressbarcontroltype")))
}
