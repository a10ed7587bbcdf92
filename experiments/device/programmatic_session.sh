#!/usr/bin/env bash
# Programmatic dependent launch of the rows kernel, on the GPU machine: the A/B of experiments/programmatic_launch.py
# (chains of eight layers, ResNet-18/34 and VGG-16 at small batches; the rows kernel launched to overlap the kernel
# before it, and plainly), then the pkf.torch GPU tests that run rows kernels launched so (bit-for-bit chains, ResNet
# blocks with the residual, CUDA graphs and torch.compile). Logs under $OUT.
#   bash experiments/device/programmatic_session.sh      (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
timeout 330 python3 experiments/programmatic_launch.py --out "$OUT/programmatic.json" 2>&1 | grep -v "$QUIET" \
  | tee "$OUT/programmatic.log"
echo "A/B: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
timeout $((560 - (SECONDS - started))) python3 -m pytest -q tests/test_torch.py -m gpu -p no:cacheprovider -rA \
  -k "overlap or residual or torch_compile or one_pkf_kernel" 2>&1 | grep -E "passed|failed|FAILED|ERROR|rel L2" | tail -30 \
  | tee "$OUT/torch-tests.log"
echo "tests: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
