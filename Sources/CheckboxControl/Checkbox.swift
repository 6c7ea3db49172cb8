import Accessibility
import ComponentModel
import Controls
import Core

/// A checkbox on a simulated clock: a tap, a click, a reader's activate or the platform's keys
/// toggle it, unless it is disabled; where the variant allows, a click cycles through mixed
/// (``CheckboxCycle``). It has one part, ``PartID/control``, and its value is a toggle: on when
/// checked, off when not, mixed when mixed.
package struct Checkbox: Sendable {
  /// Which native checkbox this is.
  package let variant: CheckboxVariant
  /// The platform it runs on.
  package let platform: Platform
  /// Its settings.
  package let configuration: CheckboxConfiguration
  /// How the component set it up.
  package let setup: PlatformSetup
  /// Its state now.
  package private(set) var state: ElementStates.Checked
  package var input: OnePartInput

  /// Creates the checkbox a component sets up on `platform`.
  ///
  /// - Throws: ``ConfigurationError`` when the variant does not exist there, or cannot show
  ///   the state or the mixed cycle asked for.
  package init(platform: Platform, setup: PlatformSetup) throws(ConfigurationError) {
    let variant = try CheckboxVariant.chosen(
      by: setup, kind: .checkbox, noun: "checkbox", on: platform)
    guard let configuration = setup.configuration as? CheckboxConfiguration else {
      throw ConfigurationError(
        field: "control", message: "\(setup.variant.rawValue) is not a checkbox variant")
    }
    if let problem = configuration.announcedAs.problem(on: platform) {
      throw ConfigurationError(field: "announcedAs", message: problem)
    }
    let mixedVariants = CheckboxVariant.allCases.filter {
      $0.facts.supportsMixed && $0.facts.platform == platform
    }.map(\.rawValue)
    if configuration.state == .mixed, !variant.facts.supportsMixed {
      throw ConfigurationError(
        field: "state",
        message: "a \(variant.facts.nativeName) has no mixed state; "
          + (mixedVariants.isEmpty
            ? "\(platform.displayName) has no mixed checkbox"
            : "use " + mixedVariants.joined(separator: " or ")))
    }
    if configuration.allowsMixed, variant.facts.cycle == .app {
      throw ConfigurationError(
        field: "allowsMixed",
        message: "a click on a \(variant.facts.nativeName) never sets mixed (the app sets it "
          + "with 'state: mixed'); allowsMixed is for appkit (allowsMixedState) and winui "
          + "(IsThreeState)")
    }
    self.variant = variant
    self.platform = platform
    self.configuration = configuration
    self.setup = setup
    self.state = configuration.state
    input = variant.input(noun: "checkbox", isEnabled: configuration.isEnabled)
  }

  /// The checkbox in the catalog.
  package static let definition = ControlDefinition(
    kind: .checkbox,
    summary: "A checkbox, checked, not checked or mixed: a tap, a click or Space toggles it.",
    variants: CheckboxVariant.definitions(defaults: CheckboxConfiguration()),
    partIDs: [.control], stateWords: CheckboxConfiguration.stateNames,
    partWords: ["checkbox": .control]
  ) { platform, setup throws(ConfigurationError) in
    try Checkbox(platform: platform, setup: setup)
  }

  /// The configuration as it stands now (the state it was toggled to).
  private var current: CheckboxConfiguration {
    var configuration = configuration
    configuration.state = state
    return configuration
  }

  /// A state as a value: on when checked, off when not, mixed when mixed.
  private static func value(of state: ElementStates.Checked) -> ControlValue {
    switch state {
    case .checked: .toggle(.on)
    case .unchecked: .toggle(.off)
    case .mixed: .toggle(.mixed)
    }
  }

  /// `checked`, `not checked`, `mixed`, as headlines and steps say it.
  package static func words(for state: ElementStates.Checked) -> String {
    state == .unchecked ? "not checked" : state.rawValue
  }
}

extension Checkbox: OnePartControl {
  /// What the app announces after each activation.
  package var announcement: String? { configuration.announcement }
  /// How the app announces it.
  package var announcedAs: AnnouncementStyle { configuration.announcedAs }
  /// On when checked, off when not, mixed when mixed.
  package var value: ControlValue { Self.value(of: state) }
  /// The variant's touch target.
  package var touchTarget: TouchTarget? { variant.facts.touchTarget }

  /// `winui (WinUI CheckBox) · "Accept terms" · not checked`, with `disabled` when it is.
  package var headline: String {
    var parts = [variant.headlineName]
    parts.append(configuration.label.map { "\"\($0)\"" } ?? "no label")
    parts.append(Self.words(for: state))
    if !configuration.isEnabled { parts.append("disabled") }
    return parts.joined(separator: " · ")
  }

  /// `CheckBox · "Accept terms" · checked`.
  package var drawingTitle: String {
    variant.facts.nativeName + (configuration.label.map { " · \"\($0)\"" } ?? "")
      + " · " + Self.words(for: state)
  }

  /// `[x] Accept terms`, `[ ]` when not checked, `[-]` when mixed; `*…*` with keyboard focus.
  package var drawing: String {
    let box =
      switch state {
      case .checked: "[x]"
      case .unchecked: "[ ]"
      case .mixed: "[-]"
      }
    var text = box + (configuration.label.map { " " + $0 } ?? "")
    if !configuration.isEnabled { text += "·dimmed" }
    return focusedPart == .control ? "*" + text + "*" : text
  }

  /// Releases it: a click, which moves it to the next state of its cycle.
  package mutating func release() -> [ControlEvent] {
    guard input.release() else { return [] }
    let from = value
    state = variant.facts.cycle.next(after: state, allowsMixed: configuration.allowsMixed)
    return [
      event(.activated(.control)),
      event(.valueChanged(from: from, to: value, cause: .button(.control))),
    ]
  }

  /// The app sets it in code: on checks it, off unchecks it, mixed makes it mixed (where the
  /// variant has a mixed state).
  package mutating func setByApp(_ value: ControlValue) -> [ControlEvent] {
    guard case .toggle(let toggle) = value else {
      return ignored("a checkbox is checked, not checked or mixed")
    }
    let wanted: ElementStates.Checked =
      switch toggle {
      case .on: .checked
      case .off: .unchecked
      case .mixed: .mixed
      }
    if wanted == .mixed, !variant.facts.supportsMixed {
      return ignored("a \(variant.facts.nativeName) has no mixed state")
    }
    guard wanted != state else { return [] }
    let from = self.value
    state = wanted
    return [event(.valueChanged(from: from, to: self.value, cause: .program))]
  }

  /// `app sets value N`: checked for 1, not checked for 0, mixed for any other number.
  package func appValue(fromNumber number: Double) -> ControlValue {
    .toggle(number == 1 ? .on : number == 0 ? .off : .mixed)
  }

  /// One element: the checkbox, as the variant exposes it on a device in `environment`.
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    [variant.facts.expose(current, setup.accessibility, environment)]
  }
}

extension Checkbox: Toggleable {
  /// `checkbox`.
  package var noun: String { "checkbox" }
  /// `checked`, `unchecked` or `mixed`.
  package var stateWord: String { state.rawValue }
}
