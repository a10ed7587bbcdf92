#!/usr/bin/env bash
# Issue 6 (experiments/NOTES.md, steps 8-21): the full-fusion sweep
# (experiments/sweeps/full.toml) over every size, cuDNN in the same run; PKF-Shmem with and without
# -pf at 224² and 960²; per-block phase times (experiments/phase_probe.py); Nsight Compute's
# instruction and throughput figures for the fastest variant at 960²; racecheck/synccheck.
# Everything lands in $OUT/full-check.tgz.
#   bash experiments/full_sweep_check.sh   (on the GPU machine, from the repository root)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
W=/tmp/pkf-full-check; rm -rf "$W"; mkdir -p "$W"
B=/tmp/pkf-full-builds
python3 -m pkf sweep experiments/sweeps/full.toml --out "$W/full-sweep" --builds "$B" --jobs 16 2>&1 | grep -v "^wrote" | tail -30
python3 -m pkf sweep --sizes 224,960 --variants shmem-16,shmem-16-pf,shmem-16-h2-pf --out "$W/shmem-sweep" --builds "$B" --jobs 16 2>&1 | grep "pkf-shmem"
P=n1_h960_w960_c64_k64_f4x3_fp16_accfp16
python3 experiments/phase_probe.py "$B/pkf-full-16-$P" "$B/pkf-full-32-pf-$P" "$B/pkf-full-32-w12-pf-$P" "$B/pkf-full-32-w12-split-pf-$P" "$B/pkf-full-32-w12-split-h2-pf-$P" "$B/pkf-full-32-w12-split-h2-oh2-pf-$P" 2>&1 | tee "$W/phases.log"
ncu --clock-control none -k regex:pkf_full --launch-skip 2 --launch-count 1 --section SpeedOfLight \
  --section InstructionStats --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section SchedulerStats \
  --section Occupancy --section WarpStateStats "$B/pkf-full-32-w12-split-h2-oh2-pf-$P/pkf_main" --reps 3 --warmup 1 > "$W/ncu-full-32-w12-split-h2-oh2-pf-960.txt" 2>&1
grep -E "Duration|Executed Instructions  |Issue Slots Busy|L1/TEX Cache Throughput|Eligible Warps" "$W/ncu-full-32-w12-split-h2-oh2-pf-960.txt"
P224=n1_h224_w224_c64_k64_f4x3_fp16_accfp16
for v in full-32-pf full-32-w12-split-pf full-32-w12-split-h2-pf full-32-w12-split-h2-oh2-pf; do
  python3 -m pkf.harness.sanitizer "$v accfp16 224" "$B/pkf-$v-$P224/pkf_main"
done | tee "$W/sanitizer.log"
tar czf "$OUT/full-check.tgz" -C "$W" .
