import ControlRegistry
import Foundation
import FuzzSupport
import Reports
import ScenarioRunner

/// `merge-reports` on the streams of a real sharded run, changed envelope by envelope.
///
/// The base is two shards' streams of `Fuzz/Seeds/merge/merge.feature` as `a11ysim run
/// --shard I/2 --format message` wrote them (`Fuzz/Seeds/merge/shard-1.ndjson` and
/// `shard-2.ndjson`, read from the folder the harness runs in, or `A11YSIM_FUZZ_MERGE_SEEDS`):
/// five scenarios, two of them failed. One input is a program of 4-byte steps
/// `[operation, stream, i, j]`, each applied to the lines of stream `stream % 2` (i and j pick
/// among its lines other than `stepDefinition`s, modulo their count):
///
/// - 0: drop line i; 1: insert a copy of line i before line j; 2: move line i before line j;
/// - 3: give the i-th `testStepFinished` the status j % 6 (PASSED, FAILED, SKIPPED, UNDEFINED,
///   PENDING, AMBIGUOUS), keeping the rest of its result;
/// - 4: swap lines i and j; 5: copy line i into the other stream before its line j;
/// - 6: drop the whole stream.
///
/// The property, "a merge never reports fewer failures than the runs that made it": the merge
/// of the changed streams either is refused (an error), or
///
/// 1. it reports at least as many test cases that fail the run (failed or ambiguous) as the
///    merge of the unchanged streams (2): no change makes a failure disappear unnoticed; and
/// 2. it does not pass when any changed stream still holds a FAILED or AMBIGUOUS step result
///    or an A11ySim test-case attachment that lists a failure: what a stream says failed is
///    never merged into a green report.
///
/// Any other outcome stops the fuzzer (`fatalError`), as a crash would.
/// The shipped controls' steps, which a stream's step definitions are matched against.
let library = StepLibrary(packs: ControlRegistry.shipped.packs)

@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzMerge(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var streams = MergeSeeds.base.map { $0.lines }
  let program = Array(bytes(data, size))
  for start in stride(from: 0, to: program.count - 3, by: 4) {
    apply(
      operation: program[start], stream: Int(program[start + 1] % 2), Int(program[start + 2]),
      Int(program[start + 3]), to: &streams)
  }
  let inputs = zip(MergeSeeds.base, streams).map { seed, lines in
    (uri: seed.uri, text: lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n")
  }
  guard let report = try? ReportMerger.merge(inputs, library: library) else { return 0 }
  let failing = report.testCases.filter { $0.failsRun(strict: false) }.count
  if failing < MergeSeeds.failing {
    fatalError(
      "the merge reports \(failing) failing test cases, the unchanged streams \(MergeSeeds.failing); "
        + "program \(program)")
  }
  if report.success, streams.joined().contains(where: claimsFailure) {
    fatalError("the merge passes, but a stream still says a step failed; program \(program)")
  }
  _ = TextFormats.rerun(report)
  _ = JUnitFormat.xml(report)
  return 0
}

/// Whether `line` says a step failed: a FAILED or AMBIGUOUS result, or A11ySim's test-case
/// attachment listing a failure.
func claimsFailure(_ line: String) -> Bool {
  if line.hasPrefix(#"{"testStepFinished""#) {
    return line.contains(#""status":"FAILED""#) || line.contains(#""status":"AMBIGUOUS""#)
  }
  return line.hasPrefix(#"{"attachment""#) && line.contains("vnd.a11ysim.test-case+json")
    && line.contains(#"\"failures\":[{"#)
}

/// Applies one step of the program to `streams`.
func apply(operation: UInt8, stream: Int, _ i: Int, _ j: Int, to streams: inout [[String]]) {
  var lines = streams[stream]
  // The lines worth changing: the step definitions are many and read only for their pattern.
  let picked = lines.indices.filter { !lines[$0].hasPrefix(#"{"stepDefinition""#) }
  guard !picked.isEmpty else { return }
  let from = picked[i % picked.count]
  let to = picked[j % picked.count]
  switch operation % 7 {
  case 0: lines.remove(at: from)
  case 1: lines.insert(lines[from], at: to)
  case 2:
    let line = lines.remove(at: from)
    lines.insert(line, at: min(to, lines.count))
  case 3:
    let finished = lines.indices.filter { lines[$0].hasPrefix(#"{"testStepFinished""#) }
    guard !finished.isEmpty else { return }
    let index = finished[i % finished.count]
    let statuses = ["PASSED", "FAILED", "SKIPPED", "UNDEFINED", "PENDING", "AMBIGUOUS"]
    lines[index] = lines[index].replacingOccurrences(
      of: #""status":"[A-Z]+""#, with: "\"status\":\"\(statuses[j % statuses.count])\"",
      options: .regularExpression)
  case 4: lines.swapAt(from, to)
  case 5:
    var other = streams[1 - stream]
    other.insert(lines[from], at: min(j % max(other.count, 1), other.count))
    streams[1 - stream] = other
  default: lines = []
  }
  streams[stream] = lines
}

/// The unchanged streams, and how many test cases their merge reports failing.
enum MergeSeeds {
  static let base: [(uri: String, lines: [String])] = {
    let folder =
      ProcessInfo.processInfo.environment["A11YSIM_FUZZ_MERGE_SEEDS"] ?? "Fuzz/Seeds/merge"
    return ["shard-1.ndjson", "shard-2.ndjson"].map { name in
      let path = folder + "/" + name
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        fatalError("cannot read \(path): run from the repository (Scripts/fuzz.sh merge)")
      }
      return (name, text.split(separator: "\n").map(String.init))
    }
  }()

  static let failing: Int = {
    let inputs = base.map { (uri: $0.uri, text: $0.lines.joined(separator: "\n") + "\n") }
    do {
      let report = try ReportMerger.merge(inputs, library: library)
      let failing = report.testCases.filter { $0.failsRun(strict: false) }.count
      guard failing > 0 else { fatalError("the seeds have no failing test case") }
      return failing
    } catch {
      fatalError("the seeds do not merge: \(error)")
    }
  }()
}

@main enum FuzzMerge {
  static func main() {
    _ = MergeSeeds.failing
    runFuzzer(fuzzMerge)
  }
}
