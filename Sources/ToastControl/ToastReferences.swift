import Core

extension Reference {
  /// MagentaA11y's native snackbar/toast criteria, published at
  /// https://www.magentaa11y.com/#/native-criteria/notifications/snackbar-toast.
  package static let magentaSnackbarToast = Reference.code(
    Repository("tmobile/magentaA11y", commit: "1581528deb053f868b1881d7bb3b2e9fb9274036"),
    path: "public/content/documentation/native/notifications/snackbar-toast.md", symbol: nil)
  /// Material Components for Android at the commit whose Snackbar this models.
  static let materialComponents = Repository(
    "material-components/material-components-android",
    commit: "71f014fa41fc4bd6e5bcdd027c00aec44ddcb251")
  /// Material's `Snackbar.getDuration`: from Android 10 the duration asked of
  /// `AccessibilityManager.getRecommendedTimeoutMillis` (with FLAG_CONTENT_CONTROLS when it has
  /// an action); before, an action under touch exploration makes it indefinite.
  package static let materialSnackbarDuration = Reference.code(
    materialComponents, path: "lib/java/com/google/android/material/snackbar/Snackbar.java",
    symbol: "getDuration")
  /// Material's `BaseTransientBottomBar` constructor: the snackbar's view is a polite live
  /// region, important for accessibility.
  package static let materialSnackbarLiveRegion = Reference.code(
    materialComponents,
    path: "lib/java/com/google/android/material/snackbar/BaseTransientBottomBar.java",
    symbol: "BaseTransientBottomBar")
  /// Material's `SnackbarManager`: LENGTH_SHORT is 1500 ms, LENGTH_LONG 2750 ms.
  package static let materialSnackbarManager = Reference.code(
    materialComponents,
    path: "lib/java/com/google/android/material/snackbar/SnackbarManager.java",
    symbol: "SHORT_DURATION_MS")
  /// Compose Material 3's `SnackbarHost.kt` at `symbol`: the host's lengths (`toMillis`) and
  /// the shown snackbar's semantics (`FadeInFadeOutWithScale`).
  package static func composeSnackbarHost(_ symbol: String) -> Reference {
    .code(
      Repository("androidx/androidx", commit: "080d2b3e5326ba80392d93442c4a51a02dc22650"),
      path:
        "compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/SnackbarHost.kt",
      symbol: symbol)
  }
  /// Android's `Toast`: LENGTH_SHORT and LENGTH_LONG (2 s and 3.5 s in the system's
  /// NotificationManagerService), sent to accessibility as TYPE_NOTIFICATION_STATE_CHANGED.
  package static let androidToast = Reference.page(
    "https://developer.android.com/reference/android/widget/Toast")
  /// Android's `AccessibilityManager.getRecommendedTimeoutMillis` (API 29): the user's "time
  /// to take action" for content with controls.
  package static let recommendedTimeout = Reference.page(
    "https://developer.android.com/reference/android/view/accessibility/AccessibilityManager#getRecommendedTimeoutMillis(int,%20int)"
  )
  /// Apple's `UIAccessibility.Notification.announcement`.
  package static let uiKitAnnouncement = Reference.page(
    "https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement")
  /// SwiftUI's `AccessibilityNotification.Announcement` (iOS 17).
  package static let swiftUIAnnouncement = Reference.page(
    "https://developer.apple.com/documentation/swiftui/accessibilitynotification/announcement")
  /// AppKit's `NSAccessibility.Notification.announcementRequested`.
  package static let appKitAnnouncement = Reference.page(
    "https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification/announcementrequested"
  )
  /// UIA's `AutomationPeer.RaiseNotificationEvent` (WinUI), with its processing kinds.
  package static let winUINotification = Reference.page(
    "https://learn.microsoft.com/en-us/windows/windows-app-sdk/api/winrt/microsoft.ui.xaml.automation.peers.automationpeer.raisenotificationevent"
  )
  /// GTK's `gtk_accessible_announce` (4.14).
  package static let gtkAnnounce = Reference.page(
    "https://docs.gtk.org/gtk4/method.Accessible.announce.html")
}

extension Reference {
  /// WinUI's `InfoBar.cpp` (`UpdateVisibility`): when IsOpen turns true it raises the opened
  /// notification with the severity icon's name, the title and the message; when it turns
  /// false, the closed one. IsOpen, not Visibility, opens it.
  static let winUIInfoBar = Reference.winUI(
    "controls/dev/InfoBar/InfoBar.cpp", "InfoBar::UpdateVisibility")
  /// WinUI's `InfoBarAutomationPeer.cpp`: a UIA StatusBar; its notifications are of kind
  /// Other, ImportantAll for a Warning or Error, CurrentThenMostRecent otherwise
  /// (`GetProcessingForSeverity`).
  static let winUIInfoBarPeer = Reference.winUI(
    "controls/dev/InfoBar/InfoBarAutomationPeer.cpp", "GetProcessingForSeverity")
  /// WinUI's InfoBar English strings: `InfoBarOpenedNotification` "%1!s! %2!s! %3!s!"
  /// (severity icon, title, message), `InfoBarIconSeverityWarningName` "Warning icon",
  /// `InfoBarCloseButtonName` "Close", `InfoBarClosedNotification` "InfoBar dismissed".
  static let winUIInfoBarStrings = Reference.winUI(
    "controls/dev/InfoBar/Strings/en-us/Resources.resw", "InfoBarOpenedNotification")
}

extension Reference {
  /// libadwaita at the commit whose AdwToast, AdwToastWidget and AdwToastOverlay this models.
  static func adwToast(_ path: String, _ symbol: String) -> Reference {
    .code(
      Repository("GNOME/libadwaita", commit: "c68992bd03a1c62ec01e0095ad5440b0caea7f87"),
      path: path, symbol: symbol)
  }
}
