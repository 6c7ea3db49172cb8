import Accessibility
import ComponentModel
import Controls
import Core

/// A screen on one platform, driven as one control: its components' controls side by side
/// with its text, headings and images, so the simulations, which drive any ``Control``, run a
/// screen as they run a component, and name no control.
///
/// - Its elements are each screen element's elements in the platform's reading order
///   (``ReadingOrder``), their ids prefixed with the element's number in the file (`3/increment`).
/// - A part keeps its own id where one component alone has it (`increment`); where several
///   have it, it is `PART#N`, N the screen element's number (`control#5`).
/// - Keyboard focus is in at most one component. Tab and Shift+Tab go to the component that
///   has focus; when they leave it, focus enters the next component that takes it, in Tab's
///   order (``ReadingOrder/tabOrder(_:on:)``), so Tab visits only what takes keyboard focus.
/// - A key, typed text and the wheel act on the component with keyboard focus; a press, a tap
///   or a reader's action on the part's own component.
/// - The clock is the screen's: time one component spends passes for all. A component with
///   timed work of its own (a held part, which auto-repeats) follows the clock as it moves;
///   any other catches up only when it is next acted on, having nothing to fire in between,
///   so a move costs the same on a screen of any size.
package struct ScreenControl: Control, RepeatingControl {
  /// The platform.
  package let platform: Platform
  /// The first component's setup (what errors and the log's head name).
  package let setup: PlatformSetup
  /// The screen's name.
  package let name: String
  /// Each screen element: a control, or the fixed elements of text, a heading or an image.
  private var slots: [Slot]
  /// The names before and after the control, by slot, where the slot is a merged group
  /// holding one control (``ScreenContainer/mergedControl(on:)``).
  private let mergedNames: [Int: (before: [String], after: [String])]
  /// The containers around each slot's element, outermost first.
  private let containers: [[AccessibleContainer]]
  /// Each slot's frame, where the screen file gives one: every element of the slot has it.
  private let frames: [ElementFrame?]
  /// Each slot's element number in the file (slots are in the platform's reading order,
  /// ``ReadingOrder``): its ids' prefix.
  private let numbers: [Int]
  /// The control slots in the order Tab visits them (``ReadingOrder/tabOrder(_:on:)``).
  private let tabSlots: [Int]
  /// Composite part → (slot, the control's own part).
  private let partsByID: [PartID: (slot: Int, part: PartID)]
  /// (slot, the control's own part) → composite part, per slot.
  private let idsByPart: [[PartID: PartID]]
  /// The slot whose part is held.
  private var holding: Int?
  /// The events of the last change, each with its slot and as the control sent it, so
  /// ``announcements(after:)`` asks the right control.
  private var lastEvents: [(event: ControlEvent, slot: Int, original: ControlEvent)] = []
  /// The screen's time now.
  private var clock = SimulatedInstant.zero
  /// The slots, in screen order, whose control has timed work of its own: a held part, whose
  /// auto-repeats fire as time passes (``Control/advance(by:)``). They follow ``clock`` as it
  /// moves; every other control's clock waits until it is next acted on.
  private var timed: [Int] = []
  /// How many times a component's clock was read or moved: what a move costs in clock work,
  /// for the tests that show a walk is linear in the screen's size.
  package private(set) var clockWork = 0
  /// The slots whose control changed since the tree was last given by
  /// ``takeElementsUpdate(from:in:)``.
  private var touched: Set<Int> = []
  /// Where each slot's elements start in the tree last given by
  /// ``takeElementsUpdate(from:in:)``, and where the last slot's end; empty before the first.
  private var slotStarts: [Int] = []
  /// The slot each slot presents when it is activated (a screen file's `presents:`): a
  /// control that presents modally (``ModalControl``).
  private let presentedBy: [Int: Int]
  /// Each presented slot's opener: the slot and the part that presented it, where focus goes
  /// back when it is dismissed.
  private var openers: [Int: (slot: Int, part: PartID)] = [:]
  /// The modal slot that traps focus in the tree last given (``takeElementsUpdate(from:in:)``):
  /// when it changes, every other slot's elements change too.
  private var lastTrapping: Int?
  /// Each slot whose control reveals content (a screen file's `reveals:` on a disclosure), with
  /// the slots of that content: hidden from readers and Tab while the control hides it.
  private let revealedBy: [(revealer: Int, content: Set<Int>)]
  /// The slots hidden as unrevealed content in the tree last given
  /// (``takeElementsUpdate(from:in:)``): when they change, the whole tree is made again.
  private var lastHidden: Set<Int> = []

  private enum Slot: Sendable {
    case control(any Control)
    case fixed([AccessibleElement])

    var control: (any Control)? {
      if case .control(let control) = self { control } else { nil }
    }
  }

  /// Makes the screen's controls on `platform` with `make` (the catalog's), each component's
  /// setup there.
  package init(
    screen: Screen, platform: Platform,
    make: (PlatformSetup) throws(ConfigurationError) -> any Control
  ) throws(ConfigurationError) {
    self.platform = platform
    name = screen.name
    var slots: [Slot] = []
    var firstSetup: PlatformSetup?
    let merging = ScreenElement.platformsThatMerge.contains(platform)
    let placed = ReadingOrder.placed(screen, on: platform, merging: merging)
    var fileNumbers: [String: Int] = [:]
    for (index, element) in screen.placedElements(merging: merging).enumerated() {
      fileNumbers[element.path] = index + 1
    }
    let numbers = placed.enumerated().map { fileNumbers[$1.path] ?? $0 + 1 }
    var mergedNames: [Int: (before: [String], after: [String])] = [:]
    for (index, placedElement) in placed.enumerated() {
      var element = placedElement.element
      // A merged group holding a control is that control, named by the group's texts too.
      if merging, case .container(let container) = element,
        let merged = container.mergedControl(on: platform)
      {
        element = .component(merged.component)
        mergedNames[index] = (merged.before, merged.after)
      }
      if case .component(let component) = element {
        guard let setup = component.platforms[platform] else {
          throw ConfigurationError(
            field: "platforms",
            message: "\(component.name) does not ship on \(platform.displayName)")
        }
        firstSetup = firstSetup ?? setup
        slots.append(.control(try make(setup)))
      } else {
        slots.append(.fixed(element.fixedElements(on: platform, prefix: "\(numbers[index])/")))
      }
    }
    guard let firstSetup else {
      throw ConfigurationError(field: "elements", message: "a screen needs a component")
    }
    setup = firstSetup
    // Parts several components share get their element's number.
    var owners: [PartID: Int] = [:]
    for slot in slots {
      guard let control = slot.control else { continue }
      for part in Self.allParts(of: control) { owners[part, default: 0] += 1 }
    }
    var partsByID: [PartID: (slot: Int, part: PartID)] = [:]
    var idsByPart: [[PartID: PartID]] = []
    for (index, slot) in slots.enumerated() {
      var ids: [PartID: PartID] = [:]
      for part in slot.control.map(Self.allParts(of:)) ?? [] {
        let id =
          owners[part] == 1 ? part : PartID(rawValue: "\(part.rawValue)#\(numbers[index])")
        ids[part] = id
        partsByID[id] = (index, part)
      }
      idsByPart.append(ids)
    }
    self.slots = slots
    self.mergedNames = mergedNames
    self.containers = placed.map(\.containers)
    self.frames = placed.map { screen.layouts[$0.path]?.frame }
    self.numbers = numbers
    // Tab's order starts from the file's: next item's order does not move keyboard focus.
    let inFile = slots.indices.filter { slots[$0].control != nil }.sorted {
      numbers[$0] < numbers[$1]
    }
    tabSlots = ReadingOrder.tabOrder(
      inFile.map { screen.layouts[placed[$0].path]?.tabIndex }, on: platform
    ).map { inFile[$0] }
    self.partsByID = partsByID
    self.idsByPart = idsByPart
    // `presents: ID`: the slot of the element with that id, which must present modally.
    var slotsByPath: [String: Int] = [:]
    for (index, element) in placed.enumerated() { slotsByPath[element.path] = index }
    var presentedBy: [Int: Int] = [:]
    for (path, layout) in screen.layouts {
      guard let target = layout.presents, let opener = slotsByPath[path] else { continue }
      guard
        let targetPath = screen.layouts.first(where: { $0.value.id == target })?.key,
        let targetSlot = slotsByPath[targetPath],
        slots[targetSlot].control is any ModalControl
      else {
        throw ConfigurationError(
          field: "presents",
          message:
            "'\(target)' is not an element that is presented modally (a dialog component with "
            + "that id:)")
      }
      presentedBy[opener] = targetSlot
    }
    self.presentedBy = presentedBy
    // `reveals: ID`: the element with that id, and everything in it, is the content.
    var revealedBy: [(revealer: Int, content: Set<Int>)] = []
    for (path, layout) in screen.layouts {
      guard let target = layout.reveals, let revealer = slotsByPath[path] else { continue }
      guard slots[revealer].control is any RevealingControl,
        let targetPath = screen.layouts.first(where: { $0.value.id == target })?.key
      else {
        throw ConfigurationError(
          field: "reveals",
          message:
            "'\(target)' cannot be revealed: `reveals:` goes on a disclosure component and "
            + "names another element's id:")
      }
      let content = placed.indices.filter {
        placed[$0].path == targetPath || placed[$0].path.hasPrefix(targetPath + ".")
      }
      revealedBy.append((revealer, Set(content).subtracting([revealer])))
    }
    self.revealedBy = revealedBy.sorted { $0.revealer < $1.revealer }
  }

  /// A control's parts: those it shows, `control`, and those its elements stand for.
  private static func allParts(of control: any Control) -> [PartID] {
    var parts = control.parts
    for part in [PartID.control] + control.elements(in: .standard).compactMap(\.part)
    where !parts.contains(part) {
      parts.append(part)
    }
    return parts
  }

  // MARK: - Looking things up

  private var controlSlots: [Int] { slots.indices.filter { slots[$0].control != nil } }

  /// The presented modal slot that traps focus, if any: the other slots' elements are hidden
  /// from readers and Tab while it shows.
  private var trappingSlot: Int? {
    controlSlots.first { slot in
      guard let modal = slots[slot].control as? any ModalControl else { return false }
      return modal.isPresented && modal.trapsFocus && !isCovered(slot)
    }
  }

  /// Whether a modal control presented from `slot` shows over it (an alert opened from a
  /// sheet): the one on top traps focus and takes Escape, not `slot`.
  private func isCovered(_ slot: Int) -> Bool {
    openers.contains { target, opener in
      opener.slot == slot && (slots[target].control as? any ModalControl)?.isPresented == true
    }
  }

  /// The slots of content a control hides now (``RevealingControl``): readers and Tab do not
  /// reach them.
  private var hiddenSlots: Set<Int> {
    var hidden: Set<Int> = []
    for (revealer, content) in revealedBy
    where (slots[revealer].control as? any RevealingControl)?.showsContent != true {
      hidden.formUnion(content)
    }
    return hidden
  }

  /// The presented modal slot on top, trapping focus or not: Escape goes to it.
  private var presentedSlot: Int? {
    controlSlots.first {
      (slots[$0].control as? any ModalControl)?.isPresented == true && !isCovered($0)
    }
  }

  /// The slot with keyboard focus.
  private var focusedSlot: Int? {
    controlSlots.first { slots[$0].control?.focusedPart != nil }
  }

  /// The slot an action on `part` goes to, and its own part there: the part's own slot; a
  /// part named without its number goes to the focused component if it has it, else the
  /// first that has it.
  private func route(_ part: PartID?) -> (slot: Int, part: PartID?)? {
    guard let part else { return (focusedSlot ?? controlSlots.first).map { ($0, nil) } }
    if let found = partsByID[part] { return found }
    let candidates = controlSlots.filter { idsByPart[$0][part] != nil }
    let slot = candidates.first { $0 == focusedSlot } ?? candidates.first
    return slot.map { ($0, part) }
  }

  private func id(_ part: PartID?, in slot: Int) -> PartID? {
    part.map { idsByPart[slot][$0] ?? $0 }
  }

  private func rewrite(_ event: ControlEvent, in slot: Int) -> ControlEvent {
    var rewritten = event
    func cause(_ cause: ControlEvent.ChangeCause) -> ControlEvent.ChangeCause {
      switch cause {
      case .button(let part): .button(id(part, in: slot) ?? part)
      case .autorepeat(let part): .autorepeat(id(part, in: slot) ?? part)
      case .release(let part): .release(id(part, in: slot) ?? part)
      case .key, .scroll, .typedText, .program: cause
      }
    }
    switch event.kind {
    case .valueChanged(let from, let to, let why):
      rewritten.kind = .valueChanged(from: from, to: to, cause: cause(why))
    case .enabledChanged(let part, let isEnabled):
      rewritten.kind = .enabledChanged(id(part, in: slot) ?? part, isEnabled: isEnabled)
    case .focusMoved(let from, let to):
      rewritten.kind = .focusMoved(from: id(from, in: slot), to: id(to, in: slot))
    case .activated(let part):
      rewritten.kind = .activated(id(part, in: slot) ?? part)
    case .textEdited(let text, var edit):
      edit.part = id(edit.part, in: slot) ?? edit.part
      rewritten.kind = .textEdited(text, edit)
    case .caretMoved(var move):
      move.part = id(move.part, in: slot) ?? move.part
      rewritten.kind = .caretMoved(move)
    case .textCommitted, .textRejected, .textReverted, .inputIgnored: break
    }
    return rewritten
  }

  /// Runs `change` on the control in `slot`, after catching its clock up with the screen's,
  /// lets the time it took pass for the controls with timed work, and returns the events
  /// with the screen's part ids.
  private mutating func onControl(
    _ slot: Int, _ change: (inout any Control) -> [ControlEvent]
  ) -> [ControlEvent] {
    let wasPresented = (slots[slot].control as? any ModalControl)?.isPresented
    let events = changeControl(slot, change)
    return presenting(after: events, in: slot, wasPresented: wasPresented)
  }

  /// After `events` in `slot`: presents the slot it presents when it was activated (taking
  /// keyboard focus off it where the presented one moves focus in; a modal `slot` stays
  /// under it, covered, while it shows), or, when `slot` was a
  /// modal control that is now dismissed, gives focus back to its opener where it returns
  /// focus; the platform moves the reader's focus there even where the opener takes no
  /// keyboard focus (a touch screen's button).
  private mutating func presenting(
    after events: [ControlEvent], in slot: Int, wasPresented: Bool?
  ) -> [ControlEvent] {
    var kept = lastEvents
    var result = events
    if wasPresented == true, let modal = slots[slot].control as? any ModalControl,
      !modal.isPresented, let opener = openers.removeValue(forKey: slot)
    {
      guard modal.returnsFocus else { return events }
      var back = changeControl(opener.slot) { $0.focus(opener.part) }
      var backKept = lastEvents
      if !back.contains(where: { if case .focusMoved(_, _?) = $0.kind { true } else { false } }) {
        let moved = ControlEvent(time: now, kind: .focusMoved(from: nil, to: opener.part))
        back = [
          ControlEvent(
            time: now, kind: .focusMoved(from: nil, to: id(opener.part, in: opener.slot)))
        ]
        backKept = [(event: back[0], slot: opener.slot, original: moved)]
      }
      lastEvents = kept + backKept
      return Self.joiningFocus(result + back)
    }
    guard let target = presentedBy[slot],
      let part = events.lazy.compactMap({ event -> PartID? in
        if case .activated(let part) = event.kind { part } else { nil }
      }).first,
      let modal = slots[target].control as? any ModalControl, !modal.isPresented,
      let own = partsByID[part]?.part ?? Optional(part),
      // A dialog's button that dismissed its dialog opens nothing over it.
      (slots[slot].control as? any ModalControl)?.isPresented != false
    else { return events }
    var shown = changeControl(target) { control in
      guard var modal = control as? any ModalControl else { return [] }
      let events = modal.present()
      control = modal
      return events
    }
    var shownKept = lastEvents
    openers[target] = (slot, own)
    let movesIn = shown.contains { if case .focusMoved(_, _?) = $0.kind { true } else { false } }
    if movesIn, slots[slot].control?.focusedPart != nil {
      let blurred = changeControl(slot) { $0.focus(nil) }
      kept += lastEvents
      result += blurred
    }
    shown = result + shown
    shownKept = kept + shownKept
    lastEvents = shownKept
    return Self.joiningFocus(shown)
  }

  /// Runs `change` on the control in `slot` (``onControl(_:_:)`` without presenting).
  private mutating func changeControl(
    _ slot: Int, _ change: (inout any Control) -> [ControlEvent]
  ) -> [ControlEvent] {
    guard var control = slots[slot].control else { return [] }
    var caughtUp = catchUp(&control)
    let before = control.now
    let events = change(&control)
    let spent = control.now.duration(since: before)
    clockWork += 1
    slots[slot] = .control(control)
    touched.insert(slot)
    caughtUp += events
    var result = caughtUp.map { (event: rewrite($0, in: slot), slot: slot, original: $0) }
    if spent > .zero {
      clock = clock.advanced(by: spent)
      result += passTime(except: slot)
    }
    noteTimedWork(in: slot)
    lastEvents = result
    return result.map(\.event)
  }

  /// Moves `control`'s clock to the screen's. A control without timed work (every one not in
  /// ``timed``) fires nothing on the way.
  private mutating func catchUp(_ control: inout any Control) -> [ControlEvent] {
    clockWork += 1
    let behind = clock.duration(since: control.now)
    guard behind > .zero else { return [] }
    clockWork += 1
    return control.advance(by: behind)
  }

  /// Moves the clock of every control with timed work, except `slot`'s, to the screen's, in
  /// screen order, and returns what fired, each with its slot.
  private mutating func passTime(except slot: Int? = nil)
    -> [(event: ControlEvent, slot: Int, original: ControlEvent)]
  {
    var result: [(event: ControlEvent, slot: Int, original: ControlEvent)] = []
    for other in timed where other != slot {
      guard var control = slots[other].control else { continue }
      let passed = catchUp(&control)
      slots[other] = .control(control)
      touched.insert(other)
      result += passed.map { (event: rewrite($0, in: other), slot: other, original: $0) }
    }
    for other in timed where other != slot { noteTimedWork(in: other) }
    return result
  }

  /// Keeps ``timed`` true for `slot` after its control changed: in it while a part is held or
  /// time will change it otherwise (a toast that is shown, ``Control/hasTimedWork``).
  private mutating func noteTimedWork(in slot: Int) {
    let busy = slots[slot].control?.hasTimedWork ?? false
    if let at = timed.firstIndex(of: slot) {
      if !busy { timed.remove(at: at) }
    } else if busy {
      timed.insert(slot, at: timed.firstIndex { $0 > slot } ?? timed.endIndex)
    }
  }

  private mutating func ignored(_ reason: String) -> [ControlEvent] {
    lastEvents = []
    return [ControlEvent(time: now, kind: .inputIgnored(reason))]
  }

  // MARK: - Control

  package var value: ControlValue {
    route(nil).flatMap { slots[$0.slot].control?.value } ?? .nothing
  }
  package var now: SimulatedInstant { clock }
  package var focusedPart: PartID? {
    focusedSlot.flatMap { slot in id(slots[slot].control?.focusedPart, in: slot) }
  }
  package var notes: [String] { controlSlots.flatMap { slots[$0].control?.notes ?? [] } }
  package var parts: [PartID] {
    controlSlots.flatMap { slot in
      (slots[slot].control?.parts ?? []).compactMap { id($0, in: slot) }
    }
  }
  package var wholeControlPart: PartID? { nil }
  package var isHoldingButton: Bool { holding != nil }
  /// Some component has timed work (a held part, a shown toast).
  package var hasTimedWork: Bool { !timed.isEmpty }
  package var headline: String {
    "screen \"\(name)\" · \(slots.count) elements · \(controlSlots.count) components"
  }
  package var touchTarget: TouchTarget? {
    controlSlots.compactMap { slots[$0].control?.touchTarget }.min {
      $0.size - $0.minimum < $1.size - $1.minimum
    }
  }
  package var drawing: String {
    slots.map { slot in
      switch slot {
      case .control(let control): control.drawing
      case .fixed(let elements): elements.map { $0.name ?? "" }.joined(separator: " ")
      }
    }.filter { !$0.isEmpty }.joined(separator: " | ")
  }
  package var drawingTitle: String { "screen \"\(name)\"" }

  package func isEnabled(_ part: PartID) -> Bool {
    guard let (slot, own) = route(part), let own else { return false }
    return slots[slot].control?.isEnabled(own) ?? false
  }

  package mutating func press(_ part: PartID) -> [ControlEvent] {
    guard let (slot, own) = route(part), let own else {
      return ignored("the screen has no \(part.rawValue) part")
    }
    holding = slot
    return onControl(slot) { $0.press(own) }
  }

  package mutating func release() -> [ControlEvent] {
    guard let slot = holding else { return ignored("nothing is held") }
    holding = nil
    return onControl(slot) { $0.release() }
  }

  package mutating func tap(_ part: PartID) -> [ControlEvent] {
    guard let (slot, own) = route(part), let own else {
      return ignored("the screen has no \(part.rawValue) part")
    }
    return onControl(slot) { $0.tap(own) }
  }

  package mutating func advance(by duration: SimulatedDuration) -> [ControlEvent] {
    clock = clock.advanced(by: duration)
    let result = passTime()
    lastEvents = result
    return result.map(\.event)
  }

  package mutating func pressKey(_ chord: KeyChord) -> [ControlEvent] {
    let isTab = chord.key == .tab && (chord.modifiers.isEmpty || chord.modifiers == [.shift])
    // Escape (and a reader's escape) goes to what is presented over the screen.
    if chord == KeyChord(.escape), let presented = presentedSlot {
      return onControl(presented) { $0.pressKey(chord) }
    }
    guard isTab else {
      guard let slot = focusedSlot else {
        return ignored("\(chord) does nothing: keyboard focus is on nothing on the screen")
      }
      return onControl(slot) { $0.pressKey(chord) }
    }
    return tab(chord, backwards: chord.modifiers == [.shift])
  }

  /// Tab or Shift+Tab: within the focused component, then into the next one that takes focus.
  private mutating func tab(_ chord: KeyChord, backwards: Bool) -> [ControlEvent] {
    var events: [ControlEvent] = []
    var kept: [(event: ControlEvent, slot: Int, original: ControlEvent)] = []
    // A modal control that traps focus is all Tab visits while it shows.
    // Content a disclosure hides is not visited.
    let hidden = hiddenSlots
    let visited = trappingSlot.map { [$0] } ?? tabSlots.filter { !hidden.contains($0) }
    let order = backwards ? visited.reversed() : visited
    var candidates = order[...]
    if let current = focusedSlot {
      events = onControl(current) { $0.pressKey(chord) }
      kept = lastEvents
      if slots[current].control?.focusedPart != nil { return events }
      if order.contains(current) { candidates = order.drop { $0 != current }.dropFirst() }
    }
    for candidate in candidates {
      let saved = self
      let entered = onControl(candidate) { $0.pressKey(chord) }
      if slots[candidate].control?.focusedPart != nil {
        lastEvents = kept + lastEvents
        return Self.joiningFocus(events + entered)
      }
      self = saved
    }
    lastEvents = kept
    if events.isEmpty { return ignored("\(chord): nothing on the screen takes keyboard focus") }
    return events
  }

  /// One focus move where focus left one component and entered the next.
  private static func joiningFocus(_ events: [ControlEvent]) -> [ControlEvent] {
    guard
      let out = events.firstIndex(where: {
        if case .focusMoved(_, nil) = $0.kind { true } else { false }
      }),
      let into = events[(out + 1)...].firstIndex(where: {
        if case .focusMoved(nil, _) = $0.kind { true } else { false }
      }),
      case .focusMoved(let from, _) = events[out].kind,
      case .focusMoved(_, let to) = events[into].kind
    else { return events }
    var joined = events
    joined[into].kind = .focusMoved(from: from, to: to)
    joined.remove(at: out)
    return joined
  }

  package mutating func type(_ text: String) -> [ControlEvent] {
    guard let slot = focusedSlot else {
      return ignored("typing does nothing: keyboard focus is on nothing on the screen")
    }
    return onControl(slot) { $0.type(text) }
  }

  package mutating func scroll(clicks: Int) -> [ControlEvent] {
    guard let (slot, _) = route(nil) else { return ignored("nothing on the screen scrolls") }
    return onControl(slot) { $0.scroll(clicks: clicks) }
  }

  package mutating func focus(_ part: PartID?) -> [ControlEvent] {
    guard let part else {
      guard let slot = focusedSlot else { return [] }
      return onControl(slot) { $0.focus(nil) }
    }
    guard let (slot, own) = route(part) else {
      return ignored("the screen has no \(part.rawValue) part")
    }
    var events: [ControlEvent] = []
    var kept: [(event: ControlEvent, slot: Int, original: ControlEvent)] = []
    if let current = focusedSlot, current != slot {
      events = onControl(current) { $0.focus(nil) }
      kept = lastEvents
    }
    let entered = onControl(slot) { $0.focus(own) }
    lastEvents = kept + lastEvents
    return Self.joiningFocus(events + entered)
  }

  package mutating func setByApp(_ value: ControlValue) -> [ControlEvent] {
    guard let (slot, _) = route(nil) else { return ignored("the screen has no component") }
    return onControl(slot) { $0.setByApp(value) }
  }

  package func appValue(fromNumber number: Double) -> ControlValue {
    route(nil).flatMap { slots[$0.slot].control?.appValue(fromNumber: number) }
      ?? .numberOrEmpty(number)
  }

  package mutating func perform(_ action: ControlAction, on part: PartID?) -> [ControlEvent] {
    guard let (slot, own) = route(part) else {
      return ignored("the screen has nothing to \(action.rawValue)")
    }
    return onControl(slot) { $0.perform(action, on: own) }
  }

  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    let trapping = trappingSlot
    let hidden = hiddenSlots
    var all = slots.indices.flatMap {
      slotElements($0, in: environment, trapping: trapping, hidden: hidden)
    }
    Self.markContainerEnds(&all)
    return all
  }

  /// The elements of the screen element in `index`, with the screen's ids, their containers
  /// and frame; the containers' ends are marked across the screen (``markContainerEnds(_:)``).
  private func slotElements(
    _ index: Int, in environment: PlatformEnvironment, trapping: Int?, hidden: Set<Int>
  ) -> [AccessibleElement] {
    let elements: [AccessibleElement]
    switch slots[index] {
    case .fixed(let fixed): elements = fixed
    case .control(let control):
      let own = control.elements(in: environment).map { element in
        var element = element
        element.id = "\(numbers[index])/\(element.id)"
        element.part = id(element.part, in: index)
        // A control's own containers (a radio group's group) are its, not another's.
        for level in element.containers.indices {
          element.containers[level].id = "\(numbers[index])/\(element.containers[level].id)"
        }
        return element
      }
      elements = mergedNames[index].map { Self.merging(own, $0) } ?? own
    }
    let frame = frames[index]
    // Behind a modal control that traps focus, and in content a disclosure hides, nothing is
    // reached by readers or Tab.
    let isHidden = (trapping.map { $0 != index } ?? false) || hidden.contains(index)
    return elements.map { element in
      var placed = placing(element, in: containers[index])
      if let frame, placed.frame == nil { placed.frame = frame }
      if isHidden {
        placed.isNavigable = false
        placed.takesKeyboardFocus = false
      }
      // A control's own containers (a dialog's) are told apart by its element's number.
      for level in placed.containers.indices.dropFirst(containers[index].count) {
        placed.containers[level].id = "\(numbers[index])/" + placed.containers[level].id
      }
      return placed
    }
  }

  /// Marks each container's first and last navigable element in `all`, the screen's tree.
  private static func markContainerEnds(_ all: inout [AccessibleElement]) {
    var first: [String: Int] = [:]
    var last: [String: Int] = [:]
    for (index, element) in all.enumerated() where element.isNavigable {
      for container in element.containers {
        if first[container.id] == nil { first[container.id] = index }
        last[container.id] = index
      }
    }
    for index in all.indices where !all[index].containers.isEmpty {
      for level in all[index].containers.indices {
        let id = all[index].containers[level].id
        all[index].containers[level].isAtStart = first[id] == index
        all[index].containers[level].isAtEnd = last[id] == index
      }
    }
  }

  /// Only the slots changed since `previous` was given, from the first to the last of them:
  /// each changed control's elements are made again, the others kept. Where a changed slot's
  /// elements grew, shrank or became navigable or not (a container's ends may then move), or
  /// `previous` is not the tree last given, the whole tree is made again.
  package mutating func takeElementsUpdate(
    from previous: [AccessibleElement], in environment: PlatformEnvironment
  ) -> ElementsUpdate {
    defer { touched = [] }
    let trapping = trappingSlot
    let hidden = hiddenSlots
    guard slotStarts.count == slots.count + 1, slotStarts.last == previous.count,
      trapping == lastTrapping, hidden == lastHidden
    else {
      lastTrapping = trapping
      lastHidden = hidden
      return wholeTree(replacing: previous, in: environment)
    }
    guard let low = touched.min(), let high = touched.max() else {
      return ElementsUpdate(replaced: 0..<0, elements: [])
    }
    var changed: [AccessibleElement] = []
    for index in low...high {
      let old = previous[slotStarts[index]..<slotStarts[index + 1]]
      guard touched.contains(index) else {
        changed += old
        continue
      }
      var new = slotElements(index, in: environment, trapping: trapping, hidden: hidden)
      guard new.count == old.count else {
        return wholeTree(replacing: previous, in: environment)
      }
      for (offset, before) in zip(new.indices, old) {
        guard new[offset].isNavigable == before.isNavigable,
          new[offset].containers.map(\.id) == before.containers.map(\.id)
        else { return wholeTree(replacing: previous, in: environment) }
        // Navigability is as it was everywhere, so each container's ends are too.
        for level in new[offset].containers.indices {
          new[offset].containers[level].isAtStart = before.containers[level].isAtStart
          new[offset].containers[level].isAtEnd = before.containers[level].isAtEnd
        }
      }
      changed += new
    }
    return ElementsUpdate(
      replaced: slotStarts[low]..<slotStarts[high + 1], elements: changed)
  }

  /// The whole tree, replacing `previous`, with where each slot's elements start in it.
  private mutating func wholeTree(
    replacing previous: [AccessibleElement], in environment: PlatformEnvironment
  ) -> ElementsUpdate {
    var all: [AccessibleElement] = []
    var starts = [0]
    for index in slots.indices {
      all += slotElements(index, in: environment, trapping: lastTrapping, hidden: lastHidden)
      starts.append(all.count)
    }
    Self.markContainerEnds(&all)
    slotStarts = starts
    return ElementsUpdate(replaced: previous.indices, elements: all)
  }

  /// A merged group's control elements: its first navigable element (the one readers land
  /// on) is named by the group's names before it, its own name and the names after it,
  /// joined with ", " as SwiftUI's `.combine` and Compose's merged semantics join them.
  private static func merging(
    _ elements: [AccessibleElement], _ names: (before: [String], after: [String])
  ) -> [AccessibleElement] {
    guard let at = elements.firstIndex(where: \.isNavigable) else { return elements }
    var merged = elements
    let own = merged[at].name.map { [$0] } ?? []
    let all = (names.before + own + names.after).filter { !$0.isEmpty }
    merged[at].name = all.isEmpty ? nil : all.joined(separator: ", ")
    return merged
  }

  /// `element` with the containers around it, outside those its control exposes itself (a
  /// radio group's group); an item of a list or a tab bar (the innermost screen container)
  /// gets its position in that set, as the platforms expose it (UIA's PositionInSet and
  /// SizeOfSet, AT-SPI's posinset and setsize, Android's CollectionItemInfo, UIKit's container
  /// index), unless its control gave it one.
  private func placing(_ element: AccessibleElement, in chain: [AccessibleContainer])
    -> AccessibleElement
  {
    guard let innermost = chain.last else { return element }
    var placed = element
    placed.containers = chain + element.containers
    if [.list, .tabBar].contains(innermost.role), placed.states.positionInSet == nil {
      placed.states.positionInSet = ElementStates.SetPosition(
        position: innermost.position, size: innermost.itemCount)
    }
    return placed
  }

  package func announcements(after event: ControlEvent) -> [String] {
    guard let found = lastEvents.first(where: { $0.event == event }),
      let control = slots[found.slot].control
    else { return [] }
    return control.announcements(after: found.original)
  }

  package func announcementStyle(after event: ControlEvent) -> AnnouncementStyle {
    guard let found = lastEvents.first(where: { $0.event == event }),
      let control = slots[found.slot].control
    else { return .standard }
    return control.announcementStyle(after: found.original)
  }

  // MARK: - RepeatingControl

  package var holdLimitReached: HoldLimitError? {
    holding.flatMap { (slots[$0].control as? any RepeatingControl)?.holdLimitReached }
  }

  package mutating func advanceToNextRepeat(before limit: SimulatedInstant) -> [ControlEvent]? {
    guard let slot = holding, var control = slots[slot].control else { return nil }
    // A control that holds a part is in `timed`, so this only moves the clock of one that
    // does not (a press it ignored), which fires nothing.
    _ = catchUp(&control)
    slots[slot] = .control(control)
    touched.insert(slot)
    guard var repeating = control as? any RepeatingControl else { return nil }
    let before = repeating.now
    let fired = repeating.advanceToNextRepeat(before: limit)
    slots[slot] = .control(repeating)
    touched.insert(slot)
    guard let events = fired else { return nil }
    clockWork += 1
    clock = clock.advanced(by: repeating.now.duration(since: before))
    var result = events.map { (event: rewrite($0, in: slot), slot: slot, original: $0) }
    result += passTime(except: slot)
    noteTimedWork(in: slot)
    lastEvents = result
    return result.map(\.event)
  }
}
