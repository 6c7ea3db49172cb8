import ControlRegistry
import Foundation
import Testing

/// A control is a folder: outside the control modules (`Sources/*Control/`) and
/// `ControlRegistry`, no source names a shipped control in code, neither its types
/// (`Stepper`, `ButtonConfiguration`) nor its kind as a string (`"stepper"`). Comments may
/// name controls as examples; role words a reader speaks are allowed where listed below.
@Suite("No module outside the controls names a control")
struct ControlNamesTests {
  static let root = RunCLI.packageRoot.appendingPathComponent("Sources")

  /// The control modules' folders (`StepperControl`), whose names give the controls' types.
  static func controlFolders() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.path)
      .filter { $0.hasSuffix("Control") }.sorted()
  }

  /// String literals that are allowed to be a control's kind, by file, with the reason.
  static let allowed: [String: (literals: Set<String>, reason: String)] = [
    "Reports/Registry/Progress.swift": (
      ["progress"], "the progress report format's name (--format progress), not the control"
    ),
    "Accessibility/AccessibleElement.swift": (
      ["button", "stepper", "slider", "switch", "link"],
      "a role's plain name (NSAccessibility's incrementor role is \"stepper\"), not a control"
    ),
    "ScreenReaders/Strings/en/VoiceOverMac.en.swift": (
      ["stepper", "button", "switch", "checkbox", "slider", "link"],
      "the role words VoiceOver on macOS speaks (role.stepper is the incrementor role)"
    ),
    "ScreenReaders/Strings/en/Orca.en.swift": (
      ["button", "switch", "slider", "link", "dialog"], "the role words Orca speaks"
    ),
    "ScreenReaders/Strings/en/Narrator.en.swift": (
      ["button", "slider", "link", "dialog"], "the role words Narrator speaks"
    ),
    "ScreenReaders/Strings/en/NVDA.en.swift": (
      ["button", "slider", "link", "dialog"], "the role words NVDA speaks"
    ),
    "ComponentFile/ScreenLoader.swift": (
      ["dialog"], "a screen file's `dialog:` container (a titled group), not the dialog control"
    ),
  ]

  /// A Swift source split into its code (string contents and comments blanked) and its string
  /// literals' contents. Interpolations count as part of their string.
  static func split(_ text: String) -> (code: String, literals: [String]) {
    var code = ""
    var literals: [String] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    func starts(_ token: String, at position: Int) -> Bool {
      let token = Array(token.unicodeScalars)
      guard position + token.count <= scalars.count else { return false }
      return Array(scalars[position..<position + token.count]) == token
    }
    while index < scalars.count {
      if starts("//", at: index) {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
      } else if starts("/*", at: index) {
        while index < scalars.count, !starts("*/", at: index) { index += 1 }
        index += 2
      } else if starts("\"\"\"", at: index) || starts("#\"", at: index) || scalars[index] == "\"" {
        let close = starts("\"\"\"", at: index) ? "\"\"\"" : starts("#\"", at: index) ? "\"#" : "\""
        index += close == "\"#" ? 2 : close.unicodeScalars.count
        var literal = String.UnicodeScalarView()
        while index < scalars.count, !starts(close, at: index) {
          if scalars[index] == "\\", close != "\"#", index + 1 < scalars.count {
            literal.append(scalars[index])
            index += 1
          }
          literal.append(scalars[index])
          index += 1
        }
        index += close.unicodeScalars.count
        literals.append(String(literal))
        code += "\"\""
      } else {
        code.unicodeScalars.append(scalars[index])
        index += 1
      }
    }
    return (code, literals)
  }

  @Test("the splitter keeps code, drops comments and collects literals")
  func splitter() {
    let (code, literals) = Self.split(
      "let a = \"stepper\" // Stepper\n/* Button */ let b = \"say \\\"x\\\"\" + Slider.name\n")
    #expect(code == "let a = \"\" \n let b = \"\" + Slider.name\n")
    #expect(literals == ["stepper", "say \\\"x\\\""])
  }

  @Test("no source outside the control modules and the registry names a control in code")
  func noControlNames() throws {
    let folders = try Self.controlFolders()
    #expect(folders.count >= 5, "found the control modules \(folders)")
    let types = folders.map { String($0.dropLast("Control".count)) }
    let kinds = Set(ControlRegistry.shipped.catalog.all.map(\.kind.rawValue))
    let identifier = try Regex("[A-Za-z_][A-Za-z0-9_]*")
    /// Whether `name` is one of the controls' types or begins with one (`StepperVariant`).
    func namesControl(_ name: Substring) -> Bool {
      types.contains { type in
        name.hasPrefix(type)
          && (name.count == type.count || name.dropFirst(type.count).first?.isUppercase == true)
      }
    }
    var found: [String] = []
    var allowedUsed: Set<String> = []
    let walker = try #require(FileManager.default.enumerator(atPath: Self.root.path))
    for case let path as String in walker where path.hasSuffix(".swift") {
      let module = String(path.prefix { $0 != "/" })
      guard !folders.contains(module), module != "ControlRegistry" else { continue }
      let text = try String(
        contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      let (code, literals) = Self.split(text)
      for match in code.matches(of: identifier) where namesControl(code[match.range]) {
        found.append("\(path): the type \(code[match.range])")
      }
      for literal in literals where kinds.contains(literal) {
        if Self.allowed[path]?.literals.contains(literal) == true {
          allowedUsed.insert(path)
        } else {
          found.append("\(path): the string \"\(literal)\"")
        }
      }
    }
    #expect(found == [], "control names outside the control modules")
    // An allowance no file needs any more is removed, not kept.
    #expect(allowedUsed == Set(Self.allowed.keys))
  }
}
