import Accessibility
import ComponentModel
import Core

/// A native on/off switch on one platform. Each variant's facts are in its own file in
/// `Variants/`; ``facts`` must name a value for every case, so a variant that forgets a fact
/// does not compile.
public enum SwitchVariant: String, CaseIterable, Sendable, Codable {
  /// iOS UIKit `UISwitch`.
  case uikit
  /// iOS SwiftUI `Toggle` (the default switch style).
  case swiftui
  /// macOS AppKit `NSSwitch`.
  case appkit
  /// macOS SwiftUI `Toggle` with `.toggleStyle(.switch)`.
  case swiftuiMacos = "swiftui-macos"
  /// Android `SwitchCompat` and Material's `MaterialSwitch`, which extends it.
  case switchCompat = "switch-compat"
  /// Android Jetpack Compose Material 3 `Switch` (or a row with `toggleable(role = Switch)`).
  case compose
  /// Windows WinUI 3 `ToggleSwitch`.
  case winui
  /// Linux `GtkSwitch`: GTK 4's switch role, GTK 3's toggle button (the environment's GTK
  /// version decides).
  case gtkSwitch = "gtk-switch"

  /// Everything about the variant.
  public var facts: SwitchVariantFacts {
    switch self {
    case .uikit: .uikitSwitch
    case .swiftui: .swiftUIToggle
    case .appkit: .appKitSwitch
    case .swiftuiMacos: .swiftUIMacToggle
    case .switchCompat: .switchCompat
    case .compose: .composeSwitch
    case .winui: .winUIToggleSwitch
    case .gtkSwitch: .gtkSwitch
    }
  }

  /// The variant as components and logs name it.
  public var id: VariantID { VariantID(control: .toggleSwitch, rawValue: rawValue) }
}

/// One switch variant's facts: its name and platform, how keys and focus work, and the element
/// it exposes to assistive technology, with where that comes from.
public struct SwitchVariantFacts: Sendable {
  /// The native component's name.
  public var nativeName: String
  /// The platform it exists on.
  public var platform: Platform
  /// One sentence for `a11ysim variants` and the documentation.
  public var summary: String
  /// Its touch target, or `nil` on a pointer-and-keyboard platform.
  public var touchTarget: TouchTarget?
  /// The keys that toggle it while it has keyboard focus.
  public var activationKeys: [Key]
  /// Whether Tab reaches it by default; a disabled switch never takes keyboard focus.
  public var takesKeyboardFocus: Bool
  /// Whether screen-reader navigation still reaches it when disabled.
  public var navigableWhenDisabled: Bool
  /// The element it exposes, from its settings, on a device in an environment.
  public var expose:
    @Sendable (SwitchConfiguration, AccessibilitySettings, PlatformEnvironment) ->
      AccessibleElement
  /// Where these facts come from.
  public var source: Source
}

extension SwitchVariantFacts {
  /// An Apple switch's states: on or off, and the app's own value (iOS `accessibilityValue`,
  /// macOS `accessibilityValueDescription`), if it sets one.
  static func appValue(_ configuration: SwitchConfiguration) -> ElementStates {
    ElementStates(isOn: configuration.isOn, valueDescription: configuration.stateDescription)
  }

  /// The element most switches expose: named by the app's label or the visible one, with its
  /// on/off state, the app's hint, enabled or not.
  static func element(
    _ configuration: SwitchConfiguration, _ settings: AccessibilitySettings,
    role: AccessibleRole = .toggleSwitch, name: String? = nil, isClickable: Bool = true,
    keyboard: Bool, navigableWhenDisabled: Bool = true, states: ElementStates? = nil
  ) -> AccessibleElement {
    let named = name ?? settings.label ?? configuration.label
    let enabled = configuration.isEnabled
    return AccessibleElement(
      id: "switch", role: role, name: named, hint: settings.hint, isEnabled: enabled,
      isNavigable: enabled || navigableWhenDisabled, takesKeyboardFocus: enabled && keyboard,
      isClickable: isClickable, part: .control,
      nameSource: settings.label != nil ? .app : (named == nil ? .none : .visibleText),
      states: states ?? ElementStates(isOn: configuration.isOn))
  }
}
