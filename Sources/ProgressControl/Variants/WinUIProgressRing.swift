import Accessibility
import Controls
import Core

// WinUI ProgressRing: ProgressRingAutomationPeer gives the UIA ProgressBar control type and the
// RangeValue pattern only while it is not indeterminate; while it is active and indeterminate
// its name is the localized "Busy" before the app's name ("Busy Loading"). Its localized
// control type is "Progress Ring", which Narrator may speak in place of "progress bar": the
// element model has no localized control type of its own, so Narrator's word here is the
// ProgressBar control type's (see Documentation/Evidence.md). The ring is modelled as active.
extension ProgressVariantFacts {
  private static let ringPeer = Reference.code(
    Repository("microsoft/microsoft-ui-xaml", commit: "0d1fbf853b9e66670dff35fbdeef10abfaf982a8"),
    path: "controls/dev/ProgressRing/ProgressRingAutomationPeer.cpp", symbol: "GetNameCore")

  /// WinUI ProgressRing.
  static let winUIProgressRing = ProgressVariantFacts(
    nativeName: "ProgressRing (WinUI)", platform: .windows,
    summary:
      "Windows WinUI ProgressRing: UIA ProgressBar with RangeValue; indeterminate has none and is named \"Busy …\".",
    touchTarget: nil, alwaysIndeterminate: false, wholeNumbers: false,
    expose: { configuration, settings, _ in
      var node = element(configuration, settings, value: number(configuration.value))
      node.localizedControlType = "ProgressRing"
      if configuration.isIndeterminate {
        node.name = ["Busy", node.name].compactMap { $0 }.joined(separator: " ")
        if node.nameSource == .none { node.nameSource = .platformDefault }
      }
      return node
    },
    source: Source(
      "ProgressRingAutomationPeer: control type ProgressBar, RangeValue unless IsIndeterminate, "
        + "name \"Busy \" + name while active and indeterminate (ProgressRingIndeterminateStatus "
        + "\"Busy\"); GetLocalizedControlTypeCore: ProgressRingName, \"ProgressRing\"", .medium,
      ringPeer,
      .winUI(
        "controls/dev/ProgressRing/ProgressRingAutomationPeer.cpp", "GetLocalizedControlTypeCore"),
      .winUI("controls/dev/ProgressRing/Strings/en-us/Resources.resw", "ProgressRingName"),
      .code(
        Repository(
          "microsoft/microsoft-ui-xaml", commit: "dfd0207297989c85ca5f9418ef2c6c9533c4f20c"),
        path: "dev/ProgressRing/Strings/en-us/Resources.resw",
        symbol: "ProgressRingIndeterminateStatus")))
}
