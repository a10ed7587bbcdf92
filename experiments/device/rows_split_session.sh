#!/usr/bin/env bash
# One device call on the rows kernel's split forms (both product warpgroups on the same 64 tiles, 2 positions each, at
# twice the output width: fp16 n256, fp32 n128, and the narrower ones): this tree's GPU tests (float64 check, every
# split form among them), racecheck and synccheck on two kernels the plan makes split, then one round of each form
# alone on three sweeps (fp16 sums: rows-epilogue, rows-narrow; fp32 sums: rows-ab-fp32), beside cuDNN's fastest.
# Logs under $OUT (one folder a sweep, tarred).
#   bash experiments/device/rows_split_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
source experiments/device/rows_checks.sh "8 28 28 128 128" "1 56 56 256 256"
echo "checks: $((SECONDS - started)) s"
ab() {  # sweep, then its forms
  local sweep=$1; shift
  mkdir -p "$OUT/$sweep"
  OUT="$OUT/$sweep" ROUNDS=1 TESTS=0 bash experiments/device/rows_ab_session.sh experiments/sweeps/$sweep.toml "$@" 2>&1 \
    | tee "$OUT/$sweep/ab.log" | grep -v "^\["
  tar czf "$OUT/$sweep.tgz" -C "$OUT" $sweep && rm -rf "$OUT/$sweep"
}
ab rows-ab-fp32 forms=64 forms=128s forms=64s
ab rows-epilogue forms=128.64 forms=256s forms=128s
ab rows-narrow forms=128.64 forms=128s forms=64s
echo "all: $((SECONDS - started)) s"
