import Gherkin

/// Maps Gherkin values to Cucumber Messages JSON (optional fields left out, not null).
package enum MessageMapping {
  /// A location: `{"line": L, "column": C}`, without `column` when there is none.
  package static func json(_ location: Location) -> JSONValue {
    var object = JSONObjectBuilder()
    object.set("line", .integer(location.line))
    object.set("column", location.column.map(JSONValue.integer))
    return object.value
  }

  /// A source message.
  package static func json(_ source: SourceMessage) -> JSONValue {
    .object([
      "uri": .string(source.uri), "data": .string(source.data),
      "mediaType": .string(source.mediaType),
    ])
  }

  /// A parse error message.
  package static func json(_ error: ParseErrorMessage) -> JSONValue {
    .object([
      "message": .string(error.message),
      "source": .object(["uri": .string(error.uri), "location": json(error.location)]),
    ])
  }

  /// A Gherkin document.
  package static func json(_ document: GherkinDocument) -> JSONValue {
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
  package static func json(_ feature: Feature) -> JSONValue {
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
  package static func json(_ rule: Rule) -> JSONValue {
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
  package static func json(_ background: Background) -> JSONValue {
    .object([
      "id": .string(background.id), "location": json(background.location),
      "keyword": .string(background.keyword), "name": .string(background.name),
      "description": .string(background.description),
      "steps": .array(background.steps.map(json)),
    ])
  }

  /// A scenario.
  package static func json(_ scenario: Scenario) -> JSONValue {
    .object([
      "id": .string(scenario.id), "location": json(scenario.location),
      "tags": .array(scenario.tags.map(json)), "keyword": .string(scenario.keyword),
      "name": .string(scenario.name), "description": .string(scenario.description),
      "steps": .array(scenario.steps.map(json)),
      "examples": .array(scenario.examples.map(json)),
    ])
  }

  /// An examples block.
  package static func json(_ examples: Examples) -> JSONValue {
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
  package static func json(_ step: Step) -> JSONValue {
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
  package static func json(_ table: DataTable) -> JSONValue {
    .object(["location": json(table.location), "rows": .array(table.rows.map(json))])
  }

  /// A table row.
  package static func json(_ row: TableRow) -> JSONValue {
    .object([
      "id": .string(row.id), "location": json(row.location),
      "cells": .array(
        row.cells.map { .object(["location": json($0.location), "value": .string($0.value)]) }),
    ])
  }

  /// A doc string.
  package static func json(_ docString: DocString) -> JSONValue {
    var object = JSONObjectBuilder()
    object.set("location", json(docString.location))
    object.set("content", .string(docString.content))
    object.set("delimiter", .string(docString.delimiter))
    object.set("mediaType", docString.mediaType.map(JSONValue.string))
    return object.value
  }

  /// A tag.
  package static func json(_ tag: Tag) -> JSONValue {
    .object(["id": .string(tag.id), "location": json(tag.location), "name": .string(tag.name)])
  }

  /// A pickle.
  package static func json(_ pickle: Pickle) -> JSONValue {
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
  package static func json(_ step: PickleStep) -> JSONValue {
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

// The same messages written straight to bytes, for streams: each object's members in the
// order `JSONValue` sorts them, so both write the same text (the tests compare the two on
// every fixture and scenario file).
extension MessageMapping {
  /// `{"column":C,"line":L}`, without `column` when there is none.
  package static func write(_ location: Location, to out: inout JSONOutput) {
    out.beginObject()
    out.member("column", location.column)
    out.member("line", location.line)
    out.endObject()
  }

  /// The member `"location":{"column":C,"line":L}` (a document has one for every node), in
  /// one copy.
  static func write(location: Location, to out: inout JSONOutput) {
    out.member(capacity: 40 + 2 * JSONOutput.Cursor.maxIntegerCount) { cursor in
      if let column = location.column {
        cursor.fragment(#""location":{"column":"#)
        cursor.fragment(column)
        cursor.fragment(#","line":"#)
      } else {
        cursor.fragment(#""location":{"line":"#)
      }
      cursor.fragment(location.line)
      cursor.fragment("}")
    }
  }

  /// A source message.
  package static func write(_ source: SourceMessage, to out: inout JSONOutput) {
    out.beginObject()
    out.member("data", source.data)
    out.member("mediaType", source.mediaType)
    out.member("uri", source.uri)
    out.endObject()
  }

  /// A Gherkin document.
  package static func write(_ document: GherkinDocument, to out: inout JSONOutput) {
    out.beginObject()
    out.key("comments")
    out.beginArray()
    for comment in document.comments {
      out.beginObject()
      write(location: comment.location, to: &out)
      out.member("text", comment.text)
      out.endObject()
    }
    out.endArray()
    if let feature = document.feature {
      out.key("feature")
      write(feature, to: &out)
    }
    out.member("uri", document.uri)
    out.endObject()
  }

  /// A feature.
  package static func write(_ feature: Feature, to out: inout JSONOutput) {
    out.beginObject()
    out.key("children")
    out.beginArray()
    for child in feature.children {
      out.beginObject()
      switch child {
      case .background(let background):
        out.key("background")
        write(background, to: &out)
      case .rule(let rule):
        out.key("rule")
        write(rule, to: &out)
      case .scenario(let scenario):
        out.key("scenario")
        write(scenario, to: &out)
      }
      out.endObject()
    }
    out.endArray()
    out.member("description", feature.description)
    out.member("keyword", feature.keyword)
    out.member("language", feature.language)
    write(location: feature.location, to: &out)
    out.member("name", feature.name)
    write(tags: feature.tags, to: &out)
    out.endObject()
  }

  /// A rule.
  package static func write(_ rule: Rule, to out: inout JSONOutput) {
    out.beginObject()
    out.key("children")
    out.beginArray()
    for child in rule.children {
      out.beginObject()
      switch child {
      case .background(let background):
        out.key("background")
        write(background, to: &out)
      case .scenario(let scenario):
        out.key("scenario")
        write(scenario, to: &out)
      }
      out.endObject()
    }
    out.endArray()
    out.member("description", rule.description)
    out.member("id", rule.id)
    out.member("keyword", rule.keyword)
    write(location: rule.location, to: &out)
    out.member("name", rule.name)
    write(tags: rule.tags, to: &out)
    out.endObject()
  }

  /// A background.
  package static func write(_ background: Background, to out: inout JSONOutput) {
    out.beginObject()
    out.member("description", background.description)
    out.member("id", background.id)
    out.member("keyword", background.keyword)
    write(location: background.location, to: &out)
    out.member("name", background.name)
    write(steps: background.steps, to: &out)
    out.endObject()
  }

  /// A scenario.
  package static func write(_ scenario: Scenario, to out: inout JSONOutput) {
    out.beginObject()
    out.member("description", scenario.description)
    out.key("examples")
    out.beginArray()
    for examples in scenario.examples { write(examples, to: &out) }
    out.endArray()
    out.member("id", scenario.id)
    out.member("keyword", scenario.keyword)
    write(location: scenario.location, to: &out)
    out.member("name", scenario.name)
    write(steps: scenario.steps, to: &out)
    write(tags: scenario.tags, to: &out)
    out.endObject()
  }

  /// An examples block.
  package static func write(_ examples: Examples, to out: inout JSONOutput) {
    out.beginObject()
    out.member("description", examples.description)
    out.member("id", examples.id)
    out.member("keyword", examples.keyword)
    write(location: examples.location, to: &out)
    out.member("name", examples.name)
    out.key("tableBody")
    out.beginArray()
    for row in examples.tableBody { write(row, to: &out) }
    out.endArray()
    if let header = examples.tableHeader {
      out.key("tableHeader")
      write(header, to: &out)
    }
    write(tags: examples.tags, to: &out)
    out.endObject()
  }

  /// `"steps":[…]`.
  private static func write(steps: [Step], to out: inout JSONOutput) {
    out.key("steps")
    out.beginArray()
    for step in steps { write(step, to: &out) }
    out.endArray()
  }

  /// `"astNodeIds":[…]`, each id read by position (a pickle has one or two; iterating them as
  /// a generic sequence copied each twice).
  private static func write(astNodeIds ids: AstNodeIds, to out: inout JSONOutput) {
    out.key("astNodeIds")
    out.beginArray()
    for index in 0..<ids.endIndex { out.string(ids[index]) }
    out.endArray()
  }

  /// `"tags":[…]`.
  private static func write(tags: [Tag], to out: inout JSONOutput) {
    out.key("tags")
    out.beginArray()
    for tag in tags {
      out.beginObject()
      out.member("id", tag.id)
      write(location: tag.location, to: &out)
      out.member("name", tag.name)
      out.endObject()
    }
    out.endArray()
  }

  /// A step.
  package static func write(_ step: Step, to out: inout JSONOutput) {
    out.beginObject()
    if let table = step.dataTable {
      out.key("dataTable")
      out.beginObject()
      write(location: table.location, to: &out)
      out.key("rows")
      out.beginArray()
      for row in table.rows { write(row, to: &out) }
      out.endArray()
      out.endObject()
    }
    if let docString = step.docString {
      out.key("docString")
      out.beginObject()
      out.member("content", docString.content)
      out.member("delimiter", docString.delimiter)
      write(location: docString.location, to: &out)
      out.member("mediaType", docString.mediaType)
      out.endObject()
    }
    out.member("id", step.id)
    out.member("keyword", step.keyword)
    out.member("keywordType", step.keywordType?.rawValue)
    write(location: step.location, to: &out)
    out.member("text", step.text)
    out.endObject()
  }

  /// A table row.
  package static func write(_ row: TableRow, to out: inout JSONOutput) {
    out.beginObject()
    out.key("cells")
    out.beginArray()
    for cell in row.cells {
      out.beginObject()
      write(location: cell.location, to: &out)
      out.member("value", cell.value)
      out.endObject()
    }
    out.endArray()
    out.member("id", row.id)
    write(location: row.location, to: &out)
    out.endObject()
  }

  /// A pickle.
  package static func write(_ pickle: Pickle, to out: inout JSONOutput) {
    out.beginObject()
    write(astNodeIds: pickle.astNodeIds, to: &out)
    out.member("id", pickle.id)
    out.member("language", pickle.language)
    write(location: pickle.location, to: &out)
    out.member("name", pickle.name)
    out.key("steps")
    out.beginArray()
    for step in pickle.steps { write(step, to: &out) }
    out.endArray()
    out.key("tags")
    out.beginArray()
    for tag in pickle.tags {
      out.beginObject()
      out.member("astNodeId", tag.astNodeId)
      out.member("name", tag.name)
      out.endObject()
    }
    out.endArray()
    out.member("uri", pickle.uri)
    out.endObject()
  }

  /// A pickle step.
  package static func write(_ step: PickleStep, to out: inout JSONOutput) {
    out.beginObject()
    if let argument = step.argument {
      out.key("argument")
      out.beginObject()
      if let table = argument.dataTable {
        out.key("dataTable")
        out.beginObject()
        out.member("argumentIndex", table.argumentIndex)
        out.key("rows")
        out.beginArray()
        for row in table.rows {
          out.beginObject()
          out.key("cells")
          out.beginArray()
          for cell in row.cells {
            out.beginObject()
            out.member("value", cell.value)
            out.endObject()
          }
          out.endArray()
          out.endObject()
        }
        out.endArray()
        out.endObject()
      }
      if let doc = argument.docString {
        out.key("docString")
        out.beginObject()
        out.member("argumentIndex", doc.argumentIndex)
        out.member("content", doc.content)
        out.member("mediaType", doc.mediaType)
        out.endObject()
      }
      out.endObject()
    }
    write(astNodeIds: step.astNodeIds, to: &out)
    out.member("id", step.id)
    out.member("text", step.text)
    out.member("type", step.type?.rawValue)
    out.endObject()
  }
}
