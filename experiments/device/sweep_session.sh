#!/usr/bin/env bash
# One device call: the pkf.torch GPU tests (the profiler's one-kernel-per-layer check among them), then the networks
# suite (13 layers x N = 1, 8, 32: pkf's automatic choice against cuDNN's fastest), its wall time in the log.
#   bash experiments/device/sweep_session.sh        (from the repository root, on the GPU machine; logs under $OUT)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes PKF_KERNEL_CACHE=/tmp/pkf-kernels PKF_TUNE_CACHE=/tmp/pkf-tuning.json \
  PKF_BASELINE_CACHE=/tmp/pkf-baselines.json PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/device.txt"
python3 -c "import torch; print('torch', torch.__version__, 'cuDNN', torch.backends.cudnn.version())" | tee -a "$OUT/device.txt"
timeout 150 python3 -m pytest -q -m gpu tests/test_torch.py -p no:cacheprovider --tb=short > "$OUT/gpu-tests.log" 2>&1
echo "gpu tests: exit $?" | tee -a "$OUT/device.txt"; tail -5 "$OUT/gpu-tests.log"
started=$SECONDS
timeout 500 python3 -m pkf sweep experiments/sweeps/networks.toml --out "$OUT/networks" --builds /tmp/pkf-networks --jobs 16 \
  2>&1 | tee "$OUT/networks.log"
echo "networks sweep: exit ${PIPESTATUS[0]}, wall $((SECONDS - started)) s" | tee -a "$OUT/networks.log" "$OUT/device.txt"
tar czf "$OUT/networks.tgz" -C "$OUT" networks
