import Accessibility
import ComponentModel
import Controls
import Core
import LinkControl
import TestSupport
import Testing

/// The link without a screen reader: a click follows it and marks it visited, a disabled one
/// does not, a Compose Text's link does not open by a click, a text must hold its link, and
/// the elements each form exposes.
@Suite("Link behaviour")
struct LinkBehaviourTests {
  func make(
    _ variant: LinkVariant, _ change: (inout LinkConfiguration) -> Void = { _ in }
  ) throws(ConfigurationError) -> Link {
    try build(
      variant, from: LinkConfiguration(label: "Terms", url: "https://example.com/terms"), change,
      Link.init(platform:setup:))
  }

  @Test("A click follows it: activated, visited, its URL opened; GTK exposes visited")
  func clickFollows() throws {
    var link = try make(.gtkLinkButton)
    #expect(link.elements(in: .standard).first?.states.keys == [])
    let events = link.tap(.control)
    #expect(events.map(\.kind) == [.activated(.control)])
    #expect(link.isVisited)
    #expect(link.opened == ["https://example.com/terms"])
    #expect(link.elements(in: .standard).first?.states.keys == [.visited])
    #expect(link.elements(in: .standard).first?.role == .link)
    #expect(
      link.headline
        == "gtk-link-button (GtkLinkButton) · \"Terms\" → https://example.com/terms · visited")
    #expect(link.drawing == "_Terms_·visited")
  }

  @Test("Only GTK exposes visited; the others keep it to themselves")
  func visitedExposure() throws {
    for variant in LinkVariant.allCases where variant != .gtkLinkButton {
      let link = try make(variant) { $0.isVisited = true }
      #expect(link.elements(in: .standard).first?.states.keys == [], "\(variant)")
    }
  }

  @Test("Disabled: a click does nothing; a Compose Text's link is not opened by a click")
  func notFollowed() throws {
    var disabled = try make(.swiftui) { $0.isEnabled = false }
    #expect(disabled.tap(.control).map(\.kind) == [.inputIgnored("the link is disabled")])
    #expect(disabled.opened.isEmpty)
    var compose = try make(.compose) { $0.text = "Read the Terms first." }
    let events = compose.tap(.control)
    #expect(
      events.map(\.kind) == [
        .inputIgnored(
          "the Compose LinkAnnotation's element is not clickable: only TalkBack's links menu "
            + "opens its link")
      ])
    #expect(!compose.isVisited)
    #expect(compose.elements(in: .standard).first?.isClickable == false)
    #expect(compose.drawing == "Read the _Terms_ first.")
  }

  @Test("A paragraph names the element where the link is part of it, not where it is its own")
  func inlineNaming() throws {
    let text = "Read the Terms first."
    #expect(try make(.uitextview) { $0.text = text }.elements(in: .standard).first?.name == text)
    #expect(try make(.clickableSpan) { $0.text = text }.elements(in: .standard).first?.name == text)
    #expect(try make(.hyperlink) { $0.text = text }.elements(in: .standard).first?.name == "Terms")
    #expect(try make(.nstextview) { $0.text = text }.elements(in: .standard).first?.name == "Terms")
  }

  @Test("A text that does not hold the link's words is refused, naming both")
  func textMustHoldLink() {
    #expect(
      throws: ConfigurationError(
        field: "text",
        message: "the text \"Read the rules first.\" does not contain the link's text \"Terms\"; "
          + "write the link's words inside the text")
    ) {
      try make(.uitextview) { $0.text = "Read the rules first." }
    }
    #expect(
      throws: ConfigurationError(
        field: "text", message: "a link inside text needs its label (or its url) to find it")
    ) {
      try make(.uitextview) {
        $0.label = nil
        $0.url = nil
        $0.text = "Read the rules first."
      }
    }
  }

  @Test("Exposed as a button or as text: the role changes, text takes no keyboard focus")
  func misexposed() throws {
    let button = try make(.hyperlinkButton) { $0.exposedAs = .button }
    #expect(button.elements(in: .standard).first?.role == .button)
    let text = try make(.hyperlinkButton) { $0.exposedAs = .text }
    let element = try #require(text.elements(in: .standard).first)
    #expect(element.role == .staticText)
    #expect(!element.takesKeyboardFocus)
    #expect(element.isClickable)
  }
}
