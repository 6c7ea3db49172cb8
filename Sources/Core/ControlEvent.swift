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
    /// The field's text changed while typing or deleting (not yet committed, for a field
    /// whose value is committed later): the new text, and the edit that made it.
    case textEdited(String, TextEdit)
    /// The caret moved in a field's text without changing it (Left, Right, Home, End).
    case caretMoved(TextCaretMove)
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

  /// One edit of a field's text, as the platform's text-changed event describes it (Android's
  /// TYPE_VIEW_TEXT_CHANGED with its before text and indices, AT-SPI's
  /// `object:text-changed:insert` / `:delete`, UIA's TextChanged): what went in, what came out,
  /// and the text before where it happened.
  package struct TextEdit: Equatable, Sendable {
    /// The part whose text changed (the field).
    package var part: PartID
    /// The text that went in (empty for a deletion).
    package var inserted: String
    /// The text that came out (empty for an insertion at the caret).
    package var removed: String
    /// The field's text before the place of the edit, as it was before the edit: a reader
    /// that echoes words finds the word a typed space ends in it.
    package var preceding: String
    /// The field's text after the place of the edit, once it is made: after a Delete, the
    /// character now at the caret comes first.
    package var following: String
    /// Whether the text removed was after the caret (Delete) rather than before it (Backspace).
    package var isForward: Bool

    /// An edit of `part`'s text.
    package init(
      part: PartID, inserted: String, removed: String = "", preceding: String = "",
      following: String = "", isForward: Bool = false
    ) {
      self.part = part
      self.inserted = inserted
      self.removed = removed
      self.preceding = preceding
      self.following = following
      self.isForward = isForward
    }
  }

  /// A move of the caret in a field's text: AT-SPI's `object:text-caret-moved`, UIA's
  /// TextSelectionChanged, Android's TYPE_VIEW_TEXT_SELECTION_CHANGED.
  package struct TextCaretMove: Equatable, Sendable {
    /// The part whose caret moved (the field).
    package var part: PartID
    /// The field's text.
    package var text: String
    /// Where the caret was and is, in characters from the start of ``text``.
    package var from: Int
    package var to: Int
    /// Whether the caret moved to another line of a multi-line field (Up, Down), so readers
    /// read the line it is on rather than a character.
    package var isByLine: Bool

    /// A move of `part`'s caret in `text` from `from` to `to`, by line where `isByLine`.
    package init(part: PartID, text: String, from: Int, to: Int, isByLine: Bool = false) {
      self.part = part
      self.text = text
      self.from = from
      self.to = to
      self.isByLine = isByLine
    }

    /// The text of the line the caret is on now, without its line break; empty on a blank line.
    package var lineAtCaret: String {
      let characters = Array(text)
      let at = min(max(0, to), characters.count)
      var start = at
      while start > 0, characters[start - 1] != "\n" { start -= 1 }
      var end = at
      while end < characters.count, characters[end] != "\n" { end += 1 }
      return String(characters[start..<end])
    }

    /// The character just after the caret where it is now; `nil` at the end of the text.
    package var characterAtCaret: String? {
      to >= 0 && to < text.count ? String(text[text.index(text.startIndex, offsetBy: to)]) : nil
    }

    /// The characters the caret passed over, in the text's order.
    package var passed: String {
      let low = max(0, min(from, to))
      let high = min(text.count, max(from, to))
      guard low < high else { return "" }
      let start = text.index(text.startIndex, offsetBy: low)
      return String(text[start..<text.index(start, offsetBy: high - low)])
    }
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
