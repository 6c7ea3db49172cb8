import ComponentFile
import ComponentModel
import Controls
import Core
import Suggestions

// The stepper's component-file settings: its options (one value each), its `numberFormatter:`
// mapping (NumberBox) and its keys under `accessibility:`. The shared readers (Layer,
// AccessibilitySetting) know none of them by name.
extension ComponentOption {
  /// Creates a stepper option.
  fileprivate init(
    key: String, type: ValueType, summary: String, nativeNames: String,
    variants: Set<StepperVariant>?,
    apply: @escaping @Sendable (inout StepperConfiguration, TypedValue) -> Void,
    current: @escaping @Sendable (StepperConfiguration) -> String?
  ) {
    self.init(
      key: key, type: type, summary: summary, nativeNames: nativeNames, control: .stepper,
      variants: variants.map { Set($0.map(\.rawValue)) }, configuration: StepperConfiguration.self,
      apply: apply, current: current)
  }

  /// Whether the option applies to the stepper variant `variant`.
  package func applies(to variant: StepperVariant) -> Bool { applies(to: variant.id) }

  private static let gtk: Set<StepperVariant> = [.gtkSpinButton, .adwSpinRow]
  private static let apple: Set<StepperVariant> = [.uikit, .swiftui, .appkit]

  /// Every setting a component file may give for a stepper.
  package static let stepper: [ComponentOption] = stepperValues + [stateDescription] + android

  /// The stepper's settings of its value, range, keys, text and labels.
  private static let stepperValues: [ComponentOption] = [
    ComponentOption(
      key: "label", type: .text,
      summary: "The visible label (SwiftUI's built-in label, AdwSpinRow's title, Fiori's label).",
      nativeNames: "Stepper(\"…\"), title, label", variants: nil
    ) {
      $0.label = $1.optionalText
    } current: {
      $0.label.map(quoted)
    },
    ComponentOption(
      key: "value", type: .number(allowsInfinity: false, allowsEmpty: true),
      summary: "The current value; .nan (or null) leaves a NumberBox empty.",
      nativeNames: "value, doubleValue, Value", variants: nil
    ) {
      $0.value = $1.number
    } current: {
      number($0.value)
    },
    ComponentOption(
      key: "minimum", type: .number(allowsInfinity: true, allowsEmpty: false),
      summary: "The lowest value (-.inf for none).",
      nativeNames: "minimumValue, minValue, Minimum, lower", variants: nil
    ) {
      $0.minimum = $1.number
    } current: {
      number($0.minimum)
    },
    ComponentOption(
      key: "maximum", type: .number(allowsInfinity: true, allowsEmpty: false),
      summary: "The highest value (.inf for none).",
      nativeNames: "maximumValue, maxValue, Maximum, upper", variants: nil
    ) {
      $0.maximum = $1.number
    } current: {
      number($0.maximum)
    },
    ComponentOption(
      key: "step", type: .number(allowsInfinity: false, allowsEmpty: false),
      summary: "How much one tap, click or arrow key changes the value.",
      nativeNames: "stepValue, increment, SmallChange, step_increment",
      variants: Set(StepperVariant.allCases).subtracting([.numberpicker])
    ) {
      $0.step = $1.number
    } current: {
      number($0.step)
    },
    ComponentOption(
      key: "largeStep", type: .number(allowsInfinity: false, allowsEmpty: false),
      summary: "How much Page Up / Page Down change the value.",
      nativeNames: "LargeChange, page_increment", variants: gtk.union([.numberbox])
    ) {
      $0.largeStep = $1.number
    } current: {
      $0.largeStep.map(number)
    },
    ComponentOption(
      key: "wraps", type: .boolean,
      summary: "Whether stepping past one end continues from the other.",
      nativeNames: "wraps, valueWraps, IsWrapEnabled, wrapSelectorWheel, wrap",
      variants: Set(StepperVariant.allCases).subtracting([.fiori])
    ) {
      $0.wraps = $1.boolean
    } current: {
      "\($0.wraps)"
    },
    ComponentOption(
      key: "continuous", type: .boolean,
      summary: "Whether value-changed events are sent while a button is held (else on release).",
      nativeNames: "continuous", variants: apple
    ) {
      $0.continuous = $1.boolean
    } current: {
      "\($0.continuous)"
    },
    ComponentOption(
      key: "autorepeat", type: .boolean,
      summary: "Whether holding a button repeats the step.",
      nativeNames: "autorepeat", variants: apple.union([.material])
    ) {
      $0.autorepeat = $1.boolean
    } current: {
      "\($0.autorepeat)"
    },
    ComponentOption(
      key: "enabled", type: .boolean,
      summary: "Whether the control takes input (false: dimmed, disabled, insensitive).",
      nativeNames: "isEnabled, enabled, IsEnabled, sensitive", variants: nil
    ) {
      $0.isEnabled = $1.boolean
    } current: {
      "\($0.isEnabled)"
    },
    ComponentOption(
      key: "climbRate", type: .number(allowsInfinity: false, allowsEmpty: false),
      summary: "How much the step grows while a button is held.",
      nativeNames: "climb_rate", variants: gtk
    ) {
      $0.climbRate = $1.number
    } current: {
      number($0.climbRate)
    },
    ComponentOption(
      key: "digits", type: .integer, summary: "Decimal places shown.",
      nativeNames: "digits", variants: gtk
    ) {
      $0.digits = $1.integer
    } current: {
      $0.digits.map(String.init)
    },
    ComponentOption(
      key: "numeric", type: .boolean,
      summary: "Reject characters that cannot be part of a number while typing.",
      nativeNames: "numeric", variants: gtk
    ) {
      $0.numeric = $1.boolean
    } current: {
      "\($0.numeric)"
    },
    ComponentOption(
      key: "editable", type: .boolean,
      summary: "Whether the entry's text can be edited (false: read-only).",
      nativeNames: "editable", variants: gtk
    ) {
      $0.isEditable = $1.boolean
    } current: {
      "\($0.isEditable)"
    },
    ComponentOption(
      key: "snapToTicks", type: .boolean,
      summary: "Typed values snap to the nearest step from the minimum.",
      nativeNames: "snap_to_ticks", variants: gtk
    ) {
      $0.snapToTicks = $1.boolean
    } current: {
      "\($0.snapToTicks)"
    },
    ComponentOption(
      key: "updatePolicy", type: .choice(["always", "ifValid"]),
      summary: "always: typed numbers are clamped into range; ifValid: invalid input is dropped.",
      nativeNames: "update-policy", variants: gtk
    ) {
      $0.updatePolicy = .init(rawValue: $1.text) ?? .always
    } current: {
      $0.updatePolicy.rawValue
    },
    ComponentOption(
      key: "orientation", type: .choice(["horizontal", "vertical"]),
      summary: "The direction of the entry and its buttons.", nativeNames: "orientation",
      variants: [.gtkSpinButton]
    ) {
      $0.orientation = .init(rawValue: $1.text) ?? .horizontal
    } current: {
      $0.orientation.rawValue
    },
    ComponentOption(
      key: "acceptsExpression", type: .boolean,
      summary: "Typed text may be arithmetic (+ - * / ^ and parentheses).",
      nativeNames: "AcceptsExpression", variants: [.numberbox]
    ) {
      $0.acceptsExpression = $1.boolean
    } current: {
      "\($0.acceptsExpression)"
    },
    ComponentOption(
      key: "validationMode", type: .choice(["invalidInputOverwritten", "disabled"]),
      summary: "What happens to typed text that is not a valid value.",
      nativeNames: "ValidationMode", variants: [.numberbox]
    ) {
      $0.validationMode = .init(rawValue: $1.text) ?? .invalidInputOverwritten
    } current: {
      $0.validationMode.rawValue
    },
    ComponentOption(
      key: "spinButtonPlacement", type: .choice(["hidden", "compact", "inline"]),
      summary: "Where the spin buttons are.", nativeNames: "SpinButtonPlacementMode",
      variants: [.numberbox]
    ) {
      $0.spinButtonPlacement = .init(rawValue: $1.text) ?? .hidden
    } current: {
      $0.spinButtonPlacement.rawValue
    },
    ComponentOption(
      key: "header", type: .text, summary: "The header text above the box.",
      nativeNames: "Header", variants: [.numberbox]
    ) {
      $0.header = $1.optionalText
    } current: {
      $0.header.map(quoted)
    },
    ComponentOption(
      key: "placeholderText", type: .text, summary: "The text shown in an empty box.",
      nativeNames: "PlaceholderText", variants: [.numberbox]
    ) {
      $0.placeholderText = $1.optionalText ?? ""
    } current: {
      $0.placeholderText.isEmpty ? nil : quoted($0.placeholderText)
    },
    ComponentOption(
      key: "subtitle", type: .text, summary: "The row's subtitle.", nativeNames: "subtitle",
      variants: [.adwSpinRow]
    ) {
      $0.subtitle = $1.optionalText
    } current: {
      $0.subtitle.map(quoted)
    },
    ComponentOption(
      key: "helperText", type: .text, summary: "The helper text under the cell.",
      nativeNames: "helper text", variants: [.fiori]
    ) {
      $0.helperText = $1.optionalText
    } current: {
      $0.helperText.map(quoted)
    },
    ComponentOption(
      key: "errorMessage", type: .text,
      summary: "The message for a typed value out of range ({minimum} and {maximum} filled in).",
      nativeNames: "error message", variants: [.fiori]
    ) {
      $0.errorMessage = $1.optionalText
    } current: {
      $0.errorMessage.map(quoted)
    },
    ComponentOption(
      key: "typedOutOfRange", type: .choice(["showError", "clamp"]),
      summary: "A typed value out of range: showError (seed 003) or clamp (SAP's SwiftUI cell).",
      nativeNames: "—", variants: [.fiori]
    ) {
      $0.typedOutOfRange = .init(rawValue: $1.text) ?? .showError
    } current: {
      $0.typedOutOfRange.rawValue
    },
  ]

  /// The app's own words for the whole control's value, spoken in its place where the
  /// reader speaks them: Android `stateDescription` (Material), iOS `accessibilityValue`
  /// (an adjustable UIStepper or SwiftUI Stepper), macOS `accessibilityValueDescription`
  /// (NSStepper), GTK 4 `GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT` (GtkSpinButton, AdwSpinRow).
  /// Refused where no element could carry it: a NumberPicker builds its own nodes
  /// (AccessibilityNodeProviderImpl), a NumberBox forwards only its name and LabeledBy to the
  /// text box readers focus (NumberBox::ReevaluateForwardedUIAProperties), and the Fiori cell.
  private static let stateDescription = ComponentOption(
    key: "stateDescription", type: .text,
    summary:
      "The app's words for the value ({value}, {label}), spoken instead of it where the reader "
      + "does: Android stateDescription, iOS accessibilityValue, macOS "
      + "accessibilityValueDescription, GTK 4 value text.",
    nativeNames:
      "View.setStateDescription, Modifier.semantics { stateDescription }, accessibilityValue, "
      + ".accessibilityValue(_:), accessibilityValueDescription, "
      + "GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT",
    variants: [.material, .uikit, .swiftui, .appkit, .gtkSpinButton, .adwSpinRow]
  ) {
    $0.accessibility.stateDescription = $1.optionalText
  } current: {
    $0.accessibility.stateDescription.map(quoted)
  }

  /// Android's own accessibility properties, on the Material stepper, whose views the app
  /// owns. A NumberPicker builds its nodes itself (AccessibilityNodeProviderImpl), so an app's
  /// RangeInfo or per-button stateDescription does not reach them; other platforms have no
  /// equivalent.
  private static let android: [ComponentOption] =
    [
      ComponentOption(
        key: "rangeKind", type: .choice(StepperAccessibility.RangeKind.allCases.map(\.rawValue)),
        summary: "The type of the control's RangeInfo: int, float (the default) or percent.",
        nativeNames: "RangeInfo.RANGE_TYPE_INT, RANGE_TYPE_FLOAT, RANGE_TYPE_PERCENT",
        variants: [.material]
      ) {
        $0.accessibility.rangeKind = .init(rawValue: $1.text)
      } current: {
        $0.accessibility.rangeKind?.rawValue
      }
    ]
    + [PartID.increment, .decrement].map { part in
      ComponentOption(
        key: "\(part.rawValue).stateDescription", type: .text,
        summary: "The \(part.rawValue) button's state description ({value}, {label}).",
        nativeNames: "View.setStateDescription", variants: [.material]
      ) {
        $0.accessibility.partStateDescriptions[part] = $1.optionalText
      } current: {
        $0.accessibility.partStateDescriptions[part].map(quoted)
      }
    }
}

extension ComponentOption {
  /// The stepper's mapping settings: a NumberBox's `numberFormatter:` (``NumberFormatterSetting``).
  package static let stepperMappings: [NodeSetting] = [
    NodeSetting(
      key: "numberFormatter", control: .stepper, variants: [StepperVariant.numberbox.rawValue],
      configuration: StepperConfiguration.self
    ) { node throws(ComponentFileError) in
      let format = try NumberFormatterSetting.parse(node)
      return { $0.numberFormat = format }
    }
  ]
}

extension AccessibilitySetting {
  /// The stepper's own keys under `accessibility:` (``StepperAccessibility``).
  ///
  /// ```yaml
  /// accessibility:
  ///   presentation: adjustable          # iOS: adjustable | buttons
  ///   valueText: true                   # the value shown as its own text element
  ///   valueLiveRegion: polite           # none | polite | assertive
  ///   labelFor: true                    # Android: the label names the value or field
  ///   fioriLabels: guideline            # guideline | swiftui-sdk
  ///   announce:
  ///     valueChanged: "Attendees set to {valueInWords}"
  ///     atMinimum: Reached minimum value
  ///     atMaximum: Reached maximum value
  /// ```
  package static let stepperAccessibilityKeys: [NodeSetting] = [
    stepperKey("presentation", .choice(["buttons", "adjustable"])) { value in
      { $0.presentation = .init(rawValue: value.text) }
    }.listedFirst(),
    stepperKey("valueText", .boolean) { value in { $0.valueText = value.boolean } },
    stepperKey("valueLiveRegion", .choice(["none", "polite", "assertive"])) { value in
      { $0.valueLiveRegion = .init(rawValue: value.text) ?? .none }
    },
    stepperKey("labelFor", .boolean) { value in { $0.labelFor = value.boolean } },
    stepperKey("fioriLabels", .choice(["guideline", "swiftui-sdk"])) { value in
      { $0.fioriLabels = .init(rawValue: value.text) }
    },
    NodeSetting(
      key: "announce", control: .stepper, variants: nil, configuration: StepperConfiguration.self
    ) { node throws(ComponentFileError) in
      let texts = try announcements(node)
      return { configuration in
        for (key, text) in texts {
          switch key {
          case "valueChanged": configuration.accessibility.announcements.valueChanged = text
          case "atMinimum": configuration.accessibility.announcements.atMinimum = text
          default: configuration.accessibility.announcements.atMaximum = text
          }
        }
        configuration.accessibility.setsAnnouncements = true
      }
    },
  ]

  /// The keys of `announce:`.
  package static let announceKeys = ["valueChanged", "atMinimum", "atMaximum"]

  private static func stepperKey(
    _ key: String, _ type: ComponentOption.ValueType,
    _ change:
      @escaping @Sendable (ComponentOption.TypedValue) ->
      @Sendable (
        inout StepperAccessibility
      ) -> Void
  ) -> NodeSetting {
    NodeSetting(
      key: key, control: .stepper, variants: nil, configuration: StepperConfiguration.self
    ) { node throws(ComponentFileError) in
      let apply = change(try Layer.typed(node, key: "accessibility.\(key)", type: type))
      return { apply(&$0.accessibility) }
    }
  }

  /// Reads `announce:`: each key's text, or `nil` for `~`, `null` or nothing.
  private static func announcements(_ node: ConfigNode) throws(ComponentFileError)
    -> [(String, String?)]
  {
    guard case .mapping(let pairs, _) = node else {
      throw .expectedMapping(.announcements, found: node.kindDescription, at: node.location)
    }
    var texts: [(String, String?)] = []
    for pair in pairs {
      var text: String?
      switch pair.value {
      case .scalar(let scalar, let quoted, _):
        text = !quoted && ["~", "null", ""].contains(scalar) ? nil : scalar
      default:
        throw .wrongValue(
          key: "accessibility.announce.\(pair.key)", expected: .text,
          found: pair.value.kindDescription, suggestion: nil, at: pair.value.location)
      }
      guard announceKeys.contains(pair.key) else {
        throw .unknownKey(
          key: "accessibility.announce.\(pair.key)", place: .announcements, known: announceKeys,
          suggestion: ComponentFileError.nearest(pair.key, among: announceKeys),
          at: pair.keyLocation)
      }
      texts.append((pair.key, text))
    }
    return texts
  }
}
