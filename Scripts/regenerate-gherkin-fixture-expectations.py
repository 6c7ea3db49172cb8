#!/usr/bin/env python3
"""Writes the expected outputs of Tests/GherkinTests/Fixtures with the reference parser.

The fixtures themselves are written for A11ySim; this script asks cucumber's reference
implementation (PyPI `gherkin-official`, `pip install gherkin-official`) what it makes of
them, so that the Swift tests compare against an independent oracle:

* `NAME.tokens`: the token stream (good and bad files);
* `NAME.ndjson`: gherkinDocument + pickles, or parseErrors, one envelope per line, with
  the uri set to the fixture's file name.
"""

import json
import pathlib

from gherkin.parser import Parser
from gherkin.stream.gherkin_events import GherkinEvents
from gherkin.token_formatter_builder import TokenFormatterBuilder
from gherkin.token_matcher import TokenMatcher
from gherkin.token_matcher_markdown import GherkinInMarkdownTokenMatcher

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "Tests" / "GherkinTests" / "Fixtures"


def main():
    for path in sorted(FIXTURES.iterdir()):
        if not (path.name.endswith(".feature") or path.name.endswith(".feature.md")):
            continue
        data = path.read_bytes().decode("utf-8")
        markdown = path.name.endswith(".md")
        matcher = GherkinInMarkdownTokenMatcher() if markdown else TokenMatcher()
        parser = Parser(TokenFormatterBuilder())
        parser.stop_at_first_error = False
        try:
            tokens = parser.parse(data, matcher)
        except Exception:  # errors: record the tokens matched anyway
            tokens = "\n".join(
                TokenFormatterBuilder._format_token(t) for t in parser.ast_builder._tokens
            )
        path.with_name(path.name + ".tokens").write_text(tokens + "\n", encoding="utf-8")
        events = GherkinEvents(GherkinEvents.Options(False, True, True))
        media = "text/x.cucumber.gherkin+" + ("markdown" if markdown else "plain")
        source = {"source": {"uri": path.name, "data": data, "mediaType": media}}
        lines = [
            json.dumps(e, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
            for e in events.enum(source)
        ]
        path.with_name(path.name + ".ndjson").write_text(
            "".join(line + "\n" for line in lines), encoding="utf-8"
        )
        print("wrote", path.name)


if __name__ == "__main__":
    main()
