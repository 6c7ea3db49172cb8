import Accessibility
import ComponentFile
import Controls
import Core
import ScenarioRunner

extension StepLibrary {
  /// The dialog (`control: dialog`): showing it, and the MagentaA11y alert dialog checks
  /// (dismissed, focus kept inside, identified as a dialog).
  static let dialogSteps: [StepDefinition] = [
    StepDefinition(
      .given, "the dialog is presented",
      summary: "Show the dialog from the start (a dialog a button presents starts dismissed).",
      example: "Given the dialog is presented"
    ) { context, _ throws(StepFailure) in
      try context.changeSetup { context throws(StepFailure) in
        context.overrides.append(ComponentOverride("presented", .bool(true)))
      }
    },
    StepDefinition(
      .then, "the dialog is dismissed",
      summary: "The last interaction dismissed the dialog: it no longer shows.",
      example: "Then the dialog is dismissed"
    ) { context, _ throws(StepFailure) in
      let dialog = try dialog(&context)
      guard !dialog.isPresented else {
        throw StepFailure("the dialog still shows (\(dialog.variant.facts.nativeName))")
      }
    },
    StepDefinition(
      .then, "keyboard focus stays inside the dialog",
      summary:
        "MagentaA11y alert dialog: keyboard focus is on one of the dialog's parts and Tab, "
        + "pressed once more than it has buttons, never takes it out (a dialog that does not "
        + "trap focus lets Tab leave from its last button). Tried on a copy; the scenario is "
        + "unchanged.",
      example: "Then keyboard focus stays inside the dialog"
    ) { context, _ throws(StepFailure) in
      let dialog = try dialog(&context)
      guard dialog.isPresented, dialog.focusedPart != nil else {
        throw StepFailure("keyboard focus is not inside the dialog")
      }
      var trial = context
      for press in 1...(dialog.buttons.count + 1) {
        try trial.perform("press Tab")
        let after = try StepLibrary.dialog(&trial)
        guard after.isPresented, after.focusedPart != nil else {
          throw StepFailure(
            "Tab \(press) took keyboard focus out of the dialog: it is not confined")
        }
      }
    },
    StepDefinition(
      .then, "the reader's next item stays inside the dialog",
      summary:
        "MagentaA11y alert dialog: from the dialog's last element the reader's next item "
        + "reaches nothing outside it. Tried on a copy; the scenario is unchanged.",
      example: "Then the reader's next item stays inside the dialog"
    ) { context, _ throws(StepFailure) in
      var trial = context
      let reader = try trial.reader()
      let navigable = reader.elements.filter(\.isNavigable)
      guard let last = navigable.last(where: { !$0.containers.isEmpty }) else {
        throw StepFailure("the dialog shows no element a reader reaches")
      }
      if let outside = navigable.first(where: { $0.containers.isEmpty }) {
        throw StepFailure(
          "the reader reaches \"\(outside.name ?? outside.id)\" outside the dialog after "
            + "\"\(last.name ?? last.id)\": focus is not confined")
      }
    },
    StepDefinition(
      .then, "it is identified as a dialog",
      summary:
        "MagentaA11y alert dialog role: the reader said a dialog, alert or modal word when it "
        + "reached the dialog, or the dialog confines the reader (which the page counts as "
        + "conveying it).",
      example: "Then it is identified as a dialog"
    ) { context, _ throws(StepFailure) in
      let dialog = try dialog(&context)
      let heard = context.lastHeard.map { $0.text.lowercased() }
      let said = heard.contains { text in
        ["alert", "dialog", "modal"].contains { text.contains($0) }
      }
      guard said || dialog.trapsFocus else {
        throw StepFailure(
          "nothing says this is a dialog: the reader said "
            + SpeechEquivalenceCheck.list(context.lastHeard)
            + " and the dialog does not confine the reader")
      }
    },
  ]

  /// The running dialog.
  private static func dialog(_ context: inout ScenarioContext) throws(StepFailure) -> Dialog {
    let control = try context.control()
    guard let dialog = control.unwrapped(as: Dialog.self) else {
      throw StepFailure("this step is for a dialog (control: dialog)")
    }
    return dialog
  }
}
