import Accessibility
import ComponentModel
import Controls
import Core
import Foundation

/// A link on a simulated clock: a tap, a click, a reader's activate or the platform's keys
/// follow it, unless it is disabled or its element cannot be clicked. Following it is the
/// app's event: the link is then visited and its URL is recorded as opened (the simulation
/// stays on the screen; the browser or page it opens is not modelled). It has one part,
/// ``PartID/control``, and no value.
package struct Link: Sendable {
  /// Which native link this is.
  package let variant: LinkVariant
  /// The platform it runs on.
  package let platform: Platform
  /// Its settings.
  package let configuration: LinkConfiguration
  /// How the component set it up.
  package let setup: PlatformSetup
  /// Whether it was followed (set up visited, or activated since).
  package private(set) var isVisited: Bool
  /// The URLs the app opened, one per activation (the link's `url`, or its text when it has no
  /// URL).
  package private(set) var opened: [String] = []
  package var input: OnePartInput

  /// Creates the link a component sets up on `platform`.
  ///
  /// - Throws: ``ConfigurationError`` when the variant does not exist there, or its text does
  ///   not hold its label.
  package init(platform: Platform, setup: PlatformSetup) throws(ConfigurationError) {
    let variant = try LinkVariant.chosen(by: setup, kind: .link, noun: "link", on: platform)
    guard let configuration = setup.configuration as? LinkConfiguration else {
      throw ConfigurationError(
        field: "control", message: "\(setup.variant.rawValue) is not a link variant")
    }
    if let text = configuration.text {
      guard let shown = configuration.shownText else {
        throw ConfigurationError(
          field: "text", message: "a link inside text needs its label (or its url) to find it")
      }
      guard text.contains(shown) else {
        throw ConfigurationError(
          field: "text",
          message: "the text \"\(text)\" does not contain the link's text \"\(shown)\"; write "
            + "the link's words inside the text")
      }
    }
    self.variant = variant
    self.platform = platform
    self.configuration = configuration
    self.setup = setup
    isVisited = configuration.isVisited
    // Plain text with a tap handler, and a span in text nobody can click, take no keyboard
    // focus and no keys.
    let keyboard =
      configuration.exposedAs != .text
      && Self.clickable(variant, configuration) && variant.facts.takesKeyboardFocus
    input = OnePartInput(
      noun: "link", nativeName: variant.facts.nativeName,
      activationKeys: keyboard ? variant.facts.activationKeys : [], takesKeyboardFocus: keyboard,
      isEnabled: configuration.isEnabled)
  }

  /// The link in the catalog.
  package static let definition = ControlDefinition(
    kind: .link,
    summary: "A link: a tap, a click or Enter follows it; it may sit inside text.",
    variants: LinkVariant.definitions(defaults: LinkConfiguration()),
    partIDs: [.control], stateWords: ["visited"], partWords: ["link": .control]
  ) { platform, setup throws(ConfigurationError) in
    try Link(platform: platform, setup: setup)
  }

  /// Whether a click on its element follows it: the variant's element is clickable (not a
  /// Compose Text) and, for a TextView, it has LinkMovementMethod; a misconfigured link drawn as
  /// a button or as text with a tap handler is clicked like any.
  package var isClickable: Bool { Self.clickable(variant, configuration) }

  /// Whether a click on the element of `variant` set up as `configuration` follows the link.
  private static func clickable(_ variant: LinkVariant, _ configuration: LinkConfiguration)
    -> Bool
  {
    guard configuration.exposedAs == .link else { return true }
    return variant.facts.clickable && (!variant.facts.isAndroidSpan || configuration.isClickable)
  }
}

extension Link: OnePartControl {
  /// A link announces nothing of its own.
  package var announcement: String? { nil }
  /// A link has no value; whether it was visited is ``isVisited``.
  package var value: ControlValue { .nothing }
  /// The variant's touch target.
  package var touchTarget: TouchTarget? { variant.facts.touchTarget }

  /// `swiftui (SwiftUI Link) · "Learn more" → https://example.com`, with `visited`,
  /// `disabled`, and how it is misexposed when it is.
  package var headline: String {
    var parts = [variant.headlineName]
    var link = configuration.label.map { "\"\($0)\"" } ?? "no label"
    if let url = configuration.url { link += " → " + url }
    parts.append(link)
    if configuration.text != nil { parts.append("inside text") }
    if isVisited { parts.append("visited") }
    if !configuration.isEnabled { parts.append("disabled") }
    if configuration.exposedAs != .link { parts.append("exposed as \(configuration.exposedAs)") }
    return parts.joined(separator: " · ")
  }

  /// `GtkLinkButton · "Learn more"`.
  package var drawingTitle: String {
    variant.facts.nativeName + (configuration.shownText.map { " · \"\($0)\"" } ?? "")
  }

  /// `_Learn more_`, inside its text when it has one (`Read the _terms_ first.`), `·visited`,
  /// `·dimmed`; `*…*` when it has keyboard focus.
  package var drawing: String {
    let link = "_" + (configuration.shownText ?? "") + "_"
    var text = link
    if let paragraph = configuration.text, let shown = configuration.shownText,
      let range = paragraph.range(of: shown)
    {
      text = paragraph.replacingCharacters(in: range, with: link)
    }
    if isVisited { text += "·visited" }
    if !configuration.isEnabled { text += "·dimmed" }
    return focusedPart == .control ? "*" + text + "*" : text
  }

  /// Releases it: a click, which follows it where its element can be clicked.
  package mutating func release() -> [ControlEvent] {
    guard input.release() else { return [] }
    guard isClickable else {
      return ignored(
        "the \(variant.facts.nativeName)'s element is not clickable: only TalkBack's links menu "
          + "opens its link")
    }
    isVisited = true
    opened.append(configuration.url ?? configuration.shownText ?? "")
    return [event(.activated(.control))]
  }

  /// A link has no value to set.
  package mutating func setByApp(_ value: ControlValue) -> [ControlEvent] {
    ignored("a link has no value")
  }

  /// One element: the link (or the paragraph that holds it), as the variant exposes it.
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    let facts = variant.facts
    let settings = setup.accessibility
    let paragraph = facts.inline == .paragraph ? configuration.text : nil
    let name = settings.label ?? paragraph ?? configuration.shownText
    let enabled = configuration.isEnabled
    let role: AccessibleRole =
      switch configuration.exposedAs {
      case .link: .link
      case .button: .button
      case .text: .staticText
      }
    let keyboard = input.takesKeyboardFocus
    let visited =
      isVisited && facts.exposesVisited && configuration.exposedAs == .link
    return [
      AccessibleElement(
        id: "link", role: role, name: name, hint: settings.hint, isEnabled: enabled,
        isNavigable: enabled || facts.navigableWhenDisabled,
        takesKeyboardFocus: enabled && keyboard, isClickable: isClickable, part: .control,
        nameSource: settings.label != nil ? .app : (name == nil ? .none : .visibleText),
        states: ElementStates(visited ? [.visited] : []))
    ]
  }
}
