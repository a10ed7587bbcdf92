#!/usr/bin/env bash
# One device call after the rows template's row-to-segment mapping became one helper (segment_of, used by the box
# loads and the output's stores across strips): racecheck and synccheck on three kernels across strips, this tree
# against the template before it (before.cu.j2, beside the tree, not committed) on rows-strips.toml and
# rows-strips-fp32.toml in two alternating rounds, then the rows GPU tests (float64 check) in the time left. Logs under $OUT.
#   git show REV:templates/rows.cu.j2 > before.cu.j2 && bash experiments/device/rows_segment_session.sh
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
TESTS=0 source experiments/device/rows_checks.sh "1 224 224 64 64" "3 57 57 64 192 fp32" "32 7 7 512 512"
echo "sanitizers: $((SECONDS - started)) s"
mkdir -p "$OUT/ab" "$OUT/ab-fp32"
OUT=$OUT/ab TESTS=0 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-strips.toml tree template=before.cu.j2
OUT=$OUT/ab-fp32 TESTS=0 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-strips-fp32.toml tree template=before.cu.j2
echo "A/B: $((SECONDS - started)) s"
timeout $((585 - (SECONDS - started))) python3 -m pytest -q tests/test_rows.py -m gpu -p no:cacheprovider 2>&1 | tail -4 | tee "$OUT/tests.log"
echo "tests: $((SECONDS - started)) s"
rm -f before.cu.j2
