#!/usr/bin/env python3
"""Writes a deterministic benchmark suite in A11ySim's own step vocabulary.

The suite looks like a large design system's: one feature per component, platform and reader,
each with a Background, Rules, plain Scenarios and Scenario Outlines whose Examples vary reader
settings. Every expectation is what the simulator itself says, found by running
`a11ysim simulate --format json` once per distinct script, so the suite passes under
`a11ysim run --strict`; the generator checks that before it finishes.

Usage: Benchmarks/generate-suite.py --a11ysim .build/release/a11ysim --out DIR [--scenarios N]
       [--seed S]

DIR/features holds the feature files, their components (DIR/features/components) and a behave
step directory (DIR/features/steps) with one catch-all step that does nothing, so behave runs
the same files as a peer.
"""

import argparse
import json
import re
import pathlib
import random
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# (platform for the step, platform id, reader id, reader name for the step)
PAIRS = [
    ("iOS", "ios", "voiceover-ios", "VoiceOver"),
    ("macOS", "macos", "voiceover-macos", "VoiceOver"),
    ("Android", "android", "talkback", "TalkBack"),
    ("Windows", "windows", "narrator", "Narrator"),
    ("Windows", "windows", "nvda", "NVDA"),
    ("Linux", "linux", "orca", "Orca"),
]

# The interactions each kind of reader is driven with (touch readers swipe, desktop ones type).
TOUCH = ["swipe right", "swipe left", "double-tap", "swipe right", "swipe up", "swipe down"]
# (The first interaction of each pool is how a walk starts.)
DESKTOP = ["press Tab", "press Up", "press Down", "press PageUp", "press Shift+Tab", "press Up"]
GESTURE_STEPS = {
    "swipe right": "When I swipe right",
    "swipe left": "When I swipe left",
    "swipe up": "When I swipe up",
    "swipe down": "When I swipe down",
    "double-tap": "When I double-tap",
}
# How many distinct walks each (reader, component) has.
SCRIPTS = 24
# Reader settings a scenario outline varies, per reader (only settings the pack has).
OUTLINE_SETTINGS = {
    "voiceover-ios": ("hints", ["on", "off"]),
    "voiceover-macos": ("order", ["valueFirst", "labelFirst"]),
    "talkback": ("descriptionOrder", ["stateNameRole", "roleNameState", "nameRoleState"]),
    "narrator": ("hints", ["on", "off"]),
    "nvda": ("hints", ["on", "off"]),
    "orca": ("order", ["roleBeforeValue", "valueBeforeRole"]),
}


def components_for(platform_id):
    """The shipped stepper component files that describe a control on the platform (the walks
    assert a value, which other controls do not have)."""
    found = []
    for path in sorted((ROOT / "Scenarios" / "components").glob("*.yml")):
        text = path.read_text(encoding="utf-8")
        if re.search(r"^control:\s*(?!stepper\b)", text, re.MULTILINE):
            continue
        if f"  {platform_id}:" in text or f"{platform_id}: {{" in text:
            found.append(path)
    return found


def step_for(interaction):
    if interaction in GESTURE_STEPS:
        return GESTURE_STEPS[interaction]
    key = interaction.removeprefix("press ")
    return f'When I press "{key}"'


def gherkin_string(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def table_cell(text):
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("\n", "\\n")


class Simulator:
    """Runs `a11ysim simulate` once per distinct (component, pair, settings, script)."""

    def __init__(self, binary):
        self.binary = binary
        self.cache = {}
        self.calls = 0

    def run(self, component, platform_id, reader, settings, script):
        key = (str(component), platform_id, reader, tuple(sorted(settings.items())), script)
        if key not in self.cache:
            command = [
                self.binary, "simulate", str(component), "--platform", platform_id,
                "--reader", reader, "--do", "; ".join(script), "--format", "json",
            ]
            for name, value in sorted(settings.items()):
                command += ["--reader-setting", f"{name}={value}"]
            result = subprocess.run(command, capture_output=True, text=True, check=False)
            self.calls += 1
            if result.returncode != 0:
                raise SystemExit(f"simulate failed ({' '.join(command)}): {result.stderr}")
            run = json.loads(result.stdout)[0]
            starts = [i["timeMilliseconds"] for i in run["interactions"]]
            heard = [[] for _ in starts]
            for entry in run["transcript"]:
                index = max(i for i, start in enumerate(starts) if start <= entry["timeMilliseconds"])
                heard[index].append(entry["text"])
            self.cache[key] = (heard, run["finalValue"])
        return self.cache[key]


def scenario_steps(simulator, component, pair, settings, script, rng):
    """The When/Then steps for a script: after each interaction, what was heard."""
    _, platform_id, reader, _ = pair
    heard, final = simulator.run(component, platform_id, reader, settings, script)
    steps = []
    for interaction, said in zip(script, heard):
        steps.append(step_for(interaction))
        if not said:
            steps.append("Then I hear nothing")
        elif len(said) == 1 or rng.random() < 0.7:
            steps.append(f'Then I hear exactly "{gherkin_string(said[0])}"')
        else:
            steps.append(f'Then I hear "{gherkin_string(said[-1])}"')
    value = f"{final:g}"
    steps.append(f"And the value is {value}")
    return steps, heard


def write_feature(simulator, index, pair, component, rng, scenarios_wanted):
    platform_step, platform_id, reader, reader_name = pair
    pool = TOUCH if platform_id in ("ios", "android") else DESKTOP
    tags = f"@bench @{platform_id} @{reader}"
    lines = [
        tags,
        f"Feature: {component.stem} on {platform_step} with {reader_name} ({index:05})",
        "  What the reader says as a person moves through the control and changes it.",
        "",
        "  Background:",
        f'    Given the component "components/{component.name}"',
        f"    And the platform is {platform_step} with {reader_name}",
        "",
    ]
    written = 0
    setting, values = OUTLINE_SETTINGS[reader]
    # A fixed pool of walks per platform and component, as a team reuses the same journeys:
    # it bounds the simulator runs the generator needs whatever the suite's size.
    pool_rng = random.Random(f"{platform_id}/{reader}/{component.name}")
    # Each walk starts by moving to the control, as a person does, then mixes the pool.
    scripts = [
        (pool[0],) + tuple(pool_rng.choice(pool) for _ in range(pool_rng.randint(2, 5)))
        for _ in range(SCRIPTS)
    ]
    rule = 0
    while written < scenarios_wanted:
        if written % 4 == 0 and rng.random() < 0.5:
            rule += 1
            lines += [f"  Rule: part {rule} of the walk", ""]
        script = rng.choice(scripts)
        if rng.random() < 0.25 and scenarios_wanted - written >= len(values):
            # An outline over a reader setting: the first utterance of each row as a column.
            rows = []
            for value in values:
                heard, final = simulator.run(component, platform_id, reader, {setting: value}, script)
                first = next((said[0] for said in heard if said), "")
                rows.append((value, first, f"{final:g}"))
            lines += [
                f"  Scenario Outline: {setting} <{setting}> on walk {written}",
                f'    Given the reader setting "{setting}" is "<{setting}>"',
            ]
            heard_any = False
            for position, interaction in enumerate(script):
                lines.append(f"    {step_for(interaction)}")
                if not heard_any and any(
                    simulator.run(component, platform_id, reader, {setting: v}, script)[0][position]
                    for v in values):
                    # The outline asserts the first utterance only where every row has one.
                    if all(
                        simulator.run(component, platform_id, reader, {setting: v}, script)[0][position]
                        for v in values):
                        lines.append('    Then I hear exactly "<first>"')
                    heard_any = True
            lines += ["    And the value is <value>", "", "    Examples:",
                      f"      | {setting} | first | value |"]
            for value, first, final in rows:
                lines.append(f"      | {value} | {table_cell(first)} | {final} |")
            lines.append("")
            written += len(values)
        else:
            steps, _ = scenario_steps(simulator, component, pair, {}, script, rng)
            lines += [f"  Scenario: walk {written}"] + [f"    {step}" for step in steps] + [""]
            written += 1
    return "\n".join(lines) + "\n", written


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--a11ysim", required=True, help="the a11ysim binary")
    parser.add_argument("--out", required=True, help="the folder to write (replaced)")
    parser.add_argument("--scenarios", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--per-feature", type=int, default=10)
    parser.add_argument("--no-check", action="store_true", help="skip the run --strict check")
    parser.add_argument(
        "--undefined", action="store_true",
        help="also write DIR/undefined: the same features with one undefined step per scenario")
    args = parser.parse_args()

    out = pathlib.Path(args.out)
    if out.exists():
        shutil.rmtree(out)
    features = out / "features"
    (features / "components").mkdir(parents=True)
    (features / "steps").mkdir()
    (features / "steps" / "catch_all.py").write_text(
        "# behave's peer run: one step that matches every step text and does nothing.\n"
        "from behave import step\n\n\n"
        "@step('{text}')\n"
        "def catch_all(context, text):\n"
        "    pass\n",
        encoding="utf-8")

    rng = random.Random(args.seed)
    simulator = Simulator(args.a11ysim)
    pairs = [(pair, component) for pair in PAIRS for component in components_for(pair[1])]
    for _, component in pairs:
        shutil.copy(component, features / "components" / component.name)
    total, index = 0, 0
    while total < args.scenarios:
        pair, component = pairs[index % len(pairs)]
        wanted = min(args.per_feature, args.scenarios - total)
        text, written = write_feature(simulator, index, pair, component, rng, wanted)
        (features / f"f{index:05}.feature").write_text(text, encoding="utf-8")
        total += written
        index += 1
    print(f"wrote {total} scenarios in {index} features to {features} "
          f"({simulator.calls} simulator runs)", file=sys.stderr)

    if args.undefined:
        # The dry-run measure: every scenario gains one step no definition matches.
        undefined = out / "undefined"
        shutil.copytree(features, undefined)
        for path in sorted(undefined.glob("*.feature")):
            text = path.read_text(encoding="utf-8")
            text = text.replace("    And the value is", "    And the gizmo hums softly\n    And the value is")
            path.write_text(text, encoding="utf-8")

    if not args.no_check:
        check = subprocess.run(
            [args.a11ysim, "run", str(features), "--strict", "--format", "summary"],
            capture_output=True, text=True, check=False)
        if check.returncode != 0:
            sys.stderr.write(check.stdout[-4000:] + check.stderr[-4000:])
            raise SystemExit("the generated suite does not pass under run --strict")
        print(check.stdout.strip().splitlines()[-1], file=sys.stderr)


if __name__ == "__main__":
    main()
