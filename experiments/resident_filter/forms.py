"""What the forms scripts share: each form's main.cu written where time_forms.sh compiles and times it, and a
text edit that must apply exactly once."""

from pathlib import Path


def write_forms(forms: dict[str, str], out: Path) -> None:
    """Each form's source as OUT/<name>/main.cu (time_forms.sh compiles and times them)."""
    for name, source in forms.items():
        (out / name).mkdir(parents=True, exist_ok=True)
        (out / name / "main.cu").write_text(source)
        print(out / name / "main.cu")


def replace_once(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, f"expected one {old!r}, found {text.count(old)}"
    return text.replace(old, new)
