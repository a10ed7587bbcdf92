#!/usr/bin/env bash
# One device call: the automatic choice on layers no sweep, test or issue lists (experiments/random_shapes.py, seeds 1129
# with the default sums and 1130 with fp32 sums; C and K multiples of 16, odd maps, N = 3 and 16), each checked against
# float64 and timed beside cuDNN's fastest; then the rows schedule at widths that are not multiples of 64 beside the
# next multiple (rows-widths.toml) at this tree's rings. Logs and the sweeps' folders under $OUT.
#   bash experiments/device/random_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
for sweep in random-1129 random-1130-fp32 rows-widths; do
  left=$((580 - SECONDS + started))
  [ $left -gt 30 ] || { echo "$sweep: no time left"; continue; }
  timeout $left python3 -m pkf sweep experiments/sweeps/$sweep.toml --out $OUT/$sweep --builds /tmp/builds-$sweep --jobs 16 2>&1 \
    | grep "^\[" | cut -c1-220 | tee $OUT/$sweep.log
  echo "$sweep: $((SECONDS - started)) s"
done
