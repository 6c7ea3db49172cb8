import Accessibility
import Controls
import Core

// NSPopUpButton: AXPopUpButton, its menu's items AXMenuItem, the chosen one checked. What
// VoiceOver on macOS says of it was not heard: low confidence. Like every AppKit button it is
// in the Tab loop only with Full Keyboard Access (Keyboard navigation), which is not modelled.
extension DropdownVariantFacts {
  /// NSPopUpButton.
  static let appKitPopUpButton = DropdownVariantFacts(
    nativeName: "NSPopUpButton", platform: .macos,
    summary:
      "macOS NSPopUpButton: \"Size, Medium, pop up button\"; its menu opens on the chosen item; Tab reaches it only with Full Keyboard Access.",
    touchTarget: nil, exposesExpanded: false, itemRole: .menuItem, exposesPosition: false,
    marksChosenItem: true, chosenState: .selected, landsOnChosen: true,
    hasDismissButton: false, takesKeyboardFocus: false, activationKeys: [.space],
    arrowsChangeWhileClosed: false, navigableWhenDisabled: true,
    source: Source(
      "NSAccessibility.Role.popUpButton and menu items; its menu opens with the chosen item "
        + "under the pointer. No transcript of VoiceOver on macOS was found", .low,
      .page("https://developer.apple.com/documentation/appkit/nspopupbutton"),
      .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/popupbutton")))
}
