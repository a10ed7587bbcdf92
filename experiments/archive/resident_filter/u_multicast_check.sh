#!/usr/bin/env bash
# Issue 6, step 37: the u_multicast_forms.py forms at 224, 320, 640 and 960^2 (three alternating rounds each), u-multicast2
# also compiled for sm_90a, and how many clusters the GPU holds at once. Logs under $OUT.
#   bash experiments/resident_filter/u_multicast_check.sh   (GPU machine, repository root; no TVM)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
P=/tmp/pkf-forms; rm -rf $P; mkdir -p $P
for s in 224 320 640 960; do
  python3 -m pkf build --fusion full --accum fp16 --resident-filter --tbm 16 --tma --h $s --w $s --out $P/src-$s --no-compile > /dev/null
  python3 experiments/resident_filter/u_multicast_forms.py $P/src-$s $P/$s > /dev/null
  mkdir -p $P/$s/u-multicast2-90a && cp $P/$s/u-multicast2/main.cu $P/$s/u-multicast2-90a/ 
  (nvcc -arch=sm_90a -O3 -std=c++17 -lineinfo -o $P/$s/u-multicast2-90a/pkf_main $P/$s/u-multicast2-90a/main.cu 2>/dev/null) &
done
wait
for s in 224 320 640 960; do bash experiments/resident_filter/time_forms.sh $P/$s $OUT/timings-$s.log > /dev/null; done
$P/224/u-multicast2/pkf_main --reps 10 2>&1 | grep clusters | tee $OUT/clusters.log
$P/224/u-multicast3/pkf_main --reps 10 2>&1 | grep clusters | tee -a $OUT/clusters.log
cat $OUT/timings-*.log
