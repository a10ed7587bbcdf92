#!/usr/bin/env bash
# One device call: the networks suite (experiments/sweeps/networks.toml: pkf's automatic choice against cuDNN's
# fastest, one run) and experiments/sweeps/wgmma-widths.toml (channel counts that are multiples of 16 but not of 64
# beside the next multiple of 64). Results under $OUT, each sweep's folder also as a .tgz.
#   bash experiments/device/suite_session.sh [SWEEP ...]   (repository root, GPU machine; default: networks
#                                                           wgmma-widths; each sweep at most 480 s)
set -uo pipefail
source experiments/device/env.sh
started=$SECONDS
for sweep in ${@:-networks wgmma-widths}; do
  timeout 480 python3 -m pkf sweep experiments/sweeps/$sweep.toml --out "$OUT/$sweep" --builds /tmp/pkf-$sweep --jobs 16 \
    2>&1 | grep -v "^|" > "$OUT/$sweep.log"
  echo "$sweep sweep: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
  tar czf "$OUT/$sweep.tgz" -C "$OUT" $sweep && rm -rf "$OUT/$sweep"
done
