"""In the fused kernels, the lanes of the BGEMM's copy of U into its
shared staging take the copy's vectors in an order whose stores do not conflict on banks.

TVM gives consecutive lanes consecutive vectors of a staging row. At TBK = 32 a row is 64 bytes
(plus the 16-byte padding), so lanes 4r..4r+3 store row r; a 16-byte store is served 8 lanes at a
time, and rows r and r + 1, 80 bytes apart, share banks 0-3: two wavefronts where one would do.
That copy was all of the full fusion's excess shared-memory wavefronts (Nsight Compute,
experiments/NOTES.md).

Lane t now copies what TVM's lane π(t) = (t mod R)·(32/R) + t div R copied, so the lanes of a
phase spread over rows whose banks do not overlap. π is a permutation of the lanes: each lane
still stores exactly the vector it loads, and the warp reads the same sectors of U. R is chosen
by counting the wavefronts of the copy's store index, evaluated for every lane; where no R beats
TVM's order (TBK = 64: a row per phase), the copy is left as is.
"""

import math

import regex

from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.prefetch import U_COPY, VECTOR_BYTES
from pkf.reconstructor.rewrites import LANES
from pkf.reconstructor.tile_fragments import THREAD_X, corner_scopes, python_text

RULE = "conflict_free_u_copy"
BANKS, BANK_BYTES = 32, 4
WAVEFRONT_BYTES = BANKS * BANK_BYTES  # one shared-memory wavefront serves 128 bytes


def lane_order(period: int) -> str:
    """π(t) = (t mod R)·(32/R) + t div R for R = `period`, as CUDA text (R a power of two)."""
    return f"(((((int)threadIdx.x) & {period - 1}) * {LANES // period}) + (((int)threadIdx.x) >> {int(math.log2(period))}))"


def lane_of(period: int, t: int) -> int:
    return (t % period) * (LANES // period) + t // period


def store_wavefronts(addresses: list[int], vector_bytes: int) -> int:
    """Wavefronts of one warp's shared store, lane i writing `vector_bytes` at byte `addresses[i]`.
    Lanes are served in phases of 128 bytes' worth; within a phase, words in the same bank at
    different addresses take one wavefront each."""
    phase = WAVEFRONT_BYTES // vector_bytes
    total = 0
    for start in range(0, len(addresses), phase):
        words_per_bank: dict[int, set[int]] = {}
        for address in addresses[start:start + phase]:
            for word in range(address // BANK_BYTES, (address + vector_bytes) // BANK_BYTES):
                words_per_bank.setdefault(word % BANKS, set()).add(word)
        total += max(len(words) for words in words_per_bank.values())
    return total


def copy_wavefronts(dst: str, element_bytes: int, vector_bytes: int, period: int | None) -> float:
    """The copy's store wavefronts per warp store, averaged over every value (0 or 1) of the index's
    other names (warp, block, loop variables), lane t doing what lane π(t) did (TVM's order if period
    is None)."""
    code = compile(python_text(dst), "<dst>", "eval")
    lanes = [lane_of(period, t) if period else t for t in range(LANES)]
    scopes = corner_scopes([dst], {"tx"})
    return sum(store_wavefronts([eval(code, {}, {**scope, "tx": lane}) * element_bytes for lane in lanes], vector_bytes)
               for scope in scopes) / len(scopes)


def conflict_free_u_copy(body: str, element_bytes: int) -> str:
    """The BGEMM body with its U copy's lanes reordered where that takes fewer store wavefronts."""
    copies = list(U_COPY.finditer(body))
    if len(copies) != 1:
        raise NoMatch(RULE, "U_COPY", f"the BGEMM body ({len(copies)} copies of U into shared memory, expected one)")
    copy = copies[0]
    if copy["vt"] not in VECTOR_BYTES or THREAD_X not in copy["dst"]:
        raise NoMatch(RULE, "U_COPY of vectors indexed by the lane", f"the U copy ({copy['vt']})")
    vector_bytes = VECTOR_BYTES[copy["vt"]]
    cost = {p: copy_wavefronts(copy["dst"], element_bytes, vector_bytes, p) for p in (None, 2, 4, 8, 16)}
    period = min(cost, key=lambda p: (cost[p], p is not None))  # ties keep TVM's order
    if period is None:
        return body
    line = body.rfind("\n", 0, copy.start()) + 1
    indent = regex.match(r"[ \t]*", body[line:])[0]
    note = (f"// lane t copies what TVM's lane (t % {period}) * {LANES // period} + t / {period} copied: "
            f"{cost[period]:g} instead of {cost[None]:g} wavefronts per store.\n{indent}")
    return body[:copy.start()] + note + copy[0].replace(THREAD_X, lane_order(period)) + body[copy.end():]
