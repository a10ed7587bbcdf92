#!/usr/bin/env bash
# One device call: fp32 sums at n64 in two split pairs (four warpgroups of products, each 2 positions of its pair's 64
# tiles, 64 accumulator registers a thread; Form("fp32", 64, True, 4), forced by forms=64sg4) against this tree's
# choice (n64 full, two warpgroups), two alternating rounds on rows-n64-fp32, each problem checked against float64 by
# the sweep. Logs under $OUT (tarred).
#   bash experiments/device/rows_pairs4_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
mkdir -p $OUT/pairs4
OUT=$OUT/pairs4 ROUNDS=2 TESTS=0 timeout 300 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64-fp32.toml \
  tree forms=64sg4 2>&1 | grep -v "^\["
tar czf $OUT/pairs4.tgz -C $OUT pairs4 && rm -rf $OUT/pairs4
echo "all: $((SECONDS - started)) s"
