/// A cucumber tag expression, such as `@smoke and not (@slow or @wip)`.
///
/// `not` binds tightest, then `and`, then `or`; both binary operators are left-associative.
/// In tag names, `\(`, `\)`, `\\` and a backslash before whitespace are escapes.
package indirect enum TagExpression: Sendable, Hashable, CustomStringConvertible {
  /// The empty expression: always true.
  case always
  /// A tag name (unescaped).
  case tag(String)
  /// Negation.
  case not(TagExpression)
  /// Conjunction.
  case and(TagExpression, TagExpression)
  /// Disjunction.
  case or(TagExpression, TagExpression)

  /// How deeply `not`, `and` and `or` may nest (the height of the tree).
  ///
  /// Evaluating, printing, comparing and freeing an expression recurse once per level, so an
  /// unbounded depth (200,000 `not`s) would overflow the stack; `parse` refuses deeper ones.
  package static let maximumDepth = 1000

  /// Parses `text`; throws a `TagExpressionError` worded as cucumber's reference does, or
  /// because the expression nests deeper than ``maximumDepth``.
  package static func parse(_ text: String) throws(TagExpressionError) -> TagExpression {
    try TagExpressionParser(text).parse()
  }

  /// True when the tags in `tags` satisfy the expression (names compared exactly).
  package func evaluate(_ tags: Set<String>) -> Bool {
    switch self {
    case .always: return true
    case .tag(let name): return tags.contains(name)
    case .not(let inner): return !inner.evaluate(tags)
    case .and(let left, let right): return left.evaluate(tags) && right.evaluate(tags)
    case .or(let left, let right): return left.evaluate(tags) || right.evaluate(tags)
    }
  }

  /// The canonical form: `( a and b )`, `not ( a )`, names re-escaped; `""` when always true.
  package var description: String {
    switch self {
    case .always: return ""
    case .tag(let name): return TagExpression.escape(name)
    case .not(let inner):
      switch inner {
      case .and, .or: return "not \(inner)"
      default: return "not ( \(inner) )"
      }
    case .and(let left, let right): return "( \(left) and \(right) )"
    case .or(let left, let right): return "( \(left) or \(right) )"
    }
  }

  private static func escape(_ name: String) -> String {
    var out = ""
    for scalar in name.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "(": out += "\\("
      case ")": out += "\\)"
      default:
        if isTagWhitespace(scalar) {
          out += "\\ "
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}

/// Why a tag expression could not be parsed.
package struct TagExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The expression as given.
  package var expression: String
  /// The reason, such as `Expected operand`.
  package var reason: String

  /// The full message: `Tag expression "…" could not be parsed because of syntax error: ….`
  package var description: String {
    "Tag expression \"\(expression)\" could not be parsed because of syntax error: \(reason)."
  }
}

func isTagWhitespace(_ scalar: Unicode.Scalar) -> Bool {
  scalar.properties.isWhitespace
}

private struct TagExpressionParser {
  enum Token: Equatable {
    case and
    case or
    case not
    case open
    case close
    case name(String)
  }

  enum Expecting {
    case operand
    case `operator`
  }

  let text: String

  init(_ text: String) {
    self.text = text
  }

  func fail(_ reason: String) -> TagExpressionError {
    TagExpressionError(expression: text, reason: reason)
  }

  func tokenize() throws(TagExpressionError) -> [Token] {
    var tokens: [Token] = []
    var current = ""
    var escaped = false
    func flush() {
      guard !current.isEmpty else { return }
      switch current {
      case "and": tokens.append(.and)
      case "or": tokens.append(.or)
      case "not": tokens.append(.not)
      default: tokens.append(.name(current))
      }
      current = ""
    }
    for scalar in text.unicodeScalars {
      if escaped {
        guard scalar == "(" || scalar == ")" || scalar == "\\" || isTagWhitespace(scalar) else {
          throw fail("Illegal escape before \"\(Character(scalar))\"")
        }
        current.unicodeScalars.append(scalar)
        escaped = false
      } else if scalar == "\\" {
        escaped = true
      } else if scalar == "(" || scalar == ")" || isTagWhitespace(scalar) {
        flush()
        if scalar == "(" { tokens.append(.open) }
        if scalar == ")" { tokens.append(.close) }
      } else {
        current.unicodeScalars.append(scalar)
      }
    }
    flush()
    return tokens
  }

  func precedence(_ token: Token) -> Int {
    switch token {
    case .or: return 0
    case .and: return 1
    case .not: return 2
    default: return -1
    }
  }

  func parse() throws(TagExpressionError) -> TagExpression {
    let tokens = try tokenize()
    if tokens.isEmpty { return .always }
    var operators: [Token] = []
    // Each operand with its depth, so that nothing deeper than the limit is ever built.
    var operands: [(expression: TagExpression, depth: Int)] = []
    var expecting = Expecting.operand

    func check(_ wanted: Expecting) throws(TagExpressionError) {
      guard expecting == wanted else {
        throw fail(expecting == .operand ? "Expected operand" : "Expected operator")
      }
    }
    func push(_ expression: TagExpression, depth: Int) throws(TagExpressionError) {
      guard depth <= TagExpression.maximumDepth else {
        throw fail(
          "Expression nests more than \(TagExpression.maximumDepth) levels of not, and and or; "
            + "write it with fewer operators")
      }
      operands.append((expression, depth))
    }
    func apply(_ op: Token) throws(TagExpressionError) {
      switch op {
      case .not:
        guard let inner = operands.popLast() else { throw fail("Expected operand") }
        try push(.not(inner.expression), depth: inner.depth + 1)
      case .and, .or:
        guard let right = operands.popLast(), let left = operands.popLast() else {
          throw fail("Expected operand")
        }
        try push(
          op == .and
            ? .and(left.expression, right.expression) : .or(left.expression, right.expression),
          depth: max(left.depth, right.depth) + 1)
      default:
        break
      }
    }

    for token in tokens {
      switch token {
      case .not:
        try check(.operand)
        operators.append(token)
      case .and, .or:
        try check(.operator)
        while let top = operators.last, top == .and || top == .or || top == .not,
          precedence(token) <= precedence(top)
        {
          try apply(operators.removeLast())
        }
        operators.append(token)
        expecting = .operand
      case .open:
        try check(.operand)
        operators.append(token)
      case .close:
        try check(.operator)
        while let top = operators.last, top != .open {
          try apply(operators.removeLast())
        }
        guard operators.last == .open else { throw fail("Unmatched )") }
        operators.removeLast()
      case .name(let name):
        try check(.operand)
        operands.append((.tag(name), 1))
        expecting = .operator
      }
    }
    if expecting == .operand { throw fail("Expected operand") }
    while let top = operators.popLast() {
      if top == .open { throw fail("Unmatched (") }
      try apply(top)
    }
    guard let result = operands.popLast(), operands.isEmpty else { throw fail("Expected operator") }
    return result.expression
  }
}
