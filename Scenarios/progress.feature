@progress
Feature: A progress indicator on every platform, with every reader
  The sixth control through the seam, and the first with no user input: the app sets its value,
  or it is busy with none. VoiceOver on iOS reads a UIProgressView's label and percent with no
  role word (low). TalkBack speaks a ProgressBar like a SeekBar, state description first, and
  "Progress bar" (its own source). Narrator and NVDA say "progress bar" and the RangeValue
  (Narrator says a WinUI ProgressRing's own "ProgressRing", its UIA LocalizedControlType);
  VoiceOver on macOS "progress indicator". Orca says the percentage in place of the role, and
  the role only when there is no value (its speech generator).

  Rule: A labelled progress bar is read with its value

    Background:
      Given the component "components/upload-progress.yml"

    Scenario: VoiceOver on iOS: label and percent, no role word (low)
      Given the platform is iOS
      When I focus "Upload"
      Then I hear exactly "Upload: 50%"

    Scenario: TalkBack: the percent state description first, then "Progress bar"
      Given the platform is Android
      When I focus "Upload"
      Then I hear exactly "50%, Upload, Progress bar"
      When the app sets the value to 75
      Then the progress value is 75
      And I hear exactly "75%"

    Scenario: Narrator: "progress bar" and the RangeValue
      Given the platform is Windows
      When I focus "Upload"
      Then I hear exactly "Upload, progress bar 50"

    Scenario: NVDA: name, "progress bar", value; a change is not spoken (its default is beeps)
      Given the platform is Windows with NVDA
      When I focus "Upload"
      Then I hear exactly "Upload progress bar 50"
      When the app sets the value to 75
      Then the progress value is 75
      And I hear nothing

    Scenario: VoiceOver on macOS: "progress indicator" (low)
      Given the platform is macOS
      When I focus "Upload"
      Then I hear exactly "50, Upload, progress indicator"

    Scenario: Orca: the percentage in place of the role
      Given the platform is Linux
      When I focus "Upload"
      Then I hear exactly "Upload 50 percent."

    Scenario: Orca: a change says the bar's number, name and percent; then at most every 10 s
      Given the platform is Linux
      When I focus "Upload"
      Then I hear exactly "Upload 50 percent."
      When the app sets the value to 75
      Then I hear exactly "Progress bar 1. Upload 75 percent."
      When the app sets the value to 80
      Then I hear nothing
      When the app sets the value to 100
      Then I hear exactly "Upload 100 percent."

    Scenario: Orca with progressBarUpdateInterval 5: an update 7 s after the last one is said
      Given the platform is Linux
      And the reader setting "progressBarUpdateInterval" is "5"
      When the app sets the value to 75
      Then I hear exactly "Progress bar 1. Upload 75 percent."
      When I wait 5 seconds
      And the app sets the value to 80
      Then I hear exactly "Upload 80 percent."

  Rule: Orca's progressBarVerbosity "window" says only the bars of the window in front

    Background:
      Given the screen "screens/upload-behind-alert.yml"
      And the platform is Linux

    Scenario: Orca by default ("application"): a page's bar behind an alert is said
      When the app sets the value to 75
      Then I hear exactly "Progress bar 1. Upload 75 percent."

    Scenario: Orca with "window": a page's bar behind an alert is not said
      Given the reader setting "progressBarVerbosity" is "window"
      When the app sets the value to 75
      Then I hear nothing

  Rule: An indeterminate progress indicator has no value: readers say its role

    Scenario: Orca: a pulsing GtkProgressBar is its name and role
      Given the component "components/upload-progress.yml"
      And the platform is Linux
      And the progress indicator is indeterminate
      When I focus "Upload"
      Then I hear exactly "Upload progress bar"

    Scenario: TalkBack: an indeterminate ProgressBar has no RangeInfo
      Given the component "components/upload-progress.yml"
      And the platform is Android
      And the progress indicator is indeterminate
      When I focus "Upload"
      Then I hear exactly "Upload, Progress bar"

  Rule: Each platform's other toolkit reads its bar as the first one does

    Scenario: SwiftUI ProgressView: label and percent, as UIProgressView (low)
      Given the component "components/upload-progress-toolkits.yml"
      And the platform is iOS
      When I focus "Upload"
      Then I hear exactly "Upload: 50%"

    Scenario: Material LinearProgressIndicator is a ProgressBar to TalkBack, up to 100%
      Given the component "components/upload-progress.yml"
      And the platform is Android
      And the variant is material-progress-indicator
      When I focus "Upload"
      Then I hear exactly "50%, Upload, Progress bar"
      When the app sets the value to 100
      Then the progress value is 100
      And I hear exactly "100%"

    Scenario: Compose LinearProgressIndicator: Compose's own "percent." state description
      Given the component "components/upload-progress-toolkits.yml"
      And the platform is Android
      When I focus "Upload"
      Then I hear exactly "50 percent., Upload, Progress bar"
      When the app sets the value to 75
      Then I hear exactly "75 percent."

    Scenario: WinUI ProgressRing: the ProgressBar control type and its RangeValue
      Given the component "components/upload-progress-toolkits.yml"
      And the platform is Windows with NVDA
      When I focus "Upload"
      Then I hear exactly "Upload progress bar 50"

  Rule: A spinner is busy with no value: readers say its name and role

    Background:
      Given the component "components/loading-spinner.yml"

    Scenario: SwiftUI ProgressView without a value: its label alone (low)
      Given the platform is iOS
      When I focus "Loading"
      Then I hear exactly "Loading"

    Scenario: A spinning NSProgressIndicator: "progress indicator" and no value (low)
      Given the platform is macOS
      When I focus "Loading"
      Then I hear exactly "Loading, progress indicator"

    Scenario: Compose CircularProgressIndicator: the delegate's "In progress" state description
      Given the platform is Android
      When I focus "Loading"
      Then I hear exactly "In progress, Loading, Progress bar"

    Scenario: WinUI ProgressRing, indeterminate: its peer names it "Busy" and the app's name, and calls it "ProgressRing"
      Given the platform is Windows
      When I focus "Busy Loading"
      Then I hear exactly "Busy Loading, ProgressRing"

    Scenario: GtkSpinner: Orca says the name and role; the busy state is not spoken
      Given the platform is Linux
      When I focus "Loading"
      Then I hear exactly "Loading progress bar"

  @misconfigured
  Rule: A progress view that exposes no value is heard without it

    Background:
      Given the component "components/progress-no-value.yml"

    Scenario: TalkBack hears the name and role, never how far along it is
      Given the platform is Android
      When I focus "Upload"
      Then I hear exactly "Upload, Progress bar"

    Scenario: VoiceOver on iOS hears the label alone
      Given the platform is iOS
      When I focus "Upload"
      Then I hear exactly "Upload"
