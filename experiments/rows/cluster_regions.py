"""Where a rows cluster kernel's warps were sampled, from Nsight Compute's per-instruction source page
(experiments/rows/cluster_profile.sh's source-*.csv.gz): the samples in each window of 100 SASS instructions, with the
instructions that mark the kernel's phases (mbarrier waits SYNCS, wgmma HGMMA, the partial sums' STS, the cluster
barrier UCGABAR_WAIT, the other blocks' shared memory LD, the output's STG).
    python3 experiments/rows/cluster_regions.py experiments/results/2026-12-02-h200-cluster-profile/source-1-7-7-512-512.csv.gz
"""
import csv
import gzip
import io
import sys

MARKS = ("SYNCS", "HGMMA", "LDS", "STS", "FADD", "UCGABAR_WAIT", "LD", "STG", "UTMALDG")


def opcode(sass: str) -> str:
    words = sass.split()
    if words and words[0].startswith("@"):
        words = words[1:]
    return words[0].split(".")[0] if words else ""


def main(path: str) -> None:
    text = gzip.open(path, "rt").read() if path.endswith(".gz") else open(path).read()
    lines = text.split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith('"Address'))
    table = list(csv.reader(io.StringIO("\n".join(lines[start:]))))
    header, rows = table[0], [r for r in table[1:] if len(r) == len(table[0])]
    samples, executed = header.index("Warp Stall Sampling (All Samples)"), header.index("Instructions Executed")
    total = sum(float(r[samples] or 0) for r in rows)
    print(f"{path}: {len(rows)} instructions, {total:.0f} samples")
    for first in range(0, len(rows), 100):
        window = rows[first:first + 100]
        taken = sum(float(r[samples] or 0) for r in window)
        marks = {}
        for r in window:
            if opcode(r[1]) in MARKS:
                marks[opcode(r[1])] = marks.get(opcode(r[1]), 0) + 1
        if taken or "UCGABAR_WAIT" in marks:
            print(f"{first:5d}-{first + 99:<5d} {taken:5.0f} samples ({taken / total:5.1%}), "
                  f"{sum(float(r[executed] or 0) for r in window):8.0f} executed  {marks}")


if __name__ == "__main__":
    for argument in sys.argv[1:]:
        main(argument)
