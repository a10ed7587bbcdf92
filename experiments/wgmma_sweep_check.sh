#!/usr/bin/env bash
# Issue 6, step 53: the --wgmma variant (experiments/sweeps/wgmma.toml) over every size, and the --tma variant
# (step 29's headline) in a sweep of its own in the same session, each with cuDNN measured in its run; racecheck
# and synccheck of the --wgmma variant at 224^2 and 960^2. Logs under $OUT, the sweeps' folders also as sweeps.tgz.
#   bash experiments/wgmma_sweep_check.sh   (on the GPU machine, from the repository root; no TVM needed)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
B=/tmp/pkf-wgmma-builds
python3 -m pkf sweep experiments/sweeps/wgmma.toml --out "$OUT/wgmma-sweep" --builds "$B" --jobs 16 2>&1 | grep -v "^wrote" | tail -20
python3 -m pkf sweep experiments/sweeps/tma.toml --variants full-rf16-h2-oh2-tma --out "$OUT/tma-sweep" --builds "$B" --jobs 16 2>&1 \
  | grep -v "^wrote" | tail -20
for s in 224 960; do
  timeout 300 python3 -m pkf.harness.sanitizer wgmma-$s "$B/pkf-full-rf64-tma-wg-n1_h${s}_w${s}_c64_k64_f2x3_fp16_accfp16/pkf_main"
done 2>&1 | tee "$OUT/sanitizers.log"
tar czf "$OUT/sweeps.tgz" -C "$OUT" wgmma-sweep tma-sweep
