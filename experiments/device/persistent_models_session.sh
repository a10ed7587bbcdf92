#!/usr/bin/env bash
# One device call: examples/compare_models.py on VGG-16 N=32 and ResNet-50 N=32 with pkf.torch untuned (rows
# where it was measured faster), eager and under torch.compile (--pkf-compile), against PyTorch's eager cuDNN and
# torch.compile. Logs under $OUT.
#   bash experiments/device/persistent_models_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout 560 python3 examples/compare_models.py --models vgg,resnet50 --pkf-compile --out "$OUT/models" 2>&1 | grep -v "$QUIET" > "$OUT/models.log"
echo "compare_models: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
cat "$OUT/models/table.md" 2>/dev/null || tail -20 "$OUT/models.log"
