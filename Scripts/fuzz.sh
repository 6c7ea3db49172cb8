#!/usr/bin/env bash
# Fuzzes A11ySim's input surfaces with libFuzzer and AddressSanitizer.
#
#   Scripts/fuzz.sh TARGET SECONDS [LIBFUZZER-OPTION…]
#   Scripts/fuzz.sh all SECONDS          each target for SECONDS, one after the other
#
# TARGET is gherkin, tags, interactions, component, session, messages, merge, criteria,
# capture or screen (see Fuzz/README.md). The harnesses in Fuzz/ are built in .build-fuzz, apart from the normal
# build. Each target's corpus grows in .build-fuzz/corpus/TARGET, seeded from the project's
# fixtures; a crash, trap, ASan error, timeout (10 s per input) or out-of-memory (2 GB) is written to
# .build-fuzz/findings/TARGET/ and makes the script exit 1.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(gherkin tags interactions component session messages merge criteria capture screen)
usage() {
  echo "usage: Scripts/fuzz.sh $(IFS='|'; echo "${targets[*]}")|all SECONDS [LIBFUZZER-OPTION…]" >&2
  exit 64
}
[ $# -ge 2 ] || usage
target="$1"
seconds="$2"
shift 2
[[ "$seconds" =~ ^[0-9]+$ ]] || usage
if [ "$target" = all ]; then
  selected=("${targets[@]}")
elif [[ " ${targets[*]} " == *" $target "* ]]; then
  selected=("$target")
else
  usage
fi

scratch=.build-fuzz
echo "== building the fuzz targets (libFuzzer + AddressSanitizer) in $scratch"
# lld: gold fails on these links. Its warnings about ASan's local symbols are noise.
mkdir -p "$scratch"
build_log="$scratch/build.log"
# A11YSIM_FUZZ=1 adds the harnesses to the package (Package.swift); each is built as its own
# product, so the command-line tool is never linked against libFuzzer.
: >"$build_log"
for name in "${selected[@]}"; do
  if ! A11YSIM_FUZZ=1 swift build --scratch-path "$scratch" -c release --product "fuzz-$name" \
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address \
    -Xswiftc -use-ld=lld >>"$build_log" 2>&1; then
    grep -v "Cannot export local symbol" "$build_log" >&2
    echo "the fuzz build of fuzz-$name failed" >&2
    exit 1
  fi
done
grep -v "Cannot export local symbol" "$build_log" | tail -1
bin="$scratch/release"

# Writes the seeds for $1 into $2: the project's fixtures, and Fuzz/Seeds/$1. Inputs that
# start with a selector byte (Gherkin syntax, a variant, a platform) get one copy per choice.
seed() {
  local name="$1" dir="$2" file base i
  rm -rf "$dir"
  mkdir -p "$dir"
  case "$name" in
    gherkin)
      # Byte 0: '0' plain, '1' Markdown.
      for file in Tests/GherkinTests/Fixtures/*.feature Scenarios/*.feature; do
        { printf 0; cat "$file"; } >"$dir/plain-$(basename "$file")"
      done
      for file in Tests/GherkinTests/Fixtures/*.feature.md; do
        { printf 1; cat "$file"; } >"$dir/markdown-$(basename "$file")"
      done
      ;;
    tags) cp Fuzz/Seeds/tags/* "$dir/" ;;
    interactions)
      # Byte 0: the variant and reader, every one of them (there are fewer than 256: the
      # harness takes byte 0 modulo their number); byte 1: the settings, varied so that each
      # variant meets several (see FuzzInteractions.swift).
      for file in Fuzz/Seeds/interactions/*; do
        base="$(basename "$file" .txt)"
        for i in $(seq 0 255); do
          { printf "\\x$(printf %02x "$i")\\x$(printf %02x $((i * 7 % 256)))"; cat "$file"; } \
            >"$dir/$base-$i"
        done
      done
      ;;
    component) cp Scenarios/components/*.yml Fuzz/Seeds/component/* "$dir/" ;;
    screen) cp Scenarios/screens/*.yml Fuzz/Seeds/screen/* "$dir/" ;;
    messages) cp Fuzz/Seeds/messages/* "$dir/" ;;
    merge)
      # Programs of 4-byte steps [operation, stream, i, j] changing the real shards' streams
      # in Fuzz/Seeds/merge (see FuzzMerge.swift), which the harness reads from the repository.
      printf '' >"$dir/nothing"
      printf '\x00\x00\x10\x00' >"$dir/drop"
      printf '\x01\x01\x20\x05' >"$dir/duplicate"
      printf '\x02\x00\x30\x08' >"$dir/move"
      printf '\x03\x00\x07\x00\x03\x01\x03\x02' >"$dir/restatus"
      printf '\x05\x00\x18\x18\x06\x01\x00\x00' >"$dir/splice"
      ;;
    criteria) cp Tests/Fixtures/magentaa11y/* "$dir/" ;;
    capture)
      # Byte 0: what the input is (see FuzzCapture.swift): 0 a capture, 1-5 a tool's log.
      for file in Tests/Fixtures/calibration/* Fuzz/Seeds/capture/*; do
        base="$(basename "$file")"
        case "$base" in
          *.yml) i=0 ;; *guidepup*.json) i=1 ;; *orca*) i=2 ;; *nvda*) i=3 ;;
          *talkback*) i=4 ;; *.json) i=5 ;; *) continue ;;
        esac
        { printf "\\x$(printf %02x "$i")"; cat "$file"; } >"$dir/$base"
      done
      ;;
    session)
      # Byte 0: the platform.
      for file in Fuzz/Seeds/session/*; do
        base="$(basename "$file" .txt)"
        for i in 0 1 2 3 4; do
          { printf "\\x$(printf %02x "$i")"; cat "$file"; } >"$dir/$base-$i"
        done
      done
      ;;
  esac
}

# Options for one target: a merge program is slow to run (two real streams merged per input),
# so its programs get their full length (16 steps) from the start rather than growing to it.
declare -A target_options=([merge]="-max_len=64 -len_control=0")

status=0
for name in "${selected[@]}"; do
  corpus="$scratch/corpus/$name"
  seeds="$scratch/seeds/$name"
  findings="$scratch/findings/$name"
  log="$scratch/logs/$name-$(date -u +%Y%m%dT%H%M%SZ).log"
  mkdir -p "$corpus" "$findings" "$(dirname "$log")"
  seed "$name" "$seeds"
  echo "== fuzz-$name for ${seconds}s (log: $log)"
  # A copy runs, so that rebuilding during a long run does not pull the binary from under it.
  runner="$scratch/run/fuzz-$name.$$"
  mkdir -p "$scratch/run"
  cp "$bin/fuzz-$name" "$runner"
  started=$SECONDS
  # SWIFT_BACKTRACE=enable=no: Swift's backtracer would otherwise hang after a crash.
  # Leak detection is off: Swift's lazily built globals read as leaks to LeakSanitizer, and a
  # leak is not an input finding (crashes, traps, ASan errors, hangs and OOMs are).
  if SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" \
    "$runner" "$corpus" "$seeds" \
    -dict="Fuzz/Dictionaries/$name.dict" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 \
    -artifact_prefix="$findings/" ${target_options[$name]:-} "$@" >"$log" 2>&1; then
    result="no finding"
  else
    result="FINDING (exit $?): $(ls -t "$findings" | head -1)"
    status=1
    grep -E "^==[0-9]+==ERROR|^SUMMARY|Fatal error|ALARM|out-of-memory|#[0-9]+ 0x" "$log" |
      head -25 || true
  fi
  rm -f "$runner"
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
  echo "fuzz-$name: ${runs:-?} executions in $((SECONDS - started))s: $result"
done
exit "$status"
