import ComponentModel
import Controls
import Core
import Interactions

/// A component running on one platform: interactions go in, control events come out, and
/// everything is kept in a log on the simulated clock.
public struct Simulation: Sendable {
  /// The platform the component runs on.
  public let platform: Platform
  /// The device: its OS version decides what the platform exposes.
  public let environment: PlatformEnvironment
  /// How the component is set up there.
  public let setup: PlatformSetup
  /// The control's state now.
  public private(set) var control: any Control
  /// The control's state before the first interaction.
  public let initialControl: any Control
  /// Everything that happened, in order.
  public private(set) var log: [LogEntry] = []
  /// Asked between statements and auto-repeats, so a long interaction can be stopped.
  public var cancellation = Cancellation.never
  private var copies = CopyCount()
  /// How many interactions ran on this simulation while a copy of it was alive (each copied
  /// the whole log first); a runner that changes its simulation in place keeps this at 0.
  package var copiedChanges: Int { copies.value }

  /// Starts `component` on `platform`.
  ///
  /// - Throws: ``SimulationError`` when the component does not ship on the platform or its
  ///   configuration cannot exist.
  public init(
    component: Component, platform: Platform, environment: PlatformEnvironment = .standard
  ) throws(SimulationError) {
    guard let setup = component.platforms[platform] else {
      throw SimulationError(
        "\(component.name) does not ship on \(platform.displayName); it has "
          + component.platformList.map(\.rawValue).joined(separator: ", "))
    }
    self.platform = platform
    self.environment = environment
    self.setup = setup
    do {
      control = try ControlCatalog.make(on: platform, setup: setup)
    } catch {
      throw SimulationError(error.description)
    }
    initialControl = control
    log = control.notes.map { LogEntry(time: .zero, kind: .note($0)) }
  }

  /// Performs one interaction and returns the events it caused (they are logged too).
  ///
  /// - Throws: ``SimulationError`` when the interaction names something the control does not
  ///   have (an unknown element name).
  @discardableResult
  public mutating func perform(_ statement: InteractionStatement) throws(SimulationError)
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
    case .appSetsValue(let value): events = control.setByApp(value)
    case .gesture(let gesture):
      throw SimulationError(
        "'\(Interaction.gesture(gesture))' is a screen-reader gesture; choose a reader "
          + "(--reader) to use it")
    }
    log += events.map { LogEntry(time: $0.time, kind: .event($0.kind)) }
    return events
  }

  /// Performs every statement of a script in order.
  public mutating func run(_ statements: [InteractionStatement]) throws(SimulationError) {
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
    while true {
      try cancellation.checkpoint()
      guard let repeated = control.advanceToNextRepeat(before: end) else { break }
      events += repeated
    }
    if let error = control.holdLimitReached {
      _ = control.release()
      throw SimulationError(error.description)
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
      if let part = PartID.words[lowered] { return part }
      let names = setup.parts.values.compactMap(\.label)
      throw SimulationError(
        "no element is named \"\(name)\" on the \(setup.nativeName)"
          + (names.isEmpty ? "" : "; labelled parts: " + names.joined(separator: ", ")))
    }
  }
}

/// A line of the simulation log.
public struct LogEntry: Equatable, Sendable {
  /// When it happened.
  public var time: SimulatedInstant
  /// What it was.
  public var kind: Kind

  /// Creates a log entry.
  public init(time: SimulatedInstant, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// What a log entry records.
  public enum Kind: Equatable, Sendable {
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

/// A simulation that cannot go on, with the reason.
public struct SimulationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }

  /// What an interaction throws when asked to stop (Ctrl-C) while it runs.
  public static let interrupted = SimulationError("interrupted before the interaction ended")
}

/// Tells long-running interactions to stop early: checked between statements and between the
/// auto-repeats of a hold, so Ctrl-C ends even a long step.
public struct Cancellation: Sendable {
  private let check: @Sendable () -> Bool

  /// A cancellation that asks `check`.
  public init(_ check: @escaping @Sendable () -> Bool) { self.check = check }

  /// Never cancelled.
  public static let never = Cancellation { false }

  /// Whether to stop.
  public var isCancelled: Bool { check() }

  /// Throws ``SimulationError/interrupted`` when asked to stop.
  public func checkpoint() throws(SimulationError) {
    if check() { throw SimulationError.interrupted }
  }
}
