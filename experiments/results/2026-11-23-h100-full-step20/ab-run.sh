#!/usr/bin/env bash
# A/B: alternating rounds of the built binaries in ab/*/ at each size.
set -u
for d in ab/*/; do (nvcc -arch=sm_90 -O3 -std=c++17 -lineinfo -o $d/pkf_main $d/main.cu &) ; done; wait
sleep 1; while pgrep -x nvcc >/dev/null || pgrep cicc >/dev/null; do sleep 1; done
for r in 1 2 3; do for d in ab/*/; do printf "%s r%d " $d $r; $d/pkf_main --reps 500 --seed $r | python3 -c "import json,sys; j=json.loads(sys.stdin.read()); print(j['median_us'], j['rel_l2'])"; done; done
