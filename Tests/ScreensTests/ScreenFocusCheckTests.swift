import Accessibility
import Simulation
import Testing

/// `check SCREEN`'s screen criteria, judged on a tree and the ids next item reached.
@Suite("The screen's focus and reading-order criteria")
struct ScreenFocusCheckTests {
  static let tree = [
    AccessibleElement(id: "1/heading", role: .heading, name: "Checkout"),
    AccessibleElement(id: "2/control", role: .button, name: "Pay", takesKeyboardFocus: true),
    AccessibleElement(id: "3/control", role: .button, name: "Cancel", takesKeyboardFocus: true),
  ]

  @Test("A walk in the tree's order that reaches every focusable element passes both")
  func passing() {
    let judged = ScreenFocusCheck.judge(
      Self.tree, reached: ["1/heading", "2/control", "3/control"])
    #expect(judged.missed.isEmpty)
    #expect(judged.backwards.isEmpty)
  }

  @Test("A focusable element next item never reaches fails focus-reached, named")
  func missed() {
    let judged = ScreenFocusCheck.judge(Self.tree, reached: ["1/heading", "2/control"])
    #expect(judged.missed.map(\.name) == ["Cancel"])
    #expect(judged.backwards.isEmpty)
  }

  @Test("A walk that goes back up the tree fails reading-order, naming both elements")
  func backwards() {
    let judged = ScreenFocusCheck.judge(
      Self.tree, reached: ["1/heading", "3/control", "2/control"])
    #expect(judged.missed.isEmpty)
    #expect(judged.backwards.map { [$0.element.name, $0.after.name] } == [["Pay", "Cancel"]])
  }
}
