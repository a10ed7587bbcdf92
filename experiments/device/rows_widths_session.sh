#!/usr/bin/env bash
# One device call on the rows schedule at C and K multiples of 16 (K padded to whole output chunks, the last box's
# k16 steps past C left out): its GPU tests (float64 check), racecheck and synccheck on two such shapes, then
# experiments/sweeps/rows-widths.toml beside cuDNN's fastest, the rows schedule and (rows-widths-auto) pkf's automatic
# choice. Logs under $OUT.
#   bash experiments/device/rows_widths_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
source experiments/device/rows_checks.sh "8 56 56 160 208" "5 33 27 96 80 fp32"
echo "checks: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
bash experiments/device/suite_session.sh rows-widths
timeout 240 python3 -m pkf sweep experiments/sweeps/rows-widths.toml --variants auto --out "$OUT/rows-widths-auto" \
  --builds /tmp/pkf-rows-widths-auto --jobs 16 2>&1 | grep -v "^|" > "$OUT/rows-widths-auto.log"
echo "rows-widths auto sweep: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
tar czf "$OUT/rows-widths-auto.tgz" -C "$OUT" rows-widths-auto && rm -rf "$OUT/rows-widths-auto"
echo "all: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
