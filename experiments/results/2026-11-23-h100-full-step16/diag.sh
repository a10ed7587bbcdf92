#!/bin/bash
cd "$(dirname "$0")/.."
export PYTHONPATH=.
for r in 1 2; do for d in gpu_ab/new-full32w12pf-960 gpu_ab/diag-uhot-full32w12pf-960 gpu_ab/new-full32w12splitpf-960 gpu_ab/diag-uhot-full32w12splitpf-960; do
  echo "== $d"; $d/pkf_main --reps 500 2>&1 | tail -2; done; done > $OUT/diag.log 2>&1
python3 experiments/phase_probe.py gpu_ab/diag-uhot-full32w12pf-960 gpu_ab/diag-uhot-full32w12splitpf-960 >> $OUT/diag.log 2>&1
cat $OUT/diag.log
