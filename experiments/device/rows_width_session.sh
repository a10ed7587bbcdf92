#!/usr/bin/env bash
# One device call on the rows kernel's output width: fp16 sums at n64 (where n128's items would fill at most half of
# the SMs, or K is not a multiple of 128). This tree's GPU tests (float64 check, n64 and n128 shapes), racecheck and
# synccheck on two n64 kernels, then the A/B of this tree against n128 wherever K allows (`wide`) on
# experiments/sweeps/rows-narrow.toml, alternating rounds, each beside cuDNN's fastest. Logs under $OUT.
#   bash experiments/device/rows_width_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout 200 python3 -m pytest -q tests/test_rows.py -m gpu -p no:cacheprovider 2>&1 | tail -3 | tee "$OUT/tests.log"
for shape in "8 28 28 128 128" "12 29 31 128 192"; do
  read n h w c k <<< "$shape"
  dir=/tmp/sanitize-$n-$h-$c-$k
  python3 -m pkf build --schedule rows --accum fp16 --bias --activation relu --n $n --h $h --w $w --c $c --k $k --out $dir > /dev/null 2>&1
  for tool in racecheck synccheck; do
    echo "$tool N=$n ${h}x$w C=$c K=$k: $(timeout 120 compute-sanitizer --tool $tool $dir/pkf_main --reps 1 --warmup 0 2>&1 | grep -E "ERROR SUMMARY|RACECHECK SUMMARY" | tr '\n' ' ')" \
      | tee -a "$OUT/sanitizer.log"
  done
done
echo "checks: $((SECONDS - started)) s"
bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-narrow.toml tree wide 2>&1 | tee "$OUT/ab.log" | grep -v "^\["
echo "all: $((SECONDS - started)) s"
