import Accessibility
import ComponentModel
import Controls
import Core

extension PartID {
  /// A toast's action button (a Snackbar's `setAction`, an InfoBar's ActionButton).
  package static let toastAction: PartID = "action"
  /// An InfoBar's close button.
  package static let toastClose: PartID = "close"
}

/// A toast or snackbar on a simulated clock: the app shows it (or its trigger button does), it
/// stays for its length and then disappears; while it is shown its message and its action are
/// in the tree, and the app tells readers of it the variant's way (an announcement, a live
/// region), or not at all when it is misconfigured. Its value is ``ToggleState/on`` while it is
/// shown. Its trigger, when it has one, is its ``PartID/control``; its action is
/// ``PartID/toastAction``.
package struct Toast: Sendable {
  /// Which native toast this is.
  package let variant: ToastVariant
  /// The platform it runs on.
  package let platform: Platform
  /// Its settings.
  package let configuration: ToastConfiguration
  /// How the component set it up.
  package let setup: PlatformSetup
  /// When it appeared, while it is shown.
  package private(set) var shownAt: SimulatedInstant?
  /// How many times its action was activated.
  package private(set) var actionActivations = 0
  /// Its action or close button, while it has keyboard focus (the trigger's focus is the
  /// input's).
  package private(set) var buttonFocus: PartID?
  /// Whether the trigger has keyboard focus, as the input's focus events say.
  private var triggerFocused = false
  package var input: OnePartInput

  /// Creates the toast a component sets up on `platform`.
  ///
  /// - Throws: ``ConfigurationError`` when the variant does not exist there, when it cannot
  ///   carry an action or last that long, or when the announcement style is not the platform's.
  package init(platform: Platform, setup: PlatformSetup) throws(ConfigurationError) {
    let variant = try ToastVariant.chosen(by: setup, kind: .toast, noun: "toast", on: platform)
    guard let configuration = setup.configuration as? ToastConfiguration else {
      throw ConfigurationError(
        field: "control", message: "\(setup.variant.rawValue) is not a toast variant")
    }
    try RefusedSetting.check(variant.refusals, in: configuration)
    let duration = configuration.duration ?? variant.facts.defaultDuration
    if configuration.seconds == nil, variant.facts.lengths[duration] == nil {
      let lengths = ToastDuration.allCases.filter { variant.facts.lengths[$0] != nil }
      throw ConfigurationError(
        field: "duration",
        message:
          "\(variant.nativeName) cannot be \(duration.rawValue); it is "
          + lengths.map(\.rawValue).joined(separator: " or "))
    }
    if variant.facts.wholeSeconds, let seconds = configuration.seconds,
      seconds != seconds.rounded()
    {
      throw ConfigurationError(
        field: "seconds", message: "an AdwToast's timeout is whole seconds (AdwToast:timeout)")
    }
    if let seconds = configuration.seconds, !(seconds > 0 && seconds <= 3600) {
      throw ConfigurationError(
        field: "seconds", message: "a toast's seconds must be above 0 and at most 3600")
    }
    if variant.facts.speech == .announcement,
      let problem = configuration.announcedAs.problem(on: platform)
    {
      throw ConfigurationError(field: "announcedAs", message: problem)
    }
    self.variant = variant
    self.platform = platform
    self.configuration = configuration
    self.setup = setup
    input = variant.input(
      noun: "toast's button", isEnabled: configuration.isEnabled && configuration.trigger != nil)
    // Open as the window loads: shown from the start, with no event that would announce it.
    if configuration.openedAtLoad == true { shownAt = .zero }
  }

  /// The toast in the catalog.
  package static let definition = ControlDefinition(
    kind: .toast,
    summary:
      "A toast or snackbar: a message the app shows for a while, spoken without moving focus, with at most one action.",
    variants: ToastVariant.allCases.map {
      // Each variant's own default length: short, an InfoBar's indefinite.
      VariantDefinition(
        id: $0.id, nativeName: $0.nativeName, platforms: [$0.platform],
        defaults: ToastConfiguration(duration: $0.facts.defaultDuration),
        refusedSettings: $0.refusedSettings)
    },
    partIDs: [.control, .toastAction, .toastClose], stateWords: ["shown", "hidden"],
    partWords: ["trigger": .control, "action": .toastAction, "close": .toastClose]
  ) { platform, setup throws(ConfigurationError) in
    try Toast(platform: platform, setup: setup)
  }

  /// Whether it is shown now.
  package var isShown: Bool { shownAt != nil }

  /// How long it stays once shown; `nil` until dismissed.
  package var length: SimulatedDuration? {
    if let seconds = configuration.seconds { return .seconds(seconds) }
    let duration = configuration.duration ?? variant.facts.defaultDuration
    return (variant.facts.lengths[duration] ?? nil).map { .seconds($0) }
  }

  /// When it disappears, while it is shown for a length (never while keyboard focus holds an
  /// AdwToast's timer).
  private var hidesAt: SimulatedInstant? {
    guard let shownAt, let length else { return nil }
    if variant.facts.focusHoldsTimer, buttonFocus != nil { return nil }
    return shownAt.advanced(by: length)
  }

  /// Shows it (again, from now): the value turns on.
  private mutating func show(cause: ControlEvent.ChangeCause) -> [ControlEvent] {
    let from = value
    shownAt = now
    return [event(.valueChanged(from: from, to: value, cause: cause))]
  }

  /// Hides it: the value turns off. Keyboard focus on its action or close button goes with
  /// them, to nothing (Documentation/Evidence.md, "The toast": an assumption).
  private mutating func hide(cause: ControlEvent.ChangeCause) -> [ControlEvent] {
    guard isShown else { return [] }
    var events: [ControlEvent] = []
    if let part = buttonFocus {
      buttonFocus = nil
      events.append(event(.focusMoved(from: part, to: nil)))
    }
    let from = value
    shownAt = nil
    return events + [event(.valueChanged(from: from, to: value, cause: cause))]
  }

  /// The parts Tab visits, in order: the trigger, then, while it is shown, its action and its
  /// close button.
  private var tabStops: [PartID] {
    var stops: [PartID] = []
    if configuration.trigger != nil, input.isEnabled, input.takesKeyboardFocus {
      stops.append(.control)
    }
    if isShown {
      if configuration.action != nil { stops.append(.toastAction) }
      if hasCloseButton { stops.append(.toastClose) }
    }
    return stops
  }

  /// Moves keyboard focus among the trigger and the buttons (`nil`: out of the toast). Focus
  /// leaving an AdwToast's buttons starts its timer again, whole.
  private mutating func moveKeyboardFocus(to next: PartID?) -> [ControlEvent] {
    let from = focusedPart
    guard next != from else { return [] }
    if from == .control { _ = input.focus(nil) }
    if next == .control { _ = input.focus(.control) }
    triggerFocused = next == .control
    let wasInside = buttonFocus != nil
    buttonFocus = next == .toastAction || next == .toastClose ? next : nil
    if variant.facts.focusHoldsTimer, wasInside, buttonFocus == nil, isShown { shownAt = now }
    return [event(.focusMoved(from: from, to: next))]
  }

  /// Tab or Shift+Tab through ``tabStops``: past the last one, out of the toast.
  private mutating func tab(backwards: Bool) -> [ControlEvent] {
    let stops = backwards ? tabStops.reversed() : tabStops
    let next: PartID?
    if let current = focusedPart {
      next = stops.firstIndex(of: current).flatMap { $0 + 1 < stops.count ? stops[$0 + 1] : nil }
    } else {
      next = stops.first
    }
    if focusedPart == nil, next == nil {
      return ignored("nothing in the toast takes keyboard focus")
    }
    return moveKeyboardFocus(to: next)
  }
}

extension Toast: OnePartControl {
  /// Its own announcements follow its appearing (``announcements(after:)``).
  package var announcement: String? { nil }
  /// How the app announces it.
  package var announcedAs: AnnouncementStyle {
    if case .fixedAnnouncement(let style) = variant.facts.speech { return style }
    if variant.facts.speech == .alertShowing { return .alertShown }
    if variant.facts.speech == .severityNotification { return severity.processing }
    return configuration.announcedAs
  }
  /// On while shown.
  package var value: ControlValue { .toggle(isShown ? .on : .off) }
  /// The trigger's touch target, when it has one.
  package var touchTarget: TouchTarget? {
    configuration.trigger == nil ? nil : variant.facts.touchTarget
  }
  /// An InfoBar's severity (informational unless the component says).
  package var severity: InfoBarSeverity { configuration.severity ?? .informational }

  /// Whether it has a close button (an InfoBar unless IsClosable is false; an AdwToast
  /// always).
  private var hasCloseButton: Bool {
    variant.facts.closeButtonName != nil && configuration.closable != false
  }

  /// The part with keyboard focus: its action or close button, or the trigger.
  package var focusedPart: PartID? { buttonFocus ?? (triggerFocused ? .control : nil) }

  /// The trigger, and the action and an InfoBar's close button while the toast is shown.
  package var parts: [PartID] {
    (configuration.trigger == nil ? [] : [.control])
      + (isShown && configuration.action != nil ? [.toastAction] : [])
      + (isShown && hasCloseButton ? [.toastClose] : [])
  }
  /// The trigger stands for the control.
  package var wholeControlPart: PartID? { configuration.trigger == nil ? nil : .control }
  /// While shown for a length, time hides it.
  package var hasTimedWork: Bool { isHoldingButton || hidesAt != nil }

  /// The trigger when it is there and enabled; the action while it is shown.
  package func isEnabled(_ part: PartID) -> Bool {
    switch part {
    case .control: input.isEnabled
    case .toastAction: isShown && configuration.action != nil
    case .toastClose: isShown && hasCloseButton
    default: false
    }
  }

  /// `snackbar (…Snackbar) · "Message deleted" · shown`.
  package var headline: String {
    var parts = [variant.headlineName]
    if variant.facts.isInfoBar { parts.append(severity.rawValue) }
    if let title = configuration.title { parts.append("title \"\(title)\"") }
    parts.append("\"\(configuration.message)\"")
    if let action = configuration.action { parts.append("action \"\(action)\"") }
    parts.append(isShown ? "shown" : "hidden")
    if !configuration.announces { parts.append("not announced") }
    if configuration.showingEvent == .sent { parts.append("showing event sent") }
    if configuration.openedAtLoad == true { parts.append("opened at load") }
    return parts.joined(separator: " · ")
  }

  /// `Snackbar · "Message deleted"`.
  package var drawingTitle: String {
    variant.facts.nativeName + " · \"\(configuration.message)\""
  }

  /// `[ Delete ]  ▭ Message deleted [Undo]` while shown; `*…*` on the trigger with keyboard
  /// focus.
  package var drawing: String {
    var pieces: [String] = []
    if let trigger = configuration.trigger {
      var text = "[ " + trigger + " ]"
      if !configuration.isEnabled { text += "·dimmed" }
      pieces.append(focusedPart == .control ? "*" + text + "*" : text)
    }
    if isShown {
      let title = configuration.title.map { $0 + ": " } ?? ""
      var action = configuration.action.map { "[\($0)]" } ?? ""
      if buttonFocus == .toastAction { action = "*" + action + "*" }
      var close = hasCloseButton ? "[×]" : ""
      if buttonFocus == .toastClose { close = "*" + close + "*" }
      let buttons = [action, close].filter { !$0.isEmpty }.map { " " + $0 }.joined()
      pieces.append("▭ " + title + configuration.message + buttons)
    }
    return pieces.joined(separator: "  ")
  }

  /// Presses the trigger; the action is activated by a tap or the reader.
  package mutating func press(_ part: PartID) -> [ControlEvent] {
    if part == .toastAction || part == .toastClose {
      return ignored("press the \(part == .toastAction ? "action" : "close button") with a tap")
    }
    guard configuration.trigger != nil else {
      return ignored("this toast has no button that shows it; the app shows it")
    }
    return input.press(part)
  }

  /// A tap on the action dismisses the toast; a tap on the trigger shows it.
  package mutating func tap(_ part: PartID) -> [ControlEvent] {
    if part == .toastClose { return close() }
    guard part == .toastAction else { return press(part) + release() }
    return activateAction()
  }

  /// Tab and Shift+Tab move through the trigger and, where the platform lets the keyboard
  /// reach them, the shown toast's buttons; Space and Enter activate the focused button;
  /// Escape dismisses an AdwToast (its overlay's binding); the trigger's keys activate it.
  package mutating func pressKey(_ chord: KeyChord) -> [ControlEvent] {
    let isTab = chord.key == .tab && (chord.modifiers.isEmpty || chord.modifiers == [.shift])
    if isTab, variant.facts.keyboardReachesButtons, isShown || buttonFocus != nil {
      return tab(backwards: chord.modifiers == [.shift])
    }
    if chord == KeyChord(.escape), variant.facts.escapeDismisses, isShown {
      return hide(cause: .program)
    }
    if let part = buttonFocus {
      guard chord.modifiers.isEmpty, [.space, .enter].contains(chord.key) else {
        return ignored("\(chord) does nothing on the toast's \(part.rawValue) button")
      }
      return part == .toastAction ? activateAction() : close()
    }
    switch input.pressKey(chord) {
    case .events(let events): return followingTrigger(events)
    case .activate: return tap(.control)
    }
  }

  /// `events`, after noting where they moved the trigger's keyboard focus.
  private mutating func followingTrigger(_ events: [ControlEvent]) -> [ControlEvent] {
    for event in events {
      if case .focusMoved(_, let to) = event.kind { triggerFocused = to == .control }
    }
    return events
  }

  /// Moves keyboard focus to the trigger, or to a shown toast's button where Tab reaches it,
  /// or out of the toast.
  package mutating func focus(_ part: PartID?) -> [ControlEvent] {
    switch part {
    case .toastAction?, .toastClose?:
      guard variant.facts.keyboardReachesButtons else {
        return ignored("the \(variant.nativeName)'s buttons take no keyboard focus")
      }
      guard isEnabled(part ?? .toastAction) else {
        return ignored("the toast has no \(part?.rawValue ?? "") button showing")
      }
      return moveKeyboardFocus(to: part)
    case nil where buttonFocus != nil, .control? where buttonFocus != nil:
      return moveKeyboardFocus(to: part)
    default:
      return followingTrigger(input.focus(part))
    }
  }

  /// Releases the trigger: a click, which shows the toast.
  package mutating func release() -> [ControlEvent] {
    guard input.release() else { return [] }
    return [event(.activated(.control))] + show(cause: .button(.control))
  }

  /// A reader's activate on the action or the trigger.
  package mutating func perform(_ action: ControlAction, on part: PartID?) -> [ControlEvent] {
    switch action {
    case .activate:
      part == .toastAction ? activateAction() : part == .toastClose ? close() : tap(.control)
    case .increment, .decrement: ignored("a toast cannot be adjusted")
    }
  }

  /// The action does what the app asks and dismisses the toast (Snackbar's
  /// DISMISS_EVENT_ACTION); an InfoBar's ActionButton leaves it open.
  private mutating func activateAction() -> [ControlEvent] {
    guard isEnabled(.toastAction) else { return ignored("the toast's action is not shown") }
    actionActivations += 1
    guard variant.facts.actionDismisses else { return [event(.activated(.toastAction))] }
    return [event(.activated(.toastAction))] + hide(cause: .button(.toastAction))
  }

  /// An InfoBar's close button closes it (IsOpen false).
  private mutating func close() -> [ControlEvent] {
    guard isEnabled(.toastClose) else {
      return ignored(hasCloseButton ? "the InfoBar is closed" : "this toast has no close button")
    }
    return [event(.activated(.toastClose))] + hide(cause: .button(.toastClose))
  }

  /// Lets time pass: it disappears when its length is up.
  package mutating func advance(by duration: SimulatedDuration) -> [ControlEvent] {
    let end = now.advanced(by: duration)
    guard let hidesAt, end >= hidesAt else { return input.advance(by: duration) }
    _ = input.advance(by: hidesAt.duration(since: now))
    let events = hide(cause: .program)
    _ = input.advance(by: end.duration(since: now))
    return events
  }

  /// The app shows (on) or hides (off) it.
  package mutating func setByApp(_ value: ControlValue) -> [ControlEvent] {
    guard case .toggle(let state) = value, state != .mixed else {
      return ignored("a toast is shown or hidden")
    }
    return state == .on ? show(cause: .program) : hide(cause: .program)
  }

  /// `app sets value N`: hidden for 0, shown for any other number.
  package func appValue(fromNumber number: Double) -> ControlValue {
    .toggle(number != 0 ? .on : .off)
  }

  /// Its message, announced when it appears, where the variant announces and the app does;
  /// an InfoBar's notification (its severity icon's name, its title, its message) when it
  /// opens, and "InfoBar dismissed" when it closes.
  package func announcements(after event: ControlEvent) -> [String] {
    guard configuration.announces, case .valueChanged(_, .toggle(let state), _) = event.kind
    else { return [] }
    switch variant.facts.speech {
    case .announcement, .fixedAnnouncement: return state == .on ? [configuration.message] : []
    case .liveRegion: return []
    case .alertShowing:
      return state == .on && configuration.showingEvent == .sent ? [configuration.message] : []
    case .severityNotification:
      guard state == .on else { return ["InfoBar dismissed"] }
      // "%1!s! %2!s! %3!s!": the parts joined by spaces (an empty title leaves no gap here).
      return [
        [severity.iconName, configuration.title ?? "", configuration.message]
          .filter { !$0.isEmpty }.joined(separator: " ")
      ]
    }
  }

  /// The trigger, then, while shown, its message and its action.
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    var result: [AccessibleElement] = []
    if let trigger = configuration.trigger {
      let settings = setup.accessibility
      let enabled = configuration.isEnabled
      result.append(
        AccessibleElement(
          id: "trigger", role: .button, name: settings.label ?? trigger, hint: settings.hint,
          isEnabled: enabled, takesKeyboardFocus: enabled && variant.facts.takesKeyboardFocus,
          isClickable: true, part: .control,
          nameSource: settings.label != nil ? .app : .visibleText))
    }
    guard isShown else { return result }
    var live = LiveRegion.none
    if configuration.announces, case .liveRegion(let politeness) = variant.facts.speech {
      live = politeness
    }
    if variant.facts.isInfoBar {
      result.append(
        AccessibleElement(
          id: "toast-icon", role: .image, name: severity.iconName, nameSource: .platformDefault))
      if let title = configuration.title {
        result.append(
          AccessibleElement(
            id: "toast-title", role: .staticText, name: title, nameSource: .visibleText))
      }
    }
    result.append(
      AccessibleElement(
        id: "toast", role: .staticText, name: configuration.message,
        isNavigable: variant.facts.messageIsNavigable, liveRegion: live,
        nameSource: .visibleText))
    if let action = configuration.action {
      result.append(
        AccessibleElement(
          id: "toast-action", role: .button, name: action,
          takesKeyboardFocus: variant.facts.keyboardReachesButtons, isClickable: true,
          part: .toastAction, nameSource: .visibleText))
    }
    if hasCloseButton, let close = variant.facts.closeButtonName {
      result.append(
        AccessibleElement(
          id: "toast-close", role: .button, name: close,
          takesKeyboardFocus: variant.facts.keyboardReachesButtons, isClickable: true,
          part: .toastClose, nameSource: .platformDefault))
    }
    guard variant.facts.speech == .alertShowing else { return result }
    // libadwaita's toast widget has the alert role and holds the title and the buttons: an
    // alert in the window (not a window of its own), with no name, whose text is its title.
    // Orca names it as a new ancestor when Tab goes in (GNOME/libadwaita@c68992b
    // src/adw-toast-widget.c; GNOME/orca@672b8f4 speech_generator._generate_ancestors).
    let shown = result.drop { $0.id == "trigger" }
    let container = { (position: Int) in
      AccessibleContainer(
        id: "toast", role: .alertDialog, name: nil, itemCount: shown.count, position: position,
        description: self.configuration.message, isWindow: false)
    }
    for (offset, index) in shown.indices.enumerated() {
      result[index].containers = [container(offset + 1)]
    }
    return result
  }
}
