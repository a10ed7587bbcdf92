#!/usr/bin/env bash
# Two measures for issue 42's fp32-sums shortfalls, in one device call (logs under $OUT):
# 1. half of each item's stores deferred into the next item's first products
#    (experiments/results/2026-11-30-cpu-rows-deferred-stores/deferred.patch) against this tree, two alternating rounds
#    on fp32-auto.toml's layers at N = 8 and 32 and on the suite's C = K = 64 layers with fp32 sums;
# 2. on those C = K = 64 layers, what two products a position would cost at the least (rows_ab_session.sh's `twice`):
#    the price of an operand split, the one way to bring fp32 sums' error within 1.5x cuDNN's.
#   bash experiments/device/rows_deferred_session.sh      (repository root, GPU machine)
set -uo pipefail
patch=$PWD/experiments/results/2026-11-30-cpu-rows-deferred-stores/deferred.patch
# the patched template beside this tree's (a form's name is its file's, so a bare name)
rm -rf /tmp/deferred && mkdir -p /tmp/deferred/templates && cp templates/rows.cu.j2 /tmp/deferred/templates/
(cd /tmp/deferred && { git apply "$patch" 2>/dev/null || patch -s -p1 < "$patch"; }) || { echo "deferred.patch does not apply"; exit 1; }
cp /tmp/deferred/templates/rows.cu.j2 deferred.cu.j2
mkdir -p "$OUT/wide" "$OUT/c64"
OUT=$OUT/wide FLAGS="--layers vgg-128@112,unet-128@256,vgg-256@56,vgg-512@28 --batches 8,32" TESTS=0 \
  bash experiments/device/rows_ab_session.sh experiments/sweeps/fp32-auto.toml tree template=deferred.cu.j2
OUT=$OUT/c64 FLAGS="--layers sr-64@1080p,vgg-64@224 --batches 1 --accum fp32" TESTS=0 \
  bash experiments/device/rows_ab_session.sh experiments/sweeps/networks.toml tree template=deferred.cu.j2 twice
rm -f deferred.cu.j2
