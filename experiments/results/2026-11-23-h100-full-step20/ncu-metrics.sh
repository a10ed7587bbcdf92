#!/usr/bin/env bash
# Stall reasons and shared-memory wavefronts of the best full-fusion variant at 960^2.
set -u
nvcc -arch=sm_90 -O3 -std=c++17 -lineinfo -o ab/C960/pkf_main ab/C960/main.cu 2>/dev/null
S=""
for r in long_scoreboard short_scoreboard mio_throttle lg_throttle barrier membar wait math_pipe_throttle tex_throttle not_selected selected drain dispatch_stall no_instruction imc_miss branch_resolving sleeping misc; do S="$S,smsp__average_warps_issue_stalled_${r}_per_issue_active.ratio"; done
M="l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sector_hit_rate.pct,lts__t_sectors_srcunit_tex_op_read.sum,l1tex__throughput.avg.pct_of_peak_sustained_elapsed,l1tex__data_pipe_lsu_wavefronts.sum,l1tex__lsu_writeback_active.avg.pct_of_peak_sustained_elapsed,smsp__inst_executed_pipe_lsu.sum,sm__pipe_tensor_cycles_active.avg.pct_of_peak_sustained_elapsed,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum.pct_of_peak_sustained_elapsed${S}"
ncu --clock-control none -k regex:pkf_full --launch-skip 2 --launch-count 1 --metrics "$M" ab/C960/pkf_main --reps 3 --warmup 1 2>&1 | grep -v "^==PROF==" | sed -n '/pkf_full/,$p'
ncu --clock-control none -k regex:pkf_full --launch-skip 2 --launch-count 1 --section SourceCounters ab/C960/pkf_main --reps 3 --warmup 1 2>&1 | sed -n '/Source Counters/,$p' | head -60
