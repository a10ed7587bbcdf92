#!/usr/bin/env bash
# Step 27's racecheck question: rf16 with 8 producer warps, its consumers arriving at the buffer-free barrier
# (bar.arrive, as measured) or waiting there (bar.sync, --empty-sync). Both order the consumers' OTrans reads
# before the producers' next V stores; racecheck at 224^2 and timing at 960^2 for each. Logs under $OUT.
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
W=/tmp/pkf-ws-race; rm -rf $W; mkdir -p $W
for s in 224 960; do
  python3 -m pkf build --fusion full --resident-filter --tbm 16 --accum fp16 --h $s --w $s --out $W/render-$s --no-compile > /dev/null
  for form in arrive sync; do
    python3 experiments/warp_specialized/warp_specialize.py $W/render-$s/main.cu $W/ws8-$form-$s.cu --producers 8 \
      --consumer-regs 128 --producer-regs 48 $([ $form = sync ] && echo --empty-sync) &&
      nvcc -gencode arch=compute_90a,code=sm_90a -O3 -std=c++17 -lineinfo -diag-suppress 1046,177 -o $W/ws8-$form-$s $W/ws8-$form-$s.cu &
  done
done
wait
for form in arrive sync; do python3 -m pkf.harness.sanitizer "rf16-224-ws8 consumers $form" $W/ws8-$form-224; done 2>&1 | tee $OUT/racecheck-diag.log
for round in 1 2 3; do for form in arrive sync; do
  $W/ws8-$form-960 --reps 300 --warmup 30 --seed $round 2>&1 | tail -1 | grep -oE '"(median_us|rel_l2)": [^,]+' | tr '\n' ' ' \
    | sed "s/^/rf16-960-ws8 consumers $form /; s/$/\n/" | tee -a $OUT/racecheck-diag.log
done; done
