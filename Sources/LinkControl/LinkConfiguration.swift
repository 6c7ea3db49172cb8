import ComponentModel
import Controls
import Core

extension ControlKind {
  /// A link: activating it opens its destination, and readers say it is a link.
  package static let link: ControlKind = "link"
}

/// How the app exposes its link: as the platform's link, or in one of the two ways teams get it
/// wrong.
package enum LinkExposure: String, CaseIterable, Equatable, Sendable {
  /// The platform's link (the link trait, `AXLink`, a Hyperlink, a link role, a span).
  case link
  /// MISCONFIGURED: drawn as a link but exposed as a button, so readers say "button".
  case button
  /// MISCONFIGURED: drawn as a link but exposed as plain text with a tap handler, so readers
  /// say no role at all.
  case text
}

/// Every setting of a link: its visible text, where it goes, the text around it (a link inside
/// a paragraph), whether it was visited, whether it is enabled, and how the app exposes it. The
/// app's accessibility label and hint are under `accessibility:` as for every control.
package struct LinkConfiguration: Equatable, Sendable, ControlConfiguration {
  /// The link's visible text; `nil` for a link that shows its URL as its text.
  package var label: String?
  /// Where it goes (the URL the app opens when it is activated).
  package var url: String?
  /// The paragraph the link sits in, holding the label (a link inside text); `nil` for a link
  /// on its own.
  package var text: String?
  /// Whether it was followed before.
  package var isVisited: Bool
  /// Whether it takes input (`false`: dimmed, disabled, insensitive).
  package var isEnabled: Bool
  /// How the app exposes it.
  package var exposedAs: LinkExposure
  /// Android only: whether the `TextView` that holds the span has `LinkMovementMethod` (is
  /// clickable). `false`: double-tap does nothing and only TalkBack's links menu opens it.
  package var isClickable: Bool

  /// Creates a configuration; the defaults are a stock, enabled, unvisited link on its own.
  package init(
    label: String? = nil, url: String? = nil, text: String? = nil, isVisited: Bool = false,
    isEnabled: Bool = true, exposedAs: LinkExposure = .link, isClickable: Bool = true
  ) {
    self.label = label
    self.url = url
    self.text = text
    self.isVisited = isVisited
    self.isEnabled = isEnabled
    self.exposedAs = exposedAs
    self.isClickable = isClickable
  }

  /// The words the link shows: its label, else its URL.
  package var shownText: String? { label ?? url }
}
