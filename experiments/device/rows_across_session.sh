#!/usr/bin/env bash
# Items across strips and images (reconstructor/rows.py's STRIPS layout: runs of tile pairs that go on into the next
# image's and strip's rows, boxes loaded a row at a time) against the plan without them, alternating rounds, each
# beside cuDNN's fastest: fp16 sums (rows-strips.toml), fp32 sums (rows-strips-fp32.toml), or suite (the automatic
# choice on the suite layers whose choice it changes, and those the cublas refit changed, N = 1 and 32). Logs under
# $OUT/MODE.
#   bash experiments/device/rows_across_session.sh fp16|fp32|suite      (repository root, GPU machine)
set -uo pipefail
mode=$1 base=$OUT
mkdir -p "$base/$mode"
case $mode in
  fp16) OUT=$base/$mode TESTS=0 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-strips.toml tree nostrips ;;
  fp32) OUT=$base/$mode TESTS=0 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-strips-fp32.toml tree nostrips ;;
  suite) OUT=$base/$mode TESTS=0 FLAGS="--layers resnet-512@7,vgg-64@224,resnet-256@14,vgg-512@28 --batches 1,32" \
           bash experiments/device/rows_ab_session.sh experiments/sweeps/networks.toml tree nostrips ;;
  *) echo "mode fp16, fp32 or suite"; exit 2 ;;
esac
