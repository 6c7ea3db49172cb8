import ArgumentParser
import ControlRegistry
import ScenarioRunner

/// `a11ysim steps`: the step vocabulary with an example each.
struct StepsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "steps", abstract: "List the steps scenarios may use, with an example each.")

  @Flag(help: "Print the vocabulary as Markdown (Documentation/Steps.md is this output).")
  var markdown = false

  func run() {
    if markdown {
      print(StepLibrary.shipped.markdown(), terminator: "")
      return
    }
    var keyword: StepDefinition.Keyword?
    for definition in StepLibrary.shipped.all {
      if definition.keyword != keyword {
        if keyword != nil { print() }
        print("\(definition.keyword.rawValue) steps:")
        keyword = definition.keyword
      }
      print("  \(definition.expression.source)")
      for alternative in definition.alternatives { print("  \(alternative.source)") }
      print("      \(definition.summary)")
      for (index, line) in definition.example.split(separator: "\n").enumerated() {
        print(index == 0 ? "      e.g. \(line)" : "           \(line)")
      }
    }
    print()
    print(
      "Parameters: "
        + StepLibrary.shipped.parameterTypes.map { "{\($0.name)} e.g. \($0.example)" }.joined(
          separator: ", "))
  }
}
