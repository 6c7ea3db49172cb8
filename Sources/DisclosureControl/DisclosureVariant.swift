import Accessibility
import ComponentModel
import Controls
import Core

/// A native disclosure on one platform. Each variant's facts are in its own file in
/// `Variants/`; ``facts`` must name a value for every case, so a variant that forgets a fact
/// does not compile.
package enum DisclosureVariant: String, CaseIterable, Sendable, Codable, OnePartVariant {
  /// iOS UIKit `UIButton` with `accessibilityExpandedStatus` (iOS 18+).
  case uikit
  /// iOS SwiftUI `DisclosureGroup`.
  case swiftui
  /// macOS AppKit `NSButton` with the disclosure bezel (a disclosure triangle).
  case appkit
  /// Android Jetpack Compose: a clickable row with `Role.Button` and the expand/collapse
  /// semantics actions.
  case compose
  /// Windows WinUI 3 `Expander`.
  case winui
  /// Linux `GtkExpander`.
  case gtkExpander = "gtk-expander"

  /// Everything about the variant.
  package var facts: DisclosureVariantFacts {
    switch self {
    case .uikit: .uikitDisclosureButton
    case .swiftui: .swiftUIDisclosureGroup
    case .appkit: .appKitDisclosureTriangle
    case .compose: .composeExpandable
    case .winui: .winUIExpander
    case .gtkExpander: .gtkExpander
    }
  }

  /// The variant as components and logs name it.
  package var id: VariantID { VariantID(control: .disclosure, rawValue: rawValue) }

  /// The facts every one-part variant has.
  package var shared: OnePartVariantFacts { facts.shared }
}

/// One disclosure variant's facts: the facts every one-part variant has
/// (``OnePartVariantFacts``: name, platform, keys, focus, source), and the element it exposes to
/// assistive technology.
@dynamicMemberLookup
package struct DisclosureVariantFacts: Sendable {
  /// The facts every one-part variant has.
  package var shared: OnePartVariantFacts
  /// The element it exposes, from its settings (whose `isExpanded` is the state it tells
  /// readers), on a device in an environment.
  package var expose:
    @Sendable (DisclosureConfiguration, AccessibilitySettings, PlatformEnvironment) ->
      AccessibleElement

  /// Creates a disclosure variant's facts.
  init(
    nativeName: String, platform: Platform, summary: String, touchTarget: TouchTarget?,
    activationKeys: [Key], takesKeyboardFocus: Bool, navigableWhenDisabled: Bool,
    expose:
      @escaping @Sendable (DisclosureConfiguration, AccessibilitySettings, PlatformEnvironment) ->
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

extension DisclosureVariantFacts {
  /// The element a disclosure exposes: named by the app's label or the visible one, a button
  /// (or `role`) that is clickable, expanded or collapsed where it exposes that state
  /// (`exposesState` and the configuration's ``DisclosureConfiguration/exposesExpandedState``),
  /// the app's hint, enabled or not.
  static func element(
    _ configuration: DisclosureConfiguration, _ settings: AccessibilitySettings,
    role: AccessibleRole = .button, name: String? = nil, keyboard: Bool,
    navigableWhenDisabled: Bool = true, exposesState: Bool = true
  ) -> AccessibleElement {
    let named = name ?? settings.label ?? configuration.label
    let enabled = configuration.isEnabled
    let exposed = exposesState && configuration.exposesExpandedState
    return AccessibleElement(
      id: "disclosure", role: exposed ? role : .button, name: named, hint: settings.hint,
      isEnabled: enabled, isNavigable: enabled || navigableWhenDisabled,
      takesKeyboardFocus: enabled && keyboard, isClickable: true, part: .control,
      nameSource: settings.label != nil ? .app : (named == nil ? .none : .visibleText),
      states: ElementStates(exposed ? [configuration.isExpanded ? .expanded : .collapsed] : []))
  }
}
