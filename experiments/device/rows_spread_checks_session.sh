#!/usr/bin/env bash
# One device call: the rows GPU tests (float64 check), racecheck and synccheck on the fp32-sums n64 full kernel (its
# next step's V made behind the products, templates/rows.cu.j2's kSpread; blocks of several items and chunks, odd W),
# then that form alone on rows-ab-fp32 (one round, beside cuDNN's fastest) to refit its ROUND_US
# (experiments/rows/fit_rounds.py "fp32 64 0 2" LOG). Logs under $OUT (tarred).
#   bash experiments/device/rows_spread_checks_session.sh        (repository root, GPU machine)
# DIR, FORMS and SHAPES (rows_checks.sh's, `;`-separated) change the folder, the forms fitted and the checked shapes
# (rows_loaders_final_session.sh).
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
dir=${DIR:-logs}
IFS=';' read -ra shapes <<< "${SHAPES:-8 56 56 256 128 fp32;12 29 31 192 128 fp32}"
mkdir -p $OUT/$dir/fit
OUT=$OUT/$dir source experiments/device/rows_checks.sh "${shapes[@]}"
echo "checks: $((SECONDS - started)) s"
OUT=$OUT/$dir/fit ROUNDS=1 TESTS=0 timeout 200 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-ab-fp32.toml \
  forms=${FORMS:-64} 2>&1 | grep -v "^\[" ; echo "fit: $((SECONDS - started)) s"
tar czf $OUT/$dir.tgz -C $OUT $dir && rm -rf $OUT/$dir
echo "all: $((SECONDS - started)) s"
