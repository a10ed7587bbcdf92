#!/usr/bin/env bash
# One device call on the rows kernel's producer-warpgroup form, after its fp16 A/B (faster on all 10 rows): its A/B with
# fp32 sums against the default form, the producer form with 2 product groups left running at each wait against 1, and
# Nsight Compute on it at vgg-256@56 N=32 (what limits it now). Logs under $OUT.
#   bash experiments/device/producer_session.sh        (repository root, GPU machine)
set -uo pipefail
started=$SECONDS
bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-ab-fp32.toml tree producer=True 2>&1 | tee "$OUT/fp32-ab.log" | grep -v "^\["
bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-epilogue.toml producer=True producer=True+depth=2 2>&1 | tee "$OUT/depth-ab.log" | grep -v "^\["
echo "A/B: $((SECONDS - started)) s"
source experiments/device/env.sh
SECTIONS="--section SpeedOfLight --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section Occupancy \
  --section LaunchStats --section SchedulerStats --section WarpStateStats \
  --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,regex:sm__pipe_tensor_cycles_active.*pct_of_peak_sustained_active,lts__t_bytes.sum.per_second"
cd /tmp/form-producer=True
PKF_PROTOTYPES=$PWD/experiments/prototypes python3 -m pkf build --schedule rows --accum fp16 --n 32 --h 56 --w 56 --c 256 --k 256 --out /tmp/prof-producer > /dev/null 2>&1
timeout 60 python3 -m pkf run /tmp/prof-producer 2>&1 | tail -2 | tee "$OUT/profile.log"
timeout 150 ncu --kernel-name regex:conv --launch-skip 3 --launch-count 1 $SECTIONS /tmp/prof-producer/pkf_main --reps 5 --warmup 2 \
  > "$OUT/ncu-vgg-256-56.txt" 2>&1
grep -E "Duration|Elapsed Cycles|SM Frequency|Compute \(SM\) Throughput|DRAM Throughput|L2 Cache Throughput|Registers Per|Issued Warp|No Eligible|pipe_tensor_cycles_active.avg|lts__t_bytes|issue_stalled_(long|short|wait|gmma|barrier|mio|math|not_sel|selected|dispatch|branch|no_inst)" \
  "$OUT/ncu-vgg-256-56.txt" | tee -a "$OUT/profile.log"
echo "all: $((SECONDS - started)) s"
