#!/usr/bin/env bash
# One device call: the rows kernel's GPU tests (float64 check), racecheck and synccheck on the rows kernel at each
# shape "N H W C K [SUMS]" given (rows_checks.sh), then the sweeps named after `--` (suite_session.sh). With no
# arguments, what a machine not measured before gets (the H200 from 2026-11-28): two shapes whose items run across
# images, the networks suite and the channel widths.
#   bash experiments/device/baseline_session.sh [SHAPE ... -- SWEEP ...]   (repository root, GPU machine; logs under $OUT)
set -uo pipefail
[ $# -gt 0 ] || set -- "32 28 28 512 512" "48 6 44 64 256" -- networks wgmma-widths
shapes=() && while [ $# -gt 0 ] && [ "$1" != -- ]; do shapes+=("$1"); shift; done; shift
source experiments/device/env.sh
started=$SECONDS
source experiments/device/rows_checks.sh "${shapes[@]}"
echo "checks: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
bash experiments/device/suite_session.sh "$@"
echo "all: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
