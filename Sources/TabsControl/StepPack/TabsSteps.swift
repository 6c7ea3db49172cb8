import Accessibility
import ComponentFile
import Controls
import Core
import ScenarioRunner
import ScreenReaders
import Simulation

extension StepLibrary {
  /// The tabs (`control: tabs`): enabling them, and which tab is selected.
  static let tabsSteps: [StepDefinition] = [
    .enabling("tab list"),
    StepDefinition(
      .then, "the selected tab is {string}",
      summary: "The tab list's selected tab is the one named.",
      example: "Then the selected tab is \"Search\""
    ) { context, args throws(StepFailure) in
      let expected = args.text(0)
      let list = try tabList(&context)
      let name = list.configuration.tabs[list.selected]
      guard name == expected else {
        throw StepFailure(
          "the selected tab is \"\(name)\", not \"\(expected)\"", expected: expected, actual: name)
      }
    },
  ]

  /// The MagentaA11y segmented-control checks (`a11ysim check`): selected, selected spoken,
  /// identified as a tab. Each judges what the platform exposes, so a tab that is selected only
  /// in how it is drawn fails them, whatever the app does.
  static let tabsCriteriaSteps: [StepDefinition] = [
    StepDefinition(
      .then, "the tab is selected",
      summary:
        "MagentaA11y segmented control: the focused tab is the selected one, and its element "
        + "exposes it as selected.",
      example: "Then the tab is selected"
    ) { context, _ throws(StepFailure) in
      let element = try tabElement(&context)
      let list = try tabList(&context)
      guard let index = element.part?.tabIndex, list.selected == index else {
        throw StepFailure(
          "\"\(element.name ?? element.id)\" is not selected: \"\(list.configuration.tabs[list.selected])\" is"
        )
      }
      guard exposesSelected(element) else {
        throw StepFailure(
          "\"\(element.name ?? element.id)\" is selected, but its element does not say so: a "
            + "reader cannot tell it is selected")
      }
    },
    StepDefinition(
      .then, "whether it is selected is expressed",
      summary:
        "MagentaA11y segmented control state: the focused tab, when selected, is exposed so and "
        + "the reader said it; a tab that is not selected may say nothing of it.",
      example: "Then whether it is selected is expressed"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      guard let element = reader.focusedElement else { throw StepFailure("nothing is focused") }
      let list = try tabList(&context)
      let isSelected = element.part?.tabIndex == list.selected
      guard isSelected else {
        // A tab that is not selected: a radio-button segment says "not checked", others
        // nothing, which the page allows.
        if element.states.contains(.notChosen), reader.compositor.stateText(of: element) != nil {
          try StateCriteria.checkSaid(
            element, reader, context.lastHeard, "on \"\(element.name ?? element.id)\"",
            noun: "tab", state: "not selected")
        }
        return
      }
      guard exposesSelected(element) else {
        throw StepFailure(
          "\"\(element.name ?? element.id)\" is selected, but its element does not say so: "
            + "\(reader.pack.name) cannot tell it is selected")
      }
      // VoiceOver on iOS words the selected trait with the name ("Selected: Day"), not as a
      // state word.
      if reader.pack.platform == .ios, reader.compositor.stateText(of: element) == nil,
        element.states.contains(.selected)
      {
        guard
          context.lastHeard.contains(where: { $0.text.lowercased().contains("selected") })
        else {
          throw StepFailure(
            "\(reader.pack.name) did not say \"\(element.name ?? element.id)\" is selected: "
              + SpeechEquivalenceCheck.list(context.lastHeard))
        }
        return
      }
      // Orca says no selected state for any page tab (_generate_page_tab): the platform
      // exposes it, which is all the app can do.
      guard reader.compositor.stateText(of: element) != nil else { return }
      try StateCriteria.checkSaid(
        element, reader, context.lastHeard, "on \"\(element.name ?? element.id)\"",
        noun: "tab", state: "selected")
    },
    .identified(
      as: "a tab", roles: [.tab, .button, .radioButton], notA: "a tab", part: "tab",
      alsoHeard: ["tab"],
      summary:
        "MagentaA11y segmented control role: the reader says its word for the focused tab's role "
        + "(a tab; a button on iOS, whose tab bar items VoiceOver calls Tab; a radio button for a "
        + "segment so exposed)."),
  ]

  /// The tab list the scenario runs.
  private static func tabList(_ context: inout ScenarioContext) throws(StepFailure) -> Tabs {
    guard let list = try context.control() as? Tabs else {
      throw StepFailure("the component is not a tab list")
    }
    return list
  }

  /// The tab in question: the reader's focus, or without a reader the tab with keyboard focus
  /// (the selected one when none has it).
  private static func tabElement(_ context: inout ScenarioContext) throws(StepFailure)
    -> AccessibleElement
  {
    if context.simulation != nil, let focused = try context.reader().focusedElement {
      return focused
    }
    let list = try tabList(&context)
    let part = list.focusedPart ?? .tab(list.selected)
    guard let element = try context.currentElements().first(where: { $0.part == part }) else {
      throw StepFailure("the tab list has no tab \(part.rawValue)")
    }
    return element
  }

  /// Whether the element is exposed as the selected tab.
  private static func exposesSelected(_ element: AccessibleElement) -> Bool {
    element.states.contains(.selected) || element.states.contains(.chosen)
  }
}
