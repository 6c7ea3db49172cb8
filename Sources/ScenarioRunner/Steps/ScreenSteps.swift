import Foundation
import Simulation

extension StepLibrary {
  /// Steps for screens (Documentation/Screens.md): several components, text, headings and
  /// images in reading order. They name no kind of control.
  static let screenSteps: [StepDefinition] = [
    StepDefinition(
      .given, "the screen {string}",
      summary:
        "Use a screen file (YAML: screen: and elements:); a component file is a screen of one.",
      example: "Given the screen \"Scenarios/screens/checkout.yml\""
    ) { context, args throws(StepFailure) in
      try context.changeSetup { context throws(StepFailure) in
        try context.useScreenFile(args.text(0))
      }
    }.checking { args throws(StepFailure) in _ = try args.nonEmptyText(0, "the screen path") },
    StepDefinition(
      .then, "the reading order is:",
      summary:
        "What each next-item move says from where the reader is to the end of the screen, one "
        + "line a move (focus speech, hints left out).",
      example:
        "Then the reading order is:\n  \"\"\"\n  Checkout. Heading.\n  Quantity: 2. Adjustable.\n  \"\"\"",
      takesDocString: true
    ) { context, args throws(StepFailure) in
      let reader = try context.reader()
      let expected = try readingOrderLines(args.docString)
      let actual: [String]
      do throws(SimulationError) {
        actual = try reader.readingOrder()
      } catch {
        throw .simulation(error)
      }
      // Read on a copy, so the transcript has none of it: the step's report keeps it.
      context.heardReadingOrder = actual
      guard actual == expected else {
        throw StepFailure(
          "the reading order differs", expected: expected.joined(separator: "\n"),
          actual: actual.joined(separator: "\n"))
      }
    }.checking { args throws(StepFailure) in _ = try readingOrderLines(args.docString) },
  ]

  /// The doc string's lines, trimmed, blank lines left out.
  private static func readingOrderLines(_ docString: String?) throws(StepFailure) -> [String] {
    let lines = (docString ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard !lines.isEmpty else {
      throw StepFailure(
        "the doc string is empty; write what each next-item move says, one line a move")
    }
    return lines
  }
}
