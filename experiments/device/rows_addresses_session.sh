#!/usr/bin/env bash
# The transform's addresses swizzled once a k16 step with the box rows as constant offsets, masked rows (across
# images) read from a zero block instead of masking each loaded word, and a run-time ring counted on step by step
# instead of divided each step: the tree against the template before (before.cu.j2, made from the results folder's
# tree.patch) and against the address change alone (addronly.cu.j2, from ring.patch). Logs under $OUT (tarred).
#   bash experiments/device/rows_addresses_session.sh ab       two alternating rounds: fp32 sums (rows-n64-fp32, rings
#                                                               of 12: the ring's change moves none) of before and tree,
#                                                               fp16 sums (rows-groups) of before, addronly and tree
#   bash experiments/device/rows_addresses_session.sh checks   the tree's GPU tests, racecheck and synccheck; then fp32
#                                                               sums with a ring as deep as fits (ring=18: 14-15 slots,
#                                                               counted at run time, now step by step) against the
#                                                               tree's 12, two alternating rounds
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
results=experiments/results/2026-11-29-h200-rows-addresses
patch -s -R -o before.cu.j2 templates/rows.cu.j2 < $results/tree.patch || exit 1
patch -s -R -o addronly.cu.j2 templates/rows.cu.j2 < $results/ring.patch || exit 1
mkdir -p $OUT/$1
case $1 in
  ab)
    mkdir -p $OUT/ab/fp32 $OUT/ab/fp16
    OUT=$OUT/ab/fp32 ROUNDS=2 TESTS=0 timeout 260 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64-fp32.toml \
      template=before.cu.j2 tree 2>&1 | grep -v "^\[" ; echo "fp32: $((SECONDS - started)) s"
    OUT=$OUT/ab/fp16 ROUNDS=2 TESTS=0 timeout 260 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-groups.toml \
      template=before.cu.j2 template=addronly.cu.j2 tree 2>&1 | grep -v "^\[" ; echo "fp16: $((SECONDS - started)) s" ;;
  checks)
    # across images with fp32 sums at n64 (the zero block); fp16 sums at n128, a ring of 7 counted at run time
    OUT=$OUT/checks source experiments/device/rows_checks.sh "8 56 56 256 256 fp32" "8 112 112 128 128"
    echo "checks: $((SECONDS - started)) s"
    mkdir -p $OUT/checks/ring
    OUT=$OUT/checks/ring ROUNDS=2 TESTS=0 timeout 200 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-n64-fp32.toml \
      tree ring=18 2>&1 | grep -v "^\[" ; echo "ring: $((SECONDS - started)) s" ;;
  *) echo "ab or checks"; exit 2 ;;
esac
rm -f before.cu.j2 addronly.cu.j2
tar czf $OUT/$1.tgz -C $OUT $1 && rm -rf $OUT/$1
echo "all: $((SECONDS - started)) s"
