import Core

extension Reference {
  /// MagentaA11y's native toggle switch criteria, published at
  /// https://www.magentaa11y.com/checklist-native/toggle-switch/.
  package static let magentaToggleSwitch = magentaA11yNative("toggle-switch.md")
}
