#!/usr/bin/env bash
# One device call on the rows kernel's output width: fp16 sums at n64 (where n128's items would fill at most half of
# the SMs, or K is not a multiple of 128). This tree's GPU tests (float64 check, n64 and n128 shapes), racecheck and
# synccheck on two n64 kernels, then the A/B of this tree against n128 wherever K allows (`wide`) on
# experiments/sweeps/rows-narrow.toml, alternating rounds, each beside cuDNN's fastest. Logs under $OUT.
#   bash experiments/device/rows_width_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
source experiments/device/rows_checks.sh "8 28 28 128 128" "12 29 31 128 192"
echo "checks: $((SECONDS - started)) s"
bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-narrow.toml tree wide 2>&1 | tee "$OUT/ab.log" | grep -v "^\["
echo "all: $((SECONDS - started)) s"
