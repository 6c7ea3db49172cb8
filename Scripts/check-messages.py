#!/usr/bin/env python3
"""Checks A11ySim's Cucumber Messages streams with cucumber's own Python packages.

    check-messages.py validate STREAM.ndjson...
        Every line parses as an Envelope of PyPI's `cucumber-messages` (the model generated
        from the messages JSON schema), its types are the schema's, and it converts back to
        exactly the same JSON (so no member is unknown, misspelt or of the wrong kind); the
        schema's bounds hold (lines and columns from 1, nanos below a second); within each
        stream every id is unique per kind, and every reference (pickleId, pickleStepId,
        stepDefinitionIds, hookId, testCaseId, testCaseStartedId, testStepId, testRunStartedId)
        names a message the stream has.

    check-messages.py cck EXAMPLE STREAM.ndjson
        Compares the stream's envelope order and structure with the expected NDJSON of the
        cucumber-compatibility-kit's EXAMPLE (PyPI `cucumber-compatibility-kit`, read from the
        installed package): kinds in order, and each message's members and list lengths, not
        its ids, times or texts. A11ySim differs from the kit's fake runner in two ways the
        comparison allows for: it attaches what the reader said to steps and its own facts to
        test cases and the run (attachment envelopes are left out), and its step definitions
        are its whole built-in vocabulary (stepDefinition envelopes are compared for their
        structure, not their number or place among the definitions). A suggestion's snippets
        are compared for their structure, not their number (A11ySim proposes up to three
        built-in steps, the kit one snippet of code per parameter type). `meta.ci` is the
        kit's only when the stream has one (a run on a CI); a local run's stream has none.

Exit status: 0 all good, 1 a problem (each printed as FILE:LINE: what), 2 bad usage,
3 a package is not installed (one line says which and how to install it).
"""

import dataclasses
import json
import sys
import typing
from enum import Enum
from pathlib import Path

MISSING = 3


def require(module, package):
    try:
        return __import__(module)
    except ImportError:
        print(f"{package} is not installed for {sys.executable}: "
              f"pip install {package} (.ci/run installs it in a venv)")
        sys.exit(MISSING)


def load(path):
    lines = []
    with open(path, encoding="utf-8") as stream:
        for number, line in enumerate(stream, start=1):
            if line.strip():
                lines.append((number, line))
    return lines


# --- validate -------------------------------------------------------------------------------

def check_types(value, hint, where, problems, scope):
    """Checks a dataclass instance made by from_dict against its annotations, recursively."""
    origin = typing.get_origin(hint)
    if origin is typing.Union:
        args = [arg for arg in typing.get_args(hint) if arg is not type(None)]
        if value is None:
            return
        check_types(value, args[0], where, problems, scope)
        return
    if origin is list:
        if not isinstance(value, list):
            problems.append(f"{where}: expected an array, found {type(value).__name__}")
            return
        (item,) = typing.get_args(hint)
        for index, element in enumerate(value):
            check_types(element, item, f"{where}[{index}]", problems, scope)
        return
    if isinstance(hint, type) and issubclass(hint, Enum):
        if not isinstance(value, hint):
            problems.append(f"{where}: {value!r} is not one of {[e.value for e in hint]}")
        return
    if dataclasses.is_dataclass(hint):
        if not isinstance(value, hint):
            problems.append(f"{where}: expected an object ({hint.__name__})")
            return
        hints = typing.get_type_hints(hint, globalns=scope)
        for field in dataclasses.fields(hint):
            words = field.name.split("_")
            member = words[0] + "".join(word.title() for word in words[1:])
            check_types(getattr(value, field.name), hints[field.name],
                        f"{where}.{member}", problems, scope)
        return
    expected = {str: str, int: int, bool: bool, float: (int, float)}.get(hint)
    if expected is None:
        return
    if isinstance(value, bool) and hint is not bool:
        problems.append(f"{where}: expected {hint.__name__}, found a boolean")
    elif not isinstance(value, expected):
        problems.append(f"{where}: expected {hint.__name__}, found {type(value).__name__}")


def bounds(value, where, problems):
    """The schema's minimum and maximum values."""
    if isinstance(value, dict):
        for key, inner in value.items():
            path = f"{where}.{key}"
            if key in ("line", "column") and where.endswith("location") and \
                    isinstance(inner, int) and not 1 <= inner <= 2147483647:
                problems.append(f"{path}: {inner} is outside 1…2147483647")
            if key == "nanos" and isinstance(inner, int) and not 0 <= inner <= 999999999:
                problems.append(f"{path}: {inner} is outside 0…999999999")
            if key == "argumentIndex" and isinstance(inner, int) and not 1 <= inner <= 2147483647:
                problems.append(f"{path}: {inner} is outside 1…2147483647")
            bounds(inner, path, problems)
    elif isinstance(value, list):
        for inner in value:
            bounds(inner, where + "[]", problems)


def camel_to_snake(name):
    return "".join("_" + char.lower() if char.isupper() else char for char in name)


def ids(value, path, found):
    if isinstance(value, dict):
        for key, inner in value.items():
            if key == "id" and isinstance(inner, str):
                found.append((path, inner))
            ids(inner, f"{path}.{key}", found)
    elif isinstance(value, list):
        for inner in value:
            ids(inner, path + "[]", found)


def references(envelopes, report):
    """Every id a message refers to is one the stream has, of the right kind."""
    known = {kind: set() for kind in (
        "pickle", "pickleStep", "stepDefinition", "hook", "testCase", "testStep",
        "testCaseStarted", "testRunStarted")}
    for _, envelope in envelopes:
        kind, message = next(iter(envelope.items()))
        if kind == "pickle":
            known["pickle"].add(message["id"])
            known["pickleStep"].update(step["id"] for step in message["steps"])
        elif kind in ("stepDefinition", "hook", "testCaseStarted", "testRunStarted"):
            known[kind].add(message.get("id"))
        elif kind == "testCase":
            known["testCase"].add(message["id"])
            known["testStep"].update(step["id"] for step in message["testSteps"])
    for line, envelope in envelopes:
        kind, message = next(iter(envelope.items()))

        def expect(target, value, member):
            if value not in known[target]:
                report(line, f"{kind}.{member} {value!r} names no {target} in the stream")

        if kind == "testCase":
            expect("pickle", message["pickleId"], "pickleId")
            if "testRunStartedId" in message:
                expect("testRunStarted", message["testRunStartedId"], "testRunStartedId")
            for step in message["testSteps"]:
                if "pickleStepId" in step:
                    expect("pickleStep", step["pickleStepId"], "testSteps[].pickleStepId")
                if "hookId" in step:
                    expect("hook", step["hookId"], "testSteps[].hookId")
                for definition in step.get("stepDefinitionIds", []):
                    expect("stepDefinition", definition, "testSteps[].stepDefinitionIds[]")
        elif kind == "testCaseStarted":
            expect("testCase", message["testCaseId"], "testCaseId")
        elif kind in ("testStepStarted", "testStepFinished", "testCaseFinished", "attachment"):
            if "testCaseStartedId" in message:
                expect("testCaseStarted", message["testCaseStartedId"], "testCaseStartedId")
            if "testStepId" in message:
                expect("testStep", message["testStepId"], "testStepId")
        elif kind == "suggestion":
            expect("pickleStep", message["pickleStepId"], "pickleStepId")
        elif kind == "testRunFinished" and "testRunStartedId" in message:
            expect("testRunStarted", message["testRunStartedId"], "testRunStartedId")


def validate(paths):
    messages = require("cucumber_messages", "cucumber-messages")
    scope = vars(messages._messages)
    converter = messages.message_converter
    failed = set()
    total = 0
    for path in paths:
        envelopes = []

        def report(line, text):
            failed.add((path, line))
            print(f"{path}:{line}: {text}")

        for number, line in load(path):
            total += 1
            try:
                data = json.loads(line)
            except ValueError as error:
                report(number, f"not JSON: {error}")
                continue
            if not isinstance(data, dict) or len(data) != 1:
                report(number, "not an envelope: expected an object with exactly one message")
                continue
            try:
                envelope = converter.from_dict(data, messages.Envelope)
            except Exception as error:  # the converter raises TypeError, ValueError, …
                report(number, f"not an Envelope of cucumber-messages: {error}")
                continue
            problems = []
            kind = next(iter(data))
            check_types(getattr(envelope, camel_to_snake(kind)),
                        typing.get_type_hints(messages.Envelope, globalns=scope)[camel_to_snake(kind)],
                        kind, problems, scope)
            bounds(data[kind], kind, problems)
            back = converter.to_dict(envelope)
            if back != data:
                problems.append("does not round-trip: cucumber-messages reads it back as "
                                + json.dumps(back, sort_keys=True)[:300])
            for problem in problems:
                report(number, problem)
            envelopes.append((number, data))
        found = []
        for line, envelope in envelopes:
            for kind, message in envelope.items():
                here = []
                ids(message, kind, here)
                found += [(line, kind_path, value) for kind_path, value in here]
        seen = {}
        for line, kind_path, value in found:
            key = (kind_path, value)
            if key in seen:
                report(line, f"the {kind_path} id {value!r} is also on line {seen[key]}")
            else:
                seen[key] = line
        references(envelopes, report)
    print(f"messages: {total - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


# --- cck ------------------------------------------------------------------------------------

def shape(value, path=""):
    """Members and list lengths, without values; snippets by their elements' shapes only."""
    if isinstance(value, dict):
        return {key: shape(inner, f"{path}.{key}") for key, inner in sorted(value.items())}
    if isinstance(value, list):
        shapes = [shape(inner, path + "[]") for inner in value]
        if path.endswith(".snippets"):
            unique = []
            for item in shapes:
                if item not in unique:
                    unique.append(item)
            return ["any number of", unique]
        return shapes
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    return "string" if isinstance(value, str) else "null"


def outline(path):
    envelopes = [json.loads(line) for _, line in load(path)]
    kept = []
    definitions = []
    for envelope in envelopes:
        kind, message = next(iter(envelope.items()))
        if kind == "attachment":
            continue
        if kind == "stepDefinition":
            definitions.append(shape(message, kind))
            continue
        kept.append((kind, shape(message, kind)))
    return kept, definitions


def compare(example, path):
    kit = require("cucumber_compatibility_kit", "cucumber-compatibility-kit")
    folder = Path(kit.__file__).resolve().parent / "features" / example
    expected_path = folder / f"{example}.ndjson"
    if not expected_path.is_file():
        print(f"the compatibility kit has no example '{example}' ({expected_path})")
        return 2
    expected, expected_definitions = outline(expected_path)
    actual, actual_definitions = outline(path)
    # meta.ci is there only when the run ran on a CI (its variables set): off CI, the kit's
    # GitHub Actions ci is left out of the comparison; on one, its structure is compared.
    if any(kind == "meta" and "ci" not in found for kind, found in actual):
        expected = [(kind, {key: inner for key, inner in wanted.items() if key != "ci"}
                     if kind == "meta" else wanted) for kind, wanted in expected]
    problems = []
    kinds = [kind for kind, _ in actual]
    expected_kinds = [kind for kind, _ in expected]
    if kinds != expected_kinds:
        problems.append("the envelopes differ in kind or order:\n  expected "
                        + " ".join(expected_kinds) + "\n  found    " + " ".join(kinds))
    else:
        for index, ((kind, found), (_, wanted)) in enumerate(zip(actual, expected)):
            if found != wanted:
                problems.append(f"envelope {index + 1} ({kind}) differs in structure:\n"
                                f"  expected {json.dumps(wanted, sort_keys=True)}\n"
                                f"  found    {json.dumps(found, sort_keys=True)}")
    for definition in actual_definitions:
        if expected_definitions and definition != expected_definitions[0]:
            problems.append("a stepDefinition differs in structure:\n"
                            f"  expected {json.dumps(expected_definitions[0], sort_keys=True)}\n"
                            f"  found    {json.dumps(definition, sort_keys=True)}")
            break
    for problem in problems:
        print(f"{path}: {problem}")
    print(f"cck {example}: {0 if problems else 1} passed, {1 if problems else 0} failed")
    return 1 if problems else 0


def main(arguments):
    if arguments[:1] == ["validate"] and len(arguments) > 1:
        return validate(arguments[1:])
    if arguments[:1] == ["cck"] and len(arguments) == 3:
        return compare(arguments[1], arguments[2])
    if arguments == ["probe"]:
        require("cucumber_messages", "cucumber-messages")
        require("cucumber_compatibility_kit", "cucumber-compatibility-kit")
        return 0
    print(__doc__.strip(), file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
