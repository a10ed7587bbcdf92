#!/usr/bin/env bash
# One device call: streams with a cheaper exchange (the results folder's stream-v2.patch, applied here and taken off at
# the end: each thread's sums written and read 16 bytes at a time, one fence and flag a warpgroup after its barrier
# instead of a fence a thread): one round each of the plan without streams and with them on rows-stream-fp32 (fp32
# sums, N = 8 and 32) and rows-stream (fp16 sums, N = 1 and 8). Each problem checked against float64 by the sweep; logs
# under $OUT (tarred).
#   bash experiments/device/rows_stream3_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
patch -s -p1 < experiments/results/2026-11-29-h200-rows-stream/stream-v2.patch || exit 1
mkdir -p $OUT/stream3/fp32 $OUT/stream3/fp16
OUT=$OUT/stream3/fp32 ROUNDS=1 TESTS=0 timeout 200 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-stream-fp32.toml \
  nostream tree 2>&1 | grep -v "^\[" ; echo "fp32: $((SECONDS - started)) s"
OUT=$OUT/stream3/fp16 ROUNDS=1 TESTS=0 timeout 220 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-stream.toml \
  nostream tree 2>&1 | grep -v "^\[" ; echo "fp16: $((SECONDS - started)) s"
patch -s -R -p1 < experiments/results/2026-11-29-h200-rows-stream/stream-v2.patch
tar czf $OUT/stream3.tgz -C $OUT stream3 && rm -rf $OUT/stream3
echo "all: $((SECONDS - started)) s"
