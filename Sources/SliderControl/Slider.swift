import Accessibility
import ComponentModel
import Controls
import Core

/// A slider on a simulated clock: its keys, a screen reader's increment and decrement, and the
/// app move its value between its minimum and maximum, clamped at both, unless it is disabled.
/// It has one part, ``PartID/control``.
package struct Slider: Sendable {
  /// Which native slider this is.
  package let variant: SliderVariant
  /// The platform it runs on.
  package let platform: Platform
  /// Its settings as set up.
  package let configuration: SliderConfiguration
  /// How the component set it up.
  package let setup: PlatformSetup
  /// Its value now.
  package private(set) var current: Double
  /// Set-up notes (a value clamped into range).
  package let notes: [String]
  package var input: OnePartInput

  /// Creates the slider a component sets up on `platform`.
  ///
  /// - Throws: ``ConfigurationError`` when the variant does not exist there or the range is
  ///   impossible.
  package init(platform: Platform, setup: PlatformSetup) throws(ConfigurationError) {
    let variant = try SliderVariant.chosen(by: setup, kind: .slider, noun: "slider", on: platform)
    guard let configuration = setup.configuration as? SliderConfiguration else {
      throw ConfigurationError(
        field: "control", message: "\(setup.variant.rawValue) is not a slider variant")
    }
    if let problem = configuration.announcedAs.problem(on: platform) {
      throw ConfigurationError(field: "announcedAs", message: problem)
    }
    try RangeSettings.validate(
      minimum: configuration.minimum, maximum: configuration.maximum,
      value: configuration.value, noun: "a slider")
    if let step = configuration.step, !(step.isFinite && step >= 0) {
      throw ConfigurationError(
        field: "step", message: "a slider's step must be 0 (continuous) or more")
    }
    self.variant = variant
    self.platform = platform
    self.setup = setup
    var adjusted = configuration
    var notes: [String] = []
    let clamped = min(max(configuration.value, configuration.minimum), configuration.maximum)
    if clamped != configuration.value {
      notes.append(
        "value \(DecimalStep.displayString(configuration.value)) is outside "
          + "\(DecimalStep.displayString(configuration.minimum))…"
          + "\(DecimalStep.displayString(configuration.maximum)); the \(variant.facts.nativeName) "
          + "clamps it to \(DecimalStep.displayString(clamped))")
      adjusted.value = clamped
    }
    self.configuration = adjusted
    self.notes = notes
    current = adjusted.value
    input = OnePartInput(
      noun: "slider", nativeName: variant.facts.nativeName, activationKeys: [],
      takesKeyboardFocus: variant.facts.takesKeyboardFocus, isEnabled: configuration.isEnabled)
  }

  /// The slider in the catalog.
  package static let definition = ControlDefinition(
    kind: .slider,
    summary: "A slider: arrow keys, a screen reader's swipe up or down, or the app move its value.",
    variants: SliderVariant.definitions(defaults: SliderConfiguration()),
    partIDs: [.control],
    versionEffects: [
      VersionEffect(
        platform: .android,
        summary:
          "from 11 a SeekBar has its percent state description (\"50%\"), before it TalkBack "
          + "speaks the raw progress.",
        source: Source(
          "Android platform release notes", .medium,
          .page("https://developer.android.com/about/versions")))
    ],
    partWords: ["slider": .control]
  ) { platform, setup throws(ConfigurationError) in
    try Slider(platform: platform, setup: setup)
  }

  /// The configuration as it stands now (the value it was moved to).
  package var currentConfiguration: SliderConfiguration {
    var configuration = configuration
    configuration.value = current
    return configuration
  }

  /// Moves the value to `target`, clamped into the range; an event if it changed, else why not.
  private mutating func move(to target: Double, cause: ControlEvent.ChangeCause)
    -> [ControlEvent]
  {
    guard configuration.isEnabled else { return ignored("the slider is disabled") }
    guard !target.isNaN else {
      return ignored("the slider's step cannot be computed for this range; the value stays")
    }
    var value = min(max(target, configuration.minimum), configuration.maximum)
    if variant.facts.wholeNumbers {
      value = value.rounded()
    } else {
      // Nine decimal places, unless the value is too large for the product (it has no
      // fraction to round then).
      let scaled = (value * 1e9).rounded()
      if scaled.isFinite { value = scaled / 1e9 }
    }
    // Rounding may step just outside the range; a value never leaves it.
    value = min(max(value, configuration.minimum), configuration.maximum)
    guard value != current else {
      let limit = value >= configuration.maximum ? "maximum" : "minimum"
      return ignored(
        "the slider is at its \(limit) (\(DecimalStep.displayString(value))); it stays there")
    }
    let from = current
    current = value
    return [event(.valueChanged(from: .number(from), to: .number(value), cause: cause))]
  }
}

extension Slider: OnePartControl {
  /// What the app announces after each change of value (a template: see
  /// ``announcements(after:)``).
  package var announcement: String? { configuration.announcement }
  /// How the app announces it.
  package var announcedAs: AnnouncementStyle { configuration.announcedAs }
  /// Its number.
  package var value: ControlValue { .number(current) }
  /// The variant's touch target.
  package var touchTarget: TouchTarget? { variant.facts.touchTarget }

  private var range: String {
    DecimalStep.displayString(configuration.minimum) + "…"
      + DecimalStep.displayString(configuration.maximum)
  }

  /// `seekbar (SeekBar) · "Volume" · value 50 · 0…100`, with `disabled` when it is.
  package var headline: String {
    var parts = ["\(variant.rawValue) (\(variant.facts.nativeName))"]
    parts.append(configuration.label.map { "\"\($0)\"" } ?? "no label")
    parts.append("value \(DecimalStep.displayString(current))")
    parts.append(range)
    if !configuration.isEnabled { parts.append("disabled") }
    return parts.joined(separator: " · ")
  }

  /// `SeekBar · value 50 · 0…100`.
  package var drawingTitle: String {
    variant.facts.nativeName + (configuration.label.map { " · \"\($0)\"" } ?? "")
      + " · value \(DecimalStep.displayString(current)) · \(range)"
  }

  /// `Volume [=====o-----] 50`; `*…*` when it has keyboard focus.
  package var drawing: String {
    let width = 10
    let filled = RangeArithmetic.saturatingInt(currentConfiguration.fraction * Double(width))
    let track =
      "[" + String(repeating: "=", count: filled) + "o"
      + String(repeating: "-", count: width - filled) + "]"
    var text =
      (configuration.label.map { $0 + " " } ?? "") + track + " "
      + DecimalStep.displayString(current)
    if !configuration.isEnabled { text += "·dimmed" }
    return focusedPart == .control ? "*" + text + "*" : text
  }

  /// Letting go: a tap on the thumb leaves the value where it was.
  package mutating func release() -> [ControlEvent] {
    guard input.release() else { return [] }
    return ignored("a tap on the slider's thumb leaves its value (dragging is not modelled)")
  }

  /// The variant's keys move it while it has keyboard focus; Tab moves focus in and out.
  package mutating func pressKey(_ chord: KeyChord) -> [ControlEvent] {
    let isTab = chord.key == .tab && (chord.modifiers.isEmpty || chord.modifiers == [.shift])
    guard focusedPart == .control, !isTab else {
      switch input.pressKey(chord) {
      case .events(let events): return events
      case .activate: return []
      }
    }
    guard chord.modifiers.isEmpty, let move = variant.facts.keys[chord.key] else {
      return ignored("\(chord) does nothing on a \(variant.facts.nativeName)")
    }
    let facts = variant.facts
    let cause = ControlEvent.ChangeCause.key(chord)
    switch move {
    case .step(let direction):
      return self.move(
        to: current + Double(direction) * facts.keyStep(currentConfiguration), cause: cause)
    case .page(let direction):
      guard let page = facts.pageStep(currentConfiguration) else {
        return ignored("\(chord) does nothing on a \(facts.nativeName)")
      }
      return self.move(to: current + Double(direction) * page, cause: cause)
    case .minimum: return self.move(to: configuration.minimum, cause: cause)
    case .maximum: return self.move(to: configuration.maximum, cause: cause)
    }
  }

  /// The app sets the value in code (clamped into the range).
  package mutating func setByApp(_ newValue: ControlValue) -> [ControlEvent] {
    guard let value = newValue.numeric, !value.isNaN else {
      return ignored("the app's value is not a number; the value stays")
    }
    let target = min(max(value, configuration.minimum), configuration.maximum)
    guard target != current else { return [] }
    let from = current
    current = target
    return [event(.valueChanged(from: .number(from), to: .number(target), cause: .program))]
  }

  /// A reader's increment and decrement move it by the variant's reader step (not the app's
  /// step, on Android); it has no default action.
  package mutating func perform(_ action: ControlAction, on part: PartID?) -> [ControlEvent] {
    let step = variant.facts.readerStep(currentConfiguration)
    switch action {
    case .activate: return ignored("a slider has no default action")
    case .increment: return move(to: current + step, cause: .button(.control))
    case .decrement: return move(to: current - step, cause: .button(.control))
    }
  }

  /// One element: the slider, as the variant exposes it on a device in `environment`.
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    [variant.facts.expose(currentConfiguration, setup.accessibility, environment)]
  }

  /// The app's announcement after each change of value.
  package func announcements(after event: ControlEvent) -> [String] {
    guard case .valueChanged = event.kind, let announcement = configuration.announcement else {
      return []
    }
    return [
      TextTemplate.fill(
        announcement, label: configuration.label, value: DecimalStep.displayString(current),
        number: current)
    ]
  }
}
