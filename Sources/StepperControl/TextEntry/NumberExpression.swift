import Controls
import Foundation

/// The arithmetic a WinUI NumberBox evaluates when `AcceptsExpression` is true, reproducing the
/// observable behaviour of microsoft-ui-xaml `controls/dev/NumberBox/NumberBoxParser.cpp`.
///
/// Behaviour observed in that file:
/// - Operators `+ - * / ^` and parentheses. Precedence: `^` (2) over `* /` (1) over `+ -` (0).
///   Every operator is **left-associative**, `^` included: `2^3^2` is `(2^3)^2 = 64`
///   (`ConvertInfixToPostfix` pops while the stacked precedence is `>=`).
/// - Only the space character is skipped between tokens; a tab inside the text is an error
///   (`GetTokens` tests `nextChar != L' '`). Leading and trailing whitespace never reaches the
///   parser because `NumberBox::ValidateInput` trims it (see ``numberBoxInput(_:acceptsExpression:format:)``).
/// - A number is what the regex `^-?([^-+/*\(\)\^\s]+)` matches, parsed by the box's own
///   `NumberFormatter` (`GetNextNumber`). So a minus sign glued to a number is part of it
///   (`-5`, `2*-3`, `2--3`, `2^-1`, and `-2^2` is `(-2)^2 = 4`), but `- 5`, `-(3)` and `--3`
///   are invalid; `1e3`, `1.2.3`, `2x` and letters fail because the formatter rejects them.
/// - No implicit multiplication: `2(3)`, `(2)(3)` and `3 4` are invalid (`GetTokens` expects an
///   operator or `)` after a number or `)`).
/// - Unbalanced parentheses, a leading binary operator, a trailing operator, `()` and empty
///   text are invalid (the C++ returns `nullptr`).
/// - Division by zero (a divisor equal to 0, including -0) makes `ComputePostfixExpression`
///   return **NaN as a value**, not `nullptr`; NumberBox then sets `Value` to NaN, which
///   clears the box instead of restoring the old text. Here it is
///   ``EvaluationError/divisionByZero(column:)``; ``EvaluationError/numberBoxValue`` maps it
///   back to NaN. Other NaN results (such as `(0-8)^0.5`) are ordinary values.
///
/// The C++ gives no position; the 1-based `column` (in `Character`s of the text given to
/// ``evaluate(_:format:)``) is this model's addition: the token where the failure was found.
package enum NumberExpression {
  /// Why an expression has no value.
  package enum EvaluationError: Error, Sendable, Equatable {
    /// Nothing but spaces.
    case empty
    /// A number or `(` was expected here, but nothing number-like starts here (an operator,
    /// `)`, a tab, or a `-` not followed by a number character).
    case expectedOperand(column: Int)
    /// Number-like text starts here but the number format does not accept it (`2x`, `1.2.3`).
    case invalidNumber(column: Int, text: String)
    /// An operator or `)` was expected here (implicit multiplication, two numbers in a row).
    case expectedOperator(column: Int)
    /// A `)` here has no matching `(`.
    case unmatchedClosingParenthesis(column: Int)
    /// The `(` here is never closed.
    case unclosedParenthesis(column: Int)
    /// The operator here has no right-hand operand (a trailing operator).
    case missingOperand(column: Int)
    /// The `/` here divides by zero.
    case divisionByZero(column: Int)

    /// The 1-based column where evaluation failed, or `nil` for empty text.
    package var column: Int? {
      switch self {
      case .empty: return nil
      case .expectedOperand(let column), .invalidNumber(let column, _),
        .expectedOperator(let column), .unmatchedClosingParenthesis(let column),
        .unclosedParenthesis(let column), .missingOperand(let column),
        .divisionByZero(let column):
        return column
      }
    }

    /// What `NumberBoxParser::Compute` returns for this failure: NaN for division by zero,
    /// `nil` (the C++ `nullptr`) for everything else.
    package var numberBoxValue: Double? {
      if case .divisionByZero = self { return .nan }
      return nil
    }
  }

  /// What `NumberBox::ValidateInput` does with the text of the box.
  package enum NumberBoxInput: Sendable, Equatable {
    /// The trimmed text is empty: `Value` becomes NaN (the box is cleared).
    case empty
    /// The text has this value (possibly NaN, which clears the box).
    case value(Double)
    /// The text has no value: with `ValidationMode` `InvalidInputOverwritten` the text is
    /// replaced by the formatted current value.
    case invalid
  }

  private enum Token {
    case number(Double)
    case operation(Character)
    case open
    case close
  }

  /// The value of `text`, with numbers parsed by `format` (a NumberBox parses them with its
  /// `NumberFormatter`).
  package static func evaluate(
    _ text: String, format: NumberFormat = .numberBoxDefault
  ) -> Result<Double, EvaluationError> {
    switch tokenize(text, format: format) {
    case .failure(let error): return .failure(error)
    case .success(let tokens):
      if tokens.isEmpty { return .failure(.empty) }
      switch postfix(tokens) {
      case .failure(let error): return .failure(error)
      case .success(let ordered): return compute(ordered)
      }
    }
  }

  /// `NumberBox::ValidateInput` (`controls/dev/NumberBox/NumberBox.cpp`) applied to `text`.
  ///
  /// The text is trimmed of ` \n\r\t\f\v`; empty text clears the value. Otherwise the source
  /// picks exactly one parser: `AcceptsExpression() ? NumberBoxParser::Compute(text, parser)
  /// : parser.ParseDouble(text)`. It does not try the formatter first and fall back to the
  /// expression parser; a plain number is simply a one-token expression.
  package static func numberBoxInput(
    _ text: String, acceptsExpression: Bool, format: NumberFormat = .numberBoxDefault
  ) -> NumberBoxInput {
    let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: " \n\r\t\u{0C}\u{0B}"))
    if trimmed.isEmpty { return .empty }
    if !acceptsExpression {
      return format.parse(trimmed).map(NumberBoxInput.value) ?? .invalid
    }
    switch evaluate(trimmed, format: format) {
    case .success(let value): return .value(value)
    case .failure(let error): return error.numberBoxValue.map(NumberBoxInput.value) ?? .invalid
    }
  }

  private static let operators: Set<Character> = ["+", "-", "*", "/", "^"]

  /// Characters that end a number in `GetNextNumber`'s regex `[^-+/*\(\)\^\s]`.
  private static func endsNumber(_ character: Character) -> Bool {
    operators.contains(character) || character == "(" || character == ")"
      || character.isWhitespace
  }

  private static func tokenize(
    _ text: String, format: NumberFormat
  ) -> Result<[(token: Token, column: Int)], EvaluationError> {
    let characters = Array(text)
    var tokens: [(token: Token, column: Int)] = []
    var expectNumber = true
    var index = 0
    while index < characters.count {
      let character = characters[index]
      let column = index + 1
      if character == " " {
        index += 1
        continue
      }
      if expectNumber {
        if character == "(" {
          tokens.append((.open, column))
          index += 1
          continue
        }
        var end = index
        if characters[end] == "-" { end += 1 }
        let digitsStart = end
        while end < characters.count && !endsNumber(characters[end]) { end += 1 }
        guard end > digitsStart else { return .failure(.expectedOperand(column: column)) }
        let numberText = String(characters[index..<end])
        guard let value = format.parse(numberText) else {
          return .failure(.invalidNumber(column: column, text: numberText))
        }
        tokens.append((.number(value), column))
        expectNumber = false
        index = end
      } else {
        if operators.contains(character) {
          tokens.append((.operation(character), column))
          expectNumber = true
        } else if character == ")" {
          tokens.append((.close, column))
        } else {
          return .failure(.expectedOperator(column: column))
        }
        index += 1
      }
    }
    return .success(tokens)
  }

  private static func precedence(_ operation: Character) -> Int {
    switch operation {
    case "*", "/": return 1
    case "^": return 2
    default: return 0
    }
  }

  private static func postfix(
    _ tokens: [(token: Token, column: Int)]
  ) -> Result<[(token: Token, column: Int)], EvaluationError> {
    var output: [(token: Token, column: Int)] = []
    var stack: [(token: Token, column: Int)] = []
    for item in tokens {
      switch item.token {
      case .number:
        output.append(item)
      case .operation(let operation):
        while let top = stack.last, case .operation(let stacked) = top.token,
          precedence(stacked) >= precedence(operation)
        {
          output.append(top)
          stack.removeLast()
        }
        stack.append(item)
      case .open:
        stack.append(item)
      case .close:
        while let top = stack.last, case .operation = top.token {
          output.append(top)
          stack.removeLast()
        }
        guard stack.popLast() != nil else {
          return .failure(.unmatchedClosingParenthesis(column: item.column))
        }
      }
    }
    while let top = stack.popLast() {
      if case .open = top.token { return .failure(.unclosedParenthesis(column: top.column)) }
      output.append(top)
    }
    return .success(output)
  }

  private static func compute(
    _ tokens: [(token: Token, column: Int)]
  ) -> Result<Double, EvaluationError> {
    var stack: [Double] = []
    for item in tokens {
      switch item.token {
      case .number(let value):
        stack.append(value)
      case .operation(let operation):
        guard stack.count >= 2, let right = stack.popLast(), let left = stack.popLast() else {
          return .failure(.missingOperand(column: item.column))
        }
        switch operation {
        case "+": stack.append(left + right)
        case "-": stack.append(left - right)
        case "*": stack.append(left * right)
        case "/":
          if right == 0 { return .failure(.divisionByZero(column: item.column)) }
          stack.append(left / right)
        default: stack.append(Foundation.pow(left, right))
        }
      case .open, .close:
        continue
      }
    }
    guard stack.count == 1, let result = stack.first else {
      return .failure(.missingOperand(column: tokens.last?.column ?? 1))
    }
    return .success(result)
  }
}
