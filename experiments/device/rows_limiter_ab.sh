#!/usr/bin/env bash
# The A/B runs of experiments/results/2026-11-28-h200-rows-limiter (the session ran them as three calls; this is them in
# one, ~8 min): the rows kernel as it is against (1) the next input box prefetched toward L2 a chunk ahead
# (prefetch.patch), (2) two product groups in flight (depth=2), (3) a ring of 6 slots (slots=6), (4) the input boxes
# loaded by cp.async from three warps, so that the TMA streams only U (cpasync.patch; its GPU tests, racecheck and
# synccheck first), on the n64 forms' layers (rows-n64, rows-n64-fp32) and, for (4), the n128 ones (rows-epilogue); then
# each form's kernel with its input rotated past L2 (as always) and with one input copy that stays in L2. Logs under $OUT.
#   bash experiments/device/rows_limiter_ab.sh        (repository root, GPU machine)
set -uo pipefail
results=experiments/results/2026-11-28-h200-rows-limiter
patch -s -o rowsprefetch.cu.j2 templates/rows.cu.j2 $results/prefetch.patch || exit 1
patch -s -o rowscpasync.cu.j2 templates/rows.cu.j2 $results/cpasync.patch || exit 1
out=$OUT
for sweep in rows-n64-fp32 rows-n64; do
  mkdir -p $out/$sweep
  OUT=$out/$sweep ROUNDS=2 TESTS=0 timeout 240 bash experiments/device/rows_ab_session.sh experiments/sweeps/$sweep.toml \
    tree template=rowsprefetch.cu.j2 depth=2 slots=6 template=rowscpasync.cu.j2 | grep -v "^\["
done
mkdir -p $out/rows-epilogue $out/checks
OUT=$out/rows-epilogue ROUNDS=1 TESTS=0 timeout 120 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-epilogue.toml \
  tree template=rowscpasync.cu.j2 | grep -v "^\["
(cd /tmp/form-template=rowscpasync.cu.j2 && OUT=$out/checks && source experiments/device/env.sh > /dev/null \
  && source experiments/device/rows_checks.sh "8 28 28 128 128" "5 33 27 96 80 fp32")
# one input copy: a diagnostic edit of the harness in a copy of the tree
rm -rf /tmp/one-copy && cp -r . /tmp/one-copy && cd /tmp/one-copy && source experiments/device/env.sh > /dev/null
sed -i 's/const size_t wanted = std::min<size_t>(64,/const size_t wanted = getenv("PKF_ONE_COPY") ? 1 : std::min<size_t>(64,/' templates/common.cuh.j2
for spec in "fp16-n8 fp16 8 56 256" "fp32-n8 fp32 8 56 256" "fp16-n32 fp16 32 56 256" "fp32-112 fp32 8 112 128" "fp16-r128 fp16 8 28 128"; do
  set -- $spec
  python3 -m pkf build --schedule rows --accum $2 --n $3 --h $4 --w $4 --c $5 --k $5 --out /tmp/d-$1 > /dev/null 2>&1 &
done
wait
for name in fp16-n8 fp32-n8 fp16-n32 fp32-112 fp16-r128; do
  for round in 1 2; do
    rotated=$(/tmp/d-$name/pkf_main --reps 300 2>&1 | grep -o '"median_us": [0-9.]*')
    one=$(PKF_ONE_COPY=1 /tmp/d-$name/pkf_main --reps 300 2>&1 | grep -o '"median_us": [0-9.]*\|"input_copies": [0-9]*' | tr '\n' ' ')
    echo "$name rotated $rotated | one copy $one" | tee -a $out/one-copy.log
  done
done
