import Core

/// What the platform's accessibility API tells a screen reader after something happened.
package enum AccessibilityNotification: Equatable, Sendable {
  /// An element's value changed (UIA RangeValue/Value property change, AT-SPI value-changed,
  /// an AX value change).
  case valueChanged(elementID: String, value: String)
  /// An element's text or name changed (TYPE_WINDOW_CONTENT_CHANGED for a TextView, a NumberPicker
  /// virtual button's new text).
  case textChanged(elementID: String, text: String)
  /// A live region's content changed.
  case liveRegionChanged(elementID: String, politeness: LiveRegion, text: String)
  /// An element became enabled or disabled.
  case enabledChanged(elementID: String, isEnabled: Bool)
  /// An element's states changed (checked, on, selected, expanded, pressed).
  case stateChanged(elementID: String)
  /// An element was clicked (TYPE_VIEW_CLICKED).
  case clicked(elementID: String)
  /// Keyboard focus moved to an element (`nil`: out of the control).
  case keyboardFocusMoved(elementID: String?)
  /// An element appeared or disappeared (NumberPicker's virtual buttons at the limits).
  case elementsChanged(added: [String], removed: [String])
  /// The app posted an announcement, in the way and with the urgency `style` says.
  case announcement(String, style: AnnouncementStyle)
  /// The control shows an error message (Fiori's out-of-range message).
  case errorShown(elementID: String, message: String)
  /// The user typed `text` on a keyboard, keyboard focus on `elementID`: the key events a
  /// reader hears before the app does anything with them (NVDA's typed characters, Orca's
  /// key echo, Narrator's), typed or not.
  case keysTyped(elementID: String?, text: String)
  /// Text went into an editable element's text: `text`, after `preceding` (the text before
  /// it): Android's TYPE_VIEW_TEXT_CHANGED, AT-SPI's `text-changed:insert`, an AX value change
  /// with its text-change values.
  case textInserted(elementID: String, text: String, preceding: String)
  /// Text came out of an editable element's text: before the caret (Backspace) or, when
  /// `forward`, after it (Delete); `caret` is where the caret is in the text now.
  case textRemoved(
    elementID: String, text: String, forward: Bool, caret: ControlEvent.TextCaretMove)
  /// The caret moved in an editable element's text; `move` says from where to where.
  case caretMoved(elementID: String, move: ControlEvent.TextCaretMove)
}

/// Derives notifications from control events and the tree before and after them.
package enum AccessibilityNotifier {
  /// The notifications `events` cause, given the elements before and after. `clicked` names
  /// the element the reader or user activated; `announcements` gives what the app announces
  /// after an event (its value-changed and limit announcements).
  ///
  /// `before` and `after` may be only the part of a large tree that changed: `tree` is then the
  /// whole tree after, and `elementWithPart` finds its first element with a part, without a
  /// scan.
  package static func notifications(
    for events: [ControlEvent], before: [AccessibleElement], after: [AccessibleElement],
    tree: [AccessibleElement]? = nil,
    elementWithPart: ((PartID) -> AccessibleElement?)? = nil,
    clicked: String? = nil, announcements: (ControlEvent) -> [String] = { _ in [] },
    style: (ControlEvent) -> AnnouncementStyle = { _ in .standard }
  ) -> [AccessibilityNotification] {
    let tree = tree ?? after
    let elementWithPart = elementWithPart ?? { part in tree.first { $0.part == part } }
    var result: [AccessibilityNotification] = []
    if let clicked { result.append(.clicked(elementID: clicked)) }
    let beforeByID = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let afterIDs = Set(after.map(\.id))
    let added = after.map(\.id).filter { beforeByID[$0] == nil }
    let removed = before.map(\.id).filter { !afterIDs.contains($0) }
    // An edit of a field's text is told as the text that went in or came out, not as a new
    // value: readers echo what was typed or deleted, never the whole text again.
    var edited: Set<String> = []
    for event in events {
      guard case .textEdited(_, let edit) = event.kind, let field = elementWithPart(edit.part),
        field.isEditable
      else { continue }
      edited.insert(field.id)
      if !edit.inserted.isEmpty {
        result.append(
          .textInserted(elementID: field.id, text: edit.inserted, preceding: edit.preceding))
      } else if !edit.removed.isEmpty {
        let caret = edit.preceding.count
        result.append(
          .textRemoved(
            elementID: field.id, text: edit.removed, forward: edit.isForward,
            caret: ControlEvent.TextCaretMove(
              part: edit.part, text: edit.preceding + edit.following, from: caret, to: caret)))
      }
    }
    for element in after {
      guard let old = beforeByID[element.id] else { continue }
      if old.value != element.value, let value = element.value, !edited.contains(element.id) {
        result.append(.valueChanged(elementID: element.id, value: value))
      }
      if old.name != element.name, let name = element.name {
        result.append(.textChanged(elementID: element.id, text: name))
      }
      if element.liveRegion != .none, old.name != element.name || old.value != element.value {
        result.append(
          .liveRegionChanged(
            elementID: element.id, politeness: element.liveRegion,
            text: element.value ?? element.name ?? ""))
      }
      if old.isEnabled != element.isEnabled {
        result.append(.enabledChanged(elementID: element.id, isEnabled: element.isEnabled))
      }
      // A provider that raises no state-change event leaves readers untold (a UIA provider
      // that never calls RaiseAutomationPropertyChangedEvent for ToggleState).
      if old.states != element.states, element.raisesStateChangeEvents {
        result.append(.stateChanged(elementID: element.id))
      }
    }
    // A live region that appears with text is announced as a change of it (Material's
    // Snackbar, whose view is a polite live region, shown).
    for element in after where element.liveRegion != .none && beforeByID[element.id] == nil {
      guard let text = element.value ?? element.name, !text.isEmpty else { continue }
      result.append(
        .liveRegionChanged(elementID: element.id, politeness: element.liveRegion, text: text))
    }
    if !added.isEmpty || !removed.isEmpty {
      result.append(.elementsChanged(added: added, removed: removed))
    }
    for event in events {
      switch event.kind {
      case .focusMoved(_, let to):
        let id = to.flatMap { part in elementWithPart(part)?.id }
        result.append(.keyboardFocusMoved(elementID: id))
      case .caretMoved(let move):
        if let field = elementWithPart(move.part) {
          result.append(.caretMoved(elementID: field.id, move: move))
        }
      case .textRejected(_, let message):
        // The text was typed into the control's editable element, which shows the error.
        if let field = tree.first(where: \.isEditable) {
          result.append(.errorShown(elementID: field.id, message: message))
        }
      default: break
      }
      let style = style(event)
      result += announcements(event).map { .announcement($0, style: style) }
    }
    return result
  }
}

/// How an app's announcement reaches the screen reader: which platform call made it and how
/// urgent it said it was. Readers queue or interrupt by it (each pack's announcement rules).
package enum AnnouncementStyle: String, Equatable, Sendable, CaseIterable {
  /// The platform's announcement call at its default urgency: UIKit's `.announcement` and
  /// AppKit's `announcementRequested` without a priority, Android's
  /// `announceForAccessibility`, GTK's `gtk_accessible_announce` at medium, a UIA notification
  /// with `CurrentThenMostRecent` (NVDA's default for a notification).
  case standard
  /// A low-priority announcement (Apple's `.low`, GTK's low): queued after other speech.
  case low
  /// A high-priority announcement (Apple's `.high`, GTK's high): it interrupts, and once
  /// started nothing interrupts it.
  case high
  /// Android's `Toast`: TYPE_NOTIFICATION_STATE_CHANGED from the toast's window.
  case toast
  /// A UIA notification with `ImportantAll` processing.
  case importantAll
  /// A UIA notification with `ImportantMostRecent` processing.
  case importantMostRecent
  /// A UIA notification with `All` processing.
  case all
  /// A UIA notification with `MostRecent` processing.
  case mostRecent
  /// AT-SPI's `state-changed:showing` from an element with the alert role as it appears: the
  /// toolkit's event, not a call the app makes (libadwaita's AdwToast, where the toolkit sends
  /// it), so no component sets it as `announcedAs`.
  case alertShown

  /// The platforms whose apps can announce this way.
  package var platforms: Set<Platform> {
    switch self {
    case .standard: Set(Platform.allCases)
    case .low, .high: [.ios, .macos, .linux]
    case .toast: [.android]
    case .importantAll, .importantMostRecent, .all, .mostRecent: [.windows]
    case .alertShown: [.linux]
    }
  }

  /// Whether an app chooses it (`announcedAs`): every style but the toolkit's own
  /// ``alertShown``.
  package var isAppChoice: Bool { self != .alertShown }

  /// Checks that an app on `platform` can announce this way: the message names the ways it
  /// can.
  package func problem(on platform: Platform) -> String? {
    guard !isAppChoice || !platforms.contains(platform) else { return nil }
    let ways = Self.allCases.filter { $0.isAppChoice && $0.platforms.contains(platform) }
      .map(\.rawValue)
    return "'\(rawValue)' is not how an app on \(platform.displayName) announces; there it is "
      + ways.joined(separator: ", ")
      + " (set it under platforms.\(platform.rawValue) where the platforms differ)"
  }
}
