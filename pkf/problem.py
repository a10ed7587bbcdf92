"""What is being computed: one convolution problem, checked against the method's scope."""

from dataclasses import dataclass

from pkf.errors import PkfError

# F(m, r) cases whose transforms pkf builds (SPEC §1); r = 3 is the scope of the paper.
SUPPORTED_M = (2, 4, 6)
SUPPORTED_R = (3,)
SUPPORTED_DTYPES = ("fp16", "int8")
# Per operand type: the accumulators its Tensor Core MMA offers, and the F(m, 3) it supports.
# int8 quantises the Winograd domain (pkf/quantise.py); the numpy model of that quantisation loses
# 1.6 % (rel L2) at F(2,3) but 14 % at F(4,3) and 32 % at F(6,3), so int8 is F(2,3) only.
SUPPORTED_ACCUM = {"fp16": ("fp32", "fp16"), "int8": ("int32",)}
SUPPORTED_M_FOR = {"fp16": SUPPORTED_M, "int8": (2,)}
DEFAULT_M = {"fp16": 4, "int8": 2}
FP16_BYTES = 2  # x, M and y are fp16 for every dtype; only U and V follow --dtype
# WMMA 16x16x16 fragments: the Tensor Core schedules take C and K in 16s (Schedule.channel_multiple); the thin
# schedule, on CUDA cores, takes any.
CHANNEL_MULTIPLE = 16


@dataclass(frozen=True)
class Problem:
    """A stride-1, 'same'-padded convolution: input NHWC, filter KRSC, output NHWK."""

    n: int = 1
    h: int = 224
    w: int = 224
    c: int = 64
    k: int = 64
    m: int | None = None  # default: 4 for fp16, 2 for int8
    r: int = 3
    dtype: str = "fp16"
    accum: str | None = None  # default: the first of SUPPORTED_ACCUM[dtype]

    def __post_init__(self):
        if self.dtype not in SUPPORTED_DTYPES:
            raise PkfError(f"--dtype {self.dtype}: unsupported; valid: {', '.join(SUPPORTED_DTYPES)}")
        if self.m is None:
            object.__setattr__(self, "m", DEFAULT_M[self.dtype])
        if self.accum is None:
            object.__setattr__(self, "accum", SUPPORTED_ACCUM[self.dtype][0])
        self.validate()

    def validate(self) -> None:
        if self.m not in SUPPORTED_M:
            raise PkfError(f"--m {self.m}: unsupported output tile; valid: {', '.join(map(str, SUPPORTED_M))}")
        if self.m not in SUPPORTED_M_FOR[self.dtype]:
            raise PkfError(
                f"--m {self.m}: --dtype {self.dtype} supports F(2,3) only (int8 in the F({self.m},3) Winograd "
                f"domain loses over 10 % rel L2); valid: {', '.join(map(str, SUPPORTED_M_FOR[self.dtype]))}"
            )
        if self.r not in SUPPORTED_R:
            raise PkfError(f"--r {self.r}: unsupported filter size; valid: {', '.join(map(str, SUPPORTED_R))}")
        if self.accum not in SUPPORTED_ACCUM[self.dtype]:
            raise PkfError(
                f"--accum {self.accum}: unsupported for --dtype {self.dtype}; valid: {', '.join(SUPPORTED_ACCUM[self.dtype])}"
            )
        for flag, value in (("--n", self.n), ("--h", self.h), ("--w", self.w), ("--c", self.c), ("--k", self.k)):
            if value < 1:
                raise PkfError(f"{flag} {value}: must be a positive integer")
        for flag, value in (("--h", self.h), ("--w", self.w)):
            if value < self.r:
                raise PkfError(f"{flag} {value}: must be at least the filter size {self.r}")

    @property
    def alpha(self) -> int:
        """Input tile edge: m + r - 1."""
        return self.m + self.r - 1

    @property
    def pad(self) -> int:
        return self.r // 2

    @property
    def tiles_h(self) -> int:
        """Rows of output tiles; the last one partly outside the image where m does not divide H (its input reads as
        zero there and its outputs there are not stored)."""
        return -(-self.h // self.m)

    @property
    def tiles_w(self) -> int:
        return -(-self.w // self.m)

    @property
    def whole_tiles(self) -> bool:
        """Every tile inside the image: m divides H and W."""
        return self.h % self.m == 0 and self.w % self.m == 0

    def padded_tiles(self, tbm: int) -> int:
        """The tile count rounded up to whole blocks of `tbm` tiles: the prototype's V and M hold this many, the tiles
        past the last one transformed from zeros and never stored."""
        return -(-self.ntiles // tbm) * tbm

    @property
    def ntiles(self) -> int:
        return self.n * self.tiles_h * self.tiles_w

    @property
    def key(self) -> str:
        """A file-system name that identifies the problem (prototypes are cached under it)."""
        return f"n{self.n}_h{self.h}_w{self.w}_c{self.c}_k{self.k}_{self.method_key}"

    @property
    def method_key(self) -> str:
        """The end of `key` that names how it is computed: F(m, r), operand type, accumulator."""
        return f"f{self.m}x{self.r}_{self.dtype}_acc{self.accum}"

    @property
    def winograd_flops(self) -> int:
        """FLOPs of the Winograd-domain products (2 per multiply-add): alpha^2 GEMMs of tiles x C by C x K."""
        return 2 * self.alpha**2 * self.ntiles * self.c * self.k

    @property
    def direct_flops(self) -> int:
        """FLOPs of the direct convolution (2 per multiply-add), the usual yardstick for conv speed."""
        return 2 * self.n * self.h * self.w * self.k * self.c * self.r * self.r

    @property
    def operand_bytes(self) -> int:
        """Bytes per element of U and V, the BGEMM's operands (x, M and y are fp16 for every dtype)."""
        return 1 if self.dtype == "int8" else FP16_BYTES
