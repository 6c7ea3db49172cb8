import Accessibility
import ComponentModel
import Controls
import Core

/// A native checkbox on one platform. Each variant's facts are in its own file in
/// `Variants/`; ``facts`` must name a value for every case, so a variant that forgets a fact
/// does not compile.
package enum CheckboxVariant: String, CaseIterable, Sendable, Codable, OnePartVariant {
  /// iOS UIKit `UIButton` that adds the `.selected` trait when checked (iOS has no checkbox).
  case uikit
  /// iOS SwiftUI `Button` with `.accessibilityAddTraits(.isSelected)` when checked.
  case swiftui
  /// iOS UIKit `UIButton` whose `accessibilityValue` is "Checked" / "Unchecked" (MagentaA11y's
  /// recipe).
  case uikitValue = "uikit-value"
  /// macOS AppKit `NSButton` with the checkbox button type (`allowsMixedState`).
  case appkit
  /// macOS SwiftUI `Toggle` with `.toggleStyle(.checkbox)` (the default style on macOS).
  case swiftuiMacos = "swiftui-macos"
  /// Android `CheckBox` and Material's `MaterialCheckBox`, which extends it.
  case checkbox
  /// Android Jetpack Compose `Checkbox` / `TriStateCheckbox` (Role.Checkbox).
  case compose
  /// Windows WinUI 3 `CheckBox` (`IsThreeState`).
  case winui
  /// Linux GTK 4 `GtkCheckButton` (`inconsistent`).
  case gtkCheckButton = "gtk-check-button"

  /// Everything about the variant.
  package var facts: CheckboxVariantFacts {
    switch self {
    case .uikit: .uikitSelectedButton
    case .swiftui: .swiftUISelectedButton
    case .uikitValue: .uikitValueButton
    case .appkit: .appKitCheckbox
    case .swiftuiMacos: .swiftUIMacCheckbox
    case .checkbox: .androidCheckBox
    case .compose: .composeCheckbox
    case .winui: .winUICheckBox
    case .gtkCheckButton: .gtkCheckButton
    }
  }

  /// The variant as components and logs name it.
  package var id: VariantID { VariantID(control: .checkbox, rawValue: rawValue) }

  /// The facts every one-part variant has.
  package var shared: OnePartVariantFacts { facts.shared }
}

/// What a click does to a checkbox's state: the platform's own cycle, or the app's.
package enum CheckboxCycle: String, Sendable {
  /// AppKit `setNextState`: on → off → (mixed, when `allowsMixedState`) → on.
  case appKit
  /// WinUI `ToggleButton::OnToggleImpl`: unchecked → checked → (indeterminate, when
  /// `IsThreeState`) → unchecked.
  case winUI
  /// The app decides (Compose `TriStateCheckbox`, GTK's `inconsistent`, an iOS button): a
  /// click checks a mixed box and flips the others.
  case app

  /// The state after a click on a box in `state`.
  package func next(after state: ElementStates.Checked, allowsMixed: Bool)
    -> ElementStates.Checked
  {
    switch (self, state) {
    case (.appKit, .checked): .unchecked
    case (.appKit, .unchecked): allowsMixed ? .mixed : .checked
    case (.appKit, .mixed): .checked
    case (.winUI, .unchecked): .checked
    case (.winUI, .checked): allowsMixed ? .mixed : .unchecked
    case (.winUI, .mixed): .unchecked
    case (.app, .mixed), (.app, .unchecked): .checked
    case (.app, .checked): .unchecked
    }
  }
}

/// One checkbox variant's facts: the facts every one-part variant has (``OnePartVariantFacts``),
/// whether it can show the mixed state and what a click does to it, and the element it exposes
/// to assistive technology.
@dynamicMemberLookup
package struct CheckboxVariantFacts: Sendable {
  /// The facts every one-part variant has.
  package var shared: OnePartVariantFacts
  /// Whether it can be mixed (set by the app, or by a click where ``cycle`` allows it).
  package var supportsMixed: Bool
  /// What a click does to its state.
  package var cycle: CheckboxCycle
  /// The element it exposes, from its settings, on a device in an environment.
  package var expose:
    @Sendable (CheckboxConfiguration, AccessibilitySettings, PlatformEnvironment) ->
      AccessibleElement

  /// Creates a checkbox variant's facts.
  init(
    nativeName: String, platform: Platform, summary: String, touchTarget: TouchTarget?,
    activationKeys: [Key], takesKeyboardFocus: Bool, navigableWhenDisabled: Bool,
    supportsMixed: Bool, cycle: CheckboxCycle,
    expose:
      @escaping @Sendable (CheckboxConfiguration, AccessibilitySettings, PlatformEnvironment) ->
      AccessibleElement,
    source: Source
  ) {
    shared = OnePartVariantFacts(
      nativeName: nativeName, platform: platform, summary: summary, touchTarget: touchTarget,
      activationKeys: activationKeys, takesKeyboardFocus: takesKeyboardFocus,
      navigableWhenDisabled: navigableWhenDisabled, source: source)
    self.supportsMixed = supportsMixed
    self.cycle = cycle
    self.expose = expose
  }

  /// A shared fact: `facts.nativeName`, `facts.platform`.
  package subscript<T>(dynamicMember keyPath: KeyPath<OnePartVariantFacts, T>) -> T {
    shared[keyPath: keyPath]
  }
}

extension CheckboxVariantFacts {
  /// The element most checkboxes expose: named by the app's label or the visible one, with
  /// its checked state, the app's hint, enabled or not.
  static func element(
    _ configuration: CheckboxConfiguration, _ settings: AccessibilitySettings,
    role: AccessibleRole = .checkBox, name: String? = nil, value: String? = nil,
    keyboard: Bool, navigableWhenDisabled: Bool = true, states: ElementStates? = nil
  ) -> AccessibleElement {
    let named = name ?? settings.label ?? configuration.label
    let enabled = configuration.isEnabled
    return AccessibleElement(
      id: "checkbox", role: role, name: named, value: value, hint: settings.hint,
      isEnabled: enabled, isNavigable: enabled || navigableWhenDisabled,
      takesKeyboardFocus: enabled && keyboard, isClickable: true, part: .control,
      nameSource: settings.label != nil ? .app : (named == nil ? .none : .visibleText),
      states: states ?? ElementStates([configuration.state.stateKey]),
      raisesStateChangeEvents: configuration.raisesToggleStateChanged)
  }
}

extension CheckboxVariant {
  /// The variants whose own click cycle can pass through mixed (AppKit's `allowsMixedState`,
  /// WinUI's `IsThreeState`): the only ones `allowsMixed` applies to. The others leave mixed
  /// to the app, and the checkbox refuses `allowsMixed` on them.
  package static var cyclingThroughMixed: Set<String> {
    Set(allCases.filter { $0.facts.cycle != .app }.map(\.rawValue))
  }
}
