#!/usr/bin/env bash
# Issue 6, step 23: the resident-filter probe's options against each other, checked and timed in
# alternating rounds (each run prints its error). Option sets are space-separated, options within a
# set comma-separated: kernel.cu's defines, or a schedule (shared, the default, or registers);
# "-" is the probe as built.
#   SIZES="448 960" SETS="- RF_L2_PREFETCH=0 registers registers,RF_L2_PREFETCH=0" bash experiments/resident_filter/options.sh
set -u
export PYTHONPATH=.
D=${D:-/tmp/rf-options}
SIZES=${SIZES:-448 960}
SETS=${SETS:--}
ROUNDS=${ROUNDS:-2}
name() { [ "$1" = - ] && echo as-built || echo "${1//[=,]/_}"; }
defines() {
  [ "$1" = - ] || for d in ${1//,/ }; do
    case $d in shared|registers) printf -- '--schedule %s ' "$d" ;; *) printf -- '--define %s ' "$d" ;; esac
  done
}
for set in $SETS; do
  python3 experiments/resident_filter/probe.py --sizes "${SIZES// /,}" --out "$D/$(name "$set")" --compile-only $(defines "$set") > /dev/null &
done
wait
source "$(dirname "$0")/median.sh"
for round in $(seq "$ROUNDS"); do
  for s in $SIZES; do
    for set in $SETS; do
      echo "round $round, $s^2, $set: $(median "$(ls -d "$D/$(name "$set")"/rf*"-$s" | head -1)/pkf_main" 500)"
    done
  done
done
