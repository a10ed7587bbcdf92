#!/usr/bin/env bash
# One device call on the rows plan with three warpgroups of products fitted (reconstructor/rows.py's ROUND_US): this
# tree's rows and pkf.torch GPU tests (float64 check), the networks suite against cuDNN's fastest, then the rows-groups
# sweep at the plan's own choice of form. Logs under $OUT.
#   bash experiments/device/rows_groups_final_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout 200 python3 -m pytest -q tests/test_rows.py -m gpu -p no:cacheprovider 2>&1 | tail -4 | tee "$OUT/tests.log"
timeout 120 python3 -m pytest -q tests/test_torch.py -m gpu -p no:cacheprovider 2>&1 | tail -4 | tee "$OUT/tests-torch.log"
echo "checks: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
bash experiments/device/suite_session.sh networks
timeout 90 python3 -m pkf sweep experiments/sweeps/rows-groups.toml --out /tmp/rows-groups --builds /tmp/pkf-rows-groups --jobs 16 2>&1 \
  | grep "^\[" > "$OUT/rows-groups.log"
echo "all: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
