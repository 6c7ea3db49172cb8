import Accessibility
import ComponentFile
import Controls
import Core
import Foundation
import ScenarioRunner
import ScreenReaders
import Simulation

extension StepLibrary {
  /// The link (`control: link`): enabling it, whether it was followed, visited, and which URL
  /// the app opened.
  static let linkSteps: [StepDefinition] = [
    .enabling("link"),
    StepDefinition(
      .then, "the link is activated",
      summary: "The last interaction followed the link (the app opened its URL).",
      example: "Then the link is activated"
    ) { context, _ throws(StepFailure) in
      _ = try link(&context)
      guard context.lastEvents.contains(where: { if case .activated = $0 { true } else { false } })
      else { throw StepFailure("the last interaction did not follow the link") }
    },
    StepDefinition(
      .then, "the link is not activated",
      summary: "The last interaction did not follow the link.",
      example: "Then the link is not activated"
    ) { context, _ throws(StepFailure) in
      _ = try link(&context)
      if context.lastEvents.contains(where: { if case .activated = $0 { true } else { false } }) {
        throw StepFailure("the last interaction followed the link")
      }
    },
    StepDefinition(
      .then, "the link is visited",
      summary: "The link was followed (set up visited, or activated since).",
      example: "Then the link is visited"
    ) { context, _ throws(StepFailure) in
      guard try link(&context).isVisited else { throw StepFailure("the link is not visited") }
    },
    StepDefinition(
      .then, "the link opened {string}",
      summary:
        "The app opened this URL when the link was followed (the simulation stays on the "
        + "screen: what the URL shows is not modelled).",
      example: "Then the link opened \"https://example.com/terms\""
    ) { context, args throws(StepFailure) in
      let opened = try link(&context).opened
      guard opened.contains(args.text(0)) else {
        throw StepFailure(
          "the link did not open \"\(args.text(0))\": "
            + (opened.isEmpty
              ? "it was never followed"
              : "it opened " + opened.map { "\"\($0)\"" }.joined(separator: ", ")))
      }
    },
  ]

  /// The MagentaA11y link checks (`a11ysim check`): followed, identified as a link, a name that
  /// says where it goes. Each judges what the platform exposes, so a link exposed as a button
  /// or as text fails the role check whatever it looks like.
  static let linkCriteriaSteps: [StepDefinition] = [
    StepDefinition(
      .then, "it is identified as a link",
      summary:
        "MagentaA11y link role: the focused element is a link and the reader says its link word "
        + "(\"Link\", \"link\"); TalkBack, which has none, must say its links hint (\"Links "
        + "available\").",
      example: "Then it is identified as a link"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      guard let element = reader.focusedElement else { throw StepFailure("nothing is focused") }
      guard element.role == .link else {
        throw StepFailure(
          "the focused element is exposed as \(element.role.plainNameWithArticle), not a link: "
            + "\(reader.pack.name) cannot say it is a link")
      }
      let heard = context.lastHeard
      if let word = reader.compositor.roleWord(for: .link)?.text {
        guard heard.contains(where: { SpeechEquivalenceCheck.contains($0.text, word) }) else {
          throw StepFailure(
            "the link's role is not conveyed: \(reader.pack.name) said "
              + SpeechEquivalenceCheck.list(heard))
        }
      } else if !heard.contains(where: { $0.rule.contains("hint.link") }) {
        throw StepFailure(
          "\(reader.pack.name) has no word for a link and did not say its links hint: it said "
            + SpeechEquivalenceCheck.list(heard))
      }
    },
    StepDefinition(
      .then, "its name says where the link goes",
      summary:
        "MagentaA11y link name: the link's text is not a generic phrase (\"click here\", "
        + "\"learn more\", \"read more\", \"here\", \"more\", \"link\") or a bare URL.",
      example: "Then its name says where the link goes"
    ) { context, _ throws(StepFailure) in
      let control = try link(&context)
      let reader = try context.reader()
      guard let element = reader.focusedElement, let name = element.name else {
        throw StepFailure("the focused link has no name")
      }
      // A link inside a paragraph is named by the paragraph; its own words are judged.
      let words = control.setup.accessibility.label ?? control.configuration.shownText ?? name
      try judgeLinkText(words)
    },
  ]

  /// Phrases that say nothing of where a link goes.
  static let genericLinkTexts: Set<String> = [
    "click here", "click", "here", "tap here", "learn more", "read more", "more", "link",
    "this link", "more info", "details",
  ]

  /// Fails when `words` are a generic phrase or a bare URL.
  static func judgeLinkText(_ words: String) throws(StepFailure) {
    let plain = words.lowercased().trimmingCharacters(
      in: .whitespacesAndNewlines.union(.punctuationCharacters))
    if genericLinkTexts.contains(plain) {
      throw StepFailure(
        "the link's text \"\(words)\" does not say where it goes: name its destination or "
          + "purpose (MagentaA11y: add context after the visible text)")
    }
    if plain.hasPrefix("http") || plain.hasPrefix("www.") {
      throw StepFailure(
        "the link's text is its URL \"\(words)\": readers spell it out; name its destination")
    }
  }

  /// The scenario's link.
  private static func link(_ context: inout ScenarioContext) throws(StepFailure) -> Link {
    guard let link = try context.control() as? Link else {
      throw StepFailure("the component is not a link")
    }
    return link
  }
}
