extension NumberWords {
  /// English number words.
  package static let english = NumberWords(
    .english,
    ones: [
      "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
      "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
      "nineteen",
    ],
    tens: ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"],
    tensJoiner: "-", hundred: "hundred", thousand: "thousand", minus: "minus")
}
