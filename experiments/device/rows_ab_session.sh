#!/usr/bin/env bash
# A/B of the rows kernel in one device call: this tree against a copy of it changed one way, alternating rounds of
# experiments/sweeps/rows-epilogue.toml on both, each beside cuDNN's fastest; the changed form's GPU tests (float64
# check) first, and with `producer` its racecheck and synccheck. Logs under $OUT.
#   bash experiments/device/rows_ab_session.sh producer          the copy's rows_source defaults to the producer
#                                                                 warpgroup form (built, not yet timed)
#   bash experiments/device/rows_ab_session.sh template FILE     the copy's templates/rows.cu.j2 is FILE; the tree is
#                                                                 the changed form (as run for the half2 output
#                                                                 transform, experiments/NOTES.md 2026-11-28: FILE the
#                                                                 template at bd36529, the tree that one with two half2
#                                                                 adds in its output transform)
set -uo pipefail
source experiments/device/env.sh
rm -rf /tmp/copy && mkdir /tmp/copy && cp -r . /tmp/copy/
case "${1:-}" in
  producer)
    sed -i 's/activation: str = "", producer: bool = False) -> str:/activation: str = "", producer: bool = True) -> str:/' \
      /tmp/copy/reconstructor/rows.py
    grep -q "producer: bool = True) -> str:" /tmp/copy/reconstructor/rows.py || { echo "the copy does not default to the producer form"; exit 1; }
    tree=default copy=producer changed=/tmp/copy ;;
  template)
    cp "$2" /tmp/copy/templates/rows.cu.j2 || exit 1
    tree=after copy=before changed=$PWD ;;
  *) echo "usage: $0 producer | template FILE"; exit 2 ;;
esac
started=$SECONDS
(cd $changed && PYTHONPATH=. PKF_PROTOTYPES=$changed/experiments/prototypes timeout 150 python3 -m pytest -q tests/test_rows.py -m gpu \
  -p no:cacheprovider 2>&1 | tail -4 > "$OUT/tests.log"); cat "$OUT/tests.log"
if [ "$1" = producer ]; then
  (cd /tmp/copy && PYTHONPATH=. PKF_PROTOTYPES=/tmp/copy/experiments/prototypes python3 -m pkf build --schedule rows --n 20 --h 33 --w 33 \
    --c 192 --k 128 --accum fp16 --bias --out /tmp/race-copy > /dev/null && \
    timeout 200 python3 -m pkf.harness.sanitizer "producer 20x33x33 c192 k128" /tmp/race-copy/pkf_main 2>&1 | tee "$OUT/sanitizer.log")
fi
echo "checks: $((SECONDS - started)) s"
for round in 1 2; do
  for form in $copy $tree; do
    dir=$PWD; [ $form = $copy ] && dir=/tmp/copy
    (cd $dir && PYTHONPATH=. PKF_PROTOTYPES=$dir/experiments/prototypes timeout 200 python3 -m pkf sweep experiments/sweeps/rows-epilogue.toml \
      --out /tmp/ab-$form-$round --builds /tmp/ab-builds-$form --jobs 16 2>&1 | grep "^\[" | sed -E 's/: pkf-full-16-rows / /; s/ = / /' | cut -c1-160 > "$OUT/$form-$round.log")
    echo "$form round $round: $((SECONDS - started)) s"; cat "$OUT/$form-$round.log"
  done
done
