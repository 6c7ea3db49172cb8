import TextFiles

/// Why a screen file cannot be read, with the place in it: what went wrong as values, the
/// text users read in ``description``.
package enum ScreenFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file cannot be read (missing, a directory, a device, too large).
  case unreadable(path: String, reason: String)
  /// The YAML itself is wrong (syntax, aliases, duplicate keys), or a component file read as a
  /// screen of one is: the component loader's error.
  case file(ComponentFileError)
  /// A key the screen or an element does not take.
  case unknownKey(
    key: String, place: String, known: [String], suggestion: String?, at: SourceLocation)
  /// A value of the wrong kind.
  case wrongValue(key: String, expected: String, found: String, at: SourceLocation)
  /// An element that names no kind A11ySim knows.
  case unknownElement(found: [String], at: SourceLocation)
  /// An element that names two kinds.
  case twoKinds(String, String, at: SourceLocation)
  /// A container with no elements.
  case emptyContainer(kind: String, at: SourceLocation)
  /// Containers nested deeper than ``Screen/containerDepthLimit``.
  case tooDeep(limit: Int, at: SourceLocation)
  /// A screen without `elements:`, or with none.
  case noElements(at: SourceLocation)
  /// More elements than ``Screen/elementLimit``.
  case tooManyElements(limit: Int, at: SourceLocation)
  /// A screen with no component (a component gives the reader something to act on).
  case noComponent(at: SourceLocation)
  /// A component path that names a screen file: screens do not include screens yet, which
  /// also rules out a screen that includes itself or a cycle of screens.
  case screenInScreen(path: String, at: SourceLocation)
  /// A component that cannot be loaded, with its own error.
  case component(ComponentFileError, name: String, at: SourceLocation)
  /// An `id:` that another element already has.
  case duplicateID(String, first: SourceLocation, at: SourceLocation)
  /// A `traversalBefore:` or `traversalAfter:` naming an id no element has.
  case unknownID(key: String, id: String, known: [String], suggestion: String?, at: SourceLocation)
  /// `traversalBefore:` and `traversalAfter:` that go round in a circle: each id in `chain`
  /// comes before the next, and the last is the first.
  case traversalCycle(chain: [String], at: SourceLocation)

  /// Where the error is.
  package var location: SourceLocation? {
    switch self {
    case .unreadable: nil
    case .file(let error): error.location
    case .unknownKey(_, _, _, _, let at), .wrongValue(_, _, _, let at),
      .unknownElement(_, let at), .twoKinds(_, _, let at), .emptyContainer(_, let at),
      .tooDeep(_, let at),
      .noElements(let at), .tooManyElements(_, let at), .noComponent(let at),
      .screenInScreen(_, let at), .component(_, _, let at), .duplicateID(_, _, let at),
      .unknownID(_, _, _, _, let at), .traversalCycle(_, let at):
      at
    }
  }

  /// What is wrong and what to do, without the place.
  package var message: String {
    switch self {
    case .unreadable(let path, let reason): "cannot read the screen file '\(path)': \(reason)"
    case .file(let error): error.message
    case .unknownKey(let key, let place, let known, let suggestion, _):
      "unknown key '\(VisibleText.excerpt(key))' in \(place)"
        + (suggestion.map { " (did you mean '\($0)'?)" } ?? "") + "; expected "
        + known.joined(separator: ", ")
    case .wrongValue(let key, let expected, let found, _):
      "'\(key)' expects \(expected), found \(found)"
    case .unknownElement(let found, _):
      "an element names no kind A11ySim knows"
        + (found.isEmpty
          ? "" : " (found \(found.map { "'\(VisibleText.excerpt($0))'" }.joined(separator: ", ")))")
        + "; expected one of " + ScreenLoader.kinds.joined(separator: ", ")
    case .twoKinds(let first, let second, _):
      "an element is one of \(ScreenLoader.kinds.joined(separator: ", ")); this one names "
        + "both '\(first)' and '\(second)'"
    case .emptyContainer(let kind, _):
      "a \(kind) needs its elements in 'elements:' (at least one); an empty \(kind) gives a "
        + "reader nothing to find"
    case .tooDeep(let limit, _):
      "containers nest at most \(limit) deep; flatten the screen's structure"
    case .noElements:
      "a screen needs 'elements:', a list of its elements in reading order"
    case .tooManyElements(let limit, _):
      "a screen holds at most \(limit) elements; split it into several screens"
    case .noComponent:
      "a screen needs at least one component (component: PATH) for a reader to act on"
    case .screenInScreen(let path, _):
      "'\(path)' is a screen file; a screen cannot include a screen yet (which also keeps a "
        + "screen from including itself); name a component file"
    case .component(let error, let name, _):
      "the component '\(name)' cannot be loaded: "
        + (error.location.map { "\($0): " } ?? "") + error.message
    case .duplicateID(let id, let first, _):
      "the id '\(VisibleText.excerpt(id))' is already given at line \(first.line), column "
        + "\(first.column); an id names one element: give this one another"
    case .unknownID(let key, let id, let known, let suggestion, _):
      "'\(key)' names '\(VisibleText.excerpt(id))', which is no element's id"
        + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        + (known.isEmpty
          ? "; give the element it means an 'id:'"
          : "; ids on this screen: " + known.map { VisibleText.excerpt($0) }.joined(separator: ", "))
    case .traversalCycle(let chain, _):
      "traversalBefore: and traversalAfter: go round in a circle: "
        + chain.map { VisibleText.excerpt($0) }.joined(separator: " before ")
        + "; no order can put each before the next, so remove one of them"
    }
  }

  /// `FILE:LINE:COLUMN: error: …`, as the component file's errors read.
  package var description: String {
    "\(location.map { "\($0): " } ?? "")error: \(message)"
  }
}
