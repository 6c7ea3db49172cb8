import ArgumentParser
import ScreenReaders
import Screens
import Simulation

/// `a11ysim explain`: each utterance with the rule that produced it, its source and confidence.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract:
      "Show, interaction by interaction, the rule behind each utterance, its source and its "
      + "confidence, and why nothing was said when nothing was.",
    discussion: """
      Example:
        a11ysim explain Scenarios/components/quantity.yml --platform android --reader talkback \\
          --do 'swipe right; swipe right; double-tap'
      """)

  @OptionGroup var options: ComponentOptions

  @Option(help: "A screen reader (see 'a11ysim readers'); 'default' picks each platform's own.")
  var reader = "default"

  @OptionGroup var readerOptions: ReaderOptions

  func validate() throws {
    try validateReaderName(reader, allowsDefault: true)
  }

  func run() throws {
    // A screen file runs as a screen; a component file as a screen of one, as before.
    let screen = try options.loadScreen()
    let runs = try readerOptions.run(
      reader: reader, screen: screen, platforms: options.platforms(of: screen),
      statements: try options.statements(), environment: try options.environment())
    for (index, run) in runs.enumerated() {
      if index > 0 { print() }
      let what =
        screen.soleComponent == nil ? run.initialControl.drawingTitle : run.setup.variant.rawValue
      print("\(run.platform.displayName) · \(what) · \(run.pack.name)")
      for outcome in TranscriptFormat.outcomes(run) {
        print("> \(outcome.interaction)")
        for entry in outcome.heard {
          print(TranscriptFormat.line(entry))
          for line in TranscriptFormat.explanation(entry) { print(line) }
          let parts = entry.parts.map { "\($0.kind.rawValue) \"\($0.text)\"" }
          print("    parts: " + parts.joined(separator: ", "))
        }
        guard outcome.heard.isEmpty else { continue }
        // A silence is explained too: the input the control ignored, or the rule that decided
        // the reader says nothing.
        let reasons =
          outcome.ignored.map { "ignored: \($0)" } + outcome.notes + outcome.silences
        print("(nothing was said)")
        for reason in reasons { print("    why: \(reason)") }
        if reasons.isEmpty { print("    why: the interaction told the reader nothing new") }
      }
    }
  }
}
