#!/usr/bin/env bash
# One device call (written 2026-11-27, not run yet): pkf.torch under torch.compile beside eager, torch.compile and
# pkf.torch on the U-Net (N = 1) and ResNet-18 (N = 1) (examples/compare_models.py --pkf-compile), with dynamo's
# graph breaks logged; then the GPU test of a compiled converted model. Logs under $OUT.
#   bash experiments/device/pkf_compile_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
TORCH_LOGS=graph_breaks timeout 470 python3 examples/compare_models.py --models unet,resnet18 --pkf-compile \
  --out "$OUT/models" > "$OUT/models-raw.log" 2>&1
echo "compare_models --pkf-compile: exit $?, wall $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
grep -v "$QUIET" "$OUT/models-raw.log" > "$OUT/models.log"
gzip "$OUT/models-raw.log"
grep -c "Graph break" "$OUT/models.log" | sed 's/^/graph breaks logged: /' | tee -a "$OUT/device.txt"
timeout 100 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_torch.py -k "torch_compile or residual_sum" \
  > "$OUT/tests.log" 2>&1
echo "compile GPU tests: exit $?" | tee -a "$OUT/device.txt"
tail -3 "$OUT/tests.log"
