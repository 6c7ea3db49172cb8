import ComponentFile
import ControlRegistry
import Core
import Foundation
import FuzzSupport
import Interactions
import ScreenReaders
import Screens
import Simulation

/// What runs on every platform the screen loads for: each reader's own moves, actions on the
/// component it is on, Tab across components.
let script: [InteractionStatement] = {
  do {
    return try InteractionParser.parse(
      "next item; next item; next item; activate; increase; decrease; previous item; "
        + "press Tab; press Tab; press Shift+Tab; press Up; press space; type \"7\"; "
        + "tap increment; hold increment 2s; focus control; blur; set value 3",
      parts: ControlRegistry.shipped.catalog.partVocabulary)
  } catch {
    fatalError("the screen harness's script does not parse: \(error)")
  }
}()

/// The screen loader: the input is a screen file (component paths are refused unread, so
/// components are inline). An error must name the input (`fuzz.yml:`) or have no place; what
/// loads runs the script and the reading order on each platform with its reader.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzScreen(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = text(data, size)
  let screen: Screen
  do {
    screen = try ScreenLoader.parse(
      input, source: "fuzz.yml", folder: URL(fileURLWithPath: "/"),
      schema: ControlRegistry.shipped.schema, readsFiles: false)
  } catch {
    let description = error.description
    if let location = error.location, location.source != "fuzz.yml" {
      fatalError("a screen error names another file: \(description)")
    }
    return 0
  }
  for platform in screen.platformList {
    guard let pack = RulePacks.default(for: platform),
      var simulation = try? ReaderSimulation(
        screen: screen, platform: platform, pack: pack,
        catalog: ControlRegistry.shipped.catalog)
    else { continue }
    _ = try? simulation.readingOrder()
    for statement in script {
      do { try simulation.perform(statement) } catch { _ = error.message }
    }
    _ = TranscriptFormat.lines(for: simulation, events: true)
  }
  return 0
}

@main enum FuzzScreen {
  static func main() { runFuzzer(fuzzScreen) }
}
