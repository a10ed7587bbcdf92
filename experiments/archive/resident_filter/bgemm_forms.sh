#!/usr/bin/env bash
# Issue 6, steps 31-33 (bgemm_forms.py): the --tma variant at 960^2 and 224^2 with its BGEMM and warp order in other
# forms, three alternating rounds; racecheck and synccheck of the forms other than base at 224^2. Logs under $OUT
# (timings-960.log, timings-224.log, sanitizers.log; the step 31-33 runs named the 960^2 log timings.log).
#   bash experiments/resident_filter/bgemm_forms.sh   (GPU machine, repository root; no TVM needed)
exec bash "$(dirname "$0")/forms_check.sh" "$(dirname "$0")/bgemm_forms.py" 960 224
