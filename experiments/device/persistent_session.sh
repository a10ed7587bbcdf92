#!/bin/bash
# The rows schedule with persistent blocks on the GPU: its harness tests (float64 check, items past the SMs), the
# rows sweeps beside pkf's automatic choice and cuDNN's fastest (same run), racecheck and synccheck on a kernel whose
# blocks take two items (results/2026-11-28-h100-rows-persistent/).
source experiments/device/env.sh
python3 -m pytest -q tests/test_rows.py -m gpu 2>&1 | tee "$OUT/tests.log" | tail -3
python3 -m pkf sweep experiments/sweeps/rows.toml --out "$OUT/rows" --jobs 16 2>&1 | tee "$OUT/rows.log" | grep -v "^\s*$" | tail -26
python3 -m pkf sweep experiments/sweeps/rows-fp32.toml --out "$OUT/rows-fp32" --jobs 16 2>&1 | tee "$OUT/rows-fp32.log" | tail -10
python3 -m pkf build --schedule rows --n 20 --h 33 --w 33 --c 192 --k 128 --accum fp16 --bias --out /tmp/race > /dev/null &&
  timeout 200 python3 -m pkf.harness.sanitizer "rows 20x33x33 c192 k128" /tmp/race/pkf_main 2>&1 | tee "$OUT/sanitizer.log"
