import ComponentFile
import ComponentModel
import Controls
import Core
import ProgressControl
import Testing

/// The progress indicator without a screen reader: the app's value clamped into the range,
/// nothing a user does moves it, indeterminate has no value, and the set-ups it refuses.
@Suite("Progress behaviour")
struct ProgressBehaviourTests {
  func make(
    _ variant: ProgressVariant, _ change: (inout ProgressConfiguration) -> Void = { _ in }
  ) throws(ConfigurationError) -> ProgressIndicator {
    var configuration = ProgressConfiguration()
    change(&configuration)
    return try ProgressIndicator(
      platform: variant.facts.platform,
      setup: PlatformSetup(
        variant: variant.id, nativeName: variant.facts.nativeName, configuration: configuration))
  }

  @Test("The app sets the value, clamped into the range; whole numbers on Android")
  func appSetsValue() throws {
    var bar = try make(.winui)
    _ = bar.setByApp(.number(30.5))
    #expect(bar.current == 30.5)
    _ = bar.setByApp(.number(150))
    #expect(bar.current == 100)
    var android = try make(.progressBar)
    _ = android.setByApp(.number(30.7))
    #expect(android.current == 30)
  }

  @Test("Nobody moves it: keys, taps and a reader's adjust or activate are ignored")
  func noInput() throws {
    var bar = try make(.gtkProgressBar) { $0.value = 40 }
    let events =
      bar.pressKey(KeyChord(.right)) + bar.tap(.control)
      + bar.perform(.increment, on: .control) + bar.perform(.activate, on: .control)
    #expect(bar.current == 40)
    #expect(
      events.compactMap {
        if case .inputIgnored(let reason, _) = $0.kind { return reason }
        return nil
      }.contains("a progress indicator cannot be adjusted"))
  }

  @Test("Indeterminate: no value, and the app's value is refused with a reason")
  func indeterminate() throws {
    var spinner = try make(.activityIndicator)
    #expect(spinner.value == .nothing)
    let events = spinner.setByApp(.number(10))
    #expect(
      events.map(\.kind) == [
        .inputIgnored("the UIActivityIndicatorView is indeterminate; it shows no value")
      ])
    #expect(
      try make(.appkit) { $0.isIndeterminate = true }.headline
        == "appkit (NSProgressIndicator) · no label · indeterminate")
  }

  @Test("Spinners are always indeterminate; Material's values are whole, Compose's are not")
  func issue27Variants() throws {
    for variant in [ProgressVariant.appkitSpinner, .gtkSpinner] {
      var spinner = try make(variant) { $0.value = 40 }
      #expect(spinner.value == .nothing)
      #expect(
        spinner.setByApp(.number(10)).map(\.kind) == [
          .inputIgnored("the \(variant.facts.nativeName) is indeterminate; it shows no value")
        ])
    }
    var material = try make(.materialProgressIndicator)
    _ = material.setByApp(.number(30.7))
    #expect(material.current == 30)
    var compose = try make(.compose)
    _ = compose.setByApp(.number(30.7))
    #expect(compose.current == 30.7)
    #expect(
      try make(.progressRing) { $0.isIndeterminate = true }.headline
        == "progress-ring (ProgressRing (WinUI)) · no label · indeterminate")
  }

  @Test("A spinner takes no value: a platform's value for it is an error at its line")
  func spinnerValueRefused() {
    let yaml =
      "control: progress\nlabel: Loading\nplatforms:\n  linux: { variant: gtk-spinner, value: 5 }\n"
    #expect(throws: ComponentFileError.self) {
      try ComponentLoader.parse(yaml, source: "spinner.yml")
    }
  }

  @Test("Set-ups it refuses: another platform's variant, a maximum below the minimum")
  func refused() throws {
    #expect(throws: ConfigurationError.self) {
      try ProgressIndicator(
        platform: .ios,
        setup: PlatformSetup(
          variant: ProgressVariant.winui.id, nativeName: "ProgressBar (WinUI)",
          configuration: ProgressConfiguration()))
    }
    #expect(throws: ConfigurationError.self) {
      try make(.winui) {
        $0.minimum = 10
        $0.maximum = 5
      }
    }
  }
}
