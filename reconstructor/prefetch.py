"""each warp loads the filter's Winograd-domain tile U of its *next*
position into registers while it works on the current one (`-pf` variants).

The TVM BGEMM copies U into a warp's shared staging right before the MMAs that read it, so every
step of the reduction waits for a full L2 round trip. This rewrite keeps one position's U (all its
reduction steps) in registers: the copy into shared memory takes the registers, and the same step
issues the loads of the next position into them. The loads are then a whole position ahead of
their use, instead of none.
"""

from dataclasses import dataclass

import regex

from pkf.reconstructor.layout import PREFETCH_REGISTERS
from pkf.reconstructor.errors import NoMatch

RULE = "prefetch_u"
REGISTERS = "pkf_u_next"
# `for (int ax = 0; ax < 4; ++ax) { *(uint4*)(U_shared_ptr + (dst)) = *(uint4*)(U_ptr + (src)); }`:
# the warp's copy of U into its shared staging, one vector per lane and iteration; TVM writes the statement alone
# where one vector per lane covers the staging (TBN = 16).
U_COPY = regex.compile(
    r"(?:for \(int (?P<ax>\w+) = 0; (?P=ax) < (?P<n>\d+); \+\+(?P=ax)\) \{\s*)?"
    r"\*\((?P<vt>\w+)\*\)\(U_shared_ptr \+ (?P<dst>\((?:[^()]++|(?&dst))*\))\) = "
    r"\*\((?P=vt)\*\)\(U_ptr \+ (?P<src>\((?:[^()]++|(?&src))*\))\);(?(ax)\s*\})"
)
# `for (int v = first; v < end; ++v) {`; the BGEMM split over warp groups gives the position
# loop expressions for bounds, TVM's own loops have 0 and a literal.
FOR_HEADER = regex.compile(r"for \(int (?P<var>\w+) = (?P<first>[^;]+); (?P=var) < (?P<end>[^;]+); \+\+(?P=var)\) $")
IDENTIFIER = regex.compile(r"\b[A-Za-z_]\w*\b")
# What U's index may name besides the three loops: the thread and block indices.
INDEX_NAMES = {"int", "threadIdx", "blockIdx", "x", "y", "z"}
VECTOR_BYTES = {"uint4": 16, "int4": 16, "float4": 16, "uint2": 8, "int2": 8, "half4": 8}


@dataclass(frozen=True)
class Loop:
    var: str
    first: str  # the loop's bounds, as expressions
    end: str
    start: int  # where `for` begins

    @property
    def extent(self) -> int | None:
        return int(self.end) if self.first == "0" and self.end.isdigit() else None


def enclosing_loops(body: str, position: int) -> list[Loop]:
    """The `for (int v = first; v < end; ++v) {` loops around `position`, innermost first."""
    stack: list[Loop | None] = []
    for match in regex.finditer(r"[{}]", body[:position]):
        if match[0] == "}":
            stack.pop()
            continue
        line_start = body.rfind("\n", 0, match.start()) + 1
        header = FOR_HEADER.search(body[line_start:match.start() + 1].rstrip("{"))
        stack.append(Loop(header["var"], header["first"], header["end"], line_start + header.start()) if header else None)
    return [loop for loop in reversed(stack) if loop is not None]


def substitute(expression: str, var: str, value: str) -> str:
    """`expression` with the loop or task variable `var` replaced by `(value)`."""
    return regex.sub(rf"\b{var}\b", f"({value})", expression)


def registers_needed(vector_type: str, vectors: int) -> int:
    return VECTOR_BYTES[vector_type] * vectors // 4


def prefetch_u(body: str) -> str:
    copies = list(U_COPY.finditer(body))
    if len(copies) != 1:
        raise NoMatch(RULE, "U_COPY", f"the BGEMM body ({len(copies)} copies of U into shared memory, expected one)")
    copy = copies[0]
    ax, n, vt, src = copy["ax"] or "pkf_ax", int(copy["n"] or 1), copy["vt"], copy["src"]  # no loop: one vector
    if vt not in VECTOR_BYTES:
        raise NoMatch(RULE, "U_COPY vector type", f"the U copy ({vt})")
    loops = [loop for loop in enclosing_loops(body, copy.start()) if regex.search(rf"\b{loop.var}\b", src)]
    if not loops:
        raise NoMatch(RULE, "a position loop around U_COPY", "the BGEMM body")
    # The reduction loop inside the position loop; TVM drops it when one step covers all of C.
    step, position = (loops[0], loops[1]) if len(loops) > 1 else (None, loops[0])
    if step and step.extent is None:
        raise NoMatch(RULE, "a reduction loop from 0 to a literal", f"the loop over {step.var}")
    named = set(IDENTIFIER.findall(src)) - INDEX_NAMES - {ax, position.var} - ({step.var} if step else set())
    if named:
        raise NoMatch(RULE, "U_COPY index of loop variables and thread indices only", f"U's index (also names {sorted(named)})")
    vectors = n * (step.extent if step else 1)
    if registers_needed(vt, vectors) > PREFETCH_REGISTERS:
        raise NoMatch(RULE, f"one position's U in at most {PREFETCH_REGISTERS} registers",
                      f"the BGEMM ({vectors} {vt} per lane = {registers_needed(vt, vectors)} registers)")

    def load(slot_step: str, next_position: str) -> str:
        index = substitute(src, position.var, next_position)
        if step:
            index = substitute(index, step.var, slot_step)
        return f"{REGISTERS}[({slot_step}) * {n} + {ax}] = *({vt}*)(U_ptr + {index});"

    this_step = step.var if step else "0"
    copy_text = (
        f"#pragma unroll\n      for (int {ax} = 0; {ax} < {n}; ++{ax}) {{\n"
        f"        *({vt}*)(U_shared_ptr + {copy['dst']}) = {REGISTERS}[{this_step} * {n} + {ax}];\n      }}\n"
        f"      // this step's part of the next position's U, a whole position ahead of its use.\n"
        f"      if ({position.var} + 1 < {position.end}) {{\n"
        f"#pragma unroll\n        for (int {ax} = 0; {ax} < {n}; ++{ax}) {load(this_step, position.var + ' + 1')}\n      }}"
    )
    body = body[: copy.start()] + copy_text + body[copy.end():]
    if step:  # the slots are indexed by the reduction step: it is unrolled, so they stay in registers
        body = body[: step.start] + "#pragma unroll\n    " + body[step.start:]
    steps = step.extent if step else 1
    prologue = (
        f"// each lane holds its part of one position's U ({vectors} x {vt}) in registers.\n"
        f"  {vt} {REGISTERS}[{vectors}];\n"
        f"#pragma unroll\n  for (int pkf_step = 0; pkf_step < {steps}; ++pkf_step) {{\n"
        f"#pragma unroll\n    for (int {ax} = 0; {ax} < {n}; ++{ax}) {load('pkf_step', position.first)}\n  }}\n  "
    )
    return body[: position.start] + prologue + body[position.start:]


X_REGISTERS = "pkf_x_next"
INDEX = r"(?:[^\[\]]++|\[(?&idx)\])*"
# `half condval_3; if (cond) { condval_3 = x_ptr[idx]; } else { condval_3 = zero; } d_shared_ptr[dst] = condval_3;`
X_LOAD_PADDED = regex.compile(
    r"(?P<ctype>\w+) (?P<var>condval\w*);\s*if \((?P<cond>(?:[^()]++|\((?&cond)\))*)\) \{\s*"
    rf"(?P=var) = x_ptr\[(?P<idx>{INDEX})\];\s*\}} else \{{\s*(?P=var) = (?P<zero>[^;]+);\s*\}}\s*"
    r"(?P<array>\w+_shared_ptr)\[(?P<dst>[^\[\]]+)\] = (?P=var);"
)
# `d_shared_ptr[dst] = x_ptr[idx];`: a load that needs no padding check.
X_LOAD = regex.compile(rf"(?P<array>\w+_shared_ptr)\[(?P<dst>[^\[\]]+)\] = x_ptr\[(?P<idx>{INDEX})\];")


def prefetch_x(body: str, task: str, first_task: str, stride: int, tasks: int, x_ctype: str) -> tuple[str, str]:
    """a warp running ITrans tasks in turn loads the input patch of its next task into
    registers while it transforms the current one. Returns (prologue, body): the prologue loads the
    first task's patch and goes before the task loop."""
    loads = sorted(list(X_LOAD_PADDED.finditer(body)) + list(X_LOAD.finditer(body)), key=lambda m: m.start())
    if not loads:
        raise NoMatch("prefetch_x", "X_LOAD_PADDED or X_LOAD", "the ITrans body")
    for load in loads:
        named = set(IDENTIFIER.findall(load["idx"] + load.groupdict().get("cond", ""))) - INDEX_NAMES - {task}
        if named:
            raise NoMatch("prefetch_x", "x index of the task and thread indices only", f"ITrans (also names {sorted(named)})")

    def loads_for(task_value: str, indent: str) -> str:
        lines = []
        for i, load in enumerate(loads):
            idx = substitute(load["idx"], task, task_value)
            value = f"x_ptr[{idx}]"
            if "cond" in load.groupdict():
                cond = substitute(load["cond"], task, task_value)
                value = f"({cond}) ? {value} : {load['zero']}"
            lines.append(f"{indent}{X_REGISTERS}[{i}] = {value};")
        return "\n".join(lines)

    pieces, last = [], 0
    for i, load in enumerate(loads):
        pieces += [body[last:load.start()], f"{load['array']}[{load['dst']}] = {X_REGISTERS}[{i}];"]
        last = load.end()
    ahead = (
        f"\n  // the next task's input patch, loaded while this one is transformed.\n"
        f"  if ({task} + {stride} < {tasks}) {{\n{loads_for(f'{task} + {stride}', '    ')}\n  }}"
    )
    body = "".join(pieces) + ahead + body[last:]
    prologue = (
        f"// each lane holds its part of one ITrans task's input patch ({len(loads)} x {x_ctype}) in registers.\n"
        f"  {x_ctype} {X_REGISTERS}[{len(loads)}];\n  if ({first_task} < {tasks}) {{\n{loads_for(first_task, '    ')}\n  }}\n"
    )
    return prologue, body
