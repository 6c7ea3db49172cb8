import ScenarioRunner

/// Where a report that is finished at the run's end keeps what it rendered of each test case
/// while the run went on: in memory (``MemoryParts``), or set aside on disk by the command line,
/// so that a large suite's report is never held whole.
///
/// Keeping and reading do not fail here: a store on disk remembers its first failure and
/// ignores what follows, and whoever writes the report out asks it before committing the file
/// (the formats stay free of I/O).
package protocol PartStore {
  /// Keeps `bytes` after everything kept so far.
  mutating func keep(_ bytes: [UInt8])
  /// Hands the bytes kept at `offsets` (counted from the first byte ever kept) to `body`, in
  /// order, in chunks.
  func read(_ offsets: Range<Int>, _ body: (ArraySlice<UInt8>) -> Void)
}

/// Parts kept in memory: for a report made from a whole ``RunReport``.
package struct MemoryParts: PartStore {
  private var bytes: [UInt8] = []

  /// An empty store.
  package init() {}

  package mutating func keep(_ new: [UInt8]) { bytes += new }

  package func read(_ offsets: Range<Int>, _ body: (ArraySlice<UInt8>) -> Void) {
    body(bytes[offsets])
  }
}

/// Test cases' rendered parts grouped by feature file, features in order of first appearance,
/// each feature's parts in the order they were added: what the JUnit and HTML reports need
/// whatever order the test cases ran in (a random order interleaves the files).
package struct FeatureParts<Store: PartStore> {
  private var store: Store
  /// Each feature file, in order of first appearance, with where its parts are.
  private(set) var features: [(uri: String, offsets: [Range<Int>])] = []
  private var featureOfURI: [String: Int] = [:]
  /// Rendered parts not yet handed to the store (one feature's, up to a chunk).
  private var pending: [UInt8] = []
  private var pendingFeature = 0
  /// How many bytes the store holds.
  private var kept = 0

  /// Parts kept in `store`.
  package init(_ store: Store) {
    self.store = store
    pending.reserveCapacity(Self.chunk)
  }

  /// How much is gathered before it goes to the store.
  private static var chunk: Int { 1 << 16 }

  /// Adds `text` as the next part of `uri`'s feature; returns that feature's index.
  @discardableResult
  package mutating func append(_ text: String, uri: String) -> Int {
    append(uri: uri) { $0.append(contentsOf: text.utf8) }.feature
  }

  /// Adds what `render` appends to the bytes it is given as the next part of `uri`'s feature;
  /// returns that feature's index and the part's length in bytes. The part is written straight
  /// into the pending bytes, with no string of its own.
  @discardableResult
  package mutating func append(
    uri: String, _ render: (inout [UInt8]) -> Void
  ) -> (feature: Int, count: Int) {
    let feature: Int
    if let known = featureOfURI[uri] {
      feature = known
    } else {
      feature = features.count
      featureOfURI[uri] = feature
      features.append((uri, []))
    }
    if feature != pendingFeature || pending.count >= Self.chunk { flush() }
    pendingFeature = feature
    let start = pending.count
    render(&pending)
    return (feature, pending.count - start)
  }

  /// Hands what is gathered to the store.
  private mutating func flush() {
    guard !pending.isEmpty else { return }
    store.keep(pending)
    let offsets = kept..<(kept + pending.count)
    kept = offsets.upperBound
    // Parts of one feature added one after another are one range.
    if let last = features[pendingFeature].offsets.last, last.upperBound == offsets.lowerBound {
      features[pendingFeature].offsets[features[pendingFeature].offsets.count - 1] =
        last.lowerBound..<offsets.upperBound
    } else {
      features[pendingFeature].offsets.append(offsets)
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// Hands every part of feature `index`, in order, to `body`.
  package mutating func copy(
    feature index: Int, to body: (ArraySlice<UInt8>) -> Void
  ) {
    copy(feature: index, breaks: [], to: body, at: { _ in })
  }

  /// Hands every part of feature `index`, in order, to `body`, and calls `at` with `n` when
  /// the bytes before `breaks[n]` have been handed on: `breaks` are ascending byte counts from
  /// the feature's first byte, where the caller writes something of its own in between.
  package mutating func copy(
    feature index: Int, breaks: [Int], to body: (ArraySlice<UInt8>) -> Void,
    at: (Int) -> Void
  ) {
    flush()
    var next = 0
    var start = 0
    for offsets in features[index].offsets {
      var position = start
      let end = start + offsets.count
      while next < breaks.count, breaks[next] <= end {
        let upTo = max(breaks[next], position)
        if upTo > position {
          let from = offsets.lowerBound + position - start
          store.read(from..<(offsets.lowerBound + upTo - start), body)
          position = upTo
        }
        at(next)
        next += 1
      }
      if end > position {
        store.read((offsets.lowerBound + position - start)..<offsets.upperBound, body)
      }
      start = end
    }
    while next < breaks.count {
      at(next)
      next += 1
    }
  }
}

/// A report's text, written in pieces: to a file as they come, or gathered into a string. (As
/// with ``PartStore``, a file that cannot be written remembers why, outside the format.)
package struct ReportOutput {
  private let sink: (ArraySlice<UInt8>) -> Void
  private var buffer: [UInt8] = []
  private let chunk: Int

  /// Output handed to `sink` in chunks of `chunk` bytes or more; a `chunk` of 1 hands on each
  /// write as it comes (a terminal that shows the run as it goes).
  package init(chunk: Int = 1 << 16, _ sink: @escaping (ArraySlice<UInt8>) -> Void) {
    self.sink = sink
    self.chunk = max(1, chunk)
    buffer.reserveCapacity(min(self.chunk, 1 << 16))
  }

  /// The text `write` writes to an output, gathered in memory (`write` flushes it).
  package static func text(_ write: (ReportOutput) -> Void) -> String {
    var bytes: [UInt8] = []
    write(ReportOutput { bytes += $0 })
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text`.
  package mutating func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= chunk { flush() }
  }

  /// Appends bytes already encoded.
  package mutating func write(bytes: ArraySlice<UInt8>) {
    flush()
    sink(bytes)
  }

  /// Hands on what is buffered.
  package mutating func flush() {
    guard !buffer.isEmpty else { return }
    sink(buffer[...])
    buffer.removeAll(keepingCapacity: true)
  }
}

/// A report made while the run goes: each test case added as it finishes, the document
/// written at the end (``JUnitFormat/Writer``, ``HTMLFormat/Writer``).
package protocol StreamedReport {
  /// Renders `testCase`'s part and counts it.
  mutating func add(_ testCase: TestCaseReport)
  /// Writes the whole report: what needs the whole run, around the parts added.
  mutating func finish(_ report: RunReport, to output: inout ReportOutput)
}

extension JUnitFormat.Writer: StreamedReport {}
extension HTMLFormat.Writer: StreamedReport {}

/// A report written as the run goes, to an output it was given at the start: each test case
/// as it finishes, the end once the run has ended (``TextFormats/PrettyWriter``,
/// ``TextFormats/DotsWriter``).
package protocol LiveReport {
  /// Writes what `testCase` adds to the report.
  mutating func add(_ testCase: TestCaseReport)
  /// Writes the report's end and hands everything on.
  mutating func finish(_ report: RunReport)
}
