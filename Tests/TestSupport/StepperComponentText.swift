/// The seeds' Quantity stepper (0…10, value 2) whose app labels its buttons, as seed 004 asks:
/// component-file lines, each ending in a line break, for a test to add its platform or
/// accessibility lines to.
package let labelledQuantity = """
  label: Quantity
  value: 2
  minimum: 0
  maximum: 10
  increment: { label: Increase quantity }
  decrement: { label: Decrease quantity }

  """
