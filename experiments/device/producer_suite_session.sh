#!/usr/bin/env bash
# One device call after the rows kernel took its producer warpgroup for good: the networks suite (pkf's automatic
# choice against cuDNN's fastest, one run), where ptxas put the spills of the form pkf.torch runs (bias and ReLU,
# C = 256: in the products' loop or after it), and Nsight Compute on it with fp32 sums (what limits those). Logs under $OUT.
#   bash experiments/device/producer_suite_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
python3 -m pkf build --schedule rows --accum fp16 --bias --activation relu --n 8 --h 56 --w 56 --c 256 --k 256 --out /tmp/spills > /dev/null 2>&1 &
python3 -m pkf build --schedule rows --accum fp32 --n 8 --h 56 --w 56 --c 256 --k 256 --out /tmp/prof-fp32 > /dev/null 2>&1 &
timeout 420 python3 -m pkf sweep experiments/sweeps/networks.toml --out "$OUT/networks" --builds /tmp/pkf-networks --jobs 16 \
  2>&1 | grep -v "^|" > "$OUT/networks.log"
echo "networks sweep: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
grep -E "^\[" "$OUT/networks.log" | sed -E 's/\(rel L2 [^)]*\)//g' | cut -c1-220
cp "$OUT/networks/results.csv" "$OUT/networks.csv" 2>/dev/null; tar czf "$OUT/networks.tgz" -C "$OUT" networks && rm -rf "$OUT/networks"
wait
# the conv kernel's SASS: its wgmma and its local-memory spills, by line, so that the spills' place shows
cuobjdump -sass -fun conv /tmp/spills/pkf_main > /tmp/spills.sass 2>&1 || cuobjdump -sass /tmp/spills/pkf_main > /tmp/spills.sass
awk '/Function : .*pkf_rows4conv/{f=1} /Function : / && !/pkf_rows4conv/{f=0} f' /tmp/spills.sass | grep -nE "HGMMA|STL|LDL|EXIT" \
  | awk '{print $1, $2, $3}' > "$OUT/spills.txt"
echo "spills: $(grep -c "STL\|LDL" "$OUT/spills.txt") local loads and stores; HGMMA lines $(grep HGMMA "$OUT/spills.txt" | head -1 | cut -d: -f1)-$(grep HGMMA "$OUT/spills.txt" | tail -1 | cut -d: -f1)"
grep -E "STL|LDL" "$OUT/spills.txt" | cut -d: -f1 | tr '\n' ' '; echo
SECTIONS="--section SpeedOfLight --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section Occupancy \
  --section LaunchStats --section SchedulerStats --section WarpStateStats \
  --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,regex:sm__pipe_tensor_cycles_active.*pct_of_peak_sustained_active,lts__t_bytes.sum.per_second,regex:smsp__inst_executed_pipe_.*sum$"
timeout 60 python3 -m pkf run /tmp/prof-fp32 2>&1 | tail -1 | tee "$OUT/profile-fp32.log"
timeout 150 ncu --kernel-name regex:conv --launch-skip 3 --launch-count 1 $SECTIONS /tmp/prof-fp32/pkf_main --reps 5 --warmup 2 \
  > "$OUT/ncu-fp32-vgg-256-56.txt" 2>&1
grep -E "Duration|Compute \(SM\) Throughput|DRAM Throughput|L2 Cache Throughput|Registers Per|Issued Warp|No Eligible|pipe_tensor_cycles_active.avg|lts__t_bytes|issue_stalled_(long|short|wait|gmma|barrier|mio|math|not_sel|selected|dispatch)" \
  "$OUT/ncu-fp32-vgg-256-56.txt" | tee -a "$OUT/profile-fp32.log"
echo "all: $((SECONDS - started)) s"
