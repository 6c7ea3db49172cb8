import Accessibility
import ComponentModel
import Controls
import Core

/// A dialog on a simulated clock: an alert (title, message, a confirming and perhaps a
/// cancelling button) or a modal sheet. It shows from the start or when the screen presents it
/// (``ModalControl``); focus moves in to where the variant puts it; a button, Escape, VoiceOver's
/// scrub or Android's back dismiss it (the screen then gives focus back to its opener).
package struct Dialog: Sendable {
  /// Which native dialog this is.
  package let variant: DialogVariant
  /// The platform it runs on.
  package let platform: Platform
  /// Its settings.
  package let configuration: DialogConfiguration
  /// How the component set it up.
  package let setup: PlatformSetup
  /// Whether it shows now.
  package private(set) var isPresented: Bool
  /// Where focus is in it.
  package private(set) var focusedPart: PartID?
  /// The button held down.
  private var held: PartID?
  /// The time now.
  package private(set) var now = SimulatedInstant.zero

  /// Creates the dialog a component sets up on `platform`.
  ///
  /// - Throws: ``ConfigurationError`` when the variant does not exist there.
  package init(platform: Platform, setup: PlatformSetup) throws(ConfigurationError) {
    let variant = try DialogVariant.chosen(by: setup, kind: .dialog, noun: "dialog", on: platform)
    guard let configuration = setup.configuration as? DialogConfiguration else {
      throw ConfigurationError(
        field: "control", message: "\(setup.variant.rawValue) is not a dialog variant")
    }
    try RefusedSetting.check(variant.refusals, in: configuration)
    self.variant = variant
    self.platform = platform
    self.configuration = configuration
    self.setup = setup
    isPresented = configuration.isPresented
  }

  /// The dialog in the catalog: it presents modally.
  package static let definition: ControlDefinition = {
    var definition = plainDefinition
    definition.presentsModally = true
    return definition
  }()

  /// The dialog's definition before its modal presentation is declared.
  private static let plainDefinition = ControlDefinition(
    kind: .dialog,
    summary:
      "A dialog (alert or modal sheet) presented over the screen: focus moves in, stays inside "
      + "and goes back to its opener when a button, Escape or the reader's escape dismisses it.",
    variants: DialogVariant.definitions(defaults: DialogConfiguration()),
    partIDs: [.dialogTitle, .dialogMessage, .confirm, .cancel, .dismissPopup],
    stateWords: ["presented", "dismissed"],
    partWords: [
      "dialogTitle": .dialogTitle, "dialogMessage": .dialogMessage, "confirm": .confirm,
      "ok": .confirm, "cancel": .cancel, "dismissPopup": .dismissPopup,
    ]
  ) { platform, setup throws(ConfigurationError) in
    try Dialog(platform: platform, setup: setup)
  }

  /// Its buttons in reading order.
  package var buttons: [PartID] {
    guard configuration.cancelLabel != nil else { return [.confirm] }
    return variant.facts.cancelFirst ? [.cancel, .confirm] : [.confirm, .cancel]
  }

  /// Whether the platform puts an element that dismisses it over the page behind (UIKit's
  /// dimming view behind a sheet).
  private var hasDismissElement: Bool { variant.facts.dismissElement != nil }

  /// Its parts in reading order: the dismiss element where there is one, title, message,
  /// buttons.
  private var orderedParts: [PartID] {
    (hasDismissElement ? [PartID.dismissPopup] : [])
      + (configuration.title != nil ? [PartID.dialogTitle] : [])
      + (configuration.message != nil ? [.dialogMessage] : []) + buttons
  }

  /// What a reader activates in it: its buttons and its dismiss element.
  private var activatable: [PartID] {
    buttons + (hasDismissElement ? [.dismissPopup] : [])
  }

  /// Where focus goes when it opens, by the variant's rule.
  package var arrivalPart: PartID {
    switch variant.facts.arrival {
    case .title: orderedParts.first ?? .confirm
    case .firstNonTitle: orderedParts.first { $0 != .dialogTitle } ?? .confirm
    case .defaultButton: .confirm
    case .firstButton: buttons.first ?? .confirm
    case .dismissElement: hasDismissElement ? .dismissPopup : orderedParts.first ?? .confirm
    }
  }

  /// Whether Escape and a reader's escape dismiss it.
  private var escapeDismisses: Bool {
    configuration.isCancelable
      && (!variant.facts.escapeNeedsCancel || configuration.cancelLabel != nil)
  }

  private func event(_ kind: ControlEvent.Kind) -> ControlEvent {
    ControlEvent(time: now, kind: kind)
  }

  private func ignored(_ reason: String) -> [ControlEvent] { [event(.inputIgnored(reason))] }

  /// Hides it; focus leaves it.
  private mutating func dismiss() -> [ControlEvent] {
    isPresented = false
    held = nil
    guard let from = focusedPart else { return [] }
    focusedPart = nil
    return [event(.focusMoved(from: from, to: nil))]
  }
}

extension Dialog: ModalControl {
  /// Whether it keeps readers and Tab inside it while it shows.
  package var trapsFocus: Bool { configuration.trapsFocus }
  /// Whether focus goes back to its opener when it is dismissed.
  package var returnsFocus: Bool { configuration.returnsFocus }

  /// Shows it; focus moves in where the variant puts it, unless the app leaves it on the page.
  package mutating func present() -> [ControlEvent] {
    guard !isPresented else { return [] }
    isPresented = true
    guard configuration.movesFocus else { return [] }
    focusedPart = arrivalPart
    return [event(.focusMoved(from: nil, to: arrivalPart))]
  }
}

extension Dialog: Control {
  /// Presented (on) or dismissed (off).
  package var value: ControlValue { .toggle(isPresented ? .on : .off) }
  /// Nothing to note.
  package var notes: [String] { [] }
  /// Its parts in reading order, while it shows.
  package var parts: [PartID] { orderedParts }
  /// No part stands for the whole dialog.
  package var wholeControlPart: PartID? { nil }
  /// Whether a button is held down.
  package var isHoldingButton: Bool { held != nil }
  /// Its buttons' touch target.
  package var touchTarget: TouchTarget? { variant.facts.touchTarget }

  /// `uikit-alert (UIAlertController (alert)) · "Error" · presented`.
  package var headline: String {
    [
      "\(variant.rawValue) (\(variant.facts.nativeName))",
      configuration.title.map { "\"\($0)\"" } ?? "no title",
      isPresented ? "presented" : "dismissed",
    ].joined(separator: " · ")
  }

  /// `UIAlertController (alert) · "Error"`.
  package var drawingTitle: String {
    variant.facts.nativeName + (configuration.title.map { " · \"\($0)\"" } ?? "")
  }

  /// `[ Error | The message | (Cancel) (*OK*) ]`, or `(dialog dismissed)`; the focused part
  /// between `*`. UIKit's dismiss element over the page behind a sheet comes first, between
  /// `‹ ›` as it has no visible text: `[ *‹dismiss pop-up window›* | Adding device contacts |
  /// … ]`.
  package var drawing: String {
    guard isPresented else { return "(dialog dismissed)" }
    let marked = { (part: PartID, text: String) in
      self.focusedPart == part ? "*" + text + "*" : text
    }
    var items: [String] = []
    if hasDismissElement { items.append(marked(.dismissPopup, "‹dismiss pop-up window›")) }
    if let title = configuration.title { items.append(marked(.dialogTitle, title)) }
    if let message = configuration.message { items.append(marked(.dialogMessage, message)) }
    items += buttons.map { marked($0, "(\(label(of: $0)))") }
    return "[ " + items.joined(separator: " | ") + " ]"
  }

  /// A button's label.
  private func label(of part: PartID) -> String {
    part == .cancel ? configuration.cancelLabel ?? "" : configuration.confirmLabel
  }

  package func isEnabled(_ part: PartID) -> Bool { isPresented && activatable.contains(part) }

  package mutating func press(_ part: PartID) -> [ControlEvent] {
    guard isPresented else { return ignored("the dialog is not showing") }
    guard activatable.contains(part) else {
      return ignored("the dialog's \(part.rawValue) is no button")
    }
    held = part
    return []
  }

  /// Releases the held button: it is activated and the dialog is dismissed, unless it is the
  /// confirming button that keeps it open (it opens another dialog over this one).
  package mutating func release() -> [ControlEvent] {
    guard let part = held else { return ignored("nothing is held") }
    held = nil
    return activate(part)
  }

  /// `part` is activated: the dialog is dismissed unless `part` keeps it open.
  private mutating func activate(_ part: PartID) -> [ControlEvent] {
    guard part != .confirm || configuration.confirmDismisses else {
      return [event(.activated(part))]
    }
    return [event(.activated(part))] + dismiss()
  }

  package mutating func advance(by duration: SimulatedDuration) -> [ControlEvent] {
    now = now.advanced(by: duration)
    return []
  }

  /// Tab and Shift+Tab move among its buttons (round, while it traps focus); Space and Enter
  /// activate the focused button; Escape dismisses it where it may be.
  package mutating func pressKey(_ chord: KeyChord) -> [ControlEvent] {
    guard isPresented else { return ignored("the dialog is not showing") }
    switch chord.key {
    case .escape where chord.modifiers.isEmpty:
      guard escapeDismisses else {
        return ignored("Escape does not dismiss this \(variant.facts.nativeName)")
      }
      return dismiss()
    case .tab where chord.modifiers.isEmpty || chord.modifiers == [.shift]:
      guard variant.facts.keyboard else { return ignored("its buttons take no keyboard focus") }
      let order = chord.modifiers.isEmpty ? buttons : buttons.reversed()
      let next: PartID?
      if let current = focusedPart, let at = order.firstIndex(of: current) {
        next = at + 1 < order.count ? order[at + 1] : (trapsFocus ? order.first : nil)
      } else {
        next = order.first
      }
      guard next != focusedPart else { return [] }
      let from = focusedPart
      focusedPart = next
      return [event(.focusMoved(from: from, to: next))]
    case .space, .enter:
      guard let part = focusedPart, buttons.contains(part) else {
        return ignored("no button of the dialog has keyboard focus")
      }
      return activate(part)
    default:
      return ignored("\(chord) does nothing in a dialog")
    }
  }

  package func type(_ text: String) -> [ControlEvent] { ignored("a dialog takes no text") }

  package func scroll(clicks: Int) -> [ControlEvent] {
    ignored("the scroll wheel does nothing to a dialog")
  }

  package mutating func focus(_ part: PartID?) -> [ControlEvent] {
    guard let part else {
      guard let from = focusedPart else { return [] }
      focusedPart = nil
      return [event(.focusMoved(from: from, to: nil))]
    }
    guard isPresented, orderedParts.contains(part) else {
      return ignored("the dialog has no \(part.rawValue) showing")
    }
    guard part != focusedPart else { return [] }
    let from = focusedPart
    focusedPart = part
    return [event(.focusMoved(from: from, to: part))]
  }

  /// The app presents (on) or dismisses (off) it.
  package mutating func setByApp(_ value: ControlValue) -> [ControlEvent] {
    guard case .toggle(let state) = value, state != .mixed else {
      return ignored("a dialog is presented or dismissed")
    }
    if state == .on { return present() }
    return isPresented ? dismiss() : []
  }

  /// `app sets value N`: dismissed for 0, presented for any other number.
  package func appValue(fromNumber number: Double) -> ControlValue {
    .toggle(number != 0 ? .on : .off)
  }

  /// A reader's activate presses a button; nothing in a dialog is adjusted.
  package mutating func perform(_ action: ControlAction, on part: PartID?) -> [ControlEvent] {
    switch action {
    case .activate:
      guard let part else { return ignored("activate what?") }
      let pressed = press(part)
      guard pressed.isEmpty else { return pressed }
      return release()
    case .increment, .decrement: return ignored("a dialog cannot be adjusted")
    }
  }

  /// Its title, message and buttons while it shows, each in the dialog's container (named by
  /// its title, described by its message, a window of its own while it traps focus); nothing
  /// while it is dismissed.
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    guard isPresented else { return [] }
    let facts = variant.facts
    let parts = orderedParts
    return parts.enumerated().map { index, part in
      // A dialog that traps focus is the platform's modal window; one that does not is a view
      // drawn over the page (the MISCONFIGURED custom dialog), part of the page's window.
      let container = AccessibleContainer(
        id: "dialog", role: facts.isAlert ? .alertDialog : .dialog, name: configuration.title,
        itemCount: parts.count, position: index + 1, description: configuration.message,
        isWindow: configuration.trapsFocus)
      var element: AccessibleElement
      switch part {
      case .dialogTitle:
        element = AccessibleElement(
          id: "title", role: facts.titleRole, name: configuration.title, part: part,
          nameSource: .visibleText)
      case .dialogMessage:
        element = AccessibleElement(
          id: "message", role: .staticText, name: configuration.message, part: part,
          nameSource: .visibleText)
      case .dismissPopup:
        // UIKit's dimming view: no visible text, a label the platform gives it.
        element = AccessibleElement(
          id: "dismissPopup", role: .button, name: "Double tap to dismiss pop-up window",
          isClickable: true, part: part, nameSource: .platformDefault)
      default:
        element = AccessibleElement(
          id: part.rawValue, role: .button, name: label(of: part),
          takesKeyboardFocus: facts.keyboard, isClickable: true, part: part,
          nameSource: .visibleText)
      }
      element.containers = [container]
      return element
    }
  }

  package func announcements(after event: ControlEvent) -> [String] { [] }
}
