import ComponentModel
import ControlRegistry
import Controls
import Core
import Testing

@testable import ComponentFile

/// Mutations of a valid component file: the loader returns a component or an error, and every
/// location it reports is inside the text.
@Suite struct ComponentFileFuzzTests {
  static let base = """
    control: stepper
    name: Quantity picker
    label: Quantity
    value: 2
    minimum: 0
    maximum: 10
    step: 1
    wraps: false
    increment: { label: Add one, hint: Adds one item }
    decrement:
      label: Remove one
    platforms:
      ios: { variant: swiftui, autorepeat: false }
      macos:
        variant: appkit
        maximum: 59
      android: { variant: numberpicker }
      windows: { variant: numberbox, spinButtonPlacement: inline, value: .nan, minimum: -.inf }
      linux:
        variant: adw-spinrow
        subtitle: Items
        digits: 1
    """

  static let scalars = [
    "0", "-1", "1e3", "2.5", ".inf", "-.inf", ".nan", "null", "~", "", "true", "no", "\"7\"",
    "'x'", "uikit", "fiori", "gtk-spinbutton", "inline", "[1, 2]", "{ a: 1 }", "&a 1", "*a",
    "\"unterminated", "é👍🏽", "a: b", "- x", "|", ">", "!!str 3", "%", "@", "`", "\t",
  ]
  static let keys =
    ComponentSchema.shipped.all.map(\.key) + [
      "variant", "platforms", "ios", "linux", "windows", "increment", "label", "hint", "name",
      "control", "bogus", "? x",
    ]
  static let junk = [
    "\t", "  ", ":", "- ", "#", "{", "}", "[", "]", "\"", "'", "&", "*", "\u{0}", "\u{FEFF}", "é",
  ]

  static func mutate(_ text: String, _ rng: inout SeededGenerator) -> String {
    var lines = text.components(separatedBy: "\n")
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      guard !lines.isEmpty else {
        lines = [""]
        continue
      }
      let index = Int.random(in: 0..<lines.count, using: &rng)
      switch Int.random(in: 0..<8, using: &rng) {
      case 0:
        lines.remove(at: index)
      case 1:
        lines.insert(lines[index], at: index)
      case 2:
        lines.swapAt(index, Int.random(in: 0..<lines.count, using: &rng))
      case 3:
        // A random value after the first colon.
        if let colon = lines[index].firstIndex(of: ":") {
          lines[index] = lines[index][...colon] + " " + rng.pick(scalars)
        }
      case 4:
        // Re-indent.
        let trimmed = lines[index].drop { $0 == " " }
        lines[index] = String(repeating: " ", count: Int.random(in: 0...6, using: &rng)) + trimmed
      case 5:
        // Swap the key for another.
        if let colon = lines[index].firstIndex(of: ":") {
          let indent = lines[index].prefix { $0 == " " }
          lines[index] = indent + rng.pick(keys) + lines[index][colon...]
        }
      case 6:
        // Junk somewhere in the line.
        var scalars = Array(lines[index].unicodeScalars)
        let at = Int.random(in: 0...scalars.count, using: &rng)
        scalars.insert(contentsOf: rng.pick(junk).unicodeScalars, at: at)
        lines[index] = String(String.UnicodeScalarView(scalars))
      default:
        // A whole new line.
        lines.insert(
          rng.pick(keys) + ": " + rng.pick(scalars), at: index)
      }
    }
    return lines.joined(separator: "\n")
  }

  @Test func baseFileIsValid() throws {
    let component = try ComponentLoader.parse(Self.base, source: "fuzz.yml")
    #expect(component.platformList == Platform.allCases)
  }

  @Test func mutatedFilesGiveAComponentOrAnErrorInsideTheText() throws {
    var rng = SeededGenerator(seed: 0xC0FFEE)
    var components = 0
    var errors = 0
    var located = 0
    for _ in 0..<3000 {
      let text = Self.mutate(Self.base, &rng)
      let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      let result: Result<Component, ComponentFileError>
      do throws(ComponentFileError) {
        result = .success(try ComponentLoader.parse(text, source: "fuzz.yml"))
      } catch {
        result = .failure(error)
      }
      switch result {
      case .success(let component):
        components += 1
        try #require(!component.platforms.isEmpty, "\(text)")
      case .failure(let error):
        errors += 1
        try #require(!error.message.isEmpty)
        guard let location = error.location else { continue }
        located += 1
        try #require(location.source == "fuzz.yml", "\(error)\n\(text)")
        // libyaml reports the end of the stream on the line after the last one.
        try #require((1...lines.count + 1).contains(location.line), "\(error)\n\(text)")
        let length = location.line <= lines.count ? lines[location.line - 1].count : 0
        try #require((1...length + 1).contains(location.column), "\(error)\n\(text)")
      }
    }
    #expect(components > 100)
    #expect(errors > 1000)
    #expect(located > 1000)
  }
}
