/// Something that says text aloud, one utterance after another, the way a speech synthesizer
/// behind a screen reader does: what is said while it speaks waits its turn, and ``cancel()``
/// stops the current utterance and drops what waits.
///
/// ``SpeechDispatcherSpeaker`` is the real one. ``SpeechPlayer`` drives a speaker from a
/// transcript.
package protocol Speaker: AnyObject, Sendable {
  /// Queues `text` in `voice` behind whatever is being said and returns the utterance's id.
  func say(_ text: String, voice: VoiceProfile) throws(SpeechError) -> Int

  /// Stops what is being said now and drops everything that waits.
  func cancel() throws(SpeechError)

  /// Waits until utterance `id` has ended or been cancelled, at most `timeout`; returns how it
  /// ended, or `nil` if the time ran out first.
  func waitUntilDone(_ id: Int, timeout: Duration) -> SpeechEvent.Kind?

  /// Waits until the synthesizer has begun utterance `id` (or it ended or was cancelled
  /// already), at most `timeout`; false if the time ran out first.
  func waitUntilBegun(_ id: Int, timeout: Duration) -> Bool

  /// Closes the speaker; later calls fail.
  func close()
}

extension Speaker {
  /// Speakers that report no beginning: at once.
  package func waitUntilBegun(_ id: Int, timeout: Duration) -> Bool { true }
}

/// Something the speech backend reported about one utterance.
package struct SpeechEvent: Equatable, Sendable, CustomStringConvertible {
  /// What happened.
  package enum Kind: String, Equatable, Sendable {
    /// The synthesizer started saying it.
    case begin
    /// It was said to the end.
    case end
    /// It was cut off or dropped before it ended.
    case cancel
  }

  /// The utterance's id, as ``Speaker/say(_:voice:)`` returned it.
  package var id: Int
  /// What happened.
  package var kind: Kind

  /// Creates an event.
  package init(id: Int, kind: Kind) {
    self.id = id
    self.kind = kind
  }

  /// `end #3`.
  package var description: String { "\(kind.rawValue) #\(id)" }
}

/// Why there is no sound: each says what is missing and how to get it, in one line.
package enum SpeechError: Error, Equatable, Sendable, CustomStringConvertible {
  /// This build has no speech-dispatcher support (built without the trait).
  case notInBuild
  /// The daemon cannot be reached (not running, not installed, wrong address).
  case noDaemon(String)
  /// The daemon took longer than the timeout to answer (`what` it was asked).
  case daemonNotResponding(what: String, seconds: Double)
  /// The daemon went away while we were talking to it.
  case daemonGone(String)
  /// The socket path is longer than a Unix socket address can hold.
  case socketPathTooLong(String)
  /// The daemon refused a setting speech needs (`what`).
  case refused(String)
  /// The speaker was closed.
  case closed

  /// The one line a command prints when speech is not available.
  package var description: String {
    switch self {
    case .notInBuild:
      "this a11ysim was built without speech; rebuild with "
        + "'swift build --traits SpeechDispatcher' (needs: apt-get install libspeechd-dev "
        + "speech-dispatcher speech-dispatcher-espeak-ng)"
    case .noDaemon(let detail):
      "cannot reach the speech-dispatcher daemon (\(detail)); start it with "
        + "'speech-dispatcher' or install it: apt-get install speech-dispatcher "
        + "speech-dispatcher-espeak-ng"
    case .daemonNotResponding(let what, let seconds):
      // Never advise killing the daemon: it may be the one the user's own screen reader speaks
      // through (Orca uses the session's speech-dispatcher).
      "speech-dispatcher did not answer \(what) within \(Self.format(seconds)) s; "
        + Self.notRespondingAdvice
    case .daemonGone(let detail):
      "speech-dispatcher went away (\(detail)); restart it with 'speech-dispatcher'"
    case .socketPathTooLong(let path):
      "the speech-dispatcher socket path is too long for a Unix socket (\(path.utf8.count) "
        + "bytes, at most 107): use a shorter SPEECHD_ADDRESS"
    case .refused(let what):
      "speech-dispatcher refused \(what); install its espeak-ng module: apt-get install "
        + "speech-dispatcher-espeak-ng"
    case .closed:
      "the speaker was closed"
    }
  }

  /// What to do about a daemon that does not answer, without touching the one a screen reader
  /// may be using.
  static let notRespondingAdvice =
    "wait longer with A11YSIM_SPEECH_TIMEOUT=SECONDS, or start a daemon of a11ysim's own "
    + "(Scripts/speech-daemon.sh start) and export SPEECHD_ADDRESS to it; do not kill the "
    + "daemon a screen reader may be using"

  private static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
