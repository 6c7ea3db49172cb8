import ComponentFile
import ComponentModel
import Controls
import Core

/// What one kind of control adds to the scenario language: the steps only it has (a stepper's
/// value and its increment and decrement buttons), its MagentaA11y criteria for `a11ysim check`,
/// and the little the shared steps need to know of it (the words for its parts, how it shows
/// its value). The shared steps (platform, reader, interactions, focus, speech, timing:
/// ``StepLibrary/core``) name no control; a ``StepLibrary`` is given the packs.
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

  /// A pack; see the properties.
  package init(
    kind: ControlKind, steps: [StepDefinition], criteria: ControlCriteria,
    parameterTypes: [ParameterType] = [], purposeWords: [PartID: [String]] = [:],
    focusPartWords: [String] = [], focusControlWords: [String] = [],
    shownValue: (@Sendable (any Control) -> String?)? = nil
  ) {
    self.kind = kind
    self.steps = steps
    self.criteria = criteria
    self.parameterTypes = parameterTypes
    self.purposeWords = purposeWords
    self.focusPartWords = focusPartWords
    self.focusControlWords = focusControlWords
    self.shownValue = shownValue
  }
}

extension StepLibrary {
  /// The pack of `kind`, if it has one.
  package func pack(for kind: ControlKind?) -> ControlStepPack? {
    packs.first { $0.kind == kind }
  }

  /// The value `control` shows, from its kind's pack; `nil` when it shows none.
  func shownValue(of control: any Control) -> String? {
    pack(for: control.setup.variant.control)?.shownValue?(control)
  }

  /// The kinds whose packs show a value (`stepper`), as a failure names them: `a stepper`.
  var valueKinds: String {
    packs.filter { $0.shownValue != nil }.map(\.kind.rawValue).joined(separator: " or ")
  }

  /// Every parameter type steps use: the shared ones, then each pack's (the stepper's
  /// `{part}`), as the documentation lists them.
  package var parameterTypes: [ParameterType] {
    ParameterType.shared + packs.flatMap(\.parameterTypes)
  }

  /// Words that make a part's purpose clear, from the packs.
  var purposeWords: [PartID: [String]] {
    packs.reduce(into: [:]) { words, pack in words.merge(pack.purposeWords) { $0 + $1 } }
  }

  /// The places `keyboard focus is on the …` takes: the controls' parts, the control as a
  /// whole (by that word or the control's name) and outside it.
  var keyboardFocusPlaces: [String] {
    packs.flatMap(\.focusPartWords) + ["control"] + packs.flatMap(\.focusControlWords)
      + ["outside"]
  }
}

extension ControlStepPack {
  /// The pack whose criteria answer to the MagentaA11y page titled `title` (`Toggle switch`),
  /// among `packs`; `nil` when none does.
  package static func pack(forPage title: String, in packs: [ControlStepPack])
    -> ControlStepPack?
  {
    packs.first { $0.criteria.answers(page: title) }
  }
}

/// What a control contributes to `a11ysim check` and `a11ysim import magentaa11y`: its
/// criteria page, the page names it answers to, its criteria, and how the generated scenarios
/// set it up, name and reach its parts.
package struct ControlCriteria: Sendable {
  /// The page the criteria come from: `MagentaA11y stepper criteria`.
  package var page: String
  /// The seed the page is condensed in, if any: `seed 004`.
  package var seed: String?
  /// The titles of the MagentaA11y pages about this control, lowercased, words single-spaced
  /// (`toggle switch`, `switch`); the first is how the importer names the control.
  package var pageNames: [String]
  /// The criteria, in the page's order.
  package var list: [Criterion]
  /// How a scenario's title names a part a criterion runs on (`increment button`, `the
  /// button`).
  package var partName: @Sendable (PartID) -> String
  /// The parts a per-part criterion runs on, on `platform`; `nil`: the part keyboard focus
  /// reaches first (a desktop stepper, whose buttons are not focusable).
  package var parts: @Sendable (Platform) -> [PartID]?
  /// A setup line (and its override) that keeps `part` usable, for the criteria that activate
  /// it (a stepper starting at its maximum moves off it); `nil` when none is needed.
  package var enabledStart: @Sendable (PartID, PlatformSetup?) -> CriteriaSetupLine?
  /// The setup line (and its override) that disables `part`, for the state criterion.
  package var disabledStart: @Sendable (PartID, PlatformSetup?) -> CriteriaSetupLine
  /// A check (without its keyword) that `part` is disabled, before the state criterion's
  /// own, if the pack has a step for it.
  package var disabledCheck: @Sendable (PartID) -> String? = { _ in nil }
  /// A setup line (and its override) every criterion's scenario starts with, that puts a
  /// control the component sets up off screen on it (a dialog a screen's button presents is
  /// presented): the criteria are about the control once it shows. `nil` when none is needed.
  package var shownStart: @Sendable (PlatformSetup?) -> CriteriaSetupLine? = { _ in nil }
  /// The parts a per-part criterion runs on when they depend on how the component sets the
  /// control up (a dialog whose confirming button keeps it open is judged on its cancel
  /// button); `nil` (the closure or its answer): `parts`.
  package var partsSetUp: (@Sendable (Platform, PlatformSetup?) -> [PartID]?)? = nil
  /// The criteria that do not apply to some ways of setting the control up (an indeterminate
  /// progress indicator has no value to express), each with the setups it does not apply to
  /// and why: `check` reports them as not applicable there, with the reason, and runs the
  /// criterion everywhere else.
  package var inapplicable: [InapplicableCriterion] = []

  /// Criteria; see the properties.
  package init(
    page: String, seed: String?, pageNames: [String], list: [Criterion],
    partName: @escaping @Sendable (PartID) -> String,
    parts: @escaping @Sendable (Platform) -> [PartID]?,
    enabledStart: @escaping @Sendable (PartID, PlatformSetup?) -> CriteriaSetupLine?,
    disabledStart: @escaping @Sendable (PartID, PlatformSetup?) -> CriteriaSetupLine,
    disabledCheck: @escaping @Sendable (PartID) -> String? = { _ in nil },
    shownStart: @escaping @Sendable (PlatformSetup?) -> CriteriaSetupLine? = { _ in nil },
    partsSetUp: (@Sendable (Platform, PlatformSetup?) -> [PartID]?)? = nil,
    inapplicable: [InapplicableCriterion] = []
  ) {
    self.page = page
    self.seed = seed
    self.pageNames = pageNames
    self.list = list
    self.partName = partName
    self.parts = parts
    self.enabledStart = enabledStart
    self.disabledStart = disabledStart
    self.disabledCheck = disabledCheck
    self.shownStart = shownStart
    self.partsSetUp = partsSetUp
    self.inapplicable = inapplicable
  }

  /// Why `criterion` does not apply on `platform` to a control set up as `setup`: the
  /// criterion's own reason where it is not for the platform at all, else the first
  /// ``inapplicable`` row's whose setups hold `setup`; `nil` where it applies. The criterion is
  /// this list's of the same id (pages share ids, each with its own platforms).
  package func notApplicable(_ criterion: Criterion, on platform: Platform, setup: PlatformSetup?)
    -> String?
  {
    let criterion = list.first { $0.id == criterion.id } ?? criterion
    guard criterion.applies(to: platform) else {
      return criterion.notApplicable ?? "does not apply"
    }
    return inapplicable.first { $0.id == criterion.id && $0.holds(platform, setup) }?.reason
  }

  /// Where the criteria come from: `MagentaA11y stepper criteria (seed 004)`.
  package var title: String { page + (seed.map { " (\($0))" } ?? "") }

  /// How the importer names the control: `toggle switch`.
  package var pageWords: String { pageNames.first ?? "" }

  /// Whether a page titled `title` is about this control (case and spacing aside).
  package func answers(page title: String) -> Bool {
    pageNames.contains(title.lowercased().split(separator: " ").joined(separator: " "))
  }
}

/// A `Given` line of a generated scenario and the setting it makes (`the value starts at 9`,
/// `value` 9).
package struct CriteriaSetupLine: Sendable, Equatable {
  /// The step text, without its keyword.
  package var step: String
  /// The override it makes.
  package var override: ComponentOverride

  /// A setup line; see the properties.
  package init(step: String, override: ComponentOverride) {
    self.step = step
    self.override = override
  }

  /// The `enabledStart` of a control whose criteria are about one a user can use: a component
  /// set up disabled is enabled first, with `the NOUN is enabled` (the control's own step,
  /// ``StepDefinition/enabling(_:)``); an enabled one needs no line.
  package static func enabling(_ noun: String)
    -> @Sendable (PartID, PlatformSetup?) -> CriteriaSetupLine?
  {
    { _, setup in
      guard setup?.configuration.isEnabled == false else { return nil }
      return CriteriaSetupLine(
        step: "the \(noun) is enabled", override: ComponentOverride("enabled", .bool(true)))
    }
  }
}

/// A criterion that does not apply to some ways of setting a control up, as a control's
/// criteria pack says (``ControlCriteria/inapplicable``): an indeterminate progress indicator
/// has no current value, so "expresses its current value" is not a criterion it can pass or
/// fail.
package struct InapplicableCriterion: Sendable {
  /// The criterion's id (`output-value`).
  package var id: String
  /// Why it does not apply, in words, as `check` shows it.
  package var reason: String
  /// Whether the control, set up as the component sets it up on the platform, is one the
  /// criterion does not apply to.
  package var holds: @Sendable (Platform, PlatformSetup?) -> Bool

  /// A row; see the properties.
  package init(
    _ id: String, reason: String, when holds: @escaping @Sendable (Platform, PlatformSetup?) -> Bool
  ) {
    self.id = id
    self.reason = reason
    self.holds = holds
  }
}
