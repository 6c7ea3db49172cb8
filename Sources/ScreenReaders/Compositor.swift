import Accessibility
import ComponentModel
import Core

/// Interprets a rule pack: turns an element (and a notification) into the utterances the
/// reader speaks. All phrasing lives in the packs; this only fills and joins their pieces.
package struct Compositor: Sendable {
  /// The reader's rules.
  package let pack: RulePack
  /// The reader's settings.
  package var settings: ReaderSettings
  /// The reader's version, from the environment; `nil` for a reader without modelled versions.
  package let version: Int?
  /// The label of the app whose screen the reader is on, where the screen gives one (a screen
  /// file's `app:`): what a reader says for a window without a title where it falls back to
  /// the app's label (``ContainerPhrase/unnamedInApp``).
  package var appName: String?

  /// Creates a compositor for `pack` with `settings`, speaking as `version` of the reader
  /// (its documented default when `nil`).
  package init(pack: RulePack, settings: ReaderSettings, version: Int? = nil) {
    self.pack = pack
    self.settings = settings
    self.version = version ?? pack.versions?.defaultValue
  }

  /// The word the reader speaks for `role` at its version: an older word where the role's word
  /// changed after this version, else the vocabulary's.
  package func roleWord(for role: AccessibleRole) -> Word? {
    if let version,
      let change = pack.vocabulary.roleWordChanges.first(where: {
        $0.role == role && version < $0.before
      })
    {
      return change.word
    }
    return pack.vocabulary.roles[role]
  }

  /// The reader's word for `element`'s role: the element's own words for its kind where the
  /// reader speaks them (``AccessibleElement/localizedControlType``: UIA's LocalizedControlType,
  /// Android's roleDescription), else a word it says in its place for the element's state
  /// (``StateWords/roleReplacements``: a search field's), else ``roleWord(for:)``.
  package func roleWord(for element: AccessibleElement) -> Word? {
    if let source = pack.vocabulary.localizedControlType, let own = element.localizedControlType,
      !own.isEmpty
    {
      return Word(own, source)
    }
    return StateWords.first(in: pack.vocabulary.states.roleReplacements, for: element.states)
      ?? roleWord(for: element.role)
  }

  /// What the reader knows about an element when it evaluates a rule.
  package struct Context: Sendable {
    /// The element (absent for an app announcement).
    package var element: AccessibleElement?
    /// Whether the element is the reader's focus.
    package var isFocused: Bool
    /// Whether the reader is interacting with the element.
    package var isInteracting: Bool
    /// The notification's text, if any.
    package var notificationText: String?
    /// Where the user's last input came from.
    package var inputMode: InputMode
    /// How an app's announcement was made, when the notification is one.
    package var announcementStyle: AnnouncementStyle?
    /// The text before typed text, when the notification is text that went in (a word
    /// echo finds the word a separator ends in it).
    package var precedingText: String?
    /// The caret's move, when the notification is one.
    package var caretMove: ControlEvent.TextCaretMove?
    /// The window in front, as the reader was last told (the id of a window container,
    /// ``AccessibleContainer/isWindow``; `nil` for the app's own window).
    package var activeWindow: String?

    /// Creates a context.
    package init(
      element: AccessibleElement?, isFocused: Bool = false, isInteracting: Bool = false,
      notificationText: String? = nil, inputMode: InputMode = .touch,
      announcementStyle: AnnouncementStyle? = nil
    ) {
      self.element = element
      self.isFocused = isFocused
      self.isInteracting = isInteracting
      self.notificationText = notificationText
      self.inputMode = inputMode
      self.announcementStyle = announcementStyle
    }
  }

  /// Whether `condition` holds in `context`.
  package func holds(_ condition: Condition, in context: Context) -> Bool {
    let element = context.element
    switch condition {
    case .always: return true
    case .setting(let key, let value): return settings[key] == value
    case .role(let roles): return element.map { roles.contains($0.role) } ?? false
    case .enabled: return element?.isEnabled ?? false
    case .editable: return element?.isEditable ?? false
    case .clickable: return element?.isClickable ?? false
    case .hasValue: return !(element?.value ?? "").isEmpty
    case .inState(let key): return element?.states.contains(key) ?? false
    case .hasRange: return element?.states.range != nil
    case .hasStateDescription: return !(element?.states.stateDescription ?? "").isEmpty
    case .hasItemStatus: return !(element?.states.itemStatus ?? "").isEmpty
    case .focused: return context.isFocused
    case .interacting: return context.isInteracting
    case .liveRegion(let politeness): return element?.liveRegion == politeness
    case .image: return element?.isImage ?? false
    case .inside(let roles): return element?.containerRole.map { roles.contains($0) } ?? false
    case .inputMode(let mode): return context.inputMode == mode
    case .versionBelow(let first): return version.map { $0 < first } ?? false
    case .announced(let styles):
      return context.announcementStyle.map { styles.contains($0) } ?? false
    case .inActiveWindow: return element.map { $0.windowID == context.activeWindow } ?? false
    case .textAtMost(let length):
      return (context.notificationText?.count ?? 0) <= length
    case .wordsFewerThan(let count):
      return (context.notificationText ?? "").split(whereSeparator: \.isWhitespace).count < count
    case .not(let inner): return !holds(inner, in: context)
    case .all(let conditions): return conditions.allSatisfy { holds($0, in: context) }
    case .any(let conditions): return conditions.contains { holds($0, in: context) }
    }
  }

  /// The utterances for the focused element (focus rules), without the hint.
  package func describe(_ element: AccessibleElement, context: Context) -> [ComposedUtterance] {
    guard let rule = pack.focusRules.first(where: { holds($0.condition, in: context) }) else {
      return []
    }
    return rule.utterances.compactMap {
      compose($0, context: context, kind: .focus, rule: rule.id, source: rule.source)
    }
  }

  /// The hint for the focused element, if the reader gives one: the first hint rule that
  /// applies, joined with the hints of the rules after it for as long as a rule says it
  /// ``HintRule/joinsNext``.
  package func hint(for element: AccessibleElement, context: Context) -> ComposedUtterance? {
    var pieces: [(ComposedUtterance, separator: String?)] = []
    for rule in pack.hintRules where holds(rule.condition, in: context) {
      if let piece = compose(
        rule.utterance, context: context, kind: .hint, rule: rule.id, source: rule.source)
      {
        pieces.append((piece, rule.joinsNext))
      }
      if rule.joinsNext == nil { break }
    }
    guard var hint = pieces.first?.0 else { return nil }
    for (index, (piece, _)) in pieces.enumerated().dropFirst() {
      hint.text += (pieces[index - 1].separator ?? "") + piece.text
      hint.parts += piece.parts
      hint.rule += "+" + (piece.rule.split(separator: "/").last.map(String.init) ?? piece.rule)
      hint.source = hint.source.combined(with: piece.source)
    }
    return hint
  }

  /// What the reader's spatial review (``RulePack/review``) says for a line of `elements`:
  /// each element's zone, the first zone rule that holds and says something, joined with
  /// spaces; `nil` when the pack has no review or the line says nothing.
  package func reviewLine(_ elements: [AccessibleElement]) -> ComposedUtterance? {
    guard let review = pack.review else { return nil }
    var zones: [ComposedUtterance] = []
    for element in elements {
      let context = Context(element: element, inputMode: .keyboard)
      for rule in review.zones where holds(rule.condition, in: context) {
        if let zone = rule.utterances.first.flatMap({
          compose($0, context: context, kind: .focus, rule: rule.id, source: rule.source)
        }) {
          zones.append(zone)
          break
        }
      }
    }
    guard !zones.isEmpty else { return nil }
    return ComposedUtterance(
      text: zones.map(\.text).joined(separator: " "), parts: zones.flatMap(\.parts),
      kind: .focus, rule: "\(pack.id)/review.line", source: review.source)
  }

  /// What the reader says for a notification, and with what priority.
  package func react(to kind: NotificationKind, context: Context, utteranceKind: UtteranceKind)
    -> (utterances: [ComposedUtterance], priority: SpeechPriority, rule: ReactionRule)?
  {
    guard
      let rule = pack.reactionRules.first(where: {
        $0.on == kind && holds($0.condition, in: context)
      })
    else { return nil }
    switch rule.reaction {
    case .silence:
      return ([], rule.priority, rule)
    case .focusDescription:
      guard let element = context.element else { return ([], rule.priority, rule) }
      let described = describe(element, context: context).map {
        var utterance = $0
        utterance.kind = utteranceKind
        utterance.rule = "\(pack.id)/\(rule.id)+\($0.rule.split(separator: "/").last ?? "")"
        utterance.source = rule.source
        return utterance
      }
      return (described, rule.priority, rule)
    case .speak(let templates):
      let utterances = templates.compactMap {
        compose($0, context: context, kind: utteranceKind, rule: rule.id, source: rule.source)
      }
      return (utterances, rule.priority, rule)
    case .typingEcho:
      guard let echo = pack.typingEcho, let typed = context.notificationText else {
        return ([], rule.priority, rule)
      }
      let mode = settings[.typingEcho].flatMap(TypingEchoMode.init(rawValue:)) ?? .none
      // A secure field's text is never spoken: each character is the reader's masked word.
      let echoed =
        isSecure(context)
        ? echo.secureEcho(typed, mode: mode)
        : echo.echo(typed, after: context.precedingText ?? "", mode: mode)
      let utterances = echoed.map {
        ComposedUtterance(
          text: $0, parts: [SpeechPart(.text, $0)], kind: .typingEcho,
          rule: "\(pack.id)/\(rule.id)", source: rule.source)
      }
      return (utterances, rule.priority, rule)
    }
  }

  /// Fills and joins one template; `nil` when nothing is left to say.
  func compose(
    _ template: UtteranceTemplate, context: Context, kind: UtteranceKind, rule: String,
    source: Source
  ) -> ComposedUtterance? {
    var parts: [SpeechPart] = []
    for piece in template.pieces {
      if case .labeledBy(let text) = piece {
        guard let label = context.element?.labeledBy, let last = parts.popLast() else { continue }
        parts.append(
          SpeechPart(last.kind, last.text + text.replacingOccurrences(of: "{label}", with: label)))
        continue
      }
      guard let part = fill(piece, context: context), !part.text.isEmpty else { continue }
      if template.dropsDuplicates,
        parts.contains(where: { $0.text.lowercased() == part.text.lowercased() })
      {
        continue
      }
      parts.append(part)
    }
    guard !parts.isEmpty else { return nil }
    // A joiner that begins with "." adds none after a part that already ends with one
    // (AccessibilitySnapshot's accessibilityDescription: a label ending in "." is followed by
    // its traits without a second period).
    var text = ""
    for (index, part) in parts.enumerated() {
      if index > 0 {
        let joiner = template.joiner
        text += joiner.hasPrefix(".") && text.hasSuffix(".") ? String(joiner.dropFirst()) : joiner
      }
      text += part.text
    }
    let endsWithTrait = parts.last.map { $0.kind == .role || $0.kind == .state } ?? false
    if endsWithTrait, !template.terminator.isEmpty, !text.hasSuffix(template.terminator) {
      text += template.terminator
    }
    return ComposedUtterance(
      text: text, parts: parts, kind: kind,
      rule: "\(pack.id)/\(rule)", source: source)
  }

  private func fill(_ piece: Piece, context: Context) -> SpeechPart? {
    let element = context.element
    switch piece {
    case .name:
      if let name = element?.name, !name.isEmpty { return SpeechPart(.name, name) }
      if let element, element.isClickable || element.role == .button,
        let unlabelled = pack.vocabulary.unlabelled,
        holds(pack.vocabulary.unlabelledWhen, in: context)
      {
        return SpeechPart(.state, unlabelled.text)
      }
      return nil
    case .value:
      return element.flatMap { spokenValue(of: $0, context: context) }.map {
        SpeechPart(.value, $0)
      }
    case .withValue(let inner, let separator):
      let value = element.flatMap { spokenValue(of: $0, context: context) } ?? ""
      guard let first = fill(inner, context: context), !first.text.isEmpty else {
        return value.isEmpty ? nil : SpeechPart(.value, value)
      }
      return value.isEmpty ? first : SpeechPart(first.kind, first.text + separator + value)
    case .role:
      guard let element else { return nil }
      if let word = containerRoleWord(for: element, context: context) {
        return SpeechPart(.role, word)
      }
      // The platform's own words for its kind, where the reader speaks them.
      if pack.vocabulary.localizedControlType != nil, let own = element.localizedControlType,
        !own.isEmpty
      {
        return SpeechPart(.role, own)
      }
      guard let word = roleWord(for: element.role) else { return nil }
      // A heading's level, where the reader speaks one: its template around the role word.
      if let level = element.headingLevel, let template = pack.vocabulary.headingLevel {
        return SpeechPart(
          .role,
          template.text.replacingOccurrences(of: "{role}", with: word.text)
            .replacingOccurrences(of: "{level}", with: String(level)))
      }
      return SpeechPart(.role, word.text)
    case .disabledState:
      guard let element, !element.isEnabled, let word = pack.vocabulary.disabled else { return nil }
      return SpeechPart(.state, word.text)
    case .state:
      return element.flatMap { stateText(of: $0, context: context) }.map {
        SpeechPart(.state, $0)
      }
    case .firstOf(let pieces):
      for piece in pieces {
        if let part = fill(piece, context: context), !part.text.isEmpty { return part }
      }
      return nil
    case .description:
      return element?.description.map { SpeechPart(.description, $0) }
    case .inState(let key, let inner, let format, let alone):
      let part = fill(inner, context: context)
      guard element?.states.contains(key) ?? false else { return part }
      guard let part, !part.text.isEmpty else { return SpeechPart(.state, alone) }
      return SpeechPart(part.kind, format.replacingOccurrences(of: "{}", with: part.text))
    case .labeledBy:
      return nil
    case .errorMessage(let template):
      return element?.errorMessage.map {
        SpeechPart(.description, template.replacingOccurrences(of: "{error}", with: $0))
      }
    case .text(let text):
      return SpeechPart(.hint, text)
    case .appHint:
      return element?.hint.map { SpeechPart(.hint, $0) }
    case .itemStatus:
      return element?.states.itemStatus.map { SpeechPart(.hint, $0) }
    case .positionInSet(let template):
      return element?.states.positionInSet.map {
        SpeechPart(
          .text,
          template.replacingOccurrences(of: "{position}", with: String($0.position))
            .replacingOccurrences(of: "{size}", with: String($0.size)))
      }
    case .notificationText:
      return context.notificationText.map {
        SpeechPart(.text, isSecure(context) ? spoken($0, context: context) : $0)
      }
    case .spokenText:
      return context.notificationText.map { SpeechPart(.text, spoken($0, context: context)) }
    case .characterAtCaret(let end):
      guard let move = context.caretMove else { return nil }
      return SpeechPart(
        .text, move.characterAtCaret.map { spoken($0, context: context) } ?? end)
    case .charactersPassed:
      return context.caretMove.map { SpeechPart(.text, spoken($0.passed, context: context)) }
    case .lineAtCaret(let blank):
      guard let move = context.caretMove else { return nil }
      let line = move.lineAtCaret
      if line.isEmpty { return blank.isEmpty ? nil : SpeechPart(.text, blank) }
      return SpeechPart(.text, isSecure(context) ? spoken(line, context: context) : line)
    case .caretAtEdge(let start, let end):
      guard let move = context.caretMove else { return nil }
      if move.to == 0 { return SpeechPart(.hint, start) }
      return move.to == move.text.count ? SpeechPart(.hint, end) : nil
    case .percentOfRange(let template, let arithmetic):
      return element.flatMap { arithmetic.percent(of: $0.states) }.map {
        SpeechPart(.value, template.replacingOccurrences(of: "{value}", with: String($0)))
      }
    case .orientation:
      guard let element else { return nil }
      return StateWords.first(in: pack.vocabulary.states.roleQualifiers, for: element.states).map {
        SpeechPart(.role, $0.text)
      }
    }
  }

  /// `text` as the reader reads text back: one character by its name where the pack's typing
  /// echo names it.
  private func spoken(_ text: String, context: Context) -> String {
    if isSecure(context) { return pack.typingEcho?.secureSpoken(text: text) ?? "" }
    return pack.typingEcho?.spoken(text: text) ?? text
  }

  /// Whether the element is a secure (password) field, whose text is never spoken.
  private func isSecure(_ context: Context) -> Bool {
    context.element?.states.contains(.secure) ?? false
  }

  /// The element's state in the pack's words (``StateWords``): the app's state description
  /// (where the reader speaks it), else a toggle's value description (where it speaks that),
  /// else the word of the first row of the pack's state table whose state the element is in,
  /// else its range by kind. Without a context, as when the element has the reader's focus.
  package func stateText(of element: AccessibleElement, context: Context? = nil) -> String? {
    let context = context ?? Context(element: element, isFocused: true)
    let words = pack.vocabulary.states
    if words.stateDescription != nil, let described = element.states.stateDescription,
      !described.isEmpty
    {
      return described
    }
    if element.states.togglesOnActivation,
      let described = valueDescription(of: element, context: context)
    {
      // A value the reader takes for one of its states ("2" on a switch: "Mixed").
      if let key = words.valueDescription?.statesByValue[described],
        let word = words.words.first(where: { $0.key == key })?.word
      {
        return word.text
      }
      return described
    }
    if let word = StateWords.first(in: words.words, for: element.states) { return word.text }
    if let range = element.states.range, let wording = words.range {
      return Self.words(for: range, wording)
    }
    return nil
  }

  /// The element's state in the pack's words, as ``Piece/state`` speaks it (`nil` where the
  /// reader has no words for it): what the criteria steps listen for.
  package func spokenState(of element: AccessibleElement) -> String? {
    stateText(of: element)
  }

  /// The value as the reader speaks it: the app's value description where the reader speaks
  /// one on this element, else the element's value.
  private func spokenValue(of element: AccessibleElement, context: Context) -> String? {
    guard element.value != nil else { return nil }
    return valueDescription(of: element, context: context) ?? element.value
  }

  /// The app's value description, where the reader speaks it on this element.
  private func valueDescription(of element: AccessibleElement, context: Context) -> String? {
    guard let described = element.states.valueDescription, !described.isEmpty,
      let wording = pack.vocabulary.states.valueDescription,
      holds(wording.when, in: context)
    else { return nil }
    return described
  }

  /// A range in a reader's words: TalkBack's SeekBarDescription says
  /// `template_percent` with `String.valueOf(current)` for PERCENT, `String.valueOf((int)
  /// current)` for INT and `String.valueOf(current)` for FLOAT.
  static func words(for range: ElementStates.RangeInfo, _ wording: RangeWording) -> String {
    switch wording.numbers {
    case .javaFloat:
      switch range.kind {
      case .percent:
        return wording.percent.replacingOccurrences(
          of: "{value}", with: javaFloatString(range.value))
      case .int:
        return String(RangeArithmetic.javaIntOfFloat(range.value))
      case .float:
        return javaFloatString(range.value)
      }
    }
  }

  /// Java's `String.valueOf(float)` for the numbers a control shows: a whole number keeps
  /// ".0" ("50.0"), others their shortest digits ("0.5", "33.3").
  static func javaFloatString(_ value: Double) -> String {
    let single = Float(value)
    // Java's Float.toString: a number beyond a float's range is "Infinity".
    if single.isInfinite { return single < 0 ? "-Infinity" : "Infinity" }
    if single == single.rounded(), abs(single) < 1e7 {
      return String(Int(single)) + ".0"
    }
    return "\(single)"
  }

  /// The action an input triggers on the focused element: the first matching input rule, or,
  /// for a key no rule claims, ``ReaderAction/passToApp``.
  package func action(for input: Input, context: Context) -> (ReaderAction, InputRule?)? {
    if let rule = pack.inputRules.first(where: {
      $0.input == input && holds($0.condition, in: context)
    }) {
      return (rule.action, rule)
    }
    if case .key = input { return (.passToApp, nil) }
    return nil
  }
}
