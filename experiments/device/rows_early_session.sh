#!/usr/bin/env bash
# One device call: with fp32 sums at n64 (kSpread), the next step's loads issued before the wait on this step's
# products and their adds after it (kEarlyLoads), and the next chunk's first step made behind this chunk's last
# (kAhead), in templates/rows.cu.j2 as the results folder's early-ahead.patch makes it (tested.cu.j2), against this
# tree's template (neither; the measured call ran tested.cu.j2 as its tree and this one as before.cu.j2) and the loads
# early alone (early.cu.j2): two alternating rounds on rows-n64-fp32. Then one round each of rows-groups (fp16 sums,
# which take neither) at this tree and at the template before kSpread (prespread.cu.j2, by
# 2026-11-29-h200-rows-ring/spread/before.patch), whose transform has since moved into lambdas. Each problem checked
# against float64 by the sweep; logs under $OUT (tarred).
#   bash experiments/device/rows_early_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
results=experiments/results/2026-11-29-h200-rows-early
patch -s -o tested.cu.j2 templates/rows.cu.j2 $results/early-ahead.patch || exit 1
patch -s -o prespread.cu.j2 templates/rows.cu.j2 experiments/results/2026-11-29-h200-rows-ring/spread/before.patch || exit 1
sed 's/^constexpr bool kEarlyLoads = true, kAhead = true;$/constexpr bool kEarlyLoads = true, kAhead = false;/' tested.cu.j2 > early.cu.j2
grep -q "kAhead = false;" early.cu.j2 || exit 1
mkdir -p $OUT/ab/fp16 $OUT/ab/fp32
OUT=$OUT/ab/fp32 ROUNDS=2 TESTS=0 timeout 300 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64-fp32.toml \
  template=tested.cu.j2 tree template=early.cu.j2 2>&1 | grep -v "^\[" ; echo "fp32: $((SECONDS - started)) s"
OUT=$OUT/ab/fp16 ROUNDS=1 TESTS=0 timeout 240 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-groups.toml \
  tree template=prespread.cu.j2 2>&1 | grep -v "^\[" ; echo "fp16: $((SECONDS - started)) s"
rm -f tested.cu.j2 prespread.cu.j2 early.cu.j2
tar czf $OUT/ab.tgz -C $OUT ab && rm -rf $OUT/ab
echo "all: $((SECONDS - started)) s"
