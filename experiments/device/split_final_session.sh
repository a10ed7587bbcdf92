#!/usr/bin/env bash
# One device call on the rows plan as committed (split forms by the fitted rounds, less the schedule's 3 us): this
# tree's rows GPU tests (float64 check), then the networks suite against cuDNN's fastest. Logs under $OUT.
#   bash experiments/device/split_final_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout 240 python3 -m pytest -q tests/test_rows.py -m gpu -p no:cacheprovider 2>&1 | tail -4 | tee "$OUT/tests.log"
echo "checks: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
bash experiments/device/suite_session.sh networks
echo "all: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
