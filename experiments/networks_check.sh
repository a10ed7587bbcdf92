#!/usr/bin/env bash
# The networks suite and pkf.torch on the GPU machine (no TVM: every prototype is saved in experiments/prototypes):
# the suite's automatic choices against cuDNN's fastest in one sweep, the bias and activation inside the wgmma kernel
# beside the plain kernel, the suite tuned, the GPU tests, edge tiles under the sanitizers, and the two models of
# examples/compare_models.py. Logs and results under $OUT.
#   bash experiments/networks_check.sh      (from the repository root)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes PKF_TUNE_CACHE="$OUT/tuning.json" PKF_KERNEL_CACHE="$OUT/kernels"
B=/tmp/pkf-networks-builds
python3 -m pkf sweep experiments/sweeps/networks.toml --out "$OUT/networks" --builds "$B" --jobs 16 --reps 100 2>&1 \
  | grep -v "^wrote" | tail -60 | tee "$OUT/networks.log"
python3 -m pkf sweep experiments/sweeps/epilogue.toml --out "$OUT/epilogue" --builds "$B-epilogue" --jobs 16 --reps 200 2>&1 \
  | grep -v "^wrote" | tail -30 | tee "$OUT/epilogue.log"
python3 experiments/edge_check.py --out /tmp/pkf-edge 2>&1 | tee "$OUT/edge.log"
python3 -m pytest -q -m gpu tests/ 2>&1 | tail -30 | tee "$OUT/gpu-tests.log"
python3 examples/compare_models.py --out "$OUT/models.json" 2>&1 | tee "$OUT/models.log"
python3 -m pkf tune experiments/sweeps/networks.toml --top 3 --reps 100 --jobs 16 2>&1 | grep -v "^tune" | tee "$OUT/tune.log"
tar czf "$OUT/networks.tgz" -C "$OUT" networks epilogue
