import Accessibility
import Controls
import Core

// CheckBox (and MaterialCheckBox, which extends it) is a CompoundButton: TalkBack's Role.getRole
// makes it ROLE_CHECK_BOX ("Check box"), checkable, checked or not; a click toggles it; Space,
// Enter and D-pad centre click it on key up. No mixed state.
extension CheckboxVariantFacts {
  /// android.widget.CheckBox / MaterialCheckBox.
  static let androidCheckBox = CheckboxVariantFacts(
    nativeName: "CheckBox", platform: .android,
    summary:
      "Android CheckBox / MaterialCheckBox: TalkBack's Check box, \"checked\"/\"not checked\"; Space and Enter toggle it.",
    touchTarget: .android, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: true, supportsMixed: false, cycle: .app,
    expose: { configuration, settings, _ in
      element(
        configuration, settings, keyboard: true,
        states: ElementStates(
          [configuration.state.stateKey], stateDescription: configuration.stateDescription))
    },
    source: Source(
      "TalkBack Role.getRole: a CheckBox is ROLE_CHECK_BOX; Android CheckBox reference", .high,
      .talkBack("utils/src/main/java/com/google/android/accessibility/utils/Role.java", "getRole"),
      .page("https://developer.android.com/reference/android/widget/CheckBox")))
}
