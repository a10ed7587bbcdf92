#!/usr/bin/env bash
# One device call: pkf.torch's GPU tests and the streamed kernel's GPU tests against float64 (n96 and half chunks among
# their shapes), then the networks suite against cuDNN's fastest (experiments/sweeps/networks.toml). Logs under $OUT.
#   bash experiments/device/final_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
timeout 230 python3 -m pytest -q -m gpu tests/test_torch.py tests/test_wgmma.py -k "not test_wgmma or streamed_kernel_matches" \
  -p no:cacheprovider --tb=short -rA > "$OUT/gpu-tests.log" 2>&1
echo "gpu tests: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
started=$SECONDS
timeout 280 python3 -m pkf sweep experiments/sweeps/networks.toml --out "$OUT/networks" --builds /tmp/pkf-networks --jobs 16 \
  2>&1 | grep -v "^|" > "$OUT/networks.log"
echo "networks sweep: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
tar czf "$OUT/networks.tgz" -C "$OUT" networks && cp "$OUT/networks/table.md" "$OUT/networks-table.md" && rm -rf "$OUT/networks"
