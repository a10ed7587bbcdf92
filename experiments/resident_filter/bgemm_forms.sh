#!/usr/bin/env bash
# Issue 6, steps 31-33 (bgemm_forms.py): the --tma variant at 960^2 with its BGEMM and warp order in other forms, three
# alternating rounds; racecheck and synccheck of the forms other than base at 224^2. Logs under $OUT.
#   bash experiments/resident_filter/bgemm_forms.sh   (GPU machine, repository root; no TVM needed)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
P=/tmp/pkf-bgemm; rm -rf $P /tmp/pkf-bgemm-src; mkdir -p $P
for s in 960 224; do
  python3 -m pkf build --fusion full --accum fp16 --resident-filter --tbm 16 --tma --h $s --w $s --out /tmp/pkf-bgemm-src/$s --no-compile > /dev/null
done
python3 experiments/resident_filter/bgemm_forms.py /tmp/pkf-bgemm-src/960 $P > /dev/null
bash experiments/resident_filter/time_forms.sh $P $OUT/timings.log
python3 experiments/resident_filter/bgemm_forms.py /tmp/pkf-bgemm-src/224 $P-224 > /dev/null
rm -rf $P-224/{same,pipe}
bash experiments/resident_filter/time_forms.sh $P-224 $OUT/timings-224.log > /dev/null
for d in $P-224/*/; do
  f=$(basename $d); [[ $f == base ]] || timeout 200 python3 -m harness.sanitizer $f-224 $d/pkf_main
done 2>&1 | tee $OUT/sanitizers.log
