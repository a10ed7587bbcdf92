#!/bin/bash
# One device call: the rows prototype's SASS facts, a determinism check, then its checks and timings beside cuDNN
# (experiments/rows/bench.py). Usage: bash experiments/rows/session.sh [LAYERS] [FORMS]; the library (built on the CPU
# machine, ignored by git) carried to the GPU machine
source experiments/device/env.sh
LIB=experiments/rows/rows.so
LAYERS=${1:-edge-64-128,edge-128-64,vgg-256@56/32,vgg-128@112/8,vgg-512@28/32,unet-128@256/8,sr-64@1080p/1}
FORMS=${2:-0:8,0:16,0:32,1:8,1:16,1:32}
for f in $(cuobjdump -symbols $LIB 2>/dev/null | grep -o '_ZN4rows4conv[A-Za-z0-9_]*' | sort -u); do
  cuobjdump -sass -fun "$f" $LIB > /tmp/sass.txt 2>/dev/null
  echo "$f HGMMA $(grep -c HGMMA /tmp/sass.txt) STL $(grep -c 'STL' /tmp/sass.txt) LDL $(grep -c 'LDL' /tmp/sass.txt) WARPGROUP.ARRIVE $(grep -c 'WARPGROUP.ARRIVE' /tmp/sass.txt) DEPBAR $(grep -c 'WARPGROUP.DEPBAR' /tmp/sass.txt)"
done | tee "$OUT/sass.txt"
python3 experiments/rows/determinism.py vgg-256@56/32,vgg-512@28/32 "$FORMS" $LIB 2>&1 | tee "$OUT/determinism.log"
python3 experiments/rows/bench.py --layers "$LAYERS" --forms "$FORMS" --out "$OUT/rows.json" 2>&1 | tee "$OUT/rows.log"
