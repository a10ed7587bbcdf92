#!/bin/bash
# Nsight Compute on the rows prototype: one launch of each form named ($2, f32:SB) at one layer ($1), its speed of
# light, memory workload and the tensor pipe's use, under $OUT/ncu-*.
source experiments/device/env.sh >/dev/null
for form in ${2//,/ }; do
  ncu --kernel-name conv --launch-count 1 --section SpeedOfLight --section MemoryWorkloadAnalysis \
      --section WarpStateStats --section LaunchStats --section Occupancy \
      --metrics 'regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio','regex:sm__pipe_.*(gmma|tensor).*pct_of_peak_sustained_active',lts__t_bytes.sum.per_second,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,smsp__inst_executed.sum \
      python3 experiments/rows/determinism.py "$1" "$form" > "$OUT/ncu-${1//[@\/]/_}-${form/:/_}.txt" 2>&1
  grep -E "stalled|pipe_|lts__t_bytes|Duration|Memory Throughput|L2 Cache Throughput|DRAM Throughput|Compute \(SM\)|Registers|Stall|Warp Cycles Per Issued|wavefronts|inst_executed" "$OUT/ncu-${1//[@\/]/_}-${form/:/_}.txt" | head -60
done
