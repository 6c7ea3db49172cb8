import Accessibility
import ComponentModel
import Core

/// A native push button on one platform. Everything about a variant is in its own file in
/// `Variants/` as one ``ButtonVariantFacts`` value; this list is the registry, and
/// ``facts`` must name a value for every case, so a new variant that forgets a fact does not
/// compile.
public enum ButtonVariant: String, CaseIterable, Sendable, Codable {
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
  public var facts: ButtonVariantFacts {
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
  public var id: VariantID { VariantID(control: .button, rawValue: rawValue) }
}

/// One button variant's facts: its name and platform, what it draws, how keys and focus work,
/// and what it exposes to assistive technology, each with where it comes from.
public struct ButtonVariantFacts: Sendable {
  /// The native component's name.
  public var nativeName: String
  /// The platform it exists on.
  public var platform: Platform
  /// One sentence for `a11ysim variants` and the documentation.
  public var summary: String
  /// Its touch target, or `nil` on a pointer-and-keyboard platform.
  public var touchTarget: TouchTarget?
  /// The keys that activate it while it has keyboard focus.
  public var activationKeys: [Key]
  /// Whether Tab reaches it by default (macOS: only with Full Keyboard Access, off by
  /// default); a disabled button never takes keyboard focus.
  public var takesKeyboardFocus: Bool
  /// Whether screen-reader navigation still reaches it when disabled (GTK: an insensitive
  /// widget is skipped).
  public var navigableWhenDisabled: Bool
  /// The accessible name from the title, the app's label and the tooltip.
  public var name: @Sendable (ButtonConfiguration, AccessibilitySettings) -> String?
  /// The description (GTK: the tooltip, when it is not already the name).
  public var description: @Sendable (ButtonConfiguration, String?) -> String?
  /// Whether it is an image button (Android ImageButton).
  public var isImage: Bool
  /// Where these facts come from.
  public var source: Source
}
