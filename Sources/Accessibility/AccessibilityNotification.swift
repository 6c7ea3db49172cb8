import ComponentModel
import Controls
import Core

/// What the platform's accessibility API tells a screen reader after something happened.
public enum AccessibilityNotification: Equatable, Sendable {
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
  /// An element was clicked (TYPE_VIEW_CLICKED).
  case clicked(elementID: String)
  /// Keyboard focus moved to an element (`nil`: out of the control).
  case keyboardFocusMoved(elementID: String?)
  /// An element appeared or disappeared (NumberPicker's virtual buttons at the limits).
  case elementsChanged(added: [String], removed: [String])
  /// The app posted an announcement.
  case announcement(String)
  /// The control shows an error message (Fiori's out-of-range message).
  case errorShown(elementID: String, message: String)
}

/// Derives notifications from control events and the tree before and after them.
public enum AccessibilityNotifier {
  /// The notifications `events` cause, given the elements before and after and the app's
  /// settings (announcements). `clicked` names the element the reader or user activated.
  public static func notifications(
    for events: [ControlEvent], before: [AccessibleElement], after: [AccessibleElement],
    stepper: Stepper, setup: PlatformSetup, clicked: String? = nil
  ) -> [AccessibilityNotification] {
    var result: [AccessibilityNotification] = []
    if let clicked { result.append(.clicked(elementID: clicked)) }
    let beforeByID = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let afterIDs = Set(after.map(\.id))
    let added = after.map(\.id).filter { beforeByID[$0] == nil }
    let removed = before.map(\.id).filter { !afterIDs.contains($0) }
    for element in after {
      guard let old = beforeByID[element.id] else { continue }
      if old.value != element.value, let value = element.value {
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
    }
    if !added.isEmpty || !removed.isEmpty {
      result.append(.elementsChanged(added: added, removed: removed))
    }
    for event in events {
      switch event.kind {
      case .focusMoved(_, let to):
        let id = to.flatMap { part in after.first { $0.part == part }?.id }
        result.append(.keyboardFocusMoved(elementID: id))
      case .valueChanged(_, let to, _):
        result += announcements(forValue: to, stepper: stepper, setup: setup)
      case .textRejected(_, let message):
        if let field = after.first(where: { $0.part == .field }) {
          result.append(.errorShown(elementID: field.id, message: message))
        }
      default: break
      }
    }
    return result
  }

  /// The app's announcements for a new value: the value-changed template, then the limit one.
  static func announcements(forValue value: Double, stepper: Stepper, setup: PlatformSetup)
    -> [AccessibilityNotification]
  {
    let templates = setup.accessibility.announcements
    let c = stepper.configuration
    let shown = stepper.displayedValue
    func fill(_ template: String) -> AccessibilityNotification {
      .announcement(TextTemplate.fill(template, label: c.label, value: shown, number: value))
    }
    var result: [AccessibilityNotification] = []
    if let changed = templates.valueChanged { result.append(fill(changed)) }
    if value == c.minimum, let atMinimum = templates.atMinimum { result.append(fill(atMinimum)) }
    if value == c.maximum, let atMaximum = templates.atMaximum { result.append(fill(atMaximum)) }
    return result
  }
}
