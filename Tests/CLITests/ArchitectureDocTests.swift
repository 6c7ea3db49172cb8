import Foundation
import Testing

/// `Documentation/Architecture.md` stays true to the code: every file or folder it cites in
/// backticks exists, and every type it names (`ControlCatalog.all`, `RunReport`) is declared
/// in the package, with its member where it names one. A move or a rename that leaves the
/// document behind fails here.
@Suite("Architecture.md cites what exists")
struct ArchitectureDocTests {
  /// Every code span of the document.
  static func spans() throws -> [String] {
    let text = try String(
      contentsOf: RunCLI.packageRoot.appendingPathComponent("Documentation/Architecture.md"),
      encoding: .utf8)
    var spans: [String] = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "`") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "`") else { break }
      spans.append(String(after[..<close]))
      rest = after[after.index(after: close)...]
    }
    return spans
  }

  /// Every Swift file of the package (sources, tests, benchmarks, fuzz harnesses).
  static func swiftFiles() -> [URL] {
    var files: [URL] = []
    for folder in ["Sources", "Tests", "Benchmarks", "Fuzz"] {
      let root = RunCLI.packageRoot.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      else { continue }
      for case let url as URL in walker where url.pathExtension == "swift" { files.append(url) }
    }
    return files
  }

  /// Whether `span` reads as a path: it has a slash or ends in a file extension we cite.
  static func isPath(_ span: String) -> Bool {
    guard !span.contains(" "), !span.hasPrefix("--"), !span.contains("(") else { return false }
    return span.hasSuffix(".swift") || span.hasSuffix(".txt") || span.hasSuffix(".md")
      || span.hasSuffix(".py")
      || span.hasSuffix(".sh") || span.hasSuffix("/")
      || (span.contains("/") && span.first?.isUppercase == true)
  }

  /// Every file and folder of the package, relative to its root (`Sources/Core/Key.swift`),
  /// outside build folders and Git's.
  static func packagePaths() -> [String] {
    let root = RunCLI.packageRoot.standardizedFileURL.path + "/"
    var paths: [String] = []
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    for case let path as String in walker {
      let top = path.split(separator: "/").first.map(String.init) ?? path
      if top.hasPrefix(".build") || top == ".git" || top == ".swiftpm" {
        walker.skipDescendants()
        continue
      }
      paths.append(path)
    }
    return paths
  }

  /// Whether `path` ends with `pattern` on a component boundary, where `*` and the
  /// placeholder `NAME` stand for any text within one component, and `LANG` for a language
  /// code (`en`).
  static func matches(_ path: String, _ pattern: String) -> Bool {
    let wanted = pattern.split(separator: "/").map(String.init)
    let have = path.split(separator: "/").map(String.init)
    guard have.count >= wanted.count else { return false }
    return zip(have.suffix(wanted.count), wanted).allSatisfy { name, part in
      let regex =
        "^"
        + NSRegularExpression.escapedPattern(for: part)
        .replacingOccurrences(of: "\\*", with: ".*")
        .replacingOccurrences(of: "NAME", with: ".+")
        .replacingOccurrences(of: "LANG", with: "[a-z]+") + "$"
      return name.range(of: regex, options: .regularExpression) != nil
    }
  }

  @Test("every cited path exists in the package (`*` and NAME match any name)")
  func paths() throws {
    let all = Self.packagePaths()
    let cited = try Self.spans().filter(Self.isPath)
      // Folders of other repositories: MagentaA11y's criteria pages, TalkBack's resources.
      .filter { !$0.hasPrefix("_checklist-native/") && !$0.hasPrefix("res/") }
    #expect(cited.count > 10)
    for path in cited {
      let pattern = path.hasSuffix("/") ? String(path.dropLast()) : path
      let found = all.contains { Self.matches($0, pattern) }
      #expect(found, "Architecture.md cites `\(path)`, which is not in the package")
    }
  }

  @Test("the path matcher finds a file, a glob and a placeholder, and refuses a missing file")
  func matcher() {
    #expect(Self.matches("Sources/Core/Key.swift", "Core/Key.swift"))
    #expect(
      Self.matches(
        "Sources/Controls/Button/Variants/AndroidButton.swift", "Button/Variants/*.swift"))
    #expect(
      Self.matches(
        "Sources/ScreenReaders/Packs/Orca.swift", "Sources/ScreenReaders/Packs/NAME.swift"))
    #expect(
      Self.matches("Sources/ScreenReaders/Strings/en/Orca.en.swift", "Strings/LANG/NAME.LANG.swift")
    )
    #expect(!Self.matches("Sources/Core/Key.swift", "Core/Keys.swift"))
    #expect(!Self.matches("Sources/Core/Key.swift", "Sources/Core/Key.swift/x"))
  }

  /// Type names the standard library and Foundation declare, which the document may name.
  static let outside: Set<String> = [
    "Double", "Int", "String", "Bool", "Array", "Dictionary", "Set", "Optional", "Sendable",
    "Equatable", "Hashable", "Codable", "Error", "URL", "Data",
    // swift-format's error enum, cited with its repository as a model.
    "SwiftFormatError",
  ]

  /// The names declared after one of `keywords` in the package's Swift files.
  static func declaredNames(after keywords: [String], in texts: [String]) throws -> Set<String> {
    let pattern = try NSRegularExpression(
      pattern: "\\b(?:" + keywords.joined(separator: "|") + ")\\s+([A-Za-z_][A-Za-z0-9_]*)")
    var names: Set<String> = []
    for text in texts {
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        if let name = Range(match.range(at: 1), in: text) { names.insert(String(text[name])) }
      }
    }
    return names
  }

  @Test("every cited type is declared in the package, and its cited member too")
  func types() throws {
    let texts = Self.swiftFiles().compactMap { try? String(contentsOf: $0, encoding: .utf8) }
    let types = try Self.declaredNames(
      after: ["struct", "enum", "class", "protocol", "typealias", "actor", "extension"],
      in: texts)
    let members = try Self.declaredNames(after: ["var", "let", "func", "case"], in: texts)
    let manifest = try String(
      contentsOf: RunCLI.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let typeName = /^([A-Z][A-Za-z0-9]*)((?:\.[a-z][A-Za-z0-9]*)?)(?:\(.*\))?$/
    var checked = 0
    for span in try Self.spans() {
      guard !Self.isPath(span), let match = span.wholeMatch(of: typeName) else { continue }
      let name = String(match.1)
      guard !Self.outside.contains(name) else { continue }
      checked += 1
      // A module or a trait is named in Package.swift (`ScenarioRunner`, `SpeechDispatcher`),
      // a control's module by its line in the manifest's `controls` list (`("Button", …`).
      let control = name.hasSuffix("Control") ? String(name.dropLast("Control".count)) : nil
      let module =
        manifest.contains("name: \"\(name)\"")
        || control.map { manifest.contains("(\"\($0)\", [") } ?? false
      #expect(
        types.contains(name) || module,
        "Architecture.md names `\(span)`; nothing declares \(name)")
      let member = String(match.2.dropFirst())
      if !member.isEmpty {
        #expect(
          members.contains(member), "Architecture.md names `\(span)`; nothing declares \(member)")
      }
    }
    #expect(checked > 10)
  }
}
