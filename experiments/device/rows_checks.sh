#!/usr/bin/env bash
# The rows kernel's checks on the GPU machine, sourced by its session scripts after env.sh: its GPU tests (float64
# check) into $OUT/tests.log (not with TESTS=0), then racecheck and synccheck on the rows kernel with bias and ReLU at
# each shape "N H W C K [SUMS]" given (fp16 sums unless SUMS says fp32) into $OUT/sanitizer.log, each kernel's output
# width, ring and warpgroups named.
#   source experiments/device/rows_checks.sh "8 28 28 128 128" "12 29 31 128 192"
[ "${TESTS:-1}" = 0 ] || timeout 240 python3 -m pytest -q tests/test_rows.py -m gpu -p no:cacheprovider 2>&1 | tail -4 | tee "$OUT/tests.log"
for shape in "$@"; do
  read n h w c k sums <<< "$shape"
  sums=${sums:-fp16} dir=/tmp/sanitize-$n-$h-$w-$c-$k-${sums:-fp16}
  python3 -m pkf build --schedule rows --accum $sums --bias --activation relu --n $n --h $h --w $w --c $c --k $k --out $dir > /dev/null 2>&1
  grep -o "kWidth = [0-9]*\|kSlots = [0-9]*\|kGroups = [0-9]*\|kCluster = [0-9]*" $dir/main.cu | tr '\n' ' ' | tee -a "$OUT/sanitizer.log"; echo | tee -a "$OUT/sanitizer.log"
  for tool in racecheck synccheck; do
    echo "$tool N=$n ${h}x$w C=$c K=$k $sums: $(timeout 120 compute-sanitizer --tool $tool $dir/pkf_main --reps 1 --warmup 0 2>&1 | grep -E "ERROR SUMMARY|RACECHECK SUMMARY" | tr '\n' ' ')" \
      | tee -a "$OUT/sanitizer.log"
  done
done
