#!/usr/bin/env bash
# The pair form's device call (H200, 2026-11-28), run at this session's tree with pair.patch applied (`git apply
# experiments/results/2026-11-28-h200-rows-pairs/pair.patch`): the rows GPU tests (the split cases' fp32 n128 forms run
# as pairs), racecheck and synccheck on a pair kernel, then the A/B on rows-ab-fp32.toml. The diagnostics: the same
# A/B with `forms=128s+template=F`, F each diagnostic-*.patch applied to the patched template, copied to the
# repository root (the A/B's form names may not hold a slash).
#   bash experiments/results/2026-11-28-h200-rows-pairs/session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
source experiments/device/rows_checks.sh "32 28 28 512 512 fp32"
echo "checks: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
TESTS=0 ROUNDS=2 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-ab-fp32.toml forms=128s \
  forms=128s+pairs=none forms=64 > "$OUT/ab.log" 2>&1
echo "all: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
