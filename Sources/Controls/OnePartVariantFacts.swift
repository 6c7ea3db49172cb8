import ComponentModel
import Core

/// What every variant of a one-part control (a button, a switch, a checkbox) states alike: its
/// name and platform, its summary, its touch target, how keys and focus reach it, and where
/// these facts come from. Each control's own facts add what only it has (how a button is
/// named, the element a switch exposes) and forward these through `@dynamicMemberLookup`.
package struct OnePartVariantFacts: Sendable {
  /// The native component's name.
  package var nativeName: String
  /// The platform it exists on.
  package var platform: Platform
  /// One sentence for `a11ysim variants` and the documentation.
  package var summary: String
  /// Its touch target, or `nil` on a pointer-and-keyboard platform.
  package var touchTarget: TouchTarget?
  /// The keys that activate it while it has keyboard focus.
  package var activationKeys: [Key]
  /// Whether Tab reaches it by default (macOS: only with Full Keyboard Access, off by
  /// default); a disabled control never takes keyboard focus.
  package var takesKeyboardFocus: Bool
  /// Whether screen-reader navigation still reaches it when disabled (GTK: an insensitive
  /// widget is skipped).
  package var navigableWhenDisabled: Bool
  /// Where these facts come from.
  package var source: Source

  /// Creates the shared facts.
  package init(
    nativeName: String, platform: Platform, summary: String, touchTarget: TouchTarget?,
    activationKeys: [Key], takesKeyboardFocus: Bool, navigableWhenDisabled: Bool, source: Source
  ) {
    self.nativeName = nativeName
    self.platform = platform
    self.summary = summary
    self.touchTarget = touchTarget
    self.activationKeys = activationKeys
    self.takesKeyboardFocus = takesKeyboardFocus
    self.navigableWhenDisabled = navigableWhenDisabled
    self.source = source
  }
}

/// A control's variant registry (``ButtonVariant``, ``SliderVariant``, …): each case names a
/// native component on one platform, so finding the variant a component set up and listing the
/// variants for the catalog are written once.
package protocol ControlVariant: RawRepresentable, CaseIterable, Sendable
where RawValue == String {
  /// The variant as components and logs name it.
  var id: VariantID { get }
  /// The native component's name.
  var nativeName: String { get }
  /// The platform it exists on.
  var platform: Platform { get }
  /// The settings it refuses (``RefusingVariant``), left out of `a11ysim variants`' list.
  var refusedSettings: [String] { get }
}

extension ControlVariant {
  /// None: a variant that refuses settings is a ``RefusingVariant``.
  package var refusedSettings: [String] { [] }

  /// The variant `setup` names, if it is one of this control's and exists on `platform`.
  ///
  /// - Throws: ``ConfigurationError`` naming the variants `platform` has otherwise.
  package static func chosen(
    by setup: PlatformSetup, kind: ControlKind, noun: String, on platform: Platform
  )
    throws(ConfigurationError) -> Self
  {
    guard setup.variant.control == kind, let variant = Self(rawValue: setup.variant.rawValue)
    else {
      throw ConfigurationError(
        field: "control", message: "\(setup.variant.rawValue) is not a \(noun) variant")
    }
    guard variant.platform == platform else {
      throw ConfigurationError(
        field: "variant",
        message: "\(variant.rawValue) does not exist on \(platform.displayName); "
          + "\(platform.displayName) has "
          + allCases.filter { $0.platform == platform }.map(\.rawValue)
          .joined(separator: ", "))
    }
    return variant
  }

  /// Every variant for the catalog, each with `defaults`.
  package static func definitions(defaults: any ControlConfiguration) -> [VariantDefinition] {
    allCases.map {
      VariantDefinition(
        id: $0.id, nativeName: $0.nativeName, platforms: [$0.platform], defaults: defaults,
        refusedSettings: $0.refusedSettings)
    }
  }
}

/// A one-part control's variant registry (``ButtonVariant``, ``SwitchVariant``, …): each case
/// has the shared facts, so building the control's input is written once too.
package protocol OnePartVariant: ControlVariant {
  /// The facts every one-part variant has.
  var shared: OnePartVariantFacts { get }
}

extension OnePartVariant {
  /// The native component's name.
  package var nativeName: String { shared.nativeName }
  /// The platform it exists on.
  package var platform: Platform { shared.platform }

  /// The input of a control of this variant called `noun`.
  package func input(noun: String, isEnabled: Bool) -> OnePartInput {
    OnePartInput(
      noun: noun, nativeName: shared.nativeName, activationKeys: shared.activationKeys,
      takesKeyboardFocus: shared.takesKeyboardFocus, isEnabled: isEnabled)
  }

  /// `uikit (UIButton)`, the start of a one-part control's headline.
  package var headlineName: String { "\(rawValue) (\(shared.nativeName))" }
}
