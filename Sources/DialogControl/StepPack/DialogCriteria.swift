import ComponentFile
import ComponentModel
import Controls
import Core
import ScenarioRunner

extension ControlStepPack {
  /// The dialog's steps and its criteria (MagentaA11y's native alert dialog page; its modal
  /// and sheet pages answer to the same list).
  package static let dialog = ControlStepPack(
    kind: .dialog,
    steps: StepLibrary.dialogSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y alert dialog criteria", seed: nil,
      pageNames: ["alert dialog", "alert", "modal", "sheet", "dialog"],
      list: Criteria.dialog,
      partName: { part in part == .cancel ? "the cancel button" : "the confirm button" },
      parts: { _ in [.confirm] },
      enabledStart: { _, _ in nil },
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the dialog is presented", override: ComponentOverride("presented", .bool(true)))
      }, shownStart: dialogShown, partsSetUp: dismissingPart),
    focusPartWords: ["confirm", "cancel"])
}

/// The cancel button of a dialog whose confirming button keeps it open (to present another
/// over it): the criteria expect the button they run on to dismiss the dialog, and there only
/// cancel does.
private func dismissingPart(_ platform: Platform, _ setup: PlatformSetup?) -> [PartID]? {
  guard let dialog = setup?.configuration as? DialogConfiguration, !dialog.confirmDismisses,
    dialog.cancelLabel != nil
  else { return nil }
  return [.cancel]
}

/// Shows a dialog the component sets up dismissed (one a button on a screen presents), for
/// every criterion: they are about the dialog once it shows, and `check` runs it alone, where
/// no screen's button presents it.
private func dialogShown(_ setup: PlatformSetup?) -> CriteriaSetupLine? {
  guard (setup?.configuration as? DialogConfiguration)?.isPresented == false else { return nil }
  return CriteriaSetupLine(
    step: "the dialog is presented", override: ComponentOverride("presented", .bool(true)))
}

extension Criteria {
  /// MagentaA11y's native alert dialog criteria (tmobile/magentaA11y
  /// `public/content/documentation/native/notifications/alert-dialog.md`,
  /// https://www.magentaa11y.com/#/native-criteria/notifications/alert-dialog).
  ///
  /// The page marks no priorities; what a keyboard or screen-reader user needs is MUST, text
  /// resize SHOULD. Its confinement is checked on the dialog alone (Tab and the reader's next
  /// item stay inside it); that the page behind is hidden is a screen's (`presents:`, and the
  /// dialog scenarios in Scenarios/dialog.feature). Escape's return of focus to the opener
  /// needs the opener on a screen: on the dialog alone, Escape must dismiss it.
  package static let dialog: [Criterion] = [
    .keyboardFocus(
      "Tab, arrow keys or ctl+tab: Focus visibly moves, confined within the alert",
      platforms: [.android, .macos, .windows, .linux],
      notApplicable: "a UIKit alert's buttons take keyboard focus only with Full Keyboard Access"),
    Criterion(
      id: "keyboard-confined", group: "Keyboard",
      wording: "Tab: Focus stays confined within the alert",
      platforms: [.android, .macos, .windows, .linux],
      check: .key("Tab", expect: ["keyboard focus stays inside the dialog"]), answers: .focus,
      notApplicable: "a UIKit alert's buttons take keyboard focus only with Full Keyboard Access"),
    Criterion(
      id: "keyboard-escape", group: "Keyboard",
      wording:
        "Escape: The alert closes and returns focus to the element that launched it or to a "
        + "logical place",
      platforms: [.android, .macos, .windows, .linux],
      check: .key("Escape", expect: ["the dialog is dismissed"]), answers: .escape,
      notApplicable: "a UIKit alert's buttons take keyboard focus only with Full Keyboard Access"),
    // Asked on iOS too, but a UIKit alert's buttons take keyboard focus only with Full Keyboard
    // Access, which A11ySim does not model: Android only.
    Criterion(
      id: "keyboard-space", group: "Keyboard",
      wording: "Space: Any buttons or links are activated on iOS and Android",
      platforms: [.android], check: .key("Space", expect: ["the dialog is dismissed"]),
      answers: .space,
      notApplicable:
        "the page asks for Space on iOS and Android; a UIKit alert's buttons take keyboard "
        + "focus only with Full Keyboard Access"),
    Criterion(
      id: "keyboard-enter", group: "Keyboard",
      wording: "Enter: Any buttons or links are activated on Android", platforms: [.android],
      check: .key("Enter", expect: ["the dialog is dismissed"]), answers: .enter,
      notApplicable: "the page asks for Enter on Android only", platformsFromPage: true),
    .swipe(
      "Swipe: Focus moves, confined within the alert",
      expect: ["focus is on \"{part}\"", "the reader's next item stays inside the dialog"]),
    .doubleTap(
      "Doubletap: This typically activates most elements", expect: ["the dialog is dismissed"]),
    .name(
      "Name: Interactive elements within the alert should follow button guidance. The name "
        + "should match the visible text for those buttons"),
    .role(
      "Role: May identify itself as a modal, dialog or alert. Confining the user within the "
        + "alert communicates the context to the screen reader user that there is a modal present",
      expect: ["it is identified as a dialog"]),
    .textResize,
  ]
}
