#!/usr/bin/env bash
# Touch check, run in the VM guest (by scripts/vm-test-guest) from the repository's root:
#   scripts/vm-checks/touch.sh BIN_DIR OUT_DIR
# The demo app's touch page on vkms, touched through a uinput touchscreen, the kernel's
# evdev and real libinput, at 0° and at 90° (portrait screen on the landscape panel):
# a tap on the counter, a tile dragged, the picture pinched and turned, then the
# touchscreen unplugged with a finger painting. The demo prints the page's state at each
# SIGUSR1 (positions in screen points) and writes the page composed from scratch; the
# check aims the fingers from the first state (turning screen points onto the panel
# itself), expects each gesture's result in the last, and compares the screen (grab of
# the CRTC) with the composed page. Prints PASS/FAIL lines and the input-to-flip latency.
set -u
. "$VMTEST_DIR/guest-env.sh"
bin=$1 results=$2
# The apps write into guest memory, copied to OUT_DIR at the end: a write to the
# host-shared folder can stall a process for long (once it left a line cut short and
# the app answering no more).
out=$(mktemp -d)
trap 'cp -r "$out"/. "$results"/' EXIT
demo=$bin/VitrineDemo check=$bin/VitrineKMSCheck
fails=0
vm_check=touch
. "$(dirname "$0")/lib.bash"
state() {  # KEY [N=last]: KEY's value in the Nth STATE line of the demo's log
  grep '^STATE ' "$log" | sed -n "${2:-\$}p" | sed -n "s/.* $1=\([^ ]*\).*/\1/p"
}
ask_state() {  # the demo writes its page's PNG and prints one more STATE line (SIGUSR1)
  local n; n=$(grep -c '^STATE ' "$log")
  kill -USR1 "$app" && wait_lines "$log" '^STATE ' "$app" $((n + 1))
}
# The touchscreen has the panel's 1024x768 units. A screen point of the app's screen
# (W x H points at scale 1) is on the panel at (x, y) unturned, at (H - y, x) turned 90°
# clockwise (the screen's top edge along the panel's right edge).
panel() {  # X Y: the touchscreen position of screen point (X, Y), rounded
  awk -v x="$1" -v y="$2" -v r="$rotation" -v h="$screen_h" \
    'BEGIN { if (r == 90) { px = h - y; py = x } else { px = x; py = y }; printf "%d %d\n", px + 0.5, py + 0.5 }'
}
point() {  # KEY: the "x y" of a position in the first STATE line, in whole points
  state "$1" 1 | awk -F, '{ printf "%d %d\n", $1 + 0.5, $2 + 0.5 }'
}
# finger ACTION SLOT X Y: a script line for screen point (X, Y)
finger() {
  echo "$1 $2 $(panel "$3" "$4")"
}

vmtest_load_vkms && vmtest_load_input && vmtest_start_udev drm graphics input \
  || { echo "FAIL touch: vkms, uinput and udev"; exit 1; }

for rotation in 0 90; do
  name=demo-$rotation log=$out/$name.log
  rm -rf "$out/$name"
  mkfifo "$out/$name.fifo"
  vmtest-touch -n "vitrine demo touch" "$out/$name.fifo" >"$out/$name.touch.log" 2>&1 & player=$!
  exec 5>"$out/$name.fifo"
  vmtest_touch_device "vitrine demo touch" >/dev/null
  # 5>&-: the demo must not hold the FIFO open, or the player never sees its end.
  VITRINE_DISPLAY=kms VITRINE_ROTATION=$rotation "$demo" --page touch --output "$out/$name" >"$log" 2>&1 5>&- & app=$!
  wait_lines "$log" 'device [0-9]* added: vitrine demo touch' $app && wait_lines "$log" 'modeset ' $app
  sleep 1
  ask_state
  screen=$(state screen 1) screen_h=${screen#*x}
  pass_if "$rotation°: the demo shows its touch page on vkms, a ${screen:-?} screen, and sees the touchscreen" \
    eval '[ -n "$screen" ] && [ "$(state taps 1)" = 0 ]'

  read -r cx cy <<<"$(point counter)"
  read -r tx ty <<<"$(point tile1)"
  read -r px py <<<"$(point picture)"
  read -r kx ky <<<"$(point canvas)"
  {
    echo "wait-open 30000"
    # A tap on the counter.
    finger down 0 "$cx" "$cy"; echo sync; echo "sleep 60"; echo "up 0"; echo sync; echo "sleep 500"
    # Tile 1 dragged 240 points right and 150 down in 12 moves.
    finger down 0 "$tx" "$ty"; echo sync; echo "sleep 40"
    for i in $(seq 1 12); do
      finger move 0 "$((tx + 20 * i))" "$((ty + 25 * i / 2))"; echo sync; echo "sleep 40"
    done
    echo "up 0"; echo sync; echo "sleep 500"
    # Two fingers on the picture, 100 points apart, spread to 200 and turned 0.5 rad clockwise.
    for i in $(seq 0 12); do
      read -r ax ay bx by <<<"$(awk -v i="$i" -v x="$px" -v y="$py" 'BEGIN {
        r = 50 + 50 * i / 12; t = 0.5 * i / 12
        printf "%.1f %.1f %.1f %.1f\n", x - r * cos(t), y - r * sin(t), x + r * cos(t), y + r * sin(t) }')"
      action=$([ "$i" = 0 ] && echo down || echo move)
      finger "$action" 0 "$ax" "$ay"; finger "$action" 1 "$bx" "$by"; echo sync; echo "sleep 40"
    done
    echo "up 0"; echo "up 1"; echo sync; echo "sleep 1000"
  } >&5
  # The gestures take about 4 s to play, and the demo may lag behind them under emulation:
  # ask for its state until the pinch shows and nothing changes any more (60 s at most).
  sleep 4
  previous=
  for _ in $(seq 30); do
    ask_state || break
    current=$(grep '^STATE ' "$log" | tail -n 1 | sed 's/ latency_.*//')
    [ "$current" = "$previous" ] && [ "$(state picture_scale)" != 1.000 ] && break
    previous=$current
    sleep 2
  done
  vmtest-grab "$out/$name-screen.png" >/dev/null
  result=$("$check" compare --name "touch-$rotation" --tolerance 2 --diff "$out/$name-screen.diff.png" \
    "$out/$name-screen.png" "$out/$name/05-touch.png" 2>&1)
  echo "  $result"

  read -r nx ny <<<"$(state tile1 | tr , ' ')"
  pass_if "$rotation°: the tap counted once (taps=$(state taps))" [ "$(state taps)" = 1 ]
  # The pan leaves its 10-point start-up out of the move: 283 points along (240, 150).
  pass_if "$rotation°: tile 1 followed the finger by ($(awk -v a="$nx" -v b="$tx" 'BEGIN{print a-b}'), $(awk -v a="$ny" -v b="$ty" 'BEGIN{print a-b}')) points, the finger (240, 150)" \
    holds 'dx >= 220 && dx <= 245 && dy >= 135 && dy <= 155' -v dx="$(awk -v a="$nx" -v b="$tx" 'BEGIN{print a-b}')" \
    -v dy="$(awk -v a="$ny" -v b="$ty" 'BEGIN{print a-b}')"
  # Pinch and rotation leave out their start-up too (8 points, 5°): about 1.85 and 0.41 rad.
  pass_if "$rotation°: the picture pinched to $(state picture_scale)x (fingers 100 to 200 points apart) and turned $(state picture_rotation) rad clockwise (fingers 0.5)" \
    holds 's >= 1.6 && s <= 2.05 && r >= 0.3 && r <= 0.5' -v s="$(state picture_scale)" -v r="$(state picture_rotation)"
  pass_if "$rotation°: nothing else was touched (strokes=$(state strokes))" [ "$(state strokes)" = 0 ]
  pass_if "$rotation°: the screen shows the result: grab equals the page composed from its state ($(cut -d' ' -f4- <<<"$result"))" \
    grep -q '^RESULT touch-[0-9]* ok=1' <<<"$result"
  pass_if "$rotation°: input to flip, $(state latency_count) frames: median $(state latency_median_ms) ms (min $(state latency_min_ms), max $(state latency_max_ms))" \
    holds 'n >= 10 && low >= 15' -v n="$(state latency_count)" -v low="$(state latency_min_ms)"
  echo "FIGURE: input to flip at $rotation° on vkms, median (min, max): $(state latency_median_ms) ms ($(state latency_min_ms), $(state latency_max_ms)), $(state latency_count) frames"

  # A finger painting when the touchscreen goes away: the stroke is cancelled, the app runs on.
  { finger down 0 "$((kx - 60))" "$ky"; echo sync; echo "sleep 40"
    for i in 1 2 3 4 5 6; do finger move 0 "$((kx - 60 + 20 * i))" "$ky"; echo sync; echo "sleep 40"; done
    echo "sleep 1000"; } >&5
  exec 5>&-
  wait $player
  rm -f "$out/$name.fifo"
  wait_lines "$log" 'device [0-9]* removed: vitrine demo touch' $app
  pass_if "$rotation°: touchscreen unplugged mid-stroke: the demo runs on and answers SIGUSR1" ask_state
  kill -TERM $app; wait $app; status=$?
  pass_if "$rotation°: SIGTERM ends the demo with status 0 ($status)" [ "$status" = 0 ]
done

exit $((fails > 0))
