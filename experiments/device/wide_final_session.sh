#!/usr/bin/env bash
# One device call for the wide output chunks as the automatic choice builds them: the wgmma and pkf.torch
# GPU tests, the networks suite (13 layers x N = 1, 8, 32: pkf's automatic choice against cuDNN's fastest), then
# Nsight Compute's warp stalls on the n128 kernel at vgg-256@56 N = 32 and the n64 fp32-sums one at N = 8. Logs under $OUT.
#   bash experiments/device/wide_final_session.sh        (from the repository root, on the GPU machine; no TVM)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes PKF_KERNEL_CACHE=/tmp/pkf-kernels PKF_TUNE_CACHE=/tmp/pkf-tuning.json \
  PKF_BASELINE_CACHE=/tmp/pkf-baselines.json PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/device.txt"
python3 -c "import torch; print('torch', torch.__version__, 'cuDNN', torch.backends.cudnn.version())" | tee -a "$OUT/device.txt"
started=$SECONDS
B=/tmp/pkf-wide-profile; mkdir -p $B
python3 -m pkf build --schedule wgmma --n 32 --h 56 --w 56 --c 256 --k 256 --out $B/fp16 > "$OUT/profile-build.log" 2>&1 &
python3 -m pkf build --schedule wgmma --accum fp32 --n 8 --h 56 --w 56 --c 256 --k 256 --out $B/fp32 >> "$OUT/profile-build.log" 2>&1 &
timeout 240 python3 -m pytest -q -m gpu tests/test_wgmma.py tests/test_torch.py -p no:cacheprovider --tb=short > "$OUT/gpu-tests.log" 2>&1
echo "gpu tests: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"; tail -5 "$OUT/gpu-tests.log"
wait
timeout 230 python3 -m pkf sweep experiments/sweeps/networks.toml --out "$OUT/networks" --builds /tmp/pkf-networks --jobs 16 \
  2>&1 | tee "$OUT/networks.log"
echo "networks sweep: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
for form in fp16 fp32; do
  timeout 60 ncu --kernel-name regex:pkf_full --launch-skip 3 --launch-count 1 --section SpeedOfLight --section WarpStateStats \
    --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,regex:sm__pipe_tensor.*cycles_active.*pct_of_peak_sustained_active \
    $B/$form/pkf_main --reps 5 --warmup 2 > "$OUT/ncu-$form.txt" 2>&1
  echo "ncu $form: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
done
