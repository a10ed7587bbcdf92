#!/usr/bin/env bash
# One device call: examples/compare_models.py untuned on its four models (its wall time in the log), then VDSR-96
# tuned (--models vdsr96 --tune --top 2). Logs under $OUT.
#   bash experiments/device/models_widths_session.sh        (from the repository root, on the GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout 400 python3 examples/compare_models.py --out "$OUT/models" 2>&1 | grep -v "$QUIET" > "$OUT/models.log"
echo "compare_models: exit ${PIPESTATUS[0]}, wall $((SECONDS - started)) s" | tee -a "$OUT/models.log" "$OUT/device.txt"
started=$SECONDS
timeout 180 python3 examples/compare_models.py --models vdsr96 --tune --top 2 --out "$OUT/vdsr96" 2>&1 | grep -v "$QUIET" > "$OUT/vdsr96.log"
echo "vdsr96 tuned: exit ${PIPESTATUS[0]}, wall $((SECONDS - started)) s" | tee -a "$OUT/vdsr96.log" "$OUT/device.txt"
