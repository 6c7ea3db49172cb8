import ComponentFile
import ControlRegistry
import Foundation
import Screens
import TestSupport
import Testing

/// Bad screen files get one clear FILE:LINE:COLUMN error each, never a crash or a hang.
@Suite("Screen files: errors name the file, line and column")
struct ScreenFileErrorTests {
  /// The error loading `yaml` as `screen.yml` gives, beside `files` (name → text), with the
  /// folder's path replaced by `DIR`.
  private func error(_ yaml: String, files: [String: String] = [:]) throws -> String? {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let path = folder.appendingPathComponent("screen.yml").path
    try yaml.write(toFile: path, atomically: true, encoding: .utf8)
    do {
      _ = try ScreenLoader.load(path: path)
      return nil
    } catch {
      return error.description.replacingOccurrences(of: folder.path, with: "DIR")
    }
  }

  private let button = "control: button\nlabel: Save\n"

  @Test("An unknown element kind lists the kinds")
  func unknownKind() throws {
    #expect(
      try error("screen: S\nelements:\n  - paragraph: Hello\n")
        == "DIR/screen.yml:3:5: error: an element names no kind A11ySim knows (found "
        + "'paragraph'); expected one of component, text, heading, image, group, list, tabBar, "
        + "toolbar, pane, dialog")
  }

  @Test("An empty container is refused: it gives a reader nothing to find")
  func emptyContainer() throws {
    #expect(
      try error("screen: S\nelements:\n  - group:\n      elements: []\n")
        == "DIR/screen.yml:3:5: error: a group needs its elements in 'elements:' (at least "
        + "one); an empty group gives a reader nothing to find")
    #expect(
      try error("screen: S\nelements:\n  - list: { name: Empty }\n")
        == "DIR/screen.yml:3:5: error: a list needs its elements in 'elements:' (at least "
        + "one); an empty list gives a reader nothing to find")
  }

  @Test("A container's unknown key, missing name or title, and wrong values")
  func containerValues() throws {
    let text = "elements: [{ text: a }]"
    #expect(
      try error("screen: S\nelements:\n  - list: { nme: L, \(text) }\n")
        == "DIR/screen.yml:3:13: error: unknown key 'nme' in a list (did you mean 'name'?); "
        + "expected elements, name, itemCount")
    #expect(
      try error("screen: S\nelements:\n  - dialog: { name: D, \(text) }\n")
        == "DIR/screen.yml:3:15: error: unknown key 'name' in a dialog; expected elements, "
        + "title, window")
    #expect(
      try error("screen: S\nelements:\n  - dialog: { title: D, window: yes, \(text) }\n")
        == "DIR/screen.yml:3:33: error: 'window' expects true or false (true: a window of its "
        + "own, shown from the start), found 'yes'")
    #expect(
      try error("screen: S\nelements:\n  - pane: { \(text) }\n")
        == "DIR/screen.yml:3:5: error: 'name' expects text: a pane is named by its 'name:', "
        + "found nothing")
    #expect(
      try error(
        "screen: S\nelements:\n  - list: { itemCount: 1, elements: [{ text: a }, "
          + "{ text: b }] }\n")
        == "DIR/screen.yml:3:5: error: 'itemCount' expects at least the list's 2 elements, "
        + "found 1")
    #expect(
      try error("screen: S\nelements:\n  - group: Settings\n")
        == "DIR/screen.yml:3:12: error: 'group' expects a mapping with elements: and its "
        + "settings, found 'Settings'")
    #expect(
      try error(
        "screen: S\nelements:\n  - group: { merge: true, elements: [{ component: "
          + "{ control: button, label: Go } }, { text: or }, { component: "
          + "{ control: button, label: Stop } }] }\n")
        == "DIR/screen.yml:3:5: error: 'merge' expects a group of text, headings, images and "
        + "at most one component (a merged group is one element, carrying one control's role, "
        + "state and actions; a container in one is not supported), found a second component")
    #expect(
      try error(
        "screen: S\nelements:\n  - group: { merge: true, elements: [{ text: a }, { group: "
          + "{ elements: [{ text: b }] } }] }\n")
        == "DIR/screen.yml:3:5: error: 'merge' expects a group of text, headings, images and "
        + "at most one component (a merged group is one element, carrying one control's role, "
        + "state and actions; a container in one is not supported), found a group")
  }

  @Test("Containers nest at most 8 deep")
  func tooDeep() throws {
    var yaml = "screen: S\nelements:\n"
    var indent = "  "
    for _ in 0..<9 {
      yaml += indent + "- group:\n" + indent + "    elements:\n"
      indent += "      "
    }
    yaml += indent + "- text: a\n"
    #expect(
      try error(yaml)
        == "DIR/screen.yml:19:53: error: containers nest at most 8 deep; flatten the screen's "
        + "structure")
  }

  @Test("The 1,000-element limit counts the elements inside containers")
  func tooManyInContainers() throws {
    let yaml =
      "screen: S\nelements:\n  - list:\n      elements:\n"
      + String(repeating: "        - text: a\n", count: 1_000)
    #expect(
      try error(yaml)
        == "DIR/screen.yml:1004:11: error: a screen holds at most 1000 elements; split it "
        + "into several screens")
  }

  @Test("A missing component file names the screen's line and the reason")
  func missingComponent() throws {
    #expect(
      try error("screen: S\nelements:\n  - component: nowhere.yml\n")
        == "DIR/screen.yml:3:16: error: the component 'nowhere.yml' cannot be loaded: "
        + "cannot read the component file 'nowhere.yml': no such file")
  }

  @Test("A component that fails to load gives its own error after the screen's place")
  func componentFails() throws {
    #expect(
      try error(
        "screen: S\nelements:\n  - component: bad.yml\n",
        files: ["bad.yml": "control: button\nlabell: Save\n"])
        == "DIR/screen.yml:3:16: error: the component 'bad.yml' cannot be loaded: "
        + "DIR/bad.yml:2:1: unknown key 'labell' (did you mean 'label'?)")
  }

  @Test("A screen that includes itself is refused: screens do not include screens")
  func selfReference() throws {
    #expect(
      try error("screen: S\nelements:\n  - component: screen.yml\n")
        == "DIR/screen.yml:3:16: error: 'screen.yml' is a screen file; a screen cannot "
        + "include a screen yet (which also keeps a screen from including itself); name a "
        + "component file")
  }

  @Test("More than 1,000 elements is an error at the first one too many")
  func tooMany() throws {
    let yaml =
      "screen: S\nelements:\n" + String(repeating: "  - text: a\n", count: 1_001)
    #expect(
      try error(yaml)
        == "DIR/screen.yml:1003:5: error: a screen holds at most 1000 elements; split it into "
        + "several screens")
  }

  @Test("Deeply nested YAML is refused by the YAML reader, not by a crash")
  func deeplyNested() throws {
    let yaml =
      "screen: S\nelements:\n  - component: " + String(repeating: "[", count: 5_000)
    let message = try #require(try error(yaml))
    #expect(message.hasPrefix("DIR/screen.yml:3:"))
    #expect(message.contains("error: not valid YAML"))
  }

  @Test("A heading level outside 1…9, an image with neither label nor decorative, no component")
  func wrongValues() throws {
    #expect(
      try error("screen: S\nelements:\n  - heading: Title\n    level: 0\n")
        == "DIR/screen.yml:4:12: error: 'level' expects a whole number from 1 to 9, found '0'")
    #expect(
      try error("screen: S\nelements:\n  - image: {}\n")
        == "DIR/screen.yml:3:5: error: 'image' expects either label: TEXT or decorative: "
        + "true, found neither")
    #expect(
      try error("screen: S\nelements:\n  - text: Hello\n")
        == "DIR/screen.yml:1:1: error: a screen needs at least one component (component: PATH) "
        + "for a reader to act on")
    #expect(
      try error("screen: S\nelemnts: []\n")
        == "DIR/screen.yml:2:1: error: unknown key 'elemnts' in a screen (did you mean "
        + "'elements'?); expected screen, app, elements")
  }

  @Test("Inline components and set: overrides load as component files do")
  func inlineAndSet() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try button.write(
      to: folder.appendingPathComponent("save.yml"), atomically: true, encoding: .utf8)
    let path = folder.appendingPathComponent("screen.yml").path
    try """
    screen: Form
    elements:
      - component: save.yml
        set: { label: "Pay now" }
      - component: { control: checkbox, label: Accept terms }
      - image:
        decorative: true
    """.write(toFile: path, atomically: true, encoding: .utf8)
    let screen = try ScreenLoader.load(path: path)
    #expect(screen.name == "Form")
    #expect(screen.components.map(\.name) == ["Pay now", "Accept terms"])
    #expect(screen.elements.last == .image(label: nil))
  }

  @Test("Without reading files (the fuzz harness), a component path is refused unread")
  func pathsNotRead() throws {
    #expect(
      throws: ScreenFileError.component(
        .unreadable(path: "/etc/passwd", reason: "files are not read here", at: nil),
        name: "/etc/passwd", at: SourceLocation(source: "fuzz.yml", line: 3, column: 16))
    ) {
      try ScreenLoader.parse(
        "screen: S\nelements:\n  - component: /etc/passwd\n", source: "fuzz.yml",
        folder: URL(fileURLWithPath: "/"), schema: .shipped, readsFiles: false)
    }
  }
}
