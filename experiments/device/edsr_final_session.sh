#!/usr/bin/env bash
# EDSR on the final tree, on the GPU machine: the GPU tests of EDSR's blocks, pkf's pixel shuffle and compiled converted
# models, then examples/compare_models.py --models edsr --pkf-compile. Logs under $OUT.
#   bash experiments/device/edsr_final_session.sh      (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
timeout 150 python3 -m pytest -q tests/test_torch.py -m gpu -p no:cacheprovider -rA -k "edsr or pixel_shuffle or torch_compile" \
  2>&1 | grep -E "passed|failed|FAILED|ERROR|rel L2|Error|assert" | tail -30 | tee "$OUT/torch-tests.log"
echo "torch tests: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
timeout 200 python3 examples/compare_models.py --models edsr --pkf-compile --out "$OUT/models" 2>&1 | grep -v "$QUIET" \
  > "$OUT/models.log"
echo "compare_models --models edsr --pkf-compile: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
cat "$OUT/models/table.md"
