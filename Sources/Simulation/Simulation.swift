import ComponentModel
import Controls
import Core
import Interactions
import ScreenReaders
import Screens

/// A component running on one platform: interactions go in, control events come out, and
/// everything is kept in a log on the simulated clock.
package struct Simulation: Sendable {
  /// The platform the component runs on.
  package let platform: Platform
  /// The device: its OS version decides what the platform exposes.
  package let environment: PlatformEnvironment
  /// How the component is set up there.
  package let setup: PlatformSetup
  /// The kinds of control it knows (to make the control and name its parts).
  package let catalog: ControlCatalog
  /// The control's state now.
  package private(set) var control: any Control
  /// The control's state before the first interaction.
  package let initialControl: any Control
  /// Everything that happened, in order.
  package private(set) var log: [LogEntry] = []
  /// Asked between statements and auto-repeats, so a long interaction can be stopped.
  package var cancellation = Cancellation.never
  private var copies = CopyCount()
  /// How many interactions ran on this simulation while a copy of it was alive (each copied
  /// the whole log first); a runner that changes its simulation in place keeps this at 0.
  package var copiedChanges: Int { copies.value }

  /// This simulation as one of its own, as if just started: a copy of a started simulation
  /// (kept by a run for the scenarios that start the same way) counts its own copies from here.
  package var restarted: Simulation {
    var copy = self
    copy.copies = CopyCount()
    return copy
  }

  /// Starts `component` on `platform`, making its control from `catalog`.
  ///
  /// - Throws: ``SimulationError`` when the component does not ship on the platform or its
  ///   configuration cannot exist.
  package init(
    component: Component, platform: Platform, environment: PlatformEnvironment = .standard,
    catalog: ControlCatalog
  ) throws(SimulationError) {
    guard let setup = component.platforms[platform] else {
      throw .notShipped(
        component: component.name, platform: platform, shipsOn: component.platformList)
    }
    let control: any Control
    do {
      control = try catalog.make(on: platform, setup: setup)
    } catch {
      throw .configuration(error)
    }
    self.init(
      platform: platform, environment: environment, setup: setup, catalog: catalog,
      control: control)
  }

  /// Starts with `control`, made for `setup` on `platform`.
  private init(
    platform: Platform, environment: PlatformEnvironment, setup: PlatformSetup,
    catalog: ControlCatalog, control: any Control
  ) {
    self.platform = platform
    self.environment = environment
    self.setup = setup
    self.catalog = catalog
    self.control = control
    initialControl = control
    log = control.notes.map { LogEntry(time: .zero, kind: .note($0)) }
  }

  /// Starts `screen` on `platform`: a component alone runs as that component; a screen of
  /// several elements runs as one ``ScreenControl`` holding each component's control.
  ///
  /// - Throws: ``SimulationError`` when a component does not ship on the platform or its
  ///   configuration cannot exist.
  package init(
    screen: Screen, platform: Platform, environment: PlatformEnvironment = .standard,
    catalog: ControlCatalog
  ) throws(SimulationError) {
    if let component = screen.soleComponent {
      try self.init(
        component: component, platform: platform, environment: environment, catalog: catalog)
      return
    }
    guard screen.platformList.contains(platform) else {
      throw .notShipped(
        component: screen.name, platform: platform, shipsOn: screen.platformList)
    }
    let screenControl: ScreenControl
    do {
      screenControl = try ScreenControl(screen: screen, platform: platform) {
        (setup) throws(ConfigurationError) in try catalog.make(on: platform, setup: setup)
      }
    } catch {
      throw .configuration(error)
    }
    self.init(
      platform: platform, environment: environment, setup: screenControl.setup,
      catalog: catalog, control: screenControl)
  }

  /// Performs one interaction and returns the events it caused (they are logged too).
  ///
  /// - Throws: ``SimulationError`` when the interaction names something the control does not
  ///   have (an unknown element name).
  @discardableResult
  package mutating func perform(_ statement: InteractionStatement) throws(SimulationError)
    -> [ControlEvent]
  {
    copies.willChange()
    log.append(LogEntry(time: control.now, kind: .interaction(statement.text)))
    let events: [ControlEvent]
    switch statement.interaction {
    case .tap(let target): events = control.tap(try part(for: target))
    case .hold(let target, let duration):
      events = try hold(try part(for: target), for: duration)
    case .press(let chord): events = control.pressKey(chord)
    case .type(let text): events = control.type(text)
    case .scroll(let clicks): events = control.scroll(clicks: clicks)
    case .wait(let duration): events = control.advance(by: duration)
    case .focus(let target): events = control.focus(try part(for: target))
    case .blur: events = control.focus(nil)
    case .appSetsValue(let number): events = control.setByApp(control.appValue(fromNumber: number))
    case .gesture(let gesture):
      throw .gestureWithoutReader(.gesture(gesture))
    case .intent(let intent):
      throw .intentWithoutReader(intent)
    }
    log += events.map { LogEntry(time: $0.time, kind: .event($0.kind)) }
    return events
  }

  /// Performs every statement of a script in order.
  package mutating func run(_ statements: [InteractionStatement]) throws(SimulationError) {
    for statement in statements {
      try cancellation.checkpoint()
      try perform(statement)
    }
  }

  /// A hold, one auto-repeat at a time, asking ``cancellation`` before each.
  private mutating func hold(_ part: PartID, for duration: SimulatedDuration)
    throws(SimulationError) -> [ControlEvent]
  {
    let end = control.now.advanced(by: duration)
    var events = control.press(part)
    guard control.isHoldingButton else { return events }
    if var repeating = control as? any RepeatingControl {
      // Kept even when cancelled between repeats: the control is where the hold stopped.
      defer { control = repeating }
      while true {
        try cancellation.checkpoint()
        guard let repeated = repeating.advanceToNextRepeat(before: end) else { break }
        events += repeated
      }
    } else {
      // No repeat to fire; asked once all the same, as before a repeat.
      try cancellation.checkpoint()
    }
    if let error = (control as? any RepeatingControl)?.holdLimitReached {
      _ = control.release()
      throw .holdLimit(error)
    }
    return events + control.advance(by: end.duration(since: control.now)) + control.release()
  }

  /// Resolves a target to a part: a part by role, or by the label the app gave it, or by its
  /// usual name ("Increment", "Decrease", …).
  func part(for target: InteractionTarget) throws(SimulationError) -> PartID {
    switch target {
    case .part(let part): return part
    case .named(let name):
      let lowered = name.lowercased()
      if let labelled = setup.parts.first(where: { $0.value.label?.lowercased() == lowered }) {
        return labelled.key
      }
      if let part = catalog.partVocabulary.part(lowered) { return part }
      let names = setup.parts.values.compactMap(\.label)
      throw .noPartNamed(name, control: setup.nativeName, labelled: names)
    }
  }
}

/// A line of the simulation log.
package struct LogEntry: Equatable, Sendable {
  /// When it happened.
  package var time: SimulatedInstant
  /// What it was.
  package var kind: Kind

  /// Creates a log entry.
  package init(time: SimulatedInstant, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// What a log entry records.
  package enum Kind: Equatable, Sendable {
    /// An interaction, as written.
    case interaction(String)
    /// An event the control sent.
    case event(ControlEvent.Kind)
    /// A note about the setup (a clamped value).
    case note(String)
    /// Why the reader said nothing when the platform told it something: the rule that keeps
    /// it silent, with its source, or that no rule of its pack reacts.
    case silence(String)
  }
}

/// A simulation that cannot go on: which part of the setup or interaction is at fault, with
/// the lower layer's own error as a payload (not its text), so callers can match on it.
package enum SimulationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The component has no setup for `platform`; it ships on `shipsOn`.
  case notShipped(component: String, platform: Platform, shipsOn: [Platform])
  /// The platform's setup cannot exist: the control's own error, naming the field at fault.
  case configuration(ConfigurationError)
  /// A screen-reader gesture was asked for with no reader running.
  case gestureWithoutReader(Interaction)
  /// A hold would auto-repeat past the limit of one hold.
  case holdLimit(HoldLimitError)
  /// No part of the control is labelled `name` (without a reader); `labelled` are the
  /// labels its parts have.
  case noPartNamed(String, control: String, labelled: [String])
  /// No element of the tree is named `name` (with a reader); `exposed` are the names it has.
  case noElementNamed(String, control: String, exposed: [String])
  /// Several elements a person can act on have this name; `elements` describes each
  /// (`button "Add" (increment)`).
  case ambiguousName(String, elements: [String])
  /// The control exposes no element for `part`; `exposedParts` are those it does expose.
  case noElement(part: PartID, control: String, exposedParts: [String])
  /// The reader's pack runs on another platform.
  case readerOnOtherPlatform(reader: String, id: String, runsOn: Platform, requested: Platform)
  /// A reader setting's name or value is wrong.
  case readerSetting(ReaderSettingError)
  /// An intent (`next item`) with no reader to carry it out.
  case intentWithoutReader(UserIntent)
  /// The interaction was stopped (Ctrl-C) while it ran.
  case interrupted

  /// What the user reads (byte for byte what earlier versions said).
  package var description: String {
    switch self {
    case .notShipped(let component, let platform, let shipsOn):
      "\(component) does not ship on \(platform.displayName); it has "
        + shipsOn.map(\.rawValue).joined(separator: ", ")
    case .configuration(let error): error.description
    case .gestureWithoutReader(let interaction):
      "'\(interaction)' is a screen-reader gesture; choose a reader (--reader) to use it"
    case .holdLimit(let error): error.description
    case .noPartNamed(let name, let control, let labelled):
      "no element is named \"\(name)\" on the \(control)"
        + (labelled.isEmpty ? "" : "; labelled parts: " + labelled.joined(separator: ", "))
    case .noElementNamed(let name, let control, let exposed):
      "no element is named \"\(name)\"; the \(control) exposes "
        + (exposed.isEmpty
          ? "no named elements" : exposed.map { "\"\($0)\"" }.joined(separator: ", "))
    case .ambiguousName(let name, let elements):
      "\(elements.count) elements are named \"\(name)\": "
        + elements.joined(separator: ", ") + "; name a part instead (increment, field, …)"
    case .noElement(let part, let control, let parts):
      "the \(control) exposes no \(part.rawValue) element"
        + (part == .control && !parts.isEmpty
          ? "; it is read as separate parts: " + parts.joined(separator: ", ") : "")
    case .readerOnOtherPlatform(let reader, let id, let runsOn, let requested):
      "\(reader) (\(id)) runs on \(runsOn.displayName), not \(requested.displayName)"
    case .readerSetting(let error): error.description
    case .intentWithoutReader(let intent):
      "'\(intent.rawValue)' is an intent, which each screen reader carries out with its own "
        + "gesture or keys; choose a reader (--reader) to use it"
    case .interrupted: "interrupted before the interaction ended"
    }
  }

  /// The message (``description``).
  package var message: String { description }
}

/// Tells long-running interactions to stop early: checked between statements and between the
/// auto-repeats of a hold, so Ctrl-C ends even a long step.
package struct Cancellation: Sendable {
  private let check: @Sendable () -> Bool

  /// A cancellation that asks `check`.
  package init(_ check: @escaping @Sendable () -> Bool) { self.check = check }

  /// Never cancelled.
  package static let never = Cancellation { false }

  /// Whether to stop.
  package var isCancelled: Bool { check() }

  /// Throws ``SimulationError/interrupted`` when asked to stop.
  package func checkpoint() throws(SimulationError) {
    if check() { throw .interrupted }
  }
}
