# Helpers shared by the VM checks (scripts/vm-checks/*.sh), sourced after the check sets
# `vm_check` (its name, the first word of its PASS/FAIL lines) and `fails=0`. Named .bash
# so that scripts/vm-test-guest, which runs every *.sh here, does not run it as a check.

pass_if() {  # DESCRIPTION COMMAND...: PASS when the command succeeds, else FAIL (counted in $fails)
  local what=$1; shift
  if "$@"; then echo "PASS $vm_check: $what"; else echo "FAIL $vm_check: $what"; fails=$((fails + 1)); fi
}

field() {  # LOG CHECK KEY: the value of KEY in LOG's last "RESULT CHECK ..." line
  sed -n "s/^RESULT $2 .*\b$3=\([^ ]*\).*/\1/p" "$1" | tail -n 1
}

holds() {  # AWK_CONDITION NAME=VALUE...: the condition holds for the values (numbers)
  local condition=$1; shift
  awk "$@" "BEGIN { exit !($condition) }"
}

wait_lines() {  # LOG PATTERN PID [COUNT=1] [TIMEOUT_S=120]: wait until LOG has COUNT lines matching PATTERN while PID runs
  local i=0 n
  until n=$(grep -c -- "$2" "$1" 2>/dev/null); [ "${n:-0}" -ge "${4:-1}" ]; do
    kill -0 "$3" 2>/dev/null || return 1
    [ "$i" -ge "$(( ${5:-120} * 10 ))" ] && return 1
    sleep 0.1; i=$((i + 1))
  done
}

threads() {  # PID: each thread's name, state and kernel wait channel, and its kernel stack
  for task in /proc/"$1"/task/*; do
    echo "  $(cat "$task/comm") $(cut -d' ' -f3 "$task/stat") $(cat "$task/wchan")"
    cat "$task/stack" 2>/dev/null | head -n 8 | sed 's/^/    /'
  done
}

wait_exit() {  # PID: its exit status; after 60 s it is logged (threads, where they wait, the end of $log) and killed: 255
  local i=0
  while [ "$(cut -d' ' -f3 "/proc/$1/stat" 2>/dev/null)" != Z ] && [ -e "/proc/$1" ]; do
    if [ "$i" -ge 600 ]; then
      echo "$vm_check: process $1 still there after 60 s; its threads:"
      threads "$1"
      [ -n "${log:-}" ] && { echo "$vm_check: the end of $log:"; tail -n 15 "$log"; }
      kill -KILL "$1"; wait "$1"; return 255
    fi
    sleep 0.1; i=$((i + 1))
  done
  wait "$1"
}

ready() {  # LOG PID TIMEOUT_S: the app held (its READY line); an app still running without it is logged (threads, the end of LOG)
  wait_lines "$1" '^READY hold' "$2" 1 "$3" && return 0
  if kill -0 "$2" 2>/dev/null; then
    echo "$vm_check: no READY line from process $2 after $3 s; its threads:"
    threads "$2"
    echo "$vm_check: the end of $1:"; tail -n 15 "$1"
  fi
  return 1
}

# The GPU renderer's checks (gpu.sh, fence.sh), which set `check` (VitrineKMSCheck) and `out`:
gpu_compare() {  # NAME ACTUAL REFERENCE: within the GPU tolerance; prints the RESULT line
  "$check" compare --name "$1" --tolerance 24 --allowed-share 0.005 --diff "${2%.png}.diff.png" "$2" "$3" 2>&1 \
    | tee -a "$out/compare.log"
}

gbm_path() {  # LOG: the renderer drew into the display's GBM buffers and nothing fell back
  grep -q "GBM buffers, page-flipped" "$1" && ! grep -q -e "GPU buffers not used" -e "GPU renderer stopped" \
    -e "no GPU buffers" -e "no GBM device" -e "no EGL on" -e "rendering on the CPU" "$1"
}
