import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import Core
import Foundation
import Interactions
import ScreenReaders
import Screens
import Simulation
import TestSupport
import Testing

@testable import DialogControl

/// The sign-in screen (Scenarios/screens/sign-in.yml): a Sign in button that presents an
/// alert. What each reader says when the alert arrives, that next item and Tab stay inside
/// it, how it is dismissed and where focus goes back. The arrival rows are each pack's
/// `container.alertDialog`: VoiceOver's "Alert" before the title (MagentaA11y's alert dialog
/// page and its VoiceOver caption), TalkBack's window title before the first non-title node
/// (its ScreenFeedbackManager and FocusActorForScreenStateChange, its caption), NVDA's dialog
/// text (Dialog.getDialogText), Orca's `_generate_alert`; Narrator and VoiceOver on macOS low.
@Suite("The dialog: arrival, focus trap, dismissal and focus return, per platform and reader")
struct DialogScreenTests {
  /// What `reader` says on `platform` for each step of `script` on the screen `file`, one
  /// entry a step (`""` for a step that says nothing).
  private func heard(
    _ file: String = "sign-in", on platform: Platform, reader: String, _ script: [String]
  ) throws -> [String] {
    try heardPerStep(
      screen: "Scenarios/screens/\(file).yml", on: platform, reader: reader, script)
  }

  private static let touchOpen = ["swipe right", "swipe right", "swipe right", "double-tap"]

  @Test("VoiceOver on iOS: \"Alert. Error\" on the title, swipes stay inside, the scrub returns")
  func voiceOverIOS() throws {
    let said = try heard(
      on: .ios, reader: "voiceover",
      Self.touchOpen + [
        "swipe left", "swipe right", "swipe right", "swipe right", "swipe right",
        "two-finger scrub",
      ])
    #expect(
      said == [
        "Sign in. Heading.", "Use your account to continue.", "Sign in. Button.",
        "Alert. Error", "", "The username or password is incorrect. Please try again.",
        "Cancel. Button.", "OK. Button.", "", "Sign in. Button.",
      ])
  }

  @Test("TalkBack: the window title, then the message; back returns to Sign in")
  func talkBack() throws {
    let said = try heard(
      on: .android, reader: "talkback",
      Self.touchOpen + ["swipe right", "swipe right", "swipe right", "back"])
    #expect(
      said == [
        "Sign in, Heading", "Use your account to continue.",
        "Sign in, Button / Double-tap to activate",
        "Error, The username or password is incorrect. Please try again.",
        "Cancel, Button / Double-tap to activate", "OK, Button / Double-tap to activate", "",
        "Sign in, Button / Double-tap to activate",
      ])
  }

  @Test("NVDA and Narrator: the dialog's name, role and text, Tab goes round, Escape returns")
  func windows() throws {
    let script = ["press Tab", "press Enter", "press Tab", "press Tab", "press Escape"]
    #expect(
      try heard(on: .windows, reader: "nvda", script) == [
        "Sign in button",
        "Error dialog The username or password is incorrect. Please try again. OK button",
        "Cancel button", "OK button", "Sign in button",
      ])
    #expect(
      try heard(on: .windows, reader: "narrator", script) == [
        "Sign in, button",
        "Error, dialog, The username or password is incorrect. Please try again., OK, button",
        "Cancel, button", "OK, button", "Sign in, button",
      ])
  }

  @Test("Orca: \"alert\", the name and the static text, then the default button")
  func orca() throws {
    let said = try heard(
      on: .linux, reader: "orca",
      ["press Tab", "press Enter", "press Tab", "press Tab", "press Tab", "press Escape"])
    #expect(
      said == [
        "Sign in button",
        "alert Error The username or password is incorrect. Please try again. OK button",
        "Cancel button", "OK button", "Cancel button", "Sign in button",
      ])
  }

  @Test("VoiceOver on macOS: \"alert, Error, …\" on the default button (low), Escape returns")
  func voiceOverMac() throws {
    let said = try heard(
      on: .macos, reader: "voiceover",
      ["next item", "next item", "next item", "activate", "previous item", "press Escape"])
    #expect(
      said == [
        "Sign in, heading level 1", "Use your account to continue.", "Sign in, button",
        "alert, Error, The username or password is incorrect. Please try again., OK, button",
        "Cancel, button", "Sign in, button",
      ])
  }

  @Test("MISCONFIGURED, no focus trap: VoiceOver and Tab reach the page behind the alert")
  func noTrap() throws {
    #expect(
      try heard("sign-in-no-trap", on: .ios, reader: "voiceover", Self.touchOpen + ["swipe left"])
        .suffix(2) == ["Alert. Error", "Sign in. Button."])
    #expect(
      try heard(
        "sign-in-no-trap", on: .windows, reader: "nvda",
        ["press Tab", "press Enter", "press Tab", "press Tab", "press Tab"]
      ).suffix(3) == ["Cancel button", "", "Sign in button"])
  }

  @Test("MISCONFIGURED, focus left on the page: nothing is said when the alert opens")
  func focusLeft() throws {
    #expect(
      try heard("sign-in-focus-left", on: .ios, reader: "voiceover", Self.touchOpen).last == "")
    #expect(
      try heard("sign-in-focus-left", on: .android, reader: "talkback", Self.touchOpen).last
        == "")
    #expect(
      try heard("sign-in-focus-left", on: .windows, reader: "nvda", ["press Tab", "press Enter"])
        .last == "")
  }

  /// TalkBack names a window without a title by the app's label (WindowEventInterpreter
  /// .getWindowTitleForFeedback), the screen's `app: Mail`.
  @Test("MISCONFIGURED, no title: no reader names the alert; TalkBack says the app's label")
  func noTitle() throws {
    #expect(
      try heard("sign-in-no-title", on: .ios, reader: "voiceover", Self.touchOpen).last
        == "Alert. The username or password is incorrect. Please try again.")
    #expect(
      try heard("sign-in-no-title", on: .android, reader: "talkback", Self.touchOpen).last
        == "Mail, The username or password is incorrect. Please try again.")
    #expect(
      try heard("sign-in-no-title", on: .windows, reader: "nvda", ["press Tab", "press Enter"])
        .last == "dialog The username or password is incorrect. Please try again. OK button")
    #expect(
      try heard("sign-in-no-title", on: .linux, reader: "orca", ["press Tab", "press Enter"])
        .last == "alert The username or password is incorrect. Please try again. OK button")
  }

  @Test("MISCONFIGURED, focus not returned: after dismissal the reader starts over at the top")
  func focusLost() throws {
    #expect(
      try heard(
        "sign-in-focus-lost", on: .android, reader: "talkback",
        Self.touchOpen + ["back", "swipe right"]
      ).suffix(2) == ["", "Sign in, Heading"])
    #expect(
      try heard(
        "sign-in-focus-lost", on: .ios, reader: "voiceover",
        Self.touchOpen + ["two-finger scrub", "swipe right"]
      ).suffix(2) == ["", "Sign in. Heading."])
  }
}

/// A modal sheet shown from the start (Scenarios/components/learn-more-sheet.yml): UIKit's
/// dismiss element first on iOS (MagentaA11y's sheet page and recorded modal), its title
/// heading first on Android and macOS; Orca's first Tab says the button alone, the sheet's
/// window being in front already (its dialog row is said when a window is activated,
/// default.py _on_window_activated); back, the scrub and Escape dismiss it.
@Suite("The sheet: what each reader says first, and how it is dismissed")
struct SheetTests {
  private let sheet = "Scenarios/components/learn-more-sheet.yml"

  private func run(_ platform: Platform, _ reader: String, _ script: String) throws
    -> ReaderSimulation
  {
    let component = try ComponentLoader.load(path: sheet)
    var run = try ReaderSimulation(
      component: component, platform: platform,
      pack: try RulePacks.resolve(reader, on: platform), catalog: .shipped)
    try run.run(try InteractionParser.parse(script))
    return run
  }

  @Test("Each reader's first words, and the dismissal")
  func firstWordsAndDismissal() throws {
    let cases: [(Platform, String, String, String, String)] = [
      (
        .ios, "voiceover", "swipe right", "two-finger scrub",
        "Double tap to dismiss pop-up window. Button."
      ),
      (.android, "talkback", "swipe right", "back", "Adding device contacts, Heading"),
      (.linux, "orca", "press Tab", "press Escape", "Close button"),
      (.macos, "voiceover", "next item", "press Escape", "Adding device contacts, heading"),
    ]
    for (platform, reader, first, dismiss, said) in cases {
      var simulation = try run(platform, reader, first)
      #expect(simulation.transcript.map(\.text) == [said], "\(reader) on \(platform)")
      try simulation.run(try InteractionParser.parse(dismiss))
      let dialog = try #require(simulation.control.unwrapped(as: Dialog.self))
      #expect(!dialog.isPresented, "\(reader) on \(platform): \(dismiss)")
    }
  }
}

/// The dialog alone: its variants' arrival places, Escape's rules and Tab.
@Suite("The dialog's behaviour")
struct DialogBehaviourTests {
  private func dialog(_ variant: DialogVariant, _ configuration: DialogConfiguration) throws
    -> Dialog
  {
    let setup = PlatformSetup(
      variant: variant.id, nativeName: variant.nativeName, configuration: configuration)
    return try Dialog(platform: variant.platform, setup: setup)
  }

  @Test(
    "Each variant's arrival: title on iOS, the first non-title node on Android, the default button on desktops"
  )
  func arrival() throws {
    let configuration = DialogConfiguration(
      title: "Error", message: "Try again.", cancelLabel: "Cancel", isPresented: false)
    let expected: [String: PartID] = [
      "uikit-alert": .dialogTitle, "uikit-sheet": .dismissPopup, "swiftui-sheet": .dismissPopup,
      "nsalert": .confirm, "appkit-sheet": .confirm, "alert-dialog": .dialogMessage,
      "material-dialog": .dialogMessage, "compose-alert-dialog": .dialogMessage,
      "bottom-sheet-dialog": .dialogMessage, "compose-modal-bottom-sheet": .dialogMessage,
      "content-dialog": .confirm, "adw-alert-dialog": .confirm, "adw-dialog": .cancel,
    ]
    #expect(Set(expected.keys) == Set(DialogVariant.allCases.map(\.rawValue)))
    for variant in DialogVariant.allCases {
      var shown = try dialog(variant, configuration)
      let events = shown.present()
      #expect(
        events.map(\.kind) == [.focusMoved(from: nil, to: expected[variant.rawValue])],
        "\(variant)")
    }
  }

  @Test("Escape dismisses an alert that needs a cancel button only when it has one")
  func escape() throws {
    var alone = try dialog(.uikitAlert, DialogConfiguration(title: "Error"))
    #expect(alone.pressKey(KeyChord(.escape)).map(\.isIgnoredInput) == [true])
    #expect(alone.isPresented)
    var android = try dialog(.alertDialog, DialogConfiguration(title: "Error"))
    _ = android.pressKey(KeyChord(.escape))
    #expect(!android.isPresented)
    var notCancelable = try dialog(
      .alertDialog, DialogConfiguration(title: "Error", isCancelable: false))
    _ = notCancelable.pressKey(KeyChord(.escape))
    #expect(notCancelable.isPresented)
  }

  @Test("A confirming button that keeps its dialog open is activated and the dialog stays")
  func confirmKeepsOpen() throws {
    var sheet = try dialog(
      .uikitSheet, DialogConfiguration(cancelLabel: "Keep", confirmDismisses: false))
    #expect(sheet.perform(.activate, on: .confirm).map(\.kind) == [.activated(.confirm)])
    #expect(sheet.isPresented)
    _ = sheet.perform(.activate, on: .cancel)
    #expect(!sheet.isPresented)
  }

  @Test("A ContentDialog cannot stay open under another: WinUI opens one at a time")
  func contentDialogOneAtATime() throws {
    // learn.microsoft.com, ContentDialog class remarks: one ContentDialog open per thread.
    #expect(DialogVariant.contentDialog.facts.staysUnderAnother == false)
    #expect(
      throws: ConfigurationError(
        field: "confirmDismisses",
        message:
          "a WinUI ContentDialog cannot stay open under another dialog (only one ContentDialog "
          + "may be open at a time); leave confirmDismisses: out")
    ) {
      try dialog(.contentDialog, DialogConfiguration(confirmDismisses: false))
    }
  }

  @Test("Tab goes round the buttons while it traps focus, and leaves it when it does not")
  func tab() throws {
    var trapping = try dialog(.contentDialog, DialogConfiguration(cancelLabel: "Cancel"))
    _ = trapping.present()
    _ = trapping.focus(.cancel)
    _ = trapping.pressKey(KeyChord(.tab))
    #expect(trapping.focusedPart == .confirm)
    var open = try dialog(
      .contentDialog, DialogConfiguration(cancelLabel: "Cancel", trapsFocus: false))
    _ = open.focus(.cancel)
    _ = open.pressKey(KeyChord(.tab))
    #expect(open.focusedPart == nil)
  }
}

/// `presents:` in a screen file: what it may name.
@Suite("A screen's presents: key")
struct PresentsKeyTests {
  private func error(_ yaml: String) -> String? {
    do {
      _ = try ScreenLoader.parse(
        yaml, source: "test.yml", folder: URL(fileURLWithPath: "Scenarios/screens"),
        schema: .shipped)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test("presents: naming no id, or a component that does not present modally, is refused")
  func refused() {
    let screen = { (presents: String, target: String) in
      """
      screen: Bad
      elements:
        - component: ../components/sign-in-button.yml
          presents: \(presents)
        - component: ../components/\(target)
          id: error
      """
    }
    #expect(
      error(screen("eror", "sign-in-alert.yml"))
        == "test.yml:4:15: error: 'presents' names 'eror', which is no element's id (did you "
        + "mean 'error'?); ids on this screen: error")
    #expect(
      error(screen("error", "save-button.yml"))
        == "test.yml:4:15: error: 'presents' expects the id of a component that presents "
        + "modally (a dialog), found 'error', a button component")
    #expect(error(screen("error", "sign-in-alert.yml")) == nil)
  }

  @Test(
    "A dialog that presents itself, dialogs that present each other, and a dialog whose every button dismisses it are refused"
  )
  func nested() {
    #expect(
      error(
        """
        screen: Bad
        elements:
          - component: ../components/delete-contacts-sheet.yml
            id: sheet
            presents: sheet
        """)
        == "test.yml:5:15: error: 'presents' expects the id of another element (a dialog "
        + "cannot open itself), found 'sheet', the element itself")
    #expect(
      error(
        """
        screen: Bad
        elements:
          - component: ../components/sign-in-button.yml
            presents: sheet
          - component: ../components/delete-contacts-sheet.yml
            id: sheet
            presents: again
          - component: ../components/delete-contacts-sheet.yml
            id: again
            presents: sheet
        """)
        == "test.yml:7:15: error: 'presents' expects dialogs that open one another to end (the "
        + "one on top is dismissed first), found a circle: sheet → again → sheet")
    #expect(
      error(
        """
        screen: Bad
        elements:
          - component: ../components/sign-in-alert.yml
            presents: sheet
          - component: ../components/delete-contacts-sheet.yml
            id: sheet
        """)
        == "test.yml:4:15: error: 'presents' expects a dialog whose confirming button keeps it "
        + "open (confirmDismisses: false) to open another over it, found one whose every button "
        + "dismisses it on Android")
  }
}

/// A dialog opened from inside a dialog (Scenarios/screens/contacts.yml): Delete contacts opens
/// a sheet whose Delete all (`confirmDismisses: false`) opens an alert over it
/// (`presents: confirm-delete` on the sheet). The alert takes focus and traps it, with each
/// reader's arrival words for an alert (the rows of `container.alertDialog`, as for the
/// sign-in alert); dismissing it gives focus back to Delete all inside the sheet, whose trap is
/// back; dismissing the sheet gives focus back to Delete contacts. No Windows: WinUI lets one
/// ContentDialog be open at a time (its class remarks), so one cannot stay under another.
@Suite("A dialog over a dialog: focus moves in, is trapped in the top one and goes back down")
struct NestedDialogTests {
  private func heard(on platform: Platform, reader: String, _ script: [String]) throws
    -> [String]
  {
    try heardPerStep(
      screen: "Scenarios/screens/contacts.yml", on: platform, reader: reader, script)
  }

  @Test(
    "VoiceOver on iOS: the sheet's heading, then \"Alert. …\"; the scrub goes back one at a time")
  func voiceOverIOS() throws {
    let said = try heard(
      on: .ios, reader: "voiceover",
      [
        "swipe right", "swipe right", "double-tap", "swipe right", "swipe right", "swipe right",
        "swipe right", "double-tap", "swipe left", "two-finger scrub", "swipe right",
        "swipe right", "two-finger scrub", "swipe left",
      ])
    #expect(
      said == [
        "Contacts. Heading.", "Delete contacts. Button.",
        "Double tap to dismiss pop-up window. Button.", "Delete contacts. Heading.",
        "Remove every contact from this device.", "Keep. Button.", "Delete all. Button.",
        "Alert. Delete all contacts?", "", "Delete all. Button.", "", "",
        "Delete contacts. Button.", "Contacts. Heading.",
      ])
  }

  @Test("TalkBack: the sheet, then the alert's window title; back goes back one at a time")
  func talkBack() throws {
    let said = try heard(
      on: .android, reader: "talkback",
      [
        "swipe right", "swipe right", "double-tap", "swipe right", "swipe right",
        "double-tap", "swipe left", "back", "swipe right", "back",
      ])
    let activate = " / Double-tap to activate"
    #expect(
      said == [
        "Contacts, Heading", "Delete contacts, Button" + activate,
        "Remove every contact from this device.", "Keep, Button" + activate,
        "Delete all, Button" + activate, "Delete all contacts?, This cannot be undone.",
        "Delete all contacts?", "Delete all, Button" + activate, "",
        "Delete contacts, Button" + activate,
      ])
  }

  /// The sources disagree on what TalkBack says as a modal sheet's window appears: its code
  /// speaks a new window's title (google/talkback WindowEventInterpreter
  /// .getWindowTitleForFeedback, ScreenFeedbackManager.getTitleForFeedback) and then focuses
  /// the first node that is not the title; MagentaA11y's recorded modal
  /// (modal_AndroidTalkback-en-US.vtt) says nothing before its first element. The pack's
  /// `sheetArrival` setting gives both: `silent` (the default, the recording) and
  /// `windowTitle` (the code), where the sheet's title stands for its window's.
  @Test("TalkBack's sheet arrival, both sides: silent by default, the window title when set")
  func talkBackSheetArrival() throws {
    let open = ["swipe right", "swipe right", "double-tap"]
    let activate = " / Double-tap to activate"
    let silent = try heard(on: .android, reader: "talkback", open)
    #expect(
      silent == [
        "Contacts, Heading", "Delete contacts, Button" + activate,
        "Remove every contact from this device.",
      ])
    let titled = try heardPerStep(
      screen: "Scenarios/screens/contacts.yml", on: .android, reader: "talkback",
      settings: ["sheetArrival": "windowTitle"], open + ["swipe right"])
    #expect(
      titled == [
        "Contacts, Heading", "Delete contacts, Button" + activate,
        "Delete contacts, Remove every contact from this device.", "Keep, Button" + activate,
      ])
    let run = try screenRun(
      "Scenarios/screens/contacts.yml", on: .android, reader: "talkback",
      settings: ["sheetArrival": "windowTitle"], script: open.joined(separator: "; "))
    let arrival = try #require(run.transcript.last)
    #expect(arrival.text == "Delete contacts, Remove every contact from this device.")
    #expect(arrival.rule.hasSuffix("+container.dialog.windowTitle"))
  }

  @Test("Orca: the alert's words over the sheet; Tab stays in the top one; Escape goes back")
  func orca() throws {
    let said = try heard(
      on: .linux, reader: "orca",
      [
        "press Tab", "press Enter", "press Tab", "press Enter", "press Tab", "press Tab",
        "press Escape", "press Tab", "press Escape",
      ])
    #expect(
      said == [
        "Delete contacts button", "Delete contacts dialog Keep button", "Delete all button",
        "alert Delete all contacts? This cannot be undone. Delete button", "Cancel button",
        "Delete button", "Delete contacts dialog Delete all button", "Keep button",
        "Delete contacts button",
      ])
  }

  @Test("VoiceOver on macOS (low): the same, by next item and Escape")
  func voiceOverMac() throws {
    let said = try heard(
      on: .macos, reader: "voiceover",
      [
        "next item", "next item", "activate", "next item", "activate", "previous item",
        "press Escape", "press Escape",
      ])
    #expect(
      said == [
        "Contacts, heading level 1", "Delete contacts, button", "Delete all, button", "",
        "alert, Delete all contacts?, This cannot be undone., Delete, button", "Cancel, button",
        "Delete all, button", "Delete contacts, button",
      ])
  }
}
