"""The README's result tables, generated from committed results folders (so the README cannot drift from them):

    PYTHONPATH=. python3 experiments/readme_tables.py          # print them
    PYTHONPATH=. python3 experiments/readme_tables.py --check  # exit 1 where README.md does not hold them verbatim

A newer results folder replaces one here by editing SUITE or MODELS; tests/test_readme.py runs --check."""

import argparse
import csv
import json
import math
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
RESULTS = REPO / "experiments" / "results"
SUITE = RESULTS / "2026-12-07-h100-suite" / "networks"
NOW = RESULTS / "2026-11-27-h100-thin"
# (a results file, the models of it in the table: None for all)
COMPILED = RESULTS / "2026-11-27-h100-pkf-compile"
PDL = RESULTS / "2026-12-02-h200-models-pdl"
MODELS = ((PDL / "sr" / "models" / "models.json", ("VDSR-20 1080p",)),
          (RESULTS / "2026-12-02-h200-pixel-shuffle" / "final" / "models" / "models.json", None),
          (PDL / "vgg-unet-resnet50" / "models" / "models.json", ("VGG-16 N=32", "U-Net 1024² N=1", "U-Net 1024² N=4")),
          (NOW / "vdsr" / "models.json", ("VDSR-20 C=32 1080p",)),
          (COMPILED / "tuned-unet32" / "models" / "models.json", None),
          (NOW / "vdsr" / "models.json", ("VDSR-20 C=96 1080p",)),
          (COMPILED / "tuned-vgg-half" / "models" / "models.json", None),
          (COMPILED / "tuned-unet96" / "models" / "models.json", None),
          (PDL / "resnets" / "models" / "models.json", None),
          (PDL / "vgg-unet-resnet50" / "models" / "models.json", ("ResNet-50 N=32",)))


def device_of(folder: Path) -> str:
    return (folder / "device.txt").read_text().split(",")[0].strip()


def suite_table(folder: Path = SUITE) -> str:
    """pkf's automatic choice ÷ cuDNN's fastest per channel regime and batch: the range, and the geometric mean."""
    rows = [r for r in csv.DictReader((folder / "results.csv").open()) if r["layer"] and r["vs_cudnn_fastest"]]
    batches = sorted({int(r["n"]) for r in rows})
    regimes = (("C = K = 64", lambda r: int(r["c"]) == int(r["k"]) == 64),
               ("C or K ≥ 128", lambda r: max(int(r["c"]), int(r["k"])) >= 128))
    date = next(f.name[:10] for f in (folder, *folder.parents) if f.name[:4].isdigit())  # the results folder's
    lines = [f"| pkf ÷ cuDNN's fastest ({device_of(folder)}, {date}) | "
             + " | ".join(f"N = {n}" for n in batches) + " |", "|---" * (len(batches) + 1) + "|"]
    for name, member in regimes:
        cells = []
        for n in batches:
            ratios = sorted(float(r["vs_cudnn_fastest"]) for r in rows if member(r) and int(r["n"]) == n)
            cells.append(f"{ratios[0]:.2f}–{ratios[-1]:.2f}×" if ratios else "—")
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    ratios = [float(r["vs_cudnn_fastest"]) for r in rows]
    geomean = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
    lines.append(f"\n{len(ratios)} layers and batches of `experiments/sweeps/networks.toml`, geometric mean {geomean:.2f}× "
                 f"(`{folder.relative_to(REPO)}/`).")
    return "\n".join(lines)


def models_table(files: tuple[tuple[Path, tuple[str, ...] | None], ...] = MODELS) -> str:
    """Each model: eager cuDNN, torch.compile and pkf.torch (default sums) latency, pkf's ratios and error ratio."""
    lines = ["| model | eager cuDNN ms | torch.compile ms | pkf.torch ms | × eager | × compile | error ÷ cuDNN's | tuned "
             "| torch.compile(pkf.torch) ms (× compile) | results |", "|---|---|---|---|---|---|---|---|---|---|"]
    rows = [(r, file.parent.relative_to(RESULTS)) for file, names in files for r in json.loads(file.read_text())
            if names is None or r["model"] in names]
    for r, folder in rows:
        lines.append(f"| {r['model']} | {r['cudnn_us'] / 1e3:.2f} | {r['compile_us'] / 1e3:.2f} | {r['pkf_us'] / 1e3:.2f} | "
                     f"{r['pkf_vs_cudnn']:.2f}× | {r['pkf_vs_compile']:.2f}× | {r['pkf_error_vs_cudnn']:.2f}× | "
                     f"{'yes' if 'tuned on' in r['pkf_layers'] else 'no'} | "
                     + (f"{r['pkf_compile_us'] / 1e3:.2f} ({r['pkf_compile_vs_compile']:.2f}×)" if "pkf_compile_us" in r else "—")
                     + f" | `{folder}` |")
    devices = sorted({r["device"] for r, _ in rows})
    dates = sorted({folder.parts[0][:10] for _, folder in rows})
    lines.append(f"\nEach way captured in a CUDA graph and replayed, median of 50; error: rel L2 against the fp32 model; "
                 f"tuned: each shape measured first (`pkf.torch.tune`), else pkf runs only where a GPU measured its schedule "
                 f"faster ({', '.join(devices)}, {', '.join(dates)}: each row's device and date are its results folder's).")
    return "\n".join(lines)


def tables() -> list[str]:
    return [suite_table(), models_table()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 where README.md does not hold the tables verbatim")
    args = parser.parse_args()
    if not args.check:
        print("\n\n".join(tables()))
        return 0
    readme = (REPO / "README.md").read_text()
    missing = [table.splitlines()[0] for table in tables() if table not in readme]
    for header in missing:
        print(f"README.md does not hold the generated table starting {header!r}; paste this script's output", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
