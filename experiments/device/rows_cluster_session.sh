#!/usr/bin/env bash
# One device call for clusters of blocks that share an item's input channels (reconstructor/rows.py's RowsPlan.cluster,
# where items are fewer than the SMs): this tree against `nocluster` (every block all of C, persistent) on
# rows-cluster.toml with fp16 sums (two alternating rounds) and fp32 sums, and on rows-cluster-batches.toml; racecheck
# and synccheck on three cluster kernels (a part-full last chunk, K padded, split and full forms); then the rows GPU
# tests (float64 check) in the time left. Logs under $OUT.
#   bash experiments/device/rows_cluster_session.sh      (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
mkdir -p "$OUT/ab" "$OUT/ab-fp32" "$OUT/ab-batches"
OUT=$OUT/ab TESTS=0 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-cluster.toml tree nocluster
echo "A/B fp16: $((SECONDS - started)) s"
TESTS=0 source experiments/device/rows_checks.sh "2 14 14 512 512" "1 44 44 160 96 fp32" "2 9 13 208 80 fp32"
echo "sanitizers: $((SECONDS - started)) s"
OUT=$OUT/ab-fp32 FLAGS="--accum fp32" ROUNDS=1 TESTS=0 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-cluster.toml tree nocluster
echo "A/B fp32: $((SECONDS - started)) s"
OUT=$OUT/ab-batches ROUNDS=1 TESTS=0 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-cluster-batches.toml tree nocluster
echo "A/B batches: $((SECONDS - started)) s"
timeout $((585 - (SECONDS - started))) python3 -m pytest -q tests/test_rows.py -m gpu -p no:cacheprovider 2>&1 | tail -4 | tee "$OUT/tests.log"
echo "tests: $((SECONDS - started)) s"
