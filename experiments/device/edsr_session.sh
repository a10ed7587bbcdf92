#!/usr/bin/env bash
# Residual sums with no activation after them (EDSR's), on the GPU machine: the pkf.torch GPU tests of residual layers
# (EDSR's and ResNet's blocks, one kernel a layer), then EDSR's baseline and large forms with the sums in pkf's kernel
# against the sums after it and eager cuDNN (experiments/edsr_sums.py). Logs under $OUT.
#   bash experiments/device/edsr_session.sh      (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
timeout 240 python3 -m pytest -q tests/test_torch.py -m gpu -p no:cacheprovider -rA \
  -k "edsr or resnets_basic or one_pkf_kernel_per_layer or residual_sum" 2>&1 \
  | grep -E "passed|failed|FAILED|ERROR|rel L2|Error|assert" | tail -40 | tee "$OUT/torch-tests.log"
echo "torch tests: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
timeout $((570 - (SECONDS - started))) python3 experiments/edsr_sums.py --out "$OUT/edsr-sums.json" 2>&1 \
  | grep -v "$QUIET" | tail -30 | tee "$OUT/edsr-sums.log"
echo "EDSR A/B: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
