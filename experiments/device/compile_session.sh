#!/usr/bin/env bash
# One device call: where torch.compile's max-autotune spends compare_models.py's time (VGG-16 N = 32 and U-Net N = 1),
# each under cProfile in a fresh process; logs and the profiles under $OUT.
#   bash experiments/device/compile_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
for model in ${MODELS:-vgg unet1}; do
  started=$SECONDS
  timeout 300 python3 experiments/device/compile_profile.py "$model" --out "$OUT/profiles" > "$OUT/$model.log" 2>&1
  echo "$model: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
  grep -c "benchmarking takes" "$OUT/$model.log"
  grep "benchmarking takes\|precompil" "$OUT/$model.log" | head -40
done
