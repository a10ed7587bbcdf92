#!/usr/bin/env bash
# One device call: examples/compare_models.py on models of the same kinds at other widths, tuned first
# (--models LIST --tune --top 2). Logs under $OUT.
#   bash experiments/device/widths_tuned_session.sh vdsr32,unet32     (from the repository root, on the GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout ${MODELS_TIMEOUT:-500} python3 examples/compare_models.py --models "$1" --tune --top 2 --out "$OUT/models" 2>&1 | grep -v "$QUIET" > "$OUT/models.log"
echo "compare_models: exit ${PIPESTATUS[0]}, wall $((SECONDS - started)) s" | tee -a "$OUT/models.log" "$OUT/device.txt"
