"""in PKF-Shmem and the full fusion, the BGEMM's warps load their
A fragments straight from the block's V tile and, in the full fusion with fp16 sums,
store their accumulators straight into the block's M tile.

TVM's BGEMM copies each reduction step's slice of V from memory into a warp's padded staging and
loads the A fragments from there; it stores the accumulators into a staging and copies them out to
M. Once V and M are shared tiles of the block, those copies only move shared memory to shared
memory. These rewrites point the fragment loads (stores) at the tile instead and drop the copy and
the staging. The tiles' rows are padded by 16 bytes (`reconstructor.layout.V_TILE_ROW_PAD_BYTES`), so a
fragment's 16 rows do not hit the same banks.

The staging index ↔ tile index relation is read off the copy, not assumed: a staging element
`s = S0 + r·LS + c` (row r, column c < LS, LS the fragments' ldm) is the tile element
`G0 + r·LG + c`, where S0 and G0 are where the copy's first lane starts. The rewrite finds LG and
checks the relation on sampled indices before it trusts it.
"""

import itertools

import regex

from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.prefetch import IDENTIFIER, substitute
from pkf.reconstructor.rewrites import ACCUMULATOR_STORE, STATIC_SHARED

THREAD_X, THREAD_Y, BLOCK_X = "((int)threadIdx.x)", "((int)threadIdx.y)", "((int)blockIdx.x)"
# `load_matrix_sync(frag[0], (&(V_shared_ptr[index])), 40)`: a fragment loaded from a shared array.
FRAGMENT_LOAD = regex.compile(
    r"load_matrix_sync\((?P<fragment>[^,()]+), \(&\((?P<array>\w+)\[(?P<idx>(?:[^\[\]]++|\[(?&idx)\])*)\]\)\), (?P<ldm>\d+)\)"
)
FRAGMENT_COLUMNS = 16  # a fragment's width (wmma k for A, n for the accumulators), fp16 and int8 alike
_LOOP = r"[ \t]*(?:for \(int (?P<ax>\w+) = 0; (?P=ax) < (?P<n>\d+); \+\+(?P=ax)\) \{\s*(?:int cse_v\d+ = [^;]*;\s*)*)?"


def _vector(array: str, index: str, left: bool) -> str:
    """`*(T*)(array + (index))`; the vector type T is read on the copy's left side and must match on its right."""
    vector_type = r"(?P<vt>\w+)" if left else "(?P=vt)"
    return rf"\*\({vector_type}\*\)\({array} \+ (?P<{index}>\((?:[^()]++|(?&{index}))*\))\)"


def staging_copy(tile: str, into_tile: bool = False) -> regex.Pattern:
    """`for (int ax = 0; ax < n; ++ax) { *(uint4*)(V_shared_ptr + (s)) = *(uint4*)(tile + (g)); }`
    (into the staging), or the statement alone where one vector per lane is all (int8); with
    `into_tile`, the other way: `*(half4*)(tile + (g)) = *(half4*)(M_acc_shared_ptr + (s));`. The
    loop may declare TVM's unused `int cse_vN = …;` first."""
    sides = [(r"(?P<staging>\w+_shared_ptr)", "s"), (regex.escape(tile), "g")]
    if into_tile:
        sides.reverse()
    (left_array, left_index), (right_array, right_index) = sides
    return regex.compile(_LOOP + _vector(left_array, left_index, True) + " = " + _vector(right_array, right_index, False)
                         + r";(?(ax)\s*\})\n?")


def python_text(expression: str) -> str:
    """A TVM index expression or condition (non-negative ints, + - * / % >> & < <= &&, thread
    indices as tx, ty, bx) in Python's terms."""
    text = expression.replace(THREAD_X, "tx").replace(THREAD_Y, "ty").replace(BLOCK_X, "bx")
    return text.replace("&&", " and ").replace("/", "//")


def corner_scopes(expressions, lane_names) -> list[dict[str, int]]:
    """Every assignment of 0 or 1 to the names the index expressions use (warp, block, loop
    variables) other than `lane_names`: the corners on which the rewrites check an index relation."""
    text = " ".join(python_text(expression) for expression in expressions)
    names = sorted(set(IDENTIFIER.findall(text)) - {"int", *lane_names})
    return [dict(zip(names, values)) for values in itertools.product((0, 1), repeat=len(names))]


def a_fragments_from_tile(body: str, tile: str) -> str:
    """the A fragment loads read the V tile instead of the staging TVM copies it into."""
    return _fragments_at_tile(body, tile, "a_fragments_from_tile", FRAGMENT_LOAD, into_tile=False)


def accumulators_to_tile(body: str, tile: str) -> str:
    """the accumulator fragments are stored into the M tile instead of the staging TVM
    copies out of. The copy moves elements as they are (fp16 sums into an fp16 M). A warp stores
    M(p) over the V(p) it has read, so its lanes meet at a `__syncwarp()` first."""
    body = _fragments_at_tile(body, tile, "accumulators_to_tile", ACCUMULATOR_STORE, into_tile=True)
    first = next(m for m in ACCUMULATOR_STORE.finditer(body) if m["array"] == tile)
    line = body.rfind("\n", 0, first.start()) + 1
    at = regex.search(r"(?:^[ \t]*for \([^\n]*\{\n)*\Z", body[:line], regex.MULTILINE).start()  # the stores' loops
    indent = regex.match(r"[ \t]*", body[at:])[0]
    note = f"{indent}// every lane has read V(p) before M(p) is stored over it.\n{indent}__syncwarp();\n"
    return body[:at] + note + body[at:]


def _fragments_at_tile(body: str, tile: str, rule: str, fragment_access: regex.Pattern, into_tile: bool) -> str:
    copies = list(staging_copy(tile, into_tile).finditer(body))
    direction = f"from a staging array into {tile}" if into_tile else f"from {tile} into a staging array"
    if len(copies) != 1:
        raise NoMatch(rule, f"one copy {direction}", f"the BGEMM body ({len(copies)} copies)")
    copy = copies[0]
    staging, ax, n = copy["staging"], copy["ax"] or "pkf_no_loop", int(copy["n"] or 1)
    accesses = [m for m in fragment_access.finditer(body) if m["array"] == staging]
    if not accesses or len({m["ldm"] for m in accesses}) != 1:
        raise NoMatch(rule, "fragment accesses to the staging with one ldm", f"the accesses to {staging}")
    ls = int(accesses[0]["ldm"])
    # Where the copy's first lane starts, in the staging (s0) and in the tile (g0).
    s0, g0 = (substitute(copy[part], ax, "0").replace(THREAD_X, "(0)") for part in ("s", "g"))
    texts = {"s": copy["s"], "g": copy["g"], "s0": s0, "g0": g0} | {i: m["idx"] for i, m in enumerate(accesses)}
    code = {key: compile(python_text(text), "<index>", "eval") for key, text in texts.items()}

    steps, offsets = [], []  # (row, column, tile offset) of copied vectors; (row, column) of fragments
    for scope in corner_scopes(texts.values(), {"tx", ax}):
        s0_value, g0_value = eval(code["s0"], {}, scope), eval(code["g0"], {}, scope)
        for a, tx in itertools.product((0, n - 1), (0, 1, 3, 4, 31)):
            lane = {**scope, ax: a, "tx": tx}
            steps.append((*divmod(eval(code["s"], {}, lane) - s0_value, ls), eval(code["g"], {}, lane) - g0_value))
        offsets += [divmod(eval(code[i], {}, scope) - s0_value, ls) for i in range(len(accesses))]
    later_row = next(((row, column, moved) for row, column, moved in steps if row > 0), None)
    if later_row is None:
        raise NoMatch(rule, "a copy over several staging rows", f"the copy of {staging}")
    lg = (later_row[2] - later_row[1]) // later_row[0]
    broken = [step for step in steps if step[0] < 0 or step[2] != step[0] * lg + step[1]]
    broken += [(row, column, None) for row, column in offsets if row < 0 or column + FRAGMENT_COLUMNS > ls]
    if lg <= 0 or broken:
        raise NoMatch(rule, "staging row r, column c copied to or from tile row r, column c",
                      f"the copy of {staging} (row, column, tile offset: {broken[:1]}, tile row stride {lg})")

    def direct(access) -> str:
        offset = f"(({access['idx']}) - ({s0}))"
        pointer = f"(&({tile}[({g0}) + {offset} / {ls} * {lg} + {offset} % {ls}]))"
        if into_tile:
            return f"store_matrix_sync({pointer}, {access['fragment']}, {lg}, {access['layout']})"
        return f"load_matrix_sync({access['fragment']}, {pointer}, {lg})"

    out, last = [], 0
    for access in accesses:
        out += [body[last:access.start()], direct(access)]
        last = access.end()
    body = "".join(out) + body[last:]
    body = body.replace(copy[0], "", 1)
    declaration = next((m for m in STATIC_SHARED.finditer(body) if m["name"] == staging), None)
    if declaration is not None:
        body = body[:declaration.start()] + body[declaration.end():].lstrip()
    if regex.search(rf"\b{staging}\b", body):
        raise NoMatch(rule, f"{staging} used only by the copy and the fragment accesses", "the BGEMM body")
    return body
