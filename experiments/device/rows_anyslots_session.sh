#!/usr/bin/env bash
# The A/B of experiments/results/2026-11-29-h200-rows-groups/anyslots in one device call, from 3a9a818's tree: the rows
# kernel as it was (rings of 12, 6, 4 or 3 slots, a divisor of a chunk's 12 steps) against as many slots as fit, up
# to 12, counted at run time (anyslots.patch: the template's run-time ring everywhere; slots=most), two alternating
# rounds of rows-groups.toml beside cuDNN's fastest, the changed copy's GPU tests first. Logs under $OUT (tarred).
#   git checkout 3a9a818 -- templates/rows.cu.j2 reconstructor/rows.py && bash experiments/device/rows_anyslots_session.sh
set -uo pipefail
source experiments/device/env.sh > /dev/null
patch -s -o rowsany.cu.j2 templates/rows.cu.j2 experiments/results/2026-11-29-h200-rows-groups/anyslots/anyslots.patch || exit 1
mkdir -p $OUT/ab
OUT=$OUT/ab ROUNDS=2 timeout 520 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-groups.toml tree template=rowsany.cu.j2+slots=most 2>&1 | grep -v "^\["
tar czf $OUT/ab.tgz -C $OUT ab && rm -rf $OUT/ab
