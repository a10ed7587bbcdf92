#!/usr/bin/env bash
# One device call: pkf.torch's cuDNN layers fused and unfused, layer by layer (experiments/device/fused_layers.py),
# then ResNet-18 (N = 1) and ResNet-50 (N = 32) through pkf.torch against eager cuDNN and torch.compile
# (examples/compare_models.py --models resnet18,resnet50). Logs under $OUT.
#   bash experiments/device/resnet_fused_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout 120 python3 experiments/device/fused_layers.py > "$OUT/fused_layers.log" 2>&1
echo "fused_layers: exit $?, wall $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
tail -4 "$OUT/fused_layers.log"
started=$SECONDS
timeout 450 python3 examples/compare_models.py --models resnet18,resnet50 --out "$OUT/resnet" > "$OUT/resnet-raw.log" 2>&1
echo "compare_models resnet18,resnet50: exit $?, wall $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
grep -v "$QUIET" "$OUT/resnet-raw.log" > "$OUT/resnet.log"
gzip "$OUT/resnet-raw.log"
grep -A3 "^model " "$OUT/resnet.log"
