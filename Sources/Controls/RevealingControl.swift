import Core

/// A control that shows and hides other elements of a screen (a disclosure and the content it
/// expands): a screen names no control, only this. A screen element that a component's
/// `reveals:` names is in the reading order and Tab's order only while ``showsContent``, at
/// its own place in the file: the platforms put the content where the app put it in the
/// tree, and focus stays on the disclosure (Documentation/Screens.md, "Revealed content").
package protocol RevealingControl: Control {
  /// Whether the content it shows and hides is shown now.
  var showsContent: Bool { get }
}
