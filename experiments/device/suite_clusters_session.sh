#!/usr/bin/env bash
# The networks suite once rows' clusters are in the automatic choice: pkf's choice against cuDNN's fastest on every
# layer and batch of networks.toml (the README's single-layer table), then the rows GPU tests (float64 check; cluster
# plans among them) on this tree. Logs under $OUT, the suite's folder packed into $OUT/networks.tgz.
#   bash experiments/device/suite_clusters_session.sh      (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
timeout 300 python3 -m pkf sweep experiments/sweeps/networks.toml --out "$OUT/networks" --builds /tmp/pkf-networks-builds \
  --jobs 16 --reps 100 > "$OUT/networks.log" 2>&1
echo "networks sweep: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
cat "$OUT/networks/table.md" 2>/dev/null | head -60
timeout $((560 - (SECONDS - started))) python3 -m pytest -q tests/test_rows.py -m gpu -p no:cacheprovider 2>&1 | tail -4 | tee "$OUT/tests.log"
echo "tests: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
(cd "$OUT" && tar czf networks.tgz networks && rm -rf networks)
