import Accessibility
import ComponentModel
import Controls
import Core

/// A radio group on a simulated clock: one part per option (``PartID/option(_:)``); a tap, a
/// click, a reader's activate or the variant's keys choose an option, and on the desktop the
/// arrow keys move between the options of a group and choose as they go. Its value is
/// ``ControlValue/choice(_:)``.
package struct RadioGroup: Sendable {
  /// Which native radio group this is.
  package let variant: RadioGroupVariant
  /// The platform it runs on.
  package let platform: Platform
  /// Its settings.
  package let configuration: RadioGroupConfiguration
  /// How the component set it up.
  package let setup: PlatformSetup
  /// The chosen option's index, if one is chosen.
  package private(set) var chosen: Int?
  /// The option with keyboard focus.
  package private(set) var focusedPart: PartID?
  /// The simulated time now.
  package private(set) var now = SimulatedInstant.zero
  /// The option held down.
  private var pressed: PartID?

  /// Creates the radio group a component sets up on `platform`.
  ///
  /// - Throws: ``ConfigurationError`` when the variant does not exist there, there are no
  ///   options or too many, or the chosen one is not an option.
  package init(platform: Platform, setup: PlatformSetup) throws(ConfigurationError) {
    let variant = try RadioGroupVariant.chosen(
      by: setup, kind: .radioGroup, noun: "radio group", on: platform)
    guard let configuration = setup.configuration as? RadioGroupConfiguration else {
      throw ConfigurationError(
        field: "control", message: "\(setup.variant.rawValue) is not a radio group variant")
    }
    try NamedChoice.checkCount(
      of: configuration.options, maximum: RadioGroupConfiguration.maximumOptions,
      field: "options", whole: "a radio group", itemNoun: "option", itemsNoun: "options")
    self.variant = variant
    self.platform = platform
    self.configuration = configuration
    self.setup = setup
    chosen = try configuration.selectedIndex()
  }

  /// The radio group in the catalog.
  package static let definition = ControlDefinition(
    kind: .radioGroup,
    summary:
      "A radio group: one option of several is chosen; a tap, a click or Space chooses one, and "
      + "on the desktop the arrow keys move and choose.",
    variants: RadioGroupVariant.definitions(defaults: RadioGroupConfiguration()),
    partIDs: (0..<RadioGroupConfiguration.maximumOptions).map { PartID.option($0) },
    partWords: ["option": .option(0)]
  ) { platform, setup throws(ConfigurationError) in
    try RadioGroup(platform: platform, setup: setup)
  }

  private var options: [String] { configuration.options }

  private func event(_ kind: ControlEvent.Kind) -> ControlEvent {
    ControlEvent(time: now, kind: kind)
  }

  private func ignored(_ reason: String) -> [ControlEvent] { [event(.inputIgnored(reason))] }

  /// The option's index, or why the part is none of this group's.
  private func index(of part: PartID) -> Int? {
    part.optionIndex.flatMap { options.indices.contains($0) ? $0 : nil }
  }

  /// Chooses the option at `index`, by `cause`: nothing when it is already chosen.
  private mutating func choose(_ index: Int, cause: ControlEvent.ChangeCause) -> [ControlEvent] {
    guard chosen != index else { return [] }
    let from = value
    chosen = index
    return [event(.valueChanged(from: from, to: value, cause: cause))]
  }

  /// Whether the group is one Tab stop, at its chosen option (a desktop group, where selection
  /// follows focus); otherwise Tab goes through each option (Android, iOS, or options not
  /// grouped).
  private var isOneTabStop: Bool {
    configuration.isGrouped && variant.facts.selectionFollowsFocus
  }

  /// The part focus lands on entering with Tab (Shift+Tab when `backwards`): a one-stop group's
  /// chosen option (else its first), else the first or last option.
  private func entryPart(backwards: Bool) -> PartID {
    if isOneTabStop { return .option(chosen ?? 0) }
    return .option(backwards ? options.count - 1 : 0)
  }
}

extension RadioGroup: Control {
  /// The chosen option among the options.
  package var value: ControlValue {
    .choice(ChoiceValue(items: options, selectedIndex: chosen))
  }
  /// Nothing is adjusted when it is set up.
  package var notes: [String] { [] }
  /// One part per option.
  package var parts: [PartID] { options.indices.map { PartID.option($0) } }
  /// No part stands for the whole group: focus moves between its options.
  package var wholeControlPart: PartID? { nil }
  /// Whether an option is held down.
  package var isHoldingButton: Bool { pressed != nil }
  /// The variant's touch target.
  package var touchTarget: TouchTarget? { variant.facts.touchTarget }

  /// `winui (WinUI RadioButtons) · "Size" · Medium chosen`, with `disabled` when it is.
  package var headline: String {
    var parts = ["\(variant.rawValue) (\(variant.nativeName))"]
    parts.append(configuration.label.map { "\"\($0)\"" } ?? "no label")
    parts.append(chosen.map { "\(options[$0]) chosen" } ?? "none chosen")
    if !configuration.isEnabled { parts.append("disabled") }
    return parts.joined(separator: " · ")
  }

  /// `WinUI RadioButtons · "Size" · Medium`.
  package var drawingTitle: String {
    variant.nativeName + (configuration.label.map { " · \"\($0)\"" } ?? "") + " · "
      + (chosen.map { options[$0] } ?? "none chosen")
  }

  /// `(•) Small  ( ) Medium`, the focused option in `*…*`.
  package var drawing: String {
    options.indices.map { index in
      var text = (chosen == index ? "(•) " : "( ) ") + options[index]
      if !configuration.isEnabled { text += "·dimmed" }
      return focusedPart == .option(index) ? "*" + text + "*" : text
    }
    .joined(separator: "  ")
  }

  /// Every option is enabled or none is.
  package func isEnabled(_ part: PartID) -> Bool {
    index(of: part) != nil && configuration.isEnabled
  }

  /// Holds an option down, if it is one and the group is enabled.
  package mutating func press(_ part: PartID) -> [ControlEvent] {
    guard index(of: part) != nil else {
      return ignored("the radio group has no \(part.rawValue) option (it has \(options.count))")
    }
    guard configuration.isEnabled else { return ignored("the radio group is disabled") }
    pressed = part
    return []
  }

  /// Lets the held option go: a click, which chooses it.
  package mutating func release() -> [ControlEvent] {
    guard let part = pressed, let index = index(of: part) else { return [] }
    pressed = nil
    return [event(.activated(part))] + choose(index, cause: .button(part))
  }

  /// Lets time pass; nothing repeats.
  package mutating func advance(by duration: SimulatedDuration) -> [ControlEvent] {
    now = now.advanced(by: duration)
    return []
  }

  /// Tab and Shift+Tab move into and out of a desktop group, and through each option elsewhere
  /// or when they are not grouped; in a group the arrow keys move between options, wrapping, and choose where
  /// selection follows focus; the variant's keys choose the focused option.
  package mutating func pressKey(_ chord: KeyChord) -> [ControlEvent] {
    let isTab = chord.key == .tab && (chord.modifiers.isEmpty || chord.modifiers == [.shift])
    let backwards = chord.modifiers == [.shift]
    guard let focused = focusedPart, let index = index(of: focused) else {
      if isTab { return focus(entryPart(backwards: backwards)) }
      return [event(KeyboardFocusElsewhere.ignored(chord, noun: "radio group"))]
    }
    if isTab {
      guard !isOneTabStop else { return focus(nil) }
      let next = index + (backwards ? -1 : 1)
      return focus(options.indices.contains(next) ? .option(next) : nil)
    }
    guard chord.modifiers.isEmpty else {
      return ignored("\(chord) does nothing on a \(variant.nativeName)")
    }
    if [.up, .down, .left, .right].contains(chord.key) {
      guard configuration.isGrouped else {
        return ignored("\(chord) does nothing: the options are not in one group")
      }
      guard variant.facts.arrowsMove else {
        return ignored("\(chord) does nothing on a \(variant.nativeName)")
      }
      let step = [.down, .right].contains(chord.key) ? 1 : -1
      let next = (index + step + options.count) % options.count
      var events = focus(.option(next))
      if variant.facts.selectionFollowsFocus {
        events += choose(next, cause: .key(chord))
      }
      return events
    }
    guard variant.facts.choosingKeys.contains(chord.key) else {
      return ignored("\(chord) does nothing on a \(variant.nativeName)")
    }
    return [event(.activated(focused))] + choose(index, cause: .key(chord))
  }

  /// It takes no text.
  package mutating func type(_ text: String) -> [ControlEvent] {
    ignored("a radio group takes no text")
  }

  /// The wheel does nothing to it.
  package mutating func scroll(clicks: Int) -> [ControlEvent] {
    ignored("the scroll wheel does nothing to a radio group")
  }

  /// Moves keyboard focus to an option (if Tab can reach it) or out of the group.
  package mutating func focus(_ part: PartID?) -> [ControlEvent] {
    guard let part else {
      guard let from = focusedPart else { return [] }
      focusedPart = nil
      return [event(.focusMoved(from: from, to: nil))]
    }
    guard index(of: part) != nil else {
      return ignored("the radio group has no \(part.rawValue) option (it has \(options.count))")
    }
    guard configuration.isEnabled else {
      return ignored("a disabled radio group does not take keyboard focus")
    }
    guard variant.facts.takesKeyboardFocus else {
      return ignored(
        "the \(variant.nativeName) takes keyboard focus only with Full Keyboard Access")
    }
    guard focusedPart != part else { return [] }
    let from = focusedPart
    focusedPart = part
    return [event(.focusMoved(from: from, to: part))]
  }

  /// The app chooses an option (or none) in code.
  package mutating func setByApp(_ value: ControlValue) -> [ControlEvent] {
    guard case .choice(let choice) = value else {
      return ignored("a radio group's value is one of its options")
    }
    guard let index = choice.selectedIndex else {
      guard chosen != nil else { return [] }
      let from = self.value
      chosen = nil
      return [event(.valueChanged(from: from, to: self.value, cause: .program))]
    }
    guard options.indices.contains(index) else {
      return ignored("the radio group has no option \(index + 1) (it has \(options.count))")
    }
    return choose(index, cause: .program)
  }

  /// `app sets value N`: the option at place N (from 1); 0 or less chooses none. A number no
  /// Int holds saturates (a place far past the last option, refused as one), never traps.
  package func appValue(fromNumber number: Double) -> ControlValue {
    let place = number.isFinite ? RangeArithmetic.saturatingInt(number) : 0
    return .choice(ChoiceValue(items: options, selectedIndex: place >= 1 ? place - 1 : nil))
  }

  /// A reader's activate chooses the option; nothing adjusts a radio group.
  package mutating func perform(_ action: ControlAction, on part: PartID?) -> [ControlEvent] {
    switch action {
    case .activate:
      guard let part else { return ignored("activate needs an option") }
      return tap(part)
    case .increment, .decrement: return ignored("a radio group cannot be adjusted")
    }
  }

  /// One element per option, as the variant exposes it.
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    options.indices.map {
      variant.facts.element(
        index: $0, configuration: configuration, chosen: chosen, settings: setup.accessibility,
        environment: environment)
    }
  }

  /// A radio group announces nothing of its own.
  package func announcements(after event: ControlEvent) -> [String] { [] }
}
