#!/usr/bin/env bash
# One device call for the sliced streamed kernel (an item's input chunks split over blocks where the grid is short of
# SMs): the streamed and fp32-sums GPU tests (their small shapes now sliced), the sanitizers on a sliced kernel, then
# every slice count up to the automatic one at the suite's latency-bound layers, timed side by side in alternating
# rounds. Logs under $OUT.
#   bash experiments/device/slices_session.sh        (from the repository root, on the GPU machine)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes PKF_KERNEL_CACHE=/tmp/pkf-kernels PKF_TUNE_CACHE=/tmp/pkf-tuning.json \
  PKF_BASELINE_CACHE=/tmp/pkf-baselines.json PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/device.txt"
started=$SECONDS
python3 experiments/streamed_forms.py /tmp/slice-forms --study slices > /dev/null 2>&1 &
forms=$!
timeout 240 python3 -m pytest -q -m gpu tests/test_wgmma.py -k "streamed or fp32_sums" -p no:cacheprovider > "$OUT/gpu-tests.log" 2>&1
echo "gpu tests: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"; tail -3 "$OUT/gpu-tests.log"
python3 -m pkf build --schedule wgmma --n 3 --h 17 --w 33 --c 256 --k 256 --out /tmp/sliced > /dev/null \
  && grep -o "kSlices = [0-9]*" /tmp/sliced/main.cu | tee -a "$OUT/sanitizer.log" \
  && timeout 150 python3 -m pkf.harness.sanitizer "sliced n3_h17_w33_c256_k256" /tmp/sliced/pkf_main 2>&1 | tee -a "$OUT/sanitizer.log"
wait $forms
echo "forms built: $(ls -d /tmp/slice-forms/*/pkf_main | wc -l), $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
timeout 200 bash experiments/resident_filter/time_forms.sh /tmp/slice-forms "$OUT/forms.log" > /dev/null 2>&1
echo "forms timed: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
