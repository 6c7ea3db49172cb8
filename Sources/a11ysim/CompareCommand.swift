import ArgumentParser
import Simulation

/// `a11ysim compare`: the same interactions on every platform with its own reader.
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Run the same interactions on every platform with its reader, side by side.",
    discussion: """
      Each interaction is followed by one line per platform with what its reader said \
      (utterances separated by |), or (silence) and why. Touch gestures do nothing on desktop \
      readers and VoiceOver's keys do nothing elsewhere, so mix them freely.

      Example:
        a11ysim compare Scenarios/components/quantity.yml --do 'swipe right; press Tab; press Up'
      """)

  @OptionGroup var options: ComponentOptions
  @OptionGroup var readerOptions: ReaderOptions

  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  // Speech (issue 7): each platform's transcript in turn, in its reader's voice.
  @OptionGroup(title: "Speech") var speech: SpeechOptions

  func run() throws {
    let component = try options.loadComponent()
    let runs = try readerOptions.run(
      reader: "default", component: component, platforms: options.platforms(of: component),
      statements: try options.statements())
    switch format {
    case .json: print(ComparisonFormat.json(runs))
    case .text:
      print(
        "\(component.name) on "
          + runs.map { "\($0.platform.displayName) (\($0.pack.name))" }.joined(separator: ", "))
      for line in ComparisonFormat.lines(runs) { print(line) }
    }
    try speech.deliver(runs.map(\.transcript), wordsPerMinute: readerOptions.rate)
  }
}
