#!/usr/bin/env bash
# One device call on the committed rows kernel and plan: its GPU tests (float64 check), then rows-groups.toml (fp16
# sums) and rows-ab-fp32.toml (fp32 sums) at the plan's own forms, beside cuDNN's fastest. Logs under $OUT.
#   bash experiments/device/rows_final_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout 200 python3 -m pytest -q tests/test_rows.py -m gpu -p no:cacheprovider 2>&1 | tail -2 | tee "$OUT/tests.log"
echo "tests: $((SECONDS - started)) s"
for sweep in rows-groups rows-ab-fp32; do
  timeout 150 python3 -m pkf sweep experiments/sweeps/$sweep.toml --out /tmp/$sweep --builds /tmp/pkf-$sweep --jobs 16 2>&1 \
    | grep "^\[" | cut -c1-200 | tee "$OUT/$sweep.log"
  echo "$sweep: $((SECONDS - started)) s"
done
