import Gherkin

/// Maps Gherkin values to Cucumber Messages JSON (optional fields left out, not null).
public enum MessageMapping {
  /// A location: `{"line": L, "column": C}`, without `column` when there is none.
  public static func json(_ location: Location) -> JSONValue {
    var object = JSONObjectBuilder()
    object.set("line", .integer(location.line))
    object.set("column", location.column.map(JSONValue.integer))
    return object.value
  }

  /// A source message.
  public static func json(_ source: SourceMessage) -> JSONValue {
    .object([
      "uri": .string(source.uri), "data": .string(source.data),
      "mediaType": .string(source.mediaType),
    ])
  }

  /// A parse error message.
  public static func json(_ error: ParseErrorMessage) -> JSONValue {
    .object([
      "message": .string(error.message),
      "source": .object(["uri": .string(error.uri), "location": json(error.location)]),
    ])
  }

  /// A Gherkin document.
  public static func json(_ document: GherkinDocument) -> JSONValue {
    var object = JSONObjectBuilder()
    object.set("uri", .string(document.uri))
    object.set("feature", document.feature.map(json))
    object.set(
      "comments",
      .array(
        document.comments.map {
          .object(["location": json($0.location), "text": .string($0.text)])
        }))
    return object.value
  }

  /// A feature.
  public static func json(_ feature: Feature) -> JSONValue {
    var object = JSONObjectBuilder()
    object.set("location", json(feature.location))
    object.set("tags", .array(feature.tags.map(json)))
    object.set("language", .string(feature.language))
    object.set("keyword", feature.keyword.map(JSONValue.string))
    object.set("name", .string(feature.name))
    object.set("description", .string(feature.description))
    object.set(
      "children",
      .array(
        feature.children.map { child in
          switch child {
          case .background(let background): return .object(["background": json(background)])
          case .scenario(let scenario): return .object(["scenario": json(scenario)])
          case .rule(let rule): return .object(["rule": json(rule)])
          }
        }))
    return object.value
  }

  /// A rule.
  public static func json(_ rule: Rule) -> JSONValue {
    .object([
      "id": .string(rule.id), "location": json(rule.location), "tags": .array(rule.tags.map(json)),
      "keyword": .string(rule.keyword), "name": .string(rule.name),
      "description": .string(rule.description),
      "children": .array(
        rule.children.map { child in
          switch child {
          case .background(let background): return .object(["background": json(background)])
          case .scenario(let scenario): return .object(["scenario": json(scenario)])
          }
        }),
    ])
  }

  /// A background.
  public static func json(_ background: Background) -> JSONValue {
    .object([
      "id": .string(background.id), "location": json(background.location),
      "keyword": .string(background.keyword), "name": .string(background.name),
      "description": .string(background.description),
      "steps": .array(background.steps.map(json)),
    ])
  }

  /// A scenario.
  public static func json(_ scenario: Scenario) -> JSONValue {
    .object([
      "id": .string(scenario.id), "location": json(scenario.location),
      "tags": .array(scenario.tags.map(json)), "keyword": .string(scenario.keyword),
      "name": .string(scenario.name), "description": .string(scenario.description),
      "steps": .array(scenario.steps.map(json)),
      "examples": .array(scenario.examples.map(json)),
    ])
  }

  /// An examples block.
  public static func json(_ examples: Examples) -> JSONValue {
    var object = JSONObjectBuilder()
    object.set("id", .string(examples.id))
    object.set("location", json(examples.location))
    object.set("tags", .array(examples.tags.map(json)))
    object.set("keyword", .string(examples.keyword))
    object.set("name", .string(examples.name))
    object.set("description", .string(examples.description))
    object.set("tableHeader", examples.tableHeader.map(json))
    object.set("tableBody", .array(examples.tableBody.map(json)))
    return object.value
  }

  /// A step.
  public static func json(_ step: Step) -> JSONValue {
    var object = JSONObjectBuilder()
    object.set("id", .string(step.id))
    object.set("location", json(step.location))
    object.set("keyword", .string(step.keyword))
    object.set("keywordType", step.keywordType.map { .string($0.rawValue) })
    object.set("text", .string(step.text))
    object.set("dataTable", step.dataTable.map(json))
    object.set("docString", step.docString.map(json))
    return object.value
  }

  /// A data table.
  public static func json(_ table: DataTable) -> JSONValue {
    .object(["location": json(table.location), "rows": .array(table.rows.map(json))])
  }

  /// A table row.
  public static func json(_ row: TableRow) -> JSONValue {
    .object([
      "id": .string(row.id), "location": json(row.location),
      "cells": .array(
        row.cells.map { .object(["location": json($0.location), "value": .string($0.value)]) }),
    ])
  }

  /// A doc string.
  public static func json(_ docString: DocString) -> JSONValue {
    var object = JSONObjectBuilder()
    object.set("location", json(docString.location))
    object.set("content", .string(docString.content))
    object.set("delimiter", .string(docString.delimiter))
    object.set("mediaType", docString.mediaType.map(JSONValue.string))
    return object.value
  }

  /// A tag.
  public static func json(_ tag: Tag) -> JSONValue {
    .object(["id": .string(tag.id), "location": json(tag.location), "name": .string(tag.name)])
  }

  /// A pickle.
  public static func json(_ pickle: Pickle) -> JSONValue {
    .object([
      "id": .string(pickle.id), "uri": .string(pickle.uri), "location": json(pickle.location),
      "name": .string(pickle.name), "language": .string(pickle.language),
      "steps": .array(pickle.steps.map(json)),
      "tags": .array(
        pickle.tags.map { .object(["name": .string($0.name), "astNodeId": .string($0.astNodeId)]) }
      ),
      "astNodeIds": .array(pickle.astNodeIds.map(JSONValue.string)),
    ])
  }

  /// A pickle step.
  public static func json(_ step: PickleStep) -> JSONValue {
    var object = JSONObjectBuilder()
    object.set("id", .string(step.id))
    object.set("text", .string(step.text))
    object.set("type", step.type.map { .string($0.rawValue) })
    object.set("astNodeIds", .array(step.astNodeIds.map(JSONValue.string)))
    if let argument = step.argument {
      var arg = JSONObjectBuilder()
      if let doc = argument.docString {
        var docObject = JSONObjectBuilder()
        docObject.set("content", .string(doc.content))
        docObject.set("mediaType", doc.mediaType.map(JSONValue.string))
        docObject.set("argumentIndex", doc.argumentIndex.map(JSONValue.integer))
        arg.set("docString", docObject.value)
      }
      if let table = argument.dataTable {
        var tableObject = JSONObjectBuilder()
        tableObject.set(
          "rows",
          .array(
            table.rows.map { row in
              .object(["cells": .array(row.cells.map { .object(["value": .string($0.value)]) })])
            }))
        tableObject.set("argumentIndex", table.argumentIndex.map(JSONValue.integer))
        arg.set("dataTable", tableObject.value)
      }
      object.set("argument", arg.value)
    }
    return object.value
  }
}
