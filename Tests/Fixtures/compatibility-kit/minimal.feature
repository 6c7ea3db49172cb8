Feature: minimal
  
  The smallest run: one scenario with one step that takes one parameter.
  
  * It has a description
  * with a bullet
  * list
  
  Scenario: one step
    Given the platform is iOS
