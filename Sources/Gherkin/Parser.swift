/// Receives what the parser recognises: rules opening and closing, and matched tokens.
package protocol GherkinRuleBuilder {
  /// A grammar rule opens.
  mutating func startRule(_ rule: RuleType) throws(GherkinError)
  /// The innermost open rule closes.
  mutating func endRule(_ rule: RuleType) throws(GherkinError)
  /// A token was matched inside the innermost open rule.
  mutating func build(_ token: Token) throws(GherkinError)
}

/// The Gherkin parser: a state machine over matched tokens that reports every error it can
/// (recovering by staying in the same state), as cucumber's reference parser does.
package struct GherkinStateMachineParser<Matcher: GherkinTokenMatcher, Builder: GherkinRuleBuilder>
{
  /// The token matcher (it tracks the dialect and open doc strings).
  package var matcher: Matcher
  /// The builder that receives rules and tokens.
  package var builder: Builder
  private let source: String
  /// Reads the source's lines while `run` works (it borrows the source's UTF-8 in place).
  private var scanner = TokenScanner(borrowing: UnsafeBufferPointer(start: nil, count: 0))
  private var queue: [Token] = []
  private var queueHead = 0
  private var ruleStack: [RuleType] = []
  private var errors: [GherkinError] = []
  private var tooManyErrors = false

  /// Prepares to parse `source` with `matcher`, reporting to `builder`.
  package init(source: String, matcher: Matcher, builder: Builder) {
    self.matcher = matcher
    self.builder = builder
    self.source = source
  }

  /// Parses the whole source; returns the errors found (empty when the source is valid).
  package mutating func run() -> [GherkinError] {
    // Tokens and lines point into the source's bytes: they are all used up (the builder
    // cuts its strings) before `withUTF8` returns.
    var text = source
    return text.withUTF8 { bytes in
      scanner = TokenScanner(borrowing: bytes)
      defer { scanner = TokenScanner(borrowing: UnsafeBufferPointer(start: nil, count: 0)) }
      return parse()
    }
  }

  private mutating func parse() -> [GherkinError] {
    matcher.reset()
    let table = StateTable.shared
    var state = table.start
    startRule(.gherkinDocument)
    while !tooManyErrors {
      var token = readToken()
      state = matchToken(state, &token, table)
      if token.isEOF { break }
    }
    if !tooManyErrors { endRule() }
    return errors
  }

  private mutating func readToken() -> Token {
    if queueHead < queue.count {
      let token = queue[queueHead]
      queueHead += 1
      if queueHead == queue.count {
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
      }
      return token
    }
    return scanner.next()
  }

  private mutating func matchToken(_ state: Int, _ token: inout Token, _ table: StateTable) -> Int {
    var index = table.offsets[state]
    let end = table.offsets[state + 1]
    while index < end {
      let transition = table.flatTransitions[index]
      index += 1
      guard match(transition.token, &token) else { continue }
      if let lookahead = transition.lookahead, !lookAhead(lookahead) { continue }
      if let target = transition.popTo {
        while let top = ruleStack.last, top != target { endRule() }
      }
      if transition.pushCount > 0 { startRule(transition.first) }
      if transition.pushCount > 1 { startRule(transition.second) }
      if transition.pushCount > 2 { startRule(transition.third) }
      build(token)
      return transition.next
    }
    let reason: String
    var location = Location(line: token.line, column: token.column)
    if token.isEOF {
      reason = "unexpected end of file, expected: \(table.expected[state])"
    } else {
      let text = token.source?.trimmedText ?? ""
      reason = "expected: \(table.expected[state]), got '\(text)'"
      if location.column == nil { location.column = (token.source?.indent ?? 0) + 1 }
    }
    addError(GherkinError(reason: reason, location: location))
    return state
  }

  private mutating func match(_ type: TokenType, _ token: inout Token) -> Bool {
    if token.isEOF && type != .eof { return false }
    do {
      return try matcher.match(type, &token)
    } catch {
      addError(error)
      return false
    }
  }

  /// Reads ahead over tags, comments and blank lines; true when the wanted line follows.
  ///
  /// The tokens read stay queued (matched in place, as the reference's look-ahead leaves
  /// them) for the parser to read next.
  private mutating func lookAhead(_ lookahead: Lookahead) -> Bool {
    var position = queueHead
    while true {
      var token = position < queue.count ? queue[position] : scanner.next()
      let found = match(lookahead.target, &token)
      let skip =
        !found && (match(.empty, &token) || match(.comment, &token) || match(.tagLine, &token))
      if position < queue.count { queue[position] = token } else { queue.append(token) }
      if found { return true }
      position += 1
      if !skip { return false }
    }
  }

  private mutating func addError(_ error: GherkinError) {
    if errors.contains(where: { $0.message == error.message }) { return }
    errors.append(error)
    if errors.count > 10 { tooManyErrors = true }
  }

  private mutating func startRule(_ rule: RuleType) {
    ruleStack.append(rule)
    do { try builder.startRule(rule) } catch { addError(error) }
  }

  private mutating func endRule() {
    guard let rule = ruleStack.popLast() else { return }
    do { try builder.endRule(rule) } catch { addError(error) }
  }

  private mutating func build(_ token: Token) {
    do { try builder.build(token) } catch { addError(error) }
  }
}

/// A builder that records the matched tokens, for the `.tokens` format.
package struct TokenRecorder: GherkinRuleBuilder {
  /// The tokens in cucumber's `.tokens` format, one per line, ending with a newline. Each is
  /// formatted as it is matched: a token reads its text from the source, which lives only as
  /// long as the parse.
  package private(set) var formatted = ""

  /// An empty recorder.
  package init() {}

  /// Ignored.
  package mutating func startRule(_ rule: RuleType) {}
  /// Ignored.
  package mutating func endRule(_ rule: RuleType) {}
  /// Records `token`.
  package mutating func build(_ token: Token) {
    formatted += token.formatted
    formatted += "\n"
  }
}
