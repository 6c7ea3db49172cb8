import Foundation
import TestSupport
import Testing

/// `check SCREEN`: each component file of the screen by its own control's criteria, one matrix
/// per component, and one verdict for the screen.
@Suite("check on a screen file")
struct ScreenCheckTests {
  /// A screen of the shipped checkbox and button, copied beside it, in a temporary folder.
  static func screen(in folder: URL, extra: String = "") throws {
    for (name, shipped) in [("terms.yml", "accept-terms.yml"), ("save.yml", "save-button.yml")] {
      try FileManager.default.copyItem(
        at: RunCLI.packageRoot.appendingPathComponent("Scenarios/components/\(shipped)"),
        to: folder.appendingPathComponent(name))
    }
    try """
    screen: Form
    elements:
      - heading: Form
      - component: ./terms.yml
      - component: save.yml
      - component: save.yml
    \(extra)
    """.write(to: folder.appendingPathComponent("form.yml"), atomically: true, encoding: .utf8)
  }

  @Test("Each component file once, named; the screen's focus and order; the screen's verdict")
  func passing() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try Self.screen(in: folder)
    let result = try RunCLI.run(
      ["check", "form.yml", "--platforms", "android"], directory: folder)
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Accept terms (terms.yml): MagentaA11y checkbox criteria

        criterion           priority  Android
        keyboard-focus      MUST      PASS
        keyboard-space      MUST      PASS
        keyboard-enter      MUST      PASS
        gesture-swipe       MUST      PASS
        gesture-double-tap  MUST      PASS
        output-name         MUST      PASS
        output-role         MUST      PASS
        output-state        MUST      PASS
        text-resize         SHOULD    PASS

        9 criteria × 1 platform: 9 passed, 0 failed (0 MUST, 0 SHOULD)
        check passed

        Save (save.yml): MagentaA11y button criteria

        criterion           priority  Android
        keyboard-focus      MUST      PASS
        keyboard-space      MUST      PASS
        keyboard-enter      MUST      PASS
        gesture-swipe       MUST      PASS
        gesture-double-tap  MUST      PASS
        output-name         MUST      PASS
        output-role         MUST      PASS
        output-state        MUST      PASS
        text-resize         SHOULD    PASS

        9 criteria × 1 platform: 9 passed, 0 failed (0 MUST, 0 SHOULD)
        check passed

        Form: the screen's focus and reading order (each platform's own reader's next item)

        criterion      priority  Android
        focus-reached  MUST      PASS
        reading-order  MUST      PASS

        screen form.yml: check passed (2 components)

        """)
  }

  @Test("The shipped checkout: a failing component fails the screen, named in its verdict")
  func failing() throws {
    let result = try RunCLI.run([
      "check", "Scenarios/screens/checkout.yml", "--platforms", "android",
    ])
    #expect(result.exitCode == 1)
    #expect(result.stdout.hasPrefix("Quantity (Scenarios/components/quantity.yml): "))
    #expect(result.stdout.contains("\nSave (Scenarios/components/save-button.yml): "))
    #expect(
      result.stdout.hasSuffix(
        """

        Checkout: the screen's focus and reading order (each platform's own reader's next item)

        criterion      priority  Android
        focus-reached  MUST      PASS
        reading-order  MUST      PASS

        screen Scenarios/screens/checkout.yml: check failed: Quantity (1 of 3 components)

        """))
  }

  @Test("reveal-order: a disclosure's content right after it passes, content at the end fails")
  func revealOrder() throws {
    let tail = { (screen: String, verdict: String, failures: String) in
      """

      Shipping: the screen's focus and reading order (each platform's own reader's next item)

      criterion      priority  Android  Linux
      focus-reached  MUST      PASS     PASS
      reading-order  MUST      PASS     PASS
      reveal-order   MUST      \(verdict)     \(verdict)
      \(failures)
      screen Scenarios/screens/\(screen).yml: check \(verdict == "PASS" ? "passed (3 components)" : "failed: the screen's focus and reading order")

      """
    }
    let near = try RunCLI.run([
      "check", "Scenarios/screens/shipping.yml", "--platforms", "android,linux",
    ])
    #expect(near.exitCode == 0)
    #expect(near.stdout.hasSuffix(tail("shipping", "PASS", "")))
    let far = try RunCLI.run([
      "check", "Scenarios/screens/shipping-far.yml", "--platforms", "android,linux",
    ])
    #expect(far.exitCode == 1)
    #expect(
      far.stdout.hasSuffix(
        tail(
          "shipping-far", "FAIL",
          """

          FAIL  reveal-order [Android]: after expanding button "Shipping details", TalkBack's \
          next item reaches button "Continue", not the content it reveals
          FAIL  reveal-order [Linux]: after expanding button "Shipping details", Orca's next \
          item reaches button "Continue", not the content it reveals

          """)))
  }

  @Test("A component written inline cannot be checked: FILE:LINE:COLUMN, exit 2")
  func inline() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try Self.screen(in: folder, extra: "  - component: { control: button, label: Cancel }\n")
    let result = try RunCLI.run(["check", "form.yml"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "form.yml:7:16: error: check runs each component file's criteria, and this component "
        + "is written inline; put it in a component file of its own to check it\n")
  }

  @Test("A component inside a container is checked too: changed with set: in a list, exit 2")
  func insideContainer() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try Self.screen(
      in: folder,
      extra: """
          - list:
              elements:
                - component: save.yml
                  set: { label: Pay }

        """)
    let result = try RunCLI.run(["check", "form.yml"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "form.yml:9:22: error: check runs each component file's criteria, and this component "
        + "is changed with set:; put it in a component file of its own to check it\n")
  }

  @Test("--criteria with a screen file is a usage error")
  func criteriaRefused() throws {
    let result = try RunCLI.run([
      "check", "Scenarios/screens/checkout.yml", "--criteria", "switch",
    ])
    #expect(result.exitCode == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: --criteria judges one component by another control's criteria; a screen's "
          + "components are each judged by their own: check the component file with --criteria\n"
      ))
  }
}
