import Accessibility
import Controls
import Core

// SwitchCompat reports its class as android.widget.Switch (TalkBack's ROLE_SWITCH) and, on
// Android 11 (API 30) and later, sets its state description to its on/off text, by default
// abc_capital_on / abc_capital_off ("ON" / "OFF"), unless the app set its own. MaterialSwitch
// extends it. Before Android 11 it appends the on/off text to the node's text instead, which
// A11ySim does not model (the environment's Android version must be 11 or later).
extension SwitchVariantFacts {
  /// SwitchCompat / MaterialSwitch.
  static let switchCompat = SwitchVariantFacts(
    nativeName: "SwitchCompat", platform: .android,
    summary:
      "Android SwitchCompat / MaterialSwitch: TalkBack's Switch; its state description is \"ON\"/\"OFF\" (Android 11+).",
    touchTarget: .android, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    expose: { configuration, settings, _ in
      let platformState = configuration.isOn ? "ON" : "OFF"
      return element(
        configuration, settings, keyboard: true,
        states: ElementStates(
          [configuration.isOn ? .on : .off], togglesOnActivation: true,
          stateDescription: configuration.stateDescription ?? platformState))
    },
    source: Source(
      "androidx SwitchCompat setOnStateDescriptionOnRAndAbove (abc_capital_on \"ON\"), "
        + "onInitializeAccessibilityNodeInfo (class android.widget.Switch); TalkBack Role.getRole",
      .high,
      .code(
        Repository("androidx/androidx", commit: "a9b06aaf32dbcf83aa12e3f8185a109d14fbe8e9"),
        path: "appcompat/appcompat/src/main/java/androidx/appcompat/widget/SwitchCompat.java",
        symbol: "setOnStateDescriptionOnRAndAbove"),
      .talkBack("utils/src/main/java/com/google/android/accessibility/utils/Role.java", "getRole")))
}
