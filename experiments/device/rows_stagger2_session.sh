#!/usr/bin/env bash
# One device call: the product warpgroups staggered by about an output transform's time (stagger=T, T = 1500, 3000
# cycles a warpgroup; 200-1000 measured within 1 % in rows_stagger_session.sh), so that at each item's end one
# warpgroup's output transform and stores overlap the others' products instead of all three draining at once (a round's
# fixed part, 1.1-2.2 us by the fitted rounds). Two alternating rounds against the tree on rows-groups (fp16 sums) and
# rows-n64-fp32. Logs under $OUT (tarred).
#   bash experiments/device/rows_stagger2_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
mkdir -p $OUT/ab/fp16 $OUT/ab/fp32
OUT=$OUT/ab/fp16 ROUNDS=2 TESTS=0 timeout 300 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-groups.toml \
  tree stagger=1500 stagger=3000 2>&1 | grep -v "^\[" ; echo "fp16: $((SECONDS - started)) s"
OUT=$OUT/ab/fp32 ROUNDS=2 TESTS=0 timeout $((560 - SECONDS + started)) bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64-fp32.toml \
  tree stagger=3000 2>&1 | grep -v "^\[" ; echo "fp32: $((SECONDS - started)) s"
tar czf $OUT/ab.tgz -C $OUT ab && rm -rf $OUT/ab
