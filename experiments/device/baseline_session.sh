#!/usr/bin/env bash
# One device call on a machine not measured before (the H200 from 2026-11-28): the rows kernel's GPU tests (float64
# check, items across images among them), racecheck and synccheck on two kernels whose items run across images, then
# the networks suite and the channel widths (suite_session.sh), pkf's automatic choice against cuDNN's fastest.
#   bash experiments/device/baseline_session.sh        (repository root, GPU machine; logs under $OUT)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
source experiments/device/rows_checks.sh "32 28 28 512 512" "48 6 44 64 256"
echo "checks: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
bash experiments/device/suite_session.sh networks wgmma-widths
echo "all: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
