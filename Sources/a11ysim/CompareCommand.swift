import ArgumentParser
import Controls
import Core
import Foundation
import ScreenReaders
import Screens
import Simulation

/// `a11ysim compare`: the same interactions on every platform with its own reader.
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Run the same interactions on every platform with its reader, side by side.",
    discussion: """
      Each interaction is followed by one line per platform and reader with what the reader \
      said (utterances separated by |), or (silence) and why. Touch gestures do nothing on \
      desktop readers and VoiceOver's keys do nothing elsewhere, so mix them freely. By default \
      each platform runs with its own reader; --readers all adds every other reader of the \
      platform (NVDA beside Narrator on Windows), and --readers talkback,nvda runs just those.

      Example:
        a11ysim compare Scenarios/components/quantity.yml --do 'swipe right; press Tab; press Up'
        a11ysim compare Scenarios/components/quantity.yml --platform windows --readers all --do 'press Tab; press Up'
      """)

  @OptionGroup var options: ComponentOptions
  @OptionGroup var readerOptions: ReaderOptions

  @Option(
    help: ArgumentHelp(
      "Which readers: default (each platform's own), all (every reader of each platform), or a "
        + "comma-separated list of reader ids or names (voiceover: VoiceOver on iOS and macOS).",
      valueName: "default|all|ID,…"))
  var readers: String = "default"

  func validate() throws {
    _ = try Self.choice(readers)
  }

  /// What `--readers` names: every reader, each platform's default, or the packs listed.
  private enum Choice {
    case platformDefaults, all
    case listed([RulePack])
  }

  private static func choice(_ text: String) throws -> Choice {
    switch text.lowercased() {
    case "default": return .platformDefaults
    case "all": return .all
    default:
      let ids = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      guard !ids.isEmpty, !ids.contains(where: \.isEmpty) else {
        throw ValidationError("--readers takes default, all, or reader ids separated by commas")
      }
      // A name several packs share (voiceover) lists each: each platform runs its own.
      return .listed(
        try ids.flatMap { id in
          let packs = RulePacks.candidates(id)
          guard !packs.isEmpty else {
            throw ValidationError(
              "unknown reader '\(id)' in --readers; expected default, all, or one of "
                + RulePacks.all.map(\.id).joined(separator: ", "))
          }
          return packs
        })
    }
  }

  /// The (platform, reader) pairs to run, in platform order and the packs' order within one.
  private func pairs(platforms: [Platform]) throws -> [(Platform, RulePack)] {
    switch try Self.choice(readers) {
    case .platformDefaults:
      return platforms.compactMap { platform in
        RulePacks.default(for: platform).map { (platform, $0) }
      }
    case .all:
      return platforms.flatMap { platform in
        RulePacks.all.filter { $0.platform == platform }.map { (platform, $0) }
      }
    case .listed(let packs):
      let chosen = platforms.flatMap { platform in
        packs.filter { $0.platform == platform }.map { (platform, $0) }
      }
      guard !chosen.isEmpty else {
        throw CommandFailure.noListedReader(platforms: platforms)
      }
      return chosen
    }
  }

  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  // Speech (issue 7): each platform's transcript in turn, in its reader's voice.
  @OptionGroup(title: "Speech") var speech: SpeechOptions

  func run() throws {
    let screen = try options.loadScreen()
    let runs = try readerOptions.run(
      try pairs(platforms: options.platforms(of: screen)), screen: screen,
      statements: try options.statements(), environment: try options.environment())
    switch format {
    case .json: print(ComparisonFormat.json(runs))
    case .text:
      print(
        "\(screen.name) on "
          + runs.map { "\($0.platform.displayName) (\($0.pack.name))" }.joined(separator: ", "))
      for line in ComparisonFormat.lines(runs) { print(line) }
    }
    try speech.deliver(runs.map(\.transcript), wordsPerMinute: readerOptions.rate)
  }
}
