import ArgumentParser

/// The `a11ysim` command: the root of every subcommand.
@main
struct A11ySimCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "a11ysim",
    abstract: "Simulate what screen readers say for native controls.",
    discussion: """
      A11ySim models the Stepper (spin button) on iOS, macOS, Android, Windows and Linux, \
      the events each platform sends, and what VoiceOver, TalkBack, Narrator and Orca say.
      """,
    version: A11ySimVersion.current,
    subcommands: [GherkinCommand.self, TagsCommand.self]
  )
}

/// The version `a11ysim --version` prints.
enum A11ySimVersion {
  /// The current release.
  static let current = "0.1.0"
}
