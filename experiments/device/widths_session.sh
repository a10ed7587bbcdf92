#!/usr/bin/env bash
# One device call: pkf.torch on models of the same kinds at other widths (examples/compare_models.py --models ...,
# tuned first: the layers' shapes were not measured before), each way timed by CUDA-graph replay; optionally the
# streamed wgmma kernel's Nsight Compute profile first (PROFILE=1). Logs under $OUT.
#   [PROFILE=1] bash experiments/device/widths_session.sh vdsr32,vdsr96      (repository root, GPU machine; no TVM)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes PKF_KERNEL_CACHE=/tmp/pkf-kernels PKF_TUNE_CACHE=/tmp/pkf-tuning.json \
  PKF_BASELINE_CACHE=/tmp/pkf-baselines.json PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/device.txt"
python3 -c "import torch; print('torch', torch.__version__, 'cuDNN', torch.backends.cudnn.version())" | tee -a "$OUT/device.txt"
if [ "${PROFILE:-0}" = 1 ]; then
  started=$SECONDS
  timeout 200 bash experiments/device/profile_wide.sh
  echo "profile: exit $?, wall $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
  tar czf "$OUT/profile-wide.tgz" -C "$OUT" profile-wide && rm -rf "$OUT/profile-wide"
fi
started=$SECONDS
timeout ${MODELS_TIMEOUT:-500} python3 examples/compare_models.py --models "$1" --tune --top ${TOP:-2} --out "$OUT/models" 2>&1 | tee "$OUT/models.log"
echo "models: exit ${PIPESTATUS[0]}, wall $((SECONDS - started)) s" | tee -a "$OUT/models.log" "$OUT/device.txt"
