"""Issue 6, tuning step 15: in PKF-Shmem and the full fusion, the BGEMM's warps load their A
fragments straight from the block's V tile.

TVM's BGEMM copies each reduction step's slice of V from memory into a warp's padded staging and
loads the A fragments from there. Once V is already in the block's shared tile (PKF-Shmem), that
copy only moves shared memory to shared memory. This rewrite points the fragment loads at the tile
instead and drops the copy and the staging. The tile's rows are padded by 16 bytes
(`pkf.space.V_TILE_ROW_PAD_BYTES`), so the fragment loads do not hit the same banks.

The staging index → tile index relation is read off the copy, not assumed: a staging element
`s = S0 + r·LS + c` (row r, column c < LS, LS the fragments' ldm) came from the tile element
`G0 + r·LG + c`, where S0 and G0 are where the copy's first lane starts. The rewrite finds LG and
checks the relation on sampled indices before it trusts it.
"""

import itertools

import regex

from reconstructor.errors import NoMatch
from reconstructor.prefetch import IDENTIFIER, substitute
from reconstructor.rewrites import STATIC_SHARED

RULE = "a_fragments_from_tile"
THREAD_X, THREAD_Y, BLOCK_X = "((int)threadIdx.x)", "((int)threadIdx.y)", "((int)blockIdx.x)"
# `load_matrix_sync(frag[0], (&(V_shared_ptr[index])), 40)`: a fragment loaded from a shared array.
FRAGMENT_LOAD = regex.compile(
    r"load_matrix_sync\((?P<fragment>[^,()]+), \(&\((?P<array>\w+)\[(?P<idx>(?:[^\[\]]++|\[(?&idx)\])*)\]\)\), (?P<ldm>\d+)\)"
)
FRAGMENT_COLUMNS = 16  # an A fragment's width (wmma k), fp16 and int8 alike


def staging_copy(tile: str) -> regex.Pattern:
    """`for (int ax = 0; ax < n; ++ax) { *(uint4*)(V_shared_ptr + (dst)) = *(uint4*)(tile + (src)); }`,
    or the statement alone where one vector per lane is all (int8)."""
    return regex.compile(
        r"(?:for \(int (?P<ax>\w+) = 0; (?P=ax) < (?P<n>\d+); \+\+(?P=ax)\) \{\s*)?"
        r"\*\((?P<vt>\w+)\*\)\((?P<staging>\w+_shared_ptr) \+ (?P<dst>\((?:[^()]++|(?&dst))*\))\) = "
        rf"\*\((?P=vt)\*\)\({regex.escape(tile)} \+ (?P<src>\((?:[^()]++|(?&src))*\))\);(?(ax)\s*\}})\n?"
    )


def python_text(expression: str) -> str:
    """A TVM index expression or condition (non-negative ints, + - * / % >> & < <= &&, thread
    indices as tx, ty, bx) in Python's terms."""
    text = expression.replace(THREAD_X, "tx").replace(THREAD_Y, "ty").replace(BLOCK_X, "bx")
    return text.replace("&&", " and ").replace("/", "//")


def a_fragments_from_tile(body: str, tile: str) -> str:
    copies = list(staging_copy(tile).finditer(body))
    if len(copies) != 1:
        raise NoMatch(RULE, f"one copy from {tile} into a staging array", f"the BGEMM body ({len(copies)} copies)")
    copy = copies[0]
    staging, ax, n = copy["staging"], copy["ax"] or "pkf_no_loop", int(copy["n"] or 1)
    loads = [m for m in FRAGMENT_LOAD.finditer(body) if m["array"] == staging]
    if not loads or len({m["ldm"] for m in loads}) != 1:
        raise NoMatch(RULE, "FRAGMENT_LOAD from the staging with one ldm", f"the loads from {staging}")
    ls = int(loads[0]["ldm"])
    # Where the copy's first lane starts, in the staging (s0) and in the tile (g0).
    s0, g0 = (substitute(copy[part], ax, "0").replace(THREAD_X, "(0)") for part in ("dst", "src"))
    texts = {"dst": copy["dst"], "src": copy["src"], "s0": s0, "g0": g0} | {i: m["idx"] for i, m in enumerate(loads)}
    code = {key: compile(python_text(text), "<index>", "eval") for key, text in texts.items()}
    names = sorted(set(IDENTIFIER.findall(" ".join(python_text(t) for t in texts.values()))) - {"tx", ax, "int"})

    steps, offsets = [], []  # (row, column, tile offset) of copied vectors; (row, column) of fragments
    for values in itertools.product((0, 1), repeat=len(names)):
        scope = dict(zip(names, values))
        s0_value, g0_value = eval(code["s0"], {}, scope), eval(code["g0"], {}, scope)
        for a, tx in itertools.product((0, n - 1), (0, 1, 3, 4, 31)):
            lane = {**scope, ax: a, "tx": tx}
            steps.append((*divmod(eval(code["dst"], {}, lane) - s0_value, ls), eval(code["src"], {}, lane) - g0_value))
        offsets += [divmod(eval(code[i], {}, scope) - s0_value, ls) for i in range(len(loads))]
    later_row = next(((row, column, moved) for row, column, moved in steps if row > 0), None)
    if later_row is None:
        raise NoMatch(RULE, "a copy over several staging rows", f"the copy into {staging}")
    lg = (later_row[2] - later_row[1]) // later_row[0]
    broken = [step for step in steps if step[0] < 0 or step[2] != step[0] * lg + step[1]]
    broken += [(row, column, None) for row, column in offsets if row < 0 or column + FRAGMENT_COLUMNS > ls]
    if lg <= 0 or broken:
        raise NoMatch(RULE, "staging row r, column c copied from tile row r, column c",
                      f"the copy into {staging} (row, column, tile offset: {broken[:1]}, tile row stride {lg})")

    def direct(load) -> str:
        offset = f"(({load['idx']}) - ({s0}))"
        return f"load_matrix_sync({load['fragment']}, (&({tile}[({g0}) + {offset} / {ls} * {lg} + {offset} % {ls}])), {lg})"

    out, last = [], 0
    for load in loads:
        out += [body[last:load.start()], direct(load)]
        last = load.end()
    body = "".join(out) + body[last:]
    body = body.replace(copy[0], "", 1)
    declaration = next((m for m in STATIC_SHARED.finditer(body) if m["name"] == staging), None)
    if declaration is not None:
        body = body[:declaration.start()] + body[declaration.end():].lstrip()
    if regex.search(rf"\b{staging}\b", body):
        raise NoMatch(RULE, f"{staging} used only by the copy and the fragment loads", "the BGEMM body")
    return body
