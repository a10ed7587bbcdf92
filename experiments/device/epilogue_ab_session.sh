#!/usr/bin/env bash
# A/B of a change to the rows kernel (this tree's templates/rows.cu.j2) against the template before it
# (experiments/device/ab/rows_before.cu.j2, in a copy of the tree), alternating rounds of
# experiments/sweeps/rows-epilogue.toml; then the rows GPU tests on this tree. Logs under $OUT. As run for the half2
# output transform (not kept; experiments/NOTES.md, 2026-11-28): the before template was templates/rows.cu.j2 at
# bd36529, this tree's that one with the transform's float conversions replaced by two half2 adds with fp16 sums.
#   bash experiments/device/epilogue_ab_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
rm -rf /tmp/before && mkdir /tmp/before && cp -r . /tmp/before/ && cp experiments/device/ab/rows_before.cu.j2 /tmp/before/templates/rows.cu.j2
started=$SECONDS
for round in 1 2; do
  for form in before after; do
    dir=$PWD; [ $form = before ] && dir=/tmp/before
    (cd $dir && PYTHONPATH=. PKF_PROTOTYPES=$dir/experiments/prototypes timeout 200 python3 -m pkf sweep experiments/sweeps/rows-epilogue.toml \
      --out /tmp/ab-$form-$round --builds /tmp/ab-builds-$form --jobs 16 2>&1 | grep "^\[" | sed -E 's/: pkf-full-16-rows / /; s/ = / /' | cut -c1-160 > "$OUT/$form-$round.log")
    echo "$form round $round: $((SECONDS - started)) s"; cat "$OUT/$form-$round.log"
  done
done
timeout 150 python3 -m pytest -q tests/test_rows.py -m gpu 2>&1 | tee "$OUT/tests.log" | tail -2
