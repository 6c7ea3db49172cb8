Feature: Empty Scenarios
  A scenario written down before its steps: it has none, so it
  checks nothing.

  A11ySim reports it as undefined; the stream has its test case with no steps.

  Scenario: Blank Scenario
