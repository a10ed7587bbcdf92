"""Every committed sweep's and suite's variant renders the same code as recorded: a refactor changes no generated
kernel unless the change is meant (then `experiments/render_fingerprints.py --write`). Comments may change."""

import json

from experiments.render_fingerprints import FINGERPRINTS, fingerprints


def test_every_committed_variant_renders_as_recorded():
    recorded = json.loads(FINGERPRINTS.read_text())
    found = fingerprints()
    assert len(recorded) > 250
    assert sorted(found) == sorted(recorded), "the committed sweeps' cases changed; rerun render_fingerprints.py --write"
    differ = [key for key in recorded if found[key]["code"] != recorded[key]["code"]]
    assert not differ, f"{len(differ)} variants render different code, e.g. {differ[:3]}"


def test_comments_are_all_that_code_of_takes_out():
    from experiments.render_fingerprints import code_of

    cuda = 'int a; // one\n\n/* two\n three */ printf("// kept /* too */");\nint b;  \n'
    assert code_of(cuda) == 'int a;\n printf("// kept /* too */");\nint b;'

