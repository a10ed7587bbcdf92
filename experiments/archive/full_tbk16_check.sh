#!/usr/bin/env bash
# Issue 6, tuning step 6 (experiments/NOTES.md): TBK = 16 with 24-element operand rows,
# against the default TBK = 32, for fp32 and fp16 sums, at 224² and 960², cuDNN in the same run;
# racecheck/synccheck on the new full-fusion kernel. Everything lands in $OUT/tbk16.tgz.
#   bash experiments/full_tbk16_check.sh   (on the GPU machine, from the repository root)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
W=/tmp/pkf-tbk16-check; rm -rf "$W"; mkdir -p "$W"
for accum in fp32 fp16; do
  python3 -m pkf sweep --sizes 224,960 --accum $accum --out "$W/sweep-$accum" --jobs 16 \
    --variants full-16,full-16-tbk16,shmem-16,shmem-16-tbk16,llc-16,llc-16-tbk16 2>&1 | grep -v "^wrote" | tail -16
done
for accum in fp32 fp16; do
  binary=/tmp/pkf-sweep-builds/pkf-full-16-tbk16-n1_h224_w224_c64_k64_f4x3_fp16_acc${accum}/pkf_main
  python3 -m pkf.harness.sanitizer "full-16-tbk16 acc$accum 224" "$binary"
done | tee "$W/sanitizer.log"
tar czf "$OUT/tbk16.tgz" -C "$W" sweep-fp32 sweep-fp16 sanitizer.log
