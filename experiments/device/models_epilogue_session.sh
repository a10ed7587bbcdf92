#!/usr/bin/env bash
# One device call: examples/compare_models.py as committed (its wall time against issue 40's 5 minutes), then the GPU
# tests of the two schedules whose bias-and-activation epilogue is now one macro (thin, cublas). Logs under $OUT.
#   bash experiments/device/models_epilogue_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout 370 python3 examples/compare_models.py --out "$OUT/models" > "$OUT/models-raw.log" 2>&1
echo "compare_models: exit $?, wall $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
grep -v "$QUIET" "$OUT/models-raw.log" > "$OUT/models.log"
grep "benchmarking takes" "$OUT/models-raw.log" | awk '{s+=$5; n++} END {print n, "autotunes, benchmarking total", s, "s"}' | tee -a "$OUT/device.txt"
gzip "$OUT/models-raw.log"
started=$SECONDS
timeout 110 python3 -m pytest -q -p no:cacheprovider tests/test_gpu.py tests/test_torch.py \
  -k "thin_schedule_is_correct or cublas_schedule_agrees" > "$OUT/tests.log" 2>&1
echo "epilogue GPU tests: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
tail -3 "$OUT/tests.log"
