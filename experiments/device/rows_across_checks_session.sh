#!/usr/bin/env bash
# One device call after rows_across_session.sh: racecheck and synccheck on kernels with items across strips (vgg-64@224
# N=1 with three warpgroups; odd H with fp32 sums; 7² N=32 in strips of 4 with split blocks), the rows GPU tests
# (float64 check, the new shapes across strips among them), then the networks suite. Logs under $OUT.
#   bash experiments/device/rows_across_checks_session.sh      (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
TESTS=0 source experiments/device/rows_checks.sh "1 224 224 64 64" "3 57 57 64 192 fp32" "32 7 7 512 512"
echo "sanitizers: $((SECONDS - started)) s"
timeout 240 python3 -m pytest -q tests/test_rows.py -m gpu -p no:cacheprovider 2>&1 | tail -4 | tee "$OUT/tests.log"
echo "tests: $((SECONDS - started)) s"
bash experiments/device/suite_session.sh networks
echo "done: $((SECONDS - started)) s"
