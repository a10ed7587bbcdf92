#!/bin/bash
# The rows schedule on the GPU: its harness tests (float64 check), then experiments/sweeps/rows.toml (fp16 sums) and
# rows-fp32.toml beside pkf's automatic choice and cuDNN's fastest, in the same run each (results/2026-11-27-h100-rows-schedule/).
source experiments/device/env.sh
python3 -m pytest -q tests/test_rows.py -m gpu 2>&1 | tee "$OUT/tests.log" | tail -3
python3 -m pkf sweep experiments/sweeps/rows.toml --out "$OUT/rows" --jobs 16 2>&1 | tee "$OUT/rows.log" | grep -v "^\s*$" | tail -26
python3 -m pkf sweep experiments/sweeps/rows-fp32.toml --out "$OUT/rows-fp32" --jobs 16 2>&1 | tee "$OUT/rows-fp32.log" | tail -10
