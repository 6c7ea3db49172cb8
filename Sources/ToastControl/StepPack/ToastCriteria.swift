import ComponentFile
import ComponentModel
import Controls
import Core
import ScenarioRunner

extension ControlStepPack {
  /// The toast's steps and its criteria (MagentaA11y's native snackbar/toast page). The
  /// criteria start from the toast's trigger, the button that shows it: a component without
  /// one is shown by the app.
  package static let toast = ControlStepPack(
    kind: .toast,
    steps: StepLibrary.toastSteps + StepLibrary.toastCriteriaSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y snackbar/toast criteria", seed: nil,
      pageNames: ["snackbar/toast", "snackbar", "toast", "snackbar toast"],
      list: Criteria.toast,
      partName: { _ in "the button that shows the toast" }, parts: { _ in [.control] },
      enabledStart: CriteriaSetupLine.enabling("toast's button"),
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the toast's button is disabled",
          override: ComponentOverride("enabled", .bool(false)))
      }))
}

extension Criteria {
  /// MagentaA11y's native snackbar/toast criteria (tmobile/magentaA11y
  /// `public/content/documentation/native/notifications/snackbar-toast.md`,
  /// https://www.magentaa11y.com/#/native-criteria/notifications/snackbar-toast).
  ///
  /// The page marks no priorities; as for the other pages, what a screen-reader user needs is
  /// MUST, text resize SHOULD. Its heart, "dynamically announced, without moving focus", is
  /// checked where every reader runs; its swipe and double-tap are about the snackbar's action,
  /// reached while it is shown. Its keyboard lines (Tab, Space and Enter on the action) and its
  /// group line are left to a person: A11ySim's keyboard reaches the trigger, not the action,
  /// so keyboard focus is listed (every page starts with it) and applies nowhere.
  package static let toast: [Criterion] = [
    .keyboardFocus(
      "Tab, arrow keys or ctl+tab: Focus visibly moves in logical order to the snackbar, if "
        + "there is an interactive element in the snackbar", platforms: [],
      notApplicable:
        "A11ySim's Tab reaches a shown InfoBar's and AdwToast's buttons and only the trigger "
        + "of other toasts; the order this page asks for is for a person to check on a device"),
    Criterion(
      id: "output-announced", group: "Output",
      wording:
        "When no interactive element is in the snackbar: The snackbar/toast is dynamically "
        + "announced, without moving focus to it",
      platforms: everywhere,
      check: .valueOnChange(expect: ["the toast is announced without moving focus"]),
      answers: .announced),
    .swipe(
      "Swipe: Focus moves within the snackbar",
      expect: ["the toast's action is reached by swiping while it is shown"]),
    .doubleTap(
      "Doubletap: Activates any interactive elements within the snackbar",
      expect: ["the toast's action is activated by a double-tap"]),
    .name("Name: Any interactive element announces its purpose or title"),
    .role(
      "Role: Any interactive element identifies itself as a button in iOS and \"double tap to "
        + "activate\" in Android"),
    .textResize,
  ]
}
