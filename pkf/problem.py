"""What is being computed: one convolution problem, checked against the method's scope."""

from dataclasses import dataclass

from pkf.errors import PkfError

# F(m, r) cases whose transforms pkf builds (SPEC §1); r = 3 is the scope of the paper.
SUPPORTED_M = (2, 4, 6)
SUPPORTED_R = (3,)
SUPPORTED_DTYPES = ("fp16",)
SUPPORTED_ACCUM = ("fp32", "fp16")
# WMMA 16x16x16 fragments: the reduction (C) and the output columns (K) come in 16s.
CHANNEL_MULTIPLE = 16


def _multiples_near(value: int, step: int) -> str:
    lower = value // step * step
    return ", ".join(str(v) for v in (lower, lower + step) if v > 0)


@dataclass(frozen=True)
class Problem:
    """A stride-1, 'same'-padded convolution: input NHWC, filter KRSC, output NHWK."""

    n: int = 1
    h: int = 224
    w: int = 224
    c: int = 64
    k: int = 64
    m: int = 4
    r: int = 3
    dtype: str = "fp16"
    accum: str = "fp32"

    def __post_init__(self):
        self.validate()

    def validate(self) -> None:
        if self.m not in SUPPORTED_M:
            raise PkfError(f"--m {self.m}: unsupported output tile; valid: {', '.join(map(str, SUPPORTED_M))}")
        if self.r not in SUPPORTED_R:
            raise PkfError(f"--r {self.r}: unsupported filter size; valid: {', '.join(map(str, SUPPORTED_R))}")
        if self.dtype not in SUPPORTED_DTYPES:
            raise PkfError(f"--dtype {self.dtype}: unsupported; valid: {', '.join(SUPPORTED_DTYPES)}")
        if self.accum not in SUPPORTED_ACCUM:
            raise PkfError(f"--accum {self.accum}: unsupported; valid: {', '.join(SUPPORTED_ACCUM)}")
        for flag, value in (("--n", self.n), ("--h", self.h), ("--w", self.w), ("--c", self.c), ("--k", self.k)):
            if value < 1:
                raise PkfError(f"{flag} {value}: must be a positive integer")
        for flag, value in (("--c", self.c), ("--k", self.k)):
            if value % CHANNEL_MULTIPLE:
                raise PkfError(
                    f"{flag} {value}: must be a multiple of {CHANNEL_MULTIPLE} (WMMA fragment size), "
                    f"e.g. {_multiples_near(value, CHANNEL_MULTIPLE)}"
                )
        for flag, value in (("--h", self.h), ("--w", self.w)):
            if value % self.m:
                raise PkfError(
                    f"{flag} {value}: must be a multiple of m={self.m} (whole output tiles), "
                    f"e.g. {_multiples_near(value, self.m)}; pad or split other shapes into such convolutions"
                )

    @property
    def alpha(self) -> int:
        """Input tile edge: m + r - 1."""
        return self.m + self.r - 1

    @property
    def pad(self) -> int:
        return self.r // 2

    @property
    def tiles_h(self) -> int:
        return self.h // self.m

    @property
    def tiles_w(self) -> int:
        return self.w // self.m

    @property
    def ntiles(self) -> int:
        return self.n * self.tiles_h * self.tiles_w

    @property
    def key(self) -> str:
        """A file-system name that identifies the problem (prototypes are cached under it)."""
        return (
            f"n{self.n}_h{self.h}_w{self.w}_c{self.c}_k{self.k}_f{self.m}x{self.r}_{self.dtype}_acc{self.accum}"
        )

    @property
    def direct_flops(self) -> int:
        """FLOPs of the direct convolution (2 per multiply-add), the usual yardstick for conv speed."""
        return 2 * self.n * self.h * self.w * self.k * self.c * self.r * self.r

    @property
    def activation_bytes(self) -> int:
        """Bytes of one fp16 input tensor (x); the output tensor y has the same size when C = K."""
        return 2 * self.n * self.h * self.w * self.c
