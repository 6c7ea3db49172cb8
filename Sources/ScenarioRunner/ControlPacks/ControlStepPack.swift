import ComponentFile
import ComponentModel
import Controls
import Core

/// What one kind of control adds to the scenario language: the steps only it has (a stepper's
/// value and its increment and decrement buttons), its MagentaA11y criteria for `a11ysim check`,
/// and the little the shared steps need to know of it (the words for its parts, how it shows
/// its value). The shared steps (platform, reader, interactions, focus, speech, timing:
/// ``StepLibrary/core``) name no control; ``ControlStepPacks/all`` lists the packs.
package struct ControlStepPack: Sendable {
  /// The kind of control, as component files name it.
  package var kind: ControlKind
  /// Its own steps, in the order `a11ysim steps` lists them (within each keyword, after the
  /// shared steps).
  package var steps: [StepDefinition]
  /// Its criteria page and how `a11ysim check` writes scenarios for it.
  package var criteria: ControlCriteria
  /// The parameter types only its steps use (the stepper's `{part}`); the shared steps use
  /// ``ParameterType/shared``.
  package var parameterTypes: [ParameterType] = []
  /// Words that make a part's purpose clear, for `its name describes its purpose`.
  package var purposeWords: [PartID: [String]] = [:]
  /// The words `keyboard focus is on the …` takes for its parts (`increment`, `field`).
  package var focusPartWords: [String] = []
  /// The words `keyboard focus is on the …` takes for the whole control (`stepper`), besides
  /// `control`.
  package var focusControlWords: [String] = []
  /// The value as the control shows it (`2`, `1,234.5`), for the steps that check the value
  /// was spoken; `nil` for a control that shows no value.
  package var shownValue: (@Sendable (any Control) -> String?)?
}

/// Every control's step pack, in the order of `ControlCatalog.all`.
package enum ControlStepPacks {
  /// The packs.
  package static let all: [ControlStepPack] = [
    .stepper, .button, .toggleSwitch, .checkbox, .slider,
  ]

  /// The pack of `kind`, if it has one.
  package static func pack(for kind: ControlKind?) -> ControlStepPack? {
    all.first { $0.kind == kind }
  }

  /// The value `control` shows, from its kind's pack; `nil` when it shows none.
  static func shownValue(of control: any Control) -> String? {
    pack(for: control.setup.variant.control)?.shownValue?(control)
  }

  /// The kinds whose packs show a value (`stepper`), as a failure names them: `a stepper`.
  static var valueKinds: String {
    all.filter { $0.shownValue != nil }.map(\.kind.rawValue).joined(separator: " or ")
  }
}

/// What a control contributes to `a11ysim check`: its criteria page and how the generated
/// scenarios set it up, name and reach its parts.
package struct ControlCriteria: Sendable {
  /// The page the criteria come from: `MagentaA11y stepper criteria`.
  package var page: String
  /// The seed the page is condensed in, if any: `seed 004`.
  package var seed: String?
  /// The criteria, in the page's order.
  package var list: [Criterion]
  /// How a scenario's title names a part a criterion runs on (`increment button`, `the
  /// button`).
  package var partName: @Sendable (PartID) -> String
  /// The parts a per-button criterion runs on, on `platform`; `nil`: the part keyboard focus
  /// reaches first (a desktop stepper, whose buttons are not focusable).
  package var buttonParts: @Sendable (Platform) -> [PartID]?
  /// A setup line (and its override) that keeps `part` usable, for the criteria that activate
  /// it (a stepper starting at its maximum moves off it); `nil` when none is needed.
  package var enabledStart: @Sendable (PartID, PlatformSetup?) -> CriteriaSetupLine?
  /// The setup line (and its override) that disables `part`, for the state criterion.
  package var disabledStart: @Sendable (PartID, PlatformSetup?) -> CriteriaSetupLine
  /// A check that `part` is disabled, before `its state is expressed`, if the pack has a step
  /// for it.
  package var disabledCheck: @Sendable (PartID) -> String? = { _ in nil }
  /// The `Then`/`And` lines that check criterion `id` on `part` in place of the generator's
  /// own (the switch's role is a switch's, not a button's); `nil`: the generator's.
  package var checks: @Sendable (_ id: String, _ part: PartID) -> [String]? = { _, _ in nil }
  /// The criteria whose scenarios start from a usable control (``enabledStart``) besides the
  /// keyboard and gesture ones that activate it.
  package var activatingChecks: Set<String> = ["output-value-change"]

  /// Where the criteria come from: `MagentaA11y stepper criteria (seed 004)`.
  package var title: String { page + (seed.map { " (\($0))" } ?? "") }
}

/// A `Given` line of a generated scenario and the setting it makes (`the value starts at 9`,
/// `value` 9).
package struct CriteriaSetupLine: Sendable, Equatable {
  /// The step text, without its keyword.
  package var step: String
  /// The override it makes.
  package var override: ComponentOverride
}
