"""each transform stage as shared sums and differences (`factor_transform_sums`).

TVM writes every stage of ITrans and OTrans as dense sums, one multiply-add per nonzero
coefficient of B^T or A^T, each output element its own chain:

    BTd_local_ptr[6] = __float2half2_rn(0x0p+0f);
    BTd_local_ptr[6] = (BTd_local_ptr[6] + (__float2half2_rn(-0x1p+2f) * (pkf_patch[6])));
    BTd_local_ptr[6] = (BTd_local_ptr[6] + (pkf_patch[18]));
    ...

For F(4, 3) that is 22 operations per six-point ITrans stage and 18 per OTrans stage; Nsight Compute
counted 747 HFMA2 in the resident-filter kernel against 414 in the hand-written
probe, which shares sums and differences. This rule reads a stage's chains back into linear forms
and writes them again with two factorings, both exact in real arithmetic:

- operand pairs: two operands that appear in the same outputs, always with coefficients of equal
  magnitude, enter every output as c·(a + b) or c·(a − b), each sum computed once (A^T's columns
  1–2 and 3–4);
- output pairs: two outputs over the same operands with coefficients equal up to sign are P + N
  and P − N, P the terms whose signs agree and N the rest (B^T's rows 1–2 and 3–4); a part whose
  coefficients share one magnitude g is computed as g·(±a ± b ...).

Statements between a stage's chains (TVM's unused `int cse_v = ...;` and `__syncwarp();`) move
ahead of the rewritten stage; anything else there fails loudly, as does a term of unknown form.
"""

from dataclasses import dataclass

import regex

from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.paired_channels import FLOAT_LITERAL
from pkf.reconstructor.rewrites import balanced

RULE = "factor_transform_sums"
# A coefficient: an fp32 literal, or one broadcast to half2 (group `value`: the literal without its comment).
COEF = rf"(?:__float2half2_rn\({FLOAT_LITERAL.pattern}\)|{FLOAT_LITERAL.pattern})"
# `X_local_ptr[i] = <zero>;` and `X_local_ptr[i] = (X_local_ptr[i] + <term>);`: a chain's statements.
CHAIN_START = regex.compile(rf"^(?P<indent>\s*)(?P<array>\w+_local_ptr)\[(?P<i>\d+)\] = (?P<zero>{COEF});$")
CHAIN_TERM = regex.compile(r"^\s*(?P<array>\w+_local_ptr)\[(?P<i>\d+)\] = \((?P=array)\[(?P=i)\] \+ (?P<term>.*)\);$")
TERM_FORMS = (
    regex.compile(rf"^\({COEF} \* \((?P<op>.*)\)\)$"),  # (c * (operand))
    regex.compile(rf"^\((?P<op>.*) \* {COEF}\)$"),  # (operand * c)
    regex.compile(r"^\((?P<op>.*)\)$"),  # (operand)
    regex.compile(r"^(?P<op>\w+\[\d+\])$"),  # operand
)
# What may sit between a stage's chains: TVM's scalar temporaries and warp barriers.
BETWEEN_CHAINS = regex.compile(r"^\s*(?:int \w+ = .*;|__syncwarp\(\);|)$")
WARP_BARRIER = regex.compile(r"^\s*__syncwarp\(\);$")
SIMPLE_OPERAND = regex.compile(r"^\w+(?:\[\d+\])?$")


@dataclass(frozen=True)
class Stage:
    """One transform stage: `outputs[i]` is array[i] as {operand text: coefficient}."""

    array: str
    outputs: dict[int, dict[str, float]]
    half2: bool  # coefficients written as __float2half2_rn(literal)
    zero: str  # the stage's own spelling of 0


def parse_term(term: str) -> tuple[str, float]:
    """`(__float2half2_rn(-0x1p+2f) * (pkf_patch[6]))` -> ("pkf_patch[6]", -4.0)."""
    for form in TERM_FORMS:
        m = form.match(term)
        if m and balanced(m["op"]):
            return m["op"], coefficient(m) if m.groupdict().get("value") else 1.0
    raise NoMatch(RULE, "TERM_FORMS", f"the term {term[:120]}")


def coefficient(match: regex.Match) -> float:
    """The value of the literal a COEF match found."""
    return float.fromhex(match["value"].removesuffix("f"))


def constant(value: float, half2: bool) -> str:
    literal = regex.sub(r"\.?0*p", "p", value.hex()) + "f"
    return f"__float2half2_rn({literal})" if half2 else literal


def combination(terms: list[tuple[str, float]], half2: bool) -> str:
    """Σ c·operand as C, unit coefficients as plain adds and subtracts, a positive term first."""
    terms = sorted(terms, key=lambda t: (t[1] != 1.0, t[1] < 0))
    text = ""
    for operand, c in terms:
        operand = operand if SIMPLE_OPERAND.match(operand) else f"({operand})"
        if not text:
            text = operand if c == 1.0 else f"({constant(c, half2)} * {operand})"
        elif abs(c) == 1.0:
            text += f" {'+' if c > 0 else '-'} {operand}"
        else:
            text += f" + ({constant(c, half2)} * {operand})"
    return text


def _pair_operands(stage: Stage, temps: list[tuple[str, str]]) -> dict[int, dict[str, float]]:
    """Operands a, b that enter the same ≥ 2 outputs with equal magnitudes -> c·(a ± b)."""
    outputs = {i: dict(terms) for i, terms in stage.outputs.items()}
    operands = list(dict.fromkeys(op for terms in outputs.values() for op in terms))
    rows = {op: {i for i, terms in outputs.items() if op in terms} for op in operands}
    paired: set[str] = set()
    for n, a in enumerate(operands):
        for b in operands[n + 1:]:
            if a in paired or b in paired or rows[a] != rows[b] or len(rows[a]) < 2:
                continue
            if any(abs(outputs[i][a]) != abs(outputs[i][b]) for i in rows[a]):
                continue
            paired |= {a, b}
            sums = {}
            for i in sorted(rows[a]):
                ca, cb = outputs[i].pop(a), outputs[i].pop(b)
                sign = 1.0 if (ca > 0) == (cb > 0) else -1.0
                if sign not in sums:
                    sums[sign] = f"{stage.array}_pair{len(temps)}"
                    temps.append((sums[sign], combination([(a, 1.0), (b, sign)], stage.half2)))
                outputs[i][sums[sign]] = ca
    return outputs


def _part(stage: Stage, terms: list[tuple[str, float]], temps: list[tuple[str, str]]) -> tuple[str, float]:
    """One part of an output pair as (operand, coefficient): a lone term, or a temporary."""
    if len(terms) == 1:
        return terms[0]
    name = f"{stage.array}_part{len(temps)}"
    scale = abs(terms[0][1]) if len({abs(c) for _, c in terms}) == 1 else 1.0
    temps.append((name, combination([(op, c / scale) for op, c in terms], stage.half2)))
    return name, scale


def _pair_outputs(stage: Stage, outputs: dict[int, dict[str, float]], temps: list[tuple[str, str]]) -> None:
    """Outputs over the same operands with coefficients equal up to sign -> P + N and P − N."""
    done: set[int] = set()
    for i in sorted(outputs):
        for j in sorted(outputs):
            first, second = outputs[i], outputs[j]
            if j <= i or i in done or j in done or set(first) != set(second) or len(first) < 3:
                continue
            if any(abs(first[op]) != abs(second[op]) for op in first):
                continue
            agree = [(op, c) for op, c in first.items() if c == second[op]]
            differ = [(op, c) for op, c in first.items() if c != second[op]]
            if not agree or not differ:
                continue
            (p, cp), (n, cn) = _part(stage, agree, temps), _part(stage, differ, temps)
            outputs[i], outputs[j] = {p: cp, n: cn}, {p: cp, n: -cn}
            done |= {i, j}


def factor_stage(stage: Stage) -> list[str]:
    """The stage's statements, factored: its temporaries, then array[i] = ... for every output."""
    temps: list[tuple[str, str]] = []
    outputs = _pair_operands(stage, temps)
    _pair_outputs(stage, outputs, temps)
    lines = [f"const auto {name} = {value};" for name, value in temps]
    for i in sorted(outputs):
        value = combination(list(outputs[i].items()), stage.half2) if outputs[i] else stage.zero
        lines.append(f"{stage.array}[{i}] = {value};")
    return lines


def read_stage(array: str, lines: list[str], where: str, movable: bool = True) -> tuple[Stage, int, int, list[str]]:
    """The chains of `array` in `lines`: the stage, its first and last line, and the lines between
    them that are not its chains. The stage ends where another statement mentions `array`.
    movable: check that those lines may move ahead of the stage (a reader that only wants the stage's
    coefficients passes False)."""
    first = next(n for n, line in enumerate(lines) if (m := CHAIN_START.match(line)) and m["array"] == array)
    outputs: dict[int, dict[str, float]] = {}
    last, first_term, between, half2, zero = first, len(lines), [], False, ""
    for n in range(first, len(lines)):
        line = lines[n]
        if (m := CHAIN_START.match(line)) and m["array"] == array:
            outputs[int(m["i"])], last = {}, n
            half2, zero = m["zero"].startswith("__float2half2_rn"), m["zero"]
        elif (m := CHAIN_TERM.match(line)) and m["array"] == array:
            operand, c = parse_term(m["term"])
            if int(m["i"]) not in outputs or regex.search(rf"\b{array}\b", operand):
                raise NoMatch(RULE, "CHAIN_TERM after its CHAIN_START, on other arrays", f"{where}: {line.strip()[:120]}")
            outputs[int(m["i"])][operand] = outputs[int(m["i"])].get(operand, 0.0) + c
            last, first_term = n, min(first_term, n)
        elif regex.search(rf"\b{array}\b", line):
            break
        else:
            between.append((n, line))
    for n, line in between:
        # Lines between the chains move ahead of the stage: temporaries anywhere, a barrier only
        # from before the stage's first read (then it still precedes every read, and no write).
        if movable and n < last and (not BETWEEN_CHAINS.match(line) or (n > first_term and WARP_BARRIER.match(line))):
            raise NoMatch(RULE, "BETWEEN_CHAINS", f"{where}, between the chains of {array}: {line.strip()[:120]}")
    between = [line for n, line in between if n < last]
    outputs = {i: {op: c for op, c in terms.items() if c} for i, terms in outputs.items()}
    return Stage(array, outputs, half2, zero), first, last, between


def factor_transform_sums(body: str, where: str) -> str:
    """Every transform stage of `body` (an ITrans or OTrans) rewritten with shared sums and differences."""
    lines = body.split("\n")
    arrays = list(dict.fromkeys(m["array"] for line in lines if (m := CHAIN_START.match(line))))
    if not arrays:
        raise NoMatch(RULE, "CHAIN_START", where)
    for array in arrays:
        stage, first, last, between = read_stage(array, lines, where)
        indent = CHAIN_START.match(lines[first])["indent"]
        lines[first:last + 1] = between + [indent + line for line in factor_stage(stage)]
    return "\n".join(lines)
