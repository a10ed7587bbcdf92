#!/usr/bin/env bash
# Issue 42, measured before designing: Nsight Compute on pkf's streamed wgmma kernel (the automatic choice for C = K >= 128
# with fp16 sums) at compute-bound suite layers, N = 8: its time and check (pkf run), then one launch under ncu with
# the sections that say what limits it (speed of light, compute and memory workload, occupancy, launch, scheduler,
# warp stalls). Logs under $OUT/profile-wide/.
#   bash experiments/device/profile_wide.sh        (from the repository root, on the GPU machine; no TVM)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes PYTHONUNBUFFERED=1
LOG=$OUT/profile-wide; mkdir -p "$LOG"; B=/tmp/pkf-profile-wide; rm -rf $B; mkdir -p $B
SECTIONS="--section SpeedOfLight --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section Occupancy \
  --section LaunchStats --section SchedulerStats --section WarpStateStats \
  --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,regex:sm__pipe_tensor.*cycles_active.*pct_of_peak_sustained_active,regex:lts__t_sectors_srcunit_tex_op_read.sum$"
for layer in "vgg-256@56 8 56 256 256" "vgg-512@28 8 28 512 512" "vgg-128@112 8 112 128 128"; do
  set -- $layer; name=$1 n=$2 s=$3 c=$4 k=$5
  for accum in fp16 fp32; do
    dir=$B/$name-$accum
    python3 -m pkf build --schedule wgmma --accum $accum --n $n --h $s --w $s --c $c --k $k --out $dir > "$LOG/$name-$accum-build.log" 2>&1 &
  done
done
wait
for layer in vgg-256@56 vgg-512@28 vgg-128@112; do
  for accum in fp16 fp32; do
    dir=$B/$layer-$accum
    echo "== $layer N=8, --accum $accum" | tee -a "$LOG/summary.log"
    timeout 60 python3 -m pkf run $dir 2>&1 | tee -a "$LOG/summary.log"
    timeout 120 ncu --kernel-name regex:pkf --launch-skip 3 --launch-count 1 $SECTIONS $dir/pkf_main --reps 5 --warmup 2 \
      > "$LOG/$layer-$accum-ncu.txt" 2>&1
    grep -E "Duration|Compute \(SM\) Throughput|Memory Throughput|DRAM Throughput|L2 Hit|Registers Per|Achieved Occupancy|Eligible Warps|Issued Warp|No Eligible|Block Limit Registers|Waves Per SM|Grid Size|pipe_tensor|issue_stalled" \
      "$LOG/$layer-$accum-ncu.txt" | tee -a "$LOG/summary.log"
  done
done
