Feature: Usage of a `Rule`
  Scenarios can be grouped under rules, as in example maps: each rule states what must hold,
  and its examples show it.

  Example is a synonym of Scenario.

  Rule: Swiping to a stepper does not activate it
    # On iOS
    Example: VoiceOver on iOS
      Given the platform is iOS
      And I am on a screen with a stepper
      When I swipe right
      Then the button is not activated

    # On Android
    Example: TalkBack on Android
      Given the platform is Android
      And I am on a screen with a stepper
      When I swipe right
      Then the button is not activated

  @some-tag
  Rule: Moving on does not activate it either
    # Unhappy path
    Example: Swiping twice
      Given the platform is iOS
      And I am on a screen with a stepper
      When I swipe left
      Then the button is not activated
