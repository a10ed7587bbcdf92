#!/usr/bin/env bash
# One device call after the items across strips: pkf.torch's GPU tests, then the automatic choice on the layers drawn
# at random (random-1129: default sums; random-1130-fp32) and the suite's compute-bound layers with fp32 sums
# (fp32-auto), each checked against float64 and timed beside cuDNN's fastest, as far as 580 s go. Logs under $OUT.
#   bash experiments/device/rows_across_final_session.sh      (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
timeout 240 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_torch.py 2>&1 | tail -3 | tee "$OUT/torch-tests.log"
echo "pkf.torch GPU tests: $((SECONDS - started)) s"
for sweep in random-1129 fp32-auto random-1130-fp32; do
  left=$((580 - SECONDS + started))
  [ $left -gt 30 ] || { echo "$sweep: no time left"; continue; }
  timeout $left python3 -m pkf sweep experiments/sweeps/$sweep.toml --out $OUT/$sweep --builds /tmp/builds-$sweep --jobs 16 2>&1 \
    | grep "^\[" | cut -c1-220 > $OUT/$sweep.log
  echo "$sweep: $((SECONDS - started)) s"
done
