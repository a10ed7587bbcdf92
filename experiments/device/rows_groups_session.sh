#!/usr/bin/env bash
# One device call on the rows kernel's form with three warpgroups of products (fp16 sums at n64: 96 tile pairs an
# item, 160 registers a thread): this tree's GPU tests (float64 check; the forced forms among them), then one round of
# each fp16 form alone on the rows-groups sweep (n64 with three warpgroups, n64 and n128 with two), beside cuDNN's
# fastest; then racecheck and synccheck on the three-warpgroup kernel where blocks take two items (its ring and boxes
# running on from one item into the next) and at an odd shape. Logs under $OUT (the sweep's folder tarred).
#   bash experiments/device/rows_groups_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout 200 python3 -m pytest -q tests/test_rows.py -m gpu -p no:cacheprovider 2>&1 | tail -4 | tee "$OUT/tests.log"
echo "tests: $((SECONDS - started)) s"
mkdir -p "$OUT/rows-groups"
OUT="$OUT/rows-groups" ROUNDS=1 TESTS=0 timeout 330 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-groups.toml \
  forms=64g3 forms=64 forms=128 2>&1 | tee "$OUT/rows-groups/ab.log" | grep -v "^\["
tar czf "$OUT/rows-groups.tgz" -C "$OUT" rows-groups && rm -rf "$OUT/rows-groups"
cd /tmp/form-forms=64g3 || exit 1
for shape in "64 28 28 128 128" "6 29 37 192 320"; do
  read n h w c k <<< "$shape"
  dir=/tmp/sanitize-$n-$h-$w-$c-$k
  python3 -m pkf build --schedule rows --accum fp16 --bias --activation relu --n $n --h $h --w $w --c $c --k $k --out $dir > /dev/null 2>&1
  for tool in racecheck synccheck; do
    [ $((SECONDS - started)) -lt 540 ] || { echo "$tool N=$n: no time left" | tee -a "$OUT/sanitizer.log"; continue; }
    echo "$tool N=$n ${h}x$w C=$c K=$k (three warpgroups): $(timeout 60 compute-sanitizer --tool $tool $dir/pkf_main --reps 1 --warmup 0 2>&1 | grep -E "ERROR SUMMARY|RACECHECK SUMMARY" | tr '\n' ' ')" \
      | tee -a "$OUT/sanitizer.log"
  done
done
echo "all: $((SECONDS - started)) s"
