#!/usr/bin/env bash
# One device call: what a user asking for fp32 sums gets on the suite's compute-bound layers (the automatic choice,
# fp32-auto.toml), and the unfused F(4,3) around cuBLAS on the same layers (fp32-cublas4.toml), each against cuDNN's
# fastest in the same run, float64 check. Logs under $OUT.
#   bash experiments/device/fp32_choice_session.sh [SWEEP ...]   (repository root, GPU machine; both by default, all
#   within LIMIT seconds, 560 unless set)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
for sweep in ${@:-fp32-auto fp32-cublas4}; do
  timeout $((${LIMIT:-560} - SECONDS + started)) python3 -m pkf sweep experiments/sweeps/$sweep.toml --out /tmp/$sweep --builds /tmp/builds-$sweep --jobs 16 2>&1 \
    | grep "^\[" | cut -c1-220 | tee $OUT/$sweep.log
  cp /tmp/$sweep/table.md $OUT/$sweep-table.md 2>/dev/null
  echo "$sweep: $((SECONDS - started)) s"
done
