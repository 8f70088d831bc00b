#!/usr/bin/env bash
# Input check, run in the VM guest from the repository's root:
#   scripts/vmtest/vmtest run bash scripts/vm-checks/input.sh [BIN_DIR [OUT_DIR]]
# A uinput touchscreen (vmtest-touch, 1024x768 units like the vkms panel) plays a tap
# and a two-finger move into the real kernel and libinput; vitrine-input-check prints
# the InputEvents Vitrine makes of them, and the positions are compared with the
# script's, normalized. Then a calibration matrix from VITRINE_INPUT_CALIBRATION
# mirrors a tap, and the touchscreen is unplugged with two fingers down: the device
# must be reported removed and the process must keep running until then; the session is
# switched away and back; reads of events fail on purpose (VITRINE_INPUT_FAULT) and are
# logged once.
# Needs the host build: swift build --product VitrineInputCheck (BIN_DIR, default
# .build/debug). Event logs go to OUT_DIR (default $VMTEST_OUT/input).
set -euo pipefail
. "$VMTEST_DIR/guest-env.sh"

check=${1:-.build/debug}/VitrineInputCheck
results=${2:-$VMTEST_OUT/input}
# The check writes into guest memory, not to the host-shared results folder, whose
# writes can stall a reader long enough for the kernel to drop input events.
out=$(mktemp -d)
mkdir -p "$results"
trap 'find "$out" -maxdepth 1 -type f -exec cp {} "$results"/ \;' EXIT
failures=0
pass() { echo "PASS input: $*"; }
fail() { echo "FAIL input: $*"; failures=$((failures + 1)); }

vmtest_load_input
vmtest_start_udev input

# field NAME LINE: the value of NAME=value in an event line.
field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$2"; }

# wait_line FILE PATTERN COUNT: waits (60 s at most) until FILE has COUNT lines matching PATTERN.
wait_line() {
    for _ in $(seq 600); do
        [ "$(grep -c -- "$2" "$1" 2>/dev/null)" -ge "$3" ] && return 0
        sleep 0.1
    done
    return 1
}

# expect_at WHAT LINE X Y: the line's x and y are the touchscreen's X and Y, normalized.
expect_at() {
    local what=$1 line=$2 x=$3 y=$4
    if [ -z "$line" ]; then fail "$what: no such event"; return; fi
    if awk -v x="$(field x "$line")" -v y="$(field y "$line")" -v ex="$x" -v ey="$y" \
        'BEGIN { dx = x - ex / 1024; dy = y - ey / 768; exit !(dx * dx < 1e-4 && dy * dy < 1e-4) }'; then
        pass "$what at ($(field x "$line"), $(field y "$line"))"
    else
        fail "$what at ($(field x "$line"), $(field y "$line")), expected ($x/1024, $y/768)"
    fi
}

# run_touch NAME SCRIPT [ENV...]: plays SCRIPT on a new touchscreen while the check
# runs until that touchscreen is removed; events in $out/NAME.events.
run_touch() {
    local name=$1 script=$2; shift 2
    vmtest-touch -n "vitrine $name" "$script" >"$out/$name.touch.log" 2>&1 & local player=$!
    vmtest_touch_device "vitrine $name" >/dev/null
    if env "$@" "$check" --seconds 600 --until-removed "vitrine $name" >"$out/$name.events" 2>"$out/$name.log"; then
        pass "$name: the check saw the touchscreen come and go"
    else
        fail "$name: vitrine-input-check exited with $? (log: $results/$name.log)"
    fi
    wait "$player" || fail "$name: vmtest-touch failed (never opened?)"
}

# 1. A tap in the middle, then two fingers moving down and right together.
cat >"$out/gesture.touch" <<'EOF'
wait-open 30000
down 0 512 384
sync
up 0
sync
sleep 50
down 0 200 300
down 1 600 300
sync
sleep 20
move 0 250 350
move 1 650 350
sync
sleep 20
move 0 300 400
move 1 700 400
sync
up 0
up 1
sync
sleep 100
EOF
run_touch gesture "$out/gesture.touch"
events=$out/gesture.events
grep -q '^deviceAdded .*name="vitrine gesture" capabilities=touch' "$events" \
    && pass "gesture: deviceAdded with the touch capability" || fail "gesture: no deviceAdded with touch"
expect_at "tap down" "$(grep -m1 '^touchDown .* slot=0 ' "$events")" 512 384
downs=$(grep '^touchDown ' "$events" || true)
expect_at "finger 0 down" "$(sed -n 2p <<<"$downs")" 200 300
expect_at "finger 1 down" "$(grep ' slot=1 ' <<<"$downs" | head -1)" 600 300
expect_at "finger 0 moved" "$(grep '^touchMotion .* slot=0 ' "$events" | tail -1)" 300 400
expect_at "finger 1 moved" "$(grep '^touchMotion .* slot=1 ' "$events" | tail -1)" 700 400
[ "$(grep -c '^touchUp ' "$events")" = 3 ] && pass "gesture: three touchUps" || fail "gesture: $(grep -c '^touchUp ' "$events") touchUps, expected 3"
[ "$(grep -c '^touchFrame ' "$events")" -ge 6 ] && pass "gesture: touchFrames" || fail "gesture: too few touchFrames"
uptime=$(cut -d' ' -f1 /proc/uptime)
if grep -E '^touch' "$events" | sed 's/.* t=\([^ ]*\).*/\1/' \
    | awk -v now="$uptime" 'NR > 1 && $1 < last { bad = 1 } $1 <= 0 || $1 > now { bad = 1 } { last = $1 } END { exit bad }'; then
    pass "gesture: timestamps rise and are CLOCK_MONOTONIC seconds"
else
    fail "gesture: timestamps out of order or not on CLOCK_MONOTONIC"
fi

# 2. A long drag: every one of its 100 moves arrives, in order.
{
    printf 'wait-open 30000\ndown 0 10 700\nsync\n'
    for i in $(seq 1 100); do printf 'move 0 %d %d\nsync\nsleep 3\n' $((10 + i * 10)) $((700 - i * 6)); done
    printf 'up 0\nsync\nsleep 100\n'
} >"$out/drag.touch"
run_touch drag "$out/drag.touch"
moves=$(grep -c '^touchMotion ' "$out/drag.events" || true)
[ "$moves" = 100 ] && pass "drag: 100 touchMotions" || fail "drag: $moves touchMotions, expected 100"
expect_at "drag end" "$(grep '^touchMotion ' "$out/drag.events" | tail -1)" 1010 100
if grep '^touchMotion ' "$out/drag.events" | sed 's/.* x=\([^ ]*\).*/\1/' | awk 'NR > 1 && $1 <= last { bad = 1 } { last = $1 } END { exit bad }'; then
    pass "drag: positions in order"
else
    fail "drag: positions out of order"
fi

# 3. VITRINE_INPUT_CALIBRATION mirrors x: a tap at a quarter of the width lands at three quarters.
printf 'wait-open 30000\ndown 0 256 192\nsync\nup 0\nsync\nsleep 100\n' >"$out/calibrated.touch"
run_touch calibrated "$out/calibrated.touch" VITRINE_INPUT_CALIBRATION="-1 0 1 0 1 0"
expect_at "calibrated tap" "$(grep -m1 '^touchDown ' "$out/calibrated.events")" 768 192

# 4. A keyboard plugged in while the check runs, German layout: text, shift, the
#    y/z swap, an umlaut, Return, and a held key repeating until released.
kb_events=$out/keyboard.events
VITRINE_XKB_LAYOUT=de "$check" --seconds 600 --until-removed "vitrine keyboard" >"$kb_events" 2>"$out/keyboard.log" & checker=$!
for _ in $(seq 300); do grep -q '^deviceAdded .*"AT Translated' "$kb_events" 2>/dev/null && break; sleep 0.1; done
mkfifo "$out/keyboard.fifo"
"$VITRINE_VM_TOOLS/uinput-keyboard" "vitrine keyboard" <"$out/keyboard.fifo" 2>"$out/keyboard.player.log" & player=$!
exec 4>"$out/keyboard.fifo"
for _ in $(seq 600); do grep -q '^deviceAdded .*"vitrine keyboard" capabilities=keyboard' "$kb_events" && break; sleep 0.1; done
printf '%s\n' "tap a" "press leftshift" "tap a" "release leftshift" "tap y" "tap apostrophe" "tap enter" \
    "press b" "sleep 1500" "release b" >&4
exec 4>&-
wait "$player" || fail "keyboard: uinput-keyboard failed: $(cat "$out/keyboard.player.log")"
if wait "$checker"; then pass "keyboard: hot-plugged, seen and removed"; else fail "keyboard: check exited with $?"; fi
presses=$(grep '^key .* pressed=true repeat=false' "$kb_events" || true)
expect_key() {  # WHAT CODE TEXT...: the first press of CODE (after the ones already seen) has every TEXT
    local what=$1 line; line=$(grep " code=$2 " <<<"$presses" | sed -n "${3}p"); shift 3
    for text; do
        grep -qF -- "$text" <<<"$line" || { fail "keyboard: $what: no $text in: ${line:-no such press}"; return; }
    done
    pass "keyboard: $what"
}
expect_key "a" 30 1 'hid=0x4 ' 'characters="a"' 'modifiers=none'
expect_key "shift-a" 30 2 'characters="A"' 'ignoringModifiers="a"' 'modifiers=shift'
expect_key "y types z on a German layout" 21 1 'hid=0x1c ' 'characters="z"'
expect_key "apostrophe types ä" 40 1 'characters="ä"'
expect_key "Return" 28 1 'hid=0x28 ' 'characters="\r"'
repeats=$(grep -c '^key .* code=48 pressed=true repeat=true' "$kb_events" || true)
[ "$repeats" -ge 1 ] && pass "keyboard: held b repeated $repeats times" || fail "keyboard: held b repeated $repeats times"
if sed -n '/^key .* code=48 pressed=false/,$p' "$kb_events" | grep -q 'repeat=true'; then
    fail "keyboard: b repeated after its release"
else
    pass "keyboard: repeating stopped at the release"
fi

# 5. The session disabled with a finger down (a VT switch away), then enabled again:
#    the touch is cancelled and the devices removed, then added again and touches work.
switch_events=$out/switch.events
mkfifo "$out/switch.fifo"
vmtest-touch -n "vitrine switch" "$out/switch.fifo" >"$out/switch.touch.log" 2>&1 & player=$!
exec 5>"$out/switch.fifo"
vmtest_touch_device "vitrine switch" >/dev/null
# 5>&-: the check must not hold the FIFO open, or the player never sees its end.
"$check" --seconds 600 --until-removed "vitrine switch" >"$switch_events" 2>"$out/switch.log" 5>&- & checker=$!
printf 'wait-open 30000\ndown 0 100 100\nsync\n' >&5
wait_line "$switch_events" '^touchDown ' 1 && kill -USR1 "$checker"
wait_line "$switch_events" '^deviceRemoved .*"vitrine switch"' 1
printf 'up 0\nsync\nsleep 200\n' >&5
kill -USR2 "$checker"
wait_line "$switch_events" '^deviceAdded .*"vitrine switch"' 2
printf 'sleep 500\ndown 0 512 384\nsync\nup 0\nsync\n' >&5
wait_line "$switch_events" '^touchUp ' 1
exec 5>&-
wait "$player" || fail "switch: vmtest-touch failed"
if wait "$checker"; then pass "switch: the check ran through the switch and saw the unplug"; else fail "switch: check exited with $?"; fi
if sed -n '/^sessionDisabled/,/^deviceRemoved .*"vitrine switch"/p' "$switch_events" | grep -q '^touchCancel .* slot=0'; then
    pass "switch: the touch was cancelled when the session was disabled"
else
    fail "switch: no touchCancel between sessionDisabled and deviceRemoved"
fi
[ "$(grep -c '^deviceAdded .*"vitrine switch"' "$switch_events")" = 2 ] \
    && pass "switch: the touchscreen came back when the session was enabled" || fail "switch: the touchscreen did not come back"
after=$(sed -n '/^sessionEnabled/,$p' "$switch_events")
expect_at "switch: tap after the switch" "$(grep -m1 '^touchDown ' <<<"$after")" 512 384

# 6. Unplugged with two fingers down.
printf 'wait-open 30000\ndown 0 100 100\ndown 1 900 700\nsync\nsleep 60000\n' >"$out/unplug.touch"
vmtest-touch -n "vitrine unplug" "$out/unplug.touch" >"$out/unplug.touch.log" 2>&1 & player=$!
vmtest_touch_device "vitrine unplug" >/dev/null
"$check" --seconds 600 --until-removed "vitrine unplug" >"$out/unplug.events" 2>"$out/unplug.log" & checker=$!
for _ in $(seq 300); do
    [ "$(grep -c '^touchDown ' "$out/unplug.events" 2>/dev/null)" = 2 ] && break
    sleep 0.1
done
kill -KILL "$player"
wait "$player" 2>/dev/null || true
if wait "$checker"; then pass "unplug: deviceRemoved arrived and the check did not crash"; else fail "unplug: check exited with $?"; fi
grep -q '^deviceRemoved .*name="vitrine unplug"' "$out/unplug.events" \
    && pass "unplug: deviceRemoved" || fail "unplug: no deviceRemoved"
if sed -n '/^touchFrame/,/^deviceRemoved .*vitrine unplug/p' "$out/unplug.events" | grep -c '^touchCancel ' | grep -qx 2; then
    pass "unplug: both touches cancelled before deviceRemoved"
else
    fail "unplug: touches not cancelled: $(tr '\n' ';' <"$out/unplug.events")"
fi

# 7. Reads of events failing (issue 29; VITRINE_INPUT_FAULT): the first 5 reads fail with
#    EIO, as they do for a device whose descriptor errors. One log line when they start and
#    one when they end, not one a read, and the taps after them arrive. Between failures
#    the backend waits 0.1, 0.2, 0.4, 0.8, 1.6 s: the sixth read, the first to succeed,
#    comes 3.1 s after the first, so the touchscreen stays longer than that (a removed
#    device's queued events are lost).
printf 'wait-open 30000\nsleep 200\ndown 0 512 384\nsync\nup 0\nsync\nsleep 200\ndown 0 256 192\nsync\nup 0\nsync\nsleep 5000\n' \
    >"$out/fault.touch"
run_touch fault "$out/fault.touch" VITRINE_INPUT_FAULT=EIO:5
failed=$(grep -c 'reading events failed' "$out/fault.log" || true)
recovered=$(grep -c 'reading events again after 5 failed reads' "$out/fault.log" || true)
if [ "$failed" = 1 ] && [ "$recovered" = 1 ]; then
    pass "fault: 5 failed reads logged in 2 lines (their start and their end)"
else
    fail "fault: failed reads logged in $failed lines, their end in $recovered (log: $results/fault.log)"
fi
expect_at "fault: tap after the failed reads" "$(grep '^touchDown ' "$out/fault.events" | tail -n 1)" 256 192

[ "$failures" -eq 0 ] && echo "input: all checks passed" || { echo "input: $failures failed"; exit 1; }
