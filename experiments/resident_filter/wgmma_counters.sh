#!/usr/bin/env bash
# Issue 6, step 53 diagnostic: where step 52's wgmma F(2,3) kernel spends its time at SIZE^2 (default 960).
# Builds the --tma variant and wgmma_f23_forms.py's forms of it, then for every wgmma form Nsight Compute's pipe
# and stall counters (pipe_counters.sh, one launch) and for FORM (default pipe-l2) its per-instruction source
# counters (<FORM>-sass.csv, summarise with source_summary.py). Logs under $OUT.
#   [FORM=name] bash experiments/resident_filter/wgmma_counters.sh [SIZE]   (GPU machine, repository root; no TVM)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
S=${1:-960} FORM=${FORM:-pipe-l2}
P=/tmp/pkf-wgmma-counters; rm -rf $P; mkdir -p $P
python3 -m pkf build --fusion full --accum fp16 --resident-filter --tbm 16 --tma --h $S --w $S --out $P/src --no-compile > /dev/null
python3 experiments/resident_filter/wgmma_f23_forms.py $P/src $P/forms > /dev/null
rm -rf $P/forms/base
KERNEL=wg_conv bash experiments/resident_filter/pipe_counters.sh $P/forms $OUT/counters-$S.log > /dev/null
timeout 200 ncu --clock-control none --kernel-name regex:wg_conv --launch-skip 2 --launch-count 1 --section SourceCounters \
  --section InstructionStats -o $P/$FORM $P/forms/$FORM/pkf_main --reps 3 --warmup 1 > /dev/null 2>&1
ncu --import $P/$FORM.ncu-rep --page source --csv --print-source sass > $OUT/$FORM-sass.csv 2>&1
python3 experiments/resident_filter/source_summary.py $OUT/$FORM-sass.csv > $OUT/$FORM-summary.txt 2>&1
cat $OUT/counters-$S.log $OUT/$FORM-summary.txt
