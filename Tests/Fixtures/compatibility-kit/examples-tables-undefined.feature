Feature: Examples Tables - With Undefined Steps
  Example rows are substituted into the steps before they are matched, so a value that no
  parameter type takes leaves that row's step undefined, with suggestions, while the other
  rows run.
  Each row below has one such value.

  Scenario Outline: Hints on a stepper
    Given the value starts at <start>
    When hints are <hints>
    Then the value is <end>

    @undefined
    Examples: Each row has a value its parameter does not take
      | start | hints  | end   |
      | pear  | off    | 2     |
      | 2     | banana | 2     |
      | 2     | off    | apple |
