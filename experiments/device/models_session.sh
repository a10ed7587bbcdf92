#!/usr/bin/env bash
# One device call: examples/compare_models.py (VDSR-kind at 1080p, VGG-16 at N = 32, U-Net-kind at 1024² N = 1 and 4:
# eager cuDNN, torch.compile max-autotune, pkf.torch with default and fp32 sums), its wall time in the log.
#   bash experiments/device/models_session.sh        (from the repository root, on the GPU machine; logs under $OUT)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes PKF_KERNEL_CACHE=/tmp/pkf-kernels PKF_TUNE_CACHE=/tmp/pkf-tuning.json \
  PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/device.txt"
started=$SECONDS
timeout 540 python3 examples/compare_models.py --out "$OUT/models" 2>&1 | grep -v "triton_convolution\|^AUTOTUNE\|^strides:\|^dtypes:\|^  convolution\|^  triton\|^  bmm\|^  mm\|^  addmm\|Autotune Choices\|num_choices\|benchmarking takes" | tee "$OUT/models.log"
echo "compare_models: exit ${PIPESTATUS[0]}, wall $((SECONDS - started)) s" | tee -a "$OUT/models.log" "$OUT/device.txt"
