#!/usr/bin/env bash
# Issue 6, step 22: where the resident-filter probe's time goes at 960² (timing-only builds, wrong
# results): RF_SKIP bit 1 drops ITrans (with it, its now unused input loads), 2 the BGEMM, 4 OTrans;
# RF_PREFETCH=1 loads each group's input during the previous group's BGEMM and OTrans; RF_WARPS=18
# gives the BGEMM two positions per warp. Then Nsight Compute's counters for the probe as built.
#   bash experiments/resident_filter/diag.sh   (on the GPU machine, from the repository root)
set -u
export PYTHONPATH=.
D=/tmp/rf-diag
python3 experiments/resident_filter/probe.py --sizes 960 --out $D --compile-only
SRC=$D/rf-shared-960/main.cu
build() { nvcc -arch=sm_90 -O3 -std=c++17 -lineinfo "$@"; }
for k in 0 1 2 4 6; do build -DRF_SKIP=$k -o $D/skip$k $SRC & done
build -DRF_PREFETCH=1 -o $D/prefetch $SRC &
sed 's/dim3(512, 1, 1)/dim3(576, 1, 1)/' $SRC > $D/w18.cu; build -DRF_WARPS=18 -o $D/w18 $D/w18.cu &
wait
source "$(dirname "$0")/median.sh"
echo "as built (16 warps, each group's input loaded before its ITrans, L2 prefetch one group ahead): $(median $D/skip0 300)"
echo "without ITrans (skip 1): $(median $D/skip1 300)"
echo "without the BGEMM (skip 2): $(median $D/skip2 300)"
echo "without OTrans (skip 4): $(median $D/skip4 300)"
echo "ITrans alone (skip 6): $(median $D/skip6 300)"
echo "input prefetched during the previous group (RF_PREFETCH=1): $(median $D/prefetch 300)"
echo "18 warps: $(median $D/w18 300)"
S=""
for r in long_scoreboard short_scoreboard mio_throttle lg_throttle barrier wait math_pipe_throttle not_selected selected dispatch_stall; do S="$S,smsp__average_warps_issue_stalled_${r}_per_issue_active.ratio"; done
M="gpu__time_duration.sum,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum.pct_of_peak_sustained_elapsed,lts__t_sectors_srcunit_tex_op_read.sum,dram__bytes_read.sum,dram__bytes_write.sum,sm__pipe_tensor_cycles_active.avg.pct_of_peak_sustained_elapsed,sm__inst_executed_pipe_fma.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_fmaheavy.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_alu.avg.pct_of_peak_sustained_active${S}"
ncu --clock-control none -k regex:rf_resident --launch-skip 2 --launch-count 1 --metrics "$M" $D/skip0 --reps 3 --warmup 1 2>&1 | grep -v "^==PROF==\|Warning\|Section:\|------\|Metric Name" | sed -n '/rf_resident/,$p'
