import Accessibility
import Controls
import Core

/// What an app sets for accessibility on a stepper beyond what every control takes
/// (`AccessibilitySettings`: label, hint, hidden label, text scaling, touch target): the
/// settings a component file gives under `accessibility:` that only a stepper reads.
/// Misconfigurations are modelled as honestly as good ones: a value change without a live
/// region stays silent.
package struct StepperAccessibility: Equatable, Sendable {
  /// One adjustable element, or two buttons. iOS: the adjustable trait, or UIStepper's two
  /// buttons; `nil` takes the variant's default (UIKit: buttons, as AccessibilitySnapshot
  /// observes; SwiftUI: adjustable, seed 000). Android Material: one node with RangeInfo
  /// (TalkBack's Slider) instead of the two buttons.
  package var presentation: Presentation?
  /// Show the value as its own text element beside the buttons (the seeds' layout:
  /// label, value, stepper). `nil`: as that layout, whenever the control has a visible label,
  /// or when `valueLiveRegion` is set.
  /// Ignored by variants whose value lives in a field.
  package var valueText: Bool?
  /// The live-region setting of the value text (Android `accessibilityLiveRegion`; on Windows
  /// `AutomationProperties.LiveSetting`, which seed 000 claims for NumberBox).
  package var valueLiveRegion: LiveRegion
  /// Android: the visible label names the value or field through `labelFor`.
  package var labelFor: Bool
  /// Announcements the app posts (`UIAccessibility.post(.announcement)`,
  /// `announceForAccessibility`, `RaiseNotificationEvent`, `gtk_accessible_announce`).
  package var announcements: Announcements
  /// SAP Fiori: which default labels the cell's parts carry.
  package var fioriLabels: FioriLabels?
  /// Whether the component sets `announce:` itself (otherwise the variant's default
  /// announcements apply).
  package var setsAnnouncements: Bool
  /// The app's words for the whole control's value (a template: `{value}`, `{label}`) on the
  /// element that stands for it: Android `View.setStateDescription`, iOS
  /// `accessibilityValue`, macOS `accessibilityValueDescription`, GTK 4's value text. Readers
  /// that speak it say it instead of the value (Documentation/Evidence.md).
  package var stateDescription: String?
  /// Android: the app's `setStateDescription` on each part (`increment`, `decrement`).
  package var partStateDescriptions: [PartID: String]
  /// Android: the type of the `RangeInfo` the app gives the control's node (`RANGE_TYPE_INT`,
  /// `_FLOAT`, `_PERCENT`); `nil` keeps the variant's.
  package var rangeKind: RangeKind?

  /// Creates settings; the defaults are what an app gets by doing nothing.
  package init(
    presentation: Presentation? = nil, valueText: Bool? = nil,
    valueLiveRegion: LiveRegion = .none, labelFor: Bool = false,
    announcements: Announcements = .init(), fioriLabels: FioriLabels? = nil,
    setsAnnouncements: Bool = false, stateDescription: String? = nil,
    partStateDescriptions: [PartID: String] = [:], rangeKind: RangeKind? = nil
  ) {
    self.presentation = presentation
    self.valueText = valueText
    self.valueLiveRegion = valueLiveRegion
    self.labelFor = labelFor
    self.announcements = announcements
    self.fioriLabels = fioriLabels
    self.setsAnnouncements = setsAnnouncements
    self.stateDescription = stateDescription
    self.partStateDescriptions = partStateDescriptions
    self.rangeKind = rangeKind
  }

  /// The type of an Android `RangeInfo`: int, float or percent.
  package typealias RangeKind = ElementStates.RangeInfo.Kind

  /// How an iOS stepper is presented to VoiceOver.
  package enum Presentation: String, CaseIterable, Sendable, Codable {
    /// UIStepper's private − and + buttons as two elements, without the value.
    case buttons
    /// One element with a label, a value and the adjustable trait (swipe up/down).
    case adjustable
  }

  /// The default labels of a SAP Fiori cell's parts.
  package enum FioriLabels: String, CaseIterable, Sendable, Codable {
    /// Seed 003's design guideline: "Decrease value by one", "Increase value by one", the
    /// field named by its value.
    case guideline
    /// SAP's SwiftUI implementation (cloud-sdk-ios-fiori): "Stepper decrease" /
    /// "Stepper increase" with values "Decrease the value by N" / "Increase the value by N",
    /// the field "Select specific value".
    case swiftUISDK = "swiftui-sdk"

    /// The labels a Fiori cell on `platform` has by default: SAP's SwiftUI SDK on iOS (its
    /// source is the evidence), the design guideline (seed 003) on Android, where no source
    /// was found.
    package static func `default`(on platform: Platform) -> FioriLabels {
      platform == .ios ? .swiftUISDK : .guideline
    }
  }

  /// The announcements an app posts, as templates.
  package struct Announcements: Equatable, Sendable {
    /// After every value change (seed 003: "{value}", or "Attendees set to {valueInWords}").
    package var valueChanged: String?
    /// When the value reaches the minimum (seed 000: "Minimum value"; 003: "Reached minimum
    /// value").
    package var atMinimum: String?
    /// When the value reaches the maximum.
    package var atMaximum: String?

    /// Creates announcements; `nil` posts nothing.
    package init(valueChanged: String? = nil, atMinimum: String? = nil, atMaximum: String? = nil) {
      self.valueChanged = valueChanged
      self.atMinimum = atMinimum
      self.atMaximum = atMaximum
    }

    /// Whether any announcement is set.
    package var isEmpty: Bool { valueChanged == nil && atMinimum == nil && atMaximum == nil }
  }
}
