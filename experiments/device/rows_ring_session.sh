#!/usr/bin/env bash
# One device call on U's ring of the rows kernel's n64 forms (issue 42: fp32 sums at 0.93-1.05x cuDNN's fastest at N = 8,
# their limiter the waits at each chunk's end): the tree (as many slots as fit, up to a chunk's 12 steps) against
# rings up to 18 slots (14-15 beside n64 full's boxes, 16-18 beside split's), two alternating rounds on rows-n64-fp32
# (the changed copy's GPU tests first); then two diagnostics, one round each: no box loaded after each block's first
# two (noboxes), U's ring loaded once (nou), their results wrong, only their times meaning anything: what the boxes'
# loads and U's refills cost. Logs under $OUT (tarred).
#   bash experiments/device/rows_ring_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
mkdir -p $OUT/ab
OUT=$OUT/ab ROUNDS=2 timeout 420 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64-fp32.toml tree ring=18 2>&1 | grep -v "^\["
echo "ring: $((SECONDS - started)) s"
OUT=$OUT/ab ROUNDS=1 TESTS=0 timeout $((570 - SECONDS + started)) bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64-fp32.toml noboxes nou 2>&1 | grep -v "^\["
echo "all: $((SECONDS - started)) s"
tar czf $OUT/ab.tgz -C $OUT ab && rm -rf $OUT/ab
