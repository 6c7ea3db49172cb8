import Foundation
import TestSupport
import Testing

/// A settings row merged with its switch (`Scenarios/screens/settings-row.yml`) from the built
/// binary: on iOS, Android and macOS the first item is the row, and activating it toggles the
/// switch; Windows and Linux read the switch and its text as separate elements.
@Suite("A merged settings row from the command line")
struct MergedRowCommandTests {
  @Test("compare: the row is the switch where the platform merges, and activate toggles it")
  func compareRow() throws {
    let result = try RunCLI.run([
      "compare", "Scenarios/screens/settings-row.yml", "--readers", "all", "--do",
      "next item; activate",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Wi-Fi settings on iOS (VoiceOver), macOS (VoiceOver), Android (TalkBack), Windows (Narrator), Windows (NVDA), Linux (Orca)
        > next item
          iOS      VoiceOver  Wi-Fi, Connected to Home. Switch Button. Off. | Uses more battery. Double tap to toggle setting.
          macOS    VoiceOver  off, Wi-Fi, Connected to Home, switch | Uses more battery
          Android  TalkBack   OFF, Wi-Fi, Connected to Home, Switch | Double-tap to toggle
          Windows  Narrator   Wi-Fi, toggle switch, off
          Windows  NVDA       Wi-Fi toggle button not pressed
          Linux    Orca       Wi-Fi check box not checked | Uses more battery
        > activate
          iOS      VoiceOver  On
          macOS    VoiceOver  on
          Android  TalkBack   ON
          Windows  Narrator   on
          Windows  NVDA       pressed
          Linux    Orca       checked

        """)
  }
}
