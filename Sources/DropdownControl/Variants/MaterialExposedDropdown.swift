import Accessibility
import Controls
import Core

// Material's exposed dropdown menu: the trigger exposes collapsed and expanded (TalkBack's
// caption hears "Collapsed" first). Low: the caption's role word is the app's.
extension DropdownVariantFacts {
  /// ExposedDropdownMenu (TextInputLayout).
  static let materialExposedDropdown = DropdownVariantFacts(
    nativeName: "ExposedDropdownMenu (TextInputLayout)", platform: .android,
    summary:
      "Android Material exposed dropdown: \"Collapsed\" before the label, as MagentaA11y's TalkBack caption hears it.",
    touchTarget: .android, exposesExpanded: true, itemRole: .menuItem, exposesPosition: true,
    marksChosenItem: true, chosenState: .checked, landsOnChosen: false,
    hasDismissButton: false, takesKeyboardFocus: true, activationKeys: [.space, .enter],
    arrowsChangeWhileClosed: false, navigableWhenDisabled: true,
    source: Source(
      "MagentaA11y dropdown TalkBack caption (\"Collapsed\" before the label, \"Double tap to "
        + "select\" on rows, the trigger again after choosing); the role word there is the "
        + "app's, so TalkBack's own drop-down word is used", .low, .magentaDropdownTalkBack,
      .page("https://m3.material.io/components/menus/guidelines")))
}
