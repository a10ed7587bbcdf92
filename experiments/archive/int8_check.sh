#!/usr/bin/env bash
# Issue 5, INT8 on the GPU (F(2,3), int8 U and V, int32 sums; pkf/quantise.py): every fusion at 64²
# checked on three seeds against the float64 reference, racecheck/synccheck on the fused kernels, then
# the default sweep with --dtype int8 (cuDNN fp16 and the ceilings measured in the same run).
# Everything lands in $OUT/int8.tgz.
#   bash experiments/int8_check.sh   (on the GPU machine, from the repository root)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
W=/tmp/pkf-int8-check; rm -rf "$W"; mkdir -p "$W"
for fusion in none syncfree shmem llc full; do
  python3 -m pkf build --dtype int8 --h 64 --w 64 --fusion $fusion --out "$W/b64/$fusion" > /dev/null || echo "$fusion: build failed"
  for seed in 1 2 3; do echo "$fusion seed $seed: $(python3 -m pkf run "$W/b64/$fusion" --seed $seed --reps 20 2>&1)"; done
  if [ "$fusion" != none ] && [ "$fusion" != syncfree ]; then
    python3 -m pkf.harness.sanitizer "$fusion" "$W/b64/$fusion/pkf_main"
  fi
done 2>&1 | tee "$W/check64.log"
python3 -m pkf sweep experiments/sweeps/default.toml --dtype int8 --out "$W/sweep" --jobs 16 2>&1 | tail -25
tar czf "$OUT/int8.tgz" -C "$W" check64.log sweep
