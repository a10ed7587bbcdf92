#!/bin/bash
# Where a rows cluster kernel's time goes: Nsight Compute on one launch of the rows kernel (bias, ReLU) at each shape
# "N H W C K" given, its speed of light and warp states ($OUT/ncu-*.txt), and each SASS instruction's stall samples
# ($OUT/source-*.csv.gz), to weigh the exchange (partial sums, two cluster barriers, reads of the other blocks' shared
# memory) against the products.
#   bash experiments/rows/cluster_profile.sh "1 7 7 512 512" "1 28 28 512 512"      (repository root, GPU machine)
source experiments/device/env.sh > /dev/null
for shape in "$@"; do
  read n h w c k <<< "$shape"
  name=$n-$h-$w-$c-$k dir=/tmp/profile-$n-$h-$w-$c-$k
  python3 -m pkf build --schedule rows --bias --activation relu --n $n --h $h --w $w --c $c --k $k --out $dir > /dev/null 2>&1
  grep -o "kWidth = [0-9]*\|kSlots = [0-9]*\|kGroups = [0-9]*\|kCluster = [0-9]*\|kItems = [0-9]*" $dir/main.cu | tr '\n' ' ' | tee "$OUT/ncu-$name.txt"; echo
  timeout 150 ncu --kernel-name regex:conv --launch-count 1 --section SpeedOfLight --section WarpStateStats --section LaunchStats \
      --section SchedulerStats $dir/pkf_main --reps 1 --warmup 0 >> "$OUT/ncu-$name.txt" 2>&1
  grep -E "Duration|Compute \(SM\) Throughput|Cluster|Warp Cycles Per Issued|Stall|Grid Size|Registers" "$OUT/ncu-$name.txt" | head -20
  timeout 150 ncu --kernel-name regex:conv --launch-count 1 --section SourceCounters --section WarpStateStats --page source \
      --print-source sass --csv $dir/pkf_main --reps 1 --warmup 0 > "$OUT/source-$name.csv" 2> "$OUT/source-$name.err"
  gzip "$OUT/source-$name.csv"
done
