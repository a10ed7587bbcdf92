#!/usr/bin/env bash
# One device call: ResNet-18 (N = 1) and ResNet-50 (N = 32) through pkf.torch, every convolution's batch norm folded
# (in float32, rounded once) and ResNet's residual sums and ReLUs inside cuDNN's convolutions, against eager cuDNN and
# torch.compile (experiments/device/resnet_session.sh, 430 s); then pkf.torch's GPU tests. Logs under $OUT.
#   bash experiments/device/resnet_final_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null  # this shell's environment; the call below writes $OUT/device.txt again
bash experiments/device/resnet_session.sh 430
started=$SECONDS
timeout 120 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_torch.py > "$OUT/tests.log" 2>&1
echo "pkf.torch GPU tests: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
tail -3 "$OUT/tests.log"
