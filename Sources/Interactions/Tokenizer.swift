/// A word or quoted string in a statement, with its 1-based column.
struct Token: Equatable, Sendable {
  var text: String
  var isQuoted: Bool
  var column: Int
}

/// The tokens of one statement and where it starts.
struct RawStatement: Sendable {
  var tokens: [Token]
  var text: String
  var line: Int
  var column: Int
  /// The column just past the statement's last character (for "expected … at end" errors).
  var endColumn: Int
}

/// Splits a script into statements and words, honouring quotes, `;` and `#` comments.
enum Tokenizer {
  static func statements(in script: String, source: String?) throws(InteractionSyntaxError)
    -> [RawStatement]
  {
    var result: [RawStatement] = []
    var line = 1
    var column = 0
    var tokens: [Token] = []
    var word = ""
    var wordColumn = 0
    var statementText = ""
    var statementColumn = 0
    var statementLine = 1
    var inQuote = false
    var escaping = false
    var inComment = false
    var lastColumn = 0

    func endWord() {
      if !word.isEmpty {
        tokens.append(Token(text: word, isQuoted: false, column: wordColumn))
        word = ""
      }
    }
    func endStatement() {
      endWord()
      if !tokens.isEmpty {
        result.append(
          RawStatement(
            tokens: tokens, text: statementText.trimmingTrailingSpaces(), line: statementLine,
            column: statementColumn, endColumn: lastColumn + 1))
      }
      tokens = []
      statementText = ""
    }

    var scalars = script.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      column += 1
      if scalar == "\r" { continue }
      if scalar == "\n" {
        if inQuote {
          throw InteractionSyntaxError(
            source: source, line: line, column: column,
            message: "expected a closing \" before the end of the line")
        }
        endStatement()
        inComment = false
        line += 1
        column = 0
        continue
      }
      if inComment { continue }
      if inQuote {
        statementText.unicodeScalars.append(scalar)
        lastColumn = column
        if escaping {
          switch scalar {
          case "n": word.append("\n")
          case "t": word.append("\t")
          case "\"", "\\": word.unicodeScalars.append(scalar)
          default:
            throw InteractionSyntaxError(
              source: source, line: line, column: column - 1,
              message: "unknown escape '\\\(scalar)'; expected \\\", \\\\, \\n or \\t")
          }
          escaping = false
        } else if scalar == "\\" {
          escaping = true
        } else if scalar == "\"" {
          inQuote = false
          tokens.append(Token(text: word, isQuoted: true, column: wordColumn))
          word = ""
        } else {
          word.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case ";":
        endStatement()
      case "#":
        endStatement()
        inComment = true
      case " ", "\t":
        endWord()
        if !statementText.isEmpty { statementText.unicodeScalars.append(scalar) }
      case "\"":
        endWord()
        if statementText.isEmpty {
          statementColumn = column
          statementLine = line
        }
        statementText.unicodeScalars.append(scalar)
        lastColumn = column
        inQuote = true
        wordColumn = column
      default:
        if statementText.isEmpty {
          statementColumn = column
          statementLine = line
        }
        if word.isEmpty { wordColumn = column }
        word.unicodeScalars.append(scalar)
        statementText.unicodeScalars.append(scalar)
        lastColumn = column
      }
    }
    if inQuote {
      throw InteractionSyntaxError(
        source: source, line: line, column: column + 1,
        message: "expected a closing \" before the end of the script")
    }
    endStatement()
    return result
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " || copy.last == "\t" { copy.removeLast() }
    return copy
  }
}
