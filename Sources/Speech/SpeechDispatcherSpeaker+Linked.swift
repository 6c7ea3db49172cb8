#if SpeechDispatcher
  import CSpeechd
  import Foundation
  #if canImport(Glibc)
    import Glibc
  #endif

  /// Speaks through the speech-dispatcher daemon with libspeechd.
  ///
  /// The traps it guards (speech-dispatcher's libspeechd documentation and source): the connection is
  /// threaded and SIGPIPE is ignored, so a daemon that dies makes calls fail instead of killing
  /// the process; every call to the daemon runs on a worker thread and is given up after the
  /// timeout, so a daemon that hangs cannot hang us; autospawn is the caller's choice (tests
  /// turn it off); socket paths longer than a Unix socket address holds are refused.
  ///
  /// Every utterance is sent with priority `message`, which waits behind what is being said;
  /// ``cancel()`` stops the current utterance and drops what waits, as a screen reader's
  /// interrupting speech does.
  package final class SpeechDispatcherSpeaker: Speaker, @unchecked Sendable {
    private struct Handle: @unchecked Sendable {
      let connection: UnsafeMutablePointer<SPDConnection>
    }

    private let handle: Handle
    private let worker: DispatchQueue
    private let timeout: Duration
    private let clientID: Int
    private let lock = NSLock()
    private var broken: SpeechError?
    private var applied: VoiceProfile?
    private var isClosed = false

    /// Connects to the daemon at `address` (`unix_socket:PATH`; `nil` for libspeechd's default),
    /// starting one if `autospawn`, and waiting at most `timeout` for each answer.
    package init(
      address: String? = nil, autospawn: Bool = true, timeout: Duration = .seconds(3)
    ) throws(SpeechError) {
      signal(SIGPIPE, SIG_IGN)
      var path: String?
      if let address { path = try SpeechAddress.socketPath(address) }
      let socketPath = path
      let worker = DispatchQueue(label: "a11ysim.speech-dispatcher")
      let opened: OpenResult = try Self.run(
        on: worker, timeout: timeout, what: "the connection",
        abandon: { result in
          if case .success(let handle) = result { spd_close(handle.connection) }
        },
        { Self.open(socketPath: socketPath, autospawn: autospawn) })
      let handle: Handle
      switch opened {
      case .success(let opened): handle = opened
      case .failure(let error): throw error
      }
      let clientID = try Self.run(
        on: worker, timeout: timeout, what: "the notification setup",
        abandon: { _ in }, { Self.listen(handle.connection) })
      guard clientID >= 0 else {
        spd_close(handle.connection)
        throw .daemonGone("it refused the notification setup")
      }
      let pinned = try Self.run(
        on: worker, timeout: timeout, what: "the output module",
        abandon: { _ in }, { Self.pin(handle.connection) })
      guard pinned else {
        spd_close(handle.connection)
        throw .refused("the espeak-ng output module or punctuation mode none")
      }
      self.handle = handle
      self.worker = worker
      self.timeout = timeout
      self.clientID = Int(clientID)
    }

    private enum OpenResult: Sendable {
      case success(Handle)
      case failure(SpeechError)
    }

    private static func open(socketPath: String?, autospawn: Bool) -> OpenResult {
      var error: UnsafeMutablePointer<CChar>?
      var address = SPDConnectionAddress()
      address.method = SPD_METHOD_UNIX_SOCKET
      address.unix_socket_name = socketPath.flatMap { strdup($0) }
      defer { free(address.unix_socket_name) }
      let connection = withUnsafePointer(to: &address) { pointer in
        spd_open2(
          "a11ysim", "speech", nil, SPD_MODE_THREADED, socketPath == nil ? nil : pointer,
          autospawn ? 1 : 0, &error)
      }
      let message = error.map { String(cString: $0) } ?? "no reason given"
      free(error)
      guard let connection else {
        let detail = message.replacingOccurrences(of: "Error: ", with: "")
          .trimmingCharacters(in: .whitespacesAndNewlines)
        return .failure(.noDaemon(detail))
      }
      return .success(Handle(connection: connection))
    }

    /// Routes begin, end and cancel events to ``speechEvents``; returns the client id.
    private static func listen(_ connection: UnsafeMutablePointer<SPDConnection>) -> Int32 {
      let callback: SPDCallback = { message, client, type in
        let kind: SpeechEvent.Kind? =
          switch type {
          case SPD_EVENT_BEGIN: .begin
          case SPD_EVENT_END: .end
          case SPD_EVENT_CANCEL: .cancel
          default: nil
          }
        if let kind { speechEvents.record(client: client, SpeechEvent(id: message, kind: kind)) }
      }
      connection.pointee.callback_begin = callback
      connection.pointee.callback_end = callback
      connection.pointee.callback_cancel = callback
      for notification in [SPD_BEGIN, SPD_END, SPD_CANCEL]
      where spd_set_notification_on(connection, notification) != 0 {
        return -1
      }
      return spd_get_client_id(connection)
    }

    /// The output module and punctuation mode that the rate conversion
    /// (``VoiceProfile/dispatcherRate``) and the timing model assume, whatever the daemon's
    /// defaults: espeak-ng, as the WAV renderer uses, and punctuation not read aloud (as
    /// espeak-ng does by default), so that "Decrement. Button." is not said as "Decrement dot
    /// Button dot". Set for this connection only. Returns whether the daemon took both.
    private static func pin(_ connection: UnsafeMutablePointer<SPDConnection>) -> Bool {
      spd_set_output_module(connection, outputModule) == 0
        && spd_set_punctuation(connection, SPD_PUNCT_NONE) == 0
    }

    /// The output module every connection uses.
    static let outputModule = "espeak-ng"

    /// The output module the daemon says this connection uses.
    package var currentOutputModule: String? {
      let connection = handle
      guard
        let module = try? perform(
          "the output module",
          { () -> String? in
            guard let name = spd_get_output_module(connection.connection) else { return nil }
            defer { free(name) }
            return String(cString: name)
          })
      else { return nil }
      return module
    }

    /// Queues `text` in `voice` behind what is being said.
    package func say(_ text: String, voice: VoiceProfile) throws(SpeechError) -> Int {
      let changeVoice = try usable { applied != voice }
      let connection = handle
      let id = try perform("the text") { () -> Int32 in
        let c = connection.connection
        if changeVoice {
          let type = SPDVoiceType(
            rawValue: Int32((VoiceProfile.Voice.allCases.firstIndex(of: voice.voice) ?? 0) + 1))
          let results = [
            spd_set_language(c, voice.language), spd_set_voice_type(c, type),
            spd_set_voice_rate(c, Int32(voice.dispatcherRate)),
            spd_set_voice_pitch(c, Int32(voice.pitch)),
          ]
          if results.contains(where: { $0 != 0 }) { return -1 }
        }
        return spd_say(c, SPD_MESSAGE, text)
      }
      guard id >= 0 else { throw fail(.daemonGone("it did not take the text")) }
      lock.withLock { applied = voice }
      return Int(id)
    }

    /// Stops what is being said and drops what waits: this connection's messages only
    /// (`spd_cancel` is SSIP's `CANCEL self`), never other clients' of the same daemon.
    package func cancel() throws(SpeechError) {
      _ = try usable { true }
      let connection = handle
      let status = try perform("the cancel") { spd_cancel(connection.connection) }
      guard status == 0 else { throw fail(.daemonGone("it did not take the cancel")) }
    }

    /// Waits for the end or cancel event of utterance `id`.
    package func waitUntilDone(_ id: Int, timeout: Duration) -> SpeechEvent.Kind? {
      speechEvents.wait(client: clientID, id: id, timeout: timeout)
    }

    /// Waits for the begin (or end or cancel) event of utterance `id`.
    package func waitUntilBegun(_ id: Int, timeout: Duration) -> Bool {
      speechEvents.wait(client: clientID, id: id, kinds: [.begin, .end, .cancel], timeout: timeout)
        != nil
    }

    /// The events that arrived for this connection, in order.
    package var events: [SpeechEvent] { speechEvents.events(client: clientID) }

    /// Closes the connection (at once if the daemon hangs or it is already closed).
    package func close() {
      // A hung daemon keeps the worker busy forever: leave its connection alone.
      let closeConnection: Bool = lock.withLock {
        if isClosed { return false }
        isClosed = true
        defer { if broken == nil { broken = .closed } }
        switch broken {
        case nil, .daemonGone: return true
        default: return false
        }
      }
      guard closeConnection else { return }
      let connection = handle
      _ = try? Self.run(
        on: worker, timeout: timeout, what: "the close", abandon: { _ in },
        { spd_close(connection.connection) })
    }

    deinit { close() }

    private func usable<T>(_ body: () -> T) throws(SpeechError) -> T {
      lock.lock()
      defer { lock.unlock() }
      if let broken { throw broken }
      return body()
    }

    private func fail(_ error: SpeechError) -> SpeechError {
      lock.withLock {
        if broken == nil { broken = error }
      }
      return error
    }

    private func perform<T: Sendable>(
      _ what: String, _ body: @escaping @Sendable () -> T
    ) throws(SpeechError) -> T {
      do {
        return try Self.run(on: worker, timeout: timeout, what: what, abandon: { _ in }, body)
      } catch {
        throw fail(error)
      }
    }

    /// Runs `body` on `worker` and waits at most `timeout`; a result that comes too late goes
    /// to `abandon`.
    private static func run<T: Sendable>(
      on worker: DispatchQueue, timeout: Duration, what: String,
      abandon: @escaping @Sendable (T) -> Void, _ body: @escaping @Sendable () -> T
    ) throws(SpeechError) -> T {
      let box = LateResult<T>()
      let done = DispatchSemaphore(value: 0)
      worker.async {
        let value = body()
        if !box.deliver(value) { abandon(value) }
        done.signal()
      }
      let milliseconds =
        Int(timeout.components.seconds) * 1000
        + Int(timeout.components.attoseconds / 1_000_000_000_000_000)
      _ = done.wait(timeout: .now() + .milliseconds(milliseconds))
      guard let value = box.take() else {
        throw .daemonNotResponding(what: what, seconds: Double(milliseconds) / 1000)
      }
      return value
    }
  }

  /// A value from a worker thread that the waiter may have given up on.
  private final class LateResult<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?
    private var givenUp = false

    /// Stores the value; false if the waiter gave up.
    func deliver(_ value: T) -> Bool {
      lock.withLock {
        if givenUp { return false }
        self.value = value
        return true
      }
    }

    /// The value, or nil (and the waiter gives up).
    func take() -> T? {
      lock.withLock {
        if value == nil { givenUp = true }
        return value
      }
    }
  }

  /// Events from libspeechd's callback thread, kept by client id.
  final class SpeechEventLog: @unchecked Sendable {
    private let condition = NSCondition()
    private var byClient: [Int: [SpeechEvent]] = [:]

    /// Keeps `event` for `client` and wakes waiters.
    func record(client: Int, _ event: SpeechEvent) {
      condition.lock()
      byClient[client, default: []].append(event)
      condition.broadcast()
      condition.unlock()
    }

    /// The events of `client` so far.
    func events(client: Int) -> [SpeechEvent] {
      condition.lock()
      defer { condition.unlock() }
      return byClient[client] ?? []
    }

    /// Waits for the end or cancel of message `id` of `client`.
    func wait(client: Int, id: Int, timeout: Duration) -> SpeechEvent.Kind? {
      wait(client: client, id: id, kinds: [.end, .cancel], timeout: timeout)
    }

    /// Waits for an event of one of `kinds` for message `id` of `client`.
    func wait(
      client: Int, id: Int, kinds: Set<SpeechEvent.Kind>, timeout: Duration
    ) -> SpeechEvent.Kind? {
      let seconds =
        Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
      let deadline = Date(timeIntervalSinceNow: seconds)
      condition.lock()
      defer { condition.unlock() }
      while true {
        if let event = byClient[client]?.last(where: { $0.id == id && kinds.contains($0.kind) }) {
          return event.kind
        }
        if !condition.wait(until: deadline) {
          return byClient[client]?.last { $0.id == id && kinds.contains($0.kind) }?.kind
        }
      }
    }
  }

  /// Every connection's events (libspeechd's callbacks are C functions and carry no context).
  /// They are kept by client id, which is unique per daemon: connections to two daemons at once
  /// (only tests do that) can mix their events.
  let speechEvents = SpeechEventLog()
#endif
