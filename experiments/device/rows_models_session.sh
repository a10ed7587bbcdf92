#!/usr/bin/env bash
# One device call: examples/compare_models.py on the given models with pkf.torch untuned (rows where it was measured
# faster), eager and under torch.compile (--pkf-compile), against PyTorch's eager cuDNN and torch.compile; with
# `torch-tests`, every pkf.torch GPU test first. Logs under $OUT.
#   bash experiments/device/rows_models_session.sh vgg,resnet50          (repository root, GPU machine)
#   bash experiments/device/rows_models_session.sh vgg,unet
#   bash experiments/device/rows_models_session.sh resnet50 torch-tests
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
if [ "${2:-}" = torch-tests ]; then
  timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_torch.py -rA > "$OUT/torch-tests.log" 2>&1
  echo "pkf.torch GPU tests: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
  grep -E "^(FAILED|ERROR)" "$OUT/torch-tests.log" | cut -c1-200; tail -1 "$OUT/torch-tests.log"
fi
timeout $((570 - (SECONDS - started))) python3 examples/compare_models.py --models "$1" --pkf-compile --out "$OUT/models" 2>&1 \
  | grep -v "$QUIET" > "$OUT/models.log"
echo "compare_models: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
cat "$OUT/models/table.md" 2>/dev/null || tail -20 "$OUT/models.log"
