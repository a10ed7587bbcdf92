"""What a sweep's rows become for readers: a markdown table and three matplotlib plots."""

from pathlib import Path

PLOTS = {
    "a": ("speedup_vs_cudnn_winograd.png", "vs_cudnn_winograd", "speedup over cuDNN's Winograd (the paper's Fig. 9)"),
    "b": ("speedup_vs_cudnn_fastest.png", "vs_cudnn_fastest", "speedup over cuDNN's fastest algorithm"),
}


def _fmt(value, spec: str) -> str:
    return "—" if value is None else format(value, spec)


def markdown_table(rows: list[dict]) -> str:
    ceilings = next((r for r in rows if r["variant"] == "ceilings"), {})
    lines = [
        "| problem | variant | median µs | spread | rel L2 | max abs | MB moved | floor µs | GB/s | TFLOP/s "
        "| × cuDNN Winograd | × cuDNN fastest | × TVM none | status |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    first = {}
    for i, r in enumerate(rows):
        first.setdefault(r.get("problem"), i)
    order = sorted(range(len(rows)), key=lambda i: (rows[i]["size"] or 0, first[rows[i].get("problem")],
                                                    not rows[i]["variant"].startswith("cudnn"), i))
    for r in (rows[i] for i in order):
        if r["variant"] == "ceilings":
            continue
        name = r["variant"] + (f" ({r['algo']})" if r.get("algo") else "")
        where = f"{r['layer']} N={r['n']}" if r.get("layer") else r["size"]
        status = r.get("status", "") + (f": {r['error'][:120]}" if r.get("error") else "")
        lines.append(
            f"| {where} | {name} | {_fmt(r.get('median_us'), '.2f')} | {_fmt(r.get('spread'), '.1%')} "
            f"| {_fmt(r.get('rel_l2'), '.2e')} | {_fmt(r.get('max_abs'), '.2e')} | {_fmt(r.get('bytes') and r['bytes'] / 1e6, '.1f')} "
            f"| {_fmt(r.get('floor_us'), '.1f')} | {_fmt(r.get('gbps'), '.0f')} | {_fmt(r.get('tflops'), '.1f')} "
            f"| {_fmt(r.get('vs_cudnn_winograd'), '.2f')} | {_fmt(r.get('vs_cudnn_fastest'), '.2f')} "
            f"| {_fmt(r.get('vs_none'), '.2f')} | {status} |"
        )
    notes = []
    if ceilings.get("copy_gbps"):
        notes.append(f"Measured ceilings, same run: copy bandwidth {ceilings['copy_gbps']:.0f} GB/s (read + write), "
                     f"fp16 Tensor Core GEMM {ceilings['matmul_tflops']:.0f} TFLOP/s (cuBLAS 8192³).")
    elif ceilings.get("note"):
        notes.append(ceilings["note"])
    notes.append("floor µs: the bytes the variant must move at the copy bandwidth. TFLOP/s: direct-convolution FLOPs / time.")
    return "\n".join(lines) + "\n\n" + "\n".join(notes) + "\n"


def _variants(rows: list[dict]) -> list[str]:
    return list(dict.fromkeys(r["variant"] for r in rows if r.get("tflops") is not None))


def plot_layers(rows: list[dict], out: Path, title: str) -> Path:
    """A suite's speedup over cuDNN's fastest: a group of bars per layer, a bar per batch (missing: refused or failed)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    measured = [r for r in rows if r.get("layer") and not r["variant"].startswith("cudnn")]
    layers = list(dict.fromkeys(r["layer"] for r in measured))
    batches = sorted({r["n"] for r in measured})
    fig, ax = plt.subplots(figsize=(max(7, 0.9 * len(layers)), 4.2))
    width = 0.8 / max(1, len(batches))
    for b, n in enumerate(batches):
        values = [next((r.get("vs_cudnn_fastest") or 0 for r in measured if r["layer"] == layer and r["n"] == n), 0) for layer in layers]
        ax.bar([i + b * width for i in range(len(layers))], values, width, label=f"N = {n}")
    ax.axhline(1.0, color="black", linewidth=0.8, linestyle="--")
    ax.set_xticks([i + 0.4 - width / 2 for i in range(len(layers))], layers, rotation=30, ha="right", fontsize=7)
    ax.set_ylabel("× cuDNN fastest (higher: pkf faster)")
    ax.set_title(f"{title}: speedup over cuDNN's fastest per layer and batch", fontsize=9)
    ax.grid(True, axis="y", alpha=0.3)
    ax.legend(fontsize=7)
    fig.tight_layout()
    path = out / "speedup_per_layer.png"
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


def plot_all(rows: list[dict], out: Path, title: str) -> list[Path]:
    """(a) speedup over cuDNN Winograd per size, (b) over cuDNN's fastest, (c) a roofline."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    written = []
    variants = _variants(rows)
    for _, (filename, key, label) in PLOTS.items():
        fig, ax = plt.subplots(figsize=(7, 4.2))
        for variant in variants:
            points = sorted((r["size"], r[key]) for r in rows if r["variant"] == variant and r.get(key))
            if points:
                ax.plot(*zip(*points), marker="o", label=variant)
        ax.axhline(1.0, color="black", linewidth=0.8, linestyle="--")
        ax.set_xlabel("feature map H = W")
        ax.set_ylabel(label.split(" (")[0])
        ax.set_yscale("log")
        ax.set_title(f"{title}: {label}", fontsize=9)
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=7)
        fig.tight_layout()
        fig.savefig(out / filename, dpi=120)
        plt.close(fig)
        written.append(out / filename)

    ceilings = next((r for r in rows if r["variant"] == "ceilings"), {})
    fig, ax = plt.subplots(figsize=(7, 4.2))
    for variant in [v for v in variants if not v.startswith("cudnn")] + ["cudnn-fastest"]:
        points = [(r["flops"] / r["bytes"], r["flops"] / (r["median_us"] * 1e6)) for r in rows
                  if r["variant"] == variant and r.get("median_us") and r.get("bytes") and r.get("flops")]
        if variant == "cudnn-fastest":  # its bytes are unknown: place it at the two-tensor floor
            points = [(r2["flops"] / r2["two_tensor_bytes"], r2["flops"] / (r2["median_us"] * 1e6))
                      for r2 in rows if r2["variant"] == variant and r2.get("two_tensor_bytes") and r2.get("median_us")]
        if points:
            ax.scatter(*zip(*points), label=variant, s=18)
    if ceilings.get("copy_gbps") and ceilings.get("matmul_tflops"):
        import numpy as np

        intensity = np.logspace(0, 4, 200)
        roof = np.minimum(ceilings["matmul_tflops"], ceilings["copy_gbps"] * intensity / 1e3)
        ax.plot(intensity, roof, color="black", linewidth=1,
                label=f"roof: {ceilings['copy_gbps']:.0f} GB/s, {ceilings['matmul_tflops']:.0f} TFLOP/s")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("direct-conv FLOPs per byte the variant must move")
    ax.set_ylabel("direct-conv TFLOP/s achieved")
    ax.set_title(f"{title}: roofline with the ceilings measured in the same run", fontsize=9)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(out / "roofline.png", dpi=120)
    plt.close(fig)
    written.append(out / "roofline.png")
    return written
