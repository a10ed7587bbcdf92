#!/usr/bin/env bash
# One device call: with fp32 sums at n64 full, a k16 step's 12 products one commit group (each filter row's 4 once its
# slot is full), the step before's waited for once, its 3 slots released, then the next step's V made whole while this
# step's products run (kStepGroup, by the results folder's stepgroup.patch: stepgroup.cu.j2), against this tree
# (kSpread: three groups a step, the next step's V a row or two behind each): its GPU tests, two alternating rounds on
# rows-n64-fp32, racecheck and synccheck on it (two shapes), then it alone on rows-ab-fp32 (one round, for ROUND_US).
# Logs under $OUT (tarred).
#   bash experiments/device/rows_stepgroup_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
patch -s -o stepgroup.cu.j2 templates/rows.cu.j2 experiments/results/2026-11-29-h200-rows-early/stepgroup.patch || exit 1
mkdir -p $OUT/sg/ab $OUT/sg/fit $OUT/sg/checks
OUT=$OUT/sg/ab ROUNDS=2 timeout 400 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64-fp32.toml \
  tree template=stepgroup.cu.j2 2>&1 | grep -v "^\[" ; echo "ab: $((SECONDS - started)) s"
(cd "/tmp/form-template=stepgroup.cu.j2" && OUT=$OUT/sg/checks TESTS=0 timeout 150 bash -c 'source experiments/device/rows_checks.sh "8 56 56 256 128 fp32" "12 29 31 192 128 fp32"')
echo "checks: $((SECONDS - started)) s"
OUT=$OUT/sg/fit ROUNDS=1 TESTS=0 timeout 150 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-ab-fp32.toml \
  template=stepgroup.cu.j2+forms=64 2>&1 | grep -v "^\["
rm -f stepgroup.cu.j2
tar czf $OUT/sg.tgz -C $OUT sg && rm -rf $OUT/sg
echo "all: $((SECONDS - started)) s"
