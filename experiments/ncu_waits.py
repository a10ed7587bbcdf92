"""Where a kernel's warps spend their stall samples, from Nsight Compute's source page exported as CSV (`ncu --import
R.ncu-rep --page source --csv --print-source sass`, gzipped or not): by kind of instruction, and for each mbarrier wait
(a SYNCS.PHASECHK try-wait and the branch that waits on its result) its own samples, named by its barrier's address
operand and how often it ran. A wait that runs as often as the others but draws more samples is one the data reaches
late; the rest of its samples are the try-wait's own latency.

    python3 experiments/ncu_waits.py experiments/results/2026-11-28-h200-rows-limiter/ncu-fp16-n8-sass.csv.gz
"""

import argparse
import csv
import gzip
import io
from pathlib import Path

KINDS = {"HGMMA": "wgmma", "WARPGROUP.DEPBAR": "wgmma waits", "LDS": "shared loads", "HADD2": "transform",
         "HFMA2": "transform", "LOP3": "transform", "MOV": "moves", "IMAD.MOV": "moves", "STG": "stores"}


def rows_of(path: Path) -> tuple[list[str], list[list[str]]]:
    raw = gzip.decompress(path.read_bytes()).decode() if path.suffix == ".gz" else path.read_text()
    rows = list(csv.reader(io.StringIO(raw)))
    header = next(i for i, row in enumerate(rows) if row and row[0] == "Address")
    return rows[header], rows[header + 1:]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("csv", type=Path, nargs="+")
    parser.add_argument("--window", type=int, default=16, help="instructions back from a branch to its try-wait")
    args = parser.parse_args()
    for path in args.csv:
        header, rows = rows_of(path)
        column = {name: i for i, name in enumerate(header)}
        samples = [int(row[column["Warp Stall Sampling (All Samples)"]] or 0) for row in rows]
        executed = [row[column["Instructions Executed"]] for row in rows]
        sass = [row[column["Source"]].strip() for row in rows]
        total = sum(samples)
        kinds: dict[str, int] = {}
        waits: dict[tuple[str, str, str], int] = {}
        for i, text in enumerate(sass):
            tries = [j for j in range(max(0, i - args.window), i) if "PHASECHK" in sass[j]]
            if "BRA" in text and tries:
                key = (rows[tries[-1]][0][-5:], sass[tries[-1]].split("[")[1].split("]")[0], executed[i])
                waits[key] = waits.get(key, 0) + samples[i]
                kind = "mbarrier waits"
            else:
                words = text.split()
                opcode = words[1] if words and words[0].startswith("@") and len(words) > 1 else (words[0] if words else "")
                kind = next((name for op, name in KINDS.items() if opcode.startswith(op)), "other")
            kinds[kind] = kinds.get(kind, 0) + samples[i]
        print(f"## {path.name}: {total} samples, {len(rows)} instructions\n")
        print("| kind | share of samples |\n|---|---|")
        for kind, n in sorted(kinds.items(), key=lambda item: -item[1]):
            print(f"| {kind} | {100 * n / total:.1f} % |")
        print("\n| try-wait at | barrier operand | ran | share of samples |\n|---|---|---|---|")
        for (at, operand, ran), n in sorted(waits.items(), key=lambda item: -item[1]):
            if n:
                print(f"| …{at} | {operand} | {ran} | {100 * n / total:.1f} % |")
        print()


if __name__ == "__main__":
    main()
