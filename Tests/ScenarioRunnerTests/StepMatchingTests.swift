import ControlRegistry
import Foundation
import StepperControl
import Testing

@testable import ScenarioRunner

/// The compiled step matcher and the definition index give exactly what the regular
/// expressions give (ICU through `NSRegularExpression`): the same definitions, in the same
/// order, with the same values, for texts built to sit on every edge the two could disagree on.
@Suite("Step matching")
struct StepMatchingTests {
  /// Every expression of the vocabulary, alternatives included, with its definition's index.
  static let expressions: [(definition: Int, expression: StepExpression)] = StepLibrary.shipped.all
    .enumerated().flatMap { index, definition in
      ([definition.expression] + definition.alternatives).map { (index, $0) }
    }

  /// What `StepLibrary.matches` must say: every definition tried with its regular expressions.
  static func reference(_ text: String) -> [(source: String, values: [String])] {
    StepLibrary.shipped.all.compactMap { definition in
      for expression in [definition.expression] + definition.alternatives {
        if let values = expression.regexMatch(text) {
          return (definition.expression.source, values)
        }
      }
      return nil
    }
  }

  /// Expressions written to make backtracking matter: a parameter that must give characters
  /// back, optional text a parameter could take, alternatives that share a start.
  static let synthetic = [
    "{int}{int}", "{float}{float}", "{float}{int}", "{int}.{int}", "{float}.5", "{word}{word}",
    "{word}s", "{word} {word}", "{word}{int}", "{string}{string}", "{string}s", "{float}(s)",
    "a(b)b", "x/xy y", "x/xy/ {word}", "{direction}{direction}", "{part}{part}", "{part}-",
    "{onoff}{onoff}", "{politeness}{word}", "{platform} (x)", "{nothing} {word}", "(a)(b)c",
    "{word}(\\)", "-{int}", "{float}e{int}",
  ].map { StepExpression($0, types: [.stepperPart]) }

  static func check(_ text: String, seed: UInt64? = nil) {
    let matches = StepLibrary.shipped.matches(text)
    let reference = Self.reference(text)
    let context = seed.map { " (seed \($0))" } ?? ""
    #expect(
      matches.map(\.definition.expression.source) == reference.map(\.source),
      "definitions for \(text.debugDescription)\(context)")
    #expect(
      matches.map(\.values) == reference.map(\.values),
      "values for \(text.debugDescription)\(context)")
    for expression in expressions.map(\.expression) + synthetic {
      #expect(
        expression.match(text) == expression.regexMatch(text),
        "\(expression.source) on \(text.debugDescription)\(context)")
    }
  }

  @Test(
    "Edges: line ends, white space, quotes and escapes, numbers, case, non-ASCII",
    arguments: [
      "I swipe right", "I swipe right\n", "I swipe right\r\n", "I swipe right\r",
      "I swipe right\u{2028}", "I swipe right\u{85}", "I swipe right\n\n", "I swipe right\r\n\n",
      "I swipe right\u{0B}", "I swipe right\t", "I swipe RIGHT", "I swipe Right 3 times",
      "I swipe riGHT -3 times", "I swipe right 007 times", "I swipe right ٣ times",
      "I swipe right 𝟙 times", "I swipe ſight", "I swipe right 3 times\n",
      "the stepper is diſabled", "hints are oﬀ", "hints are \u{FB00}",
      "the increment button is DIMMED",
      "the + button is enabled", "the - button is disabled", "the plus button is Disabled",
      "the value is 3", "the value is -2.5", "the value is .5", "the value is -.5",
      "the value is 3.", "the value is .", "the value is -", "the value is 1.2.3",
      "the value is 1e3", "the value is ٣", "the value is 3\u{301}", "the value is 3é",
      "the value should be 10", "I wait 1.5 seconds", "I wait 1 second", "I wait 1 seconds",
      "I wait .5 second", "I wait 2. seconds", "I wait 1 secondss",
      "I hear \"Quantity, 2\"", "I hear 'Quantity'", "I hear \"it's\"", "I hear 'it\\'s'",
      "I hear \"say \\\"hi\\\"\"", "I hear \"a\\\\\"", "I hear \"a\\\"", "I hear \"\"",
      "I hear \"a\\\nb\"", "I hear \"a\\\u{2028}b\"", "I hear \"a\\\u{85}b\"", "I hear \"a\\éb\"",
      "I hear \"\u{301}x\"", "I hear \"x\"\u{301}", "I hear \"\"\u{301}", "I hear \"e\u{301}\"",
      "I hear \"👩‍👩‍👧\"", "I hear \"a\nb\"", "I hear \"a\" and \"b\"", "I hear exactly \"x\"",
      "I should hear \"x\"", "I should hear exactly \"x\"", "I hear nothing", "I hear nothing\n",
      "\"Quantity\" is heard within 1 second", "\"Quantity\" is heard within 0.25 seconds",
      "'Quantity' is cut off", "\"a\" \"b\" is cut off",
      "the platform is iOS with VoiceOver", "the platform is iOS  with VoiceOver",
      "the platform is iOS\u{A0}with VoiceOver", "the platform is i\u{A0}OS",
      "the platform is macOS with VoiceOver\u{2029}", "the platform is Android with Talk Back",
      "the platform is Ándroid", "the platform is 😀", "the platform is ",
      "the variant is numberbox", "the variant is \u{301}x", "the variant is x\u{301}",
      "the variant is x\u{200D}", "the variant is \u{1F1EB}\u{1F1F7}",
      "the variant is number\u{3000}box", "the variant is \u{85}",
      "keyboard focus is on the text field", "keyboard focus is on the field",
      "I double-tap and hold for 2 seconds", "I double-tap and hold for 1 second",
      "a stepper \"Quantity\" with value 2 from 0 to 10",
      "a stepper 'Q' with value -1.5 from -.5 to 3.",
      "the app labels the decrease button \"Less\"", "the value text is a polite live region",
      "the value text is a NO live region", "I press \"Up\" 3 times", "I press \"Up\" 3 time",
      "I tap the increment button 2 times", "I hold the minus button for 1.5 seconds",
      "the iOS version is 17", "the iOS version is -17", "the iOS version is 17.0", "",
      " ", "I", "I swipe", "the", "{string}", "I hear {string}",
    ])
  func edges(text: String) {
    Self.check(text)
  }

  /// Fragments that sit on the edges where a hand-written matcher could differ from ICU.
  static let fragments = [
    "", " ", "  ", "\t", "\u{A0}", "\u{3000}", "\u{2028}", "\u{2029}", "\n", "\r\n", "\r", "\u{85}",
    "\u{0B}", "\u{0C}", "\"", "'", "\\", "\\\"", "\\'", "\\\n", "-", ".", "-.5", "3.", "1.25",
    "007", "٣", "𝟙", "\u{11DE0}", "ſ", "ﬀ", "\u{212A}", "é", "e\u{301}", "\u{301}", "RIGHT",
    "Increment", "+", "dimmed", "ON", "Polite", "😀", "👩‍👩‍👧", "x", "second", "seconds", "times",
    "I", "the", "hear", "should", "exactly", "button", "value", "is", "with", "VoiceOver",
  ]

  /// Values for a parameter type, valid and not.
  static func value(for type: ParameterType, _ next: () -> Int) -> String {
    let pools: [String: [String]] = [
      "string": ["\"Quantity\"", "'Q'", "\"\"", "\"a\\\"b\"", "\"it's\"", "'a\\'b'", "\"x"],
      "int": ["3", "-2", "10000", "12", "0", "٣", "1.5", "x"],
      "float": ["1.5", "-.5", "3.", "2", "-7.25", "12", ".", "٣.5", "1.5.5"],
      "word": ["numberbox", "a", "ab", "s", "é", "a\u{A0}b", "x\u{301}"],
    ]
    let pool =
      pools[type.name]
      ?? (type.example.isEmpty ? ["x"] : [type.example, type.example.uppercased()])
    return pool[next() % pool.count]
  }

  /// A text written from `expression` with random values, then perhaps changed.
  static func text(from expression: StepExpression, _ next: () -> Int) -> String {
    var text = ""
    var parameter = 0
    var index = expression.source.startIndex
    let source = expression.source
    while index < source.endIndex {
      let character = source[index]
      if character == "{", let close = source[index...].firstIndex(of: "}") {
        if parameter < expression.parameters.count {
          text += value(for: expression.parameters[parameter], next)
        }
        parameter += 1
        index = source.index(after: close)
      } else if character == "(", let close = source[index...].firstIndex(of: ")") {
        if next() % 2 == 0 { text += source[source.index(after: index)..<close] }
        index = source.index(after: close)
      } else {
        text.append(character)
        index = source.index(after: index)
      }
    }
    // Alternatives are left as written (`is/equals`) or resolved to one of them.
    if text.contains("/"), next() % 2 == 0 {
      text = text.split(separator: " ", omittingEmptySubsequences: false).map { word in
        let options = word.split(separator: "/", omittingEmptySubsequences: false)
        return options.count > 1 ? String(options[next() % options.count]) : String(word)
      }.joined(separator: " ")
    }
    var scalars = Array(text.unicodeScalars)
    for _ in 0..<(next() % 3) {
      let fragment = Array(fragments[next() % fragments.count].unicodeScalars)
      let at = scalars.isEmpty ? 0 : next() % (scalars.count + 1)
      switch next() % 3 {
      case 0: scalars.insert(contentsOf: fragment, at: at)
      case 1 where at < scalars.count: scalars.replaceSubrange(at..<(at + 1), with: fragment)
      default: if at < scalars.count { scalars.remove(at: at) }
      }
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }

  @Test("Texts written from every expression, with random values and changes")
  func random() {
    var generator = SystemRandomNumberGenerator()
    var seed = UInt64.random(in: 0...UInt64.max, using: &generator)
    let start = seed
    func next() -> Int {
      // SplitMix64: a reproducible sequence from the seed printed on failure.
      seed &+= 0x9E37_79B9_7F4A_7C15
      var z = seed
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
    }
    for _ in 0..<12 {
      for expression in Self.expressions.map(\.expression) + Self.synthetic {
        let text = Self.text(from: expression, next)
        Self.check(text, seed: start)
      }
    }
  }

  @Test("White space and line ends are ICU's, for every Unicode scalar")
  func characterClasses() throws {
    var all = ""
    for value in 0...0x10FFFF {
      if let scalar = Unicode.Scalar(value) { all.unicodeScalars.append(scalar) }
    }
    let text = all as NSString
    func icu(_ pattern: String) throws -> Set<UInt32> {
      var found = Set<UInt32>()
      try NSRegularExpression(pattern: pattern).enumerateMatches(
        in: all, range: NSRange(location: 0, length: text.length)
      ) { result, _, _ in
        guard let result else { return }
        for scalar in text.substring(with: result.range).unicodeScalars {
          found.insert(scalar.value)
        }
      }
      return found
    }
    let scalars = all.unicodeScalars.map(\.value)
    #expect(try icu(#"\s"#) == Set(scalars.filter(StepPattern.isWhiteSpace)))
    let notDot = Set(scalars).subtracting(try icu("."))
    #expect(notDot == Set(scalars.filter(StepPattern.isLineTerminator)))
  }
}
