import Core

extension Reference {
  /// MagentaA11y's native sheet criteria: VoiceOver's first focus in a UIKit sheet is an
  /// invisible dismiss button ("Double tap to dismiss pop-up window, button").
  package static let magentaSheetPage = Reference.code(
    .magentaA11yCurrent,
    path: "public/content/documentation/native/controls/sheet.md", symbol: nil)
  /// SwiftUI's `presentationDetents(_:)`: the detents of the sheet a `.sheet` presents, the
  /// sizes UIKit's sheet presentation controller rests at.
  package static let swiftUIPresentationDetents = Reference.page(
    "https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)")
  /// UIKit's `UISheetPresentationController`, which presents a view controller as a sheet.
  package static let uiSheetPresentationController = Reference.page(
    "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller")
  /// MagentaA11y's native modal criteria.
  package static let magentaModal = Reference.code(
    .magentaA11yCurrent,
    path: "public/content/documentation/native/notifications/modal.md", symbol: nil)
  /// Apple's `accessibilityViewIsModal`: VoiceOver ignores the elements that are siblings of a
  /// modal view.
  package static let viewIsModal = Reference.page(
    "https://developer.apple.com/documentation/objectivec/nsobject/1615089-accessibilityviewismodal"
  )
  /// Apple's `UIAccessibility.Notification.screenChanged`: VoiceOver moves to the element
  /// given, or the first element, after a new screen (an alert, a modal view) appears.
  package static let screenChanged = Reference.page(
    "https://developer.apple.com/documentation/uikit/uiaccessibility/notification/1620198-screenchanged"
  )
  /// WinUI `ContentDialog`: modal, DefaultButton gets keyboard focus, Escape closes it.
  package static let contentDialogDocs = Reference.page(
    "https://learn.microsoft.com/en-us/windows/apps/design/controls/dialogs-and-flyouts/dialogs")
  /// WinUI's `ContentDialog` class: its remarks say one ContentDialog may be open per thread at
  /// a time, and opening a second throws.
  package static let contentDialogClass = Reference.page(
    "https://learn.microsoft.com/en-us/windows/windows-app-sdk/api/winrt/microsoft.ui.xaml.controls.contentdialog"
  )
  /// Android `Dialog.setCancelable`: back cancels a cancelable dialog.
  package static let dialogCancelable = Reference.page(
    "https://developer.android.com/reference/android/app/Dialog#setCancelable(boolean)")
  /// TalkBack's focus on a new window: the first node that is not the window's title.
  package static let talkBackInitialFocus = Reference.talkBackCode(
    "actor/FocusActorForScreenStateChange.java",
    "focusOnRequestInitialNodeOrFirstFocusableNonTitleNode")
  /// AccessibilitySnapshot's parser, which reads only a modal view's elements
  /// (`accessibilityViewIsModal`).
  package static let snapshotModal = Reference.snapshot(
    "Sources/AccessibilitySnapshot/Parser/Swift/Classes/AccessibilityHierarchyParser.swift")
  /// libadwaita's AdwAlertDialog: default and close responses.
  package static let adwAlertDialogDocs = Reference.page(
    "https://gnome.pages.gitlab.gnome.org/libadwaita/doc/main/class.AlertDialog.html")
  /// libadwaita's AdwDialog.
  package static let adwDialogDocs = Reference.page(
    "https://gnome.pages.gitlab.gnome.org/libadwaita/doc/main/class.Dialog.html")
  /// AppKit's NSAlert: the first button is the default (Return), a "Cancel" button Escape.
  package static let nsAlertDocs = Reference.page(
    "https://developer.apple.com/documentation/appkit/nsalert/addbutton(withtitle:)")
}
