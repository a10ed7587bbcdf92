"""The reconstructor's first pass (SPEC §4.2.1): split the prototype into kernels, know each role.

A role is recognised from what a kernel does, never from its name or position, so a
prototype whose kernels TVM named or ordered differently is still understood.
"""

from dataclasses import dataclass, replace

import regex

from pkf.records import Launch
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.program import Scratch

ROLES = ("ktrans", "itrans", "bgemm", "otrans")

# `extern "C" __global__ void __launch_bounds__(192) bgemm_kernel(half* __restrict__ M_ptr, ...) {body}`
KERNEL_DEFINITION = regex.compile(
    r'extern\s+"C"\s+__global__\s+void\s+(?:__launch_bounds__\((?P<bounds>\d+)\)\s+)?'
    r"(?P<name>\w+)\((?P<params>[^)]*)\)\s*(?P<body>\{(?:[^{}]++|(?&body))*\})"
)
# `extern "C" __global__ void ... name(...);` forward declarations TVM emits before the definitions.
KERNEL_DECLARATION = regex.compile(r'extern\s+"C"\s+__global__\s+void\s+[^{;]*?\([^)]*\)\s*;\n?')
# `half* __restrict__ M_ptr`, `signed char* __restrict__ V_ptr`: the parameter's type and its buffer.
PARAMETER = regex.compile(r"^\s*(?P<type>(?:(?:un)?signed\s+)?[\w:]+)\s*\*\s*(?:__restrict__\s+)?(?P<buffer>\w+?)(?:_ptr)?\s*$")

# What each role does, as CUDA text: the rules are tried in this order.
ROLE_EVIDENCE = (
    ("bgemm", "issues Tensor Core MMAs", regex.compile(r"\bnvcuda::wmma::mma_sync\b")),
    ("ktrans", "reads the filter", regex.compile(r"\bfilt_ptr\s*\[")),
    ("itrans", "reads the input feature map", regex.compile(r"\bx_ptr\s*\[")),
    ("otrans", "writes the output feature map", regex.compile(r"\by_ptr\s*\[[^\]]*\]\s*=")),
)


@dataclass(frozen=True)
class Param:
    ctype: str
    buffer: str  # the tensor the harness binds to it: x, filt, U, V, M, y, ...
    tensor_map: bool = False  # passed as a TMA tensor map of the buffer (made by the kernel's host launcher)

    def declaration(self) -> str:
        if self.tensor_map:
            return f"const __grid_constant__ CUtensorMap {self.buffer}_map"
        return f"{self.ctype}* __restrict__ {self.buffer}_ptr"


@dataclass(frozen=True)
class Kernel:
    name: str
    role: str
    params: tuple[Param, ...]
    body: str  # from the opening brace to the closing one
    launch_bounds: int | None
    launch: Launch | None = None
    # A kernel with a tensor-map parameter is launched through a host function, defined after it in
    # `host_code`: host_launcher(grid, block, dynamic shared bytes, the params' buffers in order).
    host_launcher: str = ""
    host_code: str = ""
    scratch: tuple[Scratch, ...] = ()  # buffers of its own beyond the stages' (a workspace), which its params name
    # a stage whose kernels (or library call) the source's preamble defines with its host launcher: no definition here
    host_only: bool = False

    def definition(self) -> str:
        if self.host_only:
            return self.host_code
        bounds = f"__launch_bounds__({self.launch_bounds}) " if self.launch_bounds else ""
        params = ", ".join(p.declaration() for p in self.params)
        return f'extern "C" __global__ void {bounds}{self.name}({params}) {self.body}' + self.host_code

    def with_body(self, body: str) -> "Kernel":
        return replace(self, body=body)


def host_stage(role: str, name: str, params: tuple[Param, ...], threads: int) -> Kernel:
    """A stage whose kernels a template's preamble defines beside their host launcher, `NAME_launch` (the schedules
    that replace the prototype's kernels whole): its launch is the launcher's own, and it has no definition here."""
    return Kernel(name=name, role=role, params=params, body="", launch_bounds=threads, launch=Launch((1, 1, 1), (threads, 1, 1), 0),
                  host_launcher=f"{name}_launch", host_only=True)


@dataclass(frozen=True)
class KernelSource:
    """The prototype cut into its shared preamble (headers, helpers) and its four kernels."""

    preamble: str
    kernels: dict[str, Kernel]  # by role

    def render(self, order=ROLES) -> str:
        return self.preamble + "\n\n".join(self.kernels[role].definition() for role in order if role in self.kernels)


def _parse_params(text: str, kernel: str) -> tuple[Param, ...]:
    params = []
    for piece in text.split(","):
        match = PARAMETER.match(piece)
        if match is None:
            raise NoMatch("split_kernels", "PARAMETER", f"parameter {piece.strip()!r} of {kernel}")
        params.append(Param(match["type"], match["buffer"]))
    return tuple(params)


def recognise_role(name: str, body: str) -> str:
    for role, _, evidence in ROLE_EVIDENCE:
        if evidence.search(body):
            return role
    tried = "; ".join(f"{role} {what}" for role, what, _ in ROLE_EVIDENCE)
    raise NoMatch("split_kernels", "ROLE_EVIDENCE", f"kernel {name} (tried: {tried})")


def split_kernels(cuda: str) -> KernelSource:
    """Cut TVM's CUDA text into preamble + one Kernel per role; every role must be found once."""
    definitions = list(KERNEL_DEFINITION.finditer(cuda))
    if not definitions:
        raise NoMatch("split_kernels", "KERNEL_DEFINITION", "the prototype (no __global__ kernel definition)")
    preamble = KERNEL_DECLARATION.sub("", cuda[: definitions[0].start()])
    kernels: dict[str, Kernel] = {}
    for match in definitions:
        role = recognise_role(match["name"], match["body"])
        if role in kernels:
            raise NoMatch("split_kernels", "ROLE_EVIDENCE", f"a single {role} kernel ({kernels[role].name} and {match['name']} both look like one)")
        bounds = int(match["bounds"]) if match["bounds"] else None
        kernels[role] = Kernel(match["name"], role, _parse_params(match["params"], match["name"]), match["body"], bounds)
    missing = [role for role in ROLES if role not in kernels]
    if missing:
        raise NoMatch("split_kernels", "ROLE_EVIDENCE", f"a kernel for each of {', '.join(missing)}")
    return KernelSource(preamble, kernels)
