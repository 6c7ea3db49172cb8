import ControlRegistry
import Core
import Testing

@testable import Session

@Suite("The reader's version in a session")
struct ReaderVersionSessionTests {
  @Test("A session started with --reader-version orca=46 saves a scenario that runs Orca 46")
  func savedScenario() throws {
    var environment = PlatformEnvironment.standard
    environment.readerVersions["orca"] = 46
    let pinned = try SessionEngine(platform: .linux, reader: "orca", environment: environment)
    #expect(
      ScenarioWriter.feature(pinned).contains(
        "    And the platform is Linux with Orca\n    And the reader version is Orca 46\n"))
    let current = try SessionEngine(platform: .linux, reader: "orca")
    #expect(!ScenarioWriter.feature(current).contains("the reader version is"))
  }
}
