#!/usr/bin/env python3
"""Measures A11ySim against its peers on one generated suite and prints a Markdown table.

Called by Benchmarks/run.sh, which builds the release binaries, generates the suite and sets up
a throw-away virtualenv with behave and gherkin-official. Each measure runs RUNS times,
alternating A11ySim and its peer, and keeps the best run of each (the machine is shared, so the
best run is the one least disturbed). CPU is user + system time; memory is peak resident set.
"""

import argparse
import datetime
import os
import pathlib
import platform
import re
import subprocess
import sys
import tempfile
import time

TIME = "/usr/bin/time"


class Sample:
    def __init__(self, wall, cpu, rss_kib, code, stdout):
        self.wall, self.cpu, self.rss_kib, self.code, self.stdout = wall, cpu, rss_kib, code, stdout


def timed(command, stdin=None, cwd=None, env=None):
    """Runs a command under GNU time: wall seconds, CPU seconds, peak RSS, exit code, stdout."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        full = [TIME, "-f", "%e %U %S %M", "-o", report.name] + command
        started = time.perf_counter()
        result = subprocess.run(
            full, input=stdin, capture_output=True, text=True, cwd=cwd, env=env, check=False)
        elapsed = time.perf_counter() - started
        fields = report.read().strip().splitlines()[-1].split()
    # GNU time gives wall time in hundredths, too coarse for a cold run of a few milliseconds:
    # the clock around it is used (it includes starting `time` itself, well under a millisecond).
    user, system, rss = float(fields[1]), float(fields[2]), int(fields[3])
    return Sample(elapsed, user + system, rss, result.returncode, result.stdout)


def best(samples, key):
    return min(samples, key=key)


def alternate(runs, first, second):
    """Runs two measures alternately, `runs` times each; returns both lists of samples."""
    a, b = [], []
    for _ in range(runs):
        a.append(first())
        if second:
            b.append(second())
    return a, b


def python_parse_rate(python, corpus):
    code = r"""
import pathlib, sys, time
from gherkin.parser import Parser
from gherkin.ast_builder import AstBuilder
from gherkin.pickles.compiler import Compiler
from gherkin.stream.id_generator import IdGenerator
files = sorted(pathlib.Path(sys.argv[1]).glob("*.feature"))
sources = [(f.name, f.read_text(encoding="utf-8")) for f in files]
best = None
for _ in range(3):
    start = time.perf_counter()
    pickles = 0
    for name, text in sources:
        ids = IdGenerator()
        doc = Parser(AstBuilder(ids)).parse(text)
        doc["uri"] = name
        pickles += len(Compiler(ids).compile(doc))
    elapsed = time.perf_counter() - start
    best = elapsed if best is None else min(best, elapsed)
print(pickles / best)
"""
    result = subprocess.run(
        [python, "-c", code, str(corpus)], capture_output=True, text=True, check=True)
    return float(result.stdout.strip())


def swift_parse_rate(benchmark, corpus):
    result = subprocess.run(
        [benchmark, str(corpus), "3"], capture_output=True, text=True, check=True)
    return float(re.search(r"([0-9.]+) scenarios/s", result.stdout).group(1))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--a11ysim", required=True)
    parser.add_argument("--gherkin-benchmark", required=True)
    parser.add_argument("--venv", required=True, help="virtualenv with behave and gherkin-official")
    parser.add_argument("--suite", required=True, help="generate-suite.py's output folder")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--session-lines", type=int, default=10_000)
    args = parser.parse_args()

    suite = pathlib.Path(args.suite)
    features, undefined = suite / "features", suite / "undefined"
    behave = str(pathlib.Path(args.venv) / "bin" / "behave")
    python = str(pathlib.Path(args.venv) / "bin" / "python")
    scenarios = None
    rows = []

    def a11ysim(*extra, stdin=None):
        return timed([args.a11ysim, *extra], stdin=stdin)

    def peer(*extra):
        return timed([behave, "--no-capture", "--no-summary", "--format", "null", *extra])

    print(f"measuring ({args.runs} alternating runs each)…", file=sys.stderr)

    # 1. The full run, one job: CPU against behave running the same files.
    ours, theirs = alternate(
        args.runs, lambda: a11ysim("run", str(features), "--format", "summary"),
        lambda: peer(str(features)))
    full = best(ours, key=lambda s: s.cpu)
    behave_full = best(theirs, key=lambda s: s.cpu)
    if full.code != 0:
        raise SystemExit(f"a11ysim run failed: {full.stdout[-2000:]}")
    scenarios = int(re.search(r"^(\d+) scenarios?", full.stdout, re.M).group(1))
    rows.append((
        f"full run, {scenarios:,} scenarios, CPU", f"{full.cpu:.1f} s",
        f"behave {behave_full.cpu:.1f} s", f"{behave_full.cpu / full.cpu:.1f}× faster",
        "≥ 10× faster than behave"))

    # 2. Wall time with two jobs, and how much the second job buys.
    # Alternates with a one-job run of its own, for the same reason as the reports below.
    ours, one = alternate(
        args.runs, lambda: a11ysim("run", str(features), "--jobs", "2", "--format", "summary"),
        lambda: a11ysim("run", str(features), "--format", "summary"))
    jobs2 = best(ours, key=lambda s: s.wall)
    jobs1 = best(one, key=lambda s: s.wall)
    rows.append((
        f"full run, wall, --jobs 2", f"{jobs2.wall:.2f} s", f"jobs 1: {jobs1.wall:.2f} s",
        f"{jobs1.wall / jobs2.wall:.2f}× of jobs 1", "< 2 s; ≥ 1.8× of jobs 1"))

    # 3. The message stream: extra CPU, peak memory, file size. Each report alternates with a
    # plain run of its own, so both sides of its ratio come from the same minutes: a plain run
    # measured once, earlier, beside behave, moved the ratios by ±25 % on this shared machine.
    def plain_run():
        return a11ysim("run", str(features), "--format", "summary")

    with tempfile.TemporaryDirectory() as folder:
        stream = os.path.join(folder, "run.ndjson")
        ours, plain = alternate(
            args.runs,
            lambda: a11ysim("run", str(features), "--format", "summary", "--format",
                            f"message:{stream}"), plain_run)
        message = best(ours, key=lambda s: s.cpu)
        base = best(plain, key=lambda s: s.cpu)
        size = os.path.getsize(stream)
    rows.append((
        "--format message", f"{message.cpu:.1f} s CPU, {message.rss_kib / 1024:.0f} MiB peak, "
        f"{size / 1e6:.0f} MB", f"plain run {base.cpu:.1f} s",
        f"{(message.cpu / base.cpu - 1) * 100:+.0f} % CPU", "≤ +15 % CPU, peak < 100 MB"))

    # 3b. JUnit and HTML: built from a compact record per scenario, each test case's element
    # set aside on disk as it finishes; peak memory must stay flat like the default run's.
    for name, extension in (("junit", "xml"), ("html", "html")):
        with tempfile.TemporaryDirectory() as folder:
            target = os.path.join(folder, f"run.{extension}")
            ours, plain = alternate(
                args.runs,
                lambda: a11ysim("run", str(features), "--format", "summary", "--format",
                                f"{name}:{target}"), plain_run)
            report = best(ours, key=lambda s: s.cpu)
            base = best(plain, key=lambda s: s.cpu)
            size = os.path.getsize(target)
        rows.append((
            f"--format {name}", f"{report.cpu:.1f} s CPU, {report.rss_kib / 1024:.0f} MiB peak, "
            f"{size / 1e6:.0f} MB", f"plain run {base.cpu:.1f} s, {base.rss_kib / 1024:.0f} MiB",
            f"{(report.cpu / base.cpu - 1) * 100:+.0f} % CPU", "≤ +15 % CPU, streamed: peak < 100 MB"))

    # 4. Memory of the default run.
    rows.append((
        "default run memory", f"{full.rss_kib / 1024:.0f} MiB "
        f"({full.rss_kib / scenarios:.1f} KiB/scenario)",
        f"behave {behave_full.rss_kib / 1024:.0f} MiB",
        f"{behave_full.rss_kib / full.rss_kib:.1f}× less", "flat: < 100 MB"))

    # 5. Dry run with one undefined step per scenario.
    if undefined.exists():
        ours, theirs = alternate(
            args.runs, lambda: a11ysim("run", str(undefined), "--dry-run", "--format", "summary"),
            lambda: peer("--dry-run", str(undefined)))
        dry = best(ours, key=lambda s: s.wall)
        behave_dry = best(theirs, key=lambda s: s.wall)
        rows.append((
            f"dry run, {scenarios:,} undefined steps", f"{dry.wall:.2f} s",
            f"behave --dry-run {behave_dry.wall:.2f} s",
            f"{behave_dry.wall / dry.wall:.1f}× faster", "≥ 5× faster than behave"))

    # 6. Parse and compile pickles.
    swift_rates, python_rates = [], []
    for _ in range(args.runs):
        swift_rates.append(swift_parse_rate(args.gherkin_benchmark, features))
        python_rates.append(python_parse_rate(python, features))
    swift_rate, python_rate = max(swift_rates), max(python_rates)
    rows.append((
        "parse + pickles", f"{swift_rate:,.0f} scenarios/s",
        f"gherkin-official {python_rate:,.0f}/s", f"{swift_rate / python_rate:.0f}×", "≥ 40×"))

    # 7. One scenario, cold: the first scenario of the first feature on its own.
    with tempfile.TemporaryDirectory() as folder:
        first = sorted(features.glob("*.feature"))[0].read_text(encoding="utf-8")
        head, _, rest = first.partition("  Scenario: ")
        one = head + "  Scenario: " + rest.split("\n\n")[0] + "\n"
        os.symlink(features / "components", os.path.join(folder, "components"))
        os.symlink(features / "steps", os.path.join(folder, "steps"))
        path = os.path.join(folder, "one.feature")
        pathlib.Path(path).write_text(one, encoding="utf-8")
        # Started directly, not under GNU time: a few milliseconds are measured here, and
        # starting `time` as well would be part of them.
        def direct(command):
            started = time.perf_counter()
            result = subprocess.run(command, capture_output=True, check=False)
            return Sample(time.perf_counter() - started, 0.0, 0, result.returncode, "")

        ours, theirs = alternate(
            max(args.runs, 20),
            lambda: direct([args.a11ysim, "run", path, "--format", "summary"]),
            lambda: direct([behave, "--no-capture", "--no-summary", "--format", "null", path]))
        cold = best(ours, key=lambda s: s.wall)
        behave_cold = best(theirs, key=lambda s: s.wall)
        if cold.code != 0:
            raise SystemExit("a11ysim run of one scenario failed")
    rows.append((
        "one-scenario run, cold", f"{cold.wall * 1000:.0f} ms", f"behave {behave_cold.wall * 1000:.0f} ms",
        f"{behave_cold.wall / cold.wall:.1f}× faster", "≤ 10 ms"))

    # 8. The session fed N commands through a pipe, and half as many: linear or not.
    lines = args.session_lines
    half = "swipe right\n" * (lines // 2)
    full_input = "swipe right\n" * lines
    ours, halves = alternate(
        args.runs, lambda: a11ysim("session", stdin=full_input),
        lambda: a11ysim("session", stdin=half))
    session = best(ours, key=lambda s: s.wall)
    session_half = best(halves, key=lambda s: s.wall)
    rows.append((
        f"session, {lines:,} piped commands", f"{session.wall:.2f} s, "
        f"{session.rss_kib / 1024:.0f} MiB peak", f"{lines // 2:,}: {session_half.wall:.2f} s",
        f"{session.wall / max(session_half.wall, 1e-6):.1f}× for 2× the commands",
        "linear: 10,000 in < 1 s, < 100 MB"))

    cpu = ""
    try:
        cpu = next(line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo")
                   if line.startswith("model name"))
    except (OSError, StopIteration):
        cpu = platform.processor()
    versions = subprocess.run(
        [python, "-c", "import importlib.metadata as m; print(m.version('behave'), "
         "m.version('gherkin-official'))"], capture_output=True, text=True).stdout.split()
    print(f"Measured {datetime.date.today().isoformat()} on {os.cpu_count()} cores ({cpu}), "
          f"Linux {platform.release()}; behave {versions[0]}, gherkin-official {versions[1]}; "
          f"best of {args.runs} alternating runs.\n")
    print("| measure | A11ySim | peer | ratio | target |")
    print("|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
