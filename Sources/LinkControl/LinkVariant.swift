import Accessibility
import ComponentModel
import Controls
import Core

/// A native link on one platform. Each variant's facts are in its own file in `Variants/`;
/// ``facts`` must name a value for every case, so a variant that forgets a fact does not
/// compile.
package enum LinkVariant: String, CaseIterable, Sendable, Codable, OnePartVariant {
  /// iOS SwiftUI `Link`.
  case swiftui
  /// iOS UIKit `UITextView` whose attributed text has a `.link` attribute.
  case uitextview
  /// macOS AppKit `NSTextView` whose attributed text has a `.link` attribute.
  case nstextview
  /// macOS SwiftUI `Link`.
  case swiftuiMacos = "swiftui-macos"
  /// Android `TextView` whose text holds a `ClickableSpan` or `URLSpan`.
  case clickableSpan = "clickable-span"
  /// Android Jetpack Compose `Text` with a `LinkAnnotation`.
  case compose
  /// Windows WinUI 3 `HyperlinkButton`.
  case hyperlinkButton = "hyperlink-button"
  /// Windows WinUI 3 `Hyperlink`, inline in a `TextBlock`.
  case hyperlink
  /// Linux `GtkLinkButton`.
  case gtkLinkButton = "gtk-link-button"

  /// Everything about the variant.
  package var facts: LinkVariantFacts {
    switch self {
    case .swiftui: .swiftUILink
    case .uitextview: .uiTextViewLink
    case .nstextview: .nsTextViewLink
    case .swiftuiMacos: .swiftUIMacLink
    case .clickableSpan: .clickableSpan
    case .compose: .composeLinkAnnotation
    case .hyperlinkButton: .winUIHyperlinkButton
    case .hyperlink: .winUIHyperlink
    case .gtkLinkButton: .gtkLinkButton
    }
  }

  /// The variant as components and logs name it.
  package var id: VariantID { VariantID(control: .link, rawValue: rawValue) }

  /// The facts every one-part variant has.
  package var shared: OnePartVariantFacts { facts.shared }

  /// The variants whose link can sit inside a paragraph (`text:`).
  package static var inline: Set<String> {
    Set(allCases.filter { $0.facts.inline != nil }.map(\.rawValue))
  }
}

/// Where a link inside text is, for readers.
package enum InlineLink: Sendable {
  /// The whole paragraph is one element named by its text, and the link is part of it (a
  /// UITextView, an Android TextView or Compose Text).
  case paragraph
  /// The link is an element of its own inside the paragraph (AppKit's AXLink child, a WinUI
  /// Hyperlink): readers reach and name it alone.
  case ownElement
}

/// One link variant's facts: the facts every one-part variant has (``OnePartVariantFacts``:
/// name, platform, keys, focus, source), whether it exposes a visited state, whether it can sit
/// inside text and how, and whether its element is clickable.
@dynamicMemberLookup
package struct LinkVariantFacts: Sendable {
  /// The facts every one-part variant has.
  package var shared: OnePartVariantFacts
  /// Whether the platform tells readers it was visited (only GTK's visited state does).
  package var exposesVisited: Bool
  /// How a link inside text is exposed, or `nil` for a link that is always on its own.
  package var inline: InlineLink?
  /// Whether a reader's activation (double-tap: a click on the element) opens it; `false` for
  /// a Compose Text, whose links only TalkBack's links menu opens.
  package var clickable: Bool
  /// Whether the element is Android's text holding spans (no link role of its own; TalkBack's
  /// links menu opens its links).
  package var isAndroidSpan: Bool

  /// Creates a link variant's facts.
  init(
    nativeName: String, platform: Platform, summary: String, touchTarget: TouchTarget?,
    activationKeys: [Key], takesKeyboardFocus: Bool, navigableWhenDisabled: Bool,
    exposesVisited: Bool = false, inline: InlineLink? = nil, clickable: Bool = true,
    isAndroidSpan: Bool = false, source: Source
  ) {
    shared = OnePartVariantFacts(
      nativeName: nativeName, platform: platform, summary: summary, touchTarget: touchTarget,
      activationKeys: activationKeys, takesKeyboardFocus: takesKeyboardFocus,
      navigableWhenDisabled: navigableWhenDisabled, source: source)
    self.exposesVisited = exposesVisited
    self.inline = inline
    self.clickable = clickable
    self.isAndroidSpan = isAndroidSpan
  }

  /// A shared fact: `facts.nativeName`, `facts.platform`.
  package subscript<T>(dynamicMember keyPath: KeyPath<OnePartVariantFacts, T>) -> T {
    shared[keyPath: keyPath]
  }
}
