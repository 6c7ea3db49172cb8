import Controls
import Core

// Jetpack Compose: a Row per option with `selectable(role = Role.RadioButton)` holding a
// RadioButton, in a Column with `Modifier.selectableGroup()`, which MagentaA11y's page calls
// essential: the group is a collection, so TalkBack says each option's place and the item
// count, as for a RadioGroup; the selected state is "selected" / "not selected".
extension RadioGroupVariantFacts {
  /// Compose RadioButtons in a selectableGroup.
  static let composeSelectableGroup = RadioGroupVariantFacts(
    nativeName: "Compose RadioButton (selectableGroup)", platform: .android,
    summary:
      "Android Jetpack Compose selectable rows (Role.RadioButton) in a selectableGroup: spoken as a RadioGroup.",
    touchTarget: .android, role: .radioButton, choosingKeys: [.space, .enter], arrowsMove: true,
    selectionFollowsFocus: false, takesKeyboardFocus: true, navigableWhenDisabled: true,
    container: .list, containerNamed: false, exposesPosition: true,
    stateDescriptions: (chosen: "selected", notChosen: "not selected"),
    source: Source(
      "MagentaA11y radio-button: Column(Modifier.selectableGroup()) announces the number of "
        + "items; Compose Modifier.selectable(role = Role.RadioButton)", .medium,
      .magentaRadioButton,
      .page(
        "https://developer.android.com/reference/kotlin/androidx/compose/foundation/selection/package-summary"
      )))
}
