#!/usr/bin/env bash
# One device call: n96 output chunks (experiments/streamed_forms.py --study n96: each chunk width forced, alternating
# rounds), the widths sweep against cuDNN (experiments/sweeps/wgmma-widths.toml), then VDSR at 96 channels tuned through
# pkf.torch (examples/compare_models.py --models vdsr96 --tune --top 2). Logs under $OUT.
#   bash experiments/device/n96_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
ROUNDS=2 TIME_LIMIT=200 bash experiments/device/forms_session.sh n96
started=$SECONDS
timeout 120 python3 -m pkf sweep experiments/sweeps/wgmma-widths.toml --out "$OUT/wgmma-widths" --builds /tmp/pkf-widths --jobs 16 \
  2>&1 | grep -v "^|" > "$OUT/wgmma-widths.log"
echo "widths sweep: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
tar czf "$OUT/wgmma-widths.tgz" -C "$OUT" wgmma-widths && rm -rf "$OUT/wgmma-widths"
started=$SECONDS
timeout 200 python3 examples/compare_models.py --models vdsr96 --tune --top 2 --out "$OUT/vdsr96" 2>&1 | grep -v "$QUIET" > "$OUT/vdsr96.log"
echo "vdsr96 tuned: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
