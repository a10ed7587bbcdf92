#!/usr/bin/env bash
# One device call: the rows GPU tests (float64 check), racecheck and synccheck on the fp32-sums n64 full kernel (its
# next step's V made behind the products, templates/rows.cu.j2's kSpread; blocks of several items and chunks, odd W),
# then that form alone on rows-ab-fp32 (one round, beside cuDNN's fastest) to refit its ROUND_US
# (experiments/rows/fit_rounds.py "fp32 64 0 2" LOG). Logs under $OUT (tarred).
#   bash experiments/device/rows_spread_checks_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
mkdir -p $OUT/logs/fit
OUT=$OUT/logs source experiments/device/rows_checks.sh "8 56 56 256 128 fp32" "12 29 31 192 128 fp32"
echo "checks: $((SECONDS - started)) s"
OUT=$OUT/logs/fit ROUNDS=1 TESTS=0 timeout 200 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-ab-fp32.toml \
  forms=64 2>&1 | grep -v "^\["
tar czf $OUT/logs.tgz -C $OUT logs && rm -rf $OUT/logs
echo "all: $((SECONDS - started)) s"
