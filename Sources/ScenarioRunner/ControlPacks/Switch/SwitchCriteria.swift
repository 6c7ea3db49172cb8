import ComponentModel
import Controls
import Core

extension ControlStepPack {
  /// The switch's steps. MagentaA11y's toggle switch criteria are not modelled yet, so its
  /// list is empty and `a11ysim check` refuses a switch (``CriteriaSuite``) rather than judge it
  /// by another control's page.
  static let toggleSwitch = ControlStepPack(
    kind: .toggleSwitch, steps: StepLibrary.switchSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y toggle switch criteria", seed: nil, list: [],
      partName: { _ in "the switch" }, buttonParts: { _ in [.control] },
      enabledStart: { _, _ in nil },
      disabledStart: { _, _ in
        CriteriaSetupLine(step: "the stepper is disabled", override: "enabled=false")
      }))
}
