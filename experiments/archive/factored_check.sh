#!/usr/bin/env bash
# Issue 6, step 26: the full-fusion and resident-filter variants with factored transform stages
# (reconstructor/factor_sums.py) over every size, cuDNN in the same run (experiments/sweeps/full.toml
# and resident.toml); the hand-written probe at 224² and 960²; racecheck and synccheck at 224²;
# static SASS instruction counts at 960²; the GPU tests. Everything lands in $OUT/factored-check.tgz.
#   bash experiments/factored_check.sh   (on the GPU machine, from the repository root)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
W=/tmp/pkf-factored-check; rm -rf "$W"; mkdir -p "$W"
B=/tmp/pkf-factored-builds
for sweep in full resident; do
  python3 -m pkf sweep "experiments/sweeps/$sweep.toml" --out "$W/$sweep-sweep" --builds "$B" --jobs 16 2>&1 | grep -v "^wrote" | tail -3
done
python3 experiments/resident_filter/probe.py --schedule registers --sizes 224,960 --out /tmp/pkf-rf-probe --no-cudnn 2>&1 | tee "$W/probe.log"
P224=n1_h224_w224_c64_k64_f4x3_fp16_accfp16
P960=n1_h960_w960_c64_k64_f4x3_fp16_accfp16
for v in full-32-w12-split-h2-oh2-pf full-rf24-h2-oh2 full-rf16-h2-oh2; do
  python3 -m pkf.harness.sanitizer "$v 224" "$B/pkf-$v-$P224/pkf_main"
  echo "== $v 960 static SASS, most frequent opcodes"
  cuobjdump -sass "$B/pkf-$v-$P960/pkf_main" | grep -oE "^\s+/\*[0-9a-f]+\*/\s+[A-Z0-9.]+" | awk '{print $2}' \
    | sed 's/\..*//' | sort | uniq -c | sort -rn | head -8
done 2>&1 | tee "$W/sanitizer-sass.log"
python3 -m pytest -q -m gpu tests/test_gpu.py 2>&1 | tail -5 | tee "$W/gpu-tests.log"
tar czf "$OUT/factored-check.tgz" -C "$W" .
