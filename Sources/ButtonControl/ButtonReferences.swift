import Controls
import Core

extension Reference {
  /// MagentaA11y's native button criteria, published at
  /// https://www.magentaa11y.com/checklist-native/button/.
  package static let magentaButton = magentaA11yNative("button.md")
}
