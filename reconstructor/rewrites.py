"""The reconstructor's rewrites (SPEC §4.2), each a named rule on CUDA text.

Every rule takes the text it rewrites and returns new text; a rule whose pattern finds nothing
raises NoMatch naming itself, so an unknown prototype fails loudly instead of yielding wrong CUDA.
"""

from dataclasses import dataclass

import regex

from pkf.reconstructor.layout import STAGING_ROW_PAD_BYTES, align_shared
from pkf.reconstructor.errors import NoMatch

# `__syncthreads();`: a block-wide barrier.
BLOCK_BARRIER = regex.compile(r"__syncthreads\(\);")
# A use of a shared array with its index: `X_shared_ptr[...]` or `(X_shared_ptr + (...))`.
SHARED_ACCESS = regex.compile(
    r"\b(?P<array>\w+_shared_ptr)\s*(?:\[(?P<index>(?:[^\[\]]++|\[(?&index)\])*)\]"
    r"|\+\s*(?P<offset>\((?:[^()]++|(?&offset))*\)))"
)
WARP_INDEX = "((int)threadIdx.y)"
# `__shared__ alignas(64) half V_shared_ptr[3840];`: a static shared array TVM declared.
STATIC_SHARED = regex.compile(
    r"__shared__\s+alignas\((?P<align>\d+)\)\s+(?P<ctype>(?:(?:un)?signed\s+)?\w+)\s+(?P<name>\w+)\[(?P<elems>\d+)\];"
)
BLOCK_INDEX_X = regex.compile(r"\(\(int\)blockIdx\.x\)")


def balanced(text: str) -> bool:
    """Parentheses in `text` close in order and all close."""
    depth = 0
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth < 0:
            return False
    return depth == 0


def subscripts(buffer: str, store: bool) -> regex.Pattern:
    """`V_ptr[index] =` (a store) or `M_ptr[index]` (a load): an element access of a global buffer."""
    return regex.compile(rf"\b{buffer}_ptr\[(?P<index>(?:[^\[\]]++|\[(?&index)\])*)\]" + (r"\s*=(?!=)" if store else ""))


def offsets(buffer: str) -> regex.Pattern:
    """`(V_ptr + (index))`: a vector access through a pointer into a global buffer."""
    return regex.compile(rf"\({buffer}_ptr\s*\+\s*(?P<index>\((?:[^()]++|(?&index))*\))\)")


# `V_ptr[index] =`: ITrans' output; `(V_ptr + (index))`: BGEMM reading V into its shared slice.
V_STORE, V_LOAD = subscripts("V", store=True), offsets("V")
# `(M_ptr + (index))`: BGEMM writing its accumulators out; `M_ptr[index]`: OTrans reading them.
M_STORE, M_LOAD = offsets("M"), subscripts("M", store=False)
# `U_ptr[index] =`: KTrans' output.
U_STORE = subscripts("U", store=True)
THREAD_INDEX_X = regex.compile(r"\(\(int\)threadIdx\.x\)")

LANES = 32  # threads in a warp
SIZEOF = {"half": 2, "half2": 4, "float": 4, "int": 4, "signed char": 1, "char": 1}


def remove_load_barriers(body: str) -> str:
    """Sync-free BGEMM (SPEC §4.2.2): each warp only touches the shared slices of its own Winograd
    position (every shared index has a threadIdx.y term), so the block barriers TVM put around
    the warps' loads need only order the lanes of one warp: __syncthreads() -> __syncwarp()."""
    barriers = BLOCK_BARRIER.findall(body)
    if not barriers:
        raise NoMatch("remove_load_barriers", "BLOCK_BARRIER", "the BGEMM kernel")
    accesses = list(SHARED_ACCESS.finditer(STATIC_SHARED.sub("", body)))
    if not accesses:
        raise NoMatch("remove_load_barriers", "SHARED_ACCESS", "the BGEMM kernel")
    for access in accesses:
        index = access["index"] or access["offset"]
        if WARP_INDEX not in index:
            raise NoMatch(
                "remove_load_barriers", "SHARED_ACCESS with a threadIdx.y term",
                f"{access['array']}[{index[:60]}...] (a shared access that other warps may share)",
            )
    return BLOCK_BARRIER.sub("__syncwarp();", body)


def itrans_as_warp_task(body: str, task: str) -> str:
    """ITrans was scheduled one warp per block, so inside the fused
    block a warp can run it for any of the block's tiles: its block index becomes `task`, and its
    barrier (its tile buffer is now private to the warp) a warp barrier."""
    if not BLOCK_INDEX_X.search(body):
        raise NoMatch("itrans_as_warp_task", "BLOCK_INDEX_X", "the ITrans kernel")
    if len(BLOCK_BARRIER.findall(body)) != 1:
        raise NoMatch("itrans_as_warp_task", "BLOCK_BARRIER", "the ITrans kernel (expected exactly one barrier)")
    body = BLOCK_INDEX_X.sub(f"({task})", body)
    return BLOCK_BARRIER.sub("__syncwarp();", body)


def _redirect(rule: str, pattern_name: str, pattern: regex.Pattern, kernel: str, body: str, replace) -> str:
    if not pattern.search(body):
        raise NoMatch(rule, pattern_name, kernel)
    return pattern.sub(replace, body)


def itrans_stores_to(body: str, target: str, index_map) -> str:
    """PKF-Shmem: the ITrans result goes to the block's shared tile instead of global V."""
    return _redirect("itrans_stores_to_shared", "V_STORE", V_STORE, "the ITrans kernel", body,
                     lambda m: f"{target}[{index_map(m['index'])}] =")


def ktrans_stores_through(body: str, index_function: str, rule: str) -> str:
    """KTrans writes U[i] at U[index_function(i)]: the layout a fused kernel reads U in."""
    return _redirect(rule, "U_STORE", U_STORE, "the KTrans kernel", body, lambda m: f"U_ptr[{index_function}({m['index']})] =")


def ktrans_stores_to(body: str, place_function: str, rule: str) -> str:
    """KTrans writes U[i] to place_function(U_ptr, i), a reference to its place (which may write more on the way)."""
    return _redirect(rule, "U_STORE", U_STORE, "the KTrans kernel", body, lambda m: f"{place_function}(U_ptr, {m['index']}) =")


def ktrans_stores_fragments(body: str) -> str:
    """Resident filter: KTrans writes U in the order the kernel's warps load their mma B
    fragments (pkf_u_fragment_index, templates/resident_filter.cuh): each lane's are 32 contiguous bytes."""
    return ktrans_stores_through(body, "pkf_u_fragment_index", "ktrans_stores_fragments")


def bgemm_loads_from(body: str, source: str, index_map) -> str:
    """PKF-Shmem: BGEMM's warps fill their fragments' staging from the block's shared V tile."""
    return _redirect("bgemm_loads_from_shared", "V_LOAD", V_LOAD, "the BGEMM kernel", body,
                     lambda m: f"({source} + {index_map(m['index'])})")


def bgemm_stores_to(body: str, target: str, index_map) -> str:
    """Full fusion: BGEMM's warps write their accumulators to the block's shared M tile, not global M."""
    return _redirect("bgemm_stores_to_shared", "M_STORE", M_STORE, "the BGEMM kernel", body,
                     lambda m: f"({target} + {index_map(m['index'])})")


def otrans_loads_from(body: str, source: str, index_map) -> str:
    """Full fusion: OTrans reads the Winograd-domain output from the block's shared M tile."""
    return _redirect("otrans_loads_from_shared", "M_LOAD", M_LOAD, "the OTrans kernel", body,
                     lambda m: f"{source}[{index_map(m['index'])}]")


def otrans_as_thread_task(body: str, block: str, thread: str, one_block: bool = False) -> str:
    """Full fusion (iteration variables): OTrans is elementwise, one (tile, channel) per thread and
    no shared memory or barrier, so any thread of the fused block can run any of its threads: its
    block and thread indices become `block` and `thread`. `one_block`: OTrans' grid is one block, whose
    index TVM leaves out."""
    for name, pattern in (("BLOCK_BARRIER", BLOCK_BARRIER), ("STATIC_SHARED", STATIC_SHARED)):
        if pattern.search(body):
            raise NoMatch("otrans_as_thread_task", f"no {name}", "the OTrans kernel (it is not elementwise)")
    for name, pattern in (("BLOCK_INDEX_X", BLOCK_INDEX_X), ("THREAD_INDEX_X", THREAD_INDEX_X)):
        if not pattern.search(body) and not (one_block and name == "BLOCK_INDEX_X"):
            raise NoMatch("otrans_as_thread_task", name, "the OTrans kernel")
    return THREAD_INDEX_X.sub(f"({thread})", BLOCK_INDEX_X.sub(f"({block})", body))


@dataclass(frozen=True)
class SharedArray:
    name: str
    ctype: str
    bytes: int  # all copies
    offset: int


def dynamic_shared(body: str, base: str, start: int, copies_per_array: int = 1, copy_index: str = "0"):
    """Static shared arrays become slices of one dynamic buffer, so a block may use more than the
    48 KB static limit. `copies_per_array` > 1 gives each warp (`copy_index`) its own copy.
    Returns the new body, the arrays placed, and the next free offset."""
    arrays: list[SharedArray] = []
    offset = start

    def place(match):
        nonlocal offset
        ctype, elems = match["ctype"], int(match["elems"])
        if ctype not in SIZEOF:
            raise NoMatch("dynamic_shared", "STATIC_SHARED element type", f"{match['name']} of type {ctype}")
        size = SIZEOF[ctype] * elems
        array = SharedArray(match["name"], ctype, size * copies_per_array, offset)
        arrays.append(array)
        offset = align_shared(offset + array.bytes)
        where = f"{base} + {array.offset}"
        if copies_per_array > 1:
            where += f" + ({copy_index}) * {size}"
        return f"{ctype}* {array.name} = ({ctype}*)({where});"

    new_body = STATIC_SHARED.sub(place, body)
    return new_body, tuple(arrays), offset


def count_barriers(body: str) -> dict[str, int]:
    return {"__syncthreads": body.count("__syncthreads()"), "__syncwarp": body.count("__syncwarp()")}


# `store_matrix_sync((&(M_acc_shared_ptr[index])), acc[(i * 4) + j], 72, nvcuda::wmma::mem_row_major)`:
# a warp's accumulator fragment stored to a shared array, rows `ldm` elements apart (TVM's staging,
# or, with fp16 sums, the M tile).
ACCUMULATOR_STORE = regex.compile(
    r"store_matrix_sync\(\(&\((?P<array>\w+)\[(?P<idx>(?:[^\[\]]++|\[(?&idx)\])*)\]\)\), (?P<fragment>\w+\[[^\[\]]*\]), "
    r"(?P<ldm>\d+), (?P<layout>nvcuda::wmma::mem_row_major)\)"
)


def pad_accumulator_staging(body: str) -> str:
    """TVM stages the BGEMM accumulators in rows of TBN elements (128 or 256 bytes), so the
    16 rows a fragment store writes fall in the same banks. Each row gets 16 more bytes: element I of
    the staging array moves to I + (I / ldm)·pad, and the array grows to match."""
    stores = {(m["array"], int(m["ldm"])) for m in ACCUMULATOR_STORE.finditer(body)}
    if len(stores) != 1:
        raise NoMatch("pad_accumulator_staging", "ACCUMULATOR_STORE", f"the BGEMM body ({len(stores)} staging arrays)")
    (array, ldm), = stores
    declaration = next((m for m in STATIC_SHARED.finditer(body) if m["name"] == array), None)
    if declaration is None or declaration["ctype"] not in SIZEOF:
        raise NoMatch("pad_accumulator_staging", "STATIC_SHARED", f"the declaration of {array}")
    pad = STAGING_ROW_PAD_BYTES // SIZEOF[declaration["ctype"]]
    elems = int(declaration["elems"])
    if elems % ldm:
        raise NoMatch("pad_accumulator_staging", "whole staging rows", f"{array}[{elems}] with rows of {ldm}")

    def padded(index: str) -> str:
        return f"(({index}) + ({index}) / {ldm} * {pad})"

    def move(match):
        if match["array"] != array or declaration.start() <= match.start() < declaration.end():
            return match[0]
        if match["index"] is not None:
            return f"{array}[{padded(match['index'])}]"
        return f"{array} + {padded(match['offset'])}"

    body = SHARED_ACCESS.sub(move, body)
    body = ACCUMULATOR_STORE.sub(lambda m: m[0].replace(f", {ldm}, nvcuda", f", {ldm + pad}, nvcuda"), body)
    return body.replace(declaration[0], declaration[0].replace(f"[{elems}]", f"[{elems + elems // ldm * pad}]"))


# `for (int e_0 = 0; e_0 < 6; ++e_0) {`: the BGEMM's loop over a warp's Winograd positions.
POSITION_LOOP = regex.compile(r"for \(int (?P<var>\w+) = 0; (?P=var) < (?P<extent>\d+); \+\+(?P=var)\) \{")


def split_positions(body: str, warps: int, groups: int) -> str:
    """the BGEMM runs in `groups` groups of the prototype's `warps` warps. Warp w of group g
    does what warp w did, for the g-th share of its Winograd positions; each group has its own
    staging (the caller places one copy of each shared array per group)."""
    loops = list(POSITION_LOOP.finditer(body))
    if not loops:
        raise NoMatch("split_positions", "POSITION_LOOP", "the BGEMM body")
    first = loops[0]
    var, extent = first["var"], int(first["extent"])
    if extent % groups:
        raise NoMatch("split_positions", f"a position loop divisible by {groups} groups", f"the loop over {var} ({extent})")
    if WARP_INDEX not in body:
        raise NoMatch("split_positions", "WARP_INDEX", "the BGEMM body")
    share = extent // groups
    group = f"((int)threadIdx.y / {warps})"
    header = f"for (int {var} = {group} * {share}; {var} < {group} * {share} + {share}; ++{var}) {{"
    # Every use of the warp index names the warp within its group.
    before, after = body[: first.start()], body[first.end():]
    within = f"(((int)threadIdx.y) % {warps})"
    return before.replace(WARP_INDEX, within) + header + after.replace(WARP_INDEX, within)
