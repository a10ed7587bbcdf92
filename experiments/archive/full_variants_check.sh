#!/usr/bin/env bash
# Issue 6's tuning steps (experiments/NOTES.md): full-fusion variants at 224² and 960²
# with fp16 sums, cuDNN in the same run; per-block phase times (experiments/phase_probe.py) and
# Nsight Compute's instruction and bank-conflict counts at 960² for the first PROBED variant;
# racecheck/synccheck at 224² on the CHECKED ones. Everything lands in $OUT/NAME.tgz.
#   bash experiments/full_variants_check.sh NAME VARIANTS PROBED CHECKED   (on the GPU machine, repo root)
#   e.g. bash experiments/full_variants_check.sh step11 full-32-pf,full-32-w12-pf full-32-w12-pf full-32-w12-pf
# The steps' own calls are in each results folder's README.
set -uo pipefail
NAME=$1 VARIANTS=$2 PROBED=$3 CHECKED=$4
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
W=/tmp/pkf-$NAME-check; rm -rf "$W"; mkdir -p "$W"
B=/tmp/pkf-$NAME-builds
python3 -m pkf sweep --sizes 224,960 --accum fp16 --out "$W/sweep" --builds "$B" --jobs 16 --variants "$VARIANTS" \
  2>&1 | grep -v "^wrote" | tail -20
P=n1_h960_w960_c64_k64_f4x3_fp16_accfp16
probed=(); for v in ${PROBED//,/ }; do probed+=("$B/pkf-$v-$P"); done
python3 experiments/phase_probe.py "${probed[@]}" 2>&1 | tee "$W/phases.log"
ncu --clock-control none -k regex:pkf_full --launch-skip 2 --launch-count 1 \
  --metrics l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,smsp__inst_executed.sum,gpu__time_duration.sum \
  "${probed[0]}/pkf_main" --reps 3 --warmup 1 2>&1 | grep -E "bank|inst_executed|duration" | tee "$W/ncu.log"
P224=n1_h224_w224_c64_k64_f4x3_fp16_accfp16
for v in ${CHECKED//,/ }; do
  python3 -m pkf.harness.sanitizer "$v accfp16 224" "$B/pkf-$v-$P224/pkf_main"
done | tee "$W/sanitizer.log"
tar czf "$OUT/$NAME.tgz" -C "$W" .
