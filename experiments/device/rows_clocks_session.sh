#!/usr/bin/env bash
# One device call: the SM clock, power and the driver's clock-limit reasons while one rows kernel runs for a second or
# two (pkf run with many repetitions, nvidia-smi sampling every 25 ms): fp32 sums at vgg-512@28 N=8 (200 items on 128
# blocks: a second round 56 % full), unet-128@256 N=8 (4096 items, 32 full rounds) and fp16 sums at vgg-128@112 N=32
# (n128), after the device idle. Logs under $OUT (tarred).
#   bash experiments/device/rows_clocks_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
mkdir -p $OUT/clocks
nvidia-smi -q -d CLOCK,POWER,PERFORMANCE > $OUT/clocks/query.txt 2>&1
fields=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active
nvidia-smi --query-gpu=$fields --format=csv > /dev/null 2>&1 || fields=timestamp,clocks.sm,power.draw,temperature.gpu
for case in "fp32-vgg512-28 8 28 512 fp32 20000" "fp32-unet128-256 8 256 128 fp32 8000" "fp16-vgg128-112 32 112 128 fp16 12000"; do
  read name n h c accum reps <<< "$case"
  python3 -m pkf build --schedule rows --n $n --h $h --w $h --c $c --k $c --accum $accum --out /tmp/clk-$name > /dev/null 2>&1 \
    || { echo "$name: build failed"; continue; }
  sleep 2  # idle first
  nvidia-smi --query-gpu=$fields --format=csv,noheader -lms 25 > $OUT/clocks/$name.csv &
  sampler=$!
  sleep 0.5
  timeout 120 python3 -m pkf run /tmp/clk-$name --reps $reps 2>&1 | tail -2 > $OUT/clocks/$name.log
  sleep 0.3
  kill $sampler; wait $sampler 2>/dev/null
  echo "$name: $(tail -1 $OUT/clocks/$name.log)"
  python3 - "$OUT/clocks/$name.csv" <<'PY'
import sys
rows = [line.split(", ") for line in open(sys.argv[1]) if line.strip()]
mhz = [int(r[1].split()[0]) for r in rows]
watts = [float(r[2].split()[0]) for r in rows if r[2].split()[0].replace(".", "").isdigit()]
print(f"  {len(rows)} samples: SM clock {min(mhz)}-{max(mhz)} MHz, power {min(watts):.0f}-{max(watts):.0f} W; reasons: {sorted({r[4] for r in rows}) if len(rows[0]) > 4 else '-'}")
PY
done
tar czf $OUT/clocks.tgz -C $OUT clocks && rm -rf $OUT/clocks
echo "all: $((SECONDS - started)) s"
