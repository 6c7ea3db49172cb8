import Accessibility
import Controls
import Core

// Compose Material 3's ExposedDropdownMenuBox with a read-only TextField anchored by
// menuAnchor(PrimaryNotEditable): the anchor gets Role.DropdownList (an android.widget.Spinner
// to TalkBack: "Drop down list") and an onClick, and no state description: only the
// SecondaryEditable icon anchor says Expanded or Collapsed. The menu is a focusable Popup whose
// DropdownMenuItems are clickable rows with no role, no place and no selected state.
extension DropdownVariantFacts {
  /// ExposedDropdownMenuBox (Compose).
  static let composeExposedDropdownMenuBox = DropdownVariantFacts(
    nativeName: "ExposedDropdownMenuBox (Compose)", platform: .android,
    summary:
      "Android Jetpack Compose Material 3 ExposedDropdownMenuBox: \"Medium, Size, Drop down list\" with no expanded state; its menu items are plain clickable rows (no role, place or check).",
    touchTarget: .android, exposesExpanded: false, itemRole: .plainView, exposesPosition: false,
    marksChosenItem: false, chosenState: .selected, landsOnChosen: false,
    hasDismissButton: false, takesKeyboardFocus: true, activationKeys: [.space, .enter],
    arrowsChangeWhileClosed: false, navigableWhenDisabled: true,
    source: Source(
      "androidx Material 3 ExposedDropdownMenu.android.kt, Modifier.expandable: a "
        + "PrimaryNotEditable anchor gets Role.DropdownList and onClick and no "
        + "stateDescription (older Material 3 releases set Expanded/Collapsed on it); "
        + "DropdownMenuItem is a clickable Row with no role. TalkBack on it was not heard",
      .medium, .composeExposedDropdownMenu, .composeMenu))
}
