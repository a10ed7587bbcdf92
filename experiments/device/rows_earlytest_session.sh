#!/usr/bin/env bash
# One device call: each ring slot's barrier (and, at a chunk's last step, the next box's) tested by mbarrier.test_wait
# once this step's products are queued and waited for at its own step only where the test found it not yet full
# (kEarlyTests, made by the results folder's earlytest.patch, applied here and taken off at the end), against the same
# template without (before.cu.j2): two alternating rounds on
# rows-n64-fp32 (fp32 sums at n64, N = 8), then on rows-groups (fp16 sums, N = 8 and 32). Last, a diagnostic whose
# results are wrong: no wait on U's slots at all (nowait.cu.j2), one round of rows-n64-fp32, what any hiding of those
# waits could give. Each problem checked against float64 by the sweep; logs under $OUT (tarred).
#   bash experiments/device/rows_earlytest_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
patch -s -p1 < experiments/results/2026-11-29-h200-rows-earlytest/earlytest.patch || exit 1
sed 's/^constexpr bool kEarlyTests = true;$/constexpr bool kEarlyTests = false;/' templates/rows.cu.j2 > before.cu.j2
grep -q "^constexpr bool kEarlyTests = false;" before.cu.j2 || exit 1
sed 's/^          if (!kEarlyTests || !slot_ready)$/          if (false)/' templates/rows.cu.j2 > nowait.cu.j2
grep -q "^          if (false)$" nowait.cu.j2 || exit 1
mkdir -p $OUT/ab/fp16 $OUT/ab/fp32 $OUT/ab/nowait
OUT=$OUT/ab/fp32 ROUNDS=2 TESTS=0 timeout 260 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64-fp32.toml \
  template=before.cu.j2 tree 2>&1 | grep -v "^\[" ; echo "fp32: $((SECONDS - started)) s"
OUT=$OUT/ab/fp16 ROUNDS=2 TESTS=0 timeout 220 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-groups.toml \
  template=before.cu.j2 tree 2>&1 | grep -v "^\[" ; echo "fp16: $((SECONDS - started)) s"
OUT=$OUT/ab/nowait ROUNDS=1 TESTS=0 timeout 90 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64-fp32.toml \
  template=nowait.cu.j2 2>&1 | grep -v "^\[" ; echo "nowait: $((SECONDS - started)) s"
rm -f before.cu.j2 nowait.cu.j2
patch -s -R -p1 < experiments/results/2026-11-29-h200-rows-earlytest/earlytest.patch
tar czf $OUT/ab.tgz -C $OUT ab && rm -rf $OUT/ab
echo "all: $((SECONDS - started)) s"
