#!/usr/bin/env bash
# Kiosk lockdown check (issue 29), run in the VM guest (by scripts/vm-test-guest) from the
# repository's root:   scripts/vm-checks/lockdown.sh BIN_DIR OUT_DIR
# An app (VitrineKMSCheck's check scene: UIApplicationMain on KMS, like any app, and quicker
# to start under emulation than the demo) runs as root on vkms (a direct session): its VT
# (tty1) must be in graphics mode with the keyboard off while it runs. A uinput keyboard
# presses Ctrl+Alt+F2 and types a line, and another process asks for VT 2 (VT_ACTIVATE, as
# chvt): the active VT stays tty1 and tty1 receives nothing. After SIGTERM, and after a crash (SIGSEGV), the
# console is back: text mode, the keyboard mode it had, and a typed line reaches tty1.
# With VITRINE_VT_SWITCH=1, Ctrl+Alt+F2 switches to tty2 (the app pauses) and switching
# back resumes it. The first run is started as systemd starts a `Type=notify` unit with
# `WatchdogSec=2` ($NOTIFY_SOCKET, $WATCHDOG_USEC): READY=1 once the first frame is on
# screen, STATUS= lines, WATCHDOG=1 every second from the run loop, STOPPING=1 at the end.
set -u
. "$VMTEST_DIR/guest-env.sh"
bin=$1 results=$2
# Logs are written into guest memory and copied at the end (see touch.sh).
out=$(mktemp -d) fifos=$(mktemp -d)
trap 'cp -r "$out"/. "$results"/' EXIT
app_bin=$bin/VitrineKMSCheck probe=$VITRINE_VM_TOOLS/console-probe
fails=0
vm_check=lockdown
. "$(dirname "$0")/lib.bash"
active() { cat /sys/class/tty/tty0/active; }
mark() { echo "lockdown: [$(cut -d' ' -f1 /proc/uptime) s] $*"; }  # progress, for a run that stops
wait_active() {  # TTY: wait (10 s at most) until TTY is the active VT
  for _ in $(seq 100); do [ "$(active)" = "$1" ] && return 0; sleep 0.1; done
  return 1
}
keys() { printf '%s\n' "$@" >&5; }  # key commands for the uinput keyboard
start_keyboard() {  # NAME: a uinput keyboard fed through fd 5
  # Not among the logs: QEMU's 9p refuses a fifo copied into the shared folder.
  rm -f "$fifos/$1"; mkfifo "$fifos/$1"
  "$VITRINE_VM_TOOLS/uinput-keyboard" "$1" <"$fifos/$1" 2>"$out/$1.keyboard.log" & keyboard=$!
  exec 5>"$fifos/$1"
}
stop_keyboard() { exec 5>&-; wait_exit "$keyboard"; }
start_app() {  # NAME [ENV...]: the app on KMS, its log in $out/NAME.log; waits until the console is locked
  local name=$1; shift
  log=$out/$name.log
  env VITRINE_DISPLAY=kms "$@" "$app_bin" run --hold --flips 2 --idle-seconds 0 >"$log" 2>&1 5>&- & app=$!
  wait_lines "$log" 'modeset ' "$app" && wait_lines "$log" 'console /dev/tty1 locked' "$app"
}

vmtest_load_vkms && vmtest_load_input && vmtest_start_udev drm graphics input \
  || { echo "FAIL lockdown: vkms, uinput and udev"; exit 1; }
# A reader's end kept open: keys typed on a VT nobody has open are dropped anyway.
exec 7<>/dev/tty1
before=$($probe state /dev/tty1)
pass_if "tty1 is the active VT, in text mode ($before)" eval '[ "$(active)" = tty1 ] && [ "${before%% *}" = kd=0 ]'

# 1. Locked while the app runs: Ctrl+Alt+F2, a typed line, and chvt 2 change nothing.
notify=$out/notify.log
"$VITRINE_VM_TOOLS/notify-listener" /run/vitrine-notify.sock "$notify" & listener=$!
for _ in $(seq 100); do [ -S /run/vitrine-notify.sock ] && break; sleep 0.1; done
start_app locked NOTIFY_SOCKET=/run/vitrine-notify.sock WATCHDOG_USEC=2000000; started=$?
pass_if "the app runs on vkms and says tty1 is locked" [ "$started" = 0 ]
during=$($probe state /dev/tty1)
pass_if "while it runs tty1 is in graphics mode with the keyboard off ($during)" [ "$during" = "kd=1 kb=4" ]
start_keyboard "vitrine lockdown keyboard"
wait_lines "$log" 'device [0-9]* added: vitrine lockdown keyboard' "$app"
keys "press leftctrl" "press leftalt" "tap f2" "release leftalt" "release leftctrl" "tap a" "tap b" "tap enter"
sleep 2
pass_if "Ctrl+Alt+F2 left tty1 active ($(active))" [ "$(active)" = tty1 ]
pass_if "the typed line did not reach tty1 ($($probe pending /dev/tty1) bytes pending)" [ "$($probe pending /dev/tty1)" = 0 ]
$probe activate 2
sleep 2
pass_if "a VT_ACTIVATE from another process (chvt 2) was refused: tty1 still active ($(active))" [ "$(active)" = tty1 ]
pass_if "the app logged the refusal" grep -q 'VT switch away from tty1 refused' "$log"
kill -TERM "$app"; wait_exit "$app"; status=$?
pass_if "SIGTERM ends the app with status 0 ($status)" [ "$status" = 0 ]
kill "$listener"
pass_if "systemd heard READY=1 ($(grep -m1 'READY=1' "$notify"))" grep -q '^[0-9.]* READY=1$' "$notify"
pass_if "and STATUS= lines ($(grep -m1 'STATUS=' "$notify"))" grep -q ' STATUS=' "$notify"
pings=$(grep -c ' WATCHDOG=1$' "$notify")
pass_if "and a WATCHDOG=1 a second from the run loop ($pings in the run)" [ "$pings" -ge 3 ]
pass_if "and STOPPING=1 last ($(tail -n1 "$notify"))" eval 'tail -n1 "$notify" | grep -q " STOPPING=1$"'
after=$($probe state /dev/tty1)
pass_if "after the app tty1 is as before ($after, before $before)" [ "$after" = "$before" ]
keys "tap a" "tap enter"
sleep 1
pending=$($probe pending /dev/tty1)
pass_if "the console works again: a typed line reaches tty1 ($pending bytes)" [ "$pending" -gt 0 ]
stop_keyboard
timeout 1 cat <&7 >/dev/null  # read the line away

mark "second run, crashed"
# 2. A crash (SIGSEGV) restores the console too, logs a backtrace and dies by the signal.
# Swift's own backtracer (the handler ours hands on to) symbolicates for minutes under
# emulation: off here, so the process dies by the signal at once.
start_app crash SWIFT_BACKTRACE=enable=no
pass_if "the second run locks tty1 ($($probe state /dev/tty1))" [ "$($probe state /dev/tty1)" = "kd=1 kb=4" ]
kill -SEGV "$app"; wait_exit "$app"; status=$?
pass_if "SIGSEGV ends the app by the signal (status $status, 139 expected)" [ "$status" = 139 ]
pass_if "the crash is logged with a backtrace" grep -q 'fatal signal 11: console restored' "$out/crash.log"
after=$($probe state /dev/tty1)
pass_if "after the crash tty1 is as before ($after)" [ "$after" = "$before" ]

# 3. VITRINE_VT_SWITCH=1: Ctrl+Alt+F2 goes to tty2 (the app pauses), chvt 1 comes back.
mark "third run, VITRINE_VT_SWITCH=1"
start_app switch VITRINE_VT_SWITCH=1
start_keyboard "vitrine switch keyboard"
wait_lines "$log" 'device [0-9]* added: vitrine switch keyboard' "$app"
keys "press leftctrl" "press leftalt" "tap f2" "release leftalt" "release leftctrl"
pass_if "with VITRINE_VT_SWITCH=1 Ctrl+Alt+F2 switches to tty2" wait_active tty2
pass_if "the app paused (session disabled)" wait_lines "$log" 'session disabled' "$app"
$probe activate 1
pass_if "switching back makes tty1 active" wait_active tty1
pass_if "the app resumed (session enabled, mode set again)" wait_lines "$log" 'session enabled' "$app"
mark "unplugging the keyboard"
stop_keyboard
mark "SIGTERM to the app"
kill -TERM "$app"; wait_exit "$app"; status=$?
pass_if "SIGTERM ends it with status 0 ($status), tty1 as before ($($probe state /dev/tty1))" \
  eval '[ "$status" = 0 ] && [ "$($probe state /dev/tty1)" = "$before" ]'

exit $((fails > 0))
