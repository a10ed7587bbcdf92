#!/usr/bin/env bash
# One device call on the rows kernel's strips: items of 64 tile pairs of a strip of tile columns (14 at 28² and 56²),
# across the images' rows where H is even. This tree's GPU tests (float64 check; strips of 4, 11, 14 columns, items
# across images), racecheck and synccheck on two kernels whose items run across images, then A/B of this tree against
# `square` (strips of 16 or 8 columns in each image, the layouts before) on experiments/sweeps/rows-epilogue.toml and
# rows-waste.toml, alternating rounds, each beside cuDNN's fastest. Logs under $OUT.
#   bash experiments/device/rows_strips_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
source experiments/device/rows_checks.sh "32 28 28 512 512" "48 6 44 64 256"
echo "checks: $((SECONDS - started)) s"
for sweep in rows-waste rows-epilogue; do
  mkdir -p "$OUT/$sweep" && cp "$OUT"/rows-waste/tests-*.log "$OUT/$sweep/" 2>/dev/null  # the copies' tests once
  OUT="$OUT/$sweep" bash experiments/device/rows_ab_session.sh experiments/sweeps/$sweep.toml tree square 2>&1 | tee "$OUT/$sweep/ab.log" | grep -v "^\["
done
echo "all: $((SECONDS - started)) s"
