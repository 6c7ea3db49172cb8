// gherkin-benchmark DIR: parses and compiles every .feature file in DIR, several passes, and
// prints the throughput (MB/s and scenarios/s) of the best pass. Benchmarks/gherkin-throughput.sh
// generates the corpus and runs the Python reference beside it.
import Foundation
import Gherkin

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: gherkin-benchmark DIR [PASSES]\n".utf8))
  exit(64)
}
let directory = URL(fileURLWithPath: arguments[1])
let passes = arguments.count >= 3 ? Int(arguments[2]) ?? 5 : 5
let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
let sources: [(String, String)] = names.filter { $0.hasSuffix(".feature") }.sorted().compactMap {
  name in
  guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
  else { return nil }
  return (name, String(decoding: data, as: UTF8.self))
}
let bytes = sources.reduce(0) { $0 + $1.1.utf8.count }
var best = Double.infinity
var pickleCount = 0
for _ in 0..<passes {
  let start = DispatchTime.now().uptimeNanoseconds
  var pickles = 0
  for (name, source) in sources {
    if let result = try? Gherkin.parseAndCompile(source, uri: name) {
      pickles += result.pickles.count
    }
  }
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  best = min(best, seconds)
  pickleCount = pickles
}
let megabytes = Double(bytes) / 1_000_000
print(
  String(
    format: "swift: %d files, %.2f MB, %d scenarios in %.3f s: %.1f MB/s, %.0f scenarios/s",
    sources.count, megabytes, pickleCount, best, megabytes / best, Double(pickleCount) / best))
