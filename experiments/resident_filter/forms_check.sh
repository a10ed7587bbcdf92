#!/usr/bin/env bash
# Issue 6, step 34: the --tma variant at each size as built, beside the forms a forms script writes of it
# (interval_forms.py, prologue_forms.py, ...), three alternating rounds each (time_forms.sh); racecheck and
# synccheck of every form but base at 224^2 when 224 is among the sizes. Logs under $OUT.
#   bash experiments/resident_filter/forms_check.sh FORMS_SCRIPT [SIZE ...]   (GPU machine, repository root; no TVM)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
FORMS=$1; shift
SIZES=("$@"); [[ ${#SIZES[@]} -gt 0 ]] || SIZES=(224 960)
P=/tmp/pkf-forms; rm -rf $P; mkdir -p $P
for s in "${SIZES[@]}"; do
  python3 -m pkf build --fusion full --accum fp16 --resident-filter --tbm 16 --tma --h $s --w $s --out $P/src-$s --no-compile > /dev/null
  python3 "$FORMS" $P/src-$s $P/$s > /dev/null
  bash experiments/resident_filter/time_forms.sh $P/$s $OUT/timings-$s.log > /dev/null
done
if [[ -d $P/224 ]]; then
  for d in $P/224/*/; do
    f=$(basename $d); [[ $f == base ]] || timeout 200 python3 -m pkf.harness.sanitizer $f-224 $d/pkf_main
  done 2>&1 | tee $OUT/sanitizers.log
fi
cat $OUT/timings-*.log
