import ArgumentParser
import ControlRegistry
import CriteriaChecks
import CriteriaPages
import Foundation
import OutputFiles
import ScenarioRunner
import TextFiles

/// `a11ysim import`: acceptance criteria from elsewhere, as features `run` runs.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Turn published accessibility criteria into runnable features.",
    subcommands: [ImportMagentaA11yCommand.self])
}

/// `a11ysim import magentaa11y PAGE --component FILE [-o FEATURE]`.
struct ImportMagentaA11yCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "magentaa11y",
    abstract: "Write a feature from a MagentaA11y native criteria page for a component.",
    discussion: """
      PAGE is a MagentaA11y native criteria page: the Markdown page with front matter \
      (tmobile/magentaA11y _checklist-native/*.md: keyboard, mobile, screenreader, settings) \
      or the page's text with its '## Condensed' list of criteria. The feature has one \
      scenario per criterion and platform of the component, made of the steps 'a11ysim steps' \
      lists (the scenarios 'a11ysim check' runs); a criterion A11ySim cannot check (that \
      focus can be seen, a label grouped with the control) ends in a 'pending' step that says \
      why, tagged @manual. The feature runs with no undefined step: a11ysim run FEATURE.

      Exit codes: 0 written, 2 could not import (an unreadable page or component, a page \
      that is not MagentaA11y's shape: FILE:LINE says what was expected; a page for another \
      control), 64 bad usage (also an output that exists without --force, or that is the \
      page or the component).

      Examples:
        a11ysim import magentaa11y Tests/Fixtures/magentaa11y/button.md --component Scenarios/components/save-button.yml -o save-button.feature
        a11ysim import magentaa11y Tests/Fixtures/magentaa11y/stepper.txt --component Scenarios/components/quantity.yml
      """)

  @Argument(
    help: "The criteria page: Markdown with front matter, or text with a Condensed list.",
    completion: .file(extensions: ["md", "txt"]))
  var page: String

  @Option(
    help: "The component file (YAML) the criteria are checked on.",
    completion: .file(extensions: ["yml", "yaml"]))
  var component: String

  @Option(
    name: [.short, .customLong("output")],
    help: "Write the feature to this file (default: standard output).",
    completion: .file(extensions: ["feature"]))
  var output: String?

  @Flag(help: "Replace the output file if it exists.")
  var force = false

  func validate() throws {
    guard let output else { return }
    try ReportPaths.refuseInputs(
      [ReportPaths.Output(option: "--output \(output)", path: output)],
      inputs: [page, component])
    if !force, case .regular = OutputFile.kind(of: output) {
      throw ValidationError(
        "\(output) exists; give --force to replace it, or another --output")
    }
  }

  func run() throws {
    let text: String
    do {
      text = try TextFile.read(page)
    } catch {
      throw CommandFailure.cannotRead("the criteria page", error)
    }
    let imported: CriteriaImport
    do {
      let parsed = try CriteriaPageParser.parse(text, uri: page)
      for warning in parsed.warnings { OutputFile.writeStandardError("\(warning)\n") }
      imported = try CriteriaImport(
        page: parsed, pageURI: page, componentPath: component,
        workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        packs: StepLibrary.shipped.packs, schema: .shipped)
    } catch let error as CriteriaPageError {
      throw CommandFailure.failed(error)
    } catch let error as CriteriaImportError {
      throw CommandFailure.criteriaImport(error)
    }
    let counts =
      "\(imported.checked + imported.pending) scenarios: \(imported.checked) checked by "
      + "A11ySim, \(imported.pending) pending for a person (@manual)"
      + (imported.notApplicable == 1
        ? "; 1 criterion applies on none of its platforms"
        : imported.notApplicable > 1
          ? "; \(imported.notApplicable) criteria apply on none of its platforms" : "")
    guard let output else {
      print(imported.feature, terminator: "")
      OutputFile.writeStandardError("\(counts)\n")
      return
    }
    do {
      try OutputFile.write(imported.feature, to: output)
    } catch {
      throw CommandFailure.cannotWrite("the feature", error)
    }
    print("wrote \(output): \(counts); run it with: a11ysim run \(output)")
  }
}
