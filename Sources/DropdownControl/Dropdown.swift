import Accessibility
import ComponentModel
import Controls
import Core

/// A dropdown on a simulated clock: a trigger (``PartID/control``) that shows the chosen option
/// and opens a list of the options (``PartID/item(_:)``). Opening moves focus into the list, as
/// a dialog's presentation does; choosing an item selects it, closes the list and gives focus
/// back to the trigger with its new value; Escape (VoiceOver's scrub, Android's back) closes it
/// unchanged. Its value is ``ControlValue/choice(_:)``.
package struct Dropdown: Sendable {
  /// Which native dropdown this is.
  package let variant: DropdownVariant
  /// The platform it runs on.
  package let platform: Platform
  /// Its settings.
  package let configuration: DropdownConfiguration
  /// How the component set it up.
  package let setup: PlatformSetup
  /// The chosen option's index, if one is chosen.
  package private(set) var chosen: Int?
  /// Whether the list is open.
  package private(set) var isExpanded = false
  /// The part with focus: the trigger, or an item of the open list.
  package private(set) var focusedPart: PartID?
  /// The simulated time now.
  package private(set) var now = SimulatedInstant.zero
  /// The part held down.
  private var pressed: PartID?
  /// An editable variant's typed text where it is not the chosen option's (NSComboBox): `nil`
  /// while the field shows the chosen option.
  package private(set) var typedText: String?
  /// Whether the next typing replaces the field's whole text: a field selects all of its text
  /// when it takes focus, as AppKit's text fields do.
  private var replacesTextOnTyping = false

  /// Creates the dropdown a component sets up on `platform`.
  ///
  /// - Throws: ``ConfigurationError`` when the variant does not exist there, there are no
  ///   options or too many, or the chosen one is not an option.
  package init(platform: Platform, setup: PlatformSetup) throws(ConfigurationError) {
    let variant = try DropdownVariant.chosen(
      by: setup, kind: .dropdown, noun: "dropdown", on: platform)
    guard let configuration = setup.configuration as? DropdownConfiguration else {
      throw ConfigurationError(
        field: "control", message: "\(setup.variant.rawValue) is not a dropdown variant")
    }
    try NamedChoice.checkCount(
      of: configuration.options, maximum: DropdownConfiguration.maximumOptions,
      field: "options", whole: "a dropdown", itemNoun: "option", itemsNoun: "options")
    self.variant = variant
    self.platform = platform
    self.configuration = configuration
    self.setup = setup
    try RefusedSetting.check(variant.refusals, in: configuration)
    chosen = variant.facts.style.holdsChoice ? try configuration.selectedIndex() : nil
  }

  /// The dropdown in the catalog.
  package static let definition = ControlDefinition(
    kind: .dropdown,
    summary:
      "A dropdown (pop-up button, combo box, spinner): a trigger showing the chosen option opens "
      + "a list; choosing an item selects it, closes the list and returns focus to the trigger. "
      + "Also the picker wheel, turned in place, and the menu button, whose menu runs actions.",
    variants: DropdownVariant.definitions(defaults: DropdownConfiguration()),
    partIDs: [.control] + (0..<DropdownConfiguration.maximumOptions).map { PartID.item($0) }
      + [.dismissMenu],
    stateWords: ["expanded", "collapsed"],
    partWords: ["item": .item(0), "dismissMenu": .dismissMenu]
  ) { platform, setup throws(ConfigurationError) in
    try Dropdown(platform: platform, setup: setup)
  }

  private var options: [String] { configuration.options }
  /// What the trigger shows: the typed text, else the chosen option.
  private var fieldText: String? { typedText ?? chosen.map { options[$0] } }
  private var facts: DropdownVariantFacts { variant.facts }

  private func event(_ kind: ControlEvent.Kind) -> ControlEvent {
    ControlEvent(time: now, kind: kind)
  }

  private func ignored(_ reason: String) -> [ControlEvent] { [event(.inputIgnored(reason))] }

  /// The item's index, if the part is one of this dropdown's items.
  private func index(of part: PartID) -> Int? {
    part.itemIndex.flatMap { options.indices.contains($0) ? $0 : nil }
  }

  /// Whether the open list keeps readers inside it (the native lists, which move focus in); a
  /// custom list that leaves focus on the trigger leaves the trigger reachable too.
  private var listIsModal: Bool { isExpanded && configuration.movesFocus }

  /// The item focus lands on when the list opens: the chosen one where the variant opens on
  /// it, else the first.
  package var landingItem: PartID {
    .item(facts.landsOnChosen ? (chosen ?? 0) : 0)
  }

  /// Moves focus to `part` (`nil`: out of the control), as an event.
  private mutating func move(to part: PartID?) -> [ControlEvent] {
    guard part != focusedPart else { return [] }
    let from = focusedPart
    focusedPart = part
    if part == .control { replacesTextOnTyping = true }
    return [event(.focusMoved(from: from, to: part))]
  }

  /// Opens the list; focus moves to the landing item unless the app leaves it on the trigger.
  private mutating func open() -> [ControlEvent] {
    guard !isExpanded else { return [] }
    isExpanded = true
    return configuration.movesFocus ? move(to: landingItem) : []
  }

  /// Closes the list; focus goes back to the trigger, or is lost where the app does not give
  /// it back.
  private mutating func close() -> [ControlEvent] {
    guard isExpanded else { return [] }
    isExpanded = false
    pressed = nil
    let inList = focusedPart.map { $0 != .control } ?? false
    guard inList || configuration.movesFocus else { return [] }
    return move(to: configuration.returnsFocus ? .control : nil)
  }

  /// Chooses the option at `index`, by `cause`: nothing when it is already chosen.
  private mutating func choose(_ index: Int, cause: ControlEvent.ChangeCause) -> [ControlEvent] {
    guard chosen != index || typedText != nil else { return [] }
    let from = value
    chosen = index
    typedText = nil
    return from == value ? [] : [event(.valueChanged(from: from, to: value, cause: cause))]
  }

  /// Activates `part`: the trigger opens the list, an item is chosen and the list closes, the
  /// dismiss button closes it.
  private mutating func activate(_ part: PartID, cause: ControlEvent.ChangeCause)
    -> [ControlEvent]
  {
    if part == .control {
      if let reason = facts.style.refusesActivation(nativeName: variant.nativeName) {
        return ignored(reason)
      }
      guard !isExpanded else { return [event(.activated(part))] + close() }
      return [event(.activated(part))] + open()
    }
    guard isExpanded else { return ignored("the list is closed: open it first") }
    if part == .dismissMenu { return [event(.activated(part))] + close() }
    guard let index = index(of: part) else {
      return ignored("the dropdown has no \(part.rawValue) (it has \(options.count) items)")
    }
    // A menu item runs its action: the menu closes and focus comes back; nothing is chosen.
    if !facts.style.holdsChoice { return [event(.activated(part))] + close() }
    // The choice is made, then the list closes and focus comes back to the trigger.
    var events = [event(.activated(part))]
    let change = choose(index, cause: cause)
    events += close()
    return events + change
  }

  /// Whether `part` shows now.
  private func shows(_ part: PartID) -> Bool {
    if part == .control { return true }
    if part == .dismissMenu { return isExpanded && facts.hasDismissButton }
    return isExpanded && index(of: part) != nil
  }
}

extension Dropdown: Control {
  /// The chosen option among the options.
  package var value: ControlValue {
    .choice(ChoiceValue(items: options, selectedIndex: chosen))
  }
  /// Nothing is adjusted when it is set up.
  package var notes: [String] { [] }
  /// The trigger, and the items while the list is open.
  package var parts: [PartID] {
    guard isExpanded else { return [.control] }
    return [.control] + options.indices.map { PartID.item($0) }
      + (facts.hasDismissButton ? [.dismissMenu] : [])
  }
  /// No single part stands for it while focus moves into its list.
  package var wholeControlPart: PartID? { nil }
  /// Whether a part is held down.
  package var isHoldingButton: Bool { pressed != nil }
  /// The variant's touch target.
  package var touchTarget: TouchTarget? { facts.touchTarget }

  /// `winui-combobox (ComboBox) · "Size" · Medium · collapsed`, with `disabled` when it is.
  package var headline: String {
    var parts = ["\(variant.rawValue) (\(variant.nativeName))"]
    parts.append(configuration.label.map { "\"\($0)\"" } ?? "no label")
    if facts.style.holdsChoice { parts.append(fieldText ?? "none chosen") }
    if facts.style.opensList { parts.append(isExpanded ? "expanded" : "collapsed") }
    if !configuration.isEnabled { parts.append("disabled") }
    return parts.joined(separator: " · ")
  }

  /// `ComboBox · "Size" · Medium`.
  package var drawingTitle: String {
    variant.nativeName + (configuration.label.map { " · \"\($0)\"" } ?? "")
      + (facts.style.holdsChoice ? " · " + (fieldText ?? "none chosen") : "")
  }

  /// `[Medium ▾]`, and the open list below it: `| Small | *Medium ✓* | Large |`.
  package var drawing: String {
    guard facts.style.opensList else { return wheelDrawing }
    let shown = facts.style.holdsChoice ? fieldText : configuration.label
    var trigger = "[" + (shown ?? "") + " ▾]"
    if !configuration.isEnabled { trigger += "·dimmed" }
    if focusedPart == .control { trigger = "*" + trigger + "*" }
    guard isExpanded else { return trigger }
    let items = options.indices.map { index in
      let text = options[index] + (chosen == index ? " ✓" : "")
      return focusedPart == .item(index) ? "*" + text + "*" : text
    }
    return trigger + "  | " + items.joined(separator: " | ") + " |"
  }

  /// The trigger and the showing items are enabled while the dropdown is.
  package func isEnabled(_ part: PartID) -> Bool {
    shows(part) && configuration.isEnabled
  }

  /// Holds a part down, if it shows and the dropdown is enabled.
  package mutating func press(_ part: PartID) -> [ControlEvent] {
    guard shows(part) else { return ignored("the dropdown shows no \(part.rawValue) now") }
    guard configuration.isEnabled else { return ignored("the dropdown is disabled") }
    pressed = part
    return []
  }

  /// Lets the held part go: a click, which activates it.
  package mutating func release() -> [ControlEvent] {
    guard let part = pressed else { return [] }
    pressed = nil
    return activate(part, cause: .button(part))
  }

  /// Lets time pass; nothing repeats.
  package mutating func advance(by duration: SimulatedDuration) -> [ControlEvent] {
    now = now.advanced(by: duration)
    return []
  }

  /// Tab moves onto and off the trigger; the variant's keys open the list and choose the
  /// focused item; Up and Down move in the open list (and, on a variant that does, change the
  /// chosen option while it is closed); Escape closes the list unchanged.
  package mutating func pressKey(_ chord: KeyChord) -> [ControlEvent] {
    let isTab = chord.key == .tab && (chord.modifiers.isEmpty || chord.modifiers == [.shift])
    guard let focused = focusedPart else {
      if isTab { return focus(.control) }
      return [event(KeyboardFocusElsewhere.ignored(chord, noun: "dropdown"))]
    }
    if chord == facts.openChord, focused == .control {
      guard !isExpanded else { return ignored("\(chord) does nothing: the list is open") }
      return open()
    }
    guard chord.modifiers.isEmpty || isTab else {
      return ignored("\(chord) does nothing on a \(variant.nativeName)")
    }
    if chord.key == .escape {
      guard isExpanded else { return ignored("Escape does nothing: the list is closed") }
      return close()
    }
    if isTab {
      guard !isExpanded else { return ignored("Tab does nothing while the list is open") }
      return focus(nil)
    }
    if [.up, .down].contains(chord.key) {
      let step = chord.key == .down ? 1 : -1
      if isExpanded, let index = index(of: focused) {
        let next = index + step
        guard options.indices.contains(next) else {
          return ignored("\(chord) does nothing: the \(step > 0 ? "last" : "first") item")
        }
        return move(to: .item(next))
      }
      guard !isExpanded, facts.arrowsChangeWhileClosed else {
        return ignored("\(chord) does nothing on a closed \(variant.nativeName)")
      }
      let next = (chosen ?? -1) + step
      guard options.indices.contains(next) else {
        return ignored("\(chord) does nothing: the \(step > 0 ? "last" : "first") option is chosen")
      }
      return choose(next, cause: .key(chord))
    }
    guard facts.activationKeys.contains(chord.key) else {
      return ignored("\(chord) does nothing on a \(variant.nativeName)")
    }
    if focused == .control,
      let reason = facts.style.refusesKeyOpening(chord, nativeName: variant.nativeName)
    {
      return ignored(reason)
    }
    return activate(focused, cause: .key(chord))
  }

  /// An editable variant's field takes text (the first typing after focus arrives replaces
  /// the whole text); the option it names exactly is chosen, else none is. Others take none.
  package mutating func type(_ typed: String) -> [ControlEvent] {
    guard facts.style.takesText else { return ignored("a dropdown takes no text") }
    guard configuration.isEnabled else { return ignored("the \(variant.nativeName) is disabled") }
    guard focusedPart == .control else {
      return ignored("the \(variant.nativeName)'s field does not have keyboard focus")
    }
    let before = fieldText ?? ""
    let replacing = replacesTextOnTyping
    replacesTextOnTyping = false
    let text = (replacing ? "" : before) + typed
    let edit = ControlEvent.TextEdit(
      part: .control, inserted: typed, removed: replacing ? before : "",
      preceding: replacing ? "" : before)
    let from = value
    let match = options.firstIndex(of: text)
    chosen = match
    typedText = match == nil ? text : nil
    var events = [event(.textEdited(text, edit))]
    if from != value {
      events.append(event(.valueChanged(from: from, to: value, cause: .typedText)))
    }
    return events
  }

  /// The wheel does nothing to it.
  package mutating func scroll(clicks: Int) -> [ControlEvent] {
    ignored("the scroll wheel does nothing to a dropdown")
  }

  /// Moves keyboard focus to the trigger or a showing item, or out of the control.
  package mutating func focus(_ part: PartID?) -> [ControlEvent] {
    guard let part else { return move(to: nil) }
    guard shows(part) else { return ignored("the dropdown shows no \(part.rawValue) now") }
    guard configuration.isEnabled else {
      return ignored("a disabled dropdown does not take keyboard focus")
    }
    guard facts.takesKeyboardFocus else {
      return ignored(
        "the \(variant.nativeName) takes keyboard focus only with Full Keyboard Access")
    }
    return move(to: part)
  }

  /// The app chooses an option (or none) in code; the list stays as it is.
  package mutating func setByApp(_ value: ControlValue) -> [ControlEvent] {
    guard case .choice(let choice) = value else {
      return ignored("a dropdown's value is one of its options")
    }
    guard let index = choice.selectedIndex else {
      guard chosen != nil || typedText != nil else { return [] }
      let from = self.value
      chosen = nil
      typedText = nil
      return from == self.value
        ? [] : [event(.valueChanged(from: from, to: self.value, cause: .program))]
    }
    guard options.indices.contains(index) else {
      return ignored("the dropdown has no option \(index + 1) (it has \(options.count))")
    }
    return choose(index, cause: .program)
  }

  /// `app sets value N`: the option at place N (from 1); 0 or less chooses none. A number no
  /// Int holds saturates, never traps.
  package func appValue(fromNumber number: Double) -> ControlValue {
    let place = number.isFinite ? RangeArithmetic.saturatingInt(number) : 0
    return .choice(ChoiceValue(items: options, selectedIndex: place >= 1 ? place - 1 : nil))
  }

  /// A reader's activate opens the list or chooses an item; nothing adjusts a dropdown.
  package mutating func perform(_ action: ControlAction, on part: PartID?) -> [ControlEvent] {
    switch action {
    case .activate:
      guard let part else { return ignored("activate needs a part") }
      return tap(part)
    case .increment, .decrement:
      guard !facts.style.opensList else { return ignored("a dropdown cannot be adjusted") }
      return turn(by: action == .increment ? 1 : -1)
    }
  }

  /// The trigger, and while the list is open its items (and iOS's dismiss button).
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    guard facts.style.opensList else { return [wheelElement] }
    var elements = [triggerElement]
    guard isExpanded else { return elements }
    elements += options.indices.map(itemElement)
    if facts.hasDismissButton {
      elements.append(
        AccessibleElement(
          id: "dismissMenu", role: .button, name: "Dismiss context menu",
          isEnabled: configuration.isEnabled, isClickable: true, part: .dismissMenu,
          nameSource: .platformDefault))
    }
    return elements
  }

  /// A dropdown announces nothing of its own: focus coming back to the trigger speaks it.
  package func announcements(after event: ControlEvent) -> [String] { [] }
}

extension Dropdown {
  /// The trigger: named by its label (unless the label is not tied to it), valued by the
  /// chosen option, a pop-up button (a plain button when misconfigured) with its expanded
  /// state where the variant exposes one.
  private var triggerElement: AccessibleElement {
    let settings = setup.accessibility
    let name = settings.label ?? (configuration.labelsTrigger ? configuration.label : nil)
    let enabled = configuration.isEnabled
    var keys: [StateKey] = []
    if configuration.exposesPopUp && facts.exposesExpanded
      && (isExpanded || facts.exposesCollapsed)
    {
      keys.append(isExpanded ? .expanded : .collapsed)
    }
    let role: AccessibleRole = configuration.exposesPopUp ? facts.style.triggerRole : .button
    return AccessibleElement(
      id: "trigger", role: role, name: name,
      value: fieldText, hint: settings.hint, isEnabled: enabled,
      isEditable: facts.style.takesText,
      isNavigable: (enabled || facts.navigableWhenDisabled) && !listIsModal,
      takesKeyboardFocus: enabled && facts.takesKeyboardFocus, isClickable: true,
      part: .control,
      nameSource: settings.label != nil ? .app : (name == nil ? .none : .visibleText),
      states: ElementStates(keys))
  }

  /// The item at `index` in the open list: its option's name, in the variant's item role, the
  /// chosen one marked, with its place where the variant exposes it.
  private func itemElement(_ index: Int) -> AccessibleElement {
    let isChosen = chosen == index && facts.marksChosenItem
    return AccessibleElement(
      id: "item\(index + 1)", role: facts.itemRole, name: options[index],
      isEnabled: configuration.isEnabled,
      takesKeyboardFocus: configuration.isEnabled && facts.takesKeyboardFocus, isClickable: true,
      part: .item(index), nameSource: .visibleText,
      states: ElementStates(
        isChosen ? [facts.chosenState] : [],
        positionInSet: facts.exposesPosition
          ? ElementStates.SetPosition(position: index + 1, size: options.count) : nil))
  }
}

// The picker wheel (UIPickerView, SwiftUI's wheel Picker): no trigger, no list; the wheel itself
// shows the chosen row and a reader's increment and decrement turn it one row.
extension Dropdown {
  /// Turns the wheel `step` rows (1: the next option, -1: the previous), as VoiceOver's swipe
  /// up and down do.
  private mutating func turn(by step: Int) -> [ControlEvent] {
    guard configuration.isEnabled else { return ignored("the \(variant.nativeName) is disabled") }
    guard configuration.exposesPopUp else {
      return ignored("the custom wheel is not adjustable: it has no increment or decrement")
    }
    let next = (chosen ?? -1) + step
    guard options.indices.contains(next) else {
      return ignored("the wheel does not turn: the \(step > 0 ? "last" : "first") option is chosen")
    }
    return choose(next, cause: .button(.control))
  }

  /// The wheel: named only by the app's label (or the label where it is tied to it), valued by
  /// the row under the selection bar, adjustable, a picker item. MISCONFIGURED
  /// (`exposesPopUp: false`): a custom wheel whose rows are plain text, without the adjustable
  /// trait, so readers cannot turn it.
  private var wheelElement: AccessibleElement {
    let settings = setup.accessibility
    let name = settings.label ?? (configuration.labelsTrigger ? configuration.label : nil)
    let adjustable = configuration.exposesPopUp
    return AccessibleElement(
      id: "wheel", role: adjustable ? .adjustable : .staticText, name: name,
      value: chosen.map { options[$0] }, hint: settings.hint, isEnabled: configuration.isEnabled,
      takesKeyboardFocus: false, part: .control,
      nameSource: settings.label != nil ? .app : (name == nil ? .none : .visibleText),
      states: ElementStates(adjustable ? [.pickerItem] : []))
  }

  /// `( Small | [Medium] | Large )`: the chosen row in the selection bar.
  private var wheelDrawing: String {
    let rows = options.indices.map { chosen == $0 ? "[" + options[$0] + "]" : options[$0] }
    var wheel = "( " + rows.joined(separator: " | ") + " )"
    if !configuration.isEnabled { wheel += "·dimmed" }
    return focusedPart == .control ? "*" + wheel + "*" : wheel
  }
}
