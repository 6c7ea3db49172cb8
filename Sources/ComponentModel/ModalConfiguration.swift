/// The settings of a control that is presented modally (a dialog), as far as a screen file's
/// `presents:` needs them: a modal control that presents another over itself must have a
/// button that keeps it open.
package protocol ModalConfiguration: ControlConfiguration {
  /// Whether one of its buttons keeps it presented when activated, so that the screen can open
  /// another modal control over it (a screen file's `presents:` on it).
  var opensAnotherOverItself: Bool { get }
}
