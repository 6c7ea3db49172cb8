import Core
import Foundation
import Reports
import ScenarioRunner
import Testing

/// The JUnit and HTML reports copy plain text as it is and write durations without Foundation's
/// formatter: what they write must stay exactly what the slower way wrote.
@Suite("Report text: the quick paths write what the slow ones did")
struct MarkupTextTests {
  @Test("Seconds read as String(format: \"%.3f\") writes them, ties and edges included")
  func secondsLikePrintf() {
    var values: [Double] = [
      0, -0.0, 0.0004, 0.0005, 0.0015, 0.0025, 0.001, 0.9995, 1.0005, 2.675, 59.9999,
      999_999.9994, 999_999.9995, 1e6, 1e7, 123_456_789.25, -1, -0.0004, .infinity,
      -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    // Every thousandth and the halves between them up to ten seconds, and pseudo-random
    // durations such as a run measures.
    for thousandths in 0...10_000 {
      values.append(Double(thousandths) / 1000)
      values.append((Double(thousandths) + 0.5) / 1000)
    }
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<20_000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      values.append(Double(seed >> 11) / Double(1 << 53) * 100)
    }
    let differing = values.filter { MarkupText.seconds($0) != String(format: "%.3f", $0) }
    #expect(differing.isEmpty, "\(differing.prefix(5))")
  }

  @Test("Plain text is given back as it is; anything else is escaped as before")
  func plainAndEscaped() {
    for byte in UInt8(0x20)..<0x7F {
      let text = "a\(Character(Unicode.Scalar(byte)))b"
      let expected =
        switch byte {
        case UInt8(ascii: "&"): "a&amp;b"
        case UInt8(ascii: "<"): "a&lt;b"
        case UInt8(ascii: ">"): "a&gt;b"
        case UInt8(ascii: "\""): "a&quot;b"
        case UInt8(ascii: "'"): "a&#39;b"
        default: text
        }
      #expect(MarkupText.escape(text) == expected)
      #expect(MarkupText.attribute(text) == expected)
      #expect(MarkupText.html(text) == expected)
    }
    #expect(MarkupText.escape("a\nb\tc\rd\u{1}e\u{7F}f\u{85}g\u{FFFE}h") == "a\nb\tc\nd" + "efgh")
    #expect(MarkupText.attribute("a\nb\tc\rd") == "a&#10;b&#9;c&#10;d")
    #expect(MarkupText.html("café \u{202E}x") == "café \\u{202E}x")
  }

  @Test("Writing escaped bytes gives what escape, attribute and html give, on awkward text")
  func bytesLikeStrings() {
    let alphabet: [Unicode.Scalar] = [
      "a", "Z", " ", "&", "<", ">", "\"", "'", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}",
      "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "\u{C2}", "é", "\u{61C}", "\u{61D}", "\u{200D}",
      "\u{200E}", "\u{200F}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{202F}", "\u{2065}",
      "\u{2066}", "\u{2069}", "\u{206A}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{1F600}",
    ]
    var seed: UInt64 = 7
    for _ in 0..<5_000 {
      var text = String.UnicodeScalarView()
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<Int(seed >> 60) {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text.append(alphabet[Int(seed >> 33) % alphabet.count])
      }
      let string = String(text)
      for (escaping, expected) in [
        (MarkupText.Escaping.content, MarkupText.escape(string)),
        (.attribute, MarkupText.attribute(string)), (.html, MarkupText.html(string)),
      ] {
        var bytes: [UInt8] = []
        MarkupText.write(string, as: escaping, to: &bytes)
        #expect(
          String(decoding: bytes, as: UTF8.self) == expected,
          "\(escaping) \(string.debugDescription)")
        // The HTML report's buffer, after something already in it and with a little room, so
        // that it grows while escaping.
        let buffer = MarkupBytes(capacity: 16)
        buffer.append("<p>")
        buffer.append(string, escaping: escaping)
        #expect(buffer.text == "<p>" + expected, "\(escaping) \(string.debugDescription)")
      }
    }
  }

  @Test("The HTML report's buffer writes numbers and times as String(_:) and description do")
  func numbersAndTimes() {
    var values = [
      0, 1, -1, 5, 9, 10, 11, 99, 100, 101, 999, 1000, 1005, 1_234_567, -1005, 9_999_999_995,
      Int.max, Int.min, Int.max - 1, Int.min + 1,
    ]
    var seed: UInt64 = 11
    for _ in 0..<2_000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      values.append(Int(truncatingIfNeeded: seed) >> Int(seed >> 58))
    }
    let buffer = MarkupBytes(capacity: 16)
    for value in values {
      buffer.removeAll()
      buffer.append(decimal: value)
      #expect(buffer.text == String(value))
      buffer.removeAll()
      buffer.append(seconds: SimulatedInstant(milliseconds: value))
      #expect(buffer.text == SimulatedInstant(milliseconds: value).description, "\(value)")
    }
    // Appended one after another, each after what is there.
    buffer.removeAll()
    buffer.append(decimal: 42)
    buffer.append(UInt8(ascii: " "))
    buffer.append(seconds: SimulatedInstant(milliseconds: 1_505))
    #expect(buffer.text == "42 1.51s")
  }

  @Test("A reference's short name is the last non-empty part of its path")
  func shortName() {
    let repository = Repository("example/r", commit: String(repeating: "a", count: 40))
    for path in [
      "", "/", "///", "a", "a/b.swift", "a/b/", "/b.swift", "a//b", "é/ü.swift", "x/y.swift/",
    ] {
      let name = Reference.code(repository, path: path, symbol: nil).shortName
      #expect(name == (path.split(separator: "/").last.map(String.init) ?? path), "\(path)")
    }
  }
}
