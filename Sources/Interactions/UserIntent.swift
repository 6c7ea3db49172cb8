/// What a person means to do with a screen reader, whatever the reader: move to the next item,
/// activate it, increase it. Each reader carries an intent out with its own gesture or keys
/// (its driving data's ``IntentCommands``), so one scenario or `compare --do` runs on every
/// reader — the idea of ARIA-AT's user intents with per-reader commands
/// (https://github.com/w3c/aria-at, `commands.json`).
package enum UserIntent: String, CaseIterable, Sendable {
  /// Move the reader to the next item.
  case nextItem = "next item"
  /// Move the reader to the previous item.
  case previousItem = "previous item"
  /// Activate the item the reader is on (its default action).
  case activate
  /// Raise the value of the item the reader is on.
  case increase
  /// Lower the value of the item the reader is on.
  case decrease
  /// Move the reader to the next heading.
  case nextHeading = "next heading"
  /// Move the reader to the previous heading.
  case previousHeading = "previous heading"
  /// Move the reader to the first item on the screen.
  case firstItem = "first item"
  /// Move the reader to the last item on the screen.
  case lastItem = "last item"
}
