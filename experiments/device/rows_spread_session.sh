#!/usr/bin/env bash
# One device call: the next k16 step's V made a row or two behind each of this step's product groups (templates/
# rows.cu.j2's kSpread) against all at once before its own products (the template before, made by the results folder's
# before.patch), two alternating rounds on rows-n64-fp32 (the form it is taken for), one on rows-groups (fp16 sums,
# with kSpread on every form whose chunks are whole: spread.cu.j2), each problem checked against float64 by the sweep;
# then this tree's rows GPU tests where time is left. Logs under $OUT (tarred). The measured call
# (experiments/results/2026-11-29-h200-rows-ring/spread) ran the same A/B with spread.cu.j2 as its tree.
#   bash experiments/device/rows_spread_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
patch -s -o before.cu.j2 templates/rows.cu.j2 experiments/results/2026-11-29-h200-rows-ring/spread/before.patch || exit 1
sed 's/^constexpr bool kSpread = .*;$/constexpr bool kSpread = kWhole;/' templates/rows.cu.j2 > spread.cu.j2
mkdir -p $OUT/ab/fp16 $OUT/ab/fp32
OUT=$OUT/ab/fp32 ROUNDS=2 TESTS=0 timeout 200 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64-fp32.toml \
  tree template=before.cu.j2 2>&1 | grep -v "^\[" ; echo "fp32: $((SECONDS - started)) s"
OUT=$OUT/ab/fp16 ROUNDS=1 TESTS=0 timeout 240 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-groups.toml \
  template=spread.cu.j2 template=before.cu.j2 2>&1 | grep -v "^\[" ; echo "fp16: $((SECONDS - started)) s"
rm -f before.cu.j2 spread.cu.j2
tar czf $OUT/ab.tgz -C $OUT ab && rm -rf $OUT/ab
left=$((480 - SECONDS + started))
[ $left -gt 60 ] && timeout $left python3 -m pytest -q tests/test_rows.py -m gpu -p no:cacheprovider 2>&1 | tail -2 | tee $OUT/tests.log
echo "all: $((SECONDS - started)) s"
