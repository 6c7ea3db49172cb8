import ComponentModel
import Controls
import Suggestions

/// Reads an `accessibility:` mapping into ``AccessibilitySettings``.
///
/// ```yaml
/// accessibility:
///   presentation: adjustable          # iOS: adjustable | buttons
///   label: Quantity                   # the control's own accessibility label
///   hint: Adjusts the number of items
///   labelHidden: true                 # hide the visible label from readers
///   valueText: true                   # the value shown as its own text element
///   valueLiveRegion: polite           # none | polite | assertive
///   labelFor: true                    # Android: the label names the value or field
///   fioriLabels: guideline            # guideline | swiftui-sdk
///   scalesText: false                 # the app's text does not follow the system size
///   touchTarget: 32                   # the buttons' touch target (pt on iOS, dp on Android)
///   announce:
///     valueChanged: "Attendees set to {valueInWords}"
///     atMinimum: Reached minimum value
///     atMaximum: Reached maximum value
/// ```
public enum AccessibilitySetting {
  /// The keys an `accessibility:` mapping takes.
  public static let keys = [
    "presentation", "label", "hint", "labelHidden", "valueText", "valueLiveRegion", "labelFor",
    "fioriLabels", "announce", "scalesText", "touchTarget",
  ]
  /// The keys of `announce:`.
  public static let announceKeys = ["valueChanged", "atMinimum", "atMaximum"]

  static func apply(_ node: ConfigNode, to settings: inout AccessibilitySettings)
    throws(ComponentFileError)
  {
    guard case .mapping(let pairs, _) = node else {
      throw ComponentFileError(
        location: node.location,
        message: "expected the accessibility settings as a mapping (label: …, hint: …), found "
          + node.kindDescription)
    }
    for pair in pairs {
      func value(_ type: ComponentOption.ValueType) throws(ComponentFileError)
        -> ComponentOption.TypedValue
      {
        try Layer.typed(
          pair.value,
          for: ComponentOption(
            key: "accessibility.\(pair.key)", type: type, summary: "", nativeNames: "",
            variants: nil, apply: { _, _ in }, current: { _ in nil }))
      }
      switch pair.key {
      case "presentation":
        settings.presentation = .init(rawValue: try value(.choice(["buttons", "adjustable"])).text)
      case "label": settings.label = try value(.text).text
      case "hint": settings.hint = try value(.text).text
      case "labelHidden": settings.labelHidden = try value(.boolean).boolean
      case "valueText": settings.valueText = try value(.boolean).boolean
      case "labelFor": settings.labelFor = try value(.boolean).boolean
      case "scalesText": settings.scalesText = try value(.boolean).boolean
      case "touchTarget":
        let size = try value(.number(allowsInfinity: false, allowsEmpty: false)).number
        guard size > 0 else {
          throw ComponentFileError(
            location: pair.value.location,
            message: "expected a touch target above 0 (points on iOS, dp on Android), found \(size)"
          )
        }
        settings.touchTarget = size
      case "valueLiveRegion":
        settings.valueLiveRegion =
          .init(rawValue: try value(.choice(["none", "polite", "assertive"])).text) ?? .none
      case "fioriLabels":
        settings.fioriLabels = .init(
          rawValue: try value(.choice(["guideline", "swiftui-sdk"])).text)
      case "announce":
        try applyAnnouncements(pair.value, to: &settings.announcements)
        settings.setsAnnouncements = true
      default:
        throw ComponentFileError(
          location: pair.keyLocation,
          message: "unknown key 'accessibility.\(pair.key)'; expected one of "
            + keys.joined(separator: ", ") + Suggestions.didYouMean(pair.key, among: keys))
      }
    }
  }

  private static func applyAnnouncements(
    _ node: ConfigNode, to announcements: inout AccessibilitySettings.Announcements
  ) throws(ComponentFileError) {
    guard case .mapping(let pairs, _) = node else {
      throw ComponentFileError(
        location: node.location,
        message: "expected announcements as a mapping (valueChanged: …), found "
          + node.kindDescription)
    }
    for pair in pairs {
      var text: String?
      switch pair.value {
      case .scalar(let scalar, let quoted, _):
        text = !quoted && ["~", "null", ""].contains(scalar) ? nil : scalar
      default:
        throw ComponentFileError(
          location: pair.value.location,
          message: "expected text for 'accessibility.announce.\(pair.key)', found "
            + pair.value.kindDescription)
      }
      switch pair.key {
      case "valueChanged": announcements.valueChanged = text
      case "atMinimum": announcements.atMinimum = text
      case "atMaximum": announcements.atMaximum = text
      default:
        throw ComponentFileError(
          location: pair.keyLocation,
          message: "unknown key 'accessibility.announce.\(pair.key)'; expected one of "
            + announceKeys.joined(separator: ", ")
            + Suggestions.didYouMean(pair.key, among: announceKeys))
      }
    }
  }
}
