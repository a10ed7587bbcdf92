#!/usr/bin/env bash
# Compile every DIR/*/main.cu that has no pkf_main yet (harness.nvcc's flags, sm_90a), then time every DIR/*/pkf_main
# in ROUNDS (default 3) alternating rounds: name, median, rel L2, max abs, appended to LOG.
#   bash experiments/resident_filter/time_forms.sh DIR LOG   (GPU machine, repository root)
set -uo pipefail
DIR=$1 LOG=$2
for d in "$DIR"/*/; do
  [[ -f $d/main.cu && ! -f $d/pkf_main ]] || continue
  python3 -c "import sys; from pathlib import Path; from harness.nvcc import compile_cuda; d = Path(sys.argv[1]); compile_cuda(d / 'main.cu', d / 'pkf_main', d / 'nvcc.log', 'sm_90a')" "$d" &
done
wait
for round in $(seq 1 ${ROUNDS:-3}); do
  for f in "$DIR"/*/pkf_main; do
    name=$(basename $(dirname $f))
    timeout 60 $f --reps 300 --warmup 30 --seed $round 2>&1 | tail -1 | grep -oE '"(median_us|rel_l2|max_abs)": [^,]+' | tr '\n' ' ' \
      | sed "s/^/$name /; s/$/\n/" | tee -a "$LOG"
  done
done
