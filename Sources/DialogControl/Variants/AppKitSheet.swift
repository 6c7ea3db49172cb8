import Accessibility
import Controls
import Core

// A sheet attached to its window: the window behind takes no input while it shows.
extension DialogVariantFacts {
  /// NSWindow sheet.
  static let appKitSheet = DialogVariantFacts(
    nativeName: "NSWindow sheet", platform: .macos,
    summary:
      "macOS NSWindow sheet (beginSheet): modal to its window; its default button has keyboard focus; Escape dismisses it.",
    isAlert: false, titleRole: .heading, arrival: .defaultButton, cancelFirst: true,
    keyboard: true, escapeNeedsCancel: false, touchTarget: nil,
    source: Source(
      "An NSWindow sheet is modal to its parent window; its default button takes keyboard "
        + "focus (low)", .low,
      .page(
        "https://developer.apple.com/documentation/appkit/nswindow/beginsheet(_:completionhandler:)"
      )))
}
