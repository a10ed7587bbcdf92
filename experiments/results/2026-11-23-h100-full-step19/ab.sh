#!/bin/bash
cd "$(dirname "$0")/.."
export PYTHONPATH=.
for r in 1 2 3; do for d in gpu_oh2/h2-224 gpu_oh2/oh2-224 gpu_oh2/h2-960 gpu_oh2/oh2-960; do
  echo "== round $r $d"; $d/pkf_main --reps 500 2>&1 | tail -1; done; done > $OUT/ab.log 2>&1
python3 experiments/phase_probe.py gpu_oh2/oh2-960 >> $OUT/ab.log 2>&1
python3 -m harness.sanitizer oh2-224 gpu_oh2/oh2-224/pkf_main >> $OUT/ab.log 2>&1
for s in 2 3; do echo "== seed $s gpu_oh2/oh2-224"; gpu_oh2/oh2-224/pkf_main --seed $s --reps 5 | tail -1; done >> $OUT/ab.log 2>&1
tail -8 $OUT/ab.log
