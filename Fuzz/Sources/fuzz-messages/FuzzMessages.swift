import ControlRegistry
import CucumberMessages
import FuzzSupport
import Reports
import ScenarioRunner

/// Message streams (`merge-reports`): any text is read as NDJSON and, when every line is an
/// envelope, merged into a run's report as if it were one shard's stream; the first line is
/// also read as one JSON value, and what parses must print as text that parses back the same.
/// The shipped controls' steps, which a stream's step definitions are matched against.
let library = StepLibrary(packs: ControlRegistry.shipped.packs)

@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzMessages(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = text(data, size)
  if let value = try? JSONParser.parse(String(input.prefix { $0 != "\n" })) {
    guard let back = try? JSONParser.parse(value.rendered), back == value else {
      fatalError("\(value.rendered.debugDescription) does not parse back to the same value")
    }
  }
  if let report = try? ReportMerger.merge(
    [(uri: "shard.ndjson", text: input)], library: library)
  {
    _ = JUnitFormat.xml(report)
    _ = MessagesFormat.ndjson(
      report, meta: MetaMessage(implementation: Product(name: "fuzz")), library: library)
  }
  return 0
}

@main enum FuzzMessages {
  static func main() { runFuzzer(fuzzMessages) }
}
