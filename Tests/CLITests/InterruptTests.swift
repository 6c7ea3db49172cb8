import ChildProcesses
import Foundation
import Testing

@Suite("a11ysim run interrupted")
struct InterruptTests {
  @Test("Ctrl-C: the scenarios under way finish, every report is written, exit 130")
  func interrupt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "interrupt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var feature = "Feature: Many\n"
    for index in 0..<4000 {
      feature += """
          Scenario: Scenario \(index)
            Given a stepper "Quantity" with value 2 from 0 to 10
            And the platform is Linux with Orca
            When I press "Tab"
            Then I hear "Quantity spin button"
            When I press "Up"
            Then I hear "3"

        """
    }
    try feature.write(
      to: folder.appendingPathComponent("many.feature"), atomically: true, encoding: .utf8)
    let log = folder.appendingPathComponent("output.txt").path
    let process = try ChildProcess.Running(
      RunCLI.productsDirectory.appendingPathComponent("a11ysim").path,
      ["run", "many.feature", "--format", "junit:junit.xml", "--format", "summary:summary.txt"],
      input: folder.appendingPathComponent("input.txt").path, output: log, errors: log,
      directory: folder.path)
    Thread.sleep(forTimeInterval: 1.5)
    #expect(process.isRunning, "the run finished before it could be interrupted")
    process.send(SIGINT)
    #expect(process.wait() == 130)
    let summary = try String(
      contentsOf: folder.appendingPathComponent("summary.txt"), encoding: .utf8)
    #expect(summary.contains("stopped early: not every scenario ran"))
    let junit = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(junit.hasSuffix("</testsuites>\n"))
    let ran = junit.components(separatedBy: "<testcase ").count - 1
    #expect(ran > 0 && ran < 4000)
  }
}
