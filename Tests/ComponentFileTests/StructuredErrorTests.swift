import Controls
import Testing

@testable import ComponentFile

/// Errors carry the key, the value found, the place and the control's own error as payloads:
/// callers match on them, where a message string would have to be parsed.
@Suite struct StructuredErrorTests {
  @Test("An unknown key names the key, the nearest known key and its place")
  func unknownKey() {
    guard
      case .unknownKey(let key, let place, let known, let suggestion, let location)? = failure(
        "label: Q\nmaximun: 5")
    else {
      Issue.record("not an unknown key")
      return
    }
    #expect(key == "maximun")
    #expect(place == .component)
    #expect(known.contains("maximum"))
    #expect(suggestion == "maximum")
    #expect(location == at(2, 1))
  }

  @Test("A part's unknown key is in the part's place, with the keys a part takes")
  func unknownPartKey() {
    #expect(
      failure("field: { lable: Add }")
        == .unknownKey(
          key: "field.lable", place: .part, known: ["label", "hint"], suggestion: "label",
          at: at(1, 10)))
  }

  @Test("A value of the wrong type names the key, the type expected and what was found")
  func wrongValue() {
    #expect(
      failure("maximum: ten")
        == .wrongValue(
          key: "maximum", expected: .number(allowsInfinity: true, allowsEmpty: false),
          found: "'ten'", suggestion: nil, at: at(1, 10)))
  }

  @Test("A configuration the control refuses carries the control's ConfigurationError")
  func configuration() {
    guard
      case .configuration(let error, let platform, let variant, let location)? = failure(
        "step: 0\nplatforms: { ios: { variant: uikit } }")
    else {
      Issue.record("not a configuration error")
      return
    }
    #expect(error == ConfigurationError(field: "step", message: "must be greater than zero"))
    #expect(platform == .ios)
    #expect(variant == "uikit")
    #expect(location == at(1, 1))
  }

  @Test("A --set without '=' is an override error naming the argument and the problem")
  func overrideSyntax() {
    #expect(
      failure("", overrides: ["value"])
        == .override(
          argument: "value", problem: .missingEquals,
          at: SourceLocation(source: "--set #1", line: 1, column: 6)))
  }

  @Test("An option's own check is an invalid value naming the key")
  func invalidValue() {
    guard
      case .invalidValue(let key, _, let location)? = failure(
        "accessibility: { touchTarget: -1 }")
    else {
      Issue.record("not an invalid value")
      return
    }
    #expect(key == "accessibility.touchTarget")
    #expect(location == at(1, 31))
  }
}
