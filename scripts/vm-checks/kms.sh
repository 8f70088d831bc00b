#!/usr/bin/env bash
# KMS check, run in the VM guest (by scripts/vm-test-guest) from the repository's root:
#   scripts/vm-checks/kms.sh BIN_DIR OUT_DIR
# The device sessions open the card; then VitrineKMSCheck runs on vkms: atomic KMS at 0°
# (page flips and their pacing, the screen against the headless render in OUT_DIR, idle,
# FB_DAMAGE_CLIPS, the console restored after SIGTERM), at 90°, a storm of refused flips and
# failed buffer allocations (injected), and legacy KMS forced;
# the demo's tour; benchmark figures beside the headless display's. Prints one PASS or
# FAIL line per check, FIGURE lines; exits 1 if a check failed.
set -u
. "$VMTEST_DIR/guest-env.sh"
bin=$1 results=$2
# The apps write into guest memory, copied to OUT_DIR at the end: a write to the
# host-shared folder can stall a process for long (once it left a line cut short and
# the app answering no more).
out=$(mktemp -d)
cp "$results"/reference-*.png "$out"/
trap 'cp -r "$out"/. "$results"/' EXIT
check=$bin/VitrineKMSCheck
fails=0
vm_check=kms
. "$(dirname "$0")/lib.bash"

result_ok() {  # LOG CHECK: the RESULT line of CHECK says ok=1
  [ "$(field "$1" "$2" ok)" = 1 ]
}
grab() {  # OUT.png: the primary plane's FB now; prints its id
  vmtest-grab "$1" | sed -n 's/^crtc [0-9]* fb \([0-9]*\) .*/\1/p'
}
compare() {  # NAME ACTUAL REFERENCE [TOLERANCE=2]: pixel comparison; prints its RESULT line
  "$check" compare --name "$1" --tolerance "${4:-2}" --diff "${2%.png}.diff.png" "$2" "$3" 2>&1 | tee -a "$out/compare.log"
}
# LOG: at least 300 page flips, each on a vblank (the intervals are whole refresh periods,
# none shorter), and at a rate of at least half what the frames' CPU time allows (the
# refresh rate, or less when a frame takes longer than a period, as under emulation).
flips_ok() {
  local log=$1
  holds 'flips >= 300 && min * refresh >= 950 && off <= 0.05 && rate >= 0.5 * (cpu * refresh > 1000 ? 1000 / cpu : refresh)' \
    -v flips="$(field "$log" flips flips)" -v rate="$(field "$log" flips rate)" \
    -v refresh="$(field "$log" flips refresh)" -v min="$(field "$log" flips min_interval_ms)" \
    -v off="$(field "$log" flips off_vblank)" -v cpu="$(field "$log" flips cpu_ms_per_frame)"
}
flips_summary() {  # LOG: the flips phase's figures, for the PASS/FAIL line
  echo "$(field "$1" flips flips) flips in $(field "$1" flips wall_s) s, $(field "$1" flips rate) Hz" \
    "(refresh $(field "$1" flips refresh) Hz, shortest interval $(field "$1" flips min_interval_ms) ms," \
    "largest distance from a whole period $(field "$1" flips off_vblank), CPU $(field "$1" flips cpu_ms_per_frame) ms a frame)"
}
# NAME [VAR=VALUE...] -- [RUN OPTION...]: runs the check app on KMS with the settings, grabs the
# screen to NAME.png after its last phase, then ends it with SIGTERM (after $HOLD_HOOK, if set).
run_app() {
  local name=$1 settings=() hold_hook=${HOLD_HOOK:-}
  shift
  while [ $# -gt 0 ] && [ "$1" != -- ]; do settings+=("$1"); shift; done
  shift
  log=$out/$name.log
  env VITRINE_DISPLAY=kms "${settings[@]}" "$check" run --hold "$@" >"$log" 2>&1 &
  app=$!
  ready "$log" $app 300 && grab "$out/$name.png" >/dev/null
  [ -n "$hold_hook" ] && $hold_hook
  local t0; t0=$(date +%s.%N)
  kill -TERM $app 2>/dev/null; wait_exit $app; app_status=$?
  exit_s=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
  grep -E '^(RESULT|READY)|error|critical' "$log" | sed 's/^/  /'
}
# Keeps the card open, so the kernel's own restore when the last client closes it cannot
# happen: only the app's restore can bring the console back.
start_bystander() {
  sleep 600 3<>/dev/dri/card0 &
  bystander=$!
}

vmtest_load_vkms && vmtest_start_udev drm graphics || { echo "FAIL kms: vkms and udev"; exit 1; }
# A blinking console cursor would make the console differ from itself between two grabs.
echo 0 >/sys/class/graphics/fbcon/cursor_blink

# Device sessions: libseat's builtin backend (no seatd or logind here), and the factory's
# choice for root (direct).
"$check" seat >"$out/seat.log" 2>&1
sed 's/^/  /' "$out/seat.log"
pass_if "LibseatSession opens /dev/dri/card0 (builtin backend)" result_ok "$out/seat.log" seat-libseat
pass_if "DeviceSessionFactory gives root a DirectSession that opens /dev/dri/card0" \
  grep -q '^RESULT seat-factory ok=1 session=DirectSession' "$out/seat.log"


# Atomic KMS at 0 degrees: every check in one run of the app.
before_fb=$(grab "$out/before.png")
HOLD_HOOK=start_bystander run_app atomic-0 -- --benchmark-frames 120 --writeback "$out/writeback-0.png"
after_fb=$(grab "$out/after.png")
kill $bystander; wait $bystander 2>/dev/null
pass_if "atomic: modeset and $(flips_summary "$log")" flips_ok "$log"
pass_if "atomic: one commit per frame presented ($(field "$log" flips commits) commits, $(field "$log" flips frames) frames)" \
  [ "$(field "$log" flips commits)" = "$(field "$log" flips frames)" ]
pass_if "atomic 0°: grab of the screen equals the headless render ($(compare pixels-0 "$out/atomic-0.png" "$out/reference-0.png" | cut -d' ' -f4-))" \
  result_ok "$out/compare.log" pixels-0
pass_if "atomic 0°: writeback capture equals the headless render ($(compare writeback-0 "$out/writeback-0.png" "$out/reference-0.png" | cut -d' ' -f4-))" \
  result_ok "$out/compare.log" writeback-0
pass_if "atomic: idle app, no commits or flips ($(field "$log" idle commits) commits, $(field "$log" idle flips) flips, $(field "$log" idle frames) frame passes in $(field "$log" idle seconds) s)" \
  result_ok "$log" idle
pass_if "atomic: FB_DAMAGE_CLIPS of a partial update = the damaged label (clips $(field "$log" damage clips), label $(field "$log" damage label))" \
  result_ok "$log" damage
pass_if "SIGTERM: the app exits with status 0 ($app_status, after $exit_s s)" [ "$app_status" = 0 ]
pass_if "SIGTERM: the CRTC shows the console's FB again (fb $before_fb before the app, $after_fb after)" \
  eval '[ -n "$before_fb" ] && [ "$before_fb" = "$after_fb" ]'
pass_if "SIGTERM: the screen after exit equals the screen before the app ($(compare restored "$out/after.png" "$out/before.png" 0 | cut -d' ' -f4-))" \
  result_ok "$out/compare.log" restored

# Atomic KMS at 90 degrees: the screen is portrait, turned into the landscape panel.
run_app atomic-90 VITRINE_DRM_ROTATION=90 -- --flips 60
pass_if "atomic 90°: grab of the screen equals the headless render ($(compare pixels-90 "$out/atomic-90.png" "$out/reference-90.png" | cut -d' ' -f4-))" \
  result_ok "$out/compare.log" pixels-90
pass_if "atomic 90°: idle, FB_DAMAGE_CLIPS of a partial update = the damaged label turned onto the panel (clips $(field "$log" damage clips), label $(field "$log" damage expected)), exit status $app_status" \
  eval 'result_ok "$log" idle && result_ok "$log" damage && [ "$app_status" = 0 ]'

# A storm of refused page flips (issue 29; VITRINE_DRM_FAULT): the first 30 are refused with
# EBUSY, as a driver still busy with the last one refuses them. One log line, a retry at each
# next vblank, then the app flips on and the screen is right.
run_app ebusy VITRINE_DRM_FAULT=EBUSY:30 -- --flips 60
refusals=$(grep -c 'page flip failed' "$log")
pass_if "EBUSY storm: 30 refused page flips logged in $refusals line, then $(field "$log" flips flips) flips, the screen equals the headless render ($(compare pixels-ebusy "$out/ebusy.png" "$out/reference-0.png" | cut -d' ' -f4-)), exit status $app_status" \
  eval '[ "$refusals" = 1 ] && [ "$(field "$log" flips flips)" -ge 60 ] && result_ok "$out/compare.log" pixels-ebusy && [ "$app_status" = 0 ]'

# A failed buffer allocation (issue 29; VITRINE_DRM_FAULT=alloc:…): the dumb buffers cannot be
# made at start nor at the first retry a second later. One log line, a retry every second, then
# the app flips on and the screen is right.
run_app alloc VITRINE_DRM_FAULT=alloc:ENOMEM:2 -- --flips 60
alloc_lines=$(grep -c 'no buffers for' "$log")
pass_if "failed buffer allocations at start: 2 logged in $alloc_lines line, retried, then $(field "$log" flips flips) flips, the screen equals the headless render ($(compare pixels-alloc "$out/alloc.png" "$out/reference-0.png" | cut -d' ' -f4-)), exit status $app_status" \
  eval '[ "$alloc_lines" = 1 ] && [ "$(field "$log" flips flips)" -ge 60 ] && result_ok "$out/compare.log" pixels-alloc && [ "$app_status" = 0 ]'

# Legacy KMS (forced): flips and pixels.
run_app legacy-0 VITRINE_DRM_LEGACY=1 --
pass_if "legacy: the display runs legacy KMS (interface=$(field "$log" flips interface))" \
  [ "$(field "$log" flips interface)" = legacy ]
pass_if "legacy: modeset and $(flips_summary "$log")" flips_ok "$log"
pass_if "legacy 0°: grab of the screen equals the headless render ($(compare pixels-legacy "$out/legacy-0.png" "$out/reference-0.png" | cut -d' ' -f4-))" \
  result_ok "$out/compare.log" pixels-legacy
pass_if "legacy: idle app, no commits or flips ($(field "$log" idle commits) commits, $(field "$log" idle flips) flips), exit status $app_status" \
  eval 'result_ok "$log" idle && [ "$app_status" = 0 ]'

# The demo app's tour on KMS.
VITRINE_DISPLAY=kms "$bin/VitrineDemo" --seconds-per-page 1 --output "$out/demo" >"$out/demo.log" 2>&1
demo_status=$?
pass_if "the demo app runs its tour on vkms (exit status $demo_status)" [ "$demo_status" = 0 ]

# Benchmark: the same phases on the headless display (real-time vsync), in the same guest.
log=$out/headless.log
VITRINE_DISPLAY=headless VITRINE_HEADLESS_SIZE=1024x768 "$check" run --benchmark-frames 120 --idle-seconds 0.5 >"$log" 2>&1
grep '^RESULT' "$log" | sed 's/^/  /'
a=$out/atomic-0.log l=$out/legacy-0.log h=$out/headless.log
echo "FIGURE: frames per second sustained (flips phase): atomic $(field "$a" flips rate), legacy $(field "$l" flips rate); headless $(field "$h" flips rate)"
echo "FIGURE: CPU time per frame, dashboard with one label changing: atomic $(field "$a" benchmark cpu_ms_per_frame) ms; headless $(field "$h" benchmark cpu_ms_per_frame) ms"
echo "FIGURE: of a frame pass, median layout+drawing / compositing / presenting: atomic $(field "$a" benchmark display_ms) / $(field "$a" benchmark composite_ms) / $(field "$a" benchmark present_ms) ms; headless $(field "$h" benchmark display_ms) / $(field "$h" benchmark composite_ms) / $(field "$h" benchmark present_ms) ms"
echo "FIGURE: label changed to its flip completed, median (max): atomic $(field "$a" benchmark latency_ms) ms ($(field "$a" benchmark latency_max_ms)); headless $(field "$h" benchmark latency_ms) ms ($(field "$h" benchmark latency_max_ms))"

exit $((fails > 0))
