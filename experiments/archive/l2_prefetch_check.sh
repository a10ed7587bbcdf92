#!/usr/bin/env bash
# Issue 6, step 23 (experiments/NOTES.md): does an L2 prefetch of the input shorten
# ITrans? pkf's best full fusion with block b prefetching block b + AHEAD's input rows
# (experiments/l2_prefetch_probe.py), and the resident-filter probe with RF_L2_PREFETCH=0 and =1
# (its default since step 23), in alternating rounds. Everything lands in $OUT/l2-prefetch.log.
#   bash experiments/l2_prefetch_check.sh   (on the GPU machine, from the repository root)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
W=/tmp/pkf-l2; rm -rf "$W"; mkdir -p "$W"
LOG="$OUT/l2-prefetch.log"
BEST="--fusion full --tbm 32 --accum fp16 --prefetch --warps 12 --split-bgemm --itrans-half2 --otrans-half2"
for s in ${SIZES:-448 640 960}; do
  python3 -m pkf build $BEST --h "$s" --w "$s" --no-compile --out "$W/best-$s" > /dev/null &
done
wait
{
  echo "## pkf's best (full-32-w12-split-h2-oh2-pf), prefetching block b + AHEAD's input"
  python3 experiments/l2_prefetch_probe.py --ahead 0,132,264 --rounds 3 "$W"/best-*
  echo
  echo "## resident-filter probe, with and without RF_L2_PREFETCH=1 (two rounds each)"
  for round in 1 2; do
    python3 experiments/resident_filter/probe.py --sizes 448,960 --out "$W/rf" --no-cudnn --define RF_L2_PREFETCH=0
    python3 experiments/resident_filter/probe.py --sizes 448,960 --out "$W/rf" --no-cudnn --define RF_L2_PREFETCH=1
  done
} 2>&1 | tee "$LOG"
