import Interactions
import ScreenReaders

extension ReaderSimulation {
  /// One next-item move of a reading order: the element it reached and what the reader said.
  package struct ReadingOrderMove: Equatable, Sendable {
    /// The element's id.
    package var id: String
    /// Its focus speech (hints left out; several utterances joined by " | "), `(silence)`
    /// where the move said nothing.
    package var said: String
  }

  /// What the reader says for each "next item" move (the reader's own gesture or keys, its
  /// ``IntentCommands/nextItem``) from where it is to the end of the screen, one line a move:
  /// its focus speech (hints left out; several utterances joined by " | "), `(silence)` where
  /// a move says nothing. The moves stop where focus stays, leaves the screen or comes back to
  /// an element (or a reviewed line) already read. Run on a copy: the simulation itself does not move.
  package func readingOrder() throws(SimulationError) -> [String] {
    try readingOrderMoves().map(\.said)
  }

  /// ``readingOrder()`` with the element each move reached.
  package func readingOrderMoves() throws(SimulationError) -> [ReadingOrderMove] {
    var run = self
    run.pace = .listen
    var moves: [ReadingOrderMove] = []
    var visited: Set<String> = []
    let move = InteractionStatement(
      interaction: .intent(.nextItem), text: UserIntent.nextItem.rawValue, line: 1, column: 1)
    // One move more than there are elements reaches the end of any screen.
    for _ in 0...elements.count {
      let start = run.transcript.count
      try run.perform(move)
      guard let id = run.readingPosition, visited.insert(id).inserted else { break }
      let said = run.transcript[start...].filter { $0.kind == .focus }.map(\.text)
      moves.append(
        ReadingOrderMove(id: id, said: said.isEmpty ? "(silence)" : said.joined(separator: " | ")))
    }
    return moves
  }
}
