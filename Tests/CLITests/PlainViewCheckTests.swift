import Foundation
import TestSupport
import Testing

/// `a11ysim check` on a control drawn in a plain view (`accessibility.plainView`): every
/// control's role criterion fails on every platform, so the gate fails; on Android too, where
/// TalkBack's "Double-tap to activate" would otherwise stand for the role.
@Suite struct PlainViewCheckTests {
  /// One labelled component of each shipped kind, on its default variants.
  static let components = [
    "control: button\nlabel: Save\n",
    "control: switch\nlabel: Wi-Fi\n",
    "control: checkbox\nlabel: Accept terms\n",
    "control: slider\nlabel: Volume\n",
    "label: Quantity\nincrement: { label: Increase quantity }\n"
      + "decrement: { label: Decrease quantity }\n",
  ]

  /// Runs `check` on `yaml` (written to a temporary folder) with `arguments` after it.
  static func check(_ yaml: String, _ arguments: [String]) throws -> RunCLI.Result {
    let directory = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(directory) }
    try Data(yaml.utf8).write(to: directory.appendingPathComponent("plain.yml"))
    return try RunCLI.run(
      ["check", "plain.yml", "--format", "summary"] + arguments, directory: directory)
  }

  /// The words in the summary's `output-role` row after its priority, one per platform.
  static func roleRow(_ stdout: String) -> [Substring] {
    let row = stdout.split(separator: "\n").first { $0.hasPrefix("output-role ") }
    return Array((row ?? "").split(separator: " ").dropFirst(2))
  }

  @Test(arguments: components)
  func theRoleCriterionFailsInAPlainView(yaml: String) throws {
    let plain = yaml + "accessibility: { plainView: true }\n"
    let everywhere = try Self.check(plain, [])
    #expect(everywhere.exitCode == 1)
    let row = Self.roleRow(everywhere.stdout)
    #expect(row.count == 5 && row.allSatisfy { $0 == "FAIL" }, "\(row)")
    // On Android too, where a clickable plain view still hears "Double-tap to activate".
    let android = try Self.check(plain, ["--platforms", "android"])
    #expect(android.exitCode == 1)
    #expect(Self.roleRow(android.stdout) == ["FAIL"])
    #expect(android.stdout.contains("FAIL  output-role: "))
    // The same component as the platform's widget conveys its role.
    let native = try Self.check(yaml, ["--platforms", "android"])
    #expect(Self.roleRow(native.stdout) == ["PASS"])
  }

  @Test("A plain-view switch's failures name what it is in plain words")
  func plainWords() throws {
    let result = try Self.check(
      "control: switch\nlabel: Wi-Fi\naccessibility: { plainView: true }\n",
      ["--platforms", "android"])
    #expect(result.exitCode == 1)
    #expect(
      result.stdout.contains(
        "the element with no role \"Wi-Fi\" exposes no on/off state: a reader cannot tell "
          + "whether it is on"), "\(result.stdout)")
    #expect(!result.stdout.contains("plainView \""))
  }

  @Test("A plain view's hint is no role: TalkBack's 'Double-tap to activate' does not pass it")
  func clickHintIsNoRole() throws {
    let result = try Self.check(
      "control: button\nlabel: Save\naccessibility: { plainView: true }\n",
      ["--platforms", "android"])
    #expect(result.exitCode == 1)
    #expect(
      result.stdout.contains(
        """
          Then its role is conveyed
            the focused element has no role (the app drew it in a plain view): TalkBack said "Save", "Double-tap to activate"

        """))
  }
}
