#!/usr/bin/env bash
# Issue 6, step 28: the TMA-fed resident-filter probe (tma.cu; 16-tile groups in 3 buffers, 24 in 2) against step 23's probe (registers.cu) and
# pkf's rf24/rf16 variants, in one run on the GPU: the im2col loads alone (tma_gather_check.cu), correctness
# and medians at 224^2 and 960^2 (three alternating rounds), parts left out at 960^2 (RF_SKIP: 1 ITrans,
# 6 the BGEMM and OTrans, 7 all three: the TMA's loads and the barriers), racecheck and synccheck at 224^2,
# and, as a second call (`table`), the probe against cuDNN's fastest at every size. Logs under $OUT.
#   bash experiments/resident_filter/tma_check.sh [parts | box | table [tma|tma24]]   (repository root; no TVM needed)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
if [[ ${1:-} == table ]]; then
  python3 experiments/resident_filter/probe.py --schedule ${2:-tma} --out /tmp/pkf-tma-all --reps 300 2>&1 | tee $OUT/probe-vs-cudnn.md
  exit
fi
P=/tmp/pkf-tma; rm -rf $P; mkdir -p $P; L=$OUT/timings.log
probe() { python3 experiments/resident_filter/probe.py --compile-only --out $P "$@" > /dev/null; }
time_all() {  # three alternating rounds of every binary built under $P: name, median, rel L2, max abs
  for round in 1 2 3; do
    for f in $P/*/pkf_main; do
      name=$(basename $(dirname $f))
      timeout 60 $f --reps 300 --warmup 30 --seed $round 2>&1 | tail -1 | grep -oE '"(median_us|rel_l2|max_abs)": [^,]+' | tr '\n' ' ' \
        | sed "s/^/$name /; s/$/\n/" | tee -a $L
    done
  done
}
if [[ ${1:-} == box ]]; then
  # Step 29 (box.cu): one TMA box per 4 x 4 tiles. Its parts at 960^2, beside step 23's probe, step 28's tma24
  # and pkf's rf variants; sanitizers at 224^2; ncu counts at 960^2; then the table against cuDNN at every size.
  probe --schedule box --sizes 224,960 & probe --schedule tma24 --sizes 960 &
  for k in 1 6 7; do probe --schedule box --sizes 960 --define RF_SKIP=$k & done
  probe --schedule registers --sizes 224,960 --define RF_L2_PREFETCH=2 &
  for t in 24 16; do python3 -m pkf build --fusion full --resident-filter --tbm $t --accum fp16 --h 960 --w 960 --out $P/pkf-rf$t-960 > /dev/null & done
  wait
  time_all
  timeout 120 python3 -m pkf.harness.sanitizer rf-box-224 $P/rf-box-224/pkf_main 2>&1 | tee $OUT/sanitizers.log
  M=smsp__inst_executed.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,dram__bytes_read.sum,gpu__time_duration.sum
  for b in rf-box-960 rf-box-RF_SKIP=7-960; do
    timeout 90 ncu --kernel-name regex:rf_box --launch-count 1 --metrics $M $P/$b/pkf_main --reps 0 --warmup 0 2>&1 \
      | grep -E "rf_box|inst_executed|wavefronts|dram|duration" | grep -v '^{' | sed "s/^/$b /"
  done 2>&1 | tee $OUT/ncu.log
  timeout 300 python3 experiments/resident_filter/probe.py --schedule box --out /tmp/pkf-box-all --reps 300 2>&1 | tee $OUT/probe-box-vs-cudnn.md
  exit
fi
if [[ ${1:-} == parts ]]; then
  # Second call: the parts of both forms at 960^2 (RF_SKIP 1, 6, 7), and what the TMA's loads alone move
  # (DRAM bytes read, L2 bytes, time) under Nsight Compute.
  for s in tma tma24; do probe --schedule $s --sizes 960 & for k in 1 6 7; do probe --schedule $s --sizes 960 --define RF_SKIP=$k & done; done
  probe --schedule registers --sizes 960 --define RF_SKIP=1 & wait
  time_all
  M=dram__bytes_read.sum,lts__t_bytes.sum,lts__t_sectors_op_read.sum,gpu__time_duration.sum
  for b in rf-tma-RF_SKIP=7-960 rf-tma24-RF_SKIP=7-960; do
    timeout 90 ncu --kernel-name regex:rf_tma --launch-count 1 --metrics $M $P/$b/pkf_main --reps 0 --warmup 0 2>&1 \
      | grep -E "rf_tma|dram|lts|duration" | grep -v '^{' | sed "s/^/$b /"
  done 2>&1 | tee $OUT/ncu-loads.log
  exit
fi
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
time_all
for v in tma tma24; do timeout 120 python3 -m pkf.harness.sanitizer rf-$v-224 $P/rf-$v-224/pkf_main; done 2>&1 | tee $OUT/sanitizers.log
# Where the time goes, at 960^2: instructions, shared-memory wavefronts (loads, stores) and global load sectors of
# the fused kernel, TMA-fed against pkf's rf16 (one launch each under Nsight Compute).
M=smsp__inst_executed.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,gpu__time_duration.sum
for b in rf-tma-960 rf-tma24-960 pkf-rf16-960; do
  timeout 90 ncu --kernel-name regex:'rf_tma|pkf_full' --launch-count 1 --metrics $M $P/$b/pkf_main --reps 0 --warmup 0 2>&1 \
    | grep -E "rf_tma|pkf_full|inst_executed|wavefronts|sectors|duration" | sed "s/^/$b /"
done 2>&1 | tee $OUT/ncu.log
