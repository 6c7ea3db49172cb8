import Interactions
import ScreenReaders

extension ReaderSimulation {
  /// What the reader says for each "next item" move (the reader's own gesture or keys, its
  /// ``IntentCommands/nextItem``) from where it is to the end of the screen, one line a move:
  /// its focus speech (hints left out; several utterances joined by " | "), `(silence)` where
  /// a move says nothing. The moves stop where focus stays, leaves the screen or comes back to
  /// an element already read. Run on a copy: the simulation itself does not move.
  package func readingOrder() throws(SimulationError) -> [String] {
    var run = self
    run.pace = .listen
    var lines: [String] = []
    var visited: Set<String> = []
    let move = InteractionStatement(
      interaction: .intent(.nextItem), text: UserIntent.nextItem.rawValue, line: 1, column: 1)
    // One move more than there are elements reaches the end of any screen.
    for _ in 0...elements.count {
      let start = run.transcript.count
      try run.perform(move)
      guard let id = run.focusID, visited.insert(id).inserted else { break }
      let said = run.transcript[start...].filter { $0.kind == .focus }.map(\.text)
      lines.append(said.isEmpty ? "(silence)" : said.joined(separator: " | "))
    }
    return lines
  }
}
