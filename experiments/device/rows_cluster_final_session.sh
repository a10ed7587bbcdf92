#!/usr/bin/env bash
# The third device call for clusters of blocks sharing an item's input channels: the rows GPU tests (float64 check;
# among them cluster plans with bias and activations, a part-full last chunk, K padded) on the final tree, then
# ResNet-18 at N = 1 through pkf.torch untuned (its 256@14 and 512@7 layers now take rows' clusters) against eager
# cuDNN and torch.compile. Logs under $OUT.
#   bash experiments/device/rows_cluster_final_session.sh      (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
timeout 230 python3 -m pytest -q tests/test_rows.py -m gpu -p no:cacheprovider 2>&1 | tail -4 | tee "$OUT/tests.log"
echo "tests: $((SECONDS - started)) s"
timeout $((510 - (SECONDS - started))) python3 examples/compare_models.py --models resnet18 --pkf-compile --out "$OUT/models" 2>&1 \
  | grep -v "$QUIET" > "$OUT/models.log"
echo "compare_models: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
cat "$OUT/models/table.md" 2>/dev/null || tail -20 "$OUT/models.log"
