/// An operating system whose native controls A11ySim models.
package enum Platform: String, CaseIterable, Sendable, Codable, Comparable {
  /// iOS and iPadOS (UIKit, SwiftUI).
  case ios
  /// macOS (AppKit, SwiftUI).
  case macos
  /// Android (framework widgets and Material components).
  case android
  /// Windows (WinUI 3).
  case windows
  /// Linux desktops (GTK 4, libadwaita).
  case linux

  /// The platform's name as people write it.
  package var displayName: String {
    switch self {
    case .ios: "iOS"
    case .macos: "macOS"
    case .android: "Android"
    case .windows: "Windows"
    case .linux: "Linux"
    }
  }

  private var order: Int { Platform.allCases.firstIndex(of: self) ?? 0 }

  /// Finds a platform by its identifier or display name, ignoring case (`ios`, `iOS`, `macOS`).
  package init?(named name: String) {
    let lowered = name.lowercased()
    guard let match = Platform.allCases.first(where: { $0.rawValue == lowered }) else {
      return nil
    }
    self = match
  }

  /// Orders platforms as they are listed in the seeds: iOS, macOS, Android, Windows, Linux.
  package static func < (lhs: Platform, rhs: Platform) -> Bool {
    lhs.order < rhs.order
  }
}
