import Accessibility
import Core
import Interactions

/// Writes a rule pack out for people: its settings, words, and every rule with its source and
/// confidence, as Markdown (`a11ysim readers ID`, `Documentation/RulePacks.md`).
package enum RulePackDocumentation {
  /// One line per pack: id, name, platform, summary.
  package static func summaryLine(_ pack: RulePack) -> String {
    "\(pack.id) — \(pack.name) on \(pack.platform.displayName): \(pack.summary)"
  }

  /// The whole pack as Markdown.
  package static func markdown(_ pack: RulePack) -> String {
    var lines = [
      "## \(pack.name) on \(pack.platform.displayName) (`\(pack.id)`)", "", pack.summary, "",
    ]
    if !pack.settings.isEmpty {
      lines += [
        "| setting | values | default | what it changes | source |", "|---|---|---|---|---|",
      ]
      for setting in pack.settings {
        lines.append(
          "| `\(setting.name)` | \(setting.valuesText) | "
            + "\(setting.defaultValue) | \(setting.summary) | \(cite(setting.source)) |")
      }
      lines.append("")
    }
    if let versions = pack.versions {
      lines += [versionsParagraph(pack, versions), ""]
    }
    lines += ["| word for | spoken | source |", "|---|---|---|"]
    for role in AccessibleRole.allCases {
      let word = pack.vocabulary.roles[role]
      lines.append(
        "| role \(role.rawValue) | \(word.map { "\"\($0.text)\"" } ?? "(no word)") | \(word.map { cite($0.source) } ?? "") |"
      )
      for change in pack.vocabulary.roleWordChanges where change.role == role {
        lines.append(
          "| role \(role.rawValue), version before \(change.before) | \"\(change.word.text)\" | "
            + "\(cite(change.word.source)) |")
      }
    }
    if let source = pack.vocabulary.localizedControlType {
      lines.append(
        "| an element whose platform gives its own words for its kind (UIA "
          + "LocalizedControlType, Android roleDescription) | those words, in place of the role "
          + "word | \(cite(source)) |")
    }
    if let level = pack.vocabulary.headingLevel {
      lines.append(
        "| heading with a level | \"\(level.text)\" | \(cite(level.source)) |")
    }
    if let disabled = pack.vocabulary.disabled {
      lines.append("| disabled | \"\(disabled.text)\" | \(cite(disabled.source)) |")
    }
    if let unlabelled = pack.vocabulary.unlabelled {
      let when: String
      if case .always = pack.vocabulary.unlabelledWhen {
        when = ""
      } else {
        when = " (when " + describe(pack.vocabulary.unlabelledWhen) + ")"
      }
      lines.append("| no name\(when) | \"\(unlabelled.text)\" | \(cite(unlabelled.source)) |")
    }
    let states = pack.vocabulary.states
    for row in states.words {
      lines.append("| \(row.key.rawValue) | \"\(row.word.text)\" | \(cite(row.word.source)) |")
    }
    for row in states.roleReplacements {
      lines.append(
        "| role word when \(row.key.rawValue) | \"\(row.word.text)\" | \(cite(row.word.source)) |")
    }
    if let source = states.stateDescription {
      lines.append(
        "| state description | the app's, in place of its own state words | \(cite(source)) |")
    }
    if let wording = states.valueDescription {
      let when = {
        if case .always = wording.when {
          return ""
        } else {
          return " (when " + describe(wording.when) + ")"
        }
      }()
      let read = wording.statesByValue.sorted { $0.key < $1.key }.map {
        "\"\($0.key)\" as \($0.value.rawValue)"
      }
      let asStates = read.isEmpty ? "" : " (on a toggle: " + read.joined(separator: ", ") + ")"
      lines.append(
        "| value description\(when) | the app's, in place of the value and the on/off word"
          + "\(asStates) | \(cite(wording.source)) |")
    }
    if let range = states.range {
      lines.append("| range (percent kind) | \"\(range.percent)\" | \(cite(range.source)) |")
    }
    lines += [
      "", "Focus (first rule that applies):", "", "| rule | when | says | source |",
      "|---|---|---|---|",
    ]
    for rule in pack.focusRules {
      lines.append(
        "| `\(rule.id)` | \(describe(rule.condition)) | "
          + rule.utterances.map(describe).joined(separator: "; then ") + " | \(cite(rule.source)) |"
      )
    }
    lines += [
      "",
      "Hints (after \(pack.timing.hintDelay.milliseconds) ms, queued; \(cite(pack.timing.hintDelaySource))):",
      "",
    ]
    if pack.hintRules.isEmpty {
      lines.append("None.")
    } else {
      lines += ["| rule | when | says | source |", "|---|---|---|---|"]
      for rule in pack.hintRules {
        lines.append(
          "| `\(rule.id)` | \(describe(rule.condition)) | \(describe(rule.utterance)) | \(cite(rule.source)) |"
        )
      }
    }
    lines += ["", "Gestures and keys (keys no rule claims go to the app):", ""]
    if pack.inputRules.isEmpty {
      lines.append("None of its own.")
    } else {
      lines += ["| rule | input | when | does | source |", "|---|---|---|---|---|"]
      for rule in pack.inputRules {
        lines.append(
          "| `\(rule.id)` | \(describe(rule.input)) | \(describe(rule.condition)) | "
            + "\(rule.action.rawValue) | \(cite(rule.source)) |")
      }
    }
    lines += ["", driving(pack.driving)]
    lines += [
      "", "Reactions (first rule that applies; none means silence):", "",
      "| rule | on | when | says | priority | source |", "|---|---|---|---|---|---|",
    ]
    for rule in pack.reactionRules {
      var says: String
      switch rule.reaction {
      case .silence: says = "nothing"
      case .focusDescription: says = "the element as on focus"
      case .speak(let templates): says = templates.map(describe).joined(separator: "; then ")
      case .typingEcho: says = "the typed characters and words (typing echo)"
      }
      if let throttle = rule.throttle {
        let always = throttle.always.map { ", at once at \($0) %" } ?? ""
        let lead =
          throttle.newElement.map { ", led by \"\($0)\" for an element not said last" } ?? ""
        let every: String
        switch throttle.interval {
        case .seconds(let seconds): every = "\(seconds) s"
        case .setting(let key): every = "\(key.rawValue) seconds"
        }
        says += " (once per percent, at most every \(every) per element\(always)\(lead))"
      }
      lines.append(
        "| `\(rule.id)` | \(rule.on.rawValue) | \(describe(rule.condition)) | \(says) | "
          + "\(rule.priority.rawValue) | \(cite(rule.source)) |")
    }
    lines += ["", containers(pack.containers)]
    if let review = pack.review { lines += ["", self.review(review)] }
    if let echo = pack.typingEcho { lines += ["", typingEcho(echo)] }
    lines += [
      "",
      "Speaking rate for timing: \(Int(pack.timing.wordsPerMinute)) words per minute; voice "
        + "\(pack.voice.voice.rawValue), pitch \(pack.voice.pitch) (`--speak`, `--wav`).",
      "",
    ]
    return lines.joined(separator: "\n")
  }

  /// The container rows: what the reader says entering and leaving a screen's containers.
  static func containers(_ speech: ContainerSpeech) -> String {
    guard !speech.rules.isEmpty else { return "Containers on a screen: nothing said." }
    func phrase(_ phrase: ContainerPhrase?) -> String {
      guard let phrase else { return "—" }
      var said = [phrase.unnamed.map { "`\(cell($0))`" }, phrase.named.map { "`\(cell($0))`" }]
        .compactMap { $0 }.joined(separator: " / ")
      if phrase.unnamed == nil, phrase.named != nil { said += " (only when named)" }
      if let count = phrase.count { said += ", then `\(cell(count.other))`" }
      if let described = phrase.described { said += "; with a description `\(cell(described))`" }
      return said
    }
    var lines = [
      "Containers on a screen (words \(speech.placement.rawValue) the element's, joined by "
        + "`\(speech.joiner)`"
        + (speech.position.map {
          "; position `\(cell($0.template))`"
            + (describe($0.when) == "always" ? "" : " when \(describe($0.when))")
        } ?? "") + "):",
      "",
      "| rule | container | entering | leaving | first / last element | item | source |",
      "|---|---|---|---|---|---|---|",
    ]
    for rule in speech.rules {
      let edges = [rule.firstItem, rule.lastItem].compactMap { $0.map { "`\(cell($0))`" } }
      var item: [String] = []
      if let role = rule.itemRole { item.append("role word `\(cell(role))`") }
      if rule.speaksPosition { item.append("position") }
      var entering = phrase(rule.entering)
      if let placement = rule.placement, placement != speech.placement {
        entering += " (\(placement.rawValue) the element's)"
      }
      let when = describe(rule.when)
      lines.append(
        "| `\(rule.id)` | \(rule.role.rawValue)\(when == "always" ? "" : " when \(when)") | "
          + "\(entering) | "
          + "\(phrase(rule.leaving)) | \(edges.isEmpty ? "—" : edges.joined(separator: " / ")) | "
          + "\(item.isEmpty ? "—" : item.joined(separator: ", ")) | \(cite(rule.source)) |")
    }
    if let activation = speech.windowActivation {
      lines += [
        "",
        "A dialog shown as a window is said (its row's entering words) when the window becomes "
          + "the active one — presented, or back in front when the dialog over it is dismissed — "
          + "and never when the cursor moves into or within a window already shown, such as "
          + "one shown from the start (\(cite(activation))).",
      ]
    }
    return lines.joined(separator: "\n")
  }

  /// How the reader says typed text: the characters it names, capitals, and words.
  static func typingEcho(_ echo: TypingEcho) -> String {
    let names = echo.characterNames.sorted { $0.key < $1.key }.map {
      "`\(String(reflecting: String($0.key)).dropFirst().dropLast())` as `\(cell($0.value))`"
    }
    var said = "Typing echo (the `typingEcho` setting says what is echoed): "
    said += names.isEmpty ? "no character named" : names.joined(separator: ", ")
    if let capital = echo.capitalTemplate { said += "; a capital as `\(cell(capital))`" }
    said +=
      echo.wordNamesSeparator
      ? "; a word's echo names the separator that ended it, in its place"
      : "; a word's echo follows the separator's"
    said += " (\(cite(echo.source)))."
    // A secure field's text is never read: what stands for each of its characters.
    let secure =
      echo.secureCharacter.map { "each character as `\(cell($0))`" } ?? "nothing for its characters"
    said += " In a secure (password) field: \(secure), never the text"
    if let source = echo.secureSource { said += " (\(cite(source)))" }
    return said + "."
  }

  /// The review rows: how a spatial review (Orca's flat review) makes lines of the window.
  static func review(_ review: FlatReview) -> String {
    var lines = [
      "Flat review (zones within \(Int(review.lineTolerance)) points of each other's middle share "
        + "a line, left to right; a line is its zones joined by spaces; \(cite(review.source))). "
        + "Each element's zone (first rule that applies and says something):",
      "",
      "| rule | when | says | source |", "|---|---|---|---|",
    ]
    for rule in review.zones {
      lines.append(
        "| `\(rule.id)` | \(describe(rule.condition)) | "
          + rule.utterances.map(describe).joined(separator: "; then ") + " | \(cite(rule.source)) |"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// The reader's versions, then a table of what changed in which version and where it is read.
  static func versionsParagraph(_ pack: RulePack, _ versions: ReaderVersions) -> String {
    var lines = [
      "Versions: " + versions.values.map(String.init).joined(separator: ", ")
        + "; default \(versions.defaultValue). \(versions.subject) Set it with "
        + "`--reader-version \(pack.id)=N` or `Given the reader version is \(pack.name) N`; "
        + "a calibration capture's `readerVersion` sets it too.",
      "", "| since | what changed | source |", "|---|---|---|",
    ]
    for change in versions.changes {
      lines.append("| \(change.version) | \(cell(change.summary)) | \(cite(change.source)) |")
    }
    return lines.joined(separator: "\n")
  }

  /// How the reader is driven, as one paragraph: what `check`'s criteria do with it.
  static func driving(_ driving: ReaderDriving) -> String {
    let modifiers = driving.modifiers.map {
      "\($0.modifier.rawValue) (\($0.keys.joined(separator: " or ")))"
    }
    let reach: String
    switch driving.reach {
    case .touch: reach = "touches a part"
    case .keys(let next, let disabled):
      reach =
        "presses \(next) until on a part" + (disabled.map { " (\($0) for a disabled one)" } ?? "")
    }
    var when: String? = describe(driving.adjustsWhen)
    if case .always = driving.adjustsWhen { when = nil }
    return "Driven by \(driving.inputMode.rawValue)"
      + (modifiers.isEmpty ? "" : "; reader key " + modifiers.joined(separator: ", "))
      + ". A user \(reach), activates it with `\(driving.activate)` and changes its value with "
      + "`\(driving.adjust)`" + (when.map { " when \($0)" } ?? "")
      + " (\(cite(driving.source))). Intents: "
      + UserIntent.allCases.map { intentCommand($0, driving.intents) }
      .joined(separator: ", ") + ". "
      + driving.intents.modes.map { mode in
        let edges = [("first item", mode.firstItem), ("last item", mode.lastItem)].compactMap {
          name, command in command.map { ", `\(name)` is `\($0)`" }
        }.joined()
        return "With \(mode.setting)=\(mode.value), `next item` is `\(mode.nextItem)`"
          + (edges.isEmpty ? " and" : ",") + " `previous item` is `\(mode.previousItem)`\(edges) "
          + "(\(cite(mode.source))). "
      }.joined() + focusFollowing(driving.focusFollowsCursor)
  }

  /// One intent's command, with its own evidence where it has some: "`next heading` is
  /// `press H` (…)", or "`first item` has no default command (…)".
  static func intentCommand(_ intent: UserIntent, _ intents: IntentCommands) -> String {
    let cited = intents.source(of: intent).map { " (\(cite($0)))" } ?? ""
    guard let command = intents[intent] else {
      return "`\(intent.rawValue)` has no default command" + cited
    }
    return "`\(intent.rawValue)` is `\(command)`" + cited
  }

  /// Whether keyboard focus follows the reader's cursor, as one sentence.
  static func focusFollowing(_ following: FocusFollowsCursor) -> String {
    let what =
      following.isNever
      ? "Keyboard focus stays where it is when the reader moves"
      : "Keyboard focus follows the reader's cursor onto an element that can take it when "
        + describe(following.when)
    return what + " (\(cite(following.source)))."
  }

  /// Every pack, as one Markdown document, ending with the platform environment and what the
  /// controls do differently by version (`versionEffects`).
  package static func markdown(_ packs: [RulePack], versionEffects: [VersionEffect]) -> String {
    (["# Rule packs", "", "Generated by `a11ysim readers --markdown`; do not edit by hand.", ""]
      + packs.map(markdown) + [environmentMarkdown(versionEffects)]).joined(separator: "\n")
  }

  /// The platform environment: not a reader's setting, the device's (`--os-version`,
  /// `Given the iOS version is 26`).
  package static func environmentMarkdown(_ effects: [VersionEffect]) -> String {
    var lines = [
      "## The platform environment", "",
      "The OS version is the device's, not a screen reader's: it decides what the platform "
        + "exposes, with or without a reader. Set it with `--os-version PLATFORM=VERSION` or a "
        + "step such as `Given the iOS version is 26`.", "",
      "| platform | versions | default | what depends on it | source |", "|---|---|---|---|---|",
    ]
    for setting in PlatformEnvironment.settings {
      lines.append(
        "| \(setting.platform.displayName) | \(setting.values.map(String.init).joined(separator: ", ")) | "
          + "\(setting.defaultValue) | \(setting.summary(effects)) | "
          + setting.sources(effects).map(cite).joined(separator: "; ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The source's words and confidence, then a link to each reference:
  /// `TalkBack strings_compositor.xml (high): [strings_compositor.xml](https://github.com/…)`.
  static func cite(_ source: Source) -> String {
    let links = source.references.map { "[\(cell($0.shortName))](\($0.url))" }
    return "\(cell(source.citation)) (\(source.confidence.rawValue))"
      + (links.isEmpty ? "" : ": " + links.joined(separator: ", "))
  }

  /// Text made safe for a Markdown table cell.
  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }

  static func describe(_ input: Input) -> String {
    switch input {
    case .gesture(let kind): kind.rawValue
    case .key(let chord): chord.description
    }
  }

  static func describe(_ piece: Piece) -> String {
    switch piece {
    case .name: "name"
    case .value: "value"
    case .withValue(let inner, let separator): "\(describe(inner))\"\(separator)\"value"
    case .role: "role"
    case .disabledState: "disabled"
    case .state: "state"
    case .firstOf(let pieces): pieces.map(describe).joined(separator: " or ")
    case .description: "description"
    case .inState(let key, let inner, let format, let alone):
      "\(describe(inner)) (\(key.rawValue): \"\(format.replacingOccurrences(of: "{}", with: describe(inner)))\", or \"\(alone)\")"
    case .labeledBy(let text): "+\"\(text)\""
    case .errorMessage(let template): "error \"\(template)\""
    case .text(let text): "\"\(text)\""
    case .appHint: "app hint"
    case .itemStatus: "item status"
    case .positionInSet(let template): "position in set as \"\(template)\""
    case .notificationText: "text"
    case .spokenText: "text read back"
    case .characterAtCaret(let end): "character at the caret (or \"\(end)\")"
    case .charactersPassed: "characters passed"
    case .caretAtEdge(let start, let end): "\"\(start)\" or \"\(end)\" at an edge"
    case .lineAtCaret(let blank):
      blank.isEmpty ? "line at the caret" : "line at the caret (or \"\(blank)\")"
    case .percentOfRange(let template, .ofRange): "percent of range as \"\(template)\""
    case .percentOfRange(let template, .orcaValueOverWidth):
      "value ÷ width as a truncated percent as \"\(template)\""
    case .orientation: "orientation"
    }
  }

  static func describe(_ template: UtteranceTemplate) -> String {
    let pieces = template.pieces.map(describe)
    if pieces.isEmpty { return "nothing" }
    var text = "[" + pieces.joined(separator: ", ") + "] joined by \"\(template.joiner)\""
    if !template.terminator.isEmpty { text += ", ending \"\(template.terminator)\"" }
    if template.dropsDuplicates { text += ", duplicates dropped" }
    return text
  }

  static func describe(_ condition: Condition) -> String {
    switch condition {
    case .always: "always"
    case .setting(let key, let value): "\(key.rawValue)=\(value)"
    case .role(let roles): "role " + roles.map(\.rawValue).joined(separator: "/")
    case .enabled: "enabled"
    case .editable: "editable"
    case .clickable: "clickable"
    case .image: "an image"
    case .hasValue: "has a value"
    case .inState(let key): key.rawValue
    case .hasRange: "has a range"
    case .hasStateDescription: "has a state description"
    case .hasItemStatus: "has an item status"
    case .focused: "focused"
    case .interacting: "interacting"
    case .liveRegion(let politeness): "live region \(politeness.rawValue)"
    case .inside(let roles): "inside " + roles.map(\.rawValue).joined(separator: "/")
    case .inputMode(let mode): "\(mode.rawValue) input"
    case .versionBelow(let version): "version before \(version)"
    case .announced(let styles):
      "announced as " + styles.map(\.rawValue).joined(separator: "/")
    case .inActiveWindow: "in the active window"
    case .textAtMost(let length): "text of at most \(length) characters"
    case .wordsFewerThan(let count): "text of fewer than \(count) words"
    case .not(let inner): "not (\(describe(inner)))"
    case .all(let conditions): conditions.map(describe).joined(separator: " and ")
    case .any(let conditions): "(" + conditions.map(describe).joined(separator: " or ") + ")"
    }
  }
}
