#!/usr/bin/env bash
# racecheck and synccheck on the rows cluster forms not yet run under them: three product warpgroups in clusters of 7
# (N=1 157x15 C=448 K=128) and fp32 sums at n64 in clusters of 6 (N=1 17x40 C=384 K=320), and clusters of 8 of the
# split form with fp32 sums (N=1 7x7 C=512 K=512). Each kernel with bias and ReLU; logs under $OUT.
#   bash experiments/device/cluster_sanitizers_session.sh      (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
TESTS=0 source experiments/device/rows_checks.sh "1 157 15 448 128" "1 17 40 384 320 fp32" "1 7 7 512 512 fp32"
