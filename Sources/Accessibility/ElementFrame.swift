/// Where an element sits on the screen, in points from its top-left corner: a screen file's
/// `frame:` (Documentation/Screens.md). VoiceOver on iOS orders by it; Orca's flat review makes
/// its lines from it.
package struct ElementFrame: Equatable, Sendable {
  /// The left edge.
  package var x: Double
  /// The top edge.
  package var y: Double
  /// The width, 0 or more.
  package var width: Double
  /// The height, 0 or more.
  package var height: Double

  /// Creates a frame.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
