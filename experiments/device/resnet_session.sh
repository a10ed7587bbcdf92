#!/usr/bin/env bash
# One device call: pkf.torch on ResNet-18 (N = 1) and ResNet-50 (N = 32), untuned, against eager cuDNN and
# torch.compile (examples/compare_models.py --models resnet18,resnet50). Logs under $OUT.
#   bash experiments/device/resnet_session.sh [LIMIT_S, default 560]        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout "${1:-560}" python3 examples/compare_models.py --models resnet18,resnet50 --out "$OUT/resnet" > "$OUT/resnet-raw.log" 2>&1
echo "compare_models resnet18,resnet50: exit $?, wall $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
grep -v "$QUIET" "$OUT/resnet-raw.log" > "$OUT/resnet.log"
gzip "$OUT/resnet-raw.log"
tail -5 "$OUT/resnet.log"
