#!/usr/bin/env bash
# Records everything a refactoring must keep byte-identical into one folder, so two builds can
# be compared with `diff -r`: the transcripts of the shipped scenarios, of each shipped
# component's criteria on every platform, of a generated benchmark suite, and the registries'
# listings (variants, steps, readers, interactions) and check's generated scenarios.
#
# Usage: Scripts/transcript-snapshot.sh OUT [SUITE] [SCENARIOS]
#   OUT        folder to write (made; must not exist)
#   SUITE      a suite from Benchmarks/generate-suite.py to record; when it does not exist it is
#              generated there with this build (fixed seed), so the next snapshot reuses it
#   SCENARIOS  scenarios in a generated suite (default 2000)
# Example (before and after a change):
#   Scripts/transcript-snapshot.sh /tmp/before /tmp/suite
#   … change, rebuild …
#   Scripts/transcript-snapshot.sh /tmp/after /tmp/suite && diff -r /tmp/before /tmp/after
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: Scripts/transcript-snapshot.sh OUT [SUITE] [SCENARIOS]}"
suite="${2:-}"
scenarios="${3:-2000}"
if [ -e "$out" ]; then echo "error: $out exists; give a new folder" >&2; exit 64; fi
swift build --product a11ysim >/dev/null
bin="$(swift build --show-bin-path)/a11ysim"
mkdir -p "$out/criteria"

"$bin" record Scenarios -o "$out/scenarios.baseline.txt" >/dev/null
for component in Scenarios/components/*.yml; do
  name="$(basename "$component" .yml)"
  "$bin" record "$component" -o "$out/criteria/$name.baseline.txt" >/dev/null
  "$bin" check "$component" --show-gherkin >"$out/criteria/$name.feature" 2>&1 || true
done
"$bin" variants >"$out/variants.txt"
"$bin" steps --markdown >"$out/steps.md"
"$bin" readers --markdown >"$out/readers.md"
"$bin" readers >"$out/readers.txt"
"$bin" interactions >"$out/interactions.txt"

if [ -n "$suite" ]; then
  if [ ! -d "$suite" ]; then
    python3 Benchmarks/generate-suite.py --a11ysim "$bin" --out "$suite" \
      --scenarios "$scenarios" >/dev/null
  fi
  "$bin" record "$suite/features" -o "$out/suite.baseline.txt" >/dev/null
fi
echo "snapshot written to $out"
