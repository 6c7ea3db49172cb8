import ComponentFile
import ComponentModel
import Core
import Foundation
import Simulation
import Synchronization

/// Results of a pure function kept by their input and shared by the scenarios of one run and
/// its threads: asking twice gives the first answer without working it out again, and, the
/// function being pure, changes nothing but the time.
///
/// A key's hash is worked out before the lock is taken and its equality checked after it is
/// let go: a component's key holds its whole YAML and settings, and the lock is held only to
/// look an integer up or to store (see ``KeyedByHash``).
package final class RunCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let storage = Mutex<(values: KeyedByHash<Key, Value>, made: Int)>((.init(), 0))

  /// An empty cache.
  package init() {}

  /// The value for `key`, made by `make` the first time. Two threads asking for a new key at
  /// once may both make it; the first one stored is kept.
  package func value(for key: Key, orMake make: () -> Value) -> Value {
    let hash = key.hashValue
    if let known = KeyedByHash.value(for: key, in: storage.withLock({ $0.values[hash] })) {
      return known
    }
    let made = make()
    return storage.withLock { storage in
      storage.made += 1
      if let first = KeyedByHash.value(for: key, in: storage.values[hash]) { return first }
      storage.values.insert(made, for: key, hash: hash)
      return made
    }
  }

  /// How many values were made (tests check that each is made once).
  package var madeCount: Int { storage.withLock { $0.made } }
}

/// Values by their keys' hashes, for a table behind a lock: the caller hashes the key before
/// taking the lock, reads the entries of that hash under it (an integer looked up), and
/// compares the keys after letting it go. Equal hashes of different keys share an entry list.
struct KeyedByHash<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private var entries: [Int: [(key: Key, value: Value)]] = [:]
  /// How many keys are kept.
  private(set) var count = 0

  /// The entries of keys whose hash is `hash`.
  subscript(hash: Int) -> [(key: Key, value: Value)]? { entries[hash] }

  /// Keeps `value` for `key`, whose hash is `hash` (the caller checked it is not kept).
  mutating func insert(_ value: Value, for key: Key, hash: Int) {
    entries[hash, default: []].append((key, value))
    count += 1
  }

  /// The value kept for `key` among `entries` (read under the lock, compared outside it).
  static func value(for key: Key, in entries: [(key: Key, value: Value)]?) -> Value? {
    guard let entries else { return nil }
    for entry in entries where entry.key == key { return entry.value }
    return nil
  }
}

/// What a component is read from: its YAML or settings, the name its errors use, and the
/// settings steps changed. The same three always give the same component or the same error.
package struct ComponentSource: Hashable, Sendable {
  /// The YAML or the settings.
  var description: ComponentDescription
  /// The name errors give the YAML (the path as the step wrote it).
  var name: String
  /// The settings steps changed, in order.
  var overrides: [ComponentOverride]
}

/// A component file as a step names it, and the folders it is looked for in.
package struct ComponentFileKey: Hashable, Sendable {
  /// The path as the step wrote it.
  var path: String
  /// Tried first.
  var workingDirectory: URL
  /// Tried second.
  var featureDirectory: URL
}

/// The component files a run has read and the components it has parsed: each file is read
/// once, and each file (or inline component) with each set of settings parsed once, not once
/// per scenario.
package struct ComponentCaches: Sendable {
  /// The files' text and resolved path, or why they cannot be read.
  package var files = RunCache<
    ComponentFileKey, Result<(yaml: String, path: String), StepFailure>
  >()
  /// The components, or why they do not load.
  package var parsed = RunCache<ComponentSource, Result<Component, ComponentFileError>>()

  /// The simulations as they start, before any interaction, or why they cannot start: every
  /// scenario that sets up the same component, platform, reader and settings starts from a
  /// copy of one.
  package var started = RunCache<SimulationStart, Result<StartedSimulation, SimulationError>>()
  /// What the run's component files may say, and the controls they describe.
  package let schema: ComponentSchema

  /// Empty caches: a run's, for components of `schema`.
  package init(schema: ComponentSchema) { self.schema = schema }
}

/// Everything a simulation starts from: the same start always gives the same simulation.
package struct SimulationStart: Hashable, Sendable {
  var component: ComponentSource
  var platform: Platform
  /// The reader's pack id, or `nil` for no reader.
  var reader: String?
  var readerSettings: [String: String]
  var pace: ReaderSimulation.Pace
  var environment: PlatformEnvironment
}

/// A simulation as it starts: with a reader or without one.
package enum StartedSimulation: Sendable {
  case reader(ReaderSimulation)
  case plain(Simulation)
}

/// Results of a pure function kept by their input for the life of the process, up to a
/// number of inputs (a suite repeats its step texts and interactions; a pathological one
/// does not grow the memo without end). Thread-safe.
package final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let storage = Mutex(KeyedByHash<Key, Value>())
  private let limit: Int

  /// A memo that keeps the first `limit` inputs' results.
  package init(limit: Int = 4096) { self.limit = limit }

  /// The value for `key`, made by `make` when it is not kept (a failure is not kept). The
  /// key is hashed before the lock and compared after it, as ``RunCache`` does.
  package func value<Failure: Error>(for key: Key, orMake make: () throws(Failure) -> Value)
    throws(Failure) -> Value
  {
    let hash = key.hashValue
    if let known = KeyedByHash.value(for: key, in: storage.withLock({ $0[hash] })) {
      return known
    }
    let made = try make()
    storage.withLock { values in
      guard values.count < limit, KeyedByHash.value(for: key, in: values[hash]) == nil else {
        return
      }
      values.insert(made, for: key, hash: hash)
    }
    return made
  }

  /// Whether a value for `key` is kept.
  package func contains(_ key: Key) -> Bool {
    let hash = key.hashValue
    return KeyedByHash.value(for: key, in: storage.withLock({ $0[hash] })) != nil
  }
}
