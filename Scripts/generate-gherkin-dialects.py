#!/usr/bin/env python3
"""Generates Sources/Gherkin/Dialects+Generated.swift from gherkin-languages.json.

The keyword table comes from the `gherkin-official` package on PyPI (cucumber/gherkin, MIT):

    pip install gherkin-official
    python3 Scripts/generate-gherkin-dialects.py

Each language becomes one string literal (fields split by tabs, keywords by `|`), which the
Gherkin module decodes lazily the first time a dialect is asked for. One string per language
keeps the Swift compiler fast, where a nested dictionary literal would not.
"""

import importlib.metadata
import json
import pathlib
import sys

FIELDS = [
    "feature", "rule", "background", "scenario", "scenarioOutline", "examples",
    "given", "when", "then", "and", "but",
]
ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Sources" / "Gherkin" / "Dialects+Generated.swift"
LICENCE_OUT = ROOT / "Sources" / "Gherkin" / "LICENSE-gherkin-languages.txt"


def find_languages_json():
    dist = importlib.metadata.distribution("gherkin-official")
    for f in dist.files or []:
        if f.name == "gherkin-languages.json":
            return pathlib.Path(dist.locate_file(f)), dist.version
    sys.exit("gherkin-languages.json not found in the gherkin-official package")


def swift_string(text):
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20:
            out.append("\\u{%x}" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def main():
    path, version = find_languages_json()
    table = json.loads(path.read_text(encoding="utf-8"))
    lines = []
    for code in sorted(table):
        spec = table[code]
        parts = [code, spec["name"], spec["native"]]
        for field in FIELDS:
            for keyword in spec[field]:
                if "|" in keyword or "\t" in keyword:
                    sys.exit(f"keyword {keyword!r} of {code} holds a separator")
            parts.append("|".join(spec[field]))
        lines.append("  " + swift_string("\t".join(parts)) + ",")
    header = f"""// GENERATED FILE, DO NOT EDIT.
// Made by Scripts/generate-gherkin-dialects.py from gherkin-languages.json in the PyPI package
// gherkin-official {version} (https://github.com/cucumber/gherkin).
// The keyword table is MIT licensed: Copyright (c) Cucumber Ltd, Gaspar Nagy, Bjorn Rasmusson,
// Peter Sergeant and contributors. The full licence text is in LICENSE-gherkin-languages.txt.
//
// One string per language: code, name, native name, then the keyword lists in the order
// {", ".join(FIELDS[:6])},
// {", ".join(FIELDS[6:])}; fields are split by tabs and keywords by "|".

/// The encoded dialect table ({len(table)} languages), decoded lazily by `GherkinDialect`.
let encodedGherkinDialects: [String] = [
"""
    OUT.write_text(header + "\n".join(lines) + "\n]\n", encoding="utf-8")
    licence = None
    dist = importlib.metadata.distribution("gherkin-official")
    for f in dist.files or []:
        if f.name.upper().startswith("LICEN"):
            licence = pathlib.Path(dist.locate_file(f)).read_text(encoding="utf-8")
    meta = dist.metadata.get("License") or ""
    if licence is None and "Permission is hereby granted" in meta:
        licence = meta
    if licence is None:
        sys.exit("no licence text found in the gherkin-official package")
    LICENCE_OUT.write_text(
        "gherkin-languages.json (cucumber/gherkin, via the PyPI package gherkin-official "
        f"{version}) is used under this licence:\n\n" + licence.strip() + "\n",
        encoding="utf-8",
    )
    print(f"wrote {OUT.relative_to(ROOT)} ({len(table)} languages) and {LICENCE_OUT.name}")


if __name__ == "__main__":
    main()
