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
      }, inapplicable: Criteria.progressInapplicable),
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
  /// speaks the percentage in place of the role): what the page will ask there is not known. On
  /// Windows and Linux the generated scenarios cannot reach it (``desktopReach``).
  package static let progress: [Criterion] = [
    .keyboardFocus(
      "Tab, arrow keys or Ctrl+Tab: a progress indicator is not a keyboard stop", platforms: [],
      notApplicable:
        "a progress indicator takes no keyboard focus on any platform (the page's keyboard "
        + "criteria are \"tbd\")"),
    .swipe("Swipe: Focus moves to the progress indicator"),
    Criterion(
      id: "output-name", group: "Output", wording: "Name: Describes what is in progress",
      platforms: reachable, check: .name, answers: .name, notApplicable: desktopReach),
    Criterion(
      id: "output-role", group: "Output",
      wording: "Role: Identifies itself as a progress bar or progress indicator",
      platforms: [.android, .macos], check: .role(expect: ["its role is conveyed"]),
      answers: .role,
      notApplicable:
        "MagentaA11y's page gives no role yet; VoiceOver on iOS speaks no role word for a "
        + "progress view; " + desktopReach),
    Criterion(
      id: "output-value", group: "Output", wording: "State: Expresses its current value",
      platforms: reachable,
      check: .valueOnFocus(expect: ["its value is expressed in focus"]), answers: .state,
      notApplicable: desktopReach),
    .textResize,
  ]

  /// The criteria that do not apply to how a component sets its progress indicator up: an
  /// indeterminate one (a spinner, a busy bar) has no current value, only that something is
  /// under way, so "expresses its current value" asks for what it does not have. A
  /// determinate one that exposes no value still fails it.
  static let progressInapplicable = [
    InapplicableCriterion(
      "output-value",
      reason:
        "the component's progress indicator is indeterminate (busy with no value): it has no "
        + "current value to express"
    ) { _, setup in
      guard let setup, let configuration = setup.configuration as? ProgressConfiguration else {
        return false
      }
      // A spinner variant (AppKit's spinning style, UIActivityIndicatorView, GtkSpinner) is
      // indeterminate whatever the component says.
      return configuration.isIndeterminate
        || ProgressVariant(rawValue: setup.variant.rawValue)?.facts.alwaysIndeterminate == true
    }
  ]

  /// Where the generated scenarios can reach a progress indicator: by touch (iOS, Android) or
  /// VoiceOver's cursor (macOS).
  static let reachable: Set<Platform> = [.ios, .android, .macos]

  /// Why the output criteria are not checked on Windows and Linux.
  static let desktopReach =
    "Narrator, NVDA and Orca reach a control in the generated scenarios by Tab, and a progress "
    + "bar takes no keyboard focus; their review modes, which do reach it, are not modelled "
    + "there yet (a feature reaches it with 'When I focus')"
}
