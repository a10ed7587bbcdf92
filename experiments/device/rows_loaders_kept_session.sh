#!/usr/bin/env bash
# The kept ring loaders (templates/rows.cu.j2's kRingLoaders: three threads where the slots are a multiple of 3, two
# where even, else one; no proxy fence before U's loads) against the template before (before.cu.j2, the results
# folder's tree.patch taken off) and against two loaders at most (two.cu.j2): two alternating rounds on
# rows-n64-fp32 (fp32 sums at n64, rings of 12); then fp16 sums (rows-groups, rings of 7-12) before, tree, and the
# rings rounded down to an even count of slots (slots=even: 7 -> 6 loaded by three, 11 -> 10 by two). Logs under $OUT
# (tarred).
#   bash experiments/device/rows_loaders_kept_session.sh kept    (repository root, GPU machine)
#   bash experiments/device/rows_loaders_kept_session.sh three   three loaders whatever the slots (three.cu.j2; the
#                                                               parity waits stay exact while a loader's stride is at
#                                                               most the slots) against the tree on rows-groups, then
#                                                               fp32 sums at n64 alone on rows-ab-fp32 (forms=64) to
#                                                               refit its ROUND_US; one round each
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
mode=${1:-kept}
if [ $mode = kept ]; then
  patch -s -R -o before.cu.j2 templates/rows.cu.j2 < experiments/results/2026-11-29-h200-rows-loaders/tree.patch || exit 1
  sed 's/^constexpr int kRingLoaders = kSlots % 3 == 0 ? 3 : kSlots % 2 == 0 ? 2 : 1;$/constexpr int kRingLoaders = kSlots % 2 == 0 ? 2 : 1;/' \
    templates/rows.cu.j2 > two.cu.j2
  grep -q "^constexpr int kRingLoaders = kSlots % 2 == 0 ? 2 : 1;$" two.cu.j2 || exit 1
  mkdir -p $OUT/kept/fp32 $OUT/kept/fp16
  OUT=$OUT/kept/fp32 ROUNDS=2 TESTS=0 timeout 200 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64-fp32.toml \
    template=before.cu.j2 tree template=two.cu.j2 2>&1 | grep -v "^\[" ; echo "fp32: $((SECONDS - started)) s"
  OUT=$OUT/kept/fp16 ROUNDS=2 TESTS=0 timeout 260 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-groups.toml \
    template=before.cu.j2 tree slots=even 2>&1 | grep -v "^\[" ; echo "fp16: $((SECONDS - started)) s"
else
  sed 's/^constexpr int kRingLoaders = kSlots % 3 == 0 ? 3 : kSlots % 2 == 0 ? 2 : 1;$/constexpr int kRingLoaders = kSlots < 3 ? kSlots : 3;/' \
    templates/rows.cu.j2 > three.cu.j2
  grep -q "^constexpr int kRingLoaders = kSlots < 3 ? kSlots : 3;$" three.cu.j2 || exit 1
  mkdir -p $OUT/$mode/fp16 $OUT/$mode/fit
  OUT=$OUT/$mode/fp16 ROUNDS=1 TESTS=0 timeout 200 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-groups.toml \
    tree template=three.cu.j2 2>&1 | grep -v "^\[" ; echo "fp16: $((SECONDS - started)) s"
  OUT=$OUT/$mode/fit ROUNDS=1 TESTS=0 timeout 200 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-ab-fp32.toml \
    forms=64 2>&1 | grep -v "^\[" ; echo "fit: $((SECONDS - started)) s"
fi
rm -f before.cu.j2 two.cu.j2 three.cu.j2
tar czf $OUT/$mode.tgz -C $OUT $mode && rm -rf $OUT/$mode
echo "all: $((SECONDS - started)) s"
