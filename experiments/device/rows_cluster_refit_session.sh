#!/usr/bin/env bash
# The second device call for clusters of blocks sharing an item's input channels, once reconstructor/rows.py takes a
# cluster only where its items run in one wave of clusters (MAX_CLUSTERS) at the refitted CLUSTER_US: this tree against
# `nocluster` on rows-cluster.toml (fp16 sums, two alternating rounds; fp32 sums) and rows-cluster-batches.toml; then
# the persistent kernels of this tree against the template before clusters (before.cu.j2, beside the tree, not
# committed) on the compute-bound rows-groups.toml (fp16) and rows-ab-fp32.toml (fp32 sums). Logs under $OUT, packed
# into $OUT/logs.tgz.
#   git show 84cde01:templates/rows.cu.j2 > before.cu.j2 && bash experiments/device/rows_cluster_refit_session.sh
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
parts="refit refit-fp32 refit-batches before before-fp32"
for part in $parts; do mkdir -p "$OUT/$part"; done
OUT=$OUT/refit TESTS=0 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-cluster.toml tree nocluster
echo "cluster fp16: $((SECONDS - started)) s"
OUT=$OUT/refit-fp32 FLAGS="--accum fp32" ROUNDS=1 TESTS=0 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-cluster.toml tree nocluster
echo "cluster fp32: $((SECONDS - started)) s"
OUT=$OUT/refit-batches ROUNDS=1 TESTS=0 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-cluster-batches.toml tree nocluster
echo "cluster batches: $((SECONDS - started)) s"
OUT=$OUT/before ROUNDS=1 TESTS=0 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-groups.toml tree template=before.cu.j2
echo "before fp16: $((SECONDS - started)) s"
OUT=$OUT/before-fp32 ROUNDS=1 TESTS=0 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-ab-fp32.toml tree template=before.cu.j2
echo "before fp32: $((SECONDS - started)) s"
(cd "$OUT" && tar czf logs.tgz $parts && rm -rf $parts)
rm -f before.cu.j2
