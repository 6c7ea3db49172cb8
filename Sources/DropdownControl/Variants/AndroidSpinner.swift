import Accessibility
import Controls
import Core

// android.widget.Spinner: TalkBack's ROLE_DROP_DOWN_LIST ("Drop down list"); no expanded
// state; its drop-down is a ListView of CheckedTextViews, a collection with places, the
// chosen row checked (the TalkBack caption hears "checked").
extension DropdownVariantFacts {
  /// Spinner.
  static let androidSpinner = DropdownVariantFacts(
    nativeName: "Spinner", platform: .android,
    summary:
      "Android Spinner: TalkBack's role \"Drop down list\"; its list's rows are checked or not, with their place.",
    touchTarget: .android, exposesExpanded: false, itemRole: .menuItem, exposesPosition: true,
    marksChosenItem: true, chosenState: .checked, landsOnChosen: false,
    hasDismissButton: false, takesKeyboardFocus: true, activationKeys: [.space, .enter],
    arrowsChangeWhileClosed: false, navigableWhenDisabled: true,
    source: Source(
      "TalkBack value_spinner (\"Drop down list\") for android.widget.Spinner; MagentaA11y "
        + "dropdown page (focus moves to the first option, Space and Enter open) and its TalkBack "
        + "caption (\"checked\" on the chosen row)", .medium,
      .talkBackStrings("strings_compositor.xml", "value_spinner"), .magentaDropdown,
      .magentaDropdownTalkBack))
}
