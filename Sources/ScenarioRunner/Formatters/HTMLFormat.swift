/// A single self-contained HTML page for a run.
public enum HTMLFormat {
  /// The page (a first version: scenarios, steps and transcripts).
  public static func page(_ report: RunReport) -> String {
    var html =
      "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>A11ySim report</title></head><body><main>"
    html += "<h1>A11ySim: \(report.success ? "passed" : "failed")</h1>"
    for testCase in report.testCases {
      html += "<section><h2>\(escape(testCase.name)) — \(testCase.status.rawValue)</h2><ol>"
      for step in testCase.steps {
        html += "<li>\(escape(step.keyword + step.text)) — \(step.status.rawValue)</li>"
      }
      html += "</ol></section>"
    }
    return html + "</main></body></html>\n"
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
