#!/usr/bin/env bash
# The benchmark: A11ySim against behave and gherkin-official on one generated suite.
# Usage: Benchmarks/run.sh [SCENARIOS] [RUNS]   (default 20000 scenarios, best of 3 runs)
# Builds the release binaries, writes the suite with Benchmarks/generate-suite.py (fixed seed;
# every expectation from the simulator, checked with run --strict), installs behave and
# gherkin-official into a throw-away virtualenv, and prints the table Benchmarks/README.md
# describes, each figure beside its peer's as a ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
scenarios="${1:-20000}"
runs="${2:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "== release build" >&2
swift build -c release --product a11ysim >/dev/null
swift build -c release --product gherkin-benchmark >/dev/null
bin="$(swift build -c release --show-bin-path)"

echo "== peers: behave and gherkin-official in a throw-away virtualenv" >&2
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check behave gherkin-official

echo "== suite: $scenarios scenarios" >&2
python3 Benchmarks/generate-suite.py --a11ysim "$bin/a11ysim" --out "$work/suite" \
  --scenarios "$scenarios" --undefined

python3 Benchmarks/measure.py --a11ysim "$bin/a11ysim" --gherkin-benchmark "$bin/gherkin-benchmark" \
  --venv "$work/venv" --suite "$work/suite" --runs "$runs"
