/// Something a control did that an app, or a screen reader, would be told about.
///
/// These are the platform's own notifications (UIKit's `valueChanged`, a UIA RangeValue
/// property change, GTK's `value-changed`, a focus change, a button's enabled state), so the
/// screen-reader layer can react to exactly what a real one is sent. ``Kind/inputIgnored(_:)``
/// is the one exception: A11ySim's note that an input had no effect, and why.
package struct ControlEvent: Equatable, Sendable {
  /// When it happened on the simulated clock.
  package var time: SimulatedInstant
  /// What happened.
  package var kind: Kind

  /// Creates an event.
  package init(time: SimulatedInstant, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// Whether this is A11ySim's note that an input had no effect.
  package var isIgnoredInput: Bool {
    if case .inputIgnored = kind { return true }
    return false
  }

  /// Why an input had no effect, in the terms the reader simulation acts on.
  package enum IgnoredCause: Equatable, Sendable {
    /// A key pressed while keyboard focus is outside the control. The reader simulation adds
    /// where its own focus is, when that explains the silence.
    case keyboardFocusElsewhere
    /// Any other reason: the reason's text says it all.
    case other
  }

  /// What happened.
  package enum Kind: Equatable, Sendable {
    /// The value changed from `from` to `to`, because of `cause`. Boxed (`indirect`): it is
    /// the largest case, and every other event would otherwise be copied at its size.
    indirect case valueChanged(from: ControlValue, to: ControlValue, cause: ChangeCause)
    /// A button part became enabled (`true`) or disabled / dimmed / insensitive (`false`);
    /// ``PartID/control`` for the control as a whole.
    case enabledChanged(PartID, isEnabled: Bool)
    /// Keyboard focus moved; `nil` is "outside the control".
    case focusMoved(from: PartID?, to: PartID?)
    /// The field's text changed while typing (not yet committed).
    case textEdited(String)
    /// Typed text was accepted and the value is now `value`.
    case textCommitted(text: String, value: ControlValue)
    /// Typed text was refused; `message` is what the control shows or why it refused.
    case textRejected(text: String, message: String)
    /// The field's text went back to showing `text`, the current value.
    case textReverted(to: String)
    /// A part was activated: a click or tap ended on it, or a key or reader action invoked it
    /// (UIKit's `primaryActionTriggered`, Android's click, a UIA Invoke, GTK's `clicked`).
    case activated(PartID)
    /// The input had no effect; `reason` says why (A11ySim's note, not a platform event) and
    /// `cause` what kind of reason it is.
    case inputIgnored(String, cause: IgnoredCause = .other)
  }

  /// Why a value changed.
  package enum ChangeCause: Equatable, Sendable, CustomStringConvertible {
    /// A tap or click on a button (the first step of a press).
    case button(PartID)
    /// An auto-repeat step while a button is held.
    case autorepeat(PartID)
    /// A key press.
    case key(KeyChord)
    /// The scroll wheel.
    case scroll
    /// Typed text was committed.
    case typedText
    /// The release of a held button in non-continuous mode: one event for the whole hold.
    case release(PartID)
    /// The app set the value in code.
    case program

    /// How the event log names the cause: `increment`, `auto-repeat increment`, `key Up`.
    package var description: String {
      switch self {
      case .button(let part): part.rawValue
      case .autorepeat(let part): "auto-repeat \(part.rawValue)"
      case .key(let chord): "key \(chord)"
      case .scroll: "scroll"
      case .typedText: "typed text"
      case .release(let part): "release \(part.rawValue)"
      case .program: "set by the app"
      }
    }
  }
}
