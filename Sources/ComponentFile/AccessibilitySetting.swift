import ComponentModel
import Controls
import Suggestions

/// Reads an `accessibility:` mapping: the keys every control takes into
/// ``AccessibilitySettings``, and each control's own keys (``ComponentSchema/accessibilityKeys``,
/// declared in its module) into its configuration.
///
/// ```yaml
/// accessibility:
///   label: Quantity                   # the control's own accessibility label
///   hint: Adjusts the number of items
///   labelHidden: true                 # hide the visible label from readers
///   scalesText: false                 # the app's text does not follow the system size
///   touchTarget: 32                   # the touch target (pt on iOS, dp on Android)
///   plainView: true                   # drawn in a plain view: no role, state or value
/// ```
package enum AccessibilitySetting {
  /// The keys every control takes that name it.
  static let namingKeys = ["label", "hint", "labelHidden"]
  /// The keys every control takes that size its text and touch target.
  static let layoutKeys = ["scalesText", "touchTarget"]
  /// The keys every control takes that decide what kind of element it is.
  static let presentationKeys = ["plainView"]
  /// The keys every control takes.
  package static let sharedKeys = namingKeys + layoutKeys + presentationKeys

  /// Every key an `accessibility:` mapping takes with `controlKeys`, in the order errors list
  /// them (the order they were documented in): the controls' keys listed first
  /// (``NodeSetting/isListedFirst``), the naming keys, the controls' other keys, the layout
  /// keys, then the presentation keys.
  static func keys(with controlKeys: [NodeSetting]) -> [String] {
    controlKeys.filter(\.isListedFirst).map(\.key) + namingKeys
      + controlKeys.filter { !$0.isListedFirst }.map(\.key) + layoutKeys + presentationKeys
  }

  static func apply(
    _ node: ConfigNode, to settings: inout AccessibilitySettings,
    configuration: inout any ControlConfiguration, schema: ComponentSchema
  ) throws(ComponentFileError) {
    guard case .mapping(let pairs, _) = node else {
      throw .expectedMapping(.accessibility, found: node.kindDescription, at: node.location)
    }
    for pair in pairs {
      func value(_ type: ComponentOption.ValueType) throws(ComponentFileError)
        -> ComponentOption.TypedValue
      {
        try Layer.typed(pair.value, key: "accessibility.\(pair.key)", type: type)
      }
      switch pair.key {
      case "label": settings.label = try value(.text).optionalText
      case "hint": settings.hint = try value(.text).optionalText
      case "labelHidden": settings.labelHidden = try value(.boolean).boolean
      case "scalesText": settings.scalesText = try value(.boolean).boolean
      case "plainView": settings.plainView = try value(.boolean).boolean
      case "touchTarget":
        let size = try value(.number(allowsInfinity: false, allowsEmpty: false)).number
        guard size > 0 else {
          throw .invalidValue(
            key: "accessibility.touchTarget",
            message:
              "expected a touch target above 0 (points on iOS, dp on Android), found \(size)",
            at: pair.value.location)
        }
        settings.touchTarget = size
      default:
        guard let setting = schema.accessibilityKeys.first(where: { $0.key == pair.key }) else {
          let keys = schema.accessibilityKeyNames
          throw .unknownKey(
            key: "accessibility.\(pair.key)", place: .accessibility, known: keys,
            suggestion: ComponentFileError.nearest(pair.key, among: keys), at: pair.keyLocation)
        }
        try setting.read(pair.value)(&configuration)
      }
    }
  }
}
