import Controls
import Core

extension Reference {
  /// MagentaA11y's native checkbox criteria, published at
  /// https://www.magentaa11y.com/checklist-native/checkbox/.
  package static let magentaCheckbox = magentaA11yNative("checkbox.md")

  /// Compose's accessibility delegate: a toggleable node is checkable, and only the
  /// Indeterminate state of a Role.Checkbox gets a state description.
  package static let composeCheckboxState = Reference.code(
    Repository("androidx/androidx", commit: "0094ab0395af0c3befc92cca185042cbb47c83cc"),
    path:
      "compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt",
    symbol: "getInfoStateDescriptionOrNull")

  /// Compose's UI strings: `indeterminate` is "Partially checked".
  package static let composeIndeterminate = Reference.code(
    Repository("androidx/androidx", commit: "1d7dc4d109e12aa0d24aba1e4a024b996849f4ef"),
    path: "compose/ui/ui/src/androidMain/res/values/strings.xml", symbol: "indeterminate")
}
