#!/usr/bin/env bash
# U's ring loaded by two threads (each of its own warp, taking its steps in turn, each its own slots, where the slots
# are even) instead of one, and without the proxy fences before each of its loads (its slots are written and read by
# the async proxy only): the results folder's loaders.patch applied to the tree (its switches off: the tree's
# kernel), the forms made by setting them, and taken off at the end. Two alternating rounds on rows-n64-fp32 (fp32
# sums at n64: rings of 12), one on rows-groups (fp16 sums: rings of 7-12); logs under $OUT (tarred).
#   bash experiments/device/rows_loaders_session.sh        (repository root, GPU machine; ran at 3002575, before the
#   change was kept: rows_loaders_kept_session.sh compares the kept form)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
patch -s -p1 < experiments/results/2026-11-29-h200-rows-loaders/loaders.patch || exit 1
two='s/^constexpr int kRingLoaders = 1;$/constexpr int kRingLoaders = kSlots % 2 == 0 ? 2 : 1;/'
nofence='s/^constexpr bool kRingFence = true;$/constexpr bool kRingFence = false;/'
sed "$two" templates/rows.cu.j2 > two.cu.j2 && sed "$nofence" templates/rows.cu.j2 > nofence.cu.j2 \
  && sed "$two; $nofence" templates/rows.cu.j2 > both.cu.j2 || exit 1
[ "$(grep -c "kRingLoaders = kSlots % 2\|kRingFence = false" two.cu.j2 nofence.cu.j2 both.cu.j2 | cut -d: -f2 | tr '\n' ' ')" = "1 1 2 " ] || exit 1
mkdir -p $OUT/loaders/fp32 $OUT/loaders/fp16
OUT=$OUT/loaders/fp32 ROUNDS=2 TESTS=0 timeout 240 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64-fp32.toml \
  tree template=two.cu.j2 template=nofence.cu.j2 template=both.cu.j2 2>&1 | grep -v "^\[" ; echo "fp32: $((SECONDS - started)) s"
OUT=$OUT/loaders/fp16 ROUNDS=1 TESTS=0 timeout 200 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-groups.toml \
  tree template=both.cu.j2 2>&1 | grep -v "^\[" ; echo "fp16: $((SECONDS - started)) s"
rm -f two.cu.j2 nofence.cu.j2 both.cu.j2
patch -s -R -p1 < experiments/results/2026-11-29-h200-rows-loaders/loaders.patch
tar czf $OUT/loaders.tgz -C $OUT loaders && rm -rf $OUT/loaders
echo "all: $((SECONDS - started)) s"
