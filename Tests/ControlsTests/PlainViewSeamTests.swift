import Accessibility
import ComponentModel
import Controls
import Core
import Testing

/// The plain-view presentation is the catalog's, not a control's: a control that knows nothing
/// of it (a lamp made up here) is wrapped, exposes no role, value or state, keeps its behaviour,
/// its name and its click, and is still reached as its own type and as a toggle.
@Suite("A plain view for any control")
struct PlainViewSeamTests {
  /// A made-up one-part control that a click turns on and off.
  struct Lamp: Control, Toggleable {
    var platform: Platform
    var setup: PlatformSetup
    var isOn = false
    var now = SimulatedInstant.zero
    var focusedPart: PartID?

    var value: ControlValue { .toggle(isOn ? .on : .off) }
    var notes: [String] { [] }
    var parts: [PartID] { [.control] }
    var wholeControlPart: PartID? { .control }
    var isHoldingButton: Bool { false }
    var headline: String { "lamp" }
    var touchTarget: TouchTarget? { .android }
    var drawing: String { isOn ? "(*)" : "( )" }
    var drawingTitle: String { "Lamp" }
    var noun: String { "lamp" }
    var stateWord: String { isOn ? "on" : "off" }
    func isEnabled(_ part: PartID) -> Bool { true }
    mutating func press(_ part: PartID) -> [ControlEvent] { [] }
    mutating func release() -> [ControlEvent] {
      isOn.toggle()
      return [ControlEvent(time: now, kind: .activated(.control))]
    }
    mutating func advance(by duration: SimulatedDuration) -> [ControlEvent] { [] }
    mutating func pressKey(_ chord: KeyChord) -> [ControlEvent] { [] }
    mutating func type(_ text: String) -> [ControlEvent] { [] }
    mutating func scroll(clicks: Int) -> [ControlEvent] { [] }
    mutating func focus(_ part: PartID?) -> [ControlEvent] { [] }
    mutating func setByApp(_ value: ControlValue) -> [ControlEvent] { [] }
    mutating func perform(_ action: ControlAction, on part: PartID?) -> [ControlEvent] {
      action == .activate ? tap(.control) : []
    }
    func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
      [
        AccessibleElement(
          id: "lamp", role: .toggleSwitch, name: setup.accessibility.label, value: "bright",
          part: .control, nameSource: .app,
          states: ElementStates([isOn ? .on : .off], stateDescription: "Bright"))
      ]
    }
    func announcements(after event: ControlEvent) -> [String] { [] }
  }

  struct LampConfiguration: ControlConfiguration, Equatable {
    var label: String? { nil }
    var isEnabled: Bool { true }
  }

  static let catalog = ControlCatalog([
    ControlDefinition(
      kind: "lamp", summary: "A lamp.",
      variants: [
        VariantDefinition(
          id: VariantID(control: "lamp", rawValue: "lamp"), nativeName: "Lamp",
          platforms: [.android], defaults: LampConfiguration())
      ], partIDs: [.control],
      make: { platform, setup in Lamp(platform: platform, setup: setup) })
  ])

  func lamp(plainView: Bool) throws -> any Control {
    try Self.catalog.make(
      on: .android,
      setup: PlatformSetup(
        variant: VariantID(control: "lamp", rawValue: "lamp"), nativeName: "Lamp",
        configuration: LampConfiguration(),
        accessibility: AccessibilitySettings(label: "Porch", plainView: plainView)))
  }

  @Test("The catalog wraps it: no role, value or state; its name and a click remain")
  func wrapped() throws {
    #expect(try lamp(plainView: false).elements(in: .standard).first?.role == .toggleSwitch)
    var control = try lamp(plainView: true)
    let element = try #require(control.elements(in: .standard).first)
    #expect(element.role == .plainView)
    #expect(element.name == "Porch" && element.value == nil && element.isClickable)
    #expect(element.states == ElementStates())
    // Its behaviour is its own: a reader's activate clicks it; increment reaches nothing.
    _ = control.perform(.activate, on: .control)
    #expect(control.value == .toggle(.on))
    #expect(
      control.perform(.increment, on: .control).map(\.kind) == [
        .inputIgnored("a plain view has no adjust action for a reader's increment")
      ])
    // Its own type and the shared toggle protocol still reach it.
    #expect(control.unwrapped(as: Lamp.self)?.isOn == true)
    #expect((control as? any Toggleable)?.stateWord == "on")
    #expect(control.headline == "lamp · in a plain view")
  }
}
