#!/usr/bin/env python3
"""Measures a screen walked end to end: N and 2N elements, beside one scenario's cost.

Writes two screens into a temporary folder (text elements with a shipped button every tenth
element and the seeds' Quantity stepper last, at most Screen.elementLimit elements), walks
each with VoiceOver's next item on iOS from the first element to past the last
(`a11ysim simulate --do 'next item; …'`), and prints one Markdown row: the CPU of each walk,
the ratio 2N / N (2x is linear, 4x quadratic), and the 2N walk in units of one scenario of
the shipped suite (`a11ysim run Scenarios`, CPU divided by its scenario count), measured in
the same sitting with the same binary.

--reader and --platform walk with another reader's next item (`--reader nvda --platform
windows`: NVDA's browse-mode down arrow, a key, so each move is a change of the controls).

Usage: Benchmarks/screen-walk.py --a11ysim .build/release/a11ysim [--elements 1000] [--runs 3]
       [--reader voiceover-ios --platform ios]
"""

import argparse
import os
import pathlib
import re
import resource
import subprocess
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def write_screen(folder: pathlib.Path, count: int) -> pathlib.Path:
    button = ROOT / "Scenarios/components/save-button.yml"
    stepper = ROOT / "Scenarios/components/quantity.yml"
    lines = [f"screen: Walk {count}", "elements:"]
    for index in range(count - 1):
        if index % 10 == 5:
            lines.append(f"  - component: {button}")
        else:
            lines.append(f"  - text: Line {index + 1}")
    lines.append(f"  - component: {stepper}")
    path = folder / f"walk-{count}.yml"
    path.write_text("\n".join(lines) + "\n")
    return path


def cpu(command: list[str]) -> tuple[float, str]:
    """The CPU (user + system) of `command`'s child, and its standard output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    used = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return used, result.stdout


def best(command: list[str], runs: int) -> tuple[float, str]:
    results = [cpu(command) for _ in range(runs)]
    return min(r[0] for r in results), results[0][1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--a11ysim", required=True)
    parser.add_argument("--elements", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--reader", default="voiceover-ios")
    parser.add_argument("--platform", default="ios")
    args = parser.parse_args()
    binary = os.path.abspath(args.a11ysim)
    large = args.elements
    small = large // 2
    with tempfile.TemporaryDirectory(prefix="a11ysim-screen-walk-") as name:
        folder = pathlib.Path(name)
        walks = {}
        for count in (small, large):
            screen = write_screen(folder, count)
            moves = "; ".join(["next item"] * (count + 1))
            command = [binary, "simulate", str(screen), "--platform", args.platform, "--reader",
                       args.reader, "--do", moves]
            walks[count], _ = best(command, args.runs)
        suite, output = best([binary, "run", "Scenarios", "--format", "summary"], args.runs)
        found = re.search(r"^(\d+) scenarios", output, re.MULTILINE)
        scenarios = int(found.group(1)) if found else 1
    per_scenario = suite / scenarios
    print("| measure | A11ySim | peer | ratio | target |")
    print("|---|---|---|---|---|")
    print(
        f"| screen walked end to end, {large:,} elements, {args.reader}, CPU | {walks[large]:.2f} s "
        f"({walks[large] / per_scenario:,.0f} scenarios' cost; one scenario "
        f"{per_scenario * 1000:.2f} ms) | {small:,} elements: {walks[small]:.2f} s | "
        f"{walks[large] / walks[small]:.1f}× for 2× | linear: 2× for 2× |")


if __name__ == "__main__":
    main()
