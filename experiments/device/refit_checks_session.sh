#!/usr/bin/env bash
# One device call on the refitted rows rounds: the rows and pkf.torch GPU tests (float64 check; the choice's forms and
# strips changed), the rows schedule at channel counts that are multiples of 16 but not of 64 beside the next multiple
# of 64 (rows-widths.toml), and fp32 sums as the choice builds them at C = K = 64 on the suite's largest maps, N = 1.
# Logs under $OUT.
#   bash experiments/device/refit_checks_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_rows.py > $OUT/rows-tests.log 2>&1
echo "rows GPU tests: exit $?, $((SECONDS - started)) s; $(tail -1 $OUT/rows-tests.log)"
timeout 220 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_torch.py -rA > $OUT/torch-tests.log 2>&1
echo "pkf.torch GPU tests: exit $?, $((SECONDS - started)) s; $(tail -1 $OUT/torch-tests.log)"
timeout 100 python3 -m pkf sweep experiments/sweeps/rows-widths.toml --out /tmp/rows-widths --builds /tmp/b-widths --jobs 16 \
  2>&1 | grep "^\[" | cut -c1-200 > $OUT/rows-widths.log; cp /tmp/rows-widths/results.csv $OUT/rows-widths.csv 2>/dev/null
echo "widths: $((SECONDS - started)) s"
timeout 90 python3 -m pkf sweep experiments/sweeps/networks.toml --layers sr-64@1080p,sr-64@720p,unet-64@512 --batches 1 \
  --accum fp32 --out /tmp/fp32-64 --builds /tmp/b-fp32-64 --jobs 16 2>&1 | grep "^\[" | cut -c1-200 > $OUT/fp32-64.log
cp /tmp/fp32-64/results.csv $OUT/fp32-64.csv 2>/dev/null
echo "fp32 C = K = 64: $((SECONDS - started)) s"
