#!/usr/bin/env bash
# Issue 6, step 25: the resident-filter variants (experiments/sweeps/resident.toml) over every size
# with cuDNN and pkf's previous best in the same run; the hand-written probe they were made from
# (experiments/resident_filter/registers.cu) at 224² and 960²; racecheck and synccheck at 224².
# Everything lands in $OUT/resident-check.tgz.
#   bash experiments/resident_sweep_check.sh   (on the GPU machine, from the repository root)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
W=/tmp/pkf-resident-check; rm -rf "$W"; mkdir -p "$W"
B=/tmp/pkf-resident-builds
python3 -m pkf sweep experiments/sweeps/resident.toml --out "$W/resident-sweep" --builds "$B" --jobs 16 2>&1 | grep -v "^wrote" | tail -30
python3 experiments/resident_filter/probe.py --schedule registers --sizes 224,960 --out /tmp/pkf-rf-probe --no-cudnn 2>&1 | tee "$W/probe.log"
P224=n1_h224_w224_c64_k64_f4x3_fp16_accfp16
for v in full-rf24-h2-oh2 full-rf16-h2-oh2; do
  mkdir -p "/tmp/san-$v" && cp "$B/pkf-$v-$P224/pkf_main" "/tmp/san-$v/" && cd "/tmp/san-$v" || continue
  for tool in racecheck synccheck; do
    echo "== $v 224 $tool"; compute-sanitizer --tool "$tool" ./pkf_main --reps 0 --warmup 0 2>&1 | tail -4
  done
  cd - > /dev/null
done 2>&1 | tee "$W/sanitizer.log"
tar czf "$OUT/resident-check.tgz" -C "$W" .
