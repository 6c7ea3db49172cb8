import Controls
import Core
import Interactions

extension InteractionParser {
  /// Parses `script` with the shipped controls' part words, as the tool does.
  static func parse(_ script: String, source: String? = nil) throws(InteractionSyntaxError)
    -> [InteractionStatement]
  {
    try parse(script, source: source, parts: ControlCatalog.shipped.partVocabulary)
  }
}
