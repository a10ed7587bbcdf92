#!/usr/bin/env bash
# Issue 6, step 29: the --tma resident-filter variant (experiments/sweeps/tma.toml) over every size with the
# rf variants and cuDNN in the same run; racecheck and synccheck at 224^2 and 960^2. Logs under $OUT.
#   bash experiments/tma_sweep_check.sh   (on the GPU machine, from the repository root; no TVM needed)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
B=/tmp/pkf-tma-builds
python3 -m pkf sweep experiments/sweeps/tma.toml --out "$OUT/tma-sweep" --builds "$B" --jobs 16 2>&1 | grep -v "^wrote" | tail -40
for s in 224 960; do
  timeout 300 python3 -m pkf.harness.sanitizer tma-$s "$B/pkf-full-rf16-h2-oh2-tma-n1_h${s}_w${s}_c64_k64_f4x3_fp16_accfp16/pkf_main"
done 2>&1 | tee "$OUT/sanitizers.log"
