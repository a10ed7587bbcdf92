#!/usr/bin/env bash
# One device call after the wide output chunks: the pkf.torch GPU tests, then examples/compare_models.py on the VDSR-kind
# network at 64 and 96 channels, tuned (96 -> 96 at 1080p takes n128 chunks; sums="fp32" at 64 takes the n64 fp32 form).
# Logs under $OUT.
#   bash experiments/device/wide_models_session.sh        (from the repository root, on the GPU machine; no TVM)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes PKF_KERNEL_CACHE=/tmp/pkf-kernels PKF_TUNE_CACHE=/tmp/pkf-tuning.json \
  PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/device.txt"
started=$SECONDS
timeout 120 python3 -m pytest -q -m gpu tests/test_torch.py -p no:cacheprovider --tb=short > "$OUT/gpu-tests.log" 2>&1
echo "pkf.torch gpu tests: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"; tail -3 "$OUT/gpu-tests.log"
timeout 400 python3 examples/compare_models.py --models vdsr,vdsr96 --tune --top 2 --out "$OUT/models" 2>&1 \
  | grep -v "triton_convolution\|^AUTOTUNE\|^strides:\|^dtypes:\|^  convolution\|^  triton\|^  bmm\|^  mm\|^  addmm\|Autotune Choices\|num_choices\|benchmarking takes" | tee "$OUT/models.log"
echo "compare_models: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
