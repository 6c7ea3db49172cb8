import ComponentFile
import ComponentModel
import Controls
import Core
import ScenarioRunner

extension ControlStepPack {
  /// The progress indicator's steps and its criteria (MagentaA11y's native progress indicators
  /// page, whose criteria are all still "tbd").
  package static let progress = ControlStepPack(
    kind: .progress, steps: StepLibrary.progressSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y progress indicator criteria", seed: nil,
      pageNames: ["progress indicators", "progress indicator", "progress bar"],
      list: Criteria.progress, partName: { _ in "the progress indicator" },
      parts: { _ in [.control] }, enabledStart: { _, _ in nil },
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the progress indicator is indeterminate",
          override: ComponentOverride("indeterminate", .bool(true)))
      }),
    shownValue: {
      $0.unwrapped(as: ProgressIndicator.self).flatMap {
        $0.configuration.isIndeterminate ? nil : DecimalStep.displayString($0.current)
      }
    })
}

extension Criteria {
  /// MagentaA11y's native progress indicators page
  /// (tmobile/magentaA11y `_checklist-native/progress-indicators.md`) names its topics (name,
  /// role, state, swipe, text resize) but words every criterion "tbd". Until it does, these are
  /// the slider's output criteria that fit a control nobody adjusts: a swipe reaches it, its
  /// name says its purpose, its role is conveyed, it expresses its value, text resizes. The role
  /// is not checked on iOS (VoiceOver speaks no role word for a progress view) or Linux (Orca
  /// speaks the percentage in place of the role): what the page will ask there is not known.
  package static let progress: [Criterion] = [
    .swipe("Swipe: Focus moves to the progress indicator"),
    .name("Name: Describes what is in progress"),
    Criterion(
      id: "output-role", group: "Output",
      wording: "Role: Identifies itself as a progress bar or progress indicator",
      platforms: [.android, .macos, .windows], check: .role(expect: ["its role is conveyed"]),
      answers: .role,
      notApplicable:
        "MagentaA11y's page gives no role yet; VoiceOver on iOS speaks no role word for a "
        + "progress view, and Orca speaks a bar's percentage in place of its role"),
    Criterion(
      id: "output-value", group: "Output", wording: "State: Expresses its current value",
      platforms: everywhere, check: .valueOnFocus(expect: ["its value is expressed in focus"]),
      answers: .state),
    .textResize,
  ]
}
