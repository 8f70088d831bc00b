#!/usr/bin/env bash
# GPU check, run in the VM guest (by scripts/vm-test-guest) from the repository's root:
#   scripts/vm-checks/gpu.sh BIN_DIR OUT_DIR
# VitrineKMSCheck and the demo on vkms with the GPU renderer (VITRINE_RENDERER=gpu): GLES on
# EGL's GBM platform on the card (Mesa's kms_swrast, llvmpipe: vkms has no GPU), drawing into
# GBM buffer objects that the KMS display page-flips (docs/GPU.md). Checks that the GBM path
# was taken (not the read-back fallback), the flips, and the writeback capture and a grab of
# the screen against the headless CPU render within the GPU renderer's tolerance (at most
# 0.5% of the pixels more than 24 levels apart), at 0° and 90°; that the CPU renderer maps
# no libgbm or EGL; that one dumb buffer is kept while the GPU draws; GBM buffers that cannot
# be made (injected) fall back to the dumb buffers; a GPU context lost (injected) leaves the
# frames to the CPU through the dumb buffers made again;
# the demo's dashboard against its CPU composition. Prints one PASS or
# FAIL line per check and FIGURE lines; exits 1 if a check failed.
set -u
. "$VMTEST_DIR/guest-env.sh"
bin=$1 results=$2
# The apps write into guest memory, copied to OUT_DIR at the end (see kms.sh).
out=$(mktemp -d)
cp "$results"/reference-*.png "$out"/
trap 'cp -r "$out"/. "$results"/' EXIT
check=$bin/VitrineKMSCheck
fails=0
vm_check=gpu
. "$(dirname "$0")/lib.bash"

# NAME ROTATION [RENDERER=gpu] [FLIPS=60]: runs the check app on KMS (flips, idle, writeback),
# keeps its mapped libraries and grabs the screen when it holds, then ends it with SIGTERM.
run_app() {
  log=$out/$1.log
  env VITRINE_DISPLAY=kms VITRINE_RENDERER="${3:-gpu}" VITRINE_DRM_ROTATION="$2" \
    "$check" run --hold --flips "${4:-60}" --idle-seconds 1 --writeback "$out/writeback-$1.png" >"$log" 2>&1 &
  app=$!
  ready "$log" $app 300 && vmtest-grab "$out/$1.png" >/dev/null
  awk '{ print $6 }' "/proc/$app/maps" 2>/dev/null | sort -u >"$out/$1.maps"
  kill -TERM $app 2>/dev/null; wait_exit $app; app_status=$?
  grep -E '^(RESULT|READY)|GBM|GPU|gpu|error|critical' "$log" | sed 's/^/  /'
}

vmtest_load_vkms && vmtest_start_udev drm graphics || { echo "FAIL gpu: vkms and udev"; exit 1; }
echo 0 >/sys/class/graphics/fbcon/cursor_blink

for rotation in 0 90; do
  run_app gpu-$rotation $rotation gpu $((rotation == 0 ? 60 : 30))
  pass_if "$rotation°: the GPU renderer draws into GBM buffers on vkms ($(grep -o 'rendering on the GPU: .*' "$log" | head -n 1)), no fallback, libgbm mapped" \
    eval 'gbm_path "$log" && grep -q "/libgbm" "$out/gpu-$rotation.maps"'
  pass_if "$rotation°: the renderer says how each flip waits for the GPU ($(grep -o 'each flip waits for .*' "$log" | head -n 1))" \
    grep -q "each flip waits for" "$log"
  pass_if "$rotation°: every flip shows a GBM buffer ($(field "$log" flips gpu_commits) of $(field "$log" flips commits) commits; $(field "$log" flips flips) flips at $(field "$log" flips rate) Hz, CPU $(field "$log" flips cpu_ms_per_frame) ms a frame), exit status $app_status" \
    eval '[ "$(field "$log" flips gpu_commits)" -gt 0 ] && [ "$(field "$log" flips gpu_commits)" = "$(field "$log" flips commits)" ] && [ "$app_status" = 0 ]'
  pass_if "$rotation°: one dumb buffer kept while the GPU draws ($(field "$log" flips dumb_buffers); $(grep -o '[0-9]* of [0-9]* dumb buffers released' "$log"))" \
    eval '[ "$(field "$log" flips dumb_buffers)" = 1 ] && grep -q "1 of 2 dumb buffers released" "$log"'
  pass_if "$rotation°: writeback capture equals the headless CPU render within the GPU tolerance ($(gpu_compare writeback-$rotation "$out/writeback-gpu-$rotation.png" "$out/reference-$rotation.png" | cut -d' ' -f3-))" \
    eval "grep -q '^RESULT writeback-$rotation ok=1' '$out/compare.log'"
  pass_if "$rotation°: grab of the screen equals the headless CPU render within the GPU tolerance ($(gpu_compare grab-$rotation "$out/gpu-$rotation.png" "$out/reference-$rotation.png" | cut -d' ' -f3-))" \
    eval "grep -q '^RESULT grab-$rotation ok=1' '$out/compare.log'"
  pass_if "$rotation°: idle app, no commits or flips ($(field "$log" idle commits) commits, $(field "$log" idle flips) flips)" \
    eval '[ "$(field "$log" idle ok)" = 1 ]'
done

# The CPU renderer on KMS maps neither libgbm nor EGL: both are opened when the GPU renderer starts.
run_app cpu-0 0 cpu 60
pass_if "the CPU renderer on KMS maps no libgbm, libEGL or libGLESv2 ($(grep -c . "$out/cpu-0.maps") files mapped, exit status $app_status)" \
  eval 'grep -q "/libdrm" "$out/cpu-0.maps" && ! grep -q -e "/libgbm" -e "/libEGL" -e "/libGLESv2" "$out/cpu-0.maps"'

# GBM buffers that cannot be made (issue 29; VITRINE_DRM_FAULT=gbm:ENOMEM:1): the GPU renderer's
# frames go through the dumb buffers (read back) instead, said in one log line; the screen is right.
VITRINE_DRM_FAULT=gbm:ENOMEM:1 run_app gbm-fault 0 gpu 30
gbm_failures=$(grep -c 'GPU buffers not used' "$log")
pass_if "GBM buffers not made: logged in $gbm_failures line, the frames read back into the dumb buffers ($(field "$log" flips gpu_commits) of $(field "$log" flips commits) commits GBM buffers), the grab equals the headless CPU render within the GPU tolerance ($(gpu_compare grab-gbm-fault "$out/gbm-fault.png" "$out/reference-0.png" | cut -d' ' -f3-)), exit status $app_status" \
  eval '[ "$gbm_failures" = 1 ] && [ "$(field "$log" flips gpu_commits)" = 0 ] && [ "$(field "$log" flips commits)" -gt 0 ] && grep -q "^RESULT grab-gbm-fault ok=1" "$out/compare.log" && [ "$app_status" = 0 ] \
    && [ "$(field "$log" flips dumb_buffers)" = 2 ]'

# A GPU context lost at the renderer's 10th frame (VITRINE_GPU_FAULT=lost:10), in the flips
# phase: the renderer says so, renders on the CPU from then on, the display stops lending
# GBM buffers and makes the dumb buffer it released again; the flips go on and the screen
# is right.
VITRINE_GPU_FAULT=lost:10 run_app gpu-lost 0 gpu 30
pass_if "a GPU context lost at frame 10: said once ($(grep -o 'GPU renderer stopped ([^)]*)' "$log" | head -n 1)), the frames on the CPU through $(field "$log" flips dumb_buffers) dumb buffers again ($(field "$log" flips gpu_commits) of $(field "$log" flips commits) commits in the phase GBM buffers), the grab equals the headless CPU render within the GPU tolerance ($(gpu_compare grab-gpu-lost "$out/gpu-lost.png" "$out/reference-0.png" | cut -d' ' -f3-)), exit status $app_status" \
  eval '[ "$(grep -c "GPU renderer stopped (simulated context loss)" "$log")" = 1 ] && grep -q "2 dumb buffers again" "$log" \
    && [ "$(field "$log" flips dumb_buffers)" = 2 ] && [ "$(field "$log" flips commits)" -gt "$(field "$log" flips gpu_commits)" ] \
    && grep -q "^RESULT grab-gpu-lost ok=1" "$out/compare.log" && [ "$app_status" = 0 ]'

# The demo app with the GPU renderer, on its dashboard page (its whole tour takes longer
# than the guest's budget: llvmpipe under emulation draws a full frame in about a second):
# the screen against the page composed on the CPU (its PNG, written on SIGUSR1).
log=$out/demo.log
VITRINE_DISPLAY=kms VITRINE_RENDERER=gpu VITRINE_INPUT=none "$bin/VitrineDemo" --page dashboard --output "$out/demo" \
  >"$log" 2>&1 &
app=$!
wait_lines "$log" 'modeset ' $app 1 300 && sleep 3 && kill -USR1 $app && wait_lines "$log" '^STATE ' $app 1 300 \
  && vmtest-grab "$out/demo-dashboard.png" >/dev/null
kill -TERM $app 2>/dev/null; wait_exit $app; demo_status=$?
pass_if "the demo's dashboard page on vkms through GBM buffers equals the page composed on the CPU within the GPU tolerance ($(gpu_compare demo "$out/demo-dashboard.png" "$out/demo/03-dashboard.png" | cut -d' ' -f3-)), exit status $demo_status" \
  eval 'gbm_path "$log" && grep -q "^RESULT demo ok=1" "$out/compare.log" && [ "$demo_status" = 0 ]'

g=$out/gpu-0.log c=$out/cpu-0.log
echo "FIGURE: flips phase on vkms at 0°, GPU renderer (llvmpipe through GBM: a software GPU, under emulation) against the CPU renderer: $(field "$g" flips rate) against $(field "$c" flips rate) flips/s, process CPU $(field "$g" flips cpu_ms_per_frame) against $(field "$c" flips cpu_ms_per_frame) ms a frame"
exit $((fails > 0))
