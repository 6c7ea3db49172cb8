import ScenarioRunner
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What a second stop signal means, on a clock the test gives: GNU `timeout`'s SIGTERM sent
/// to the child and then to its group is one request; a later or different signal is another.
@Suite("Interrupt policy")
struct InterruptPolicyTests {
  @Test("The same signal within the window is the same request; at the window it is a new one")
  func sameSignal() {
    var policy = InterruptPolicy()
    #expect(policy.window == 1)
    #expect(policy.meaning(of: SIGTERM, at: 100) == .stop)
    #expect(policy.meaning(of: SIGTERM, at: 100) == .repeated)
    #expect(policy.meaning(of: SIGTERM, at: 100.999) == .repeated)
    #expect(policy.meaning(of: SIGTERM, at: 101) == .stopNow)
    #expect(policy.firstSignal == SIGTERM)
  }

  @Test("A different signal, even at once, stops at once")
  func differentSignal() {
    var policy = InterruptPolicy()
    #expect(policy.meaning(of: SIGTERM, at: 5) == .stop)
    #expect(policy.meaning(of: SIGINT, at: 5) == .stopNow)
    var zero = InterruptPolicy(window: 0)
    #expect(zero.meaning(of: SIGINT, at: 5) == .stop)
    #expect(zero.meaning(of: SIGINT, at: 5) == .stopNow)
  }
}
