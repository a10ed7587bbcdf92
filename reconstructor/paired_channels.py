"""Issue 6, tuning steps 18 (`--itrans-half2`) and 19 (`--otrans-half2`): each ITrans lane, and each
full-fusion OTrans thread, transforms two neighbouring channels in half2 arithmetic.

TVM's ITrans gives a warp one tile's 32 channels, one channel per lane, in fp32: with C = 64 a tile
takes two warp tasks, and each lane does its 36 loads, 36 patch stores and reads, ~260 fp32
operations and 36 V stores for one channel. Here a warp task is a whole tile: lane l takes
channels 2l and 2l + 1, which sit side by side in NHWC x and in V, so every load and store moves a
half2 and every operation works on both channels at once.

The rewrite keeps TVM's text and renames what each lane stands for. TVM's task t, lane l held
channel 32·(t mod 2) + l of tile t / 2; lane l of paired task T takes TVM's task 2T + l / 16 and
its lane 2l mod 32, that is channel 2l of tile T, and the channel after it. The caller hands
itrans_as_warp_task the task index `2·T + PAIR_HALF` and halves the task count; this module
changes the lane index in the x loads and V stores, and the types: half → half2 for the loads, the
warp's patch and the stores; float → half2 for the arithmetic, constants broadcast to both halves.
OTrans is paired the same way (pair_otrans_channels), over output channels instead of lanes.
"""

import regex

from reconstructor.errors import NoMatch
from reconstructor.prefetch import X_REGISTERS
from reconstructor.rewrites import STATIC_SHARED, subscripts
from reconstructor.tile_fragments import THREAD_X as LANE

RULE = "pair_itrans_channels"
LANES = 32
# Which of TVM's two tasks of a tile lane l's channels come from (l / 16). Spelled without LANE, so
# that the lane renaming below leaves it alone.
PAIR_HALF = "((int)(threadIdx.x >> 4))"
PAIRED_LANE = f"(({LANE} * 2) & {LANES - 1})"
X_LOAD = subscripts("x", store=False)  # `x_ptr[index]`
HALF_ZERO = regex.compile(r"__float2half_rn\((?P<value>[^()]*)\)")
FLOAT_LOCAL = regex.compile(r"alignas\((?P<align>\d+)\) float (?P<name>\w+)\[(?P<elems>\d+)\];")
FLOAT_LITERAL = regex.compile(r"(?P<value>-?0x[0-9a-fA-F.]+p[+-]?\d+f)(?:/\*[^*]*\*/)?")


def half_store(array: str) -> regex.Pattern:
    """`array[index] = ((half)V_acc_local_ptr[33]);`: one element of a transform's result stored."""
    return regex.compile(rf"\b{regex.escape(array)}\[(?P<idx>(?:[^\[\]]++|\[(?&idx)\])*)\] = \(\(half\)(?P<value>\w+\[\d+\])\);")


def _half2_arithmetic(rule: str, body: str, what: str) -> str:
    """The transform's fp32 local arrays and the operations on them in half2, constants broadcast."""
    locals_ = [m["name"] for m in FLOAT_LOCAL.finditer(body)]
    if not locals_:
        raise NoMatch(rule, "FLOAT_LOCAL", what)
    body = FLOAT_LOCAL.sub(r"alignas(\g<align>) half2 \g<name>[\g<elems>];", body)
    arithmetic = regex.compile(rf"^\s*(?:{'|'.join(locals_)})\[\d+\] = .*$", regex.MULTILINE)
    body = arithmetic.sub(lambda m: FLOAT_LITERAL.sub(r"__float2half2_rn(\g<value>)", m[0]), body)
    if regex.search(r"\bfloat\b|\(half\)", body):
        raise NoMatch(rule, "no fp32 arithmetic or half conversion left", what)
    return body


def _half2_stores(rule: str, body: str, array: str, index, what: str) -> str:
    """`array[i] = ((half)r[k]);` → `*(half2*)(array + (index(i))) = r[k];`"""
    if not half_store(array).search(body):
        raise NoMatch(rule, f"stores to {array}", what)
    return half_store(array).sub(lambda m: f"*(half2*)({array} + ({index(m['idx'])})) = {m['value']};", body)


def pair_itrans_channels(prologue: str, body: str, tile: str) -> tuple[str, str]:
    """(prologue, body) of the ITrans warp task, with two channels per lane (see the module's doc)."""
    what = "the ITrans body"
    patches = [m for m in STATIC_SHARED.finditer(body) if m["ctype"] == "half"]
    if not X_LOAD.search(prologue + body) or len(patches) != 1:
        raise NoMatch(RULE, "x loads and one half patch", f"{what} ({len(patches)} patches)")
    patch = patches[0]["name"]

    def lanes_paired(index: str) -> str:
        return index.replace(LANE, PAIRED_LANE)

    def paired(text: str) -> str:
        text = X_LOAD.sub(lambda m: f"*(half2*)(x_ptr + ({lanes_paired(m['index'])}))", text)
        text = HALF_ZERO.sub(r"__float2half2_rn(\g<value>)", text)
        text = regex.sub(r"\bhalf (condval\w*;)", r"half2 \1", text)  # TVM's padded loads
        return text.replace(f"half {X_REGISTERS}[", f"half2 {X_REGISTERS}[")

    body = _half2_stores(RULE, paired(body), tile, lanes_paired, what)
    body = body.replace(patches[0][0], patches[0][0].replace(" half ", " half2 ", 1))
    body = body.replace(f"((float){patch}[", f"({patch}[")
    return paired(prologue), _half2_arithmetic(RULE, body, what)


def pair_otrans_channels(body: str, m_tile: str) -> str:
    """Step 19: the full fusion's OTrans thread task (tile, output channel k) takes k and k + 1, which
    sit side by side in the M tile and in NHWC y; the caller hands it TVM's task 2·t and halves the
    task count. The M loads, the arithmetic and the y stores become half2."""
    what, rule = "the OTrans body", "pair_otrans_channels"
    m_load = regex.compile(rf"\(\(float\){regex.escape(m_tile)}\[(?P<idx>(?:[^\[\]]++|\[(?&idx)\])*)\]\)")
    if not m_load.search(body):
        raise NoMatch(rule, f"fp32 loads from {m_tile}", what)
    body = m_load.sub(lambda m: f"(*(half2*)({m_tile} + ({m['idx']})))", body)
    body = _half2_stores(rule, body, "y_ptr", lambda index: index, what)
    return _half2_arithmetic(rule, body, what)
