#!/usr/bin/env bash
# One device call: the producer form (experiments/streamed_forms.py --study producer) beside the automatic and the
# narrow forms, timed in alternating rounds; then racecheck and synccheck on the small layer's producer forms. Logs
# under $OUT.
#   bash experiments/device/producer_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
ROUNDS=${ROUNDS:-2} TIME_LIMIT=${TIME_LIMIT:-300} bash experiments/device/forms_session.sh producer
for form in small-128@32-n1-producer-n64 small-128@32-n1-producer-n64-fb; do
  timeout 120 python3 -m pkf.harness.sanitizer "$form" /tmp/forms-producer/$form/pkf_main | tee -a "$OUT/sanitizer.log"
done
tail -n +1 "$OUT/device.txt"
