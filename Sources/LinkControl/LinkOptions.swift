import ComponentFile
import ComponentModel
import Controls

extension ComponentOption {
  /// Every setting a component file may give for a link (`control: link`). The app's
  /// accessibility label and hint are under `accessibility:`, as for every control.
  package static let link: [ComponentOption] = [
    linkOption(
      "label", .text,
      "The link's visible text; leave it out for a link that shows its URL as its text.",
      "Link(\"…\", destination:), the .link attribute's range, the span's text, Content, "
        + "gtk_link_button_new_with_label"
    ) {
      $0.label = $1.optionalText
    } current: {
      $0.label.map(quoted)
    },
    linkOption(
      "url", .text, "Where the link goes: the URL the app opens when it is followed.",
      "destination, NSAttributedString.Key.link, URLSpan, LinkAnnotation.Url, NavigateUri, uri"
    ) {
      $0.url = $1.optionalText
    } current: {
      $0.url.map(quoted)
    },
    linkOption(
      "text", .text,
      "The paragraph the link sits in, holding the link's text (a link inside text); leave it "
        + "out for a link on its own.",
      "the UITextView's, NSTextView's, TextView's or Text's whole text, the TextBlock's Inlines",
      variants: LinkVariant.inline
    ) {
      $0.text = $1.optionalText
    } current: {
      $0.text.map(quoted)
    },
    linkOption(
      "visited", .boolean, "Whether it was followed before.", "visited (GtkLinkButton)"
    ) {
      $0.isVisited = $1.boolean
    } current: {
      "\($0.isVisited)"
    },
    linkOption(
      "enabled", .boolean, "Whether the link takes input (false: dimmed, disabled, insensitive).",
      "disabled(_:), isEnabled, enabled, IsEnabled, sensitive"
    ) {
      $0.isEnabled = $1.boolean
    } current: {
      "\($0.isEnabled)"
    },
    // MISCONFIGURATION when button or text: a link drawn as one but exposed as a button (readers
    // say "button") or as plain text with a tap handler (no role, no keyboard focus).
    linkOption(
      "exposedAs", .choice(LinkExposure.allCases.map(\.rawValue)),
      "How the app exposes it: link (the platform's link); button or text are misconfigured: "
        + "readers say \"button\" or no role at all.",
      "accessibilityTraits .link / .button, AXLink, a Button, a TextView with a click listener"
    ) {
      $0.exposedAs = LinkExposure(rawValue: $1.text) ?? .link
    } current: {
      $0.exposedAs.rawValue
    },
    // false: the TextView has no LinkMovementMethod, so double-tap does nothing and only
    // TalkBack's links menu opens the span.
    linkOption(
      "clickable", .boolean,
      "Android TextView: whether it has LinkMovementMethod (is clickable); false: only "
        + "TalkBack's links menu opens the link.",
      "setMovementMethod(LinkMovementMethod.getInstance())", variants: ["clickable-span"]
    ) {
      $0.isClickable = $1.boolean
    } current: {
      "\($0.isClickable)"
    },
  ]

  private static let linkOption = ComponentOptions(.link, LinkConfiguration.self)
}
