#!/usr/bin/env bash
# One device call: the thin schedule (few input or output channels) against cuDNN's fastest on
# experiments/sweeps/thin.toml, then VDSR at 96 and 32 channels tuned through pkf.torch, whose first and last layers
# (1 -> C, C -> 1) are now pkf.torch layers (the thin schedule where tuning measures it faster, else cuDNN's fused
# convolution and ReLU). Logs under $OUT, the sweep's and the models' folders also as thin.tgz.
#   MODELS=vdsr96,vdsr32 bash experiments/device/thin_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout 200 python3 -m pkf sweep experiments/sweeps/thin.toml --out "$OUT/thin" > "$OUT/thin.log" 2>&1
echo "thin sweep: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
started=$SECONDS
timeout 330 python3 examples/compare_models.py --models "${MODELS:-vdsr96,vdsr32}" --tune --top 2 --out "$OUT/vdsr" 2>&1 | grep -v "$QUIET" > "$OUT/vdsr.log"
echo "${MODELS:-vdsr96,vdsr32} tuned: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
tar -C "$OUT" -czf "$OUT/thin.tgz" thin vdsr && rm -rf "$OUT/thin" "$OUT/vdsr"
