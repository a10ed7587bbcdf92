#!/usr/bin/env bash
# Issue 6, step 27: warp-specialized resident-filter kernels (warp_specialize.py) against the rendered ones, in one
# run on the GPU: 24- and 16-tile groups at 224^2 and 960^2, three alternating rounds; which side bounds them
# (producers or consumers alone, 960^2); racecheck and synccheck at 224^2; ptxas' spills. Logs under $OUT.
#   bash experiments/warp_specialized/check.sh   (from the repository root; no TVM needed)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
W=/tmp/pkf-ws; rm -rf $W; mkdir -p $W; L=$OUT/timings.log
HERE=experiments/warp_specialized
build() {  # name source warp_specialize.py-options...
  local name=$1 source=$2; shift 2
  python3 $HERE/warp_specialize.py $W/$source.cu $W/$name.cu "$@" &&
    nvcc -gencode arch=compute_90a,code=sm_90a -O3 -std=c++17 -lineinfo -Xptxas -v -diag-suppress 1046,177 \
      -o $W/$name $W/$name.cu > $W/$name.ptxas 2>&1
}
for t in 24 16; do for s in 224 960; do
  python3 -m pkf build --fusion full --resident-filter --tbm $t --accum fp16 --h $s --w $s --out $W/render-rf$t-$s --no-compile > /dev/null
  cp $W/render-rf$t-$s/main.cu $W/rf$t-$s.cu
done; done
for b in rf24-224 rf24-960 rf16-224 rf16-960; do
  nvcc -arch=sm_90 -O3 -std=c++17 -lineinfo -diag-suppress 1046,177 -o $W/$b-base $W/$b.cu &
  build $b-ws4 $b --producers 4 --consumer-regs 144 --producer-regs 80 &
  build $b-ws8 $b --producers 8 --consumer-regs 128 --producer-regs 48 &
done
build rf24-960-ws4-l1d1 rf24-960 --producers 4 --consumer-regs 144 --producer-regs 80 --l1-distance 1 &
build rf16-960-ws4-l1d1 rf16-960 --producers 4 --consumer-regs 144 --producer-regs 80 --l1-distance 1 &
for s in 224 960; do
  build rf16-$s-st4 rf16-$s --producers 4 --consumer-regs 144 --producer-regs 80 --stage-slots 4 &
  build rf16-$s-st8 rf16-$s --producers 8 --consumer-regs 128 --producer-regs 48 --stage-slots 2 &
done
wait
for b in rf24-960 rf16-960; do for mode in producers consumers; do
  build $b-ws4-$mode-only $b --producers 4 --consumer-regs 144 --producer-regs 80 --mode $mode &
  build $b-ws8-$mode-only $b --producers 8 --consumer-regs 128 --producer-regs 48 --mode $mode &
done; done
for mode in producers consumers; do
  build rf16-960-st4-$mode-only rf16-960 --producers 4 --consumer-regs 144 --producer-regs 80 --stage-slots 4 --mode $mode &
done
wait
for f in $W/*.ptxas; do echo "$(basename $f .ptxas): $(grep -A1 "Function properties for pkf_full" $f | tail -1 | xargs)"; done > $OUT/ptxas.txt
for round in 1 2 3; do
  for f in $W/rf*; do [[ -x $f && $f != *.* && $f != */render-* ]] || continue
    $f --reps 300 --warmup 30 --seed $round 2>&1 | tail -1 | grep -oE '"(median_us|rel_l2)": [^,]+' | tr '\n' ' ' \
      | sed "s/^/$(basename $f) /; s/$/\n/" | tee -a $L
  done
done
for v in rf24-224-ws4 rf16-224-ws4 rf16-224-ws8 rf16-224-st4 rf16-224-st8; do python3 -m pkf.harness.sanitizer $v $W/$v; done 2>&1 | tee $OUT/sanitizers.log
compute-sanitizer --tool racecheck --racecheck-report hazard $W/rf16-224-ws8 --reps 0 --warmup 0 2>&1 | head -24 > $OUT/racecheck-rf16-224-ws8.txt
