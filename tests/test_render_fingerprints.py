"""Every committed sweep's and suite's variant renders the same main.cu as recorded: a refactor changes no
generated kernel unless the change is meant (then `experiments/render_fingerprints.py --write`)."""

import json

from experiments.render_fingerprints import FINGERPRINTS, fingerprints


def test_every_committed_variant_renders_as_recorded():
    recorded = json.loads(FINGERPRINTS.read_text())
    found = fingerprints()
    assert len(recorded) > 250
    assert sorted(found) == sorted(recorded), "the committed sweeps' cases changed; rerun render_fingerprints.py --write"
    differ = [key for key in recorded if found[key] != recorded[key]]
    assert not differ, f"{len(differ)} variants render a different main.cu, e.g. {differ[:3]}"
