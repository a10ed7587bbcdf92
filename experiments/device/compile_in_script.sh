#!/usr/bin/env bash
# One device call: compare_models.py on VGG-16 N = 32 alone, with dynamo's recompile log and its phase times at the
# end, to compare with compile_profile.py's standalone compile (99 s there against ~139 s in the script).
#   bash experiments/device/compile_in_script.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
TORCH_LOGS=recompiles,graph_breaks timeout 400 python3 - > "$OUT/vgg-script.log" 2>&1 <<'PY'
import sys
sys.argv = ["compare_models.py", "--models", "vgg"]
sys.path.insert(0, "examples")
import torch
import compare_models
compare_models.main()
print(torch._dynamo.utils.compile_times(repr="str"))
PY
echo "vgg in compare_models: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
grep -v "$QUIET" "$OUT/vgg-script.log" | grep -i "recompil\|graph break\|compile_inner\|Scheduler.__init__\|autotuning  \|GraphLowering.run\|VGG\|models in" | cut -c1-300
