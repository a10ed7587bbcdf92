#!/usr/bin/env bash
# One device call: the rows kernel's input tensor map prefetched (prefetch.tensormap) by the thread that loads the
# boxes while the barriers are made (the results folder's prefetch.patch: with.cu.j2), against this tree's template
# (the measured call ran the patched template as its tree, this one as before.cu.j2), two alternating rounds on
# rows-n64 (N = 1 and 8, where a round's fixed part counts), each problem checked against float64 by the sweep. Logs
# under $OUT (tarred).
#   bash experiments/device/rows_prefetch_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
patch -s -o with.cu.j2 templates/rows.cu.j2 experiments/results/2026-11-29-h200-rows-early/prefetch/prefetch.patch || exit 1
mkdir -p $OUT/prefetch
OUT=$OUT/prefetch ROUNDS=2 TESTS=0 timeout 300 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64.toml \
  template=with.cu.j2 tree 2>&1 | grep -v "^\["
rm -f with.cu.j2
tar czf $OUT/prefetch.tgz -C $OUT prefetch && rm -rf $OUT/prefetch
echo "all: $((SECONDS - started)) s"
