#!/usr/bin/env bash
# One device call: the split that fills the last wave (experiments/streamed_forms.py --study waves: the automatic form
# beside the one before, alternating rounds), the widening layers' sweep against cuDNN (experiments/sweeps/
# expanding.toml), then examples/compare_models.py on the fresh kernel and compile caches, its wall time in the log.
#   bash experiments/device/waves_models_session.sh        (repository root, GPU machine; logs under $OUT)
set -uo pipefail
source experiments/device/env.sh
ROUNDS=3 TIME_LIMIT=100 bash experiments/device/forms_session.sh waves
started=$SECONDS
timeout 100 python3 -m pkf sweep experiments/sweeps/expanding.toml --out "$OUT/expanding" --builds /tmp/pkf-expanding --jobs 16 \
  2>&1 | grep -v "^|" > "$OUT/expanding.log"
echo "expanding sweep: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
tar czf "$OUT/expanding.tgz" -C "$OUT" expanding && rm -rf "$OUT/expanding"
started=$SECONDS
timeout 400 python3 examples/compare_models.py --out "$OUT/models" 2>&1 | grep -v "$QUIET" > "$OUT/models.log"
echo "compare_models: exit ${PIPESTATUS[0]}, wall $((SECONDS - started)) s" | tee -a "$OUT/models.log" "$OUT/device.txt"
