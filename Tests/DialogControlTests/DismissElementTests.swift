import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import Core
import Interactions
import ScreenReaders
import Simulation
import TestSupport
import Testing

@testable import DialogControl

/// UIKit's sheet puts its dimming view, over the page behind, before the sheet's own elements
/// as a button: VoiceOver lands on it first, "Double tap to dismiss pop-up window", and
/// double-tapping it dismisses the sheet. MagentaA11y's sheet page (tmobile/magentaA11y
/// `native/controls/sheet.md`: initial focus on the invisible dismiss button, "Double tap to
/// dismiss pop-up window, button") and its recorded VoiceOver modal
/// (`modal_IosVoiceOver-en-US.vtt`: "… activate to dismiss popup window button", then "sign in
/// heading close."): medium.
@Suite("UIKit's sheet: the dismiss element VoiceOver reaches first")
struct DismissElementTests {
  private let sheet = "Scenarios/components/learn-more-sheet.yml"

  private func voiceOver(_ script: String) throws -> ReaderSimulation {
    var run = try ReaderSimulation(
      component: try ComponentLoader.load(path: sheet), platform: .ios,
      pack: RulePacks.voiceOverIOS, catalog: .shipped)
    try run.run(try InteractionParser.parse(script, parts: ControlCatalog.shipped.partVocabulary))
    return run
  }

  @Test("The swipe order: the dismiss element, the heading, the text, Close")
  func swipeOrder() throws {
    let run = try voiceOver("swipe right; swipe right; swipe right; swipe right; swipe right")
    #expect(
      run.transcript.map(\.text) == [
        "Double tap to dismiss pop-up window. Button.", "Adding device contacts. Heading.",
        "Your contacts stay on this device.", "Close. Button.",
      ])
  }

  @Test("Double-tapping it dismisses the sheet")
  func doubleTapDismisses() throws {
    let run = try voiceOver("swipe right; double-tap")
    let dialog = try #require(run.control.unwrapped(as: Dialog.self))
    #expect(!dialog.isPresented)
  }

  @Test("Presented from a screen: VoiceOver lands on it; double-tapping it returns to the opener")
  func presentedFromScreen() throws {
    let said = try heardPerStep(
      screen: "Scenarios/screens/contacts.yml", on: .ios, reader: "voiceover",
      ["swipe right", "swipe right", "double-tap", "swipe right", "swipe left", "double-tap"])
    #expect(
      said == [
        "Contacts. Heading.", "Delete contacts. Button.",
        "Double tap to dismiss pop-up window. Button.", "Delete contacts. Heading.",
        "Double tap to dismiss pop-up window. Button.", "Delete contacts. Button.",
      ])
  }

  @Test("UIKit's sheet and SwiftUI's, which UIKit presents, have it; no other dialog does")
  func onlyIOSSheets() throws {
    for variant in DialogVariant.allCases {
      let setup = PlatformSetup(
        variant: variant.id, nativeName: variant.nativeName,
        configuration: DialogConfiguration(title: "T", cancelLabel: "Cancel"))
      let dialog = try Dialog(platform: variant.platform, setup: setup)
      #expect(
        dialog.parts.contains(.dismissPopup) == [.uikitSheet, .swiftUISheet].contains(variant),
        "\(variant)")
    }
  }

  /// SwiftUI's `.sheet` is presented by UIKit's sheet presentation, so VoiceOver's first
  /// element is the same dismiss element (low: inferred from MagentaA11y's sheet page, whose
  /// SwiftUI notes put the initial focus on the invisible dismiss button; no recording).
  @Test("A SwiftUI sheet: VoiceOver lands on the dismiss element, then the heading (low)")
  func swiftUISheet() throws {
    var run = try ReaderSimulation(
      component: try ComponentLoader.load(
        path: sheet, overrides: ["platforms.ios.variant=swiftui-sheet"]),
      platform: .ios, pack: RulePacks.voiceOverIOS, catalog: .shipped)
    try run.run(
      try InteractionParser.parse(
        "swipe right; swipe right; swipe left; double-tap",
        parts: ControlCatalog.shipped.partVocabulary))
    #expect(
      run.transcript.map(\.text) == [
        "Double tap to dismiss pop-up window. Button.", "Adding device contacts. Heading.",
        "Double tap to dismiss pop-up window. Button.",
      ])
    let dialog = try #require(run.control.unwrapped(as: Dialog.self))
    #expect(!dialog.isPresented)
    let facts = DialogVariant.swiftUISheet.facts
    #expect(facts.dismissElement?.confidence == .low)
  }

  @Test("The drawing shows the dismiss element first, marked while focused")
  func drawing() throws {
    var dialog = try Dialog(
      platform: .ios,
      setup: PlatformSetup(
        variant: DialogVariant.uikitSheet.id, nativeName: DialogVariant.uikitSheet.nativeName,
        configuration: DialogConfiguration(
          title: "Adding device contacts", message: "Stay here.", confirmLabel: "Close",
          isPresented: false)))
    _ = dialog.present()
    #expect(
      dialog.drawing
        == "[ *‹dismiss pop-up window›* | Adding device contacts | Stay here. | (Close) ]")
    _ = dialog.focus(.dialogTitle)
    #expect(
      dialog.drawing
        == "[ ‹dismiss pop-up window› | *Adding device contacts* | Stay here. | (Close) ]")
  }
}
