/// Compact JSON written straight to UTF-8 bytes, with no ``JSONValue`` or dictionary built on
/// the way: the writer of the hot messages of a run's stream (a 20,000-scenario run writes
/// millions of them).
///
/// Members are written in the order given; callers give an object's keys in the order
/// ``JSONValue`` renders them (sorted), so both write the same bytes. Commas are the writer's:
/// every value, member and container start writes one when something came before it at the
/// same level.
package struct JSONOutput {
  /// The text so far.
  package private(set) var bytes: [UInt8] = []
  /// Whether the next value or member follows another at its level.
  private var needsComma = false
  /// Whether what is written goes inside a JSON string (see ``beginEmbedded()``): quotes,
  /// backslashes and control characters are then escaped once more.
  private var embedded = false

  /// An empty output.
  package init() {}

  /// An empty output with room for `capacity` bytes.
  package init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Empties the output, keeping its storage.
  package mutating func reset() {
    bytes.removeAll(keepingCapacity: true)
    needsComma = false
    embedded = false
  }

  /// Opens a string whose content is the JSON written until ``endEmbedded()``, escaped as a
  /// string's content: how an attachment's JSON body is written inside its message in one pass,
  /// with no second buffer to quote afterwards.
  package mutating func beginEmbedded() {
    precondition(!embedded, "an embedded string inside another")
    separate()
    bytes.append(UInt8(ascii: "\""))
    embedded = true
    needsComma = false
  }

  /// Closes the string opened by ``beginEmbedded()``.
  package mutating func endEmbedded() {
    precondition(embedded, "no embedded string to end")
    embedded = false
    bytes.append(UInt8(ascii: "\""))
    needsComma = true
  }

  @inline(__always) private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }

  /// Starts a member of the current object: `"key":` (after a comma when one is due).
  package mutating func key(_ name: StaticString) {
    let comma = needsComma
    needsComma = false
    let embedded = embedded
    name.withUTF8Buffer { name in
      // Keys need no escaping: the comma, the quoted name and the colon in one copy (the
      // quotes escaped inside an embedded string).
      let count = name.count
      bytes.append(addingCapacity: count + 6) { span in
        span.withUnsafeMutableBufferPointer { buffer, initialized in
          let start = buffer.baseAddress.unsafelyUnwrapped + initialized
          var at = start
          if comma {
            at.initialize(to: UInt8(ascii: ","))
            at += 1
          }
          at = JSONOutput.writeQuote(at: at, embedded: embedded)
          if let source = name.baseAddress { at.initialize(from: source, count: count) }
          at = JSONOutput.writeQuote(at: at + count, embedded: embedded)
          at.initialize(to: UInt8(ascii: ":"))
          initialized += at + 1 - start
        }
      }
    }
  }

  /// Writes `"` (`\"` when `embedded`) at `at`; returns where it ends.
  @inline(__always)
  private static func writeQuote(
    at: UnsafeMutablePointer<UInt8>, embedded: Bool
  ) -> UnsafeMutablePointer<UInt8> {
    if embedded {
      at.initialize(to: UInt8(ascii: "\\"))
      (at + 1).initialize(to: UInt8(ascii: "\""))
      return at + 2
    }
    at.initialize(to: UInt8(ascii: "\""))
    return at + 1
  }

  /// Starts a member whose key is not known until the program runs.
  package mutating func dynamicKey(_ name: String) {
    separate()
    JSONOutput.appendQuoted(name, embedded: embedded, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  /// Ends a line of NDJSON: a newline, after which a value needs no comma.
  package mutating func newline() {
    bytes.append(0x0A)
    needsComma = false
  }

  /// `{`.
  package mutating func beginObject() {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
  }

  /// `}`.
  package mutating func endObject() {
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  /// `[`.
  package mutating func beginArray() {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
  }

  /// `]`.
  package mutating func endArray() {
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// A string, quoted and escaped as ``JSONValue`` escapes it.
  package mutating func string(_ text: String) {
    separate()
    JSONOutput.appendQuoted(text, embedded: embedded, to: &bytes)
    needsComma = true
  }

  /// An integer.
  package mutating func integer(_ value: Int) {
    separate()
    JSONOutput.appendInteger(value, to: &bytes)
    needsComma = true
  }

  /// `true` or `false`.
  package mutating func bool(_ value: Bool) {
    separate()
    let text: StaticString = value ? "true" : "false"
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    needsComma = true
  }

  /// Any value, rendered as ``JSONValue/render(into:)-([UInt8])`` renders it.
  package mutating func value(_ value: JSONValue) {
    separate()
    if embedded {
      var json: [UInt8] = []
      value.render(into: &json)
      json.withUnsafeBufferPointer { JSONOutput.appendEscaped($0, embedded: false, to: &bytes) }
    } else {
      value.render(into: &bytes)
    }
    needsComma = true
  }

  /// A string given as UTF-8 bytes (such as another output's JSON), quoted and escaped.
  package mutating func string(utf8 text: [UInt8]) {
    separate()
    text.withUnsafeBufferPointer {
      JSONOutput.appendQuoted(utf8: $0, embedded: embedded, to: &bytes)
    }
    needsComma = true
  }

  /// Appends `text` unquoted: text inside a string, such as the lines of a plain-text
  /// attachment's body between ``beginEmbedded()`` and ``endEmbedded()`` (escaped there), or
  /// text built elsewhere as it is.
  package mutating func rawText(_ text: String) {
    if embedded {
      var text = text
      text.withUTF8 { JSONOutput.appendEscaped($0, embedded: false, to: &bytes) }
    } else {
      bytes.append(contentsOf: text.utf8)
    }
  }

  /// Appends `raw` as it is: whole lines of NDJSON written elsewhere.
  package mutating func rawBytes(_ raw: [UInt8]) {
    bytes.append(contentsOf: raw)
  }

  /// A value already rendered as compact JSON.
  package mutating func rendered(_ json: [UInt8]) {
    separate()
    if embedded {
      json.withUnsafeBufferPointer { JSONOutput.appendEscaped($0, embedded: false, to: &bytes) }
    } else {
      bytes.append(contentsOf: json)
    }
    needsComma = true
  }

  // Fragments: text a writer of one message kind puts together itself, its punctuation and
  // keys written as one constant (`","testStepId":"m`), for the messages a run writes by the
  // million. They leave the comma state as it is, so a line is either all fragments or none.

  /// Appends `text` (JSON punctuation and keys) as it is.
  package mutating func fragment(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends `value` in decimal.
  package mutating func fragment(_ value: Int) {
    JSONOutput.appendInteger(value, to: &bytes)
  }

  /// Appends `text` quoted and escaped.
  package mutating func fragment(quoted text: String) {
    JSONOutput.appendQuoted(text, to: &bytes)
  }

  /// Has `body` write fragments through a ``Cursor`` into room for `capacity` bytes reserved
  /// at once: a message's constants and numbers with one check of the buffer, not one per
  /// fragment. Writing more than `capacity` bytes stops the program.
  package mutating func fragments(capacity: Int, _ body: (inout Cursor) -> Void) {
    bytes.append(addingCapacity: capacity) { span in
      span.withUnsafeMutableBufferPointer { buffer, initialized in
        let start = buffer.baseAddress.unsafelyUnwrapped
        var cursor = Cursor(position: start + initialized, end: start + buffer.count)
        body(&cursor)
        initialized = cursor.position - start
      }
    }
  }

  /// A member (or value) of the current level whose text is constants and numbers, written
  /// through a ``Cursor`` after a comma when one is due (not inside an embedded string).
  package mutating func member(capacity: Int, _ body: (inout Cursor) -> Void) {
    precondition(!embedded, "fragments inside an embedded string")
    separate()
    fragments(capacity: capacity, body)
    needsComma = true
  }

  /// Where ``fragments(capacity:_:)`` writes: constants and numbers, in room reserved before.
  package struct Cursor {
    /// The most bytes an `Int` takes in decimal (`-9223372036854775808`).
    package static let maxIntegerCount = 20

    fileprivate var position: UnsafeMutablePointer<UInt8>
    fileprivate let end: UnsafeMutablePointer<UInt8>

    /// Writes `text` as it is.
    package mutating func fragment(_ text: StaticString) {
      text.withUTF8Buffer { text in
        precondition(end - position >= text.count, "more written than reserved")
        if let source = text.baseAddress { position.initialize(from: source, count: text.count) }
        position += text.count
      }
    }

    /// Writes `value` in decimal.
    package mutating func fragment(_ value: Int) {
      precondition(end - position >= Cursor.maxIntegerCount, "more written than reserved")
      position += Cursor.write(value, at: position)
    }

    /// Writes `value` in decimal at `start`, which has room for ``maxIntegerCount`` bytes;
    /// returns how many it wrote. Two digits at a time, from the end.
    fileprivate static func write(_ value: Int, at start: UnsafeMutablePointer<UInt8>) -> Int {
      var magnitude = value.magnitude
      var digits = 1
      var power: UInt = 10
      // 10^19 is the first power above every magnitude (Int.min's is 9.2 × 10^18).
      while digits < 19, magnitude >= power {
        digits += 1
        power &*= 10
      }
      let sign = value < 0 ? 1 : 0
      if sign == 1 { start.initialize(to: UInt8(ascii: "-")) }
      var at = start + sign + digits
      pairs.withUTF8Buffer { pairs in
        while magnitude >= 10 {
          let pair = Int(magnitude % 100) &* 2
          magnitude /= 100
          at -= 2
          at.initialize(to: pairs[pair])
          (at + 1).initialize(to: pairs[pair &+ 1])
        }
        if at > start + sign {
          at -= 1
          at.initialize(to: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude))
        }
      }
      return sign + digits
    }

    /// "00", "01", … "99".
    private static let pairs: StaticString = """
      00010203040506070809101112131415161718192021222324252627282930313233343536373839\
      40414243444546474849505152535455565758596061626364656667686970717273747576777879\
      8081828384858687888990919293949596979899
      """
  }

  /// `"key":"text"`.
  package mutating func member(_ name: StaticString, _ text: String) {
    key(name)
    string(text)
  }

  /// `"key":"text"`, or nothing when `text` is nil.
  package mutating func member(_ name: StaticString, _ text: String?) {
    guard let text else { return }
    key(name)
    string(text)
  }

  /// `"key":N`.
  package mutating func member(_ name: StaticString, _ value: Int) {
    key(name)
    integer(value)
  }

  /// `"key":N`, or nothing when `value` is nil.
  package mutating func member(_ name: StaticString, _ value: Int?) {
    guard let value else { return }
    key(name)
    integer(value)
  }

  /// `"key":true` or `"key":false`.
  package mutating func member(_ name: StaticString, _ value: Bool) {
    key(name)
    bool(value)
  }

  /// `"key":["a","b"]`.
  package mutating func member(_ name: StaticString, _ texts: some Sequence<String>) {
    key(name)
    beginArray()
    for text in texts { string(text) }
    endArray()
  }

  /// Appends `value` in decimal.
  package static func appendInteger(_ value: Int, to out: inout [UInt8]) {
    out.append(addingCapacity: Cursor.maxIntegerCount) { span in
      span.withUnsafeMutableBufferPointer { buffer, initialized in
        let start = buffer.baseAddress.unsafelyUnwrapped + initialized
        initialized += Cursor.write(value, at: start)
      }
    }
  }

  private static let hexDigits: StaticString = "0123456789abcdef"

  /// Appends `text` quoted, escaping what JSON requires (quotes, backslashes, control
  /// characters); every other byte of its UTF-8 is copied as it is. `embedded`: the quoted
  /// text goes inside another string, so its quotes and escapes are escaped once more.
  package static func appendQuoted(_ text: String, embedded: Bool = false, to out: inout [UInt8]) {
    var text = text
    text.withUTF8 { appendQuoted(utf8: $0, embedded: embedded, to: &out) }
  }

  /// Appends UTF-8 text quoted, as ``appendQuoted(_:embedded:to:)`` does.
  package static func appendQuoted(
    utf8 bytes: UnsafeBufferPointer<UInt8>, embedded: Bool = false, to out: inout [UInt8]
  ) {
    let count = bytes.count
    let clean = cleanPrefixCount(bytes, from: 0)
    // The quotes and the text up to its first escape (most texts have none) in one copy.
    out.append(addingCapacity: clean + (clean == count ? 4 : 2)) { span in
      span.withUnsafeMutableBufferPointer { buffer, initialized in
        let start = buffer.baseAddress.unsafelyUnwrapped + initialized
        var at = writeQuote(at: start, embedded: embedded)
        if let source = bytes.baseAddress { at.initialize(from: source, count: clean) }
        at += clean
        if clean == count { at = writeQuote(at: at, embedded: embedded) }
        initialized += at - start
      }
    }
    guard clean < count else { return }
    appendEscaped(bytes, from: clean, embedded: embedded, to: &out)
    if embedded { out.append(UInt8(ascii: "\\")) }
    out.append(UInt8(ascii: "\""))
  }

  /// Appends UTF-8 text escaped as a JSON string's content, unquoted (escaped twice when
  /// `embedded`), from `start` on. Runs of bytes that need no escaping are copied whole.
  static func appendEscaped(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, embedded: Bool,
    to out: inout [UInt8]
  ) {
    guard let base = bytes.baseAddress else { return }
    let count = bytes.count
    var index = start
    while index < count {
      let clean = cleanPrefixCount(bytes, from: index)
      if index < clean {
        out.append(contentsOf: UnsafeBufferPointer(start: base + index, count: clean - index))
      }
      guard clean < count else { return }
      appendEscape(base[clean], embedded: embedded, to: &out)
      index = clean + 1
    }
  }

  /// Where the first byte from `start` on that needs escaping (a control character, a quote
  /// or a backslash) is, or the count when none does.
  @inline(__always)
  private static func cleanPrefixCount(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int
  {
    guard let base = bytes.baseAddress else { return 0 }
    let count = bytes.count
    var index = start
    // Eight bytes at a time while none of them needs escaping: most text has nothing to
    // escape, and long texts (sources, doc strings, attachments) are most of a stream.
    while index + 8 <= count,
      !mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
    {
      index += 8
    }
    while index < count {
      let byte = base[index]
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return index }
      index += 1
    }
    return count
  }

  /// Whether any of the eight bytes of `word` is a control character, a quote or a backslash
  /// (never false when one is; "Bit Twiddling Hacks", https://graphics.stanford.edu/~seander/bithacks.html#HasLessInWord).
  @inline(__always) private static func mayNeedEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quotes = word ^ 0x2222_2222_2222_2222
    let backslashes = word ^ 0x5C5C_5C5C_5C5C_5C5C
    let control = (word &- 0x2020_2020_2020_2020) & ~word
    let quote = (quotes &- ones) & ~quotes
    let backslash = (backslashes &- ones) & ~backslashes
    return (control | quote | backslash) & highs != 0
  }

  /// Appends the escape of `byte`; `embedded`, that escape escaped again (`"` is `\\\"`).
  private static func appendEscape(_ byte: UInt8, embedded: Bool, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\\"))
    if embedded { out.append(UInt8(ascii: "\\")) }
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"):
      if embedded { out.append(UInt8(ascii: "\\")) }
      out.append(byte)
    case 0x0A: out.append(UInt8(ascii: "n"))
    case 0x0D: out.append(UInt8(ascii: "r"))
    case 0x09: out.append(UInt8(ascii: "t"))
    default:
      hexDigits.withUTF8Buffer { hex in
        out.append(UInt8(ascii: "u"))
        out.append(UInt8(ascii: "0"))
        out.append(UInt8(ascii: "0"))
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0x0F)])
      }
    }
  }
}
