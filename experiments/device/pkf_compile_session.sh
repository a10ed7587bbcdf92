#!/usr/bin/env bash
# One device call: pkf.torch under torch.compile beside eager, torch.compile and pkf.torch on the given models
# (examples/compare_models.py --pkf-compile; default the U-Net and ResNet-18 at N = 1), with dynamo's graph breaks and
# recompilations logged; then the GPU tests of compiled converted models and of cuDNN's fused layers. Logs under $OUT.
#   bash experiments/device/pkf_compile_session.sh [MODELS] [SECONDS] [compare_models.py options, e.g. --tune --top 1]
set -uo pipefail
source experiments/device/env.sh
models=${1:-unet,resnet18} limit=${2:-470}
started=$SECONDS
TORCH_LOGS=graph_breaks,recompiles timeout "$limit" python3 examples/compare_models.py --models "$models" --pkf-compile \
  --out "$OUT/models" "${@:3}" > "$OUT/models-raw.log" 2>&1
echo "compare_models --models $models --pkf-compile ${*:3}: exit $?, wall $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
grep -v "$QUIET" "$OUT/models-raw.log" > "$OUT/models.log"
gzip "$OUT/models-raw.log"
grep -c "Graph break" "$OUT/models.log" | sed 's/^/graph breaks logged: /' | tee -a "$OUT/device.txt"
grep -c "Recompiling function" "$OUT/models.log" | sed 's/^/recompilations logged: /' | tee -a "$OUT/device.txt"
timeout 100 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_torch.py -k "torch_compile or residual_sum or fused_cudnn" \
  > "$OUT/tests.log" 2>&1
echo "compile and fused-layer GPU tests: exit $?" | tee -a "$OUT/device.txt"
tail -3 "$OUT/tests.log"
