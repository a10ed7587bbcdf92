"""Where a full-fusion block spends its time: ITrans, BGEMM, OTrans (issue 6 tuning notes).

    PYTHONPATH=. python3 experiments/phase_probe.py BUILD_DIR [BUILD_DIR ...]

A diagnostic, not part of pkf: it copies a build's main.cu, stamps %globaltimer in the fused
kernel at its start and after each block barrier (plus one added at its end), samples every
STRIDE-th block of the third launch, and prints the mean phase times per block. The probed
binary also runs its usual check, so the error is printed beside the phases.
"""

import json
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import regex

from pkf.harness.nvcc import compile_cuda

STRIDE = 7
PROBE_HELPERS = r"""
#include <cstdio>
__device__ unsigned pkf_probe_blocks_done;
__device__ __forceinline__ unsigned long long pkf_probe_now() {
  unsigned long long t; asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t)); return t;
}
"""
FUSED_KERNEL = regex.compile(r"(?P<head>extern \"C\" __global__ void[^{]*pkf_full_\w+\([^)]*\)\s*)(?P<body>\{(?:[^{}]++|(?&body))*\})")


def probed(cuda: str) -> str:
    match = FUSED_KERNEL.search(cuda)
    if match is None:
        raise SystemExit("phase_probe: no pkf_full_* kernel in main.cu (probe full-fusion builds only)")
    parts = match["body"][1:-1].split("__syncthreads();")
    phases = len(parts)  # after each barrier, and after one added at the end
    inner = parts[0] + "".join(f"__syncthreads(); pkf_t[{i}] = pkf_probe_now();{part}" for i, part in enumerate(parts[1:], 1))
    stamps = "".join(f", pkf_t[{i}]" for i in range(phases + 1))
    new_body = (
        f"{{\n  unsigned long long pkf_t[{phases + 1}];\n"
        f"  const unsigned pkf_launch = pkf_probe_blocks_done / gridDim.x;\n"
        f"  pkf_t[0] = pkf_probe_now();{inner}"
        f"  __syncthreads(); pkf_t[{phases}] = pkf_probe_now();\n"
        f"  if (threadIdx.x == 0 && threadIdx.y == 0) {{\n"
        f"    if (pkf_launch == 2 && blockIdx.x % {STRIDE} == 0) {{\n"
        f"      unsigned smid; asm volatile(\"mov.u32 %0, %%smid;\" : \"=r\"(smid));\n"
        f"      printf(\"PROBE %u %u{' %llu' * (phases + 1)}\\n\", blockIdx.x, smid{stamps});\n"
        f"    }}\n    atomicAdd(&pkf_probe_blocks_done, 1u);\n  }}\n}}"
    )
    return cuda[: match.start()] + PROBE_HELPERS + match["head"] + new_body + cuda[match.end():]


def compile_probe(build: Path, work: Path) -> Path:
    source, binary = work / f"{build.name}.cu", work / build.name
    source.write_text(probed((build / "main.cu").read_text()))
    compile_cuda(source, binary, work / f"{build.name}.log")
    return binary


def probe(build: Path, binary: Path) -> dict:
    done = subprocess.run([str(binary), "--warmup", "3", "--reps", "1"], check=False, capture_output=True, text=True, timeout=300)
    rows = [list(map(int, line.split()[1:])) for line in done.stdout.splitlines() if line.startswith("PROBE")]
    if not rows:
        raise SystemExit(f"phase_probe: {build}: no samples (exit {done.returncode}): {done.stderr[-300:]}")
    result = json.loads(next(line for line in done.stdout.splitlines() if line.startswith("{")))
    stamps = [row[2:] for row in rows]
    phases = [[(s[i + 1] - s[i]) / 1e3 for s in stamps] for i in range(len(stamps[0]) - 1)]
    return {"build": build.name, "blocks_sampled": len(rows), "phase_mean_us": [sum(p) / len(p) for p in phases],
            "block_mean_us": sum(s[-1] - s[0] for s in stamps) / len(stamps) / 1e3, "rel_l2": result["rel_l2"]}


def main() -> int:
    builds = [Path(arg) for arg in sys.argv[1:]]
    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor() as pool:
        binaries = list(pool.map(lambda build: compile_probe(build, Path(tmp)), builds))  # compiles in parallel
        reports = [probe(build, binary) for build, binary in zip(builds, binaries)]  # runs one at a time
    for report in reports:
        names = ("itrans", "bgemm", "otrans")[: len(report["phase_mean_us"])]
        phases = "  ".join(f"{n} {t:6.2f}" for n, t in zip(names, report["phase_mean_us"]))
        print(f"{report['build']}: per block (mean of {report['blocks_sampled']}): {phases}  total {report['block_mean_us']:.2f} us; "
              f"rel_l2 {report['rel_l2']:.2e}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
