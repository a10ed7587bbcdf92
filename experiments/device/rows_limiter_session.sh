#!/usr/bin/env bash
# One device call: Nsight Compute on the rows kernel at vgg-256@56 (C = K = 256), with source counters (each SASS
# instruction's stall samples): fp16 sums at N = 8 (the plan's n64 full form, 68 % of the Tensor Cores' rate in its
# products by the fitted rounds), fp32 sums at N = 8 (n64 full, 58 %) and fp16 sums at N = 32 (n128 full, 93 %), to
# find what the n64 forms wait on. Logs and reports (profiles.tgz: the reports, their details and SASS pages) under $OUT.
# Other kernels: specs "NAME SUMS N H C [SCHEDULE KERNEL]" (C = K, H = W) as arguments, each the plan's own form;
# SCHEDULE `auto` builds the automatic choice (SUMS `open`: the sums left to it too), KERNEL a regex of the kernel's
# name (default conv), e.g. "v64 open 1 224 64 auto itrans_bgemm".
#   bash experiments/device/rows_limiter_session.sh [SPEC ...]        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
SECTIONS="--section SpeedOfLight --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section Occupancy \
  --section LaunchStats --section SchedulerStats --section WarpStateStats --section SourceCounters --section InstructionStats \
  --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,regex:sm__pipe_tensor_cycles_active.*pct_of_peak_sustained_active,lts__t_bytes.sum.per_second,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,smsp__inst_executed.sum"
specs=("$@")
[ $# -gt 0 ] || specs=("fp16-n8 fp16 8 56 256" "fp32-n8 fp32 8 56 256" "fp16-n32 fp16 32 56 256")
names=()
for spec in "${specs[@]}"; do
  set -- $spec
  names+=($1)
  schedule=$([ "${6:-rows}" = auto ] || echo "--schedule ${6:-rows}") accum=$([ "$2" = open ] || echo "--accum $2")
  echo "${7:-conv}" > /tmp/kernel-$1
  python3 -m pkf build $schedule $accum --n $3 --h $4 --w $4 --c $5 --k $5 --out /tmp/prof-$1 > /tmp/build-$1.log 2>&1 &
done
wait
echo "builds: $((SECONDS - started)) s"
mkdir -p /tmp/prof
for name in "${names[@]}"; do
  echo "== $name" | tee -a "$OUT/profile.log"
  grep -iE "form|width|plan" /tmp/prof-$name/*.txt 2>/dev/null | head -3 | tee -a "$OUT/profile.log"
  tail -2 /tmp/build-$name.log | cut -c1-200 | tee -a "$OUT/profile.log"
  timeout 60 python3 -m pkf run /tmp/prof-$name 2>&1 | tail -2 | tee -a "$OUT/profile.log"
  timeout 240 ncu --kernel-name regex:$(cat /tmp/kernel-$name) --launch-skip 3 --launch-count 1 $SECTIONS -o /tmp/prof/$name \
    /tmp/prof-$name/pkf_main --reps 5 --warmup 2 > /tmp/prof/$name-run.txt 2>&1
  ncu --import /tmp/prof/$name.ncu-rep > /tmp/prof/$name.txt 2>&1
  ncu --import /tmp/prof/$name.ncu-rep --page source --csv --print-source sass > /tmp/prof/$name-sass.csv 2>/tmp/prof/$name-sass.err
  grep -E "Duration|Elapsed Cycles|SM Frequency|Compute \(SM\) Throughput|L2 Cache Throughput|Registers Per|Issued Warp|No Eligible|pipe_tensor_cycles_active.avg|lts__t_bytes|wavefronts_mem_shared|inst_executed.sum|issue_stalled_(long|short|wait|gmma|barrier|mio|math|not_sel|selected|dispatch|branch|no_inst|lg_thr|membar|sleep|tex)" \
    /tmp/prof/$name.txt | tee -a "$OUT/profile.log"
  echo "sass page: $(wc -l < /tmp/prof/$name-sass.csv) lines; $((SECONDS - started)) s" | tee -a "$OUT/profile.log"
done
cp /tmp/prof-${names[0]}/*.cu /tmp/prof/ 2>/dev/null
tar czf "$OUT/profiles.tgz" -C /tmp/prof .
echo "done: $((SECONDS - started)) s"
