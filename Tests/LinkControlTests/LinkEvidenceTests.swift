import Accessibility
import Core
import LinkControl
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// The link on every platform with every reader: exact speech for focus, following it (and
/// visited), disabled, unlabelled, inside text, and the misconfigured forms, each from the
/// evidence its pack rules cite (Documentation/Evidence.md, "The link").
@Suite("Link evidence")
struct LinkEvidenceTests {
  let terms = "control: link\nlabel: Terms of service\nurl: https://example.com/terms\n"
  let paragraph = "text: Read our Terms of service before you sign up.\n"

  @Test("VoiceOver iOS, SwiftUI Link: 'Terms of service. Link.', nothing said when it opens")
  func voiceOverSwiftUILink() throws {
    // AccessibilitySnapshot's link trait after the label; MagentaA11y's captions: the text,
    // then "Link", then the browser (not modelled: the simulation stays on the screen).
    let run = try readerRun(
      terms + platformLine(.ios, "swiftui"), on: .ios, reader: "voiceover-ios",
      script: "swipe right; double-tap")
    #expect(run.transcript.map(\.text) == ["Terms of service. Link."])
    #expect(run.transcript[0].rule == "voiceover-ios/element")
    let link = try #require(run.control as? Link)
    #expect(link.isVisited)
    #expect(link.opened == ["https://example.com/terms"])
    // MagentaA11y: "Label, dimmed, link"; a dimmed link does not open.
    let dimmed = try readerRun(
      terms + "enabled: false\n" + platformLine(.ios, "swiftui"), on: .ios, reader: "voiceover-ios",
      script: "swipe right; double-tap")
    #expect(dimmed.transcript.map(\.text) == ["Terms of service. Dimmed. Link."])
    #expect(try #require(dimmed.control as? Link).opened == [])
    // Visited: UIKit has no visited trait; VoiceOver says nothing more.
    #expect(
      try said(
        terms + "visited: true\n" + platformLine(.ios, "swiftui"), on: .ios,
        reader: "voiceover-ios",
        script: "swipe right") == ["Terms of service. Link."])
  }

  @Test("VoiceOver iOS, UITextView: the whole paragraph, then 'Link.'; double-tap opens it")
  func voiceOverTextView() throws {
    // MagentaA11y: "All text in paragraph including url, link"; the first link opens.
    let run = try readerRun(
      terms + paragraph + platformLine(.ios, "uitextview"), on: .ios, reader: "voiceover-ios",
      script: "swipe right; double-tap")
    // AccessibilitySnapshot adds no second period after a label that ends with one.
    #expect(run.transcript.map(\.text) == ["Read our Terms of service before you sign up. Link."])
    #expect(try #require(run.control as? Link).opened == ["https://example.com/terms"])
    // A link with no text of its own shows its URL, and VoiceOver reads the URL.
    #expect(
      try said(
        "control: link\nurl: https://example.com/terms\n" + platformLine(.ios, "uitextview"),
        on: .ios,
        reader: "voiceover-ios", script: "swipe right") == ["https://example.com/terms. Link."])
  }

  @Test("TalkBack, TextView with a ClickableSpan: no role word, the click and links hints")
  func talkBackClickableSpan() throws {
    // Role.getRole: ROLE_NONE; AccessibilityFocusHint.getHint: the click hint, then the links
    // menu's hint (template_hint_menu_type_high_verbosity, "Links").
    let run = try readerRun(
      terms + platformLine(.android, "clickable-span"), on: .android, reader: "talkback",
      script: "swipe right; double-tap")
    #expect(
      run.transcript.map(\.text) == [
        "Terms of service",
        "Double-tap to activate, Links available, use Tap with 3 fingers to view",
      ])
    #expect(run.transcript[1].rule == "talkback/hint.link.clickable")
    #expect(try #require(run.control as? Link).isVisited)
    // A paragraph: the whole text is read (MagentaA11y: "All text in paragraph including link
    // name, links available, tap with three fingers to view").
    #expect(
      try said(
        terms + paragraph + platformLine(.android, "clickable-span"), on: .android,
        reader: "talkback",
        script: "swipe right") == [
          "Read our Terms of service before you sign up.",
          "Double-tap to activate, Links available, use Tap with 3 fingers to view",
        ])
    // Disabled: no hint, and double-tap does nothing.
    let disabled = try readerRun(
      terms + "enabled: false\n" + platformLine(.android, "clickable-span"), on: .android,
      reader: "talkback", script: "swipe right; double-tap")
    #expect(disabled.transcript.map(\.text) == ["Terms of service, disabled"])
    #expect(try #require(disabled.control as? Link).opened == [])
  }

  @Test("TalkBack, Compose LinkAnnotation: only the links hint; double-tap does not open it")
  func talkBackCompose() throws {
    let run = try readerRun(
      terms + paragraph + platformLine(.android, "compose"), on: .android, reader: "talkback",
      script: "swipe right; double-tap")
    #expect(
      run.transcript.map(\.text) == [
        "Read our Terms of service before you sign up.",
        "Links available, use Tap with 3 fingers to view",
      ])
    #expect(run.transcript[1].rule == "talkback/hint.link")
    let link = try #require(run.control as? Link)
    #expect(link.opened == [])
    #expect(!link.isVisited)
  }

  @Test("VoiceOver macOS: 'Terms of service, link' (low); Tab does not reach it")
  func voiceOverMac() throws {
    let yaml = terms + platformLine(.macos, "nstextview")
    let run = try readerRun(
      yaml, on: .macos, reader: "voiceover-macos", script: "press VO+Right; press VO+Space")
    #expect(run.transcript.map(\.text) == ["Terms of service, link"])
    #expect(try #require(run.control as? Link).isVisited)
    #expect(try said(yaml, on: .macos, reader: "voiceover-macos", script: "press Tab") == [])
    // An AXLink inside the text is its own element: its own words, not the paragraph's.
    #expect(
      try said(
        terms + paragraph + platformLine(.macos, "nstextview"), on: .macos,
        reader: "voiceover-macos",
        script: "press VO+Right") == ["Terms of service, link"])
    // A SwiftUI Link on macOS is read alike.
    #expect(
      try said(
        terms + platformLine(.macos, "swiftui-macos"), on: .macos, reader: "voiceover-macos",
        script: "press VO+Right") == ["Terms of service, link"])
    let pack = try #require(RulePacks.named("voiceover-macos"))
    #expect(pack.vocabulary.roles[.link]?.source.confidence == .low)
  }

  @Test("NVDA, HyperlinkButton and Hyperlink: 'Terms of service link'; Enter follows it")
  func nvda() throws {
    let run = try readerRun(
      terms + platformLine(.windows, "hyperlink-button"), on: .windows, reader: "nvda",
      script: "press Tab; press Enter")
    #expect(run.transcript.map(\.text) == ["Terms of service link"])
    #expect(try #require(run.control as? Link).opened == ["https://example.com/terms"])
    // A Hyperlink inside a TextBlock is its own element; Space does not follow it.
    let inline = try readerRun(
      terms + paragraph + platformLine(.windows, "hyperlink"), on: .windows, reader: "nvda",
      script: "press Tab; press Space")
    #expect(inline.transcript.map(\.text) == ["Terms of service link"])
    #expect(try #require(inline.control as? Link).opened == [])
    // UIA has no visited state.
    #expect(
      try said(
        terms + "visited: true\n" + platformLine(.windows, "hyperlink-button"), on: .windows,
        reader: "nvda", script: "press Tab") == ["Terms of service link"])
    #expect(
      try said(
        terms + "enabled: false\n" + platformLine(.windows, "hyperlink-button"), on: .windows,
        reader: "nvda", script: "press Insert+Shift+Right") == [
          "Terms of service link unavailable"
        ])
  }

  @Test("Narrator, HyperlinkButton: 'Terms of service, link' (low)")
  func narrator() throws {
    let run = try readerRun(
      terms + platformLine(.windows, "hyperlink-button"), on: .windows, reader: "narrator",
      script: "press Tab; press Space")
    #expect(run.transcript.map(\.text) == ["Terms of service, link"])
    #expect(try #require(run.control as? Link).isVisited)
  }

  @Test("Orca, GtkLinkButton: 'Terms of service link', then 'visited link' once followed")
  func orca() throws {
    // _generate_link: name, role; get_localized_role_name: ROLE_VISITED_LINK when visited.
    let yaml = terms + platformLine(.linux, "gtk-link-button")
    let run = try readerRun(
      yaml, on: .linux, reader: "orca", script: "press Tab; press Enter; press Shift+Tab; press Tab"
    )
    #expect(
      run.transcript.map(\.text) == ["Terms of service link", "Terms of service visited link"])
    #expect(run.transcript[1].rule == "orca/keyboardFocus+focus.link.visited")
    #expect(
      try said(yaml + "visited: true\n", on: .linux, reader: "orca", script: "press Tab") == [
        "Terms of service visited link"
      ])
  }

  @Test("Misconfigured: a link exposed as a button or as text is never called a link")
  func misconfigured() throws {
    let cases: [(Platform, String, String, String, [String])] = [
      (.ios, "swiftui", "voiceover-ios", "swipe right", ["Terms of service. Button."]),
      (
        .android, "clickable-span", "talkback", "swipe right",
        ["Terms of service, Button", "Double-tap to activate"]
      ),
      (.macos, "nstextview", "voiceover-macos", "press VO+Right", ["Terms of service, button"]),
      (.windows, "hyperlink-button", "nvda", "press Tab", ["Terms of service button"]),
      (.windows, "hyperlink-button", "narrator", "press Tab", ["Terms of service, button"]),
      (.linux, "gtk-link-button", "orca", "press Tab", ["Terms of service button"]),
    ]
    for (platform, variant, reader, script, expected) in cases {
      #expect(
        try said(
          terms + "exposedAs: button\n" + platformLine(platform, variant), on: platform,
          reader: reader,
          script: script) == expected, "\(reader)")
    }
    // As text: VoiceOver says the words alone, with no trait word (AccessibilitySnapshot adds
    // no period to a label with no traits); double-tap still opens it (the tap handler).
    let text = try readerRun(
      terms + "exposedAs: text\n" + platformLine(.ios, "swiftui"), on: .ios,
      reader: "voiceover-ios",
      script: "swipe right; double-tap")
    #expect(text.transcript.map(\.text) == ["Terms of service"])
    #expect(try #require(text.control as? Link).isVisited)
    // As text on Windows: Tab never reaches it.
    #expect(
      try said(
        terms + "exposedAs: text\n" + platformLine(.windows, "hyperlink-button"), on: .windows,
        reader: "nvda", script: "press Tab") == [])
    // A ClickableSpan in a TextView without LinkMovementMethod: TalkBack says only the links
    // hint and double-tap does nothing (Mozilla's report: only the links menu opens it).
    let span = try readerRun(
      terms + "clickable: false\n" + platformLine(.android, "clickable-span"), on: .android,
      reader: "talkback", script: "swipe right; double-tap")
    #expect(
      span.transcript.map(\.text) == [
        "Terms of service", "Links available, use Tap with 3 fingers to view",
      ])
    #expect(try #require(span.control as? Link).opened == [])
  }

  @Test("Unlabelled: a link with no text and no URL is heard by its role word alone")
  func unlabelled() throws {
    // Each pack's own order with no name: only the role word (TalkBack, which has none, says
    // only its hints); MagentaA11y's name criterion fails it.
    let cases: [(Platform, String, String, String, [String])] = [
      (.ios, "swiftui", "voiceover-ios", "swipe right", ["Link."]),
      (
        .android, "clickable-span", "talkback", "swipe right",
        ["Double-tap to activate, Links available, use Tap with 3 fingers to view"]
      ),
      (.macos, "nstextview", "voiceover-macos", "press VO+Right", ["link"]),
      (.windows, "hyperlink-button", "nvda", "press Tab", ["link"]),
      (.windows, "hyperlink-button", "narrator", "press Tab", ["link"]),
      (.linux, "gtk-link-button", "orca", "press Tab", ["link"]),
    ]
    for (platform, variant, reader, script, expected) in cases {
      #expect(
        try said(
          "control: link\n" + platformLine(platform, variant), on: platform, reader: reader,
          script: script)
          == expected, "\(reader)")
    }
  }

  @Test("Disabled on the desktop: VoiceOver on macOS says 'dimmed'; Tab skips it elsewhere")
  func disabledDesktop() throws {
    let disabled = terms + "enabled: false\n"
    #expect(
      try said(
        disabled + platformLine(.macos, "nstextview"), on: .macos, reader: "voiceover-macos",
        script: "press VO+Right; press VO+Space") == ["Terms of service, link, dimmed"])
    for (platform, variant, reader) in [
      (Platform.windows, "hyperlink-button", "narrator"), (.windows, "hyperlink", "nvda"),
      (.linux, "gtk-link-button", "orca"),
    ] {
      #expect(
        try said(
          disabled + platformLine(platform, variant), on: platform, reader: reader,
          script: "press Tab")
          == [], "\(reader)")
    }
  }
}
