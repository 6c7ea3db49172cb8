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
  package static func named(_ code: String) -> GherkinDialect? {
    DialectTable.shared.dialects[code]
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

/// A dialect prepared for matching: keywords as Unicode scalars, step keywords sorted longest
/// first, and the type of each step keyword.
struct CompiledDialect: Sendable {
  struct Keyword: Sendable {
    let text: String
    let scalars: [Unicode.Scalar]
    let type: StepKeywordType?
  }

  /// The scalars that keywords of one kind start with, to reject most lines without trying
  /// each keyword.
  struct FirstScalars: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// Some keyword starts outside ASCII (or is empty): every line must be tried.
    private(set) var tryAll = false

    init(_ keywords: [Keyword]) {
      for keyword in keywords {
        guard let first = keyword.scalars.first, first.value < 128 else {
          tryAll = true
          continue
        }
        if first.value < 64 {
          low |= 1 << UInt64(first.value)
        } else {
          high |= 1 << UInt64(first.value - 64)
        }
      }
    }

    /// False when no keyword can start with `scalar`.
    func mayStart(with scalar: Unicode.Scalar) -> Bool {
      let value = scalar.value
      if tryAll || value >= 128 { return true }
      return value < 64 ? low & (1 << UInt64(value)) != 0 : high & (1 << UInt64(value - 64)) != 0
    }
  }

  let dialect: GherkinDialect
  let feature: [Keyword]
  let rule: [Keyword]
  let background: [Keyword]
  /// Scenario keywords followed by scenario outline keywords, in the order they are tried.
  let scenario: [Keyword]
  let examples: [Keyword]
  /// Step keywords, longest first (stable for equal lengths).
  let steps: [Keyword]
  /// The first keyword type of each step keyword (what the Markdown matcher reports).
  let firstStepType: [String: StepKeywordType]
  /// The first scalars of `feature`, `rule`, `background`, `scenario`, `examples`, `steps`.
  let featureStarts: FirstScalars
  let ruleStarts: FirstScalars
  let backgroundStarts: FirstScalars
  let scenarioStarts: FirstScalars
  let examplesStarts: FirstScalars
  let stepStarts: FirstScalars

  private static let cache = CompiledDialectCache()

  /// English compiled once, for matchers that start in the default dialect without a lookup.
  static let english = CompiledDialect(.english)

  /// The compiled form of `dialect`, built once per language.
  static func cached(_ dialect: GherkinDialect) -> CompiledDialect {
    cache.get(dialect)
  }

  init(_ dialect: GherkinDialect) {
    self.dialect = dialect
    func plain(_ list: [String]) -> [Keyword] {
      list.map { Keyword(text: $0, scalars: Array($0.unicodeScalars), type: nil) }
    }
    feature = plain(dialect.feature)
    rule = plain(dialect.rule)
    background = plain(dialect.background)
    scenario = plain(dialect.scenario + dialect.scenarioOutline)
    examples = plain(dialect.examples)
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
    let ordered = all.enumerated().sorted { lhs, rhs in
      let left = lhs.element.unicodeScalars.count
      let right = rhs.element.unicodeScalars.count
      return left != right ? left > right : lhs.offset < rhs.offset
    }
    steps = ordered.map { entry in
      let list = types[entry.element] ?? []
      return Keyword(
        text: entry.element, scalars: Array(entry.element.unicodeScalars),
        type: list.count == 1 ? list[0] : .unknown)
    }
    var first: [String: StepKeywordType] = [:]
    for (keyword, list) in types { first[keyword] = list.first }
    firstStepType = first
    featureStarts = FirstScalars(feature)
    ruleStarts = FirstScalars(rule)
    backgroundStarts = FirstScalars(background)
    scenarioStarts = FirstScalars(scenario)
    examplesStarts = FirstScalars(examples)
    stepStarts = FirstScalars(steps)
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
