#!/usr/bin/env bash
# One device call: the unfused alternative (transforms at their memory floors, the products by cuBLAS) against cuDNN
# at every networks-suite layer (experiments/device/unfused_cublas.py), the same built with pkf's own transform kernels
# and checked (experiments/device/unfused_real.py), then the padded-channel checks: C = K = 96 at
# 1024^2 (the size the n32 kernel was measured at before) and C = 48 / K = 48 apart at 512^2. Logs under $OUT.
#   bash experiments/device/unfused_session.sh        (from the repository root, on the GPU machine; no TVM)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes PKF_KERNEL_CACHE=/tmp/pkf-kernels PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/device.txt"
python3 -c "import torch; print('torch', torch.__version__, 'cuDNN', torch.backends.cudnn.version())" | tee -a "$OUT/device.txt"
started=$SECONDS
timeout 360 python3 experiments/device/unfused_cublas.py "$OUT/unfused.json" 2>&1 | tee "$OUT/unfused.log"
echo "unfused: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
timeout 400 python3 experiments/device/unfused_real.py "$OUT/unfused-real.json" 2>&1 | tee "$OUT/unfused-real.log"
echo "unfused, built: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
for shape in "--n 1 --c 96 --k 96 --h 1024 --w 1024" "--n 1 --c 48 --k 64 --h 512 --w 512" "--n 1 --c 64 --k 48 --h 512 --w 512" \
             "--n 1 --c 48 --k 48 --h 512 --w 512" "--n 1 --c 64 --k 64 --h 512 --w 512"; do
  dir=/tmp/pkf-width-$(echo $shape | tr -dc 0-9)
  python3 -m pkf build --schedule wgmma $shape --out "$dir" > /dev/null && timeout 60 python3 -m pkf run "$dir" 2>&1 | tee -a "$OUT/widths.log"
done
echo "widths: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
