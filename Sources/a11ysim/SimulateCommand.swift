import ArgumentParser
import ComponentModel
import ControlRegistry
import Controls
import Foundation
import ScreenReaders
import Screens
import Simulation

/// `a11ysim simulate`: run interactions on a component and print the control's events, or,
/// with a screen reader, what it says.
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Run interactions on a component and print what the control does or a reader says.",
    discussion: """
      Without --reader, each line is one interaction (>) or one event the platform sends, with \
      its time on the simulated clock. With --reader, each line is what the reader says \
      (READER  TIME  TEXT); --events adds the control's events. Without --platform, every \
      platform the component ships on is run in turn.

      Examples:
        a11ysim simulate Scenarios/components/quantity.yml --platform ios --do 'hold increment 3s'
        a11ysim simulate Scenarios/components/quantity.yml --platform android --reader talkback --do 'swipe right'
        a11ysim simulate --platform windows --set value=5 --do 'focus field' --do 'press PageUp'
        a11ysim simulate Scenarios/components/quantity.yml --platform linux --script steps.txt --format json
      """)

  @OptionGroup var options: ComponentOptions

  @Option(
    help: "A screen reader (see 'a11ysim readers'); 'default' picks each platform's own.")
  var reader: String?

  @OptionGroup var readerOptions: ReaderOptions

  @Flag(help: "With --reader, show the control's events beside the speech.")
  var events = false

  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  // Speech (issue 7): --speak and --wav FILE; without --reader, each platform's own reader.
  @OptionGroup(title: "Speech") var speech: SpeechOptions

  func validate() throws {
    if let reader { try validateReaderName(reader, allowsDefault: true) }
  }

  func run() throws {
    let screen = try options.loadScreen()
    let statements = try options.statements()
    let platforms = options.platforms(of: screen)
    // Speech needs a reader: --speak or --wav alone means each platform's own.
    if let reader = reader ?? (speech.isRequested ? "default" : nil) {
      let runs = try readerOptions.run(
        reader: reader, screen: screen, platforms: platforms, statements: statements,
        environment: try options.environment())
      try printTranscripts(runs)
      return
    }
    var runs: [Simulation] = []
    let environment = try options.environment()
    for target in platforms {
      do {
        var simulation = try Simulation(
          screen: screen, platform: target, environment: environment, catalog: .shipped)
        try simulation.run(statements)
        runs.append(simulation)
      } catch {
        throw CommandFailure.failed(error)
      }
    }
    switch format {
    case .json:
      print(EventLogFormat.json(for: runs))
    case .text:
      for (index, run) in runs.enumerated() {
        if index > 0 { print() }
        print(EventLogFormat.heading(for: run))
        for line in EventLogFormat.lines(for: run.log) { print(line) }
      }
    }
  }

  private func printTranscripts(_ runs: [ReaderSimulation]) throws {
    switch format {
    case .json:
      print(TranscriptFormat.json(for: runs, events: events))
    case .text:
      for (index, run) in runs.enumerated() {
        if index > 0 { print() }
        print(
          EventLogFormat.heading(platform: run.platform, control: run.initialControl)
            + " · \(run.pack.name)")
        for line in TranscriptFormat.lines(for: run, events: events) { print(line) }
      }
    }
    try speech.deliver(runs.map(\.transcript), wordsPerMinute: readerOptions.rate)
  }
}
