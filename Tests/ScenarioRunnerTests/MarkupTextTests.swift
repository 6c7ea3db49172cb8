import Foundation
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
}
