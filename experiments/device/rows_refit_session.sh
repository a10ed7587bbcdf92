#!/usr/bin/env bash
# One device call: every rows form alone (one round each, beside cuDNN's fastest), to refit reconstructor/rows.py's
# ROUND_US on one kernel; then experiments/rows/fit_rounds.py on each form's logs, e.g.
# fit_rounds.py "fp16 64 1 2" fp16/forms-64s-1.log small/fp16/forms-64s-1.log. Logs under $OUT (tarred).
#   bash experiments/device/rows_refit_session.sh [DIR FP16-SWEEP FP32-SWEEP]   (repository root, GPU machine; within
#   LIMIT s, 560 unless set)
# By default the layers of many rounds: the fp16 forms on rows-groups.toml, the fp32 forms on rows-ab-fp32.toml, 10
# layers each; `small experiments/sweeps/rows-refit.toml experiments/sweeps/rows-refit.toml`: those of a round or a
# few (its fp32 forms with --accum fp32).
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
dir=${1:-refit} fp16=${2:-experiments/sweeps/rows-groups.toml} fp32=${3:-experiments/sweeps/rows-ab-fp32.toml}
mkdir -p $OUT/$dir/fp16 $OUT/$dir/fp32
left() { echo $((${LIMIT:-560} - SECONDS + started)); }
forms() {  # SUMS SWEEP FORM...: each form alone, one round, its logs under $OUT/$dir/SUMS
  local sums=$1 sweep=$2; shift 2
  for form in "$@"; do
    OUT=$OUT/$dir/$sums ROUNDS=1 TESTS=0 FLAGS="--accum $sums" timeout $(left) bash experiments/device/rows_ab_session.sh \
      $sweep forms=$form 2>&1 | grep -v "^\["; echo "$sums $form: $((SECONDS - started)) s"
  done
}
forms fp16 $fp16 64 64g3 128 64s
forms fp32 $fp32 64 128s 64s
tar czf $OUT/$dir.tgz -C $OUT $dir && rm -rf $OUT/$dir
echo "all: $((SECONDS - started)) s"
