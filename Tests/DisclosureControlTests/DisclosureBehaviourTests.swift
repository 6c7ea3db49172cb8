import Accessibility
import ComponentModel
import Controls
import Core
import DisclosureControl
import TestSupport
import Testing

/// The disclosure without a screen reader: a click expands and collapses it, a disabled one
/// does not move, the app sets it, and the elements each variant exposes (including the two
/// misconfigured forms).
@Suite("Disclosure behaviour")
struct DisclosureBehaviourTests {
  func make(
    _ variant: DisclosureVariant, _ change: (inout DisclosureConfiguration) -> Void = { _ in }
  ) throws(ConfigurationError) -> Disclosure {
    try build(
      variant, from: DisclosureConfiguration(label: "Details"), change,
      Disclosure.init(platform:setup:))
  }

  @Test("A click expands it and the next collapses it; the element follows")
  func clickToggles() throws {
    var disclosure = try make(.winui)
    #expect(disclosure.elements(in: .standard).first?.states.keys == [.collapsed])
    let events = disclosure.tap(.control)
    #expect(disclosure.isExpanded)
    #expect(disclosure.stateWord == "expanded")
    #expect(
      events.map(\.kind).contains(
        .valueChanged(from: .toggle(.off), to: .toggle(.on), cause: .button(.control))))
    #expect(disclosure.elements(in: .standard).first?.states.keys == [.expanded])
    _ = disclosure.tap(.control)
    #expect(!disclosure.isExpanded)
    #expect(disclosure.headline == "winui (WinUI Expander) · \"Details\" · collapsed")
    #expect(disclosure.drawing == "▸ Details")
  }

  @Test("A disabled disclosure does not move; the app still expands it")
  func disabled() throws {
    var disclosure = try make(.gtkExpander) { $0.isEnabled = false }
    _ = disclosure.tap(.control)
    _ = disclosure.perform(.activate, on: .control)
    #expect(!disclosure.isExpanded)
    #expect(disclosure.elements(in: .standard).first?.isNavigable == false)
    _ = disclosure.setByApp(.toggle(.on))
    #expect(disclosure.isExpanded)
    #expect(disclosure.setByApp(.toggle(.mixed)).isEmpty == false)
    #expect(disclosure.isExpanded)
  }

  @Test("Each variant's element: a button (macOS: a disclosure triangle), clickable, collapsed")
  func elements() throws {
    for variant in DisclosureVariant.allCases {
      let element = try #require(try make(variant).elements(in: .standard).first)
      #expect(element.role == (variant == .appkit ? .disclosureTriangle : .button), "\(variant)")
      #expect(element.name == "Details" && element.isClickable, "\(variant)")
      #expect(element.states.keys == [.collapsed], "\(variant)")
    }
    // A UIButton has no expanded status before iOS 18; a DisclosureGroup has one on iOS 17.
    let ios17 = PlatformEnvironment(iosVersion: 17)
    #expect(try make(.uikit).elements(in: ios17).first?.states.keys == [])
    #expect(try make(.swiftui).elements(in: ios17).first?.states.keys == [.collapsed])
  }

  @Test(
    "MISCONFIGURED: exposesExpandedState false is a plain button; updatesExpandedState false keeps the first state"
  )
  func misconfigured() throws {
    var plain = try make(.appkit) { $0.exposesExpandedState = false }
    _ = plain.tap(.control)
    let element = try #require(plain.elements(in: .standard).first)
    #expect(element.role == .button && element.states.keys.isEmpty)
    #expect(plain.isExpanded)
    var stale = try make(.compose) { $0.updatesExpandedState = false }
    _ = stale.tap(.control)
    #expect(stale.isExpanded)
    #expect(stale.elements(in: .standard).first?.states.keys == [.collapsed])
  }

  @Test("A variant of another platform or control is refused")
  func refused() throws {
    #expect(throws: ConfigurationError.self) {
      try Disclosure(
        platform: .android,
        setup: PlatformSetup(
          variant: DisclosureVariant.winui.id, nativeName: "WinUI Expander",
          configuration: DisclosureConfiguration()))
    }
  }
}
