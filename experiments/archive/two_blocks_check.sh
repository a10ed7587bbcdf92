#!/usr/bin/env bash
# Issue 6, step 20 (experiments/NOTES.md): do two blocks per SM at TBM = 16 beat one at
# TBM = 32 now that the transforms are half2? The sweep at 224² and 960² with cuDNN in the same run,
# the per-block phases at 960², and the time every block takes to read the filter U alone
# (experiments/filter_read_floor.cu). Everything lands in $OUT/two-blocks.tgz.
#   bash experiments/two_blocks_check.sh   (on the GPU machine, from the repository root)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
W=/tmp/pkf-two-blocks; rm -rf "$W"; mkdir -p "$W"
B=/tmp/pkf-two-blocks-builds
VARIANTS=${VARIANTS:-full-16-h2-oh2,full-16-h2-oh2-pf,full-16-tbk16-h2-oh2-pf,full-16-w12-split-h2-oh2,full-32-w12-split-h2-oh2-pf}
nvcc -O3 -arch=sm_90 -o "$W/filter_read_floor" experiments/filter_read_floor.cu && "$W/filter_read_floor" | tee "$W/filter-read-floor.md"
python3 -m pkf sweep --sizes 224,960 --accum fp16 --variants "$VARIANTS" --out "$W/sweep" --builds "$B" --jobs 16 2>&1 | grep -v "^wrote" | tail -20
P=n1_h960_w960_c64_k64_f4x3_fp16_accfp16
python3 experiments/phase_probe.py $(for v in ${VARIANTS//,/ }; do echo "$B/pkf-$v-$P"; done) 2>&1 | tee "$W/phases.log"
tar czf "$OUT/two-blocks.tgz" -C "$W" .
