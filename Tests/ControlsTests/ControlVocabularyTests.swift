import ControlRegistry
import Controls
import Core
import Testing

/// The words and facts a control declares in its definition reach the shared seams (the
/// interaction language, the environment's documentation) without those seams naming it.
@Suite("What controls declare for the shared seams")
struct ControlVocabularyTests {
  @Test("every control's part words name its own parts, and no word names two parts")
  func partWords() {
    var seen: [String: PartID] = [:]
    for definition in ControlCatalog.shipped.all {
      for (word, part) in definition.partWords {
        #expect(
          definition.partIDs.contains(part),
          "\(definition.kind): '\(word)' names \(part), which it does not have")
        if let earlier = seen[word] { #expect(earlier == part, "'\(word)' names two parts") }
        seen[word] = part
        #expect(ControlCatalog.shipped.partVocabulary.part(word) == part)
      }
      for part in definition.partIDs {
        #expect(ControlCatalog.shipped.partVocabulary.part(part.rawValue) == part)
      }
    }
    #expect(ControlCatalog.shipped.partVocabulary.part("control") == .control)
  }

  @Test("the vocabulary lists each part once, in catalog order, and finds words in any case")
  func vocabulary() {
    let vocabulary = PartVocabulary(
      parts: ["knob", .control], aliases: [("Dial", "knob"), ("whole", .control)])
    #expect(vocabulary.listed == "knob, control")
    #expect(vocabulary.part("DIAL") == "knob")
    #expect(vocabulary.part("knob") == "knob")
    #expect(vocabulary.part("whole") == .control)
    #expect(vocabulary.part("plus") == nil)
    #expect(
      ControlCatalog.shipped.partVocabulary.listed
        == "increment, decrement, field, control, clear, option1, option2, option3, option4, "
        + "option5, option6, option7, option8, option9, option10, option11, option12, dialogTitle, "
        + "dialogMessage, confirm, cancel, dismissPopup, action, close, item1, item2, item3, item4, item5, item6, "
        + "item7, item8, item9, item10, item11, item12, item13, item14, item15, item16, item17, "
        + "item18, item19, item20, item21, item22, item23, item24, dismissMenu, tab1, tab2, tab3, "
        + "tab4, tab5, tab6, tab7, tab8, tab9, tab10, tab11, tab12")
  }

  @Test("a version's summary is its subject and then each control's effect on that platform")
  func versionSummary() throws {
    let linux = try #require(PlatformEnvironment.settings.first { $0.platform == .linux })
    let effects = [
      VersionEffect(platform: .linux, summary: "A knob is a dial.", source: Source("test", .low)),
      VersionEffect(platform: .ios, summary: "Not here.", source: Source("test", .low)),
      VersionEffect(platform: .linux, summary: "A dial turns.", source: Source("other", .low)),
    ]
    #expect(linux.summary(effects) == "The GTK version: A knob is a dial. A dial turns.")
    #expect(linux.sources(effects).map(\.citation) == ["test", "other"])
    #expect(
      linux.summary(ControlCatalog.shipped.versionEffects)
        == "The GTK version: GTK 3's GtkSwitch is a toggle button (pressed); GTK 4's reaches "
        + "AT-SPI as a check box (checked).")
  }
}
