#!/usr/bin/env bash
# One device call: where the wgmma kernel's time goes. Its automatic form and copies with one part taken out
# (experiments/wgmma_ablations.py; timing only) timed in alternating rounds, then Nsight Compute on the automatic
# forms: warp stalls per SASS instruction (source counters). Logs and reports under $OUT.
#   bash experiments/device/ablations_session.sh          (from the repository root, on the GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
F=/tmp/ablations
timeout 200 python3 experiments/wgmma_ablations.py $F > "$OUT/ablations-build.log" 2>&1
echo "forms built: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
ROUNDS=2 timeout 240 bash experiments/resident_filter/time_forms.sh $F "$OUT/ablations.log" > /dev/null 2>&1
echo "forms timed: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
for form in vgg256-n32 vgg256-n32-n64 sr64-1080p vgg256-n8-fp32; do
  timeout 60 ncu --kernel-name regex:pkf_full --launch-skip 3 --launch-count 1 --import-source no \
    --section SpeedOfLight --section WarpStateStats --section SourceCounters --section MemoryWorkloadAnalysis_Tables \
    --section SchedulerStats --section Occupancy -o "$OUT/ncu-$form" $F/$form-auto/pkf_main --reps 5 --warmup 2 > "$OUT/ncu-$form.log" 2>&1
  ncu -i "$OUT/ncu-$form.ncu-rep" --page details > "$OUT/ncu-$form.txt" 2>&1
  ncu -i "$OUT/ncu-$form.ncu-rep" --page source --csv --print-source sass > "$OUT/ncu-$form-sass.csv" 2>&1
  echo "ncu $form: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
done
