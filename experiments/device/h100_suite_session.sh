#!/usr/bin/env bash
# The issue's own measurement on the H100 (the tree's rows and cluster choices were fitted on the H200): how many
# clusters of each size the H100 runs at once, the networks suite (default sums) and the fp32-sums suite (pkf's
# automatic choice against cuDNN's fastest, float64 check, CUDA-graph replay, one run each), then the GPU tests of the
# given tests (default the rows kernel's). Logs under $OUT, each sweep's folder packed into $OUT/NAME.tgz.
#   bash experiments/device/h100_suite_session.sh [TEST ...]      (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
nvcc -arch=sm_90a -o /tmp/cluster_occupancy experiments/rows/cluster_occupancy.cu && /tmp/cluster_occupancy \
  | tee "$OUT/cluster-occupancy.txt"
for sweep in networks fp32-auto; do
  timeout 240 python3 -m pkf sweep "experiments/sweeps/$sweep.toml" --out "$OUT/$sweep" --builds "/tmp/pkf-$sweep-builds" \
    --jobs 16 --reps 100 > "$OUT/$sweep.log" 2>&1
  echo "$sweep sweep: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
  cat "$OUT/$sweep/table.md" 2>/dev/null | head -60
  (cd "$OUT" && tar czf "$sweep.tgz" "$sweep" && rm -rf "$sweep")
done
timeout $((570 - (SECONDS - started))) python3 -m pytest -q "${@:-tests/test_rows.py}" -m gpu -p no:cacheprovider 2>&1 | tail -4 \
  | tee "$OUT/tests.log"
echo "${*:-tests/test_rows.py} GPU tests: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
