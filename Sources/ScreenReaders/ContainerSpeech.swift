import Accessibility
import Core

/// What a reader says about the containers around the element its cursor moves to (a list, a
/// group, a tab bar on a screen): on entering one, on leaving one, on an item's place in it.
/// Data in each pack, one row per container role, each with its source; a role without a row
/// is passed silently.
package struct ContainerSpeech: Sendable {
  /// One row per container role the reader speaks about.
  package var rules: [ContainerRule]
  /// Where the entering and leaving words go: before the element's speech (NVDA and Orca speak
  /// the new focus ancestors first) or after it (TalkBack's collection transition).
  package var placement: Placement
  /// What joins the container words to each other and to the element's speech.
  package var joiner: String
  /// How it says an item's place in a list or tab bar ("2 of 5"), if it does.
  package var position: PositionWording?
  /// What the element's speech is made to end with before a first or last element's words
  /// (VoiceOver's trailing period: "Quantity. List Start."), if anything.
  package var edgeTerminator: String?
  /// The evidence that the reader says a window's rows (a dialog shown as a window of its own,
  /// ``AccessibleContainer/isWindow``) when the window becomes the active one — it appears, or
  /// the window over it goes (TalkBack's windows-changed feedback, VoiceOver's screen change,
  /// NVDA's and Orca's new foreground window) — and never when its cursor moves into a window
  /// already shown; `nil` for a reader that says a window as any container, on entering it.
  package var windowActivation: Source?

  /// Where the container words go.
  package enum Placement: String, Sendable {
    /// Before the element's speech.
    case before
    /// After it.
    case after
  }

  /// Creates the container speech of a pack.
  package init(
    rules: [ContainerRule], placement: Placement, joiner: String,
    position: PositionWording? = nil, edgeTerminator: String? = nil,
    windowActivation: Source? = nil
  ) {
    self.windowActivation = windowActivation
    self.edgeTerminator = edgeTerminator
    self.rules = rules
    self.placement = placement
    self.joiner = joiner
    self.position = position
  }

  /// A reader with no container speech.
  package static let silent = ContainerSpeech(rules: [], placement: .after, joiner: ", ")

  /// A reader that names each container its focus enters before the element, as NVDA and Orca
  /// speak the new focus ancestors: `words` gives each role's word (a named container is
  /// "{name} word"), `unnamedSilent` the roles passed in silence without a name, `positions`
  /// those whose items say their place; a landmark says nothing (`landmark` is why).
  package static func namingAncestors(
    words: [(ContainerRole, String)], unnamedSilent: Set<ContainerRole>,
    positions: Set<ContainerRole>, source: Source, landmark: Source, position: PositionWording,
    windowActivation: Source? = nil
  ) -> ContainerSpeech {
    let rules = words.map { role, word in
      ContainerRule(
        "container.\(role.rawValue)", role,
        entering: ContainerPhrase(
          unnamedSilent.contains(role) ? nil : word, named: "{name} " + word),
        speaksPosition: positions.contains(role), source: source)
    }
    return ContainerSpeech(
      rules: rules + [ContainerRule("container.landmark", .landmark, source: landmark)],
      placement: .before, joiner: " ", position: position, windowActivation: windowActivation)
  }

  /// The first row for `role` whose condition holds (`holds` decides, from the reader's
  /// settings), if any.
  package func rule(
    for role: ContainerRole, where holds: (Condition) -> Bool = { _ in true }
  ) -> ContainerRule? {
    rules.first { $0.role == role && holds($0.when) }
  }
}

/// What a reader says about one kind of container.
package struct ContainerRule: Sendable {
  /// A stable id for transcripts' rule column: `container.list`.
  package var id: String
  /// The container role.
  package var role: ContainerRole
  /// What it says when its cursor enters the container, if anything.
  package var entering: ContainerPhrase?
  /// What it says when its cursor leaves it, if anything.
  package var leaving: ContainerPhrase?
  /// What it adds after the container's first and last element (VoiceOver's "List Start."
  /// and "List End.").
  package var firstItem: String?
  /// See ``firstItem``.
  package var lastItem: String?
  /// The role word a button in the container is spoken with instead of its own (VoiceOver's
  /// "Tab." for an element of a tab bar).
  package var itemRole: String?
  /// Whether it says an item's position (``ContainerSpeech/position``) in this container.
  package var speaksPosition: Bool
  /// Where this row's entering and leaving words go, where it differs from the pack's
  /// ``ContainerSpeech/placement`` (TalkBack says a dialog window's title before the element
  /// it focuses in it, though its collection words come after).
  package var placement: ContainerSpeech.Placement?
  /// When this row applies (a reader setting that picks one side of evidence that
  /// disagrees); the first row for a role whose condition holds is the one used.
  package var when: Condition
  /// The evidence.
  package var source: Source

  /// Creates a row.
  package init(
    _ id: String, _ role: ContainerRole, when: Condition = .always,
    entering: ContainerPhrase? = nil,
    leaving: ContainerPhrase? = nil, firstItem: String? = nil, lastItem: String? = nil,
    itemRole: String? = nil, speaksPosition: Bool = false,
    placement: ContainerSpeech.Placement? = nil, source: Source
  ) {
    self.when = when
    self.placement = placement
    self.id = id
    self.role = role
    self.entering = entering
    self.leaving = leaving
    self.firstItem = firstItem
    self.lastItem = lastItem
    self.itemRole = itemRole
    self.speaksPosition = speaksPosition
    self.source = source
  }
}

/// The words for entering or leaving a container: with and without its name, and its item
/// count after them.
package struct ContainerPhrase: Sendable {
  /// Said for a container without a name (`nil`: such a container is passed silently, as NVDA
  /// passes an unnamed grouping).
  package var unnamed: String?
  /// Said for a named one, `{name}` standing for its name (`nil`: the name is not said, the
  /// unnamed words are).
  package var named: String?
  /// The item count after the words, `{count}` standing for it: one item, then more.
  package var count: (one: String, other: String)?
  /// Said for a container without a name where the app's label is known
  /// (``Compositor/appName``), `{app}` standing for it (TalkBack's fallback from a window's
  /// title to the application's label); `nil`: ``unnamed`` is said whether or not it is known.
  package var unnamedInApp: String?
  /// Said for a container with a description (an alert dialog's message), `{name}` and
  /// `{description}` standing for them; without a name, `{name}` is left out with the
  /// separator after it (`nil`: the description is not said).
  package var described: String?

  /// Creates a phrase.
  package init(
    _ unnamed: String?, named: String? = nil, count: (one: String, other: String)? = nil,
    described: String? = nil, unnamedInApp: String? = nil
  ) {
    self.unnamedInApp = unnamedInApp
    self.described = described
    self.unnamed = unnamed
    self.named = named
    self.count = count
  }

  /// The words for `container`, if any, in the app labelled `appName` (when known).
  func words(for container: AccessibleContainer, joiner: String, appName: String? = nil)
    -> String?
  {
    if let described, let description = container.description, !description.isEmpty {
      return Self.filling(described, name: container.name, description: description)
    }
    let head: String?
    if let name = container.name, !name.isEmpty, let named {
      head = named.replacingOccurrences(of: "{name}", with: name)
    } else if let unnamedInApp, let appName, !appName.isEmpty {
      head = unnamedInApp.replacingOccurrences(of: "{app}", with: appName)
    } else {
      head = unnamed
    }
    guard var text = head else { return nil }
    if let count {
      let template = container.itemCount == 1 ? count.one : count.other
      text +=
        joiner + template.replacingOccurrences(of: "{count}", with: String(container.itemCount))
    }
    return text
  }
}

extension ContainerPhrase {
  /// `template` with `{name}` and `{description}` filled in; without a name, `{name}` is left
  /// out with the separator after it ("{name} dialog {description}" is then
  /// "dialog {description}", "alert, {name}, {description}" is "alert, {description}").
  static func filling(_ template: String, name: String?, description: String) -> String {
    var text = template
    if let name, !name.isEmpty {
      text = text.replacingOccurrences(of: "{name}", with: name)
    } else {
      for unnamed in ["{name}, ", "{name} ", "{name}"] {
        text = text.replacingOccurrences(of: unnamed, with: "")
      }
    }
    return text.replacingOccurrences(of: "{description}", with: description)
  }
}

/// How a reader says an item's place in a set: `{position}` and `{size}` in a template.
package struct PositionWording: Sendable {
  /// The template: "{position} of {size}".
  package var template: String
  /// When it says it (a setting: Orca's "speak position in set").
  package var when: Condition
  /// The evidence.
  package var source: Source

  /// Creates a wording.
  package init(_ template: String, when: Condition = .always, source: Source) {
    self.template = template
    self.when = when
    self.source = source
  }
}

extension Compositor {
  /// `utterances`, the reader's speech for `element` which its cursor just reached from
  /// `previous`, with what the reader says about the containers it left and entered and about
  /// the element's place in its innermost one (``RulePack/containers``). A window
  /// (``AccessibleContainer/isWindow``) of a reader with ``ContainerSpeech/windowActivation`` is
  /// said only as `activatedWindow`, the window that this move made the active one, whether or
  /// not the cursor was in it before; moving within or into a window already shown says nothing
  /// of it.
  package func addingContainerSpeech(
    to utterances: [ComposedUtterance], for element: AccessibleElement,
    from previous: AccessibleElement?, activatedWindow: String? = nil, context: Context
  ) -> [ComposedUtterance] {
    let speech = pack.containers
    let holding = { (condition: Condition) in holds(condition, in: context) }
    guard !utterances.isEmpty, !(element.containers.isEmpty && (previous?.containers ?? []).isEmpty)
    else { return utterances }
    let now = Set(element.containers.map(\.id))
    let before = Set((previous?.containers ?? []).map(\.id))
    let windowsOnActivation = speech.windowActivation != nil
    var transitions: [(text: String, rule: ContainerRule, source: Source)] = []
    for container in (previous?.containers ?? []).reversed() where !now.contains(container.id) {
      if windowsOnActivation && container.isWindow { continue }
      if let rule = speech.rule(for: container.role, where: holding),
        let text = rule.leaving?.words(for: container, joiner: speech.joiner, appName: appName)
      {
        transitions.append((text, rule, rule.source))
      }
    }
    for container in element.containers {
      let entered =
        windowsOnActivation && container.isWindow
        ? container.id == activatedWindow : !before.contains(container.id)
      guard entered else { continue }
      if let rule = speech.rule(for: container.role, where: holding),
        let text = rule.entering?.words(for: container, joiner: speech.joiner, appName: appName)
      {
        let activation = container.isWindow ? speech.windowActivation : nil
        transitions.append(
          (text, rule, activation.map { rule.source.combined(with: $0) } ?? rule.source))
      }
    }
    var after: [(text: String, source: Source, id: String, isEdge: Bool)] = []
    if let innermost = element.containers.last,
      let rule = speech.rule(for: innermost.role, where: holding)
    {
      if rule.speaksPosition, let position = speech.position, holds(position.when, in: context) {
        after.append(
          (
            position.template.replacingOccurrences(
              of: "{position}", with: String(innermost.position)
            )
            .replacingOccurrences(of: "{size}", with: String(innermost.itemCount)),
            rule.source.combined(with: position.source), rule.id, false
          ))
      }
      if innermost.isAtStart, let first = rule.firstItem {
        after.append((first, rule.source, rule.id, true))
      } else if innermost.isAtEnd, let last = rule.lastItem {
        after.append((last, rule.source, rule.id, true))
      }
    }
    guard !transitions.isEmpty || !after.isEmpty else { return utterances }
    var result = utterances
    func add(_ text: String, source: Source, id: String, at index: Int, before: Bool) {
      var utterance = result[index]
      utterance.text =
        before ? text + speech.joiner + utterance.text : utterance.text + speech.joiner + text
      let part = SpeechPart(.text, text)
      if before { utterance.parts.insert(part, at: 0) } else { utterance.parts.append(part) }
      utterance.rule += "+" + id
      utterance.source = utterance.source.combined(with: source)
      result[index] = utterance
    }
    let last = result.count - 1
    for item in after {
      if item.isEdge, let terminator = speech.edgeTerminator,
        !result[last].text.hasSuffix(terminator)
      {
        result[last].text += terminator
      }
      add(item.text, source: item.source, id: item.id, at: last, before: false)
    }
    for item in transitions.reversed() where (item.rule.placement ?? speech.placement) == .before {
      add(item.text, source: item.source, id: item.rule.id, at: 0, before: true)
    }
    for item in transitions where (item.rule.placement ?? speech.placement) == .after {
      add(item.text, source: item.source, id: item.rule.id, at: last, before: false)
    }
    return result
  }

  /// The role word a container gives an element in it (VoiceOver's "Tab." for a button in a
  /// tab bar), if any.
  func containerRoleWord(for element: AccessibleElement, context: Context) -> String? {
    guard element.role == .button, let innermost = element.containers.last else { return nil }
    return pack.containers.rule(for: innermost.role) { holds($0, in: context) }?.itemRole
  }
}
