import Controls
import Core

// WinUI's ExpanderAutomationPeer: control type Button with the ExpandCollapse pattern,
// ExpandCollapseState from IsExpanded, raising the ExpandCollapseState property-changed event
// when it expands or collapses; keyboard focus is on its header toggle button, which Space
// and Enter activate.
extension DisclosureVariantFacts {
  /// WinUI Expander.
  static let winUIExpander = DisclosureVariantFacts(
    nativeName: "WinUI Expander", platform: .windows,
    summary:
      "WinUI 3 Expander: UIA Button with the ExpandCollapse pattern, collapsed or expanded; Space and Enter toggle it.",
    touchTarget: nil, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    expose: { configuration, settings, _ in
      element(configuration, settings, keyboard: true)
    },
    source: Source(
      "WinUI ExpanderAutomationPeer: Button control type, ExpandCollapse pattern, "
        + "RaiseExpandCollapseAutomationEvent", .high,
      .code(
        Repository(
          "microsoft/microsoft-ui-xaml", commit: "cd3b7ad0eca3e61594089dc67e6ed3e5038ae487"),
        path: "src/controls/dev/Expander/ExpanderAutomationPeer.cpp",
        symbol: "GetAutomationControlTypeCore")))
}
