import Accessibility
import ComponentModel
import Controls
import Core

/// A set of tabs or a segmented control on a simulated clock: one part per tab
/// (``PartID/tab(_:)``), exactly one of them selected; a tap, a click, a reader's activate or
/// the variant's keys select a tab, and on the desktop the arrow keys move between the tabs,
/// selecting as they go where the variant activates automatically. Its value is
/// ``ControlValue/choice(_:)``, as the radio group's.
package struct Tabs: Sendable {
  /// Which native tabs these are.
  package let variant: TabsVariant
  /// The platform it runs on.
  package let platform: Platform
  /// Its settings.
  package let configuration: TabsConfiguration
  /// How the component set it up.
  package let setup: PlatformSetup
  /// The selected tab's index.
  package private(set) var selected: Int
  /// The tab with keyboard focus.
  package private(set) var focusedPart: PartID?
  /// The simulated time now.
  package private(set) var now = SimulatedInstant.zero
  /// The tab held down.
  private var pressed: PartID?

  /// Creates the tabs a component sets up on `platform`.
  ///
  /// - Throws: ``ConfigurationError`` when the variant does not exist there, there are no
  ///   tabs or too many, or the selected one is not a tab.
  package init(platform: Platform, setup: PlatformSetup) throws(ConfigurationError) {
    let variant = try TabsVariant.chosen(by: setup, kind: .tabs, noun: "tabs", on: platform)
    guard let configuration = setup.configuration as? TabsConfiguration else {
      throw ConfigurationError(
        field: "control", message: "\(setup.variant.rawValue) is not a tabs variant")
    }
    try NamedChoice.checkCount(
      of: configuration.tabs, maximum: TabsConfiguration.maximumTabs, field: "tabs",
      whole: "a tab list", itemNoun: "tab", itemsNoun: "tabs")
    self.variant = variant
    self.platform = platform
    self.configuration = configuration
    self.setup = setup
    selected = try configuration.selectedIndex()
  }

  /// The tabs in the catalog.
  package static let definition = ControlDefinition(
    kind: .tabs,
    summary:
      "Tabs or a segmented control: one tab of several is selected; a tap, a click or Space "
      + "selects one, and on the desktop the arrow keys move between them.",
    variants: TabsVariant.definitions(defaults: TabsConfiguration()),
    partIDs: (0..<TabsConfiguration.maximumTabs).map { PartID.tab($0) },
    partWords: ["tab": .tab(0)]
  ) { platform, setup throws(ConfigurationError) in
    try Tabs(platform: platform, setup: setup)
  }

  private var tabs: [String] { configuration.tabs }

  /// Whether an arrow key selects the tab it moves to.
  package var selectionFollowsFocus: Bool {
    configuration.selectionFollowsFocus ?? variant.facts.selectionFollowsFocus
  }

  private func event(_ kind: ControlEvent.Kind) -> ControlEvent {
    ControlEvent(time: now, kind: kind)
  }

  private func ignored(_ reason: String) -> [ControlEvent] { [event(.inputIgnored(reason))] }

  private func noSuchTab(_ part: PartID) -> [ControlEvent] {
    ignored("the tab list has no \(part.rawValue) tab (it has \(tabs.count))")
  }

  /// The tab's index, if the part is one of this list's tabs.
  private func index(of part: PartID) -> Int? {
    part.tabIndex.flatMap { tabs.indices.contains($0) ? $0 : nil }
  }

  /// Selects the tab at `index`, by `cause`: nothing when it is already selected.
  private mutating func select(_ index: Int, cause: ControlEvent.ChangeCause) -> [ControlEvent] {
    guard selected != index else { return [] }
    let from = value
    selected = index
    return [event(.valueChanged(from: from, to: value, cause: cause))]
  }

  /// The part focus lands on entering with Tab (Shift+Tab when `backwards`): a one-stop tab
  /// list's selected tab, else the first or last tab.
  private func entryPart(backwards: Bool) -> PartID {
    if variant.facts.isOneTabStop { return .tab(selected) }
    return .tab(backwards ? tabs.count - 1 : 0)
  }
}

extension Tabs: Control {
  /// The selected tab among the tabs.
  package var value: ControlValue {
    .choice(ChoiceValue(items: tabs, selectedIndex: selected))
  }
  /// Nothing is adjusted when it is set up.
  package var notes: [String] { [] }
  /// One part per tab.
  package var parts: [PartID] { tabs.indices.map { PartID.tab($0) } }
  /// No part stands for the whole tab list: focus moves between its tabs.
  package var wholeControlPart: PartID? { nil }
  /// Whether a tab is held down.
  package var isHoldingButton: Bool { pressed != nil }
  /// The variant's touch target.
  package var touchTarget: TouchTarget? { variant.facts.touchTarget }

  /// `tabview (WinUI TabView) · "Sections" · Home selected`, with `disabled` when it is.
  package var headline: String {
    var parts = ["\(variant.rawValue) (\(variant.nativeName))"]
    parts.append(configuration.label.map { "\"\($0)\"" } ?? "no label")
    parts.append("\(tabs[selected]) selected")
    if !configuration.isEnabled { parts.append("disabled") }
    return parts.joined(separator: " · ")
  }

  /// `WinUI TabView · "Sections" · Home`.
  package var drawingTitle: String {
    variant.nativeName + (configuration.label.map { " · \"\($0)\"" } ?? "") + " · "
      + tabs[selected]
  }

  /// `[Home]  Search  Library`, the selected tab in brackets, the focused one in `*…*`.
  package var drawing: String {
    tabs.indices.map { index in
      var text = selected == index ? "[" + tabs[index] + "]" : tabs[index]
      if !configuration.isEnabled { text += "·dimmed" }
      return focusedPart == .tab(index) ? "*" + text + "*" : text
    }
    .joined(separator: "  ")
  }

  /// Every tab is enabled or none is.
  package func isEnabled(_ part: PartID) -> Bool {
    index(of: part) != nil && configuration.isEnabled
  }

  /// Holds a tab down, if it is one and the tabs are enabled.
  package mutating func press(_ part: PartID) -> [ControlEvent] {
    guard index(of: part) != nil else { return noSuchTab(part) }
    guard configuration.isEnabled else { return ignored("the tab list is disabled") }
    pressed = part
    return []
  }

  /// Lets the held tab go: a click, which selects it.
  package mutating func release() -> [ControlEvent] {
    guard let part = pressed, let index = index(of: part) else { return [] }
    pressed = nil
    return [event(.activated(part))] + select(index, cause: .button(part))
  }

  /// Lets time pass; nothing repeats.
  package mutating func advance(by duration: SimulatedDuration) -> [ControlEvent] {
    now = now.advanced(by: duration)
    return []
  }

  /// Tab and Shift+Tab move into and out of a desktop tab list (one stop, at the selected
  /// tab) and through each tab elsewhere; Left and Right move between the tabs (not past the
  /// ends) and select where selection follows focus; the variant's keys select the focused tab.
  package mutating func pressKey(_ chord: KeyChord) -> [ControlEvent] {
    let isTab = chord.key == .tab && (chord.modifiers.isEmpty || chord.modifiers == [.shift])
    let backwards = chord.modifiers == [.shift]
    guard let focused = focusedPart, let index = index(of: focused) else {
      if isTab { return focus(entryPart(backwards: backwards)) }
      return [event(KeyboardFocusElsewhere.ignored(chord, noun: "tab list"))]
    }
    if isTab {
      guard !variant.facts.isOneTabStop else { return focus(nil) }
      let next = index + (backwards ? -1 : 1)
      return focus(tabs.indices.contains(next) ? .tab(next) : nil)
    }
    guard chord.modifiers.isEmpty else {
      return ignored("\(chord) does nothing on a \(variant.nativeName)")
    }
    if [.left, .right].contains(chord.key) {
      guard variant.facts.arrowsMove else {
        return ignored("\(chord) does nothing on a \(variant.nativeName)")
      }
      let next = index + (chord.key == .right ? 1 : -1)
      guard tabs.indices.contains(next) else {
        return ignored("\(chord) does nothing: focus is on the \(next < 0 ? "first" : "last") tab")
      }
      var events = focus(.tab(next))
      if selectionFollowsFocus {
        events += select(next, cause: .key(chord))
      }
      return events
    }
    guard variant.facts.selectingKeys.contains(chord.key) else {
      return ignored("\(chord) does nothing on a \(variant.nativeName)")
    }
    return [event(.activated(focused))] + select(index, cause: .key(chord))
  }

  /// It takes no text.
  package mutating func type(_ text: String) -> [ControlEvent] {
    ignored("a tab list takes no text")
  }

  /// The wheel does nothing to it.
  package mutating func scroll(clicks: Int) -> [ControlEvent] {
    ignored("the scroll wheel does nothing to a tab list")
  }

  /// Moves keyboard focus to a tab (if Tab can reach it) or out of the tab list.
  package mutating func focus(_ part: PartID?) -> [ControlEvent] {
    guard let part else {
      guard let from = focusedPart else { return [] }
      focusedPart = nil
      return [event(.focusMoved(from: from, to: nil))]
    }
    guard index(of: part) != nil else { return noSuchTab(part) }
    guard configuration.isEnabled else {
      return ignored("a disabled tab list does not take keyboard focus")
    }
    guard variant.facts.takesKeyboardFocus else {
      return ignored(
        "the \(variant.nativeName) takes keyboard focus only with Full Keyboard Access")
    }
    guard focusedPart != part else { return [] }
    let from = focusedPart
    focusedPart = part
    return [event(.focusMoved(from: from, to: part))]
  }

  /// The app selects a tab in code; a set of tabs always has one selected.
  package mutating func setByApp(_ value: ControlValue) -> [ControlEvent] {
    guard case .choice(let choice) = value, let index = choice.selectedIndex else {
      return ignored("a tab list's value is one of its tabs")
    }
    guard tabs.indices.contains(index) else {
      return ignored("the tab list has no tab \(index + 1) (it has \(tabs.count))")
    }
    return select(index, cause: .program)
  }

  /// `app sets value N`: the tab at place N (from 1). A number no Int holds saturates (a place
  /// far past the last tab, refused as one), never traps; 0 or less is no tab, refused.
  package func appValue(fromNumber number: Double) -> ControlValue {
    let place = number.isFinite ? RangeArithmetic.saturatingInt(number) : 0
    return .choice(ChoiceValue(items: tabs, selectedIndex: place >= 1 ? place - 1 : nil))
  }

  /// A reader's activate selects the tab; nothing adjusts a tab list.
  package mutating func perform(_ action: ControlAction, on part: PartID?) -> [ControlEvent] {
    switch action {
    case .activate:
      guard let part else { return ignored("activate needs a tab") }
      return tap(part)
    case .increment, .decrement: return ignored("a tab list cannot be adjusted")
    }
  }

  /// One element per tab, as the variant exposes it.
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    tabs.indices.map {
      variant.facts.element(
        index: $0, configuration: configuration, selected: selected,
        settings: setup.accessibility)
    }
  }

  /// A tab list announces nothing of its own.
  package func announcements(after event: ControlEvent) -> [String] { [] }
}
