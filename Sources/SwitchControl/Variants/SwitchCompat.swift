import Accessibility
import Controls
import Core

// SwitchCompat reports its class as android.widget.Switch (TalkBack's ROLE_SWITCH). On Android
// 11 (API 30) and later it sets its state description to its on/off text, by default
// abc_capital_on / abc_capital_off ("ON" / "OFF", Base.Widget.AppCompat.CompoundButton.Switch's
// textOn/textOff), unless the app set its own. Before Android 11 it sets none: its
// onInitializeAccessibilityNodeInfo appends the on/off text to the node's text ("Wi-Fi ON", or
// "ON" alone without text), and TalkBack's SwitchDescription speaks that text as the state
// (no state description), with no name unless a content description gives one (getNodeLabelText
// is a user's custom label); with an app's state description the node text becomes the name.
// The element's value is that node text. MaterialSwitch extends SwitchCompat.
extension SwitchVariantFacts {
  /// SwitchCompat / MaterialSwitch.
  static let switchCompat = SwitchVariantFacts(
    nativeName: "SwitchCompat", platform: .android,
    summary:
      "Android SwitchCompat / MaterialSwitch: TalkBack's Switch; its state description is \"ON\"/\"OFF\" (Android 11+); before 11 its text ends in \"ON\"/\"OFF\".",
    touchTarget: .android, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    expose: { configuration, settings, environment in
      let platformState = configuration.isOn ? "ON" : "OFF"
      guard environment.androidVersion >= 11 else {
        let text = configuration.label.flatMap { $0.isEmpty ? nil : $0 }
        let nodeText = text.map { $0 + " " + platformState } ?? platformState
        return element(
          configuration, settings, name: settings.label ?? nodeText, value: nodeText,
          keyboard: true,
          states: ElementStates(
            [configuration.isOn ? .on : .off], togglesOnActivation: true,
            stateDescription: configuration.stateDescription))
      }
      return element(
        configuration, settings, keyboard: true,
        states: ElementStates(
          [configuration.isOn ? .on : .off], togglesOnActivation: true,
          stateDescription: configuration.stateDescription ?? platformState))
    },
    source: Source(
      "androidx SwitchCompat setOnStateDescriptionOnRAndAbove (abc_capital_on \"ON\"), "
        + "onInitializeAccessibilityNodeInfo (class android.widget.Switch; before R the on/off "
        + "text appended to the node text); TalkBack Role.getRole, SwitchDescription",
      .high,
      .code(
        Repository("androidx/androidx", commit: "a9b06aaf32dbcf83aa12e3f8185a109d14fbe8e9"),
        path: "appcompat/appcompat/src/main/java/androidx/appcompat/widget/SwitchCompat.java",
        symbol: "setOnStateDescriptionOnRAndAbove"),
      .code(
        Repository("androidx/androidx", commit: "a9b06aaf32dbcf83aa12e3f8185a109d14fbe8e9"),
        path: "appcompat/appcompat/src/main/java/androidx/appcompat/widget/SwitchCompat.java",
        symbol: "onInitializeAccessibilityNodeInfo"),
      .code(
        Repository("androidx/androidx", commit: "da26bc95052db09cfe7ae1587e4c3d018bd036fb"),
        path: "appcompat/appcompat/src/main/res/values/styles_base.xml",
        symbol: "Base.Widget.AppCompat.CompoundButton.Switch"),
      .talkBack("utils/src/main/java/com/google/android/accessibility/utils/Role.java", "getRole"),
      .code(
        Repository("google/talkback", commit: "655cc8db9da9eefbde492af14e9e2cafc115a3b0"),
        path:
          "talkback/src/main/java/com/google/android/accessibility/talkback/compositor/"
          + "roledescription/SwitchDescription.java",
        symbol: "nameDescription")))
}
