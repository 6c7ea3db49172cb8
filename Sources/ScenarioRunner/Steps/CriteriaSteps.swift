import Accessibility
import ComponentModel
import Controls
import Core
import ScreenReaders

/// The MagentaA11y criteria as checks on the focused element and on what the reader said,
/// whatever the control: what a control adds (the words for its parts' purposes, how it shows
/// its value) comes from its ``ControlStepPack``.
extension StepLibrary {
  /// Whether `text` says the value, as digits or in words.
  static func saysValue(
    _ text: String, shown: String, words: String?, percents: [Int] = []
  ) -> Bool {
    SpeechEquivalenceCheck.contains(text, shown)
      || (words.map { SpeechEquivalenceCheck.contains(text, $0) } ?? false)
      || percents.contains { percent in
        SpeechEquivalenceCheck.contains(text, "\(percent)%")
          || SpeechEquivalenceCheck.contains(text, "\(percent) percent")
      }
  }

  /// The value of `element`'s range as a percent, by every reader's arithmetic: a reader that
  /// says a slider's value as a percent ("50%" for 5 on 0…10) says it too.
  static func percents(of element: AccessibleElement?) -> [Int] {
    guard let states = element?.states else { return [] }
    let all = [PercentArithmetic.ofRange, .orcaValueOverWidth].compactMap {
      $0.percent(of: states)
    }
    return all.reduce(into: []) { unique, percent in
      if !unique.contains(percent) { unique.append(percent) }
    }
  }

  /// The criteria steps.
  static let criteriaSteps: [StepDefinition] = [
    StepDefinition(
      .then, "its name describes its purpose",
      summary:
        "MagentaA11y name: the focused element has a name, and a button's says what it does (Increase, Decrease, Add, …).",
      example: "Then its name describes its purpose"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      guard let element = reader.focusedElement else { throw StepFailure("nothing is focused") }
      guard let name = element.name, !name.trimmingCharacters(in: .whitespaces).isEmpty else {
        let said =
          context.lastHeard.first.map { " (\(reader.pack.name) says \"\($0.text)\")" } ?? ""
        throw StepFailure("the focused \(element.role.plainName) has no name\(said)")
      }
      if let part = element.part, let words = context.library.purposeWords[part] {
        guard words.contains(where: { SpeechEquivalenceCheck.contains(name, $0) }) else {
          throw StepFailure(
            "the \(part.rawValue) button's name \"\(name)\" does not say what it does (expected one of "
              + words.joined(separator: ", ") + ")")
        }
      }
    },
    StepDefinition(
      .then, "its role is conveyed",
      summary:
        "MagentaA11y role: the reader says the role word (\"Button\" on iOS); on Android the role word or \"Double-tap to activate\". An element with no role (a plain view) fails.",
      example: "Then its role is conveyed"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      guard let element = reader.focusedElement else { throw StepFailure("nothing is focused") }
      let heard = context.lastHeard
      // A plain view has no role to convey, whatever is heard: TalkBack's "Double-tap to
      // activate" only says it is clickable, Narrator's "custom" that its type is unknown.
      guard element.role != .plainView else {
        throw StepFailure(
          "the focused element has no role (the app drew it in a plain view): "
            + "\(reader.pack.name) said \(SpeechEquivalenceCheck.list(heard))")
      }
      let roleWord = reader.compositor.roleWord(for: element)?.text
      let saysRole =
        roleWord.map { word in heard.contains { SpeechEquivalenceCheck.contains($0.text, word) } }
        ?? false
      // A hint that says how to use it stands for the role where the reader's pack says so
      // (TalkBack's "Double-tap to activate").
      let roleHints = reader.pack.driving.roleHints
      let instructs = heard.contains { utterance in
        utterance.kind == .hint
          && roleHints.contains { SpeechEquivalenceCheck.contains(utterance.text, $0) }
      }
      guard saysRole || instructs else {
        throw StepFailure(
          "the role of the focused \(element.role.plainName) is not conveyed: heard "
            + SpeechEquivalenceCheck.list(heard)
            + (roleWord.map { ", without \"\($0)\"" } ?? " (\(reader.pack.name) has no word for it)")
        )
      }
    },
    StepDefinition(
      .then, "its state is expressed",
      summary:
        "MagentaA11y state: when the control part is disabled, the reader says so (Dimmed, disabled, grayed, unavailable).",
      example: "Then its state is expressed"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      guard let element = reader.focusedElement else { throw StepFailure("nothing is focused") }
      let controlDisabled =
        !reader.control.setup.configuration.isEnabled
        || (element.part.map { reader.control.parts.contains($0) && !reader.control.isEnabled($0) }
          ?? false)
      guard controlDisabled || !element.isEnabled else { return }
      guard let word = reader.pack.vocabulary.disabled?.text,
        context.lastHeard.contains(where: { SpeechEquivalenceCheck.contains($0.text, word) })
      else {
        throw StepFailure(
          "\"\(element.name ?? element.id)\" is disabled, but \(reader.pack.name) said "
            + SpeechEquivalenceCheck.list(context.lastHeard)
            + (element.isEnabled ? " (the app exposes it as enabled)" : ""))
      }
    },
    StepDefinition(
      .then, "its value is expressed when it changes",
      summary:
        "MagentaA11y value: activating (or adjusting) the focused element makes the reader say the new value. Tried on a copy; the scenario is unchanged.",
      example: "Then its value is expressed when it changes"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      guard let element = reader.focusedElement else { throw StepFailure("nothing is focused") }
      var trial = context
      // The reader's own way to change it (its pack's adjust or activate interaction).
      let action = reader.compositor.valueChangeInteraction(for: element)
      // NaN when empty, as `shownValue()` gives it.
      let before = reader.control.value.numeric ?? .nan
      try trial.perform(action)
      let after = try trial.shownValue()
      guard after.value != before else {
        throw StepFailure(
          "'\(action)' did not change the value (\(after.displayedValue)); nothing to express")
      }
      let shown = after.displayedValue
      let words = TextTemplate.words(after.value)
      let percents = percents(of: try trial.reader().focusedElement)
      guard
        trial.lastHeard.contains(where: {
          saysValue($0.text, shown: shown, words: words, percents: percents)
        })
      else {
        throw StepFailure(
          "the value changed to \(shown) after '\(action)', but \(reader.pack.name) said "
            + SpeechEquivalenceCheck.list(trial.lastHeard),
          expected: shown, actual: trial.lastHeard.map(\.text).joined(separator: "\n"))
      }
    },
    StepDefinition(
      .then, "the new value is announced",
      summary: "The last interaction changed the value and the reader said the new value.",
      example: "Then the new value is announced"
    ) { context, _ throws(StepFailure) in
      let now = try context.shownValue()
      guard
        context.lastChangedValue
      else {
        throw StepFailure("the last interaction did not change the value")
      }
      let shown = now.displayedValue
      let words = TextTemplate.words(now.value)
      let percents = percents(of: try context.reader().focusedElement)
      guard
        context.lastHeard.contains(where: {
          saysValue($0.text, shown: shown, words: words, percents: percents)
        })
      else {
        throw StepFailure(
          "the value is now \(shown), but the reader said \(SpeechEquivalenceCheck.list(context.lastHeard))",
          expected: shown, actual: context.lastHeard.map(\.text).joined(separator: "\n"))
      }
    },
    StepDefinition(
      .then, "the focus visibly moves",
      summary: "MagentaA11y keyboard: the last key press moved keyboard focus.",
      example: "Then the focus visibly moves"
    ) { context, _ throws(StepFailure) in
      _ = try context.control()
      guard context.lastMovedFocusIntoControl else {
        throw StepFailure("keyboard focus did not move to a part of the control")
      }
    },
    StepDefinition(
      .then, "the text stays readable at 200%",
      summary:
        "MagentaA11y text resize: the app scales its text (accessibility.scalesText) and touch targets meet the platform minimum (seed 000 metrics).",
      example: "Then the text stays readable at 200%"
    ) { context, _ throws(StepFailure) in
      try context.start()
      let component = try context.component()
      guard let platform = context.platform, let setup = component.platforms[platform] else {
        return
      }
      guard setup.accessibility.scalesText else {
        throw StepFailure(
          "the app's text does not scale (accessibility.scalesText is false): at 200% it is cut off or overlaps"
        )
      }
      if let target = try context.control().touchTarget {
        let size = setup.accessibility.touchTarget ?? target.size
        if size < target.minimum {
          throw StepFailure(
            "touch targets are \(DecimalStep.displayString(size)) \(target.unit), below the "
              + "\(DecimalStep.displayString(target.minimum)) \(target.unit) minimum")
        }
      }
    },
  ]
}
