"""What the rows kernel's chunk loop issues, from its SASS: the instructions between the loop's back edge and its
target (one chunk of 64 input channels: 4 k16 steps, 48 wgmma), counted by opcode. No GPU needed: the kernel is built
by pkf, compiled by nvcc to a cubin and disassembled by cuobjdump (on a machine without it, the pip wheels
nvidia-cuda-cuobjdump and nvidia-cuda-nvdisasm carry both; put their bin on PATH).

    python3 experiments/rows/loop_counts.py "N H W C K" fp16|fp32 [pkf build options ...]"""
import collections
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def conv_sass(shape: str, accum: str, options: list[str], work: Path) -> str:
    """The SASS of the rows kernel's conv function at `shape`, built from this tree."""
    n, h, w, c, k = shape.split()
    build = work / "build"
    subprocess.run([sys.executable, "-m", "pkf", "build", "--schedule", "rows", "--accum", accum, "--n", n, "--h", h,
                    "--w", w, "--c", c, "--k", k, "--out", str(build), "--no-compile", *options], check=True, cwd=ROOT,
                   env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True)
    cubin = work / "main.cubin"
    subprocess.run(["nvcc", "-gencode", "arch=compute_90a,code=sm_90a", "-O3", "-std=c++17", "-cubin", "-I", str(build),
                    "-I", str(ROOT / "templates"), str(build / "main.cu"), "-o", str(cubin)], check=True, capture_output=True)
    sass = subprocess.run(["cuobjdump", "-sass", str(cubin)], check=True, capture_output=True, text=True).stdout
    return next(f for f in sass.split("Function : ") if "HGMMA" in f)


def loop_counts(function: str) -> tuple[int, collections.Counter]:
    """The chunk loop's instruction count and opcodes: from the target of the first backward branch after the last
    wgmma to that branch."""
    instructions = [(int(a, 16), text.strip()) for a, text in re.findall(r"/\*([0-9a-f]{4,})\*/\s+([^;]*);", function)]
    wgmma = [i for i, (_, text) in enumerate(instructions) if "HGMMA" in text]
    for end in range(wgmma[-1], len(instructions)):
        target = re.search(r"BRA (?:[^0-9]*)(0x[0-9a-f]+)", instructions[end][1])
        if target and int(target.group(1), 16) < instructions[wgmma[0]][0]:
            break
    else:
        raise SystemExit("no back edge after the last wgmma")
    start = next(i for i, (a, _) in enumerate(instructions) if a == int(target.group(1), 16))
    ops = collections.Counter(text.split()[1 if text.startswith("@") else 0] for _, text in instructions[start:end + 1])
    return end + 1 - start, ops


def main() -> None:
    with tempfile.TemporaryDirectory() as work:
        total, ops = loop_counts(conv_sass(sys.argv[1], sys.argv[2], sys.argv[3:], Path(work)))
    wgmma = sum(count for op, count in ops.items() if op.startswith("HGMMA"))
    print(f"{sys.argv[1]} {sys.argv[2]}: {total} instructions a chunk, {wgmma} wgmma")
    print(" ".join(f"{op}:{count}" for op, count in ops.most_common()))


if __name__ == "__main__":
    main()
