Feature: Steps with two arguments

  Scenario: table then doc string
    Given the speech log
      | engine    | phrase |
      | VoiceOver | Stepper |
      ```json
      {"value": 3}
      ```

  Scenario: doc string then table
    Given the speech log
      """
      three
      """
      | engine  |
      | TalkBack |
