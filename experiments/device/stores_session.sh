#!/usr/bin/env bash
# One device call: the wgmma kernel's vector stores and folds behind the next products, against the commit before
# (its tree in .old, carried): experiments/streamed_forms.py --study stores --old .old, timed in alternating rounds,
# then the wgmma GPU tests. Logs under $OUT.
#   bash experiments/device/stores_session.sh          (from the repository root, on the GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
F=/tmp/store-forms; rm -rf $F  # the forms of this call only
timeout 120 python3 experiments/streamed_forms.py $F --study stores --old .old > "$OUT/stores-build.log" 2>&1
echo "forms built: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
ROUNDS=2 timeout 150 bash experiments/resident_filter/time_forms.sh $F "$OUT/stores.log" > /dev/null 2>&1
echo "forms timed: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
timeout 320 python3 -m pytest -q -m gpu tests/test_wgmma.py -p no:cacheprovider --tb=short > "$OUT/gpu-tests.log" 2>&1
echo "gpu tests: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"; tail -3 "$OUT/gpu-tests.log"
