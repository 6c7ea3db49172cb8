import Foundation
import TestSupport
import Testing

/// Reading order per platform from the built binary (Documentation/Screens.md, "Order per
/// platform"): frames reorder VoiceOver on iOS only, `traversalAfter:` TalkBack only, and
/// `tabIndex:` Tab on Windows.
@Suite("Reading order per platform from the command line")
struct ReadingOrderCommandTests {
  @Test(
    "compare: frames make VoiceOver on iOS read Pay before the terms; the others keep the file's order"
  )
  func frames() throws {
    let result = try RunCLI.run([
      "compare", "Scenarios/screens/order-frames.yml", "--do", "next item; next item; next item",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Pay drawn above the terms on iOS (VoiceOver), macOS (VoiceOver), Android (TalkBack), Windows (Narrator), Linux (Orca)
        > next item
          iOS      VoiceOver  Checkout. Heading.
          macOS    VoiceOver  Checkout, heading level 1
          Android  TalkBack   Checkout, Heading
          Windows  Narrator   Checkout, heading level 1
          Linux    Orca       Accept terms check box not checked | Required to continue
        > next item
          iOS      VoiceOver  Pay. Button. | Saves your draft
          macOS    VoiceOver  Accept terms, unchecked, checkbox | Required to continue
          Android  TalkBack   not checked, Accept terms, Check box | Double-tap to toggle
          Windows  Narrator   Accept terms, check box, not checked
          Linux    Orca       Pay button | Saves your draft
        > next item
          iOS      VoiceOver  Accept terms. Button. | Required to continue
          macOS    VoiceOver  Pay, button | Saves your draft
          Android  TalkBack   Pay, Button | Double-tap to activate
          Windows  Narrator   Pay, button
          Linux    Orca       (silence)

        """)
  }

  @Test("compare: traversalAfter moves Pay after the terms for TalkBack only")
  func traversalAfter() throws {
    let result = try RunCLI.run([
      "compare", "Scenarios/screens/order-traversal.yml", "--do", "next item; next item; next item",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Pay after the terms on iOS (VoiceOver), macOS (VoiceOver), Android (TalkBack), Windows (Narrator), Linux (Orca)
        > next item
          iOS      VoiceOver  Checkout. Heading.
          macOS    VoiceOver  Checkout, heading level 1
          Android  TalkBack   Checkout, Heading
          Windows  Narrator   Checkout, heading level 1
          Linux    Orca       Pay button | Saves your draft
        > next item
          iOS      VoiceOver  Pay. Button. | Saves your draft
          macOS    VoiceOver  Pay, button | Saves your draft
          Android  TalkBack   not checked, Accept terms, Check box | Double-tap to toggle
          Windows  Narrator   Pay, button
          Linux    Orca       Accept terms check box not checked | Required to continue
        > next item
          iOS      VoiceOver  Accept terms. Button. | Required to continue
          macOS    VoiceOver  Accept terms, unchecked, checkbox | Required to continue
          Android  TalkBack   Pay, Button | Double-tap to activate
          Windows  Narrator   Accept terms, check box, not checked
          Linux    Orca       (silence)

        """)
  }

  @Test(
    "Windows: Tab visits the lowest tabIndex first, then the rest in file order; Linux ignores it")
  func tabIndex() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let path = folder.appendingPathComponent("tab.yml").path
    try """
    screen: Tab indexes
    elements:
      - component: { control: button, label: Cancel }
      - component: { control: button, label: Pay }
        tabIndex: 1
      - text: Total 20 euros
      - component: { control: button, label: Back }
      - component: { control: button, label: Terms }
        tabIndex: 1

    """.write(toFile: path, atomically: true, encoding: .utf8)
    let windows = try RunCLI.run([
      "simulate", path, "--platform", "windows", "--reader", "nvda", "--do",
      "press Tab; press Tab; press Tab; press Tab; press Shift+Tab",
    ])
    #expect(windows.exitCode == 0)
    #expect(
      windows.stdout == """
        Windows · screen "Tab indexes" · 5 elements · 4 components · NVDA
        > press Tab
        NVDA        0.00s  Pay button
        > press Tab
        NVDA        0.67s  Terms button
        > press Tab
        NVDA        1.33s  Cancel button
        > press Tab
        NVDA        2.00s  Back button
        > press Shift+Tab
        NVDA        2.67s  Cancel button

        """)
    let linux = try RunCLI.run([
      "simulate", path, "--platform", "linux", "--reader", "orca", "--do",
      "press Tab; press Tab; press Tab; press Tab",
    ])
    #expect(linux.exitCode == 0)
    #expect(
      linux.stdout == """
        Linux · screen "Tab indexes" · 5 elements · 4 components · Orca
        > press Tab
        Orca        0.00s  Cancel button
        > press Tab
        Orca        0.67s  Pay button
        > press Tab
        Orca        1.33s  Back button
        > press Tab
        Orca        2.00s  Terms button

        """)
  }
}
