#!/usr/bin/env bash
# Issue 6, tuning step 7 (experiments/full_fusion_notes.md): U of the next Winograd position
# prefetched into registers (-pf), TBK = 64 and TBM = 32, fp16 sums, at 224² and 960², cuDNN in
# the same run; per-block phase times (experiments/phase_probe.py); racecheck/synccheck on the
# prefetching kernel. Everything lands in $OUT/step7.tgz.
#   bash experiments/full_step7_check.sh   (on the GPU machine, from the repository root)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
W=/tmp/pkf-step7-check; rm -rf "$W"; mkdir -p "$W"
B=/tmp/pkf-step7-builds
python3 -m pkf sweep --sizes 224,960 --accum fp16 --out "$W/sweep" --builds "$B" --jobs 16 \
  --variants full-16-tbk16,full-16-tbk16-pf,full-16,full-16-pf,full-16-tbk64,full-16-tbk64-pf,full-32-tbk16,full-32-tbk16-pf,full-32,full-32-pf \
  2>&1 | grep -v "^wrote" | tail -24
P=n1_h960_w960_c64_k64_f4x3_fp16_accfp16
python3 experiments/phase_probe.py "$B/pkf-full-16-tbk16-$P" "$B/pkf-full-16-tbk16-pf-$P" \
  "$B/pkf-full-16-tbk64-pf-$P" "$B/pkf-full-32-pf-$P" 2>&1 | tee "$W/phases.log"
P224=n1_h224_w224_c64_k64_f4x3_fp16_accfp16
for v in full-16-tbk16-pf full-32-pf; do
  python3 -m harness.sanitizer "$v accfp16 224" "$B/pkf-$v-$P224/pkf_main"
done | tee "$W/sanitizer.log"
tar czf "$OUT/step7.tgz" -C "$W" sweep phases.log sanitizer.log
