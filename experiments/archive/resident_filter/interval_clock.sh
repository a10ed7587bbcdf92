#!/usr/bin/env bash
# Issue 6, step 34 diagnostic (interval_clock.py): the --tma variant at 960^2 and 224^2, as built and with clock64()
# marks, each run once (300 reps); the clocked runs print SM clocks per block and group for each warp and part of
# the schedule. Logs under $OUT.
#   bash experiments/resident_filter/interval_clock.sh   (GPU machine, repository root; no TVM needed)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
P=/tmp/pkf-clock; rm -rf $P; mkdir -p $P
for s in 960 224; do
  python3 -m pkf build --fusion full --accum fp16 --resident-filter --tbm 16 --tma --h $s --w $s --out $P/src-$s --no-compile > /dev/null
  mkdir -p $P/$s/variant && cp $P/src-$s/main.cu $P/$s/variant/
  python3 experiments/resident_filter/interval_clock.py $P/src-$s $P/$s > /dev/null
done
for s in 960 224; do
  bash experiments/resident_filter/time_forms.sh $P/$s $OUT/timings-$s.log > /dev/null
  for round in 1 2; do $P/$s/clocked/pkf_main --reps 300 --warmup 30 --seed $round; done 2>&1 | tee -a $OUT/clock-$s.log
done
