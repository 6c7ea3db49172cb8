#!/usr/bin/env bash
# Gherkin parse throughput: generates a corpus of feature files, parses and compiles it with
# the Swift parser (release build) and with the Python reference (pip gherkin-official), and
# prints both figures and their ratio. Usage: Benchmarks/gherkin-throughput.sh [FILES] [RUNS]
# With RUNS > 1 both parsers run that many times, alternating, and the best run of each counts;
# within a run each parser makes 5 passes over the corpus and keeps its best (the same for both).
set -euo pipefail
cd "$(dirname "$0")/.."
files="${1:-2000}"
runs="${2:-1}"
corpus="$(mktemp -d)"
trap 'rm -rf "$corpus"' EXIT

python3 - "$corpus" "$files" <<'PY'
import random, sys, pathlib
out, count = pathlib.Path(sys.argv[1]), int(sys.argv[2])
rng = random.Random(42)
platforms = ["iOS", "macOS", "Android", "Windows", "Linux"]
for n in range(count):
    lines = [f"@stepper @file{n}", f"Feature: Stepper announcements {n}",
             "  Every change of value is announced.", "",
             "  Background:", "    Given a stepper with value 3", "    And the screen reader is on", ""]
    for s in range(rng.randint(3, 8)):
        kind = rng.random()
        if kind < 0.6:
            lines += [f"  @scenario{s}", f"  Scenario: increment {s}",
                      "    When the user increments", '    Then the reader says "4"',
                      "    And nothing else is said", ""]
        elif kind < 0.8:
            lines += [f"  Scenario: table {s}", "    Given these phrases:",
                      "      | engine    | phrase         |",
                      "      | VoiceOver | 4, adjustable  |",
                      "      | TalkBack  | 4, stepper     |", ""]
        else:
            lines += [f"  Scenario Outline: step {s} on <platform>", "    Given the step is <step>",
                      "    Then the value is <value>", '      """', "      <platform> speech", '      """',
                      "    Examples:", "      | platform | step | value |"]
            for p in rng.sample(platforms, 3):
                lines.append(f"      | {p:<8} | {rng.randint(1, 9)}    | {rng.randint(1, 20)}     |")
            lines.append("")
    (out / f"f{n:05}.feature").write_text("\n".join(lines) + "\n", encoding="utf-8")
PY

swift build -c release --product gherkin-benchmark >/dev/null
python_code="$(cat <<'PY'
import pathlib, sys, time
from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler
from gherkin.stream.id_generator import IdGenerator
files = sorted(pathlib.Path(sys.argv[1]).glob("*.feature"))
sources = [(f.name, f.read_text(encoding="utf-8")) for f in files]
size = sum(len(s.encode()) for _, s in sources)
# Best of PASSES passes, as the Swift benchmark takes the best of its passes.
passes = int(sys.argv[2])
from gherkin.ast_builder import AstBuilder
seconds = None
for _ in range(passes):
    start = time.perf_counter()
    pickles = 0
    for name, text in sources:
        ids = IdGenerator()
        doc = Parser(AstBuilder(ids)).parse(text)
        doc["uri"] = name
        pickles += len(Compiler(ids).compile(doc))
    elapsed = time.perf_counter() - start
    seconds = elapsed if seconds is None else min(seconds, elapsed)
print(f"python: {len(files)} files, {size/1e6:.2f} MB, {pickles} scenarios in {seconds:.3f} s: "
      f"{size/1e6/seconds:.1f} MB/s, {pickles/seconds:.0f} scenarios/s")
PY
)"
best_swift="" best_python="" best_swift_rate=0 best_python_rate=0
for _ in $(seq "$runs"); do
  swift_line="$(.build/release/gherkin-benchmark "$corpus" 5)"
  python_line="$(python3 - "$corpus" 5 <<<"$python_code")"
  rate="$(sed -E 's/.* ([0-9]+) scenarios\/s$/\1/' <<<"$swift_line")"
  if ((rate > best_swift_rate)); then best_swift_rate=$rate best_swift=$swift_line; fi
  rate="$(sed -E 's/.* ([0-9]+) scenarios\/s$/\1/' <<<"$python_line")"
  if ((rate > best_python_rate)); then best_python_rate=$rate best_python=$python_line; fi
done
echo "$best_swift"
echo "$best_python"
swift_rate=$best_swift_rate
python_rate=$best_python_rate
awk -v s="$swift_rate" -v p="$python_rate" -v r="$runs" 'BEGIN { printf "ratio: %.1fx the Python reference (scenarios/s, best of %d)\n", s / p, r }'
