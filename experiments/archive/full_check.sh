#!/usr/bin/env bash
# Issue 5 and 6 on the GPU, after the default sweep: finish the sweep with --resume (rows that failed
# are tried again), the full fusion with fp16 accumulation (a tuning step), pkf build --prune on the
# full fusion, and racecheck/synccheck on it at 224 and 960. Everything lands in $OUT/all.tgz.
#   bash experiments/full_check.sh   (on the GPU machine, from the repository root)
set -uo pipefail
export PYTHONPATH=.
W=/tmp/pkf-full-check; rm -rf "$W"; mkdir -p "$W"
P=experiments/prototypes
cp -r experiments/results/2026-11-22-h100-sweep "$W/sweep"
python3 -m pkf sweep experiments/sweeps/default.toml --prototypes $P --out "$W/sweep" --jobs 16 --resume 2>&1 | tail -3
python3 -m pkf sweep --sizes 224,960 --variants full-16 --accum fp16 --prototypes $P --out "$W/full-fp16" --jobs 16 2>&1 | tail -12
python3 -m pkf build --fusion full --from-prototype $P/n1_h224_w224_c64_k64_f4x3_fp16_accfp32_tile16x64x32_sm_90 \
  --out "$W/full-224" --prune --prototypes $P --jobs 16 2>&1 | tail -3
for size in 224 960; do
  binary=/tmp/pkf-sweep-builds/pkf-full-16-n1_h${size}_w${size}_c64_k64_f4x3_fp16_accfp32/pkf_main
  python3 -m pkf.harness.sanitizer "pkf-full-16 ${size}" "$binary"
done | tee "$W/sanitizer.log"
tar czf "$OUT/all.tgz" -C "$W" sweep full-fp16 full-224/prune.md full-224/prune.json sanitizer.log
