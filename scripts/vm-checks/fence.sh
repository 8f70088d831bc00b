#!/usr/bin/env bash
# Fence check, run in the VM guest (by scripts/vm-test-guest) from the repository's root:
#   scripts/vm-checks/fence.sh BIN_DIR OUT_DIR
# The KMS display's IN_FENCE_FD path with real kernel fences (issue 30, docs/GPU.md). vkms's
# Mesa (llvmpipe) makes no native fences, so VITRINE_DRM_TEST_FENCE has the display put a
# vgem fence (a write fence on a buffer of vgem, exported through its dma-buf as a sync
# file) on each flip of a GPU buffer, signalled 100 ms after the commit. Checks that the
# kernel takes the fenced commits and flips only once the fence signalled, that the screen
# is right and no descriptor is left open over the frames; that a fence never signalled
# (vgem's 10 s timeout) is logged while the app runs on and the frames go on after it; that
# a first frame's fence never signalled (the modeset's, committed without blocking) holds
# neither the run loop nor the next frames' flips past vgem's 10 s, and is logged; that
# legacy KMS (no IN_FENCE_FD) says once that each flip waits for glFinish; that a fence the
# kernel refuses is logged once and the frames go on through legacy KMS. Prints one PASS
# or FAIL line per check; exits 1 if a check failed.
set -u
. "$VMTEST_DIR/guest-env.sh"
bin=$1 results=$2
# The apps write into guest memory, copied to OUT_DIR at the end (see kms.sh).
out=$(mktemp -d)
cp "$results"/reference-0.png "$out"/
trap 'cp -r "$out"/. "$results"/' EXIT
check=$bin/VitrineKMSCheck
fails=0
vm_check=fence
. "$(dirname "$0")/lib.bash"

# NAME TEST_FENCE FLIPS [NAME=VALUE...]: the check app with the GPU renderer on vkms at 0°
# (flips, idle, writeback) with vgem fences; grabs the screen when it holds, then SIGTERM.
# Sets first_frame_s: from the start to the modeset's log line (the first frame on screen;
# read every 0.1 s).
run_app() {
  local name=$1 fence=$2 flips=$3 started; shift 3
  log=$out/$name.log
  started=$(date +%s.%N)
  env VITRINE_DISPLAY=kms VITRINE_RENDERER=gpu VITRINE_DRM_TEST_FENCE="$fence" "$@" \
    "$check" run --hold --flips "$flips" --idle-seconds 1 --writeback "$out/writeback-$name.png" >"$log" 2>&1 &
  app=$!
  first_frame_s=none
  wait_lines "$log" 'modeset [^ ]* on ' $app 1 300 && first_frame_s=$(awk -v s="$started" -v n="$(date +%s.%N)" 'BEGIN { printf "%.1f", n - s }')
  ready "$log" $app 300 && vmtest-grab "$out/$name.png" >/dev/null
  kill -TERM $app 2>/dev/null; wait_exit $app; app_status=$?
  grep -E '^RESULT (flips|idle|writeback)|fence|glFinish|late flip|refused|error|critical' "$log" | sed 's/^/  /'
}
f() { field "$log" flips "$1"; }  # KEY: a field of the flips phase's RESULT line
number() { [[ $1 =~ ^-?[0-9]+(\.[0-9]+)?$ ]]; }

vmtest_load_vkms && modprobe vgem && vmtest_start_udev drm graphics || { echo "FAIL fence: vkms, vgem and udev"; exit 1; }
echo 0 >/sys/class/graphics/fbcon/cursor_blink
period=16.7  # vkms's vblank, ms

run_app fenced 100 60
pass_if "atomic commits with IN_FENCE_FD taken: $(f fenced_commits) fenced of $(f commits) commits ($(f interface)), all GBM buffers ($(f gpu_commits)); $(f flips) flips at $(f rate) Hz, exit status $app_status" \
  eval '[ "$(f interface)" = atomic ] && [ "$(f commits)" -gt 0 ] && [ "$(f fenced_commits)" = "$(f commits)" ] \
    && [ "$(f gpu_commits)" = "$(f commits)" ] && gbm_path "$log" && [ "$app_status" = 0 ]'
pass_if "each flip waited for its fence: $(f test_fence_flips) flips of $(f test_fences) fences, $(f flips_before_signal) before the signal; flip event − signal ≥ $(f flip_after_signal_min_ms) ms (vkms stamps the vblank's nominal time: −$period allowed), event read − signal ≥ $(f read_after_signal_min_ms) ms, fence made → flip ≥ $(f made_to_flip_min_ms) ms (the delay: 100)" \
  eval 'number "$(f flip_after_signal_min_ms)" && number "$(f read_after_signal_min_ms)" && number "$(f made_to_flip_min_ms)" \
    && [ "$(f test_fence_flips)" -ge 60 ] && [ "$(f flips_before_signal)" = 0 ] \
    && holds "a >= -p && r >= 0 && c >= 100 - p" -v a="$(f flip_after_signal_min_ms)" -v r="$(f read_after_signal_min_ms)" -v c="$(f made_to_flip_min_ms)" -v p=$period'
pass_if "no descriptor left open: $(f fds_start) before the $(f flips) flips, $(f fds_end) after ($(f test_fences) fences made)" \
  eval '[ -n "$(f fds_start)" ] && [ "$(f fds_end)" = "$(f fds_start)" ] && [ "$(f test_fences)" -ge 60 ]'
pass_if "writeback capture equals the headless CPU render within the GPU tolerance ($(gpu_compare writeback-fenced "$out/writeback-fenced.png" "$out/reference-0.png" | cut -d' ' -f3-))" \
  grep -q '^RESULT writeback-fenced ok=1' "$out/compare.log"
pass_if "grab of the screen equals the headless CPU render within the GPU tolerance ($(gpu_compare grab-fenced "$out/fenced.png" "$out/reference-0.png" | cut -d' ' -f3-))" \
  grep -q '^RESULT grab-fenced ok=1' "$out/compare.log"
pass_if "idle app, no commits or flips ($(field "$log" idle commits) commits, $(field "$log" idle flips) flips)" \
  eval '[ "$(field "$log" idle ok)" = 1 ]'

# The 8th fence (in the flips phase) is never signalled by the source: vgem's timer signals it
# after 10 s. The display logs the wait a second after the commit (from its run loop, which
# goes on) and the landing; the flips after it go on.
run_app hang 100:8 30
signalled_first_frame_s=$first_frame_s
# (A loaded host can hold another flip past the second: each late flip is logged once, and its landing.)
late=$(grep -c 'has waited .* for its fence' "$log") landed=$(grep -c 'late [a-z]* landed' "$log")
pass_if "a fence never signalled: the wait logged ($late late flips, $landed landings: $(grep -o 'landed .* s after' "$log" | tr '\n' ' ')), the flip $(f hung_flip_wait_ms) ms after its commit (vgem's timeout: 10 s), then $(f flips) flips of $(f commits) commits in the phase, exit status $app_status" \
  eval '[ "$late" -ge 1 ] && [ "$landed" = "$late" ] && grep -q "landed \(9\|[1-9][0-9]\)\.[0-9] s after" "$log" \
    && number "$(f hung_flip_wait_ms)" && holds "w >= 9000" -v w="$(f hung_flip_wait_ms)" \
    && [ "$(f flips)" -ge 30 ] && [ "$(f flips_before_signal)" = 0 ] && [ "$app_status" = 0 ]'
pass_if "after the hung fence the screen equals the headless CPU render within the GPU tolerance ($(gpu_compare grab-hang "$out/hang.png" "$out/reference-0.png" | cut -d' ' -f3-))" \
  grep -q '^RESULT grab-hang ok=1' "$out/compare.log"

# The first fence, the modeset's, is never signalled by the source (vgem's timer signals it
# after 10 s). The atomic modeset goes without blocking with the fence in it: the run loop
# goes on (modeset_ms: the commit's own time, well under the 250 ms the CPU waited for the
# fence before a blocking modeset), the wait is logged a second after the commit, the mode is
# set once the fence signals (its event: the modeset's log line and its landing), and the
# flips after it go on with their fences. The time from the start to the first frame is shown
# beside the previous run's (its first fence signalled 100 ms after its frame).
run_app hang-modeset 100:1 30
waits=$(grep -c "the modeset has waited .* for its fence" "$log")
pass_if "a modeset's fence never signalled: the modeset held the run loop $(f modeset_ms) ms (a blocking one waited 250 for the fence; $(field "$out/fenced.log" flips modeset_ms) ms with the fence signalled 100 ms after its frame), its wait logged in $waits line, $(grep -o 'the late modeset landed .* s after' "$log"), the hung fence's flip $(f hung_flip_wait_ms) ms after its commit (vgem's timeout: 10 s), the first frame on screen $first_frame_s s after the start ($signalled_first_frame_s s in the previous run); then $(f flips) flips of $(f commits) commits, $(f fenced_commits) fenced, $(f flips_before_signal) before the signal, exit status $app_status" \
  eval 'number "$(f modeset_ms)" && holds "m < 250" -v m="$(f modeset_ms)" \
    && [ "$waits" = 1 ] && grep -q "the late modeset landed \(9\|[1-9][0-9]\)\.[0-9] s after" "$log" \
    && ! grep -q "the modeset.s fence has not signalled" "$log" && ! grep -q "the modeset has waited" "$out/fenced.log" \
    && number "$(f hung_flip_wait_ms)" && holds "w >= 9000" -v w="$(f hung_flip_wait_ms)" \
    && [ "$(f flips)" -ge 30 ] && [ "$(f fenced_commits)" = "$(f commits)" ] && [ "$(f flips_before_signal)" = 0 ] && [ "$app_status" = 0 ]'
pass_if "after the modeset's hung fence the screen equals the headless CPU render within the GPU tolerance ($(gpu_compare grab-hang-modeset "$out/hang-modeset.png" "$out/reference-0.png" | cut -d' ' -f3-))" \
  grep -q '^RESULT grab-hang-modeset ok=1' "$out/compare.log"

# Legacy KMS takes no fence: the renderer waits with glFinish (said once) and no fence is made.
run_app legacy 100 30 VITRINE_DRM_LEGACY=1
pass_if "legacy KMS: the renderer says once that each flip waits for glFinish as the display's commits take no fence ($(grep -o 'each flip waits for .*' "$log" | head -n 1)), logged $(grep -c "each flip waits for glFinish: .*the display's commits take no fence" "$log") time, $(f test_fences) fences made, $(f fenced_commits) fenced commits, $(f gpu_commits) of $(f commits) commits GBM buffers ($(f interface)), exit status $app_status" \
  eval '[ "$(grep -c "each flip waits for" "$log")" = 1 ] && grep -q "each flip waits for glFinish: .*the display.s commits take no fence" "$log" \
    && [ "$(f interface)" = legacy ] && [ "$(f test_fences)" = 0 ] && [ "$(f fenced_commits)" = 0 ] \
    && [ "$(f commits)" -gt 0 ] && [ "$(f gpu_commits)" = "$(f commits)" ] && [ "$app_status" = 0 ]'
pass_if "legacy KMS: grab of the screen equals the headless CPU render within the GPU tolerance ($(gpu_compare grab-legacy "$out/legacy.png" "$out/reference-0.png" | cut -d' ' -f3-))" \
  grep -q '^RESULT grab-legacy ok=1' "$out/compare.log"
# A fence the kernel refuses (VITRINE_DRM_TEST_FENCE=invalid: the fence's dma-buf, no sync
# file): the atomic commit is refused (EINVAL), logged once; the display waits for the fence
# on the CPU, commits through legacy KMS from then on, and the renderer says so (glFinish).
run_app invalid invalid 30
pass_if "a fence the kernel refuses: logged in $(grep -c 'atomic .* refused' "$log") line ($(grep -o 'atomic [a-z]* refused: .*' "$log" | head -n 1)), then $(f commits) commits ($(f interface)) of GBM buffers ($(f gpu_commits)), none fenced ($(f fenced_commits)); the renderer's last word: $(grep -o 'each flip waits for .*' "$log" | tail -n 1); exit status $app_status" \
  eval '[ "$(grep -c "atomic .* refused" "$log")" = 1 ] && [ "$(f interface)" = legacy ] && [ "$(f fenced_commits)" = 0 ] \
    && [ "$(f commits)" -gt 0 ] && [ "$(f gpu_commits)" = "$(f commits)" ] && [ "$app_status" = 0 ] \
    && grep "each flip waits for" "$log" | tail -n 1 | grep -q "glFinish: .*the display.s commits take no fence"'
pass_if "after the refused fence the grab of the screen equals the headless CPU render within the GPU tolerance ($(gpu_compare grab-invalid "$out/invalid.png" "$out/reference-0.png" | cut -d' ' -f3-))" \
  grep -q '^RESULT grab-invalid ok=1' "$out/compare.log"
exit $((fails > 0))
