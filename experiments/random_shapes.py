"""Sweep definitions of 3x3 layers drawn at random (seeded), as a user's own network would give them, for the automatic
choice's correctness (float64 check) and speed against cuDNN's fastest on shapes no sweep, test or issue lists: channel
counts multiples of 16 (half of them of 64), maps from 7 to 160 rows and 7 to 200 columns, odd sizes included, each
layer's work within what the float64 reference checks in seconds.

    python3 experiments/random_shapes.py --seed 1129 > experiments/sweeps/random-1129.toml
    PYTHONPATH=. python3 -m pkf sweep experiments/sweeps/random-1129.toml --out "$OUT/random"     (GPU machine)
"""

import argparse
import random

BATCHES = (3, 16)  # an odd batch (items across an odd count of images) and a large one
MAX_MACS = 2.5e11  # at the largest batch: the float64 reference's time per layer stays a few seconds


def draw_layers(count: int, seed: int, batches: tuple[int, ...] = BATCHES) -> list[dict]:
    draw = random.Random(seed)
    layers = []
    while len(layers) < count:
        step = 64 if draw.random() < 0.5 else 16
        c, k = (step * draw.randint(1, 512 // step) for _ in range(2))
        h, w = draw.randint(7, 160), draw.randint(7, 200)
        if max(batches) * h * w * c * k * 9 <= MAX_MACS:
            layers.append({"name": f"{c}-{k}@{h}x{w}", "c": c, "k": k, "h": h, "w": w})
    return layers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1129)
    parser.add_argument("--layers", type=int, default=16)
    parser.add_argument("--accum", choices=("fp16", "fp32"), help="the sums (default: the automatic choice's)")
    parser.add_argument("--batches", default=",".join(map(str, BATCHES)), help="comma-separated batch sizes (default %(default)s)")
    args = parser.parse_args()
    batches = tuple(int(b) for b in args.batches.split(","))
    print(f"# {args.layers} layers drawn by experiments/random_shapes.py --seed {args.seed}"
          f"{f' --accum {args.accum}' if args.accum else ''}{f' --batches {args.batches}' if batches != BATCHES else ''}:"
          " the automatic choice against cuDNN's fastest")
    print(f'name = "random-{args.seed}{f"-{args.accum}" if args.accum else ""}"')
    print('variants = ["auto"]')
    print(f"batches = [{', '.join(map(str, batches))}]")
    print('dtype = "fp16"')
    if args.accum:
        print(f'accum = "{args.accum}"')
    print("layers = [")
    for layer in draw_layers(args.layers, args.seed, batches):
        print("  { " + ", ".join(f'{key} = "{value}"' if key == "name" else f"{key} = {value}" for key, value in layer.items()) + " },")
    print("]")


if __name__ == "__main__":
    main()
