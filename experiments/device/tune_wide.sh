#!/usr/bin/env bash
# The automatic choice's first three candidates at wide suite layers, each checked and timed against cuDNN's fastest
# (`pkf tune`), after the streamed wgmma estimate was refitted: what the TVM-based schedules (syncfree, none, shmem)
# that now rank near it really take there. Logs under $OUT; the tuning cache as $OUT/tuning.json.
#   bash experiments/device/tune_wide.sh        (from the repository root, on the GPU machine; no TVM)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes PKF_TUNE_CACHE=$OUT/tuning.json PYTHONUNBUFFERED=1
for s in "32 28 512" "32 56 256" "32 112 128" "8 256 128" "1 14 256" "8 14 256" "1 7 512"; do
  set -- $s
  echo "== N=$1 ${2}x$2 C=K=$3"
  timeout 150 python3 -m pkf tune --n $1 --h $2 --w $2 --c $3 --k $3 --top 3 --jobs 16 2>&1 | grep -v "^\s*$" | tail -8
done 2>&1 | tee "$OUT/tune-wide.log"
