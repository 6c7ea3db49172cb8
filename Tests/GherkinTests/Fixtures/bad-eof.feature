Feature: Ends early

  Scenario: open doc string
    Given text
      """
      never closed
