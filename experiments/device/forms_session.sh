#!/usr/bin/env bash
# One device call: a study of experiments/streamed_forms.py (its forms compiled, then timed in alternating rounds).
# Logs under $OUT.
#   bash experiments/device/forms_session.sh STUDY [streamed_forms.py options]   (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
F=/tmp/forms-$1; rm -rf $F  # this call's forms only
timeout 150 python3 experiments/streamed_forms.py $F --study "$@" > "$OUT/$1-build.log" 2>&1
echo "forms built: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
ROUNDS=${ROUNDS:-2} timeout ${TIME_LIMIT:-200} bash experiments/resident_filter/time_forms.sh $F "$OUT/$1.log" > /dev/null 2>&1
echo "forms timed: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
