import Controls
import Foundation
import ScreenReaders
import Session
import Testing

/// The help texts and the documents name every control, variant, reader, session command,
/// feature and component file there is: the lists come from the registries (the control
/// catalog, the rule packs, the session's command table, the folders), so a new one added
/// there and missing from a text fails here.
@Suite("Help and documents match the registries")
struct RegistryDocsTests {
  /// `text` with every run of white space one space (help text is wrapped to the terminal).
  func flat(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  func document(_ path: String) throws -> String {
    try String(contentsOf: RunCLI.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The readers' names, each once, in the rule packs' order.
  var readerNames: [String] {
    var names: [String] = []
    for pack in RulePacks.all where !names.contains(pack.name) { names.append(pack.name) }
    return names
  }

  @Test("a11ysim --help names every control with its native variants, and every reader")
  func rootHelp() throws {
    let help = flat(try RunCLI.run(["--help"]).stdout)
    #expect(
      help.contains(
        "A11ySim models native controls on iOS, macOS, Android, Windows and Linux — the stepper (UIStepper, "
      ), "\(help)")
    for definition in ControlCatalog.shipped.all {
      #expect(help.contains("the \(definition.kind.rawValue) ("), "\(definition.kind)")
      for variant in definition.variants {
        #expect(help.contains(variant.nativeName), "\(variant.nativeName)")
      }
    }
    #expect(help.contains("what VoiceOver, TalkBack, Narrator, NVDA and Orca say."), "\(help)")
    #expect(readerNames == ["VoiceOver", "TalkBack", "Narrator", "NVDA", "Orca"])
  }

  @Test("check --criteria and variants --control list every kind of control")
  func controlLists() throws {
    #expect(
      ControlCatalog.shipped.kindNames
        == "stepper, button, switch, checkbox, slider, progress, disclosure, text-field, link, "
        + "radio-group, dialog, toast, dropdown or tabs")
    let check = flat(try RunCLI.run(["check", "--help"]).stdout)
    #expect(
      check.contains(
        "another control's criteria: stepper, button, switch, checkbox, slider, progress, "
          + "disclosure, text-field, link, radio-group, dialog, toast, dropdown or tabs"
      ))
    let variants = flat(try RunCLI.run(["variants", "--help"]).stdout)
    #expect(
      variants.contains(
        "Show only this control's variants (stepper, button, switch, checkbox, slider, "
          + "progress, disclosure, text-field, link, radio-group, dialog, toast, dropdown or "
          + "tabs)"))
    for text in [try document("README.md"), try document("Documentation/Variants.md")] {
      #expect(!flat(text).contains("stepper, button or switch"))
    }
  }

  @Test("session --help and the README list every session command")
  func sessionCommands() throws {
    let help = flat(try RunCLI.run(["session", "--help"]).stdout)
    let readme = flat(try document("README.md"))
    let commands = SessionCommands.all.map { ":" + $0.name }
    #expect(commands.contains(":config") && commands.contains(":os"))
    for command in commands where command != ":help" {
      #expect(help.contains(command + ",") || help.contains(command + ")"), "\(command)")
    }
    let listed = try #require(readme.range(of: "Commands: `:platform`"))
    let end = try #require(
      readme.range(of: " Line editing", range: listed.upperBound..<readme.endIndex))
    let sentence = readme[listed.lowerBound..<end.lowerBound]
    for command in commands {
      #expect(sentence.contains("`" + command), "the README's session commands lack \(command)")
    }
  }

  @Test(
    "Every command's help examples name files that exist",
    arguments: [
      "run", "check", "record", "import magentaa11y", "simulate", "compare", "explain", "speak",
    ])
  func helpExamples(command: String) throws {
    let help = try RunCLI.run(command.split(separator: " ").map(String.init) + ["--help"]).stdout
    // Components are always read; paths into the repository's folders are read too, but for
    // what an example writes (-o) and reads back (--baseline).
    let words = help.split(whereSeparator: \.isWhitespace).map(String.init)
    let paths = words.indices.filter { index in
      index == 0 || !["-o", "--baseline"].contains(words[index - 1])
    }.map { words[$0] }.filter {
      $0.hasSuffix(".yml") || $0.hasPrefix("Scenarios/") || $0.hasPrefix("Tests/Fixtures/")
    }
    #expect(!paths.isEmpty)
    for path in paths {
      let file = String(path.prefix { $0 != ":" })
      #expect(
        FileManager.default.fileExists(
          atPath: RunCLI.packageRoot.appendingPathComponent(file).path),
        "\(command) --help names \(path), which does not exist")
    }
  }

  @Test("The README's introduction names every control, native variant and reader")
  func readmeIntroduction() throws {
    let readme = try document("README.md")
    let introduction = flat(String(readme.prefix { $0 != "`" }))
    // The list `a11ysim --help` prints, as it prints it.
    #expect(introduction.contains(ControlCatalog.shipped.nativeNames))
    for definition in ControlCatalog.shipped.all {
      #expect(
        introduction.lowercased().contains(definition.kind.rawValue), "\(definition.kind)")
      for variant in definition.variants {
        #expect(introduction.contains(variant.nativeName), "\(variant.nativeName)")
      }
    }
    for reader in readerNames { #expect(introduction.contains(reader), "\(reader)") }
  }

  @Test("Documentation/Variants.md has a section per control, naming each variant")
  func variantsDocument() throws {
    let text = try document("Documentation/Variants.md")
    let sections = text.components(separatedBy: "\n# ")
    for definition in ControlCatalog.shipped.all {
      let heading =
        definition.kind.rawValue.prefix(1).uppercased()
        + definition.kind.rawValue.dropFirst() + " variants\n"
      let section = try #require(
        sections.first { $0.hasPrefix(heading) || $0.hasPrefix("# " + heading) },
        "Variants.md has no '# \(heading)' section")
      for variant in definition.variants {
        let id = variant.id.rawValue.split(separator: "/").last.map(String.init) ?? ""
        #expect(section.contains("| `\(id)` |"), "\(definition.kind): no row for \(id)")
      }
    }
  }

  @Test("Scenarios/README.md lists every feature file and every component file")
  func scenariosReadme() throws {
    let text = try document("Scenarios/README.md")
    let folder = RunCLI.packageRoot.appendingPathComponent("Scenarios")
    let features = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".feature") }
    #expect(features.count > 10)
    for feature in features {
      #expect(text.contains("| `\(feature)` |"), "Scenarios/README.md has no row for \(feature)")
    }
    let components = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("components").path
    ).filter { $0.hasSuffix(".yml") }
    for component in components {
      #expect(text.contains("`\(component)`"), "Scenarios/README.md does not name \(component)")
    }
  }
}
