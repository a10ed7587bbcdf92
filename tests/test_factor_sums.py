"""reconstructor/factor_sums.py: every transform stage, rewritten with shared sums and
differences, computes what TVM's dense chains compute (both run as Python on random inputs), in
fewer operations."""

import numpy as np
import pytest
import regex
from test_resident_filter import PROTOTYPE

from pkf.records import Prototype
from pkf.sweep import variant_for
from pkf.winograd import transforms
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.factor_sums import CHAIN_START, CHAIN_TERM, COEF, coefficient, factor_transform_sums, parse_term
from pkf.reconstructor.kernels import split_kernels
from pkf.reconstructor.passes import attach_launches
from pkf.reconstructor.resident_filter import transform_bodies

DECLARATION = regex.compile(r"^\s*const auto (?P<name>\w+) = (?P<value>.*);$")
ASSIGNMENT = regex.compile(r"^\s*(?P<name>\w+\[\d+\]) = (?P<value>.*);$")


def operands(body):
    """The text of every chain operand that is not a stage's array, longest first, so that replacing
    them cannot hit a shorter one's inside."""
    arrays = {m["array"] for line in body.split("\n") if (m := CHAIN_START.match(line))}
    found = {parse_term(m["term"])[0] for line in body.split("\n") if (m := CHAIN_TERM.match(line))}
    found = {text for text in found if text.split("[")[0] not in arrays}
    return sorted(found, key=len, reverse=True)


def stage_arrays(body):
    """{array: elements} of the stages (TVM's chains) in `body`."""
    sizes = {}
    for m in (m for line in body.split("\n") if (m := CHAIN_START.match(line))):
        sizes[m["array"]] = max(sizes.get(m["array"], 0), int(m["i"]) + 1)
    return sizes


def run_stages(body, sizes, names, values):
    """Execute the statements of `body` that write the stage arrays `sizes` names, or declare a
    temporary, as Python: operand texts named in `names` take `values`, constants their value."""
    arrays = tuple(sizes)
    scope = {"inputs": values} | {array: [None] * n for array, n in sizes.items()}
    constant = regex.compile(COEF)
    for line in body.split("\n"):
        if not (DECLARATION.match(line) or ((m := ASSIGNMENT.match(line)) and m["name"].startswith(arrays))):
            continue
        for n, text in enumerate(names):
            line = line.replace(text, f"inputs[{n}]")
        line = constant.sub(lambda m: repr(coefficient(m)), line)
        if (m := DECLARATION.match(line)) or (m := ASSIGNMENT.match(line)):
            exec(f"{m['name']} = {m['value']}", {}, scope)  # noqa: S102 (CUDA text of a saved prototype, or the test's own)
    return scope


SCALED_FIRST_TERM = regex.compile(r"^\((?:__float2half2_rn\()?-?0x")


def multiply_adds(body, arrays):
    """Operations of the stages writing `arrays`: TVM's chains one per term (`x = x + c * operand`, from
    zero); a rewritten expression one per term after the first, and one if the first is scaled."""
    count = 0
    for line in body.split("\n"):
        if (m := CHAIN_TERM.match(line)) and m["array"].startswith(arrays):
            count += 1
        elif (m := DECLARATION.match(line) or ASSIGNMENT.match(line)) and m["name"].startswith(arrays):
            depth, value = 0, m["value"]
            for n, ch in enumerate(value):
                depth += {"(": 1, ")": -1}.get(ch, 0)
                count += depth == 0 and value[n - 1:n + 2] in (" + ", " - ")
            count += bool(SCALED_FIRST_TERM.match(value))
    return count


@pytest.fixture(scope="module")
def bodies():
    prototype = Prototype.load(__import__("conftest").PROTOTYPES / PROTOTYPE)
    source = attach_launches(split_kernels(prototype.cuda), prototype)
    return transform_bodies(source, prototype.problem, variant_for(prototype.problem, "full-rf16-h2-oh2"))


@pytest.mark.parametrize("which, result, arrays, dense, factored", [
    ("itrans", "V_acc_local_ptr", ("BTd", "V_acc"), 264, 144),
    ("otrans", "Y_tile_local_ptr", ("ATM", "Y_tile"), 180, 100),
])
def test_the_prototypes_transforms_compute_the_same_in_fewer_operations(bodies, which, result, arrays, dense, factored):
    body = bodies[0] if which == "itrans" else bodies[1]
    rewritten = factor_transform_sums(body, which)
    names, sizes = operands(body), stage_arrays(body)
    values = list(np.random.default_rng(7).standard_normal(len(names)))
    expected, got = (run_stages(text, sizes, names, values)[result] for text in (body, rewritten))
    assert None not in got and np.allclose(got, expected, rtol=1e-12, atol=1e-12)
    assert (multiply_adds(body, arrays), multiply_adds(rewritten, arrays)) == (dense, factored)


def chains(array, matrix, operand):
    """A stage in TVM's form: array[i] = Σ_k matrix[i][k] · operand(k), zero first, one term per nonzero."""
    lines = [f"  alignas(16) float {array}[{len(matrix)}];"]
    for i, row in enumerate(matrix):
        lines.append(f"  {array}[{i}] = 0x0p+0f/*0.000000e+00*/;")
        for k, c in enumerate(row):
            if c == 1:
                lines.append(f"  {array}[{i}] = ({array}[{i}] + {operand(k)});")
            elif c:
                lines.append(f"  {array}[{i}] = ({array}[{i}] + ({operand(k)} * {float(c).hex()}f));")
    return "\n".join(lines)


@pytest.mark.parametrize("m", [2, 4, 6])
@pytest.mark.parametrize("matrix", ["BT", "AT"])
def test_any_transform_matrix_keeps_its_values(m, matrix):
    """Cook-Toom F(m, 3)'s Bᵀ and Aᵀ, one column of the input: the rewrite matches the matrix product."""
    rows = getattr(transforms(m, 3), matrix)
    body = chains("Y_local_ptr", rows, lambda k: f"x_local_ptr[{k}]")
    x = np.random.default_rng(m).standard_normal(len(rows[0]))
    got = run_stages(factor_transform_sums(body, "a test stage"), stage_arrays(body), ["x_local_ptr"], [list(x)])["Y_local_ptr"]
    # `x_local_ptr[k]` was renamed `inputs[0][k]`: one list of values.
    assert np.allclose(got, np.array([[float(c) for c in row] for row in rows]) @ x, rtol=1e-12, atol=1e-12)


def test_f43_stage_costs_are_the_hand_written_probes():
    """Bᵀ's six-point stage in 12 operations (TVM: 22), Aᵀ's in 10 (TVM: 18), as in the hand-written probe."""
    for matrix, dense, factored in (("BT", 22, 12), ("AT", 18, 10)):
        body = chains("Y_local_ptr", getattr(transforms(4, 3), matrix), lambda k: f"x_local_ptr[{k}]")
        rewritten = factor_transform_sums(body, "a test stage")
        assert (multiply_adds(body, ("Y",)), multiply_adds(rewritten, ("Y",))) == (dense, factored), rewritten


def test_an_unknown_term_or_statement_fails_naming_the_pattern():
    stage = chains("Y_local_ptr", transforms(4, 3).AT, lambda k: f"x_local_ptr[{k}]")
    with pytest.raises(NoMatch, match="TERM_FORMS"):
        factor_transform_sums(stage.replace("x_local_ptr[1]);", "x_local_ptr[1] / 2);", 1), "a test stage")
    lines = stage.split("\n")
    lines.insert(4, "  out_ptr[0] = 1;")
    with pytest.raises(NoMatch, match="BETWEEN_CHAINS"):
        factor_transform_sums("\n".join(lines), "a test stage")
    lines = stage.split("\n")
    lines.insert(4, "  __syncwarp();")  # after the first term: moving it ahead of the stage would reorder it with a read
    with pytest.raises(NoMatch, match="BETWEEN_CHAINS"):
        factor_transform_sums("\n".join(lines), "a test stage")
    lines = stage.split("\n")
    lines.insert(2, "  __syncwarp();")  # before the first term: moved ahead of the stage
    assert "__syncwarp();\n  const auto" in factor_transform_sums("\n".join(lines), "a test stage")
    with pytest.raises(NoMatch, match="CHAIN_START"):
        factor_transform_sums("  y = x;", "a test stage")

