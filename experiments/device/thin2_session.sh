#!/usr/bin/env bash
# One device call after the thin kernel's rework (at commit dabb972; the next commit removes it: loads of 8 and 2
# channels, U by 16-byte loads, registers capped for 3-4 blocks an SM): the thin sweep again, its GPU tests, and VDSR
# at 64 and 96 channels tuned through pkf.torch (whose first and last layers tuning measures on the thin schedule and
# cuDNN). Logs under $OUT, folders as thin2.tgz.
#   bash experiments/device/thin2_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout 100 python3 -m pkf sweep experiments/sweeps/thin.toml --out "$OUT/thin" > "$OUT/thin.log" 2>&1
echo "thin sweep: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
timeout 60 python3 -m pytest -q -o addopts="" tests/test_gpu.py -k thin > "$OUT/gpu-tests.log" 2>&1
echo "thin GPU tests: exit $?" | tee -a "$OUT/device.txt"
started=$SECONDS
timeout 300 python3 examples/compare_models.py --models vdsr,vdsr96 --tune --top 2 --out "$OUT/vdsr" 2>&1 | grep -v "$QUIET" > "$OUT/vdsr.log"
echo "vdsr, vdsr96 tuned: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
tar -C "$OUT" -czf "$OUT/thin2.tgz" thin vdsr && rm -rf "$OUT/thin" "$OUT/vdsr"
