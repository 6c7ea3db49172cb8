import Accessibility
import ComponentFile
import ControlRegistry
import Core
import Foundation
import ScreenReaders
import Screens
import Simulation
import Testing

/// The order each platform reads a screen in (Documentation/Screens.md, "Order per
/// platform"): VoiceOver on iOS by frame within each container (AccessibilitySnapshot's
/// AccessibilityHierarchyParser), TalkBack by the tree with traversalBefore/After moves
/// (TalkBack's OrderedTraversalController), the desktop readers by the tree; Tab by tabIndex on
/// Windows (WinUI's UIElement.TabIndex).
@Suite("Reading order per platform: frames, traversal hints and tab indexes")
struct ReadingOrderTests {
  private func screen(_ elements: String) throws -> Screen {
    try ScreenLoader.parse(
      "screen: S\nelements:\n" + elements, source: "test.yml",
      folder: URL(fileURLWithPath: "/"), schema: .shipped, readsFiles: false)
  }

  /// The text of each element in `platform`'s order (the component as `C`).
  private func order(_ screen: Screen, on platform: Platform, merging: Bool = false) -> [String] {
    ReadingOrder.placed(screen, on: platform, merging: merging).map {
      switch $0.element {
      case .text(let text): text
      case .heading(let text, _): text
      default: "C"
      }
    }
  }

  private let button = "  - component: { control: button, label: Go }\n"

  @Test("iOS sorts by frame: top to bottom, a row (tops under 8 pt apart) left to right")
  func frames() throws {
    let screen = try screen(
      """
        - text: bottom
          frame: { x: 0, y: 300, width: 100, height: 20 }
        - text: right
          frame: { x: 200, y: 100, width: 100, height: 20 }
        - text: left, 7 pt lower
          frame: { x: 0, y: 107, width: 100, height: 20 }
        - text: top
          frame: { x: 50, y: 10, width: 100, height: 20 }

      """ + button)
    #expect(
      order(screen, on: .ios) == ["top", "left, 7 pt lower", "right", "bottom", "C"])
    for platform in [Platform.android, .windows, .linux, .macos] {
      #expect(
        order(screen, on: platform) == ["bottom", "right", "left, 7 pt lower", "top", "C"])
    }
  }

  @Test("iOS: elements without frames keep their places; a container's elements stay together")
  func framesWithinContainers() throws {
    let screen = try screen(
      """
        - text: unframed
        - group:
            elements:
              - text: group low
                frame: { x: 0, y: 500, width: 10, height: 10 }
              - text: group high
                frame: { x: 0, y: 200, width: 10, height: 10 }
        - text: top
          frame: { x: 0, y: 0, width: 10, height: 10 }
        - text: middle
          frame: { x: 0, y: 300, width: 10, height: 10 }

      """ + button)
    // The group sorts by its first element read (y 200): after top, before middle.
    #expect(
      order(screen, on: .ios) == ["unframed", "top", "group high", "group low", "middle", "C"])
  }

  @Test("TalkBack: traversalAfter moves an element behind its target, traversalBefore in front")
  func traversal() throws {
    let screen = try screen(
      """
        - text: a
          traversalAfter: c
        - text: b
          id: b
        - text: c
          id: c
        - text: d
          traversalBefore: b

      """ + button)
    #expect(order(screen, on: .android) == ["d", "b", "c", "a", "C"])
    #expect(order(screen, on: .ios) == ["a", "b", "c", "d", "C"])
    #expect(order(screen, on: .windows) == ["a", "b", "c", "d", "C"])
  }

  @Test("TalkBack: an element moved after a container comes after the container's elements")
  func traversalAfterContainer() throws {
    let screen = try screen(
      """
        - text: pay
          traversalAfter: terms
        - group:
            elements:
              - text: t1
              - text: t2
          id: terms
        - text: end

      """ + button)
    #expect(order(screen, on: .android) == ["t1", "t2", "pay", "end", "C"])
  }

  @Test("Windows Tab: lowest tabIndex first, ties and those without one in tree order after")
  func tabOrder() {
    #expect(ReadingOrder.tabOrder([nil, 2, 1, nil, 1], on: .windows) == [2, 4, 1, 0, 3])
    #expect(ReadingOrder.tabOrder([nil, 2, 1, nil, 1], on: .linux) == [0, 1, 2, 3, 4])
  }

  @Test("Each platform's rule, with its confidence")
  func rules() {
    #expect(ReadingOrder.reading(on: .ios).rule == .framesWithinContainers)
    #expect(ReadingOrder.reading(on: .ios).source.confidence == .medium)
    #expect(ReadingOrder.reading(on: .android).rule == .traversalBeforeAfter)
    #expect(ReadingOrder.reading(on: .android).source.confidence == .high)
    for platform in [Platform.windows, .linux, .macos] {
      #expect(ReadingOrder.reading(on: platform).rule == .treeOrder)
    }
    #expect(ReadingOrder.reading(on: .windows).source.confidence == .medium)
    #expect(ReadingOrder.reading(on: .linux).source.confidence == .low)
    #expect(ReadingOrder.reading(on: .macos).source.confidence == .low)
    #expect(ReadingOrder.tab(on: .windows).rule == .tabIndex)
    #expect(ReadingOrder.tab(on: .windows).source.confidence == .high)
  }
}

/// Bad `id:`, `frame:`, `traversalBefore:`, `traversalAfter:` and `tabIndex:` values get one
/// FILE:LINE:COLUMN error each.
@Suite("Screen files: layout and order keys' errors")
struct ElementLayoutErrorTests {
  private func error(_ elements: String) -> String? {
    do {
      _ = try ScreenLoader.parse(
        "screen: S\nelements:\n" + elements + "  - component: { control: button, label: Go }\n",
        source: "s.yml", folder: URL(fileURLWithPath: "/"), schema: .shipped, readsFiles: false)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("Frames: a negative size, a value that is no number, a missing edge, an unknown key")
  func frames() {
    #expect(
      error("  - text: a\n    frame: { x: 0, y: 0, width: -1, height: 5 }\n")
        == "s.yml:4:33: error: 'width' expects a size of 0 or more points, found -1")
    #expect(
      error("  - text: a\n    frame: { x: left, y: 0, width: 1, height: 5 }\n")
        == "s.yml:4:17: error: 'x' expects a number of points, found 'left'")
    #expect(
      error("  - text: a\n    frame: { x: 0, y: 0, width: 1 }\n")
        == "s.yml:4:12: error: 'frame' expects all of x:, y:, width: and height:, found no "
        + "height:")
    #expect(
      error("  - text: a\n    frame: { x: 0, y: 0, widht: 1, height: 1 }\n")
        == "s.yml:4:26: error: unknown key 'widht' in a frame (did you mean 'width'?); "
        + "expected x, y, width, height")
    #expect(
      error("  - text: a\n    frame: 10\n")
        == "s.yml:4:12: error: 'frame' expects a mapping { x:, y:, width:, height: } in "
        + "points, found '10'")
  }

  @Test("Ids: a duplicate, an unknown target with the nearest id, a tabIndex that is no number")
  func ids() {
    #expect(
      error("  - text: a\n    id: terms\n  - text: b\n    id: terms\n")
        == "s.yml:6:9: error: the id 'terms' is already given at line 4, column 9; an id "
        + "names one element: give this one another")
    #expect(
      error("  - text: a\n    id: terms\n  - text: b\n    traversalAfter: trems\n")
        == "s.yml:6:21: error: 'traversalAfter' names 'trems', which is no element's id (did "
        + "you mean 'terms'?); ids on this screen: terms")
    #expect(
      error("  - text: a\n    tabIndex: first\n")
        == "s.yml:4:15: error: 'tabIndex' expects a whole number (WinUI's TabIndex is a "
        + "32-bit integer), found 'first'")
    #expect(
      error("  - text: a\n    id: a\n    traversalBefore: a\n    traversalAfter: a\n")
        == "s.yml:6:5: error: 'traversalAfter' expects one of traversalBefore: and "
        + "traversalAfter: on an element (TalkBack follows only traversalBefore: when both "
        + "are set), found both")
  }

  @Test("A cycle of traversal hints is an error naming the chain")
  func cycles() {
    #expect(
      error(
        "  - text: a\n    id: a\n    traversalBefore: b\n  - text: b\n    id: b\n"
          + "    traversalBefore: c\n  - text: c\n    id: c\n    traversalAfter: b\n"
          + "  - text: d\n    id: d\n    traversalAfter: c\n    # c after b, d after c: fine\n")
        == nil)
    #expect(
      error(
        "  - text: a\n    id: a\n    traversalBefore: b\n  - text: b\n    id: b\n"
          + "    traversalBefore: c\n  - text: c\n    id: c\n    traversalBefore: a\n")
        == "s.yml:5:22: error: traversalBefore: and traversalAfter: go round in a circle: a "
        + "before b before c before a; no order can put each before the next, so remove one "
        + "of them")
    #expect(
      error("  - text: a\n    id: a\n    traversalAfter: a\n")
        == "s.yml:5:21: error: traversalBefore: and traversalAfter: go round in a circle: a "
        + "before a; no order can put each before the next, so remove one of them")
  }
}

/// `check`'s reading-order criterion compares with the file's order, not the platform's: a
/// screen whose frames reorder it on iOS fails it there.
@Suite("The reading-order criterion judges against the file's order")
struct ReadingOrderCriterionTests {
  @Test("Elements given in a platform's order (Pay first) still fail when Pay is read first")
  func fileOrder() {
    let inIOSOrder = [
      AccessibleElement(id: "1/heading", role: .heading, name: "Checkout"),
      AccessibleElement(id: "3/control", role: .button, name: "Pay", takesKeyboardFocus: true),
      AccessibleElement(id: "2/control", role: .checkBox, name: "Terms", takesKeyboardFocus: true),
    ]
    let judged = ScreenFocusCheck.judge(
      inIOSOrder, reached: ["1/heading", "3/control", "2/control"])
    #expect(judged.backwards.map { [$0.element.name, $0.after.name] } == [["Terms", "Pay"]])
  }
}

/// A list whose frames reverse it on iOS: VoiceOver's "List Start." and "List End." go with
/// the first and last element it reads, and the list stays together between the elements
/// around it; TalkBack enters and leaves it in the file's order.
@Suite("Container speech with a reordered list")
struct ReorderedContainerTests {
  @Test("List Start and List End follow VoiceOver's frame order; TalkBack's follow the file's")
  func listEdges() throws {
    let screen = try ScreenLoader.parse(
      """
      screen: S
      elements:
        - text: Above
          frame: { x: 0, y: 0, width: 100, height: 20 }
        - list:
            elements:
              - text: Second
                frame: { x: 0, y: 200, width: 100, height: 20 }
              - text: First
                frame: { x: 0, y: 100, width: 100, height: 20 }
        - component: { control: button, label: Go }
          frame: { x: 0, y: 50, width: 100, height: 20 }

      """, source: "s.yml", folder: URL(fileURLWithPath: "/"), schema: .shipped,
      readsFiles: false)
    func order(_ reader: String, _ platform: Platform) throws -> [String] {
      try ReaderSimulation(
        screen: screen, platform: platform, pack: try RulePacks.resolve(reader, on: platform),
        catalog: .shipped
      ).readingOrder()
    }
    #expect(
      try order("voiceover", .ios) == [
        "Above", "Go. Button.", "First. List Start.", "Second. List End.",
      ])
    #expect(
      try order("talkback", .android) == [
        "Above", "Second, In list, 2 items", "First", "Go, Button, Out of list",
      ])
  }
}

/// Traversal hints naming an element inside a merged group (one node on Android) never put a
/// node under itself: the move that would is skipped, as TalkBack skips such moves.
@Suite("Traversal hints into a merged group")
struct MergedTraversalTests {
  @Test("A hint that would loop through a merged group is skipped; the walk ends")
  func mergedLoop() throws {
    let screen = try ScreenLoader.parse(
      """
      screen: S
      elements:
        - text: a
          id: a
          traversalBefore: t
        - group:
            merge: true
            elements:
              - text: t
                id: t
          traversalBefore: a
        - component: { control: button, label: Go }

      """, source: "s.yml", folder: URL(fileURLWithPath: "/"), schema: .shipped,
      readsFiles: false)
    let order = ReadingOrder.placed(screen, on: .android, merging: true).map(\.path)
    #expect(order == ["1", "2", "3"])
  }
}
