import Core

/// A control that is presented over a screen and dismissed again (a dialog, a sheet): a screen
/// names no control, only this. While it is presented and ``trapsFocus``, the screen hides the
/// rest of the screen from readers and Tab (iOS's `accessibilityViewIsModal`, an Android dialog
/// window, a UIA or AT-SPI modal window); when it is dismissed, the screen gives focus back to
/// the element that presented it where ``returnsFocus``.
package protocol ModalControl: Control {
  /// Whether it is showing.
  var isPresented: Bool { get }
  /// Whether, while it is showing, readers and Tab reach only it.
  var trapsFocus: Bool { get }
  /// Whether focus goes back to the element that presented it when it is dismissed.
  var returnsFocus: Bool { get }
  /// Shows it: its events, among them where focus moves in (none when the app leaves focus
  /// where it was).
  mutating func present() -> [ControlEvent]
}
