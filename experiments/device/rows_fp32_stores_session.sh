#!/usr/bin/env bash
# A diagnostic of the fp32-sums shortfalls (issue 42: >= 1.15x on the compute-bound layers): what the output's stores
# cost the rows kernel with fp32 sums, this tree against `nostores` (rows_ab_session.sh: the stores skipped, results
# wrong, only the time means anything), two alternating rounds on fp32-auto.toml's layers at C = 128-512, N = 8 and 32
# (vgg-512@28 N=32 is cuBLAS's F(4,3) either way: a control). Logs under $OUT.
#   bash experiments/device/rows_fp32_stores_session.sh      (repository root, GPU machine)
FLAGS="--layers vgg-128@112,unet-128@256,vgg-256@56,vgg-512@28 --batches 8,32" TESTS=0 \
  bash experiments/device/rows_ab_session.sh experiments/sweeps/fp32-auto.toml tree nostores
