import ComponentFile
import ControlRegistry
import Controls
import Core
import Foundation
import Interactions
import ScreenReaders
import Screens
import Simulation
import Testing

/// TalkBack says a new window's title, and for a window without one the application's label,
/// else its own "untitled" (google/talkback@26a27dc WindowEventInterpreter
/// .getWindowTitleForFeedback: the window title, then the application label, then the string
/// `untitled_window` in utils/src/main/res/values/strings.xml). A screen file gives the app's
/// label with `app:`. The alert's row is TalkBack's window title (medium); the sheet's is the
/// `sheetArrival=windowTitle` side (low), and it is said again when the sheet is back in front.
@Suite("TalkBack: an untitled window is said by the app's label, else \"untitled\"")
struct WindowTitleFallbackTests {
  /// What TalkBack says for each of `steps` on the screen `yaml` (its components in
  /// Scenarios/components).
  private func heard(
    _ yaml: String, settings: [String: String] = [:], _ steps: [String]
  ) throws -> [String] {
    let screen = try ScreenLoader.parse(
      yaml, source: "test.yml", folder: URL(fileURLWithPath: "Scenarios/screens"),
      schema: .shipped)
    var run = try ReaderSimulation(
      screen: screen, platform: .android, pack: try RulePacks.resolve("talkback", on: .android),
      settings: settings, catalog: .shipped)
    var said: [String] = []
    for step in steps {
      let before = run.transcript.count
      try run.run(try InteractionParser.parse(step, parts: ControlCatalog.shipped.partVocabulary))
      said.append(run.transcript[before...].map(\.text).joined(separator: " / "))
    }
    return said
  }

  private func signIn(app: String?, titled: Bool = false) -> String {
    """
    screen: Sign in
    \(app.map { "app: \($0)\n" } ?? "")elements:
      - component: ../components/sign-in-button.yml
        presents: error
      - component: ../components/sign-in-alert.yml
        id: error
        set: { title: \(titled ? "Error" : "null") }
    """
  }

  private let message = "The username or password is incorrect. Please try again."

  @Test("An untitled alert: the app's label from app:, else \"untitled\", before the message")
  func untitledAlert() throws {
    #expect(
      try heard(signIn(app: "Mail"), ["swipe right", "double-tap"]).last == "Mail, " + message)
    #expect(
      try heard(signIn(app: nil), ["swipe right", "double-tap"]).last == "untitled, " + message)
  }

  @Test("A titled alert says its title whatever app: says")
  func titledAlert() throws {
    #expect(
      try heard(signIn(app: "Mail", titled: true), ["swipe right", "double-tap"]).last
        == "Error, " + message)
  }

  private let contacts = """
    screen: Contacts
    app: Address Book
    elements:
      - component: ../components/delete-contacts-button.yml
        presents: sheet
      - component: ../components/delete-contacts-sheet.yml
        id: sheet
        presents: confirm-delete
        set: { title: null }
      - component: ../components/delete-contacts-alert.yml
        id: confirm-delete
    """

  @Test("An untitled sheet, sheetArrival=windowTitle: the app's label on arrival and back in front")
  func untitledSheet() throws {
    let said = try heard(
      contacts, settings: ["sheetArrival": "windowTitle"],
      ["swipe right", "double-tap", "swipe right", "swipe right", "double-tap", "back"])
    #expect(
      said == [
        "Delete contacts, Button / Double-tap to activate",
        "Address Book, Remove every contact from this device.",
        "Keep, Button / Double-tap to activate",
        "Delete all, Button / Double-tap to activate",
        "Delete all contacts?, This cannot be undone.",
        "Address Book, Delete all, Button / Double-tap to activate",
      ])
  }

  @Test("By default (sheetArrival=silent) the untitled sheet says nothing of its window")
  func untitledSheetSilent() throws {
    #expect(
      try heard(contacts, ["swipe right", "double-tap"]).last
        == "Remove every contact from this device.")
  }

  @Test("app: must be text")
  func appMustBeText() throws {
    #expect(throws: ScreenFileError.self) {
      try ScreenLoader.parse(
        "screen: S\napp: [a, b]\nelements:\n  - component: { control: button, label: OK }\n",
        source: "test.yml", folder: URL(fileURLWithPath: "Scenarios/screens"), schema: .shipped)
    }
  }
}
