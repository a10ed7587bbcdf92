#!/usr/bin/env bash
# Issue 6: `pkf prune` on the resident-filter variant (full-rf16-h2-oh2 at 224², each deletion
# checked at 224² and 320² on fresh seeds, racecheck and synccheck), then the pruned barriers applied
# at 960² and both kernels timed there (pkf_main, same binary flags). Lands in $OUT/prune-resident.tgz.
#   bash experiments/prune_resident_check.sh   (on the GPU machine, from the repository root)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
W=/tmp/pkf-prune-resident; rm -rf "$W"; mkdir -p "$W"
FLAGS=(--fusion full --accum fp16 --resident-filter --tbm 16)
python3 -m pkf build "${FLAGS[@]}" --out "$W/rf16-224" 2>&1 | tail -1
python3 -m pkf prune "$W/rf16-224" --out "$W/rf16-224-pruned" --check-size 320 --jobs 16 2>&1 | tail -15 | tee "$W/prune.log"
python3 -m pkf build "${FLAGS[@]}" --h 960 --w 960 --out "$W/rf16-960" 2>&1 | tail -1
python3 -m pkf build "${FLAGS[@]}" --h 960 --w 960 --apply-prune "$W/rf16-224-pruned" --out "$W/rf16-960-pruned" 2>&1 | tail -1
for round in 1 2 3; do  # alternating, so that drift hits both
  for b in rf16-960 rf16-960-pruned; do
    echo "$b round $round: $("$W/$b/pkf_main" --reps 200 | tail -1 | python3 -c 'import json,sys; r=json.load(sys.stdin); print("%.2f us, rel L2 %.2e" % (r["median_us"], r["rel_l2"]))')"
  done
done 2>&1 | tee "$W/timing-960.log"
rm -f "$W"/*/pkf_main
tar czf "$OUT/prune-resident.tgz" -C "$W" .
