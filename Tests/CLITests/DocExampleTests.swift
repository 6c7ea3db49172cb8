import ChildProcesses
import Foundation
import TestSupport
import Testing

/// One command line of a fenced `sh` block in the documentation (a line ending in `\` joined
/// with the next), with what its trailing comment says about it.
struct DocExample: Sendable {
  /// `README.md:43`.
  var location: String
  /// The command as written, without its trailing comment.
  var command: String
  /// The exit code the comment promises (`# exits 1`), 0 when it says none.
  var exitCode: Int32
  /// Why it is not run (`# needs: speech build`): it, or an earlier line of its block, needs
  /// what a test cannot have (speech, the network, CI variables, root, a build of its own).
  var skipReason: String?
}

/// A fenced `sh` block: its lines run in order in one copy of the repository, since a later
/// line may read what an earlier one wrote.
struct DocBlock: Sendable, CustomTestStringConvertible {
  var location: String
  var examples: [DocExample]
  var testDescription: String { location }
}

/// Reads the shell examples of README.md, Scenarios/README.md and Documentation/*.md.
enum DocExamples {
  /// The documents whose `sh` blocks are examples a reader runs from the repository's root.
  static var documents: [String] {
    let documentation = RunCLI.packageRoot.appendingPathComponent("Documentation")
    let pages =
      (try? FileManager.default.contentsOfDirectory(atPath: documentation.path)) ?? []
    return ["README.md", "Scenarios/README.md"]
      + pages.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/\($0)" }
  }

  /// What a temporary copy of the repository holds: what the examples read.
  static let copied = [
    "README.md", "Scenarios", "Documentation", "Scripts", "Tests/Fixtures/magentaa11y",
    "Tests/Fixtures/calibration",
  ]

  /// Every `sh` block of every document.
  static let blocks: [DocBlock] = documents.flatMap { document in
    let text =
      (try? String(
        contentsOf: RunCLI.packageRoot.appendingPathComponent(document), encoding: .utf8)) ?? ""
    return parse(text, document: document)
  }

  /// The `sh` blocks of `text`.
  static func parse(_ text: String, document: String) -> [DocBlock] {
    var blocks: [DocBlock] = []
    var current: DocBlock?
    var pending: (line: Int, text: String)?
    var skipping: String?
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw)
      if current == nil {
        if line == "```sh" {
          current = DocBlock(location: "\(document):\(index + 1)", examples: [])
          skipping = nil
        }
        continue
      }
      if line.hasPrefix("```") {
        if let block = current, !block.examples.isEmpty { blocks.append(block) }
        current = nil
        continue
      }
      let joined = (pending?.text ?? "") + line
      let start = pending?.line ?? index + 1
      if line.hasSuffix("\\") {
        pending = (start, String(joined.dropLast()))
        continue
      }
      pending = nil
      let (command, comment) = split(joined)
      if command.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      if let needs = marker("needs:", in: comment) { skipping = "needs \(needs)" }
      let exits = marker("exits", in: comment).flatMap { Int32($0.prefix { $0.isNumber }) }
      current?.examples.append(
        DocExample(
          location: "\(document):\(start)",
          command: command.trimmingCharacters(in: .whitespaces), exitCode: exits ?? 0,
          skipReason: skipping))
    }
    return blocks
  }

  /// The command and its trailing comment: from the first `#` after a space outside quotes.
  static func split(_ line: String) -> (command: String, comment: String) {
    var quote: Character?
    var previous: Character = " "
    for index in line.indices {
      let character = line[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == "#", previous == " " {
        return (String(line[..<index]), String(line[line.index(after: index)...]))
      }
      previous = character
    }
    return (line, "")
  }

  /// What follows `word` in `comment` up to the end or a `;`, if it is there.
  static func marker(_ word: String, in comment: String) -> String? {
    guard let range = comment.range(of: word) else { return nil }
    let rest = comment[range.upperBound...].prefix { $0 != ";" }
    return rest.trimmingCharacters(in: .whitespaces)
  }

  /// `command` with `swift run a11ysim` replaced by the built binary.
  static func substituted(_ command: String) -> String {
    let binary = RunCLI.productsDirectory.appendingPathComponent("a11ysim").path
    return command.replacingOccurrences(of: "swift run a11ysim", with: "'\(binary)'")
  }
}

/// Every shell example in the documentation runs as written, from the repository's root, and
/// exits as it says.
@Suite("Documentation examples")
struct DocExampleTests {
  @Test("The documents have examples, and each skipped one says why")
  func inventory() throws {
    let examples = DocExamples.blocks.flatMap(\.examples)
    #expect(examples.count > 30)
    let skipped = examples.filter { $0.skipReason != nil }
    for example in skipped {
      print("skipped \(example.location): \(example.command) (\(example.skipReason ?? ""))")
    }
    // Only what a test cannot run is skipped: building, installing, speaking.
    let unrunnable = [
      "swift test", "apt-get install", "--traits SpeechDispatcher", "speech-daemon.sh",
      "SPEECHD_TEST_ADDRESS", "Benchmarks/",
    ]
    #expect(skipped.count >= 7)
    for example in skipped {
      #expect(
        unrunnable.contains { example.command.contains($0) },
        "\(example.location) is skipped but could run: \(example.command)")
    }
  }

  @Test("Every test that can be skipped says why and how to run it")
  func skipsSayHowToRun() throws {
    let tests = RunCLI.packageRoot.appendingPathComponent("Tests")
    let files =
      FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String }
      .filter {
        $0.hasSuffix(".swift") && !$0.hasPrefix("Fixtures/")
          && !$0.hasSuffix("/DocExampleTests.swift")
      } ?? []
    var conditions = 0
    for file in files {
      let text = try String(
        contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
      var rest = text[...]
      while let found = rest.range(of: ".enabled(") {
        conditions += 1
        // The condition and its comment: a skip reason that names the way to run it.
        let condition = rest[found.upperBound...].prefix(320)
        let comment = condition.prefix { $0 != "@" }
        #expect(
          comment.contains("skipReason") || comment.contains(".ci/run")
            || comment.contains("CI does"),
          "\(file): a test skipped without saying how to run it: \(condition.prefix(120))")
        rest = rest[found.upperBound...]
      }
    }
    #expect(conditions > 20)
  }

  @Test("The GitHub Actions workflow sets Swift up in every job that runs swift")
  func workflowHasSwift() throws {
    let text = try String(
      contentsOf: RunCLI.packageRoot.appendingPathComponent("Documentation/CIMatrix.md"),
      encoding: .utf8)
    let start = try #require(text.range(of: "```yaml\n"))
    let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
    let jobs = text[start.upperBound..<end.lowerBound].components(separatedBy: "\n  ").dropFirst()
      .filter { $0.contains("runs-on:") }
    #expect(jobs.count == 2)
    for job in jobs where job.contains("swift run") {
      #expect(
        job.contains("container: swift:6.") || job.contains("swift-actions/setup-swift"),
        "a job runs swift without setting it up: \(job.prefix(40))")
    }
  }

  @Test("The example runs as written", arguments: DocExamples.blocks)
  func runs(block: DocBlock) throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    for path in DocExamples.copied {
      let target = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: RunCLI.packageRoot.appendingPathComponent(path), to: target)
    }
    let tests = ProcessInfo.processInfo.environment
    var environment = ["NO_COLOR": "1", "PATH": tests["PATH"] ?? "/usr/bin", "HOME": folder.path]
    if let temporary = tests["TMPDIR"] { environment["TMPDIR"] = temporary }
    for example in block.examples where example.skipReason == nil {
      let result = try ChildProcess.run(
        "/bin/bash", ["-c", DocExamples.substituted(example.command)], input: Data(),
        environment: environment, directory: folder.path)
      #expect(
        result.status == example.exitCode,
        "\(example.location): \(example.command)\n\(result.stdout.suffix(2000))\(result.stderr.suffix(2000))"
      )
    }
  }
}
