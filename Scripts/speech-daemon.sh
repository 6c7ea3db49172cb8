#!/usr/bin/env bash
# A private speech-dispatcher daemon for tests and CI, on a machine with no sound card.
#
#   Scripts/speech-daemon.sh start [--realtime] [--prefix NAME] [--conf LINE]...
#       prints eval-able lines:
#       NAME_DIR=/tmp/spd.XXXXXX  NAME_ADDRESS=unix_socket:…/speechd.sock  NAME_AUDIO=…/audio.raw
#   Scripts/speech-daemon.sh stop DIR
#   Scripts/speech-daemon.sh status DIR
#
# Its own config dir, home and socket under a short /tmp path (a Unix socket path holds at
# most 107 bytes, and the address may hold no ':'), espeak-ng as the only module.
# Default mode: ALSA's `file` plugin appends every sample the daemon plays to audio.raw
# (S16_LE, 22050 Hz, mono) and discards it; there is no clock, so speech is written as fast as
# it is made. --realtime: a PulseAudio null sink paced in real time, recorded by parec, so
# interruptions can be heard (the capture includes silence). NAME defaults to SPEECHD_TEST.
# --conf LINE adds a line to its speechd.conf (tests use it to give the daemon other defaults).
set -euo pipefail

usage() {
  echo "usage: $0 start [--realtime] [--prefix NAME] [--conf LINE]... | stop DIR | status DIR" >&2
  exit 64
}

start() {
  local realtime=0 prefix=SPEECHD_TEST extra=""
  while [ $# -gt 0 ]; do
    case "$1" in
      --realtime) realtime=1 ;;
      --prefix) prefix="$2"; shift ;;
      --conf) extra+="$2"$'\n'; shift ;;
      *) usage ;;
    esac
    shift
  done
  command -v speech-dispatcher >/dev/null || {
    echo "speech-dispatcher is not installed: apt-get install speech-dispatcher speech-dispatcher-espeak-ng" >&2
    exit 2
  }
  local dir
  dir="$(mktemp -d /tmp/spd.XXXXXX)"
  mkdir -p "$dir/conf/modules" "$dir/run" "$dir/home" "$dir/log"
  chmod 700 "$dir/run"
  cp /etc/speech-dispatcher/modules/espeak-ng.conf "$dir/conf/modules/"
  : >"$dir/audio.raw"
  local output
  if [ "$realtime" = 1 ]; then
    output='AudioOutputMethod "pulse"
AudioPulseDevice "speechd_sink"'
  else
    output='AudioOutputMethod "alsa"
AudioALSADevice "default"'
  fi
  cat >"$dir/conf/speechd.conf" <<EOF
CommunicationMethod "unix_socket"
SocketPath "$dir/run/speechd.sock"
Timeout 0
LogLevel 0
LogDir "$dir/log"
$output
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
DefaultLanguage "en"
$extra
EOF
  cat >"$dir/home/.asoundrc" <<EOF
pcm.!default { type plug; slave { pcm "speechd_capture"; format S16_LE; rate 22050; channels 1 } }
pcm.speechd_capture { type file; slave.pcm "null"; file "|cat >>$dir/audio.raw"; format "raw" }
EOF
  local env=(HOME="$dir/home" XDG_RUNTIME_DIR="$dir/run")
  if [ "$realtime" = 1 ]; then
    env+=(PULSE_SERVER="unix:$dir/run/pulse.sock")
    env "${env[@]}" pulseaudio -n --daemonize=no --exit-idle-time=-1 --use-pid-file=no \
      -L "module-native-protocol-unix socket=$dir/run/pulse.sock auth-anonymous=1" \
      -L "module-null-sink sink_name=speechd_sink rate=22050 channels=1 format=s16le" \
      >"$dir/log/pulse.log" 2>&1 &
    echo $! >"$dir/pulse.pid"
    wait_for "$dir/run/pulse.sock" || fail "$dir" "PulseAudio did not start (see $dir/log/pulse.log)"
    env "${env[@]}" parec -d speechd_sink.monitor --rate=22050 --channels=1 --format=s16le \
      --latency-msec=20 >"$dir/audio.raw" 2>"$dir/log/parec.log" &
    echo $! >"$dir/parec.pid"
  fi
  env "${env[@]}" speech-dispatcher -s -t 0 -C "$dir/conf" -P "$dir/run/speechd.pid" \
    >"$dir/log/daemon.log" 2>&1 &
  echo $! >"$dir/daemon.pid"
  wait_for "$dir/run/speechd.sock" || fail "$dir" "speech-dispatcher did not start (see $dir/log/daemon.log)"
  echo "${prefix}_DIR=$dir"
  echo "${prefix}_ADDRESS=unix_socket:$dir/run/speechd.sock"
  echo "${prefix}_AUDIO=$dir/audio.raw"
}

# Waits up to 10 s for a socket to appear.
wait_for() {
  local tries=0
  while [ ! -S "$1" ]; do
    tries=$((tries + 1))
    [ "$tries" -le 200 ] || return 1
    sleep 0.05
  done
}

fail() {
  cat "$1"/log/*.log >&2 2>/dev/null || true
  stop "$1" >/dev/null 2>&1 || true
  echo "$2" >&2
  exit 2
}

stop() {
  local dir="${1:?stop needs the DIR that start printed}" name pid pids=()
  case "$dir" in /tmp/spd.*) ;; *) echo "not a speech daemon dir: $dir" >&2; exit 64 ;; esac
  for name in daemon parec pulse; do
    [ -f "$dir/$name.pid" ] || continue
    pid="$(cat "$dir/$name.pid")"
    # The output module (sd_espeak-ng) is the daemon's child.
    pids+=("$pid" $(pgrep -P "$pid" 2>/dev/null || true))
  done
  [ ${#pids[@]} -eq 0 ] || kill -TERM "${pids[@]}" 2>/dev/null || true
  local tries=0
  while [ ${#pids[@]} -gt 0 ] && kill -0 "${pids[@]}" 2>/dev/null && [ "$tries" -lt 60 ]; do
    tries=$((tries + 1))
    sleep 0.05
  done
  [ ${#pids[@]} -eq 0 ] || kill -KILL "${pids[@]}" 2>/dev/null || true
  rm -rf "$dir"
}

status() {
  local dir="${1:?status needs the DIR that start printed}"
  if [ -f "$dir/daemon.pid" ] && kill -0 "$(cat "$dir/daemon.pid")" 2>/dev/null \
    && [ -S "$dir/run/speechd.sock" ]; then
    echo "running: pid $(cat "$dir/daemon.pid"), socket $dir/run/speechd.sock, audio $(stat -c %s "$dir/audio.raw") bytes"
  else
    echo "not running"
    exit 1
  fi
}

case "${1:-}" in
  start) shift; start "$@" ;;
  stop) stop "${2:-}" ;;
  status) status "${2:-}" ;;
  *) usage ;;
esac
