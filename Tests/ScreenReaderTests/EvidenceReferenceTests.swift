import Core
import Foundation
import ScreenReaders
import Testing

/// Every rule's evidence can be followed by someone outside the project: each source names at
/// least one public reference (a file at a commit of a public repository, or a web page).
@Suite("Evidence references")
struct EvidenceReferenceTests {
  /// Every source a pack holds: settings, words, rules and timing.
  private static func sources(of pack: RulePack) -> [(String, Source)] {
    var all: [(String, Source)] = pack.settings.map { ("setting \($0.name)", $0.source) }
    all += pack.vocabulary.roles.map { ("role word \($0.key.rawValue)", $0.value.source) }
    all += pack.vocabulary.roleWordChanges.map {
      ("role word \($0.role.rawValue) before \($0.before)", $0.word.source)
    }
    all += (pack.versions?.changes ?? []).map { ("version change \($0.version)", $0.source) }
    if let disabled = pack.vocabulary.disabled { all.append(("disabled word", disabled.source)) }
    if let unlabelled = pack.vocabulary.unlabelled {
      all.append(("unlabelled word", unlabelled.source))
    }
    all += pack.focusRules.map { ("rule \($0.id)", $0.source) }
    all += pack.hintRules.map { ("rule \($0.id)", $0.source) }
    all += pack.inputRules.map { ("rule \($0.id)", $0.source) }
    all += pack.reactionRules.map { ("rule \($0.id)", $0.source) }
    all.append(("hint delay", pack.timing.hintDelaySource))
    all.append(("driving", pack.driving.source))
    all.append(("keyboard focus following", pack.driving.focusFollowsCursor.source))
    return all
  }

  @Test("Every source of every pack has a well-formed public reference", arguments: RulePacks.all)
  func everySourceIsReferenced(pack: RulePack) {
    for (place, source) in Self.sources(of: pack) {
      #expect(
        !source.references.isEmpty, "\(pack.id) \(place): '\(source.citation)' has no reference")
      for reference in source.references {
        #expect(reference.isWellFormed, "\(pack.id) \(place): \(reference)")
      }
      #expect(
        !source.citation.contains("shared/") && !source.citation.contains("research §"),
        "\(pack.id) \(place) cites a file outside the repository: \(source.citation)")
    }
  }

  @Test("A code reference reads as repo@commit:path (symbol) and opens on GitHub")
  func codeReferenceForms() {
    let reference = Reference.code(
      Repository("GNOME/orca", commit: "672b8f4850a9125f3f584520e362271577d81b35"),
      path: "src/orca/speech_generator.py", symbol: "_generate_spin_button")
    #expect(
      reference.description
        == "GNOME/orca@672b8f4850a9125f3f584520e362271577d81b35:src/orca/speech_generator.py (_generate_spin_button)"
    )
    #expect(
      reference.url
        == "https://github.com/GNOME/orca/blob/672b8f4850a9125f3f584520e362271577d81b35/src/orca/speech_generator.py"
    )
    #expect(reference.shortName == "speech_generator.py (_generate_spin_button)")
    #expect(Reference(parsing: reference.description) == reference)
    let page = Reference.page("https://github.com/microsoft/microsoft-ui-xaml/issues/3470")
    #expect(Reference(parsing: page.description) == page)
  }

  @Test(
    "Malformed references are refused",
    arguments: [
      "seed 000", "../shared/research/screen-readers.md", "google/talkback@26a27dc:x.java",
      "google/talkback@26A27DC009D5B3605E744222541F045A3C24E038:x.java",
      "talkback@26a27dc009d5b3605e744222541f045a3c24e038:x.java",
      "google/talkback@26a27dc009d5b3605e744222541f045a3c24e038:/etc/passwd",
      "google/talkback@26a27dc009d5b3605e744222541f045a3c24e038:../x",
      "https://", "https://exa mple.org",
    ])
  func malformed(text: String) {
    #expect(Reference(parsing: text) == nil)
  }

  @Test("A transcript's source keeps its references through JSON")
  func codableRoundTrip() throws {
    let source = RulePacks.talkBack.timing.hintDelaySource
    let data = try JSONEncoder().encode(source)
    let decoded = try JSONDecoder().decode(Source.self, from: data)
    #expect(decoded == source)
    #expect(!decoded.references.isEmpty)
  }

  @Test("Rule packs' source files cite no research notes or seed files outside the repository")
  func packFilesCiteNothingOutside() throws {
    let packs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/ScreenReaders")
    let files = try FileManager.default.subpathsOfDirectory(atPath: packs.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOf: packs.appendingPathComponent(file), encoding: .utf8)
      #expect(!text.contains("shared/research"), "\(file) cites ../shared/research")
      #expect(!text.contains("research §"), "\(file) cites the research notes")
    }
  }
}
