#!/usr/bin/env bash
# One device call for the wide output chunks: the streamed wgmma GPU tests, then experiments/sweeps/wgmma-wide.toml
# (fp16 sums, n128 chunks) and, with --fp32, wgmma-wide-fp32.toml (fp32 sums, n64 chunks), each on this tree and on the
# commit before it (n64 / n32 chunks, unpacked into .old by `git archive`), against cuDNN's fastest in the same run
# (one baseline cache for both trees). Logs under $OUT.
#   bash experiments/device/wide_session.sh [--fp32] [--no-tests]      (from the repository root, on the GPU machine; no TVM)
set -uo pipefail
here=$PWD
export PKF_PROTOTYPES=$here/experiments/prototypes PKF_KERNEL_CACHE=/tmp/pkf-kernels PKF_TUNE_CACHE=/tmp/pkf-tuning.json \
  PKF_BASELINE_CACHE=/tmp/pkf-baselines.json PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee -a "$OUT/device.txt"
sweep=wgmma-wide; tests="streamed_kernel"
if [ "${1:-}" = "--fp32" ]; then sweep=wgmma-wide-fp32; tests="fp32_sums"; fi
started=$SECONDS
if [ "${2:-}" != "--no-tests" ]; then
  PYTHONPATH=. timeout 150 python3 -m pytest -q -m gpu tests/test_wgmma.py -k "$tests" -p no:cacheprovider > "$OUT/gpu-tests-$sweep.log" 2>&1
  echo "gpu tests ($tests): exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"; tail -3 "$OUT/gpu-tests-$sweep.log"
fi
for tree in new old; do
  dir=$here; [ $tree = old ] && dir=$here/.old
  (cd "$dir" && PYTHONPATH=. timeout 240 python3 -m pkf sweep "$here/experiments/sweeps/$sweep.toml" --out "$OUT/$sweep-$tree" \
     --builds "/tmp/pkf-$sweep-$tree" --jobs 16 2>&1 | grep -v "^|" | tee "$OUT/$sweep-$tree.log")
  echo "$sweep ($tree): $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
done
