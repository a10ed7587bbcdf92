#!/usr/bin/env bash
# One device call on the rows kernel's n64 forms (issue 42: fp32 sums at 0.93-1.05x cuDNN's fastest at N = 8): the
# diagnostics of rows_ring_session.sh put their limiter inside the SM (U never reloaded: 3-7 % faster; no boxes loaded:
# no faster), so do the product warpgroups transform their V at the same moments, leaving the Tensor Cores idle? Each
# product warpgroup w started w T cycles late (stagger=T), two alternating rounds against the tree on rows-n64-fp32 and on
# rows-groups (fp16 sums); then racecheck and synccheck on the tree's rings counted at run time (7 slots beside n128's
# boxes, 10 beside three warpgroups'), blocks taking several items. Logs under $OUT (the A/B tarred).
#   bash experiments/device/rows_stagger_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
mkdir -p $OUT/ab/fp32
OUT=$OUT/ab/fp32 ROUNDS=2 TESTS=0 timeout 240 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64-fp32.toml \
  tree stagger=200 stagger=500 stagger=1000 2>&1 | grep -v "^\[" ; echo "fp32: $((SECONDS - started)) s"
mkdir -p $OUT/ab/fp16
OUT=$OUT/ab/fp16 ROUNDS=2 TESTS=0 timeout 200 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-groups.toml \
  tree stagger=500 2>&1 | grep -v "^\[" ; echo "fp16: $((SECONDS - started)) s"
tar czf $OUT/ab.tgz -C $OUT ab && rm -rf $OUT/ab
TESTS=0 source experiments/device/rows_checks.sh "8 112 112 128 128" "64 28 28 192 128"
echo "all: $((SECONDS - started)) s"
