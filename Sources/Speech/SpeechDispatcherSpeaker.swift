import Foundation

/// Whether this build can talk to speech-dispatcher (built with the `SpeechDispatcher` trait).
package let speechDispatcherInBuild: Bool = {
  #if SpeechDispatcher
    true
  #else
    false
  #endif
}()

/// The address a connection uses: `unix_socket:/tmp/spd.x/run/speechd.sock` or a bare path.
/// `nil` means libspeechd's default (`$SPEECHD_ADDRESS`, else the user's runtime directory).
enum SpeechAddress {
  /// The longest path a Unix socket address holds.
  static let maximumPathBytes = 107

  /// The socket path in `address`, checked for length.
  static func socketPath(_ address: String) throws(SpeechError) -> String {
    let path: String
    if address.hasPrefix("/") {
      path = address
    } else if address.hasPrefix("unix_socket:") {
      path = String(address.dropFirst("unix_socket:".count))
    } else {
      throw .noDaemon("unsupported address '\(address)'; use unix_socket:/path/to/speechd.sock")
    }
    guard path.utf8.count <= maximumPathBytes else { throw .socketPathTooLong(path) }
    return path
  }
}

#if !SpeechDispatcher
  /// The speech-dispatcher speaker. This build has none: creating one throws
  /// ``SpeechError/notInBuild``. Build with `--traits SpeechDispatcher` for the real one.
  package final class SpeechDispatcherSpeaker: Speaker {
    /// Always throws ``SpeechError/notInBuild``.
    package init(
      address: String? = nil, autospawn: Bool = true, timeout: Duration = .seconds(3)
    ) throws(SpeechError) {
      throw .notInBuild
    }

    /// Never reached.
    package func say(_ text: String, voice: VoiceProfile) throws(SpeechError) -> Int {
      throw .notInBuild
    }

    /// Never reached.
    package func cancel() throws(SpeechError) { throw .notInBuild }

    /// Never reached.
    package func waitUntilDone(_ id: Int, timeout: Duration) -> SpeechEvent.Kind? { nil }

    /// Never reached.
    package func waitUntilBegun(_ id: Int, timeout: Duration) -> Bool { false }

    /// Never reached.
    package func close() {}

    /// Never reached.
    package var events: [SpeechEvent] { [] }

    /// Never reached.
    package var currentOutputModule: String? { nil }
  }
#endif
