#!/usr/bin/env bash
# One short device call: the GPU tests of cuDNN's fused paths (a residual sum and ReLU; a bias and ReLU). Log under $OUT.
set -uo pipefail
source experiments/device/env.sh
timeout 60 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_torch.py -k "residual_sum_and_relu or fused_cudnn_kernel" > "$OUT/tests.log" 2>&1
echo "fused-path GPU tests: exit $?" | tee -a "$OUT/device.txt"; tail -3 "$OUT/tests.log"
