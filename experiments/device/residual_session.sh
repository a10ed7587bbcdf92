#!/usr/bin/env bash
# The residual sum inside the rows kernel, on the GPU machine. PART=checks: the harness's float64 check of the rows
# kernels with a residual (test_rows.py), memcheck on two of them (an odd map with fp32 sums, clusters of 8), then every
# pkf.torch GPU test (ResNet blocks with the residual in pkf's kernel among them). PART=models: ResNet-18/34 at N = 1,
# 8, 32 and ResNet-50 at N = 32 with the residual in pkf's kernel and in cuDNN's (experiments/residual_models.py).
# Logs under $OUT.
#   PART=checks bash experiments/device/residual_session.sh      (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
if [ "${PART:-checks}" = checks ]; then
  timeout 150 python3 -m pytest -q tests/test_rows.py -m gpu -p no:cacheprovider -k "matches_the_reference and residual" 2>&1 \
    | tail -4 | tee "$OUT/rows-tests.log"
  for shape in "3 29 37 128 96 fp32" "1 7 7 512 512 fp16"; do
    read n h w c k sums <<< "$shape"
    dir=/tmp/memcheck-$n-$h-$w-$c-$k-$sums
    python3 -m pkf build --schedule rows --accum $sums --bias --activation relu --residual --n $n --h $h --w $w --c $c --k $k \
      --out $dir > /dev/null 2>&1
    echo "memcheck N=$n ${h}x$w C=$c K=$k $sums residual: $(grep -o "kCluster = [0-9]*" $dir/main.cu) $(timeout 120 \
      compute-sanitizer --tool memcheck $dir/pkf_main --reps 1 --warmup 0 2>&1 | grep -E "ERROR SUMMARY|rel_l2" | tr '\n' ' ')" \
      | tee -a "$OUT/sanitizer.log"
  done
  echo "rows checks: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
  timeout $((570 - (SECONDS - started))) python3 -m pytest -q tests/test_torch.py -m gpu -p no:cacheprovider -rA 2>&1 \
    | grep -E "passed|failed|FAILED|ERROR|rel L2" | tail -40 | tee "$OUT/torch-tests.log"
  echo "torch tests: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
else
  timeout 560 python3 experiments/residual_models.py --out "$OUT/residual-models.json" 2>&1 | grep -v "$QUIET" \
    | tee "$OUT/residual-models.log"
  echo "models: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
fi
