#!/usr/bin/env bash
# One device call after the rows schedule's persistent blocks: the pkf.torch GPU tests (pkf.torch now runs rows
# untuned where its items fill the H100), then the networks suite (pkf's automatic choice against cuDNN's fastest, one
# run). Logs under $OUT.
#   bash experiments/device/persistent_suite_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_torch.py -rA > "$OUT/torch-tests.log" 2>&1
echo "pkf.torch GPU tests: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
grep -E "^(FAILED|ERROR)" "$OUT/torch-tests.log" | cut -c1-200; tail -1 "$OUT/torch-tests.log"
timeout 300 python3 -m pkf sweep experiments/sweeps/networks.toml --out "$OUT/networks" --builds /tmp/pkf-networks --jobs 16 \
  2>&1 | grep -v "^|" > "$OUT/networks.log"
echo "networks sweep: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
grep -E "^\[" "$OUT/networks.log" | sed -E 's/\(rel L2 [^)]*\)//g' | cut -c1-220
cp "$OUT/networks/results.csv" "$OUT/networks.csv" 2>/dev/null; tar czf "$OUT/networks.tgz" -C "$OUT" networks && rm -rf "$OUT/networks"
