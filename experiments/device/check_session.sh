#!/usr/bin/env bash
# One device call of checks: the wgmma kernel's bias and activation through pkf.torch and through pkf's own harness
# (the pkf.torch GPU tests that failed), the cuDNN harness on the suite's largest problem, and shapes no suite lists.
#   bash experiments/device/check_session.sh        (from the repository root, on the GPU machine; logs under $OUT)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes PKF_KERNEL_CACHE=/tmp/pkf-kernels PKF_TUNE_CACHE=/tmp/pkf-tuning.json \
  PKF_BASELINE_CACHE=/tmp/pkf-baselines.json PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/device.txt"
timeout 120 python3 experiments/device/diagnose_epilogue.py 2>&1 | grep -v Warning | tee "$OUT/epilogue.log"
for flags in "--bias" "--bias --activation lrelu" "--bias --activation relu"; do
  dir=/tmp/pkf-check-$(echo $flags | tr -dc a-z)
  python3 -m pkf build --n 2 --h 30 --w 44 --c 64 --k 64 --fusion full --resident-filter --tma --wgmma --m 2 --accum fp16 \
    $flags --out "$dir" > /dev/null && timeout 60 python3 -m pkf run "$dir" 2>&1 | tee -a "$OUT/epilogue.log"
done
timeout 60 python3 -m pytest -q -m gpu tests/test_torch.py -k "fused_bias and None" -p no:cacheprovider 2>&1 | tail -2 | tee -a "$OUT/epilogue.log"
# shapes no suite lists: odd H and W, N > 1, C != K, through the automatic choice and pkf's own check
for shape in "--n 3 --h 37 --w 53 --c 96 --k 160" "--n 2 --h 45 --w 61 --c 64 --k 64" "--n 5 --h 17 --w 23 --c 48 --k 32"; do
  dir=/tmp/pkf-shape-$(echo $shape | tr -dc 0-9)
  python3 -m pkf build $shape --out "$dir" > /dev/null 2>&1 && timeout 60 python3 -m pkf run "$dir" 2>&1 | tee -a "$OUT/shapes.log" \
    || echo "$shape: $(python3 -m pkf build $shape --out $dir-again 2>&1 | tail -1)" | tee -a "$OUT/shapes.log"
done
timeout 200 python3 -m pkf sweep experiments/sweeps/networks.toml --layers sr-64@1080p,resnet-64@56 --batches 32 --out "$OUT/largest" \
  --builds /tmp/pkf-largest --jobs 16 2>&1 | grep -v "^|" | tee "$OUT/largest.log"
