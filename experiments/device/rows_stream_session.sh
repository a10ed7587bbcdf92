#!/usr/bin/env bash
# Device calls for the rows kernel's streams (each output chunk's blocks a range of its items' 64-channel chunks, a cut
# item's sums added by the block holding its first chunk; the results folder's stream.patch, applied here and taken off
# at the end). PART=a: the rows GPU tests (float64 check; four forced streams), then fp32 sums on rows-stream-fp32, the
# plan as it is (streams where it takes them) against the plan without streams, two alternating rounds. PART=b: the
# same on rows-stream (fp16 sums, N = 1 and 8), then one round of rows-groups without streams, the patched template
# against this tree's (before.cu.j2: the kernel before streams, whose loop over pieces the kernels without streams run
# too with the patch). Each problem checked against float64 by the sweep; logs under $OUT (tarred).
#   PART=a bash experiments/device/rows_stream_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
cp templates/rows.cu.j2 before.cu.j2
patch -s -p1 < experiments/results/2026-11-29-h200-rows-stream/stream.patch || exit 1
mkdir -p $OUT/stream
if [ "${PART:-a}" = a ]; then
  PYTHONPATH=. timeout 260 python3 -m pytest -q tests/test_rows.py -m gpu -p no:cacheprovider 2>&1 | tail -4 > $OUT/stream/tests.log
  cat $OUT/stream/tests.log; echo "tests: $((SECONDS - started)) s"
  mkdir -p $OUT/stream/fp32
  OUT=$OUT/stream/fp32 ROUNDS=2 TESTS=0 timeout 280 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-stream-fp32.toml \
    tree nostream 2>&1 | grep -v "^\[" ; echo "fp32: $((SECONDS - started)) s"
else
  mkdir -p $OUT/stream/fp16 $OUT/stream/groups
  OUT=$OUT/stream/fp16 ROUNDS=2 TESTS=0 timeout 300 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-stream.toml \
    tree nostream 2>&1 | grep -v "^\[" ; echo "fp16: $((SECONDS - started)) s"
  OUT=$OUT/stream/groups ROUNDS=1 TESTS=0 timeout 240 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-groups.toml \
    nostream nostream+template=before.cu.j2 2>&1 | grep -v "^\[" ; echo "groups: $((SECONDS - started)) s"
fi
patch -s -R -p1 < experiments/results/2026-11-29-h200-rows-stream/stream.patch
rm -f before.cu.j2
tar czf $OUT/stream-${PART:-a}.tgz -C $OUT stream && rm -rf $OUT/stream
echo "all: $((SECONDS - started)) s"
