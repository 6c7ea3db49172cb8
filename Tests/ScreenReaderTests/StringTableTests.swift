import Accessibility
import ComponentModel
import Foundation
import ScreenReaders
import Testing

/// Every word a pack speaks comes from its string table, by id: the pack files hold ids, the
/// tables (`Sources/ScreenReaders/Strings/<language>/`) hold the words, and a pack built from
/// another table speaks that table's words with no copy of the pack.
@Suite("String tables")
struct StringTableTests {
  /// A pack file, its English table and the pack built from a table.
  struct PackTable: Sendable {
    var file: String
    var english: StringTable
    var build: @Sendable (StringTable) -> RulePack
  }

  /// Every pack.
  static let packs: [PackTable] = [
    PackTable(
      file: "TalkBack", english: .talkBackEnglish, build: { RulePacks.talkBack(words: $0) }),
    PackTable(file: "NVDA", english: .nvdaEnglish, build: { RulePacks.nvda(words: $0) }),
    PackTable(file: "Orca", english: .orcaEnglish, build: { RulePacks.orca(words: $0) }),
    PackTable(
      file: "Narrator", english: .narratorEnglish, build: { RulePacks.narrator(words: $0) }),
    PackTable(
      file: "VoiceOverIOS", english: .voiceOverIOSEnglish,
      build: { RulePacks.voiceOverIOS(words: $0) }),
    PackTable(
      file: "VoiceOverMac", english: .voiceOverMacEnglish,
      build: { RulePacks.voiceOverMac(words: $0) }),
  ]

  /// The folder of the pack sources.
  static let packFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ScreenReaders/Packs")

  /// A pack file's text with its whole-line comments blanked (line numbers kept).
  static func code(_ file: String) throws -> String {
    let text = try String(
      contentsOf: packFolder.appendingPathComponent(file + ".swift"), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : String($0)
    }.joined(separator: "\n")
  }

  /// The places in `code` where a pack gives speech text, each as `line: text after the
  /// label`: Word's text, Piece `.text`, `.labeledBy`, `.percentOfRange`, `.inState`'s
  /// `format:` and `alone:`, RangeWording's `percent:` (labels as arguments, after `(` or `,`,
  /// so a summary's "percent: " is not one).
  static func speechSites(_ code: String) throws -> [(line: Int, argument: String)] {
    let site = try Regex(
      #"(\bWord\(|\.text\(|\.labeledBy\(|\.percentOfRange\(|[(,]\s*(format|alone|percent):)\s*"#
    )
    return code.matches(of: site).map { match in
      (
        code[..<match.range.upperBound].filter { $0 == "\n" }.count + 1,
        String(code[match.range.upperBound...].prefix(40))
      )
    }
  }

  /// The literals given as joiners, separators and terminators in `code`, with their lines.
  static func punctuation(_ code: String) throws -> [(line: Int, literal: String)] {
    let site = try Regex(#"(joiner|separator|terminator):\s*"((?:[^"\\]|\\.)*)""#)
    return code.matches(of: site).map { match in
      (
        code[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1,
        String(match.output[2].substring ?? "")
      )
    }
  }

  /// The ids `code` looks up: `words["id"]`.
  static func ids(_ code: String) throws -> Set<StringID> {
    let lookup = try Regex(#"words\["((?:[^"\\]|\\.)*)"\]"#)
    return Set(code.matches(of: lookup).map { StringID(String($0.output[1].substring ?? "")) })
  }

  /// The rule: in a pack file (whole-line comments aside) every speech site's text is a
  /// lookup `words["id"]`, never a literal or another expression, as are the words of
  /// `roleHints` (the hint words that convey a role), and joiners, separators and
  /// terminators are punctuation and spaces only. Rule ids, setting keys and values, summaries
  /// and evidence citations are not speech and are not checked.
  @Test(
    "No pack holds inline English: every spoken text is a table lookup by id",
    arguments: packs.map(\.file))
  func noInlineEnglish(file: String) throws {
    let code = try Self.code(file)
    let sites = try Self.speechSites(code)
    #expect(!sites.isEmpty, "\(file).swift: no speech sites found; the rule would be vacuous")
    for site in sites where !site.argument.hasPrefix("words[") {
      let message =
        "\(file).swift:\(site.line): spoken text is not a table id: \(site.argument)…; put the "
        + "words in Strings/en/\(file).en.swift and write words[\"<id>\"]"
      Issue.record(Comment(rawValue: message))
    }
    // A hint's words that convey a role (ReaderDriving.roleHints) are speech too.
    let lookups = try Regex(#"words\["(?:[^"\\]|\\.)*"\]"#)
    let roleHints = try Regex(#"roleHints:\s*\[([^\]]*)\]"#)
    for hints in code.replacing(lookups, with: "id").matches(of: roleHints)
    where hints.output[1].substring?.contains("\"") == true {
      Issue.record(
        "\(file).swift: roleHints holds words, not table ids: \(hints.output[0].substring ?? "")")
    }
    for literal in try Self.punctuation(code) where literal.literal.contains(where: \.isLetter) {
      Issue.record("\(file).swift:\(literal.line): words in a joiner: \"\(literal.literal)\"")
    }
  }

  @Test("Every pack file and every pack in RulePacks.all has an English table here")
  func everyPackHasATable() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.packFolder.path)
      .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
    #expect(Set(files) == Set(Self.packs.map(\.file)))
    #expect(Set(RulePacks.all.map(\.id)) == Set(Self.packs.map { $0.build($0.english).id }))
  }

  @Test(
    "Every id a pack uses has an English row, and every row is used",
    arguments: packs.map(\.file))
  func idsMatchTheTable(file: String) throws {
    let pack = try #require(Self.packs.first { $0.file == file })
    let used = try Self.ids(try Self.code(file))
    let rows = Set(pack.english.rows.keys)
    #expect(used.subtracting(rows).isEmpty, "ids with no English row")
    #expect(rows.subtracting(used).isEmpty, "English rows no pack line uses")
  }

  @Test("A pack built from another table speaks its words, every role and state word included")
  func uppercaseTable() throws {
    for pack in Self.packs {
      let upper = StringTable(
        Language("x-upper"), pack.english.rows.mapValues { $0.uppercased() })
      let english = pack.build(pack.english)
      let shouted = pack.build(upper)
      #expect(shouted.language == Language("x-upper"))
      #expect(english.language == .english)
      for (role, word) in english.vocabulary.roles {
        #expect(shouted.vocabulary.roles[role]?.text == word.text.uppercased())
      }
      #expect(shouted.vocabulary.disabled?.text == english.vocabulary.disabled?.text.uppercased())
      #expect(
        shouted.vocabulary.unlabelled?.text == english.vocabulary.unlabelled?.text.uppercased())
      #expect(shouted.driving.roleHints == english.driving.roleHints.map { $0.uppercased() })
      #expect(
        shouted.vocabulary.states.words.map(\.word.text)
          == english.vocabulary.states.words.map { $0.word.text.uppercased() })
    }
  }

  @Test("TalkBack built from a German table speaks German, English for ids it lacks")
  func germanTalkBack() throws {
    let german = StringTable(
      Language("de"),
      [
        "value_switch": "Schalter", "value_on": "ein",
        "template_hint_checkable(value_double_tap)": "Zum Umschalten doppeltippen",
      ],
      fallback: .talkBackEnglish)
    let element = AccessibleElement(
      id: "wifi", role: .toggleSwitch, name: "WLAN", isClickable: true,
      states: ElementStates([.on]))
    let context = Compositor.Context(element: element, isFocused: true)
    func speech(_ pack: RulePack) -> [String] {
      let compositor = Compositor(pack: pack, settings: ReaderSettings(pack: pack))
      return compositor.describe(element, context: context).map(\.text)
        + [compositor.hint(for: element, context: context)?.text ?? ""]
    }
    #expect(
      speech(RulePacks.talkBack(words: german)) == [
        "ein, WLAN, Schalter", "Zum Umschalten doppeltippen",
      ])
    #expect(speech(RulePacks.talkBack) == ["on, WLAN, Switch", "Double-tap to toggle"])
    // An id a table lacks, with no fallback, is heard as the id, not hidden.
    let sparse = StringTable(Language("de"), ["value_on": "ein"])
    #expect(
      speech(RulePacks.talkBack(words: sparse)) == [
        "ein, WLAN, [value_switch]", "[template_hint_checkable(value_double_tap)]",
      ])
  }

  @Test("Number words come from a per-language table; English by default")
  func numberWords() {
    #expect(TextTemplate.words(42) == "forty-two")
    #expect(TextTemplate.words(-1200) == "minus one thousand two hundred")
    let german = NumberWords(
      Language("de"),
      ones: [
        "null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
        "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn",
        "neunzehn",
      ],
      tens: [
        "", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig",
        "neunzig",
      ],
      tensJoiner: " ", hundred: "hundert", thousand: "tausend", minus: "minus")
    #expect(
      TextTemplate.fill(
        "Teilnehmer: {valueInWords}", label: nil, value: "2", number: 2, numberWords: german)
        == "Teilnehmer: zwei")
    #expect(
      TextTemplate.fill("Attendees set to {valueInWords}", label: nil, value: "2", number: 2)
        == "Attendees set to two")
  }
}
