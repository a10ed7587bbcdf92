#!/usr/bin/env bash
# Issue 6, step 30: Nsight Compute's per-instruction source counters (executions and warp stall samples of
# every SASS instruction) for the --tma variant and box.cu's probe at 960^2, one launch each, as CSV under
# $OUT (<name>-sass.csv), with the InstructionStats section (<name>-istats.txt). Summarise them with
# source_summary.py.
#   bash experiments/resident_filter/source_counters.sh   (GPU machine, repository root; no TVM needed)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
P=/tmp/pkf-source-counters; rm -rf $P; mkdir -p $P
python3 -m pkf build --fusion full --accum fp16 --resident-filter --tbm 16 --tma --h 960 --w 960 --out $P/variant > /dev/null &
python3 experiments/resident_filter/probe.py --schedule box --sizes 960 --out $P --compile-only > /dev/null &
wait
for b in variant rf-box-960; do
  timeout 200 ncu --kernel-name regex:'rf_box|pkf_full' --launch-count 1 --section SourceCounters --section InstructionStats -o $P/$b $P/$b/pkf_main --reps 0 --warmup 0 > /dev/null 2>&1
  ncu --import $P/$b.ncu-rep --page source --csv --print-source sass > $OUT/$b-sass.csv 2>&1
  ncu --import $P/$b.ncu-rep --page details --section InstructionStats > $OUT/$b-istats.txt 2>&1
done
