import Controls
import Core

extension StepperBehaviour {
  /// The behaviour of `variant` on `platform` with `configuration`: the table every
  /// ``Stepper`` carries out, from the variant's own file (`Variants/`). Each entry names its
  /// source.
  package static func of(
    _ variant: StepperVariant, on platform: Platform, configuration: StepperConfiguration
  ) -> StepperBehaviour {
    variant.facts.behaviour(platform, configuration)
  }

  /// A stepper's two buttons, − first.
  static let buttons: [PartID] = [.decrement, .increment]

  /// Tab / Shift+Tab (and Ctrl+Tab, and arrows where they move focus between buttons).
  static func focusKeys(on parts: Set<PartID>, arrows: Bool = true) -> [KeyBinding] {
    var keys = [
      KeyBinding(KeyChord(.tab), on: parts, .focusNext),
      KeyBinding(KeyChord(.tab, modifiers: [.shift]), on: parts, .focusPrevious),
      KeyBinding(KeyChord(.tab, modifiers: [.control]), on: parts, .focusNext),
      KeyBinding(KeyChord(.tab, modifiers: [.control, .shift]), on: parts, .focusPrevious),
    ]
    if arrows {
      keys += [
        KeyBinding(KeyChord(.right), on: parts, .focusNext),
        KeyBinding(KeyChord(.down), on: parts, .focusNext),
        KeyBinding(KeyChord(.left), on: parts, .focusPrevious),
        KeyBinding(KeyChord(.up), on: parts, .focusPrevious),
      ]
    }
    return keys
  }

  /// Seed 004: Space activates a focused button on iOS and Android; Enter only on Android.
  static func activationKeys(for platform: Platform, on buttons: [PartID]) -> [KeyBinding] {
    var keys = [KeyBinding(KeyChord(.space), on: Set(buttons), .activate)]
    if platform == .android {
      keys.append(KeyBinding(KeyChord(.enter), on: Set(buttons), .activate))
    }
    return keys
  }
}
