#!/usr/bin/env bash
# One device call after wide_session.sh: the wide output chunks' batch forms (experiments/streamed_forms.py --study wide,
# timed in alternating rounds), then experiments/sweeps/wgmma-wide-fp32.toml (fp32 sums, n64 chunks) on this tree and
# on the commit before it (n32 chunks, in .old), against cuDNN's fastest in the same run. Logs under $OUT.
#   bash experiments/device/wide_forms_session.sh       (from the repository root, on the GPU machine; no TVM)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=$PWD/experiments/prototypes PYTHONUNBUFFERED=1
started=$SECONDS
timeout 150 python3 experiments/streamed_forms.py /tmp/wide-forms --study wide > "$OUT/wide-forms-build.log" 2>&1
echo "forms built: exit $?, $((SECONDS - started)) s" | tee "$OUT/device.txt"
timeout 150 bash experiments/resident_filter/time_forms.sh /tmp/wide-forms "$OUT/wide-forms.log" > /dev/null 2>&1
echo "forms timed: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
bash experiments/device/wide_session.sh --fp32 --no-tests
