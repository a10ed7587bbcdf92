#!/usr/bin/env bash
# One device call: fp32 sums at n64 in two split pairs (four warpgroups of products, each 2 positions of its pair's 64
# tiles, 64 accumulator registers a thread; Form("fp32", 64, True, 4), forced by forms=64sg4), with no loader
# warpgroup (the last warpgroup to release a slot or box loads its next), against this tree's choice (n64 full, two
# warpgroups and a loader), two alternating rounds on rows-n64-fp32, each problem checked against float64 by the
# sweep; then racecheck and synccheck on the four-warpgroup kernel. The form is the results folder's
# pairs4/noloader.patch, applied here for the call and taken back after it. Logs under $OUT (tarred). (The first call,
# at 6c1a5d5 with a loader warpgroup and 120 registers a product thread, pairs4/pairs4.patch, hung.)
#   bash experiments/device/rows_pairs4_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
patch -p1 -s < experiments/results/2026-11-29-h200-rows-early/pairs4/noloader.patch || exit 1
mkdir -p $OUT/pairs4
OUT=$OUT/pairs4 ROUNDS=2 TESTS=0 timeout 300 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64-fp32.toml \
  tree forms=64sg4 2>&1 | grep -v "^\["
echo "ab: $((SECONDS - started)) s"
(cd "/tmp/form-forms=64sg4" && OUT=$OUT/pairs4 TESTS=0 timeout 120 bash -c 'source experiments/device/rows_checks.sh "8 56 56 256 128 fp32"')
patch -R -p1 -s < experiments/results/2026-11-29-h200-rows-early/pairs4/noloader.patch
tar czf $OUT/pairs4.tgz -C $OUT pairs4 && rm -rf $OUT/pairs4
echo "all: $((SECONDS - started)) s"
