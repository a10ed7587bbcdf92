"""ITrans reads its patch from a TMA box in shared memory.

The resident-filter kernel's ITrans waits on its 36 global loads per tile unless each 4 x 4 square of tiles'
input comes in as one TMA box of 18 x 18 pixels (measured with the probe experiments/resident_filter/box.cu). Here
the prototype's ITrans, with its patch in registers (`pkf_patch[q]`, q = 6 dy + dx) and its channels paired (lane l:
channels 2l, 2l + 1), loads those registers from the box.

Each of TVM's 36 patch loads is either `pkf_patch[q] = *(half2*)(x_ptr + i);` or, at the image's edge,
`half2 condval; if (inside) { condval = *(half2*)(x_ptr + i); } else { condval = 0; } pkf_patch[q] = condval;`.
The rule checks that there are exactly 36, one per q, and that their constant offsets are those of the
pixels (dy, dx) of one 6 x 6 window (offset(q) - offset(0) = (dy W + dx) C), so a prototype that loads
anything else fails loudly. It removes them (the box is zero outside the image, as the conditions were)
and loads the registers from the box instead; everything else in the body is left as it was.
"""

import regex

from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.paired_channels import PATCH_REGISTERS

RULE = "itrans_patch_from_box"
BOX_TILE = "pkf_box_tile"  # the template's pointer to the tile's window in the box, at the lane's channel pair

PATCH_DECLARATION = regex.compile(rf"\n(?P<indent>[ \t]*)half2 {PATCH_REGISTERS}\[36\];")
DIRECT_LOAD = regex.compile(rf"\n[ \t]*{PATCH_REGISTERS}\[(?P<q>\d+)\] = \*\(half2\*\)\(x_ptr \+ (?P<index>[^;]*)\);")
EDGE_LOAD = regex.compile(
    r"\n[ \t]*half2 (?P<var>condval\w*);"
    r"\n[ \t]*if \((?P<inside>[^{}]*)\) \{"
    r"\n[ \t]*(?P=var) = \*\(half2\*\)\(x_ptr \+ (?P<index>[^;]*)\);"
    r"\n[ \t]*\} else \{"
    r"\n[ \t]*(?P=var) = __float2half2_rn\(0x0p\+0f/\*0\.000000e\+00\*/\);"
    r"\n[ \t]*\}"
    rf"\n[ \t]*{PATCH_REGISTERS}\[(?P<q>\d+)\] = (?P=var);"
)
# The constant that ends a load's index: `... & 31)) - 14400))` -> -14400; none -> 0.
TRAILING_OFFSET = regex.compile(r"(?:(?P<sign>[+-]) (?P<value>\d+))?\)*$")


def _offset(index: str) -> int:
    match = TRAILING_OFFSET.search(index)
    return int(match["value"] or 0) * (-1 if match["sign"] == "-" else 1)


def itrans_patch_from_box(body: str, width: int, channels: int, box_side: int) -> str:
    """`body`: the resident-filter kernel's ITrans task (patch in registers, channel pairs). Returns it
    with the patch read from the box at BOX_TILE (rows of `box_side` pixels of `channels` halves)."""
    declaration = PATCH_DECLARATION.search(body)
    if declaration is None:
        raise NoMatch(RULE, "PATCH_DECLARATION", "the ITrans body")
    loads = sorted([*DIRECT_LOAD.finditer(body), *EDGE_LOAD.finditer(body)], key=lambda m: m.start())
    positions = [int(m["q"]) for m in loads]
    if positions != list(range(36)) or body.count("x_ptr") != 36:
        raise NoMatch(RULE, "DIRECT_LOAD or EDGE_LOAD",
                      f"the ITrans body: 36 patch loads from x_ptr in order, one per position; found positions {positions} "
                      f"and {body.count('x_ptr')} uses of x_ptr")
    first = _offset(loads[0]["index"])
    for q, load in enumerate(loads):
        want = ((q // 6) * width + q % 6) * channels
        if _offset(load["index"]) - first != want:
            raise NoMatch(RULE, "TRAILING_OFFSET", f"patch load {q}: offset {_offset(load['index']) - first} from the first, "
                          f"not the window's pixel ({q // 6}, {q % 6}) at {want}")
    kept, at = [], 0
    for load in loads:
        kept.append(body[at:load.start()])
        at = load.end()
    body = "".join(kept) + body[at:]
    indent = declaration["indent"]
    box_loads = (f"\n{indent}#pragma unroll\n{indent}for (int q = 0; q < 36; ++q) {PATCH_REGISTERS}[q] = "
                 f"*(const half2*)({BOX_TILE} + ((q / 6) * {box_side} + q % 6) * {channels});")
    return body.replace(declaration[0], declaration[0] + box_loads, 1)
