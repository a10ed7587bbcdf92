#!/usr/bin/env bash
# One device call: the last input chunk's first 32 channels only (experiments/streamed_forms.py --study half, beside
# every chunk whole, alternating rounds), then VDSR at 96 and 32 channels tuned through pkf.torch
# (examples/compare_models.py --models vdsr96,vdsr32 --tune --top 2). Logs under $OUT.
#   bash experiments/device/half_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
ROUNDS=2 TIME_LIMIT=200 bash experiments/device/forms_session.sh half
started=$SECONDS
timeout 260 python3 examples/compare_models.py --models vdsr96,vdsr32 --tune --top 2 --out "$OUT/vdsr" 2>&1 | grep -v "$QUIET" > "$OUT/vdsr.log"
echo "vdsr96, vdsr32 tuned: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
