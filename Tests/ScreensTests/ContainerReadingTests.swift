import Accessibility
import ComponentFile
import ControlRegistry
import Controls
import Core
import Foundation
import Interactions
import ScreenReaders
import Screens
import Simulation
import Testing

/// Containers on a screen: what each reader says entering and leaving a list, a named group, a
/// tab bar and a dialog, an item's position, and a merged group. The words are each pack's
/// container rows: TalkBack's CollectionStateFeedbackUtils ("In list, 3 items", "Out of list")
/// and containerTransitionState ("In Terms"); AccessibilitySnapshot's list, landmark and tab
/// contexts for VoiceOver on iOS ("List Start.", "Tab. 1 of 3."); NVDA's focus ancestors
/// (doPreGainFocus, "{number} of {total}"); Orca's _generate_ancestors; Narrator and VoiceOver
/// on macOS low.
@Suite("Screens: containers, entering and leaving them, positions in a set")
struct ContainerReadingTests {
  static let readers: [(String, Platform)] = [
    ("voiceover", .ios), ("talkback", .android), ("narrator", .windows), ("nvda", .windows),
    ("orca", .linux), ("voiceover", .macos),
  ]

  private func readingOrders(_ screen: Screen, settings: [String: String] = [:]) throws
    -> [[String]]
  {
    try Self.readers.map { reader, platform in
      let pack = try RulePacks.resolve(reader, on: platform)
      return try ReaderSimulation(
        screen: screen, platform: platform, pack: pack,
        settings: settings.filter { pack.setting($0.key) != nil }, catalog: .shipped
      ).readingOrder()
    }
  }

  private func load(_ yaml: String) throws -> Screen {
    try ScreenLoader.parse(
      yaml, source: "test.yml", folder: URL(fileURLWithPath: "Scenarios/screens"),
      schema: .shipped)
  }

  @Test("A list: each reader's words entering and leaving it, and the items' positions")
  func settingsList() throws {
    let orders = try readingOrders(try ScreenLoader.load(path: "Scenarios/screens/settings.yml"))
    #expect(
      orders == [
        [
          "Settings. Heading.", "Wi-Fi. Switch Button. Off. List Start.",
          "Bluetooth. Switch Button. Off.", "Quantity", "2", "Decrement. Button.",
          "Increment. Button. List End.", "Save. Button.",
        ],
        [
          "Settings, Heading", "OFF, Wi-Fi, Switch, In list, 3 items", "OFF, Bluetooth, Switch",
          "Quantity", "Unlabelled, Button", "2", "Unlabelled, Button",
          "Save, Button, Out of list",
        ],
        [
          "Settings, heading level 1", "list, Wi-Fi, toggle switch, off, 1 of 3",
          "Bluetooth, toggle switch, off, 2 of 3", "Quantity, 3 of 3",
          "Quantity Minimum0 Maximum10, edit 2, 3 of 3", "Increase, button, 3 of 3",
          "Decrease, button, 3 of 3", "Save, button",
        ],
        [
          "list Wi-Fi toggle button not pressed 1 of 3",
          "Bluetooth toggle button not pressed 2 of 3",
          "Quantity Minimum0 Maximum10 edit 2 3 of 3", "Save button",
        ],
        [
          "list Wi-Fi check box not checked", "Bluetooth check box not checked",
          "Quantity spin button | 2", "Save button",
        ],
        [
          "Settings, heading level 1", "off, Wi-Fi, switch, list, 3 items",
          "off, Bluetooth, switch", "Quantity", "2, Quantity, stepper", "Save, button",
        ],
      ])
  }

  @Test("Orca says an item's position only with speak-position-in-set (positionInSet=on)")
  func orcaPositionSetting() throws {
    let screen = try ScreenLoader.load(path: "Scenarios/screens/settings.yml")
    let orca = try ReaderSimulation(
      screen: screen, platform: .linux, pack: RulePacks.orca, settings: ["positionInSet": "on"],
      catalog: .shipped)
    #expect(
      try orca.readingOrder() == [
        "list Wi-Fi check box not checked 1 of 3", "Bluetooth check box not checked 2 of 3",
        "Quantity spin button | 2 3 of 3", "Save button",
      ])
  }

  @Test("A named tab bar of buttons: VoiceOver's Tab. N of M., NVDA's and Orca's tab list")
  func tabBar() throws {
    let orders = try readingOrders(try ScreenLoader.load(path: "Scenarios/screens/tab-bar.yml"))
    #expect(
      orders == [
        [
          "Library. Heading.", "Home. Tab. 1 of 3.", "Search. Tab. 2 of 3.",
          "Library. Tab. 3 of 3.",
        ],
        ["Library, Heading", "Home, Button", "Search, Button", "Library, Button"],
        [
          "Library, heading level 1", "Home, button, 1 of 3", "Search, button, 2 of 3",
          "Library, button, 3 of 3",
        ],
        [
          "Sections tab control Home button 1 of 3", "Search button 2 of 3",
          "Library button 3 of 3",
        ],
        ["Sections page tab list Home button", "Search button", "Library button"],
        ["Library, heading level 1", "Home, button", "Search, button", "Library, button"],
      ])
  }

  @Test("A named group is entered and left; an unnamed one is passed in silence")
  func namedAndUnnamedGroups() throws {
    let orders = try readingOrders(
      try ScreenLoader.load(path: "Scenarios/screens/misconfigured.yml"))
    #expect(
      orders[1] == [
        "Checkout, Heading", "image_0231.png, Image", "Quantity", "Unlabelled, Button", "2",
        "Unlabelled, Button", "not checked, Accept terms, Check box, In Terms", "Pay, Button",
        "Total 20 euros, Out of Terms",
      ])
    #expect(
      orders[3] == [
        "Quantity Minimum0 Maximum10 edit 2", "Terms grouping Accept terms check box not checked",
        "Pay button",
      ])
    #expect(
      orders[4] == [
        "Quantity spin button | 2", "Terms panel Accept terms check box not checked", "Pay button",
      ])
    #expect(orders[0][6...] == ["Accept terms. Button.", "Pay. Button.", "Total 20 euros"])
  }

  @Test("A dialog: NVDA, Orca and Narrator name it with its title on entering")
  func dialog() throws {
    let screen = try load(
      """
      screen: Confirm
      elements:
        - dialog:
            title: Delete draft?
            elements:
              - text: This cannot be undone.
              - component: { control: button, label: Delete }
        - component: { control: button, label: Cancel }
      """)
    #expect(
      try readingOrders(screen) == [
        ["This cannot be undone.", "Delete. Button.", "Cancel. Button."],
        ["This cannot be undone.", "Delete, Button", "Cancel, Button"],
        ["Delete draft?, dialog, This cannot be undone.", "Delete, button", "Cancel, button"],
        ["Delete draft? dialog Delete button", "Cancel button"],
        ["Delete draft? dialog Delete button", "Cancel button"],
        ["This cannot be undone.", "Delete, button", "Cancel, button"],
      ])
  }

  /// `window: true`: the dialog is a window of its own, already in front when the reader
  /// starts, so no reader names it as its cursor moves in (a window is said when it becomes the
  /// active one: TalkBack's WindowEventInterpreter.detectWindowChanges, NVDA's foreground then
  /// focus ancestors, Orca's window activation); NVDA's Tab back into it from the page makes it
  /// the active window again, and NVDA then names it.
  @Test("A dialog with window: true: said when it becomes the active window, not on entry")
  func dialogWindow() throws {
    let yaml = """
      screen: Confirm
      elements:
        - dialog:
            title: Delete draft?
            window: true
            elements:
              - text: This cannot be undone.
              - component: { control: button, label: Delete }
        - component: { control: button, label: Cancel }
      """
    #expect(
      try readingOrders(try load(yaml)) == [
        ["This cannot be undone.", "Delete. Button.", "Cancel. Button."],
        ["This cannot be undone.", "Delete, Button", "Cancel, Button"],
        ["This cannot be undone.", "Delete, button", "Cancel, button"],
        ["Delete button", "Cancel button"],
        ["Delete button", "Cancel button"],
        ["This cannot be undone.", "Delete, button", "Cancel, button"],
      ])
    var nvda = try ReaderSimulation(
      screen: try load(yaml), platform: .windows, pack: try RulePacks.resolve("nvda", on: .windows),
      catalog: .shipped)
    for key in ["Tab", "Tab", "Shift+Tab"] {
      try nvda.run(
        try InteractionParser.parse("press \(key)", parts: ControlCatalog.shipped.partVocabulary))
    }
    #expect(
      nvda.transcript.map(\.text) == [
        "Delete button", "Cancel button", "Delete draft? dialog Delete button",
      ])
  }

  @Test("A pane (landmark): VoiceOver's Landmark. and End., TalkBack's container title")
  func pane() throws {
    let screen = try load(
      """
      screen: Filters
      elements:
        - pane:
            name: Filters
            elements:
              - text: Sort by price
              - component: { control: button, label: Apply }
        - component: { control: button, label: Done }
      """)
    #expect(
      try readingOrders(screen) == [
        // AccessibilitySnapshot: a trailing period, then landmark_start / landmark_end.
        ["Sort by price. Landmark.", "Apply. Button. End.", "Done. Button."],
        ["Sort by price, In Filters", "Apply, Button", "Done, Button, Out of Filters"],
        ["Sort by price", "Apply, button", "Done, button"],
        ["Apply button", "Done button"],
        ["Apply button", "Done button"],
        ["Sort by price", "Apply, button", "Done, button"],
      ])
  }

  @Test("A named toolbar: NVDA's and Orca's tool bar before the first button, TalkBack's title")
  func toolbar() throws {
    let screen = try load(
      """
      screen: Editor
      elements:
        - toolbar:
            name: Formatting
            elements:
              - component: { control: button, label: Bold }
              - component: { control: button, label: Italic }
      """)
    let orders = try readingOrders(screen)
    #expect(orders[1] == ["Bold, Button, In Formatting", "Italic, Button"])
    #expect(orders[3] == ["Formatting tool bar Bold button", "Italic button"])
    #expect(orders[4] == ["Formatting tool bar Bold button", "Italic button"])
  }

  @Test("A merged group is one element on iOS, Android and macOS; UIA and AT-SPI do not merge")
  func mergedGroup() throws {
    let screen = try load(
      """
      screen: Total
      elements:
        - group:
            merge: true
            elements:
              - heading: Total
              - text: 20 euros
              - image: { decorative: true }
        - component: { control: button, label: Pay }
      """)
    let orders = try readingOrders(screen)
    #expect(orders[0] == ["Total, 20 euros", "Pay. Button."])
    #expect(orders[1] == ["Total, 20 euros", "Pay, Button"])
    #expect(orders[2] == ["Total, heading", "20 euros", "Pay, button"])
    #expect(orders[5] == ["Total, 20 euros", "Pay, button"])
  }

  @Test("The model: each element carries its container chain; list items their position")
  func containerChain() throws {
    let screen = try ScreenLoader.load(path: "Scenarios/screens/settings.yml")
    let control = try ScreenControl(screen: screen, platform: .android) {
      (setup) throws(ConfigurationError) in
      try ControlCatalog.shipped.make(on: .android, setup: setup)
    }
    let elements = control.elements(in: .standard)
    let bluetooth = try #require(elements.first { $0.name == "Bluetooth" })
    #expect(
      bluetooth.containers == [
        AccessibleContainer(id: "2", role: .list, name: nil, itemCount: 3, position: 2)
      ])
    #expect(bluetooth.states.positionInSet == ElementStates.SetPosition(position: 2, size: 3))
    let heading = try #require(elements.first { $0.role == .heading })
    #expect(heading.containers.isEmpty && heading.states.positionInSet == nil)
    let wifi = try #require(elements.first { $0.name == "Wi-Fi" })
    #expect(wifi.containers.first?.isAtStart == true && wifi.containers.first?.isAtEnd == false)
  }
}
