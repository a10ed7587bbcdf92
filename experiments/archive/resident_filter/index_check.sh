#!/usr/bin/env bash
# Issue 6, step 30 diagnostic (index_check.py; run on the template of da73cd8, before step 30): the --tma variant at 960^2 as built, with ITrans' V-store
# indices, OTrans' indices, or both written by hand, against box.cu's probe; three alternating rounds,
# then Nsight Compute's counts for the variant, the "both" form and the probe. Logs under $OUT.
#   bash experiments/resident_filter/index_check.sh   (GPU machine, repository root; no TVM needed)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
P=/tmp/pkf-index; rm -rf $P; mkdir -p $P
python3 -m pkf build --fusion full --accum fp16 --resident-filter --tbm 16 --tma --h 960 --w 960 --out $P/variant > /dev/null &
python3 experiments/resident_filter/probe.py --schedule box --sizes 960 --out $P --compile-only > /dev/null &
wait
python3 experiments/resident_filter/index_check.py $P/variant $P > /dev/null  # the built variant's main.cu, rewritten
bash experiments/resident_filter/time_forms.sh $P $OUT/timings.log
S=""
for r in long_scoreboard short_scoreboard mio_throttle lg_throttle barrier wait math_pipe_throttle not_selected selected dispatch_stall; do S="$S,smsp__average_warps_issue_stalled_${r}_per_issue_active.ratio"; done
M="gpu__time_duration.sum,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,sm__inst_executed_pipe_alu.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_fma.avg.pct_of_peak_sustained_active,sm__pipe_tensor_cycles_active.avg.pct_of_peak_sustained_elapsed,dram__bytes_read.sum,dram__bytes_write.sum${S}"
for b in variant lane-range rf-box-960; do
  [[ -x $P/$b/pkf_main ]] || continue
  timeout 120 ncu --kernel-name regex:'rf_box|pkf_full' --launch-count 1 --metrics "$M" $P/$b/pkf_main --reps 0 --warmup 0 2>&1 \
    | grep -E "rf_box|pkf_full|\.sum|\.pct|\.ratio" | grep -v '^{' | sed "s/^/$b /"
done 2>&1 | tee $OUT/ncu.log
for b in variant lane-range rf-box-960; do
  [[ -x $P/$b/pkf_main ]] || continue
  cuobjdump -sass $P/$b/pkf_main 2>/dev/null | awk '/Function : (pkf_full_rf16_tma|rf_box)/{on=1} /Function : ktrans|Function : pkf_check/{on=0} on' > $OUT/$b.sass
  echo "$b: $(grep -cE '^\s+/\*[0-9a-f]{4}\*/' $OUT/$b.sass) SASS instructions"
done | tee $OUT/sass-counts.log
