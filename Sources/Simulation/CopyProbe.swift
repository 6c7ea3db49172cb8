/// Tells a simulation when it is changed while a copy of it is alive: then Swift copies its
/// log and transcript in full before the change. A runner that copies the simulation for every
/// step does that N times, and N steps cost N² (issue 10). ``CopyCount`` counts those changes,
/// so tests can check that a runner changes its simulation in place.
final class CopyProbe: Sendable {}

/// How many times a simulation was changed while a copy of it was alive.
struct CopyCount: Sendable {
  private var probe = CopyProbe()
  /// The count.
  private(set) var value = 0

  /// Called before each change.
  mutating func willChange() {
    if !isKnownUniquelyReferenced(&probe) {
      value += 1
      probe = CopyProbe()
    }
  }
}
