#!/usr/bin/env bash
# Issue 6, step 43 diagnostic: Nsight Compute's throughput and stall counters for each DIR/*/pkf_main (forms that
# time_forms.sh compiled), one launch each: shared-memory wavefronts (and bank conflicts) against the pipe's peak,
# DRAM and L2 throughput, issue activity, the Tensor Core pipe, stall reasons per issued instruction. Log: LOG.
#   [KERNEL=regex] bash experiments/resident_filter/pipe_counters.sh DIR LOG   (GPU machine, repository root)
set -uo pipefail
DIR=$1 LOG=$2 KERNEL=${KERNEL:-pkf_full}
S=""
for r in long_scoreboard short_scoreboard mio_throttle lg_throttle barrier wait math_pipe_throttle not_selected selected drain membar; do
  S="$S,smsp__average_warps_issue_stalled_${r}_per_issue_active.ratio"
done
M="gpu__time_duration.sum,sm__cycles_elapsed.avg,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_elapsed"
M="$M,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum.pct_of_peak_sustained_elapsed,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"
M="$M,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"
M="$M,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,l1tex__lsu_writeback_active.avg.pct_of_peak_sustained_elapsed"
M="$M,dram__throughput.avg.pct_of_peak_sustained_elapsed,dram__bytes_read.sum,dram__bytes_write.sum,lts__throughput.avg.pct_of_peak_sustained_elapsed"
M="$M,l1tex__throughput.avg.pct_of_peak_sustained_elapsed,sm__pipe_tensor_cycles_active.avg.pct_of_peak_sustained_elapsed${S}"
for f in "$DIR"/*/pkf_main; do
  echo "== $(basename $(dirname $f))"
  timeout 200 ncu --clock-control none --kernel-name regex:$KERNEL --launch-skip 2 --launch-count 1 --metrics "$M" $f --reps 3 --warmup 1 2>&1 \
    | grep -v "^==PROF==\|Warning\|Section:\|------\|Metric Name" | sed -n "/$KERNEL/,\$p"
done 2>&1 | tee -a "$LOG"
