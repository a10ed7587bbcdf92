#!/bin/bash
# The rows prototype's SASS and Nsight Compute's per-instruction stall samples for one form ($2, f32:SB) at one layer
# ($1), under $OUT: where its warps' time goes inside the main loop. The library is ignored by git: carry it.
source experiments/device/env.sh >/dev/null
LIB=experiments/rows/rows.so
f32=${2%%:*}; sb=${2##*:}
kernel=$(cuobjdump -symbols $LIB | grep -o "_ZN4rows4convILb${f32}ELi${sb}E[A-Za-z0-9_]*Li1EEEv[A-Za-z0-9_]*" | head -1)
echo "kernel $kernel"
cuobjdump -sass -fun "$kernel" $LIB > "$OUT/sass-$f32-$sb.txt"
ncu --kernel-name conv --launch-count 1 --section SourceCounters --section WarpStateStats \
    --page source --print-source sass --csv \
    python3 experiments/rows/determinism.py "$1" "$2" > "$OUT/source-$f32-$sb.csv" 2> "$OUT/source-$f32-$sb.err"
ls -la "$OUT"; head -c 600 "$OUT/source-$f32-$sb.csv"; tail -5 "$OUT/source-$f32-$sb.err"
gzip "$OUT/source-$f32-$sb.csv"
