"""What TVM's prototype is once saved: the four kernels' CUDA text, their launches, and the facts of
the prototype's schedules that the reconstructor and the shared-memory model rely on. A plain record:
nothing here imports TVM or any higher layer of pkf."""

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from pkf.errors import PkfError
from pkf.problem import Problem

PROTOTYPE_FILE = "prototype.cu"
LAUNCH_FILE = "launch.json"


@dataclass(frozen=True)
class Launch:
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    dynamic_shared_bytes: int = 0


@dataclass(frozen=True)
class BgemmTile:
    """The prototype BGEMM's block tile: TBM tiles × TBN output channels, C walked in TBK steps."""

    tbm: int
    tbn: int
    tbk: int


@dataclass(frozen=True)
class Prototype:
    """What TVM generated: the CUDA text of the four kernels and how TVM meant them launched.

    `launches` is keyed by the PrimFunc name TVM was given, which is not trusted downstream:
    the reconstructor recognises each kernel's role from its body.
    """

    problem: Problem
    tile: BgemmTile
    cuda: str
    launches: dict[str, Launch]
    tvm_version: str

    def save(self, directory: Path) -> None:
        directory.mkdir(parents=True, exist_ok=True)
        (directory / PROTOTYPE_FILE).write_text(self.cuda)
        meta = {
            "problem": asdict(self.problem),
            "tile": asdict(self.tile),
            "tvm_version": self.tvm_version,
            "kernels": {name: asdict(launch) for name, launch in self.launches.items()},
        }
        (directory / LAUNCH_FILE).write_text(json.dumps(meta, indent=2) + "\n")

    @staticmethod
    def load(directory: Path) -> "Prototype":
        cuda_path, meta_path = directory / PROTOTYPE_FILE, directory / LAUNCH_FILE
        for path in (cuda_path, meta_path):
            if not path.is_file():
                raise PkfError(f"--from-prototype {directory}: no {path.name} there; run `pkf build` with TVM first")
        meta = json.loads(meta_path.read_text())
        launches = {
            name: Launch(tuple(v["grid"]), tuple(v["block"]), v["dynamic_shared_bytes"])
            for name, v in meta["kernels"].items()
        }
        return Prototype(
            Problem(**meta["problem"]), BgemmTile(**meta["tile"]), cuda_path.read_text(), launches, meta["tvm_version"]
        )


# ---- the prototype's schedules, as the reconstructor may assume them -----------------------------

THREADS = 256  # elementwise kernels: threads per block


def otrans_threads(problem: Problem) -> int:
    """OTrans' block: 256 threads where they divide its ntiles·K (tile, channel) threads, else the largest power of two
    that does (K is a multiple of 16), so that no block is partly idle behind a guard around its whole body."""
    threads = THREADS
    while (problem.ntiles * problem.k) % threads:
        threads //= 2
    return threads
# BGEMM's shared operand rows are padded by this many elements against bank conflicts; WMMA needs
# a row stride of a multiple of 16 bytes (8 fp16, 16 int8).
OPERAND_ROW_PAD = {"fp16": 8, "int8": 16}


def operand_row_align(p: Problem, tbk: int) -> tuple[int, int]:
    """TVM storage_align (factor, offset) of the BGEMM's shared operand rows: the row stride is TBK
    rounded up to `factor`, plus `offset`. Eight rows' 16-byte pieces then fall in distinct banks.
    fp16 TBK=16 rounds to 16 (24-element rows, not 40): less shared memory, still conflict-free."""
    pad = OPERAND_ROW_PAD[p.dtype]
    return (16 if tbk == 16 and pad < 16 else 32), pad


# ITrans: a block is one warp on one tile, channels across lanes (SPEC §4.1). One warp per block
# lets the reconstructor run ITrans blocks as warp tasks inside the fused kernel.
ITRANS_TILES_PER_BLOCK = 1
ITRANS_LANES = 32


INT32_MAX = 2**31 - 1


def prototype_problems(problem: Problem, tile: BgemmTile) -> list[str]:
    """What keeps TVM's schedules from this problem and BGEMM tile, checked before TVM runs: its BGEMM blocks K and C by
    whole WMMA fragments and whole block tiles (TVM refuses, deep in its scheduler, a split that does not divide). The
    tile count need not divide: the prototype pads it up to whole blocks."""
    problems = []
    if tile.tbm % 16:
        problems.append(f"--tbm {tile.tbm}: the prototype's BGEMM needs a multiple of 16")
    largest = max(problem.alpha**2 * problem.padded_tiles(tile.tbm), problem.n * problem.h * problem.w) * max(problem.c, problem.k)
    if largest > INT32_MAX:
        problems.append(f"--n {problem.n} --h {problem.h} --w {problem.w}: the prototype indexes its tensors with 32-bit "
                        f"integers and its largest has {largest} elements (> {INT32_MAX}); run the batch in parts of "
                        f"--n {max(1, problem.n * INT32_MAX // largest)} or fewer")
    for flag, value, extent, name in (("--tbn", tile.tbn, problem.k, "K"), ("--tbk", tile.tbk, problem.c, "C")):
        if value % 16 or extent % value:
            problems.append(f"{flag} {value}: the prototype's BGEMM needs a multiple of 16 dividing {name} = {extent}")
    return problems
