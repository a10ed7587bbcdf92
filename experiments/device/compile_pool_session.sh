#!/usr/bin/env bash
# One device call: compile_pool.py (compare_models.py's four torch.compile first calls) as PyTorch makes them, then
# with inductor's compile-worker pool kept alive (TORCHINDUCTOR_QUIESCE_ASYNC_COMPILE_POOL=0), then compare_models.py
# whole with the pool kept alive; each process with empty inductor and Triton caches. Logs under $OUT.
#   bash experiments/device/compile_pool_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
fresh() { export TORCHINDUCTOR_CACHE_DIR=$(mktemp -d) TRITON_CACHE_DIR=$(mktemp -d); }
for form in cold kept; do
  fresh
  started=$SECONDS
  keep=1; [ "$form" = kept ] && keep=0
  TORCHINDUCTOR_QUIESCE_ASYNC_COMPILE_POOL=$keep timeout 250 python3 experiments/device/compile_pool.py > "$OUT/$form.log" 2>&1
  echo "$form: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
  grep "first call\|quiesce\|^all" "$OUT/$form.log" | cut -c1-200
  grep "benchmarking takes" "$OUT/$form.log" | awk '{s+=$5; n++} END {print n, "autotunes, benchmarking total", s, "s"}'
done
fresh
started=$SECONDS
TORCHINDUCTOR_QUIESCE_ASYNC_COMPILE_POOL=0 timeout 330 python3 examples/compare_models.py --out "$OUT/models" > "$OUT/models-raw.log" 2>&1
echo "compare_models, pool kept: exit $?, wall $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
grep -v "$QUIET" "$OUT/models-raw.log" > "$OUT/models.log"
