#!/usr/bin/env bash
# One device call: experiments/rows/wgmma_rate.cu, the products alone and then beside a warpgroup that only loads (and
# stores) shared memory, so that how much of the shared-memory pipe wgmma's operands leave shows (for V made in shared
# memory by warpgroups of its own). Log under $OUT.
#   bash experiments/device/rows_smem_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
nvcc -gencode arch=compute_90a,code=sm_90a -O3 -std=c++17 -I templates experiments/rows/wgmma_rate.cu -o /tmp/wgmma_rate || exit 1
/tmp/wgmma_rate | tee $OUT/wgmma-rate.log
