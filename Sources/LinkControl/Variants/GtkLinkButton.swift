import Controls
import Core

// GTK 4's GtkLinkButton has the link role and tells assistive technology whether it was
// visited (GTK_ACCESSIBLE_STATE_VISITED, "set when a link-like widget is visited"); it marks
// itself visited when clicked. Space and Enter activate it; an insensitive one takes no focus.
extension LinkVariantFacts {
  /// GtkLinkButton.
  static let gtkLinkButton = LinkVariantFacts(
    nativeName: "GtkLinkButton", platform: .linux,
    summary:
      "Linux GtkLinkButton: the link role and the visited state; Space and Enter activate it.",
    touchTarget: nil, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: false, exposesVisited: true,
    source: Source(
      "GTK 4 GtkLinkButton (GTK_ACCESSIBLE_ROLE_LINK, visited); GtkAccessibleState VISITED",
      .medium, .gtkLinkButton, .gtkAccessibleState))
}
