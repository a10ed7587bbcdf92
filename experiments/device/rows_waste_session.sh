#!/usr/bin/env bash
# One device call: experiments/sweeps/rows-waste.toml (the rows kernel at sizes that fill its boxes beside sizes that
# pad them), then Nsight Compute on the n64 form with fp16 sums at vgg-256@56 N=1 (56 items on 56 blocks: what limits
# a round with few items). Logs under $OUT.
#   bash experiments/device/rows_waste_session.sh        (repository root, GPU machine)
set -uo pipefail
started=$SECONDS
bash experiments/device/suite_session.sh rows-waste
grep -E "^\[" "$OUT/rows-waste.log" | sed -E 's/\(PyTorch cudnn.benchmark pick|IMPLICIT_PRECOMP_GEMM\/NHWC//' | cut -c1-170
source experiments/device/env.sh > /dev/null
python3 -m pkf build --schedule rows --accum fp16 --n 1 --h 56 --w 56 --c 256 --k 256 --out /tmp/prof-n64 > /dev/null 2>&1
timeout 60 python3 -m pkf run /tmp/prof-n64 2>&1 | tail -1 | tee "$OUT/profile-n64.log"
SECTIONS="--section SpeedOfLight --section Occupancy --section LaunchStats --section SchedulerStats --section WarpStateStats \
  --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,regex:sm__pipe_tensor_cycles_active.*pct_of_peak_sustained_active,lts__t_bytes.sum.per_second"
timeout 150 ncu --kernel-name regex:conv --launch-skip 3 --launch-count 1 $SECTIONS /tmp/prof-n64/pkf_main --reps 5 --warmup 2 \
  > "$OUT/ncu-n64-vgg-256-56-n1.txt" 2>&1
grep -E "Duration|Elapsed Cycles|SM Frequency|Compute \(SM\) Throughput|DRAM Throughput|L2 Cache Throughput|Registers Per|Issued Warp|No Eligible|pipe_tensor_cycles_active.avg|lts__t_bytes|issue_stalled_(long|short|wait|gmma|barrier|mio|math|not_sel|selected|dispatch|branch|no_inst)" \
  "$OUT/ncu-n64-vgg-256-56-n1.txt" | tee -a "$OUT/profile-n64.log"
echo "all: $((SECONDS - started)) s"
