import Accessibility
import Controls
import Core

// Compose gives Role.Switch no legacy class name; its accessibility delegate sets the role
// description "Switch" and, for a toggleable node with Role.Switch, the state description
// R.string.state_on / state_off ("On" / "Off") unless the app set one.
extension SwitchVariantFacts {
  /// Compose Switch.
  static let composeSwitch = SwitchVariantFacts(
    nativeName: "Compose Switch", platform: .android,
    summary:
      "Jetpack Compose Material 3 Switch (toggleable, Role.Switch): role description \"Switch\", state description \"On\"/\"Off\".",
    touchTarget: .android, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    expose: { configuration, settings, _ in
      var node = element(
        configuration, settings, keyboard: true,
        states: ElementStates(
          [configuration.isOn ? .on : .off], togglesOnActivation: true,
          stateDescription: configuration.stateDescription
            ?? (configuration.isOn ? "On" : "Off")))
      // The role description is the node's own role text: TalkBack says it, not a class's.
      node.localizedControlType = "Switch"
      return node
    },
    source: Source(
      "Compose ui strings state_on \"On\", state_off \"Off\", switch_role \"Switch\"; "
        + "Role.Switch has no legacy class name (SemanticsUtils.android.kt)", .medium,
      .code(
        Repository("androidx/androidx", commit: "df7722a76cfa9f03ecff3351defcedc440ac7bc6"),
        path: "compose/ui/ui/src/androidMain/res/values/strings.xml", symbol: "state_on"),
      .code(
        Repository("androidx/androidx", commit: "cc8f64bc91a37cc8ef9f1ea722b6ff09a3fadc92"),
        path:
          "compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/SemanticsUtils.android.kt",
        symbol: "toLegacyClassName")))
}
