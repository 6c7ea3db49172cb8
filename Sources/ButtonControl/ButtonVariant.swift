import Accessibility
import ComponentModel
import Controls
import Core

/// A native push button on one platform. Everything about a variant is in its own file in
/// `Variants/` as one ``ButtonVariantFacts`` value; this list is the registry, and
/// ``facts`` must name a value for every case, so a new variant that forgets a fact does not
/// compile.
package enum ButtonVariant: String, CaseIterable, Sendable, Codable, OnePartVariant {
  /// iOS UIKit `UIButton`.
  case uikit
  /// iOS SwiftUI `Button`.
  case swiftui
  /// macOS AppKit `NSButton` (push button).
  case appkit
  /// Android `android.widget.Button`.
  case button
  /// Android `android.widget.ImageButton`: an icon, named only by `contentDescription`.
  case imageButton = "image-button"
  /// Android Jetpack Compose Material 3 `Button`.
  case compose
  /// Windows WinUI 3 `Button`.
  case winui
  /// Linux GTK 4 `GtkButton`.
  case gtkButton = "gtk-button"

  /// Everything about the variant.
  package var facts: ButtonVariantFacts {
    switch self {
    case .uikit: .uikitButton
    case .swiftui: .swiftUIButton
    case .appkit: .appKitButton
    case .button: .androidButton
    case .imageButton: .androidImageButton
    case .compose: .composeButton
    case .winui: .winUIButton
    case .gtkButton: .gtkButton
    }
  }

  /// The variant as components and logs name it.
  package var id: VariantID { VariantID(control: .button, rawValue: rawValue) }

  /// The facts every one-part variant has.
  package var shared: OnePartVariantFacts { facts.shared }
}

/// One button variant's facts: the facts every one-part variant has (``OnePartVariantFacts``:
/// name, platform, keys, focus, source), and how it is named and described and whether it is
/// an image.
@dynamicMemberLookup
package struct ButtonVariantFacts: Sendable {
  /// The facts every one-part variant has.
  package var shared: OnePartVariantFacts
  /// The accessible name from the title, the app's label and the tooltip.
  package var name: @Sendable (ButtonConfiguration, AccessibilitySettings) -> String?
  /// The description (GTK: the tooltip, when it is not already the name).
  package var description: @Sendable (ButtonConfiguration, String?) -> String?
  /// Whether it is an image button (Android ImageButton).
  package var isImage: Bool

  /// Creates a button variant's facts.
  init(
    nativeName: String, platform: Platform, summary: String, touchTarget: TouchTarget?,
    activationKeys: [Key], takesKeyboardFocus: Bool, navigableWhenDisabled: Bool,
    name: @escaping @Sendable (ButtonConfiguration, AccessibilitySettings) -> String?,
    description: @escaping @Sendable (ButtonConfiguration, String?) -> String?, isImage: Bool,
    source: Source
  ) {
    shared = OnePartVariantFacts(
      nativeName: nativeName, platform: platform, summary: summary, touchTarget: touchTarget,
      activationKeys: activationKeys, takesKeyboardFocus: takesKeyboardFocus,
      navigableWhenDisabled: navigableWhenDisabled, source: source)
    self.name = name
    self.description = description
    self.isImage = isImage
  }

  /// A shared fact: `facts.nativeName`, `facts.platform`.
  package subscript<T>(dynamicMember keyPath: KeyPath<OnePartVariantFacts, T>) -> T {
    shared[keyPath: keyPath]
  }
}
