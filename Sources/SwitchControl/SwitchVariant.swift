import Accessibility
import ComponentModel
import Controls
import Core

/// A native on/off switch on one platform. Each variant's facts are in its own file in
/// `Variants/`; ``facts`` must name a value for every case, so a variant that forgets a fact
/// does not compile.
package enum SwitchVariant: String, CaseIterable, Sendable, Codable, OnePartVariant {
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
  /// Linux `GtkSwitch`: on GTK 4 a check box at AT-SPI (or a switch, `atspiRole: switch`),
  /// on GTK 3 a toggle button (the environment's GTK version decides).
  case gtkSwitch = "gtk-switch"

  /// Everything about the variant.
  package var facts: SwitchVariantFacts {
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
  package var id: VariantID { VariantID(control: .toggleSwitch, rawValue: rawValue) }

  /// The facts every one-part variant has.
  package var shared: OnePartVariantFacts { facts.shared }
}

/// One switch variant's facts: the facts every one-part variant has (``OnePartVariantFacts``:
/// name, platform, keys, focus, source), and the element it exposes to assistive technology.
@dynamicMemberLookup
package struct SwitchVariantFacts: Sendable {
  /// The facts every one-part variant has.
  package var shared: OnePartVariantFacts
  /// The element it exposes, from its settings, on a device in an environment.
  package var expose:
    @Sendable (SwitchConfiguration, AccessibilitySettings, PlatformEnvironment) ->
      AccessibleElement

  /// Creates a switch variant's facts.
  init(
    nativeName: String, platform: Platform, summary: String, touchTarget: TouchTarget?,
    activationKeys: [Key], takesKeyboardFocus: Bool, navigableWhenDisabled: Bool,
    expose:
      @escaping @Sendable (SwitchConfiguration, AccessibilitySettings, PlatformEnvironment) ->
      AccessibleElement,
    source: Source
  ) {
    shared = OnePartVariantFacts(
      nativeName: nativeName, platform: platform, summary: summary, touchTarget: touchTarget,
      activationKeys: activationKeys, takesKeyboardFocus: takesKeyboardFocus,
      navigableWhenDisabled: navigableWhenDisabled, source: source)
    self.expose = expose
  }

  /// A shared fact: `facts.nativeName`, `facts.platform`.
  package subscript<T>(dynamicMember keyPath: KeyPath<OnePartVariantFacts, T>) -> T {
    shared[keyPath: keyPath]
  }
}

extension SwitchVariantFacts {
  /// An Apple switch's states: on or off, and the app's own value (iOS `accessibilityValue`,
  /// macOS `accessibilityValueDescription`), if it sets one.
  static func appValue(_ configuration: SwitchConfiguration) -> ElementStates {
    ElementStates(
      [configuration.isOn ? .on : .off], togglesOnActivation: true,
      valueDescription: configuration.stateDescription)
  }

  /// The element most switches expose: named by the app's label or the visible one, with its
  /// on/off state, the app's hint, enabled or not.
  static func element(
    _ configuration: SwitchConfiguration, _ settings: AccessibilitySettings,
    role: AccessibleRole = .toggleSwitch, name: String? = nil, value: String? = nil,
    isClickable: Bool = true, keyboard: Bool, navigableWhenDisabled: Bool = true,
    states: ElementStates? = nil
  ) -> AccessibleElement {
    let named = name ?? settings.label ?? configuration.label
    let enabled = configuration.isEnabled
    return AccessibleElement(
      id: "switch", role: role, name: named, value: value, hint: settings.hint,
      isEnabled: enabled,
      isNavigable: enabled || navigableWhenDisabled, takesKeyboardFocus: enabled && keyboard,
      isClickable: isClickable, part: .control,
      nameSource: settings.label != nil ? .app : (named == nil ? .none : .visibleText),
      states: states ?? ElementStates([configuration.isOn ? .on : .off], togglesOnActivation: true),
      raisesStateChangeEvents: configuration.raisesToggleStateChanged)
  }
}
