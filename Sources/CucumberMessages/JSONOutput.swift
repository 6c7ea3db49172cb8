/// Compact JSON written straight to UTF-8 bytes, with no ``JSONValue`` or dictionary built on
/// the way: the writer of the hot messages of a run's stream (a 20,000-scenario run writes
/// millions of them).
///
/// Members are written in the order given; callers give an object's keys in the order
/// ``JSONValue`` renders them (sorted), so both write the same bytes. Commas are the writer's:
/// every value, member and container start writes one when something came before it at the
/// same level.
///
/// The bytes live in memory of the output's own, written through a pointer: each piece checks
/// for room once (the most it can take) and is then copied or formatted in place, with no
/// array append per byte or per piece. Copies of an output share that memory until one of them
/// writes (then it takes a copy of its own), so an output is a value like an array.
package struct JSONOutput: @unchecked Sendable {
  // @unchecked: the memory is written only through an output that alone refers to it
  // (`reserve` copies it first otherwise), as an array's is.

  /// The memory, freed when the last output that refers to it goes.
  private final class Allocation {
    let base: UnsafeMutablePointer<UInt8>
    init(capacity: Int) { base = .allocate(capacity: capacity) }
    deinit { base.deallocate() }
  }

  private var allocation: Allocation
  /// `allocation.base`, kept here so that writing reads no class property.
  private var base: UnsafeMutablePointer<UInt8>
  /// How many bytes are written.
  private var used = 0
  /// How many bytes `allocation` has room for.
  private var capacity: Int
  /// Whether the next value or member follows another at its level.
  private var needsComma = false
  /// Whether what is written goes inside a JSON string (see ``beginEmbedded()``): quotes,
  /// backslashes and control characters are then escaped once more.
  private var embedded = false

  /// An empty output.
  package init() { self.init(capacity: 256) }

  /// An empty output with room for `capacity` bytes.
  package init(capacity: Int) {
    let capacity = Swift.max(capacity, 16)
    allocation = Allocation(capacity: capacity)
    base = allocation.base
    self.capacity = capacity
  }

  /// The text so far (a copy).
  package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: used)) }

  /// Hands the text so far to `body` in place, with no copy: how a buffered writer drains
  /// its chunk to a file. The memory is valid only during `body`.
  package func withUnsafeBytes<Result, Failure: Error>(
    _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    defer { withExtendedLifetime(allocation) {} }
    return try body(UnsafeRawBufferPointer(start: base, count: used))
  }

  /// How many bytes are written.
  package var count: Int { used }

  /// Whether nothing is written.
  package var isEmpty: Bool { used == 0 }

  /// Empties the output, keeping its memory.
  package mutating func reset() {
    used = 0
    needsComma = false
    embedded = false
  }

  /// Where the next `needed` bytes go: the end of the text, with room for them (and memory
  /// of this output's own). Write them, then ``commit(_:)`` where they end.
  @inline(__always)
  private mutating func reserve(_ needed: Int) -> UnsafeMutablePointer<UInt8> {
    if _slowPath(capacity &- used < needed || !isKnownUniquelyReferenced(&allocation)) {
      grow(needed)
    }
    return base + used
  }

  /// Moves the text to memory of its own with room for `needed` more bytes (at least twice
  /// what it had when it grows).
  @inline(never)
  private mutating func grow(_ needed: Int) {
    let newCapacity =
      capacity &- used < needed ? Swift.max(capacity &* 2, used &+ needed) : capacity
    let moved = Allocation(capacity: newCapacity)
    moved.base.initialize(from: base, count: used)
    allocation = moved
    base = moved.base
    capacity = newCapacity
  }

  /// Ends what was written since ``reserve(_:)`` at `end`.
  @inline(__always)
  private mutating func commit(_ end: UnsafeMutablePointer<UInt8>) {
    used = end - base
  }

  /// `byte`, after a comma when `comma`.
  @inline(__always)
  private mutating func punctuation(_ byte: UInt8, comma: Bool) {
    var at = reserve(2)
    if comma {
      at.initialize(to: UInt8(ascii: ","))
      at += 1
    }
    at.initialize(to: byte)
    commit(at + 1)
  }

  /// Copies `count` bytes from `source` (which is not this output's memory).
  @inline(__always)
  private mutating func copy(_ source: UnsafePointer<UInt8>?, count: Int) {
    guard let source, count > 0 else { return }
    let at = reserve(count)
    at.initialize(from: source, count: count)
    commit(at + count)
  }

  /// Opens a string whose content is the JSON written until ``endEmbedded()``, escaped as a
  /// string's content: how an attachment's JSON body is written inside its message in one pass,
  /// with no second buffer to quote afterwards.
  package mutating func beginEmbedded() {
    precondition(!embedded, "an embedded string inside another")
    punctuation(UInt8(ascii: "\""), comma: needsComma)
    embedded = true
    needsComma = false
  }

  /// Closes the string opened by ``beginEmbedded()``.
  package mutating func endEmbedded() {
    precondition(embedded, "no embedded string to end")
    embedded = false
    punctuation(UInt8(ascii: "\""), comma: false)
    needsComma = true
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
      var at = reserve(count &+ 6)
      if comma {
        at.initialize(to: UInt8(ascii: ","))
        at += 1
      }
      at = JSONOutput.writeQuote(at: at, embedded: embedded)
      if let source = name.baseAddress { at.initialize(from: source, count: count) }
      at = JSONOutput.writeQuote(at: at + count, embedded: embedded)
      at.initialize(to: UInt8(ascii: ":"))
      commit(at + 1)
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
    quoted(name, comma: needsComma, embedded: embedded)
    punctuation(UInt8(ascii: ":"), comma: false)
    needsComma = false
  }

  /// Ends a line of NDJSON: a newline, after which a value needs no comma.
  package mutating func newline() {
    punctuation(0x0A, comma: false)
    needsComma = false
  }

  /// `{`.
  package mutating func beginObject() {
    punctuation(UInt8(ascii: "{"), comma: needsComma)
    needsComma = false
  }

  /// `}`.
  package mutating func endObject() {
    punctuation(UInt8(ascii: "}"), comma: false)
    needsComma = true
  }

  /// `[`.
  package mutating func beginArray() {
    punctuation(UInt8(ascii: "["), comma: needsComma)
    needsComma = false
  }

  /// `]`.
  package mutating func endArray() {
    punctuation(UInt8(ascii: "]"), comma: false)
    needsComma = true
  }

  /// A string, quoted and escaped as ``JSONValue`` escapes it.
  package mutating func string(_ text: String) {
    quoted(text, comma: needsComma, embedded: embedded)
    needsComma = true
  }

  /// An integer.
  package mutating func integer(_ value: Int) {
    var at = reserve(Cursor.maxIntegerCount &+ 1)
    if needsComma {
      at.initialize(to: UInt8(ascii: ","))
      at += 1
    }
    commit(at + Cursor.write(value, at: at))
    needsComma = true
  }

  /// `true` or `false`.
  package mutating func bool(_ value: Bool) {
    if needsComma { punctuation(UInt8(ascii: ","), comma: false) }
    fragment(value ? "true" : "false")
    needsComma = true
  }

  /// Any value, rendered as ``JSONValue/render(into:)-([UInt8])`` renders it.
  package mutating func value(_ value: JSONValue) {
    var json: [UInt8] = []
    value.render(into: &json)
    rendered(json)
  }

  /// A string given as UTF-8 bytes (such as another output's JSON), quoted and escaped.
  package mutating func string(utf8 text: [UInt8]) {
    let comma = needsComma
    let embedded = embedded
    text.withUnsafeBufferPointer { quoted($0, comma: comma, embedded: embedded) }
    needsComma = true
  }

  /// Appends `text` unquoted: text inside a string, such as the lines of a plain-text
  /// attachment's body between ``beginEmbedded()`` and ``endEmbedded()`` (escaped there), or
  /// text built elsewhere as it is.
  package mutating func rawText(_ text: String) {
    var text = text
    if embedded {
      text.withUTF8 { escaped($0) }
    } else {
      text.withUTF8 { copy($0.baseAddress, count: $0.count) }
    }
  }

  /// Appends `raw` as it is: whole lines of NDJSON written elsewhere.
  package mutating func rawBytes(_ raw: [UInt8]) {
    raw.withUnsafeBufferPointer { copy($0.baseAddress, count: $0.count) }
  }

  /// A value already rendered as compact JSON.
  package mutating func rendered(_ json: [UInt8]) {
    if needsComma { punctuation(UInt8(ascii: ","), comma: false) }
    if embedded {
      json.withUnsafeBufferPointer { escaped($0) }
    } else {
      json.withUnsafeBufferPointer { copy($0.baseAddress, count: $0.count) }
    }
    needsComma = true
  }

  /// `text` quoted and escaped (escaped twice when `embedded`), after a comma when `comma`.
  @inline(__always)
  private mutating func quoted(_ text: String, comma: Bool, embedded: Bool) {
    var text = text
    text.withUTF8 { quoted($0, comma: comma, embedded: embedded) }
  }

  /// UTF-8 text quoted and escaped (escaped twice when `embedded`), after a comma when
  /// `comma`: the room for it checked once, the text up to its first escape (most texts have
  /// none) copied whole.
  private mutating func quoted(
    _ text: UnsafeBufferPointer<UInt8>, comma: Bool, embedded: Bool
  ) {
    let clean = JSONOutput.cleanPrefixCount(text, from: 0)
    var at = reserve(JSONOutput.quotedRoom(text.count, clean: clean) &+ 1)
    if comma {
      at.initialize(to: UInt8(ascii: ","))
      at += 1
    }
    commit(JSONOutput.writeQuoted(text, clean: clean, embedded: embedded, at: at))
  }

  /// UTF-8 text escaped once as a string's content, unquoted.
  private mutating func escaped(_ text: UnsafeBufferPointer<UInt8>) {
    let at = reserve(text.count &* JSONOutput.longestEscape)
    commit(JSONOutput.writeEscaped(text, from: 0, embedded: false, at: at))
  }

  // Fragments: text a writer of one message kind puts together itself, its punctuation and
  // keys written as one constant (`","testStepId":"m`), for the messages a run writes by the
  // million. They leave the comma state as it is, so a line is either all fragments or none.

  /// Appends `text` (JSON punctuation and keys) as it is.
  package mutating func fragment(_ text: StaticString) {
    text.withUTF8Buffer { copy($0.baseAddress, count: $0.count) }
  }

  /// Appends `value` in decimal.
  package mutating func fragment(_ value: Int) {
    let at = reserve(Cursor.maxIntegerCount)
    commit(at + Cursor.write(value, at: at))
  }

  /// Appends `text` quoted and escaped.
  package mutating func fragment(quoted text: String) {
    quoted(text, comma: false, embedded: false)
  }

  /// Has `body` write fragments through a ``Cursor`` into room for `capacity` bytes reserved
  /// at once: a message's constants and numbers with one check of the buffer, not one per
  /// fragment. Writing more than `capacity` bytes stops the program.
  package mutating func fragments(capacity: Int, _ body: (inout Cursor) -> Void) {
    let start = reserve(capacity)
    var cursor = Cursor(position: start, end: start + capacity)
    body(&cursor)
    commit(cursor.position)
  }

  /// A member (or value) of the current level whose text is constants and numbers, written
  /// through a ``Cursor`` after a comma when one is due (not inside an embedded string).
  package mutating func member(capacity: Int, _ body: (inout Cursor) -> Void) {
    precondition(!embedded, "fragments inside an embedded string")
    if needsComma { punctuation(UInt8(ascii: ","), comma: false) }
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
      // The digits from the bits: 1233 / 4096 is just over log10(2), so `estimate` is the
      // digits of 2^bits less one, or one short of that; one comparison with a power of ten
      // settles it (at most 19: 10^19 is above every magnitude, Int.min's is 9.2 × 10^18).
      let bits = UInt.bitWidth &- magnitude.leadingZeroBitCount
      let estimate = (bits &* 1233) >> 12
      let digits = estimate &+ (magnitude >= Cursor.powerOfTen(estimate) ? 1 : 0)
      let sign = value < 0 ? 1 : 0
      if sign == 1 { start.initialize(to: UInt8(ascii: "-")) }
      let first = start + sign
      // Zero has no bits and one digit.
      let count = Swift.max(digits, 1)
      var at = first + count
      pairs.withUTF8Buffer { pairs in
        while magnitude >= 10 {
          let pair = Int(truncatingIfNeeded: magnitude % 100) &* 2
          magnitude /= 100
          at -= 2
          at.initialize(to: pairs[pair])
          (at + 1).initialize(to: pairs[pair &+ 1])
        }
        if at > first {
          (at - 1).initialize(to: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude))
        }
      }
      return sign &+ count
    }

    /// 10^`exponent`, for `exponent` in 0...19 (a table the compiler makes of the switch).
    @inline(__always)
    private static func powerOfTen(_ exponent: Int) -> UInt {
      switch exponent {
      case 0: 1
      case 1: 10
      case 2: 100
      case 3: 1_000
      case 4: 10_000
      case 5: 100_000
      case 6: 1_000_000
      case 7: 10_000_000
      case 8: 100_000_000
      case 9: 1_000_000_000
      case 10: 10_000_000_000
      case 11: 100_000_000_000
      case 12: 1_000_000_000_000
      case 13: 10_000_000_000_000
      case 14: 100_000_000_000_000
      case 15: 1_000_000_000_000_000
      case 16: 10_000_000_000_000_000
      case 17: 100_000_000_000_000_000
      case 18: 1_000_000_000_000_000_000
      case 19: 10_000_000_000_000_000_000
      default: .max
      }
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

  /// The most bytes one byte of text takes escaped: a control character inside an embedded
  /// string (`\\u001f`).
  private static var longestEscape: Int { 7 }

  /// The most bytes `count` bytes of text take quoted when the first `clean` need no escape.
  @inline(__always)
  private static func quotedRoom(_ count: Int, clean: Int) -> Int {
    clean &+ (count &- clean) &* longestEscape &+ 4
  }

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
    let clean = cleanPrefixCount(bytes, from: 0)
    out.append(addingCapacity: quotedRoom(bytes.count, clean: clean)) { span in
      span.withUnsafeMutableBufferPointer { buffer, initialized in
        let start = buffer.baseAddress.unsafelyUnwrapped + initialized
        let end = writeQuoted(bytes, clean: clean, embedded: embedded, at: start)
        initialized += end - start
      }
    }
  }

  /// Writes UTF-8 text quoted at `start`, which has room for ``quotedRoom(_:clean:)`` bytes;
  /// its first `clean` bytes need no escaping. Returns where it ends.
  @inline(__always)
  private static func writeQuoted(
    _ text: UnsafeBufferPointer<UInt8>, clean: Int, embedded: Bool,
    at start: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8> {
    var at = writeQuote(at: start, embedded: embedded)
    if clean > 0, let source = text.baseAddress {
      at.initialize(from: source, count: clean)
      at += clean
    }
    if clean < text.count {
      at = writeEscaped(text, from: clean, embedded: embedded, at: at)
    }
    return writeQuote(at: at, embedded: embedded)
  }

  /// Writes UTF-8 text from `start` on, escaped as a JSON string's content (escaped twice when
  /// `embedded`), at `at`, which has room for ``longestEscape`` bytes a byte. Runs of bytes that
  /// need no escaping are copied whole. Returns where it ends.
  private static func writeEscaped(
    _ text: UnsafeBufferPointer<UInt8>, from start: Int, embedded: Bool,
    at: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8> {
    guard let base = text.baseAddress else { return at }
    let count = text.count
    var at = at
    var index = start
    while index < count {
      let clean = cleanPrefixCount(text, from: index)
      if index < clean {
        at.initialize(from: base + index, count: clean &- index)
        at += clean &- index
      }
      guard clean < count else { break }
      at = writeEscape(base[clean], embedded: embedded, at: at)
      index = clean &+ 1
    }
    return at
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
    while index &+ 8 <= count,
      !mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
    {
      index &+= 8
    }
    while index < count {
      let byte = base[index]
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return index }
      index &+= 1
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

  /// Writes the escape of `byte` at `at` (the escape escaped again when `embedded`: `"` is
  /// `\\\"`); returns where it ends.
  private static func writeEscape(
    _ byte: UInt8, embedded: Bool, at: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8> {
    var at = at
    at.initialize(to: UInt8(ascii: "\\"))
    at += 1
    if embedded {
      at.initialize(to: UInt8(ascii: "\\"))
      at += 1
    }
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"):
      if embedded {
        at.initialize(to: UInt8(ascii: "\\"))
        at += 1
      }
      at.initialize(to: byte)
      return at + 1
    case 0x0A:
      at.initialize(to: UInt8(ascii: "n"))
      return at + 1
    case 0x0D:
      at.initialize(to: UInt8(ascii: "r"))
      return at + 1
    case 0x09:
      at.initialize(to: UInt8(ascii: "t"))
      return at + 1
    default:
      hexDigits.withUTF8Buffer { hex in
        at.initialize(to: UInt8(ascii: "u"))
        (at + 1).initialize(to: UInt8(ascii: "0"))
        (at + 2).initialize(to: UInt8(ascii: "0"))
        (at + 3).initialize(to: hex[Int(byte >> 4)])
        (at + 4).initialize(to: hex[Int(byte & 0x0F)])
      }
      return at + 5
    }
  }
}
