import Synchronization

/// The keywords of one Gherkin spoken language (a "dialect"), as listed in cucumber's
/// `gherkin-languages.json`.
package struct GherkinDialect: Sendable, Hashable {
  /// The language code used in `# language:` headers, such as `en` or `fr`.
  package let code: String
  /// The English name of the language.
  package let name: String
  /// The language's own name for itself.
  package let nativeName: String
  /// Keywords that open a feature (`Feature`).
  package let feature: [String]
  /// Keywords that open a rule (`Rule`).
  package let rule: [String]
  /// Keywords that open a background (`Background`).
  package let background: [String]
  /// Keywords that open a scenario (`Scenario`, `Example`).
  package let scenario: [String]
  /// Keywords that open a scenario outline (`Scenario Outline`, `Scenario Template`).
  package let scenarioOutline: [String]
  /// Keywords that open an examples table (`Examples`, `Scenarios`).
  package let examples: [String]
  /// Context step keywords, each with its trailing space when it takes one (`Given `).
  package let given: [String]
  /// Action step keywords (`When `).
  package let when: [String]
  /// Outcome step keywords (`Then `).
  package let then: [String]
  /// Conjunction step keywords (`And `).
  package let and: [String]
  /// Conjunction step keywords (`But `).
  package let but: [String]

  /// The dialect for `code`, or nil when gherkin-languages.json has no such language.
  /// English (`# language: en`) is decoded on its own, as the default is: a file that names
  /// it does not decode the other 79.
  package static func named(_ code: String) -> GherkinDialect? {
    code == "en" ? englishDialect : DialectTable.shared.dialects[code]
  }

  /// English, the default dialect (decoded on its own: a parse in English never decodes the
  /// other languages).
  package static var english: GherkinDialect {
    englishDialect
  }

  /// Every language code that `named(_:)` knows, sorted.
  package static var allCodes: [String] {
    DialectTable.shared.dialects.keys.sorted()
  }

  init(encoded: String) {
    var fields = encoded.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    while fields.count < 14 { fields.append("") }
    func keywords(_ index: Int) -> [String] {
      fields[index].split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    }
    code = fields[0]
    name = fields[1]
    nativeName = fields[2]
    feature = keywords(3)
    rule = keywords(4)
    background = keywords(5)
    scenario = keywords(6)
    scenarioOutline = keywords(7)
    examples = keywords(8)
    given = keywords(9)
    when = keywords(10)
    then = keywords(11)
    and = keywords(12)
    but = keywords(13)
  }
}

/// The decoded dialects, built once, the first time any dialect is asked for.
private final class DialectTable: Sendable {
  static let shared = DialectTable()
  let dialects: [String: GherkinDialect]

  private init() {
    var table: [String: GherkinDialect] = [:]
    for line in encodedGherkinDialects {
      let dialect = GherkinDialect(encoded: line)
      table[dialect.code] = dialect
    }
    dialects = table
  }
}

/// English, decoded from its own line of the table the first time it is asked for.
private let englishDialect: GherkinDialect =
  encodedGherkinDialects.first { $0.hasPrefix("en\t") }.map(GherkinDialect.init(encoded:))
  ?? GherkinDialect(encoded: fallbackEnglish)

private let fallbackEnglish =
  "en\tEnglish\tEnglish\tFeature\tRule\tBackground\tScenario\tScenario Outline\tExamples"
  + "\t* |Given \t* |When \t* |Then \t* |And \t* |But "

/// A dialect prepared for matching: keywords as UTF-8 bytes, step keywords sorted longest
/// first and grouped by their first byte, and the type of each step keyword.
///
/// A class, built once per language and never changed: matchers hold a reference, and the
/// keywords' bytes live in storage of its own that keywords point into (matching touches no
/// reference counts).
final class CompiledDialect: @unchecked Sendable {
  struct Keyword: @unchecked Sendable {
    /// Where the keyword is in the dialect's `keywords`.
    let index: Int
    let text: String
    /// The keyword's UTF-8 bytes, in the dialect's storage.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The keyword's type (steps: `.unknown` when it belongs to several groups).
    let type: StepKeywordType?
    /// The type of the first step group that lists the same text (what the Markdown matcher
    /// reports, for every kind of keyword).
    let firstStepType: StepKeywordType?
  }

  /// The bytes that keywords of one kind start with, to reject most lines without trying
  /// each keyword.
  struct FirstBytes: Sendable {
    private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// Some keyword is empty: it matches any line, blank ones too.
    private(set) var tryAll = false

    init(_ keywords: [Keyword]) {
      for keyword in keywords {
        guard let first = keyword.bytes.first else {
          tryAll = true
          continue
        }
        let bit = UInt64(1) << UInt64(first & 63)
        switch first >> 6 {
        case 0: bits.0 |= bit
        case 1: bits.1 |= bit
        case 2: bits.2 |= bit
        default: bits.3 |= bit
        }
      }
    }

    /// False when no keyword can start with `byte`.
    @inline(__always)
    func mayStart(with byte: UInt8) -> Bool {
      if tryAll { return true }
      let bit = UInt64(1) << UInt64(byte & 63)
      switch byte >> 6 {
      case 0: return bits.0 & bit != 0
      case 1: return bits.1 & bit != 0
      case 2: return bits.2 & bit != 0
      default: return bits.3 & bit != 0
      }
    }

    /// False when no keyword can start the text after the indent of `line`.
    @inline(__always)
    func mayStart(_ line: SourceLine) -> Bool {
      line.trimmedStart < line.end ? mayStart(with: line.bytes[line.trimmedStart]) : tryAll
    }
  }

  let dialect: GherkinDialect
  /// Every keyword, titles and steps, as tokens refer to them.
  let keywords: [Keyword]
  /// The dialect's code (the `language` of its tokens).
  let code: String
  let feature: [Keyword]
  let rule: [Keyword]
  let background: [Keyword]
  /// Scenario keywords followed by scenario outline keywords, in the order they are tried.
  let scenario: [Keyword]
  let examples: [Keyword]
  /// Step keywords, longest first (stable for equal lengths).
  let steps: [Keyword]
  /// `steps` grouped by first byte, each group in the order of `steps`: the group of byte `b`
  /// is `stepGroups[stepGroupStarts[b]..<stepGroupStarts[b + 1]]`; group 256 is for blank
  /// lines. An empty keyword (it matches anything) is in every group.
  let stepGroups: [Keyword]
  let stepGroupStarts: [Int]
  /// The first bytes of `feature`, `rule`, `background`, `scenario`, `examples`.
  let featureStarts: FirstBytes
  let ruleStarts: FirstBytes
  let backgroundStarts: FirstBytes
  let scenarioStarts: FirstBytes
  let examplesStarts: FirstBytes
  /// Every keyword's bytes, one after the other (freed with the dialect).
  private let storage: UnsafeMutableBufferPointer<UInt8>

  private static let cache = CompiledDialectCache()

  /// English compiled once, for matchers that start in the default dialect without a lookup.
  static let english = CompiledDialect(.english)

  /// The compiled form of `dialect`, built once per language.
  static func cached(_ dialect: GherkinDialect) -> CompiledDialect {
    cache.get(dialect)
  }

  init(_ dialect: GherkinDialect) {
    self.dialect = dialect
    code = dialect.code
    var types: [String: [StepKeywordType]] = [:]
    let groups: [([String], StepKeywordType)] = [
      (dialect.given, .context), (dialect.when, .action), (dialect.then, .outcome),
      (dialect.and, .conjunction), (dialect.but, .conjunction),
    ]
    var all: [String] = []
    for (list, type) in groups {
      for keyword in list {
        types[keyword, default: []].append(type)
        all.append(keyword)
      }
    }
    let titles = [
      dialect.feature, dialect.rule, dialect.background, dialect.scenario + dialect.scenarioOutline,
      dialect.examples,
    ]
    let size = (titles.joined() + all).reduce(0) { $0 + $1.utf8.count }
    let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, size))
    self.storage = storage
    var used = 0
    var keywords: [Keyword] = []
    func keyword(_ text: String, type: StepKeywordType?) -> Keyword {
      let start = used
      for byte in text.utf8 {
        storage[used] = byte
        used += 1
      }
      let made = Keyword(
        index: keywords.count, text: text,
        bytes: UnsafeBufferPointer(rebasing: storage[start..<used]), type: type,
        firstStepType: types[text]?.first)
      keywords.append(made)
      return made
    }
    func plain(_ list: [String]) -> [Keyword] { list.map { keyword($0, type: nil) } }
    feature = plain(titles[0])
    rule = plain(titles[1])
    background = plain(titles[2])
    scenario = plain(titles[3])
    examples = plain(titles[4])
    let ordered = all.enumerated().sorted { lhs, rhs in
      let left = lhs.element.unicodeScalars.count
      let right = rhs.element.unicodeScalars.count
      return left != right ? left > right : lhs.offset < rhs.offset
    }
    let steps = ordered.map { entry in
      let list = types[entry.element] ?? []
      return keyword(entry.element, type: list.count == 1 ? list[0] : .unknown)
    }
    self.steps = steps
    self.keywords = keywords
    var grouped: [Keyword] = []
    var starts: [Int] = []
    for group in 0...256 {
      starts.append(grouped.count)
      grouped += steps.filter { step in
        guard let first = step.bytes.first else { return true }
        return Int(first) == group
      }
    }
    starts.append(grouped.count)
    stepGroups = grouped
    stepGroupStarts = starts
    featureStarts = FirstBytes(feature)
    ruleStarts = FirstBytes(rule)
    backgroundStarts = FirstBytes(background)
    scenarioStarts = FirstBytes(scenario)
    examplesStarts = FirstBytes(examples)
  }

  deinit { storage.deallocate() }

  /// The step keyword that starts the text after the indent of `line`, trying the longest
  /// first.
  @inline(__always)
  func stepKeyword(_ line: SourceLine) -> Keyword? {
    let group = line.trimmedStart < line.end ? Int(line.bytes[line.trimmedStart]) : 256
    var index = stepGroupStarts[group]
    let end = stepGroupStarts[group + 1]
    while index < end {
      if line.startsWith(stepGroups[index].bytes) { return stepGroups[index] }
      index += 1
    }
    return nil
  }
}

/// Compiled dialects by code, shared by all parses.
private final class CompiledDialectCache: Sendable {
  private let storage = Mutex<[String: CompiledDialect]>([:])

  func get(_ dialect: GherkinDialect) -> CompiledDialect {
    if dialect.code == "en" { return CompiledDialect.english }
    return storage.withLock { table in
      if let found = table[dialect.code] { return found }
      let compiled = CompiledDialect(dialect)
      table[dialect.code] = compiled
      return compiled
    }
  }
}
