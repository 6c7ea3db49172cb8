import Accessibility
import Controls
import Core

// UIButton with a UIMenu, showsMenuAsPrimaryAction and changesSelectionAsPrimaryAction: the
// pop-up button. No expanded state (the caption never says collapsed); its items are buttons,
// the chosen one selected; VoiceOver lands on the first item and a hidden "Dismiss context
// menu" button follows the last. Its keys need Full Keyboard Access.
extension DropdownVariantFacts {
  /// UIButton (menu, pop-up button).
  static let uikitMenuButton = DropdownVariantFacts(
    nativeName: "UIButton (menu, pop-up button)", platform: .ios,
    summary:
      "iOS UIButton whose menu changes its selection: VoiceOver says \"Search by, record locator, pop up button\", opens onto the first item, \"Selected, record locator, button\", and ends with \"Dismiss context menu, button\".",
    touchTarget: .ios, exposesExpanded: false, itemRole: .button, exposesPosition: false,
    marksChosenItem: true, chosenState: .selected, landsOnChosen: false,
    hasDismissButton: true, takesKeyboardFocus: false, activationKeys: [.space],
    arrowsChangeWhileClosed: false, navigableWhenDisabled: true,
    source: Source(
      "MagentaA11y dropdown VoiceOver caption (label, value, \"pop up button\", \"Double tap to "
        + "activate the picker\"; \"Selected\" and \"button\" in the menu) and its iOS notes "
        + "(focus moves to the first option, a hidden dismiss button, focus returns)", .high,
      .magentaDropdownVoiceOver, .magentaDropdown, .magentaMenuVoiceOver,
      .page(
        "https://developer.apple.com/documentation/uikit/uibutton/changesselectionasprimaryaction"))
  )
}
