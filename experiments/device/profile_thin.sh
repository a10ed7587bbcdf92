#!/usr/bin/env bash
# Nsight Compute on the thin schedule's kernel at VDSR's first and last layers (1 -> 64, 64 -> 1 at 1080p), measured
# before reworking it: its time and check (pkf run), then one launch under ncu with the sections that say what limits
# it (speed of light, memory and compute workload, occupancy, scheduler, warp stalls, per-pipe utilisation). Logs
# under $OUT/profile-thin/.
#   bash experiments/device/profile_thin.sh        (repository root, GPU machine; no TVM)
set -uo pipefail
source experiments/device/env.sh > /dev/null
LOG=$OUT/profile-thin; mkdir -p "$LOG"; B=/tmp/pkf-profile-thin; rm -rf $B; mkdir -p $B
SECTIONS="--section SpeedOfLight --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section Occupancy \
  --section LaunchStats --section SchedulerStats --section WarpStateStats --section InstructionStats \
  --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,regex:sm__inst_executed_pipe_.*\.avg\.pct_of_peak_sustained_active,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum"
for layer in "1to64 1 64" "64to1 64 1" "3to64 3 64"; do
  set -- $layer
  python3 -m pkf build --c $2 --k $3 --h 1080 --w 1920 --out $B/$1 > "$LOG/$1-build.log" 2>&1 &
done
wait
for layer in 1to64 64to1 3to64; do
  echo "== $layer @1080p" | tee -a "$LOG/summary.log"
  timeout 60 python3 -m pkf run $B/$layer 2>&1 | tee -a "$LOG/summary.log"
  timeout 120 ncu --kernel-name regex:conv --launch-skip 2 --launch-count 1 $SECTIONS $B/$layer/pkf_main --reps 3 --warmup 1 \
    > "$LOG/$layer-ncu.txt" 2>&1
  grep -E "Duration|Compute \(SM\) Throughput|Memory Throughput|DRAM Throughput|Registers Per|Achieved Occupancy|Theoretical Occupancy|Eligible Warps|Issued Warp|No Eligible|Block Limit|issue_stalled|pipe_.*pct|bank_conflicts|wavefronts_mem_shared|L1/TEX Hit|Mem Pipes Busy|Issue Slots Busy" \
    "$LOG/$layer-ncu.txt" | awk '$NF != "0" && $NF != "0.00"' | tee -a "$LOG/summary.log"
done
