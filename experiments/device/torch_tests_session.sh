#!/usr/bin/env bash
# One device call: every GPU test of pkf.torch (tests/test_torch.py -m gpu), logs under $OUT.
#   bash experiments/device/torch_tests_session.sh [SECONDS]        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout "${1:-420}" python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_torch.py -rA > "$OUT/tests.log" 2>&1
echo "pkf.torch GPU tests: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
grep -E "^(PASSED|FAILED|ERROR|SKIPPED)" "$OUT/tests.log" | cut -c1-160
tail -2 "$OUT/tests.log"
