#!/usr/bin/env bash
# One device call: the GPU tests the earlier wide-chunk calls did not reach in their time (the last streamed shapes,
# one of them n128 chunks with K padded and edge units; every fp32-sums shape, the n64 ones among them; pkf.torch's
# last two), on the final kernels. Logs under $OUT.
#   bash experiments/device/wide_checks_session.sh        (from the repository root, on the GPU machine; no TVM)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes PKF_KERNEL_CACHE=/tmp/pkf-kernels PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/device.txt"
started=$SECONDS
timeout 280 python3 -m pytest -v -m gpu tests/test_wgmma.py tests/test_torch.py -p no:cacheprovider --tb=short -rA \
  -k "streamed_kernel_matches and (shape11 or shape12 or shape13) or fp32_sums_match or two_libraries or runs_with_a_relu" \
  > "$OUT/gpu-tests.log" 2>&1
echo "gpu tests: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"; grep -E "PASSED|FAILED|ERROR|passed|failed|rel_l2|rel L2" "$OUT/gpu-tests.log" | tail -30
