#!/usr/bin/env bash
# Every GPU test of the rows kernel (the harness's float64 check, plain launches), of the other pipelines and `pkf tune`
# with cuDNN's baseline (tests/test_gpu.py), and of pkf.torch (its libraries launch the rows kernel to overlap the
# kernel before it) on this tree. Logs under $OUT.
#   bash experiments/device/final_checks_session.sh      (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
timeout 250 python3 -m pytest -q tests/test_rows.py -m gpu -p no:cacheprovider 2>&1 | tail -4 | tee "$OUT/rows-tests.log"
echo "rows tests: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
timeout 120 python3 -m pytest -q tests/test_gpu.py -m gpu -p no:cacheprovider 2>&1 | tail -4 | tee "$OUT/gpu-tests.log"
echo "pipelines and tune tests: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
timeout $((500 - (SECONDS - started))) python3 -m pytest -q tests/test_torch.py -m gpu -p no:cacheprovider 2>&1 | tail -4 \
  | tee "$OUT/torch-tests.log"
echo "torch tests: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
