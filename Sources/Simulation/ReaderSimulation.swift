import Accessibility
import ComponentModel
import Controls
import Core
import Interactions
import ScreenReaders
import Screens

/// A component on one platform with a screen reader running: gestures and keys go through the
/// reader's input rules, the control reacts, the accessibility tree changes, and the reader
/// speaks what its reaction rules say, on the simulated clock.
package struct ReaderSimulation: Sendable {
  /// The platform.
  package let platform: Platform
  /// The device: its OS version decides what the platform exposes; the reader's version, how
  /// the reader speaks.
  package let environment: PlatformEnvironment
  /// The component's setup there.
  package let setup: PlatformSetup
  /// The reader's rules and settings.
  package private(set) var compositor: Compositor
  /// The control.
  package private(set) var control: any Control
  /// The control before the first interaction.
  package let initialControl: any Control
  /// The accessibility tree now.
  package private(set) var elements: [AccessibleElement]
  /// Where each element and each navigable one is in ``elements``: a move finds its place in
  /// constant time, so a screen is walked end to end in time linear in its size.
  private var index = TreeIndex([])
  /// How many elements changes of the control made again, compared or indexed: what keeping
  /// the tree costs, for the tests that show a walk is linear in the screen's size.
  package private(set) var treeWork = 0
  /// The element the reader's focus is on.
  package private(set) var focusID: String?
  /// The window the platform has in front, as the reader was last told (the id of a window
  /// container, ``AccessibleContainer/isWindow``; `nil` for the app's own window): a focus
  /// event into another window makes that one active, and the reader says it
  /// (``ContainerSpeech/windowActivation``). A dialog shown from the start is in front already.
  package private(set) var activeWindow: String?
  /// What a throttled reaction (``ReactionThrottle``) last said for each element: when, and the
  /// percent; and the elements in the order they were first said, and the one said last.
  private var throttled: [String: (time: SimulatedInstant, percent: Int?)] = [:]
  private var throttledOrder: [String] = []
  private var lastThrottled: String?
  /// Whether the reader is interacting with the focused element (VoiceOver on macOS).
  package private(set) var isInteracting = false
  /// Where the reader's spatial review is (Orca's flat review): the line, and the focus it
  /// was set from; when focus has moved since, review starts again from the focus's line.
  package private(set) var review: (line: Int, focus: String?)?
  /// Where the user's last input came from: keys and typing make it the keyboard; gestures,
  /// touches and taps make it touch (TalkBack's InputModeTracker).
  package private(set) var inputMode: InputMode = .touch
  /// The speech, with timing and interruptions.
  package private(set) var speech: SpeechQueue
  /// Interactions, control events and notes, for `--events`.
  package private(set) var log: [LogEntry] = []
  /// How many log entries ``forget(before:)`` dropped from the front.
  private var forgottenLog = 0
  /// When the simulated user acts.
  package var pace: Pace = .listen
  /// Asked between statements and auto-repeats, so a long interaction can be stopped.
  package var cancellation = Cancellation.never
  private var copies = CopyCount()
  /// How many interactions ran on this simulation while a copy of it was alive (each copied
  /// the whole log first); a runner that changes its simulation in place keeps this at 0.
  package var copiedChanges: Int { copies.value }

  /// This simulation as one of its own, as if just started: a copy of a started simulation
  /// (kept by a run for the scenarios that start the same way) counts its own copies from here.
  package var restarted: ReaderSimulation {
    var copy = self
    copy.copies = CopyCount()
    return copy
  }

  /// When the simulated user performs the next interaction.
  package enum Pace: String, Sendable, CaseIterable {
    /// After the reader has finished speaking (hints included), as a listener would.
    case listen
    /// At once, cutting off speech (to test interruptions); `wait` adds pauses.
    case immediate
  }

  /// The reader's rules.
  package var pack: RulePack { compositor.pack }
  /// What the reader said, in order.
  package var transcript: [TranscriptEntry] { speech.entries }
  /// The focused element.
  package var focusedElement: AccessibleElement? {
    focusID.flatMap { index.position(of: $0, in: elements) }.map { elements[$0] }
  }

  /// Starts `component` on `platform` with `pack` and `settings` (name → value), making its
  /// control from `catalog`.
  package init(
    component: Component, platform: Platform, pack: RulePack, settings: [String: String] = [:],
    wordsPerMinute: Double? = nil, pace: Pace = .listen,
    environment: PlatformEnvironment = .standard, catalog: ControlCatalog
  ) throws(SimulationError) {
    try self.init(
      screen: Screen(component: component), platform: platform, pack: pack, settings: settings,
      wordsPerMinute: wordsPerMinute, pace: pace, environment: environment, catalog: catalog)
  }

  /// Starts `screen` on `platform` with `pack` and `settings` (name → value): the reader's
  /// world is every element of the screen, in order (a component alone runs as before).
  package init(
    screen: Screen, platform: Platform, pack: RulePack, settings: [String: String] = [:],
    wordsPerMinute: Double? = nil, pace: Pace = .listen,
    environment: PlatformEnvironment = .standard, catalog: ControlCatalog
  ) throws(SimulationError) {
    self.pace = pace
    guard pack.platform == platform else {
      throw .readerOnOtherPlatform(
        reader: pack.name, id: pack.id, runsOn: pack.platform, requested: platform)
    }
    let base = try Simulation(
      screen: screen, platform: platform, environment: environment, catalog: catalog)
    self.platform = platform
    self.environment = environment
    self.setup = base.setup
    self.control = base.control
    self.initialControl = base.control
    var readerSettings = ReaderSettings(pack: pack)
    for (name, value) in settings.sorted(by: { $0.key < $1.key }) {
      do { try readerSettings.set(name, to: value) } catch { throw .readerSetting(error) }
    }
    compositor = Compositor(
      pack: pack, settings: readerSettings, version: environment.readerVersion(of: pack))
    compositor.appName = screen.appName
    speech = SpeechQueue(
      reader: pack.name, wordsPerMinute: wordsPerMinute ?? pack.timing.wordsPerMinute)
    elements = []
    log = base.log
    elements = project()
    index = TreeIndex(elements)
    activeWindow = elements.frontWindowID
  }

  private var isTouchReader: Bool { platform == .ios || platform == .android }

  private func project() -> [AccessibleElement] {
    control.elements(in: environment)
  }

  private func context(
    for element: AccessibleElement?, text: String? = nil,
    announcementStyle: AnnouncementStyle? = nil, typing: Typing? = nil
  ) -> Compositor.Context {
    var context = Compositor.Context(
      element: element, isFocused: element != nil && element?.id == focusID,
      isInteracting: isInteracting && element?.id == focusID, notificationText: text,
      inputMode: inputMode, announcementStyle: announcementStyle)
    context.precedingText = typing?.preceding
    context.caretMove = typing?.caretMove
    context.activeWindow = activeWindow
    return context
  }

  /// What a typing notification adds to a rule's context: the text before typed text, or the
  /// caret's move.
  private struct Typing {
    var preceding: String?
    var caretMove: ControlEvent.TextCaretMove?
  }

  /// Performs one interaction as a reader user would.
  package mutating func perform(_ statement: InteractionStatement) throws(SimulationError) {
    copies.willChange()
    waitUntilQuiet()
    log.append(LogEntry(time: control.now, kind: .interaction(statement.text)))
    try apply(statement.interaction)
  }

  /// At the listening pace, lets time pass until the reader has finished speaking. A control
  /// that time changes (a toast whose time is up) changes as the reader speaks, and the
  /// reader is told.
  private mutating func waitUntilQuiet() {
    if pace == .listen, let quiet = speech.entries.last?.end, quiet > control.now {
      let duration = quiet.duration(since: control.now)
      if control.hasTimedWork {
        change { $0.advance(by: duration) }
      } else {
        _ = control.advance(by: duration)
      }
    }
  }

  /// The words for parts an intent's commands may use: none (they are gestures and keys).
  private static let noParts = PartVocabulary(parts: [], aliases: [])

  /// Carries out one interaction (an intent, each of the reader's own that carry it out).
  private mutating func apply(_ interaction: Interaction) throws(SimulationError) {
    switch interaction {
    case .press, .type: inputMode = .keyboard
    case .gesture, .tap, .hold: inputMode = .touch
    case .scroll, .wait, .focus, .blur, .appSetsValue, .intent: break
    }
    switch interaction {
    case .intent(let intent):
      // The reader's own gesture or keys, as if typed: what they do (or why they do nothing)
      // is what is heard and logged. The packs' commands are checked to parse
      // (ReaderDrivingTests); none names a part.
      guard
        let command = pack.driving.intents.command(for: intent, settings: compositor.settings)
      else {
        let why = pack.driving.intents.source(of: intent).map { ": \($0.citation)" } ?? ""
        note("\(pack.name) has no default command for \(intent.rawValue)\(why); nothing happens")
        return
      }
      let statements =
        (try? InteractionParser.parse(command, parts: Self.noParts)) ?? []
      // A user listens between the command's steps too (VoiceOver's "Headings" as the rotor
      // turns, before the swipe).
      for (index, statement) in statements.enumerated() {
        if index > 0 { waitUntilQuiet() }
        try apply(statement.interaction)
      }
    case .gesture(let gesture):
      guard
        let (action, _) = compositor.action(
          for: .gesture(gesture.kind), context: context(for: focusedElement))
      else {
        note("\(Interaction.gesture(gesture)) does nothing in \(pack.name) here")
        return
      }
      try run(action, gesture: gesture)
    case .press(let chord):
      guard
        let (action, _) = compositor.action(for: .key(chord), context: context(for: focusedElement))
      else {
        return
      }
      if action == .passToApp {
        change { $0.pressKey(chord) }
      } else {
        try run(action, gesture: nil)
      }
    case .tap(let target):
      if isTouchReader {
        try run(.touch, gesture: .touch(target))
      } else {
        let part = try resolvePart(target)
        let id = elements.first { $0.part == part }?.id
        change(clicked: clickable(id, part)) { $0.tap(part) }
      }
    case .hold(let target, let duration):
      if isTouchReader {
        note("with \(pack.name) on, a held touch explores; use 'double-tap and hold' to press")
        try run(.touch, gesture: .touch(target))
      } else {
        try holdPart(try resolvePart(target), for: duration)
      }
    case .type(let text):
      // The reader hears the keys before the app takes the text (NVDA's typed characters,
      // Orca's key echo); then what went into the field (TalkBack's and VoiceOver's echo).
      let target = control.focusedPart.flatMap { part in elements.first { $0.part == part } }
      let preceding = target.flatMap { field -> String? in
        guard field.isEditable, case .text(let value) = control.value else { return nil }
        return String(value.text.prefix(value.caret))
      }
      say(
        .keysTyped, element: target ?? focusedElement, kind: .typingEcho, text: text,
        at: control.now, typing: Typing(preceding: preceding))
      change { $0.type(text) }
    case .scroll(let clicks): change { $0.scroll(clicks: clicks) }
    case .wait(let duration): change { $0.advance(by: duration) }
    case .focus(let target):
      let element = try resolveElement(target)
      moveFocus(to: element, speak: true)
      if element.takesKeyboardFocus, let part = element.part, control.focusedPart != part {
        change(suppressFocusSpeechFor: element.id) { $0.focus(part) }
      }
    case .blur: change { $0.focus(nil) }
    case .appSetsValue(let number): change { $0.setByApp($0.appValue(fromNumber: number)) }
    }
  }

  /// Performs every statement in order.
  package mutating func run(_ statements: [InteractionStatement]) throws(SimulationError) {
    for statement in statements {
      try cancellation.checkpoint()
      try perform(statement)
    }
  }

  // MARK: - Checkpoints

  /// The simulation as it is now, without its log and transcript: the log only grows, and the
  /// transcript only changes after the clock (``SpeechQueue/Checkpoint``), so a checkpoint
  /// costs the few entries still being spoken, not a copy of everything so far. The session's
  /// undo keeps one per interaction.
  package struct Checkpoint: Sendable {
    fileprivate var state: ReaderSimulation
    fileprivate var logCount: Int
    fileprivate var speech: SpeechQueue.Checkpoint
  }

  /// A checkpoint to come back to with ``restore(_:)``.
  package func checkpoint() -> Checkpoint {
    var state = self
    state.log = []
    state.speech.removeAllEntries()
    state.copies = CopyCount()
    return Checkpoint(
      state: state, logCount: forgottenLog + log.count,
      speech: speech.checkpoint(at: control.now))
  }

  /// Drops the log and transcript entries from before `checkpoint`, so a long session keeps
  /// what its undo can reach, not everything; restoring `checkpoint` or a later one still
  /// works.
  package mutating func forget(before checkpoint: Checkpoint) {
    let count = min(max(0, checkpoint.logCount - forgottenLog), log.count)
    log.removeFirst(count)
    forgottenLog += count
    speech.forget(before: checkpoint.speech)
  }

  /// Takes the simulation back to `checkpoint`, made from it earlier (later checkpoints are
  /// then of no use).
  package mutating func restore(_ checkpoint: Checkpoint) {
    var log = self.log
    var speech = self.speech
    let copies = self.copies
    let forgottenLog = self.forgottenLog
    self = checkpoint.state
    log.removeSubrange(min(max(0, checkpoint.logCount - forgottenLog), log.count)...)
    speech.restore(checkpoint.speech)
    self.log = log
    self.speech = speech
    self.copies = copies
    self.forgottenLog = forgottenLog
  }

  // MARK: - Reader actions

  private mutating func run(_ action: ReaderAction, gesture: Gesture?) throws(SimulationError) {
    let focused = focusedElement
    switch action {
    case .moveNext, .movePrevious:
      let navigable = index.navigable(in: elements)
      guard !navigable.isEmpty else { return note("nothing to move to") }
      let current = focusID.flatMap { index.navigablePosition(of: $0, in: elements) }
      let next: Int
      if let current {
        next = current + (action == .moveNext ? 1 : -1)
      } else {
        next = action == .moveNext ? 0 : navigable.count - 1
      }
      guard navigable.indices.contains(next) else {
        return note("\(action == .moveNext ? "last" : "first") element reached; focus stays")
      }
      let target = elements[navigable[next]]
      moveFocus(to: target, speak: true)
      keyboardFocusFollowsCursor(to: target)
    case .activate:
      guard let focused else { return note("nothing is focused to activate") }
      guard let part = focused.part else { return note("\(describe(focused)) has no action") }
      // An element that toggles on activation does so even without the button trait (SwiftUI's
      // Toggle).
      if (focused.isClickable || focused.states.togglesOnActivation) && !focused.isEditable {
        change(clicked: clickable(focused.id, part)) { $0.perform(.activate, on: part) }
      } else if focused.isEditable {
        change(suppressFocusSpeechFor: focused.id) { $0.focus(part) }
      } else {
        note("\(describe(focused)) has no default action")
      }
    case .increment, .decrement:
      guard let focused else { return note("nothing is focused to adjust") }
      let adjustment: ControlAction = action == .increment ? .increment : .decrement
      var changed = false
      change(adjusted: focused.id) { control in
        let events = control.perform(adjustment, on: focused.part)
        changed = events.contains { if case .valueChanged = $0.kind { true } else { false } }
        return events
      }
      // Nothing moved (a limit, a disabled control): a reader with a rule for that says so
      // (TalkBack's NumberAdjustor); the others stay silent, and nothing is logged for them.
      if !changed, let element = focusedElement,
        compositor.react(
          to: .adjustedAtLimit, context: context(for: element), utteranceKind: .valueChange)
          != nil
      {
        say(.adjustedAtLimit, element: element, kind: .valueChange, at: control.now)
      }
    case .longPress:
      guard let focused, let part = focused.part, focused.isClickable, !focused.isEditable else {
        return note("nothing under the finger takes a long press")
      }
      guard case .doubleTapAndHold(let duration)? = gesture else { return }
      try holdPart(part, for: duration, clicked: clickable(focused.id, part))
    case .touch:
      guard case .touch(let target)? = gesture else { return }
      let element = try resolveElement(target)
      moveFocus(to: element, speak: true)
      keyboardFocusFollowsCursor(to: element)
    case .speakFocused:
      guard let focused else { return note("nothing is focused") }
      speakFocus(focused, from: focused)
    case .startInteracting:
      guard focused != nil else { return note("nothing is focused to interact with") }
      isInteracting = true
    case .stopInteracting:
      isInteracting = false
    case .passToApp:
      break
    case .stopSpeech:
      speech.interrupt(at: control.now, all: true)
    case .moveNextHeading, .movePreviousHeading:
      moveTo(.heading, forward: action == .moveNextHeading)
    case .moveNextLink, .movePreviousLink:
      moveTo(.link, forward: action == .moveNextLink)
    case .moveFirst, .moveLast:
      let navigable = elements.filter(\.isNavigable)
      guard let target = action == .moveFirst ? navigable.first : navigable.last else {
        return note("nothing to move to")
      }
      moveFocus(to: target, speak: true)
      keyboardFocusFollowsCursor(to: target)
    case .reviewNextLine, .reviewPreviousLine, .reviewCurrentLine, .reviewFirstLine,
      .reviewLastLine:
      reviewLine(action)
    case .escape:
      change { $0.pressKey(KeyChord(.escape)) }
    case .chooseRotor:
      guard case .rotor(let choice)? = gesture else { return }
      guard compositor.settings.has(ReaderSettingKey.rotor.rawValue) else {
        return note("\(pack.name) has no rotor")
      }
      // Turning the rotor to the choice it is on already changes nothing and says nothing.
      guard compositor.settings[.rotor] != choice.rawValue else { return }
      try? compositor.settings.set(ReaderSettingKey.rotor.rawValue, to: choice.rawValue)
      say(.rotorChanged, element: focused, kind: .announcement, at: control.now)
    }
  }

  /// Where the reader is, for a reading order: the line under review while it reviews the
  /// window (Orca's flat review: `line 3`), else its focus.
  package var readingPosition: String? {
    if let review, review.focus == focusID { return "line \(review.line + 1)" }
    return focusID
  }

  /// The lines the reader's spatial review finds on the screen (``FlatReview``), each the
  /// navigable elements on it, left to right.
  package var reviewLines: [[AccessibleElement]] {
    guard let review = pack.review else { return [] }
    let showing = index.navigable(in: elements).map { elements[$0] }
    return review.lines(of: showing, frame: \.frame).map { $0.map { showing[$0] } }
  }

  /// Moves the review cursor (Orca's flat review) by a line, or to the first or last, and
  /// speaks the line; focus stays where it is. Review starts on the focus's line; with no
  /// focus in the screen, above the first line (the window's title is there). At the first or
  /// last line a move says nothing, as Orca's does not wrap.
  private mutating func reviewLine(_ action: ReaderAction) {
    let lines = reviewLines
    guard !lines.isEmpty else { return note("\(pack.name) has nothing to review") }
    let current: Int
    if let review, review.focus == focusID {
      current = review.line
    } else {
      current = focusID.flatMap { id in lines.firstIndex { $0.contains { $0.id == id } } } ?? -1
    }
    let target: Int
    switch action {
    case .reviewNextLine: target = current + 1
    case .reviewPreviousLine: target = current - 1
    case .reviewFirstLine: target = 0
    case .reviewLastLine: target = lines.count - 1
    default: target = current
    }
    guard lines.indices.contains(target) else {
      if action == .reviewCurrentLine { return note("no line under review") }
      return note(
        "\(action == .reviewPreviousLine ? "first" : "last") line reached; review stays, "
          + "\(pack.name) says nothing")
    }
    review = (target, focusID)
    guard let utterance = compositor.reviewLine(lines[target]) else {
      return note("line \(target + 1) says nothing")
    }
    speech.speak(utterance, at: control.now, priority: .interrupt)
  }

  /// Moves the reader to the next (or previous) heading or link (`role`) after (before) its
  /// focus, in reading order, and speaks it as it speaks any focus. Past the last heading, a
  /// reader with a rule for wrapping (Orca's "Wrapping to top.") says so and goes to the
  /// first; one without says what its rule for no more headings or links says (maybe
  /// nothing), and its focus stays.
  private mutating func moveTo(_ role: AccessibleRole, forward: Bool) {
    let navigable = elements.filter(\.isNavigable)
    let current = navigable.firstIndex { $0.id == focusID }
    let matches = navigable.indices.filter { navigable[$0].role == role }
    let noun = role.plainName
    let further =
      forward
      ? matches.first { index in current.map { index > $0 } ?? true }
      : matches.last { index in current.map { index < $0 } ?? true }
    if let further {
      moveFocus(to: navigable[further], speak: true)
      keyboardFocusFollowsCursor(to: navigable[further])
      return
    }
    let wrap: NotificationKind = forward ? .wrappedToTop : .wrappedToBottom
    let focused = focusedElement
    if let target = forward ? matches.first : matches.last,
      compositor.react(to: wrap, context: context(for: focused), utteranceKind: .announcement)
        != nil
    {
      note("no \(forward ? "next" : "previous") \(noun); \(pack.name) wraps")
      say(wrap, element: focused, kind: .announcement, at: control.now)
      moveFocus(to: navigable[target], speak: true, queued: true)
      keyboardFocusFollowsCursor(to: navigable[target])
      return
    }
    note("no \(forward ? "next" : "previous") \(noun); focus stays")
    say(
      role == .link ? .noMoreLinks : .noMoreHeadings, element: focused, kind: .announcement,
      at: control.now)
  }

  private func describe(_ element: AccessibleElement) -> String {
    "\"\(element.name ?? element.id)\""
  }

  private mutating func note(_ text: String) {
    log.append(LogEntry(time: control.now, kind: .note(text)))
  }

  private mutating func moveFocus(to element: AccessibleElement, speak: Bool, queued: Bool = false)
  {
    let previous = focusedElement
    focusID = element.id
    isInteracting = false
    if speak { speakFocus(element, from: previous, queued: queued) }
  }

  /// With a reader whose keyboard focus follows its cursor (its driving data's
  /// ``ReaderDriving/focusFollowsCursor``: Narrator's and VoiceOver on macOS's sync, on by
  /// default), keyboard focus moves onto `element`, which the reader's own navigation just
  /// reached, when it can take keyboard focus: the control gets its focus event, and the
  /// platform's focus change is not spoken again, the reader having just described it.
  private mutating func keyboardFocusFollowsCursor(to element: AccessibleElement) {
    guard element.takesKeyboardFocus, let part = element.part, control.focusedPart != part,
      compositor.holds(pack.driving.focusFollowsCursor.when, in: context(for: element))
    else { return }
    note("keyboard focus follows \(pack.name)'s cursor to \(describe(element))")
    change(suppressFocusSpeechFor: element.id) { $0.focus(part) }
  }

  /// Speaks `element`, which the reader's cursor reached from `previous` (itself when the
  /// reader reads it again): its description, with the containers it left and entered,
  /// cutting off what it was saying unless `queued` (after a message it has just said, such
  /// as Orca's "Wrapping to top.").
  private mutating func speakFocus(
    _ element: AccessibleElement, from previous: AccessibleElement?, queued: Bool = false
  ) {
    let now = control.now
    let context = context(for: element)
    let described = compositor.addingContainerSpeech(
      to: compositor.describe(element, context: context), for: element, from: previous,
      context: context)
    for (index, utterance) in described.enumerated() {
      speech.speak(utterance, at: now, priority: index == 0 && !queued ? .interrupt : .queue)
    }
    scheduleHint(for: element, at: now)
  }

  private mutating func scheduleHint(for element: AccessibleElement, at time: SimulatedInstant) {
    guard let hint = compositor.hint(for: element, context: context(for: element)) else { return }
    speech.speak(hint, at: time, priority: .queue, delay: pack.timing.hintDelay)
  }

  // MARK: - Driving the control

  private mutating func holdPart(
    _ part: PartID, for duration: SimulatedDuration, clicked: String? = nil
  ) throws(SimulationError) {
    let end = control.now.advanced(by: duration)
    change(clicked: clicked) { $0.press(part) }
    while true {
      try cancellation.checkpoint()
      var repeated: [ControlEvent]?
      change { control in
        // A control that does not repeat has no repeat to fire.
        guard var repeating = control as? any RepeatingControl else { return [] }
        repeated = repeating.advanceToNextRepeat(before: end)
        control = repeating
        return repeated ?? []
      }
      if repeated == nil { break }
    }
    if let error = (control as? any RepeatingControl)?.holdLimitReached {
      change { $0.release() }
      throw .holdLimit(error)
    }
    change { control in
      control.advance(by: end.duration(since: control.now)) + control.release()
    }
  }

  /// `id` when the control's `part` is enabled: a disabled native control does not fire its
  /// action, so the platform sends no click event (Android performs no ACTION_CLICK on a
  /// disabled view; UIKit sends no actions for a disabled UIControl), and no reader rule for
  /// clicks should explain the silence.
  private func clickable(_ id: String?, _ part: PartID) -> String? {
    control.isEnabled(part) ? id : nil
  }

  /// Runs `change` on the control, logs its events, and lets the reader react to what the
  /// platform tells it.
  private mutating func change(
    clicked: String? = nil, adjusted: String? = nil,
    suppressFocusSpeechFor suppressed: String? = nil,
    _ change: (inout any Control) -> [ControlEvent]
  ) {
    let events = change(&control).map(explainingFocus)
    log += events.map { LogEntry(time: $0.time, kind: .event($0.kind)) }
    // Only what the change touched is made again and compared (all of a single control).
    let update = control.takeElementsUpdate(from: elements, in: environment)
    let before = Array(elements[update.replaced])
    let after = update.elements
    let sameShape =
      before.count == after.count
      && zip(before, after).allSatisfy {
        $0.id == $1.id && $0.part == $1.part && $0.isNavigable == $1.isNavigable
      }
    elements.replaceSubrange(update.replaced, with: after)
    treeWork += 2 * after.count
    // The window in front went (a dialog dismissed without giving focus back): none is active
    // until focus goes into one, so showing it again makes it active again.
    if let window = activeWindow, before.contains(where: { $0.windowID == window }),
      !after.contains(where: { $0.windowID == window })
    {
      activeWindow = nil
    }
    if !sameShape {
      index = TreeIndex(elements)
      treeWork += elements.count
    }
    // The tree changed but the platform says nothing: the log tells why the reader is silent.
    for element in after where !element.raisesStateChangeEvents {
      if let old = before.first(where: { $0.id == element.id }), old.states != element.states {
        note(
          "\(describe(element)) changed state without raising a state-change event, so no "
            + "reader is told")
      }
    }
    let control = self.control
    // A key that activates a part (Space on a focused checkbox) clicks it as a tap does: the
    // platform sends the click event (Android's TYPE_VIEW_CLICKED from performClick).
    let activated = events.lazy.compactMap { event -> PartID? in
      if case .activated(let part) = event.kind { part } else { nil }
    }.first
    let index = self.index
    let elements = self.elements
    let elementWithPart = { (part: PartID) in
      index.position(ofPart: part, in: elements).map { elements[$0] }
    }
    let clicked = clicked ?? activated.flatMap { elementWithPart($0)?.id }
    let notifications = AccessibilityNotifier.notifications(
      for: events, before: before, after: after, tree: elements,
      elementWithPart: elementWithPart, clicked: clicked,
      announcements: { control.announcements(after: $0) },
      style: { control.announcementStyle(after: $0) })
    let time = events.last?.time ?? control.now
    // A reader that speaks its own adjustments (readerAdjusted) says the new value once; the
    // element's value and text changes are then not spoken again.
    var spokeAdjustment = false
    if let adjusted, let element = index.position(of: adjusted, in: elements).map({ elements[$0] }),
      events.contains(where: { if case .valueChanged = $0.kind { true } else { false } })
    {
      spokeAdjustment = say(.readerAdjusted, element: element, kind: .valueChange, at: time)
    }
    for notification in notifications {
      switch notification {
      case .valueChanged(let id, _) where spokeAdjustment && id == adjusted: continue
      case .textChanged(let id, _) where spokeAdjustment && id == adjusted: continue
      default: react(to: notification, at: time, suppressFocusSpeechFor: suppressed)
      }
    }
  }

  private mutating func react(
    to notification: AccessibilityNotification, at time: SimulatedInstant,
    suppressFocusSpeechFor suppressed: String?
  ) {
    func element(_ id: String) -> AccessibleElement? {
      index.position(of: id, in: elements).map { elements[$0] }
    }
    switch notification {
    case .keyboardFocusMoved(let id):
      // Keyboard focus leaving the component takes the reader's focus with it, to whatever
      // is next in the app (outside this simulation).
      guard let id else {
        if focusedElement?.takesKeyboardFocus == true { focusID = nil }
        return
      }
      guard let target = element(id) else { return }
      let alreadyThere = focusID == id
      let previous = focusedElement
      focusID = id
      // Focus going into another window makes it the active one (a dialog presented, the one
      // under a dismissed dialog back in front): the reader says it with this focus.
      let window = target.windowID
      let activated = window != activeWindow ? window : nil
      activeWindow = window
      if id == suppressed || alreadyThere { return }
      if say(
        .keyboardFocusMoved, element: target, kind: .focus, at: time, containersFrom: previous,
        activatedWindow: activated)
      {
        scheduleHint(for: target, at: time)
      }
    case .valueChanged(let id, let value):
      say(.valueChanged, element: element(id), kind: .valueChange, text: value, at: time)
    case .textChanged(let id, let text):
      say(.textChanged, element: element(id), kind: .textChange, text: text, at: time)
    case .liveRegionChanged(let id, _, let text):
      say(.liveRegionChanged, element: element(id), kind: .liveRegion, text: text, at: time)
    case .enabledChanged(let id, _):
      say(.enabledChanged, element: element(id), kind: .stateChange, at: time)
    case .stateChanged(let id):
      say(.stateChanged, element: element(id), kind: .stateChange, at: time)
    case .clicked(let id):
      say(.clicked, element: element(id), kind: .valueChange, at: time)
    case .announcement(let text, let style):
      say(
        .announcement, element: nil, kind: .announcement, text: text, at: time,
        announcementStyle: style)
    case .errorShown(let id, let message):
      say(.errorShown, element: element(id), kind: .error, text: message, at: time)
    case .keysTyped(let id, let text):
      say(
        .keysTyped, element: id.flatMap(element), kind: .typingEcho, text: text, at: time)
    case .textInserted(let id, let text, let preceding):
      say(
        .textInserted, element: element(id), kind: .typingEcho, text: text, at: time,
        typing: Typing(preceding: preceding))
    case .textRemoved(let id, let text, let forward, let caret):
      say(
        forward ? .textRemovedAhead : .textRemoved, element: element(id), kind: .typingEcho,
        text: text, at: time, typing: Typing(caretMove: caret))
    case .caretMoved(let id, let move):
      say(
        move.isByLine ? .caretMovedByLine : .caretMoved, element: element(id), kind: .typingEcho,
        at: time,
        typing: Typing(caretMove: move))
    case .elementsChanged:
      break
    }
  }

  /// Speaks the pack's reaction to `kind`; tells whether a rule produced speech.
  @discardableResult
  private mutating func say(
    _ kind: NotificationKind, element: AccessibleElement?, kind utteranceKind: UtteranceKind,
    text: String? = nil, at time: SimulatedInstant,
    containersFrom previous: AccessibleElement?? = nil, activatedWindow: String? = nil,
    announcementStyle: AnnouncementStyle? = nil, typing: Typing? = nil
  ) -> Bool {
    guard
      let reaction = compositor.react(
        to: kind,
        context: context(
          for: element, text: text, announcementStyle: announcementStyle, typing: typing),
        utteranceKind: utteranceKind)
    else {
      log.append(
        LogEntry(
          time: time,
          kind: .silence("no \(pack.name) rule reacts to \(kind.rawValue) here, so it says nothing")
        ))
      return false
    }
    if reaction.utterances.isEmpty {
      let source = reaction.rule.source
      log.append(
        LogEntry(
          time: time,
          kind: .silence(
            "\(pack.id)/\(reaction.rule.id) on \(kind.rawValue): \(source.citation) "
              + "(\(source.confidence.rawValue) confidence)")))
    }
    var utterances = reaction.utterances
    if let throttle = reaction.rule.throttle, let element, !utterances.isEmpty {
      guard let lead = admit(element, by: throttle, at: time) else {
        log.append(
          LogEntry(
            time: time,
            kind: .silence(
              "\(pack.id)/\(reaction.rule.id) on \(kind.rawValue): said for this element less "
                + "than \(throttle.interval.seconds(in: compositor.settings)) s ago, or at this "
                + "percent already: "
                + "\(throttle.source.citation) (\(throttle.source.confidence.rawValue) confidence)")
          ))
        return false
      }
      if !lead.isEmpty {
        utterances[0].text = lead + " " + utterances[0].text
        utterances[0].parts.insert(SpeechPart(.role, lead), at: 0)
      }
    }
    // Focus moved to `element` from `previous`: the containers it left and entered.
    if let previous, let element {
      utterances = compositor.addingContainerSpeech(
        to: utterances, for: element, from: previous, activatedWindow: activatedWindow,
        context: context(for: element, text: text))
    }
    for (index, utterance) in utterances.enumerated() {
      speech.speak(
        utterance, at: time, priority: index == 0 ? reaction.priority : .queue)
    }
    return !reaction.utterances.isEmpty
  }

  /// Whether a throttled reaction is said for `element` now (``ReactionThrottle``), recording it
  /// if so: `nil` when it is not; else what leads it ("" for nothing).
  private mutating func admit(
    _ element: AccessibleElement, by throttle: ReactionThrottle, at time: SimulatedInstant
  ) -> String? {
    let percent = throttle.arithmetic.percent(of: element.states)
    if let last = throttled[element.id] {
      if last.percent == percent { return nil }
      let seconds = (time.milliseconds - last.time.milliseconds) / 1000
      if percent != throttle.always, seconds < throttle.interval.seconds(in: compositor.settings) {
        return nil
      }
    }
    if !throttledOrder.contains(element.id) { throttledOrder.append(element.id) }
    let number = (throttledOrder.firstIndex(of: element.id) ?? 0) + 1
    let lead =
      lastThrottled == element.id
      ? "" : (throttle.newElement ?? "").replacingOccurrences(of: "{number}", with: "\(number)")
    throttled[element.id] = (time, percent)
    lastThrottled = element.id
    return lead
  }

  /// An input ignored because keyboard focus is outside the control, with where the reader's
  /// focus is instead: a person who focused the visible label with the reader and pressed Up
  /// needs to hear why nothing happened.
  private func explainingFocus(_ event: ControlEvent) -> ControlEvent {
    guard case .inputIgnored(let reason, .keyboardFocusElsewhere) = event.kind,
      control.focusedPart == nil, let focused = focusedElement, focused.part == nil
    else { return event }
    let what = [focused.role.plainName] + (focused.name.map { ["\"\($0)\""] } ?? [])
    var explained = event
    explained.kind = .inputIgnored(
      reason + "; the reader's focus is on the " + what.joined(separator: " ")
        + ", which does not take keyboard focus", cause: .other)
    return explained
  }

  // MARK: - Targets

  private func resolvePart(_ target: InteractionTarget) throws(SimulationError) -> PartID {
    switch target {
    case .part(let part): return part
    case .named: return try resolveElement(target).part ?? .control
    }
  }

  /// Finds an element by part, id, or accessible name (case-insensitive, then by the spoken
  /// equivalence).
  package func resolveElement(_ target: InteractionTarget) throws(SimulationError)
    -> AccessibleElement
  {
    switch target {
    case .part(let part):
      if let element = elements.first(where: { $0.part == part && $0.isNavigable })
        ?? elements.first(where: { $0.part == part })
      {
        return element
      }
      if part == .control, let whole = elements.first(where: \.standsForControl) {
        return whole
      }
      // "The control" on a variant without a control element is the part that stands for it
      // (GTK's spin button, NumberBox's text box).
      if part == .control, let standIn = control.wholeControlPart, standIn != .control,
        let element = elements.first(where: { $0.part == standIn })
      {
        return element
      }
      let parts = elements.compactMap(\.part).map(\.rawValue)
      throw .noElement(part: part, control: setup.nativeName, exposedParts: parts)
    case .named(let name):
      // A visible label comes before its control in tree order, so a name often matches
      // both: prefer what a person can act on (focus, click, adjust, type into), and refuse to
      // guess between two such elements.
      let lowered = name.lowercased()
      let matches = [
        elements.filter { $0.name?.lowercased() == lowered },
        elements.filter { $0.id == lowered },
        elements.filter { SpeechEquivalence.spoken.matches($0.name ?? "", name) },
      ].first { !$0.isEmpty }
      if let matches {
        let actionable = matches.filter(\.isActionable)
        if actionable.count > 1 {
          let listed = actionable.map { "\($0.role.plainName) \"\($0.name ?? $0.id)\" (\($0.id))" }
          throw .ambiguousName(name, elements: listed)
        }
        return actionable.first ?? matches[0]
      }
      throw .noElementNamed(
        name, control: setup.nativeName, exposed: elements.compactMap(\.name))
    }
  }
}

/// Where the elements of a large tree are, by id, so that a move finds its place without a
/// scan. A small tree (a control's few elements) is not indexed: a scan is cheaper than the
/// dictionaries, and the answers are the same (the first element with an id).
private struct TreeIndex {
  /// The size from which a tree is indexed.
  static let threshold = 32
  private var positions: [String: Int] = [:]
  private var partPositions: [PartID: Int] = [:]
  private var navigableOffsets: [Int] = []
  private var navigablePositions: [String: Int] = [:]
  private var isIndexed = false

  init(_ elements: [AccessibleElement]) {
    guard elements.count >= Self.threshold else { return }
    isIndexed = true
    positions.reserveCapacity(elements.count)
    for (offset, element) in elements.enumerated() {
      if positions[element.id] == nil { positions[element.id] = offset }
      if let part = element.part, partPositions[part] == nil { partPositions[part] = offset }
      if element.isNavigable {
        if navigablePositions[element.id] == nil {
          navigablePositions[element.id] = navigableOffsets.count
        }
        navigableOffsets.append(offset)
      }
    }
  }

  /// Where the first element with `id` is in `elements` (the tree this index was made for).
  func position(of id: String, in elements: [AccessibleElement]) -> Int? {
    isIndexed ? positions[id] : elements.firstIndex { $0.id == id }
  }

  /// Where the first element with `part` is in `elements` (the tree this index was made for).
  func position(ofPart part: PartID, in elements: [AccessibleElement]) -> Int? {
    isIndexed ? partPositions[part] : elements.firstIndex { $0.part == part }
  }

  /// The offsets in `elements` of the navigable elements, in order.
  func navigable(in elements: [AccessibleElement]) -> [Int] {
    isIndexed ? navigableOffsets : elements.indices.filter { elements[$0].isNavigable }
  }

  /// Where the first navigable element with `id` is among the navigable ones.
  func navigablePosition(of id: String, in elements: [AccessibleElement]) -> Int? {
    if isIndexed { return navigablePositions[id] }
    var position = 0
    for element in elements where element.isNavigable {
      if element.id == id { return position }
      position += 1
    }
    return nil
  }
}
