#!/usr/bin/env bash
# One device call on the persistent rows kernel: Nsight Compute at two compute-bound layers (what limits it now), then
# examples/compare_models.py on VGG-16 N=32 and the U-Net (pkf.torch untuned: rows where it was measured faster)
# against PyTorch's eager cuDNN and torch.compile. Logs under $OUT.
#   bash experiments/device/persistent_profile_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
SECTIONS="--section SpeedOfLight --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section Occupancy \
  --section LaunchStats --section SchedulerStats --section WarpStateStats \
  --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,regex:sm__pipe_tensor_cycles_active.*pct_of_peak_sustained_active,lts__t_bytes.sum.per_second"
for layer in "vgg-256@56 32 56 256" "vgg-128@112 32 112 128"; do
  set -- $layer; name=$1 n=$2 s=$3 c=$4
  python3 -m pkf build --schedule rows --accum fp16 --n $n --h $s --w $s --c $c --k $c --out /tmp/prof-$name > /dev/null 2>&1 &
done
wait
for name in vgg-256@56 vgg-128@112; do
  echo "== $name N=32 rows fp16" | tee -a "$OUT/profile.log"
  timeout 60 python3 -m pkf run /tmp/prof-$name 2>&1 | tail -2 | tee -a "$OUT/profile.log"
  timeout 150 ncu --kernel-name regex:conv --launch-skip 3 --launch-count 1 $SECTIONS /tmp/prof-$name/pkf_main --reps 5 --warmup 2 \
    > "$OUT/ncu-$name.txt" 2>&1
  grep -E "Duration|Elapsed Cycles|SM Frequency|Compute \(SM\) Throughput|DRAM Throughput|L2 Cache Throughput|Registers Per|Issued Warp|No Eligible|pipe_tensor_cycles_active.avg|lts__t_bytes|issue_stalled_(long|short|wait|gmma|barrier|mio|math|not_sel|selected|dispatch|branch|no_inst)" \
    "$OUT/ncu-$name.txt" | tee -a "$OUT/profile.log"
done
echo "profiles: $((SECONDS - started)) s"
timeout 420 python3 examples/compare_models.py --models vgg,unet --out "$OUT/models" 2>&1 | grep -v "$QUIET" > "$OUT/models.log"
echo "compare_models: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
cat "$OUT/models/table.md" 2>/dev/null || tail -20 "$OUT/models.log"
