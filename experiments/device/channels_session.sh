#!/usr/bin/env bash
# One device call for channel counts that are multiples of 16 but not of 64 (the last output chunk padded to 64): the
# streamed wgmma GPU tests (K = 96 with bias and ReLU, C = K = 48 among them), then experiments/sweeps/wgmma-widths.toml,
# each such width beside the next multiple of 64 at the same map and batch, against cuDNN's fastest. Logs under $OUT.
#   bash experiments/device/channels_session.sh        (from the repository root, on the GPU machine; no TVM)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes PKF_KERNEL_CACHE=/tmp/pkf-kernels PKF_TUNE_CACHE=/tmp/pkf-tuning.json \
  PKF_BASELINE_CACHE=/tmp/pkf-baselines.json PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/device.txt"
started=$SECONDS
timeout 200 python3 -m pytest -q -m gpu tests/test_wgmma.py -k "streamed_kernel" -p no:cacheprovider > "$OUT/gpu-tests.log" 2>&1
echo "gpu tests: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"; tail -3 "$OUT/gpu-tests.log"
timeout 330 python3 -m pkf sweep experiments/sweeps/wgmma-widths.toml --out "$OUT/wgmma-widths" --builds /tmp/pkf-widths --jobs 16 \
  2>&1 | grep -v "^|" | tee "$OUT/wgmma-widths.log"
echo "widths sweep: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
