#!/bin/bash
# A/B: step 16 builds against HEAD's, three alternating rounds; then sanitizers.
cd "$(dirname "$0")/.."
for round in 1 2 3; do
  for d in gpu_ab/*-224 gpu_ab/*-960; do
    echo "== round $round $d"
    python3 -m pkf run $d --reps 500 2>&1 | tail -3
  done
done > $OUT/ab.log 2>&1
for d in gpu_ab/new-full32w12pf-224 gpu_ab/new-full32w12splitpf-224 gpu_ab/new-full16w12splitpf-224 gpu_ab/new-full16pf-224; do
  timeout 250 python3 -m harness.sanitizer $(basename $d) $d/pkf_main
done > $OUT/sanitizer.log 2>&1
tail -5 $OUT/ab.log; cat $OUT/sanitizer.log
