import Controls
import Core

// android.widget.RadioGroup with RadioButtons: each is TalkBack's ROLE_RADIO_BUTTON
// ("Radio button"); the group exposes a collection, so TalkBack says the option's place ("1
// of 3") and, entering, "In list, 3 items". Since Android 11 a RadioButton's default state
// description is "selected" / "not selected", which TalkBack speaks in place of "checked":
// MagentaA11y's TalkBack caption hears "Not selected Text message radio button one of three in
// list 3 items double tap to toggle". A keyboard's arrows and Tab move focus without choosing;
// Space and Enter choose (MagentaA11y: Enter activates on Android).
extension RadioGroupVariantFacts {
  /// RadioGroup with RadioButtons.
  static let androidRadioGroup = RadioGroupVariantFacts(
    nativeName: "RadioGroup (RadioButton)", platform: .android,
    summary:
      "Android RadioGroup of RadioButtons: \"not selected, Small, Radio button, 1 of 3\", then \"In list, 3 items\" entering.",
    touchTarget: .android, role: .radioButton, choosingKeys: [.space, .enter], arrowsMove: true,
    selectionFollowsFocus: false, takesKeyboardFocus: true, navigableWhenDisabled: true,
    container: .list, containerNamed: false, exposesPosition: true,
    stateDescriptions: (chosen: "selected", notChosen: "not selected"),
    source: Source(
      "MagentaA11y radio-button TalkBack caption; TalkBack value_radio_button, "
        + "list_index_template; RadioButton's default state description (Android 11+)", .high,
      .magentaRadioTalkBack, .magentaRadioButton,
      .page("https://developer.android.com/reference/android/widget/RadioGroup")))
}
