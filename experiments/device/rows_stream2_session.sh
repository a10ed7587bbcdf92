#!/usr/bin/env bash
# One device call: what a stream's exchange costs. The results folder's stream.patch applied here (and taken off at the
# end); rows-stream-fp32 (fp32 sums, N = 8 and 32) one round each of the plan without streams, the plan with streams,
# and the streams with no exchange (nocombine.cu.j2, a diagnostic whose results are wrong: a cut item's sums neither
# left nor added, no flags); then Nsight Compute on vgg-512@28 N=8 without and with streams (the SMs' busy cycles, min,
# mean and max, and the tensor pipe). Logs under $OUT (tarred).
#   bash experiments/device/rows_stream2_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
patch -s -p1 < experiments/results/2026-11-29-h200-rows-stream/stream.patch || exit 1
sed -E '/\*sums_at\(int\(blockIdx.x\), p \* kR \+ m\) = acc\[p\]\[m\];/d; /^        __threadfence\(\);$/d; /set_flag\(flags \+ blockIdx.x/d; s/for \(int b = place \+ 1; g1 - g0 < c64s/for (int b = place + 1; false \&\& g1 - g0 < c64s/' \
  templates/rows.cu.j2 > nocombine.cu.j2
[ $(diff templates/rows.cu.j2 nocombine.cu.j2 | grep -c "^<") = 4 ] || { echo "nocombine: not the 4 lines"; exit 1; }
mkdir -p $OUT/stream2/ab $OUT/stream2/ncu
OUT=$OUT/stream2/ab ROUNDS=1 TESTS=0 timeout 260 bash experiments/device/rows_ab_session.sh experiments/sweeps/rows-stream-fp32.toml \
  nostream tree template=nocombine.cu.j2 2>&1 | grep -v "^\[" ; echo "ab: $((SECONDS - started)) s"
for form in nostream tree; do
  dir=$(ls -d /tmp/ab-builds-$form/pkf-full-16-rows-n8_h28_w28_c512_k512_* 2>/dev/null | head -1)
  [ -n "$dir" ] || { echo "$form: no build"; continue; }
  timeout 120 ncu --kernel-name regex:conv --launch-skip 3 --launch-count 1 \
    --metrics sm__cycles_active.min,sm__cycles_active.avg,sm__cycles_active.max,sm__pipe_tensor_cycles_active.avg.pct_of_peak_sustained_active,gpu__time_duration.sum,lts__t_bytes.sum,sm__cycles_elapsed.max \
    $dir/pkf_main --reps 5 --warmup 2 > $OUT/stream2/ncu/$form.txt 2>&1
  grep -E "sm__|gpu__|lts__" $OUT/stream2/ncu/$form.txt | sed "s/^/$form /"
done
rm -f nocombine.cu.j2
patch -s -R -p1 < experiments/results/2026-11-29-h200-rows-stream/stream.patch
tar czf $OUT/stream2.tgz -C $OUT stream2 && rm -rf $OUT/stream2
echo "all: $((SECONDS - started)) s"
