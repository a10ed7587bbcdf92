"""Reconstructor split the prototype into kernels and recognise roles from content."""

import difflib

import pytest
from golden_files import GOLDEN, golden_cases, golden_prototype

from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.kernels import ROLES, split_kernels


@pytest.mark.parametrize("name", sorted(golden_cases()))
def test_golden(name):
    got = golden_cases()[name](golden_prototype())
    expected = (GOLDEN / name / "expected.cu").read_text()
    if got != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), got.splitlines(True), "expected.cu", "got", n=2))
        pytest.fail(f"{name} differs from its golden file (regenerate with tests/golden_files.py if intended):\n{diff[:4000]}")


def test_roles_and_parameters(default_prototype):
    kernels = split_kernels(default_prototype.cuda).kernels
    assert set(kernels) == set(ROLES)
    buffers = {role: {p.buffer for p in kernel.params} for role, kernel in kernels.items()}
    assert buffers == {"ktrans": {"U", "filt"}, "itrans": {"V", "x"}, "bgemm": {"M", "U", "V"}, "otrans": {"M", "y"}}


def test_roles_come_from_content_not_names_or_order(default_prototype):
    source = split_kernels(default_prototype.cuda)
    disguised = default_prototype.cuda
    for i, role in enumerate(ROLES):
        disguised = disguised.replace(f"{role}_kernel", f"stage{i}_kernel")
    # Put the kernels in the opposite order.
    reordered = source.preamble + "\n".join(
        split_kernels(disguised).kernels[role].definition() for role in reversed(ROLES)
    )
    found = split_kernels(reordered).kernels
    assert {role: k.name for role, k in found.items()} == {r: f"stage{i}_kernel" for i, r in enumerate(ROLES)}
    assert all(found[role].body == source.kernels[role].body for role in ROLES)


def test_unrecognisable_prototype_fails_naming_the_pattern(default_prototype):
    broken = default_prototype.cuda.replace("nvcuda::wmma::mma_sync", "my_mma")
    with pytest.raises(NoMatch) as err:
        split_kernels(broken)
    message = str(err.value)
    assert "split_kernels" in message and "ROLE_EVIDENCE" in message and "bgemm" in message


def test_text_without_kernels_fails_loudly():
    with pytest.raises(NoMatch, match="KERNEL_DEFINITION"):
        split_kernels("int main() { return 0; }")
