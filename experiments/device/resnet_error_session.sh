#!/usr/bin/env bash
# One short device call: ResNet-50 N = 32's error and time through pkf.torch beside eager (experiments/device/
# resnet_error.py), and the GPU tests of cuDNN's fused paths. Logs under $OUT.
set -uo pipefail
source experiments/device/env.sh
timeout 90 python3 experiments/device/resnet_error.py > "$OUT/resnet_error.log" 2>&1
echo "resnet_error: exit $?" | tee -a "$OUT/device.txt"
cat "$OUT/resnet_error.log" | grep ResNet
timeout 60 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_torch.py -k "residual_sum_and_relu or fused_cudnn_kernel" > "$OUT/tests.log" 2>&1
echo "fused-path GPU tests: exit $?" | tee -a "$OUT/device.txt"
tail -3 "$OUT/tests.log"
