#!/usr/bin/env bash
# Issue 6, step 28: the TMA-fed resident-filter probe (tma.cu; 16-tile groups in 3 buffers, 24 in 2) against step 23's probe (registers.cu) and
# pkf's rf24/rf16 variants, in one run on the GPU: the im2col loads alone (tma_gather_check.cu), correctness
# and medians at 224^2 and 960^2 (three alternating rounds), parts left out at 960^2 (RF_SKIP: 1 ITrans,
# 6 the BGEMM and OTrans, 7 all three: the TMA's loads and the barriers), racecheck and synccheck at 224^2,
# and, as a second call (`table`), the probe against cuDNN's fastest at every size. Logs under $OUT.
#   bash experiments/resident_filter/tma_check.sh [table [tma|tma24]]   (repository root; no TVM needed)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
if [[ ${1:-} == table ]]; then
  python3 experiments/resident_filter/probe.py --schedule ${2:-tma} --out /tmp/pkf-tma-all --reps 300 2>&1 | tee $OUT/probe-vs-cudnn.md
  exit
fi
P=/tmp/pkf-tma; rm -rf $P; mkdir -p $P; L=$OUT/timings.log
probe() { python3 experiments/resident_filter/probe.py --compile-only --out $P "$@" > /dev/null; }
(for schedule in tma tma24; do
  timeout 120 python3 experiments/resident_filter/probe.py --gather-check --schedule $schedule --sizes 224,960 --out $P
done) > $OUT/gather-check.log 2>&1 &
probe --schedule tma --sizes 224,960 &
probe --schedule tma24 --sizes 224,960 &
probe --schedule tma --sizes 960 --define RF_SKIP=1 &
probe --schedule tma --sizes 960 --define RF_SKIP=6 &
probe --schedule tma --sizes 960 --define RF_SKIP=7 &
probe --schedule registers --sizes 224,960 --define RF_L2_PREFETCH=2 &
for t in 24 16; do for s in 224 960; do
  python3 -m pkf build --fusion full --resident-filter --tbm $t --accum fp16 --h $s --w $s --out $P/pkf-rf$t-$s > /dev/null &
done; done
wait
ls $P/*/pkf_main > $OUT/binaries.txt
cat $OUT/gather-check.log
for round in 1 2 3; do
  for f in $P/*/pkf_main; do
    name=$(basename $(dirname $f))
    timeout 60 $f --reps 300 --warmup 30 --seed $round 2>&1 | tail -1 | grep -oE '"(median_us|rel_l2|max_abs)": [^,]+' | tr '\n' ' ' \
      | sed "s/^/$name /; s/$/\n/" | tee -a $L
  done
done
for v in tma tma24; do timeout 120 python3 -m harness.sanitizer rf-$v-224 $P/rf-$v-224/pkf_main; done 2>&1 | tee $OUT/sanitizers.log
# Where the time goes, at 960^2: instructions, shared-memory wavefronts (loads, stores) and global load sectors of
# the fused kernel, TMA-fed against pkf's rf16 (one launch each under Nsight Compute).
M=smsp__inst_executed.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,gpu__time_duration.sum
for b in rf-tma-960 rf-tma24-960 pkf-rf16-960; do
  timeout 90 ncu --kernel-name regex:'rf_tma|pkf_full' --launch-count 1 --metrics $M $P/$b/pkf_main --reps 0 --warmup 0 2>&1 \
    | grep -E "rf_tma|pkf_full|inst_executed|wavefronts|sectors|duration" | sed "s/^/$b /"
done 2>&1 | tee $OUT/ncu.log
