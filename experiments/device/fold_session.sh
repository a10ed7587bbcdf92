#!/usr/bin/env bash
# One device call: the fold-behind forms (experiments/streamed_forms.py --study fold) compiled and timed in
# alternating rounds, then Nsight Compute's warp stalls on the C = K = 64 and n128 fold-behind kernels. Logs under $OUT.
#   bash experiments/device/fold_session.sh          (from the repository root, on the GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
F=/tmp/fold-forms
timeout 200 python3 experiments/streamed_forms.py $F --study fold > "$OUT/fold-forms-build.log" 2>&1
echo "forms built: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
ROUNDS=2 timeout 300 bash experiments/resident_filter/time_forms.sh $F "$OUT/fold-forms.log" > /dev/null 2>&1
echo "forms timed: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
for form in sr-64@1080p-n1-fold vgg-256@56-n32-fold vgg-256@56-n32-n64-fold; do
  timeout 40 ncu --kernel-name regex:pkf_full --launch-skip 3 --launch-count 1 --section SpeedOfLight --section WarpStateStats \
    --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,regex:sm__pipe_tensor.*cycles_active.*pct_of_peak_sustained_active \
    $F/$form/pkf_main --reps 5 --warmup 2 > "$OUT/ncu-$form.txt" 2>&1
  echo "ncu $form: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
done
