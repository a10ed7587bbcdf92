#!/usr/bin/env bash
# One device call: the rows schedule with fp16 sums at C = K = 64 (rows-64.toml) beside the automatic choice on the
# same layers (rows-64-auto.toml: the wgmma and resident schedules there), N = 1 and 8, then N = 32 on the two smaller
# suite layers; two alternating rounds, cuDNN's fastest timed once and shared. Logs under $OUT.
#   bash experiments/device/rows_64_session.sh          (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
sweep() {  # LOG TOML [pkf sweep flags]
  local log=$1 toml=$2; shift 2
  timeout 200 python3 -m pkf sweep experiments/sweeps/$toml "$@" --out /tmp/$log --builds /tmp/builds-$toml --jobs 16 2>&1 \
    | grep "^\[" | sed -E 's/ = / /' | cut -c1-170 > "$OUT/$log.log"
  echo "$log: $((SECONDS - started)) s"; cat "$OUT/$log.log"
}
for round in 1 2; do
  sweep rows-$round rows-64.toml
  sweep auto-$round rows-64-auto.toml
done
sweep rows-n32 rows-64.toml --layers resnet-64@56,vgg-64@224 --batches 32
sweep auto-n32 rows-64-auto.toml --layers resnet-64@56,vgg-64@224 --batches 32
echo "done: $((SECONDS - started)) s"
