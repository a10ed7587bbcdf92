"""The barrier-pruning search, without a GPU: real barriers from a built variant, a fake evaluator."""

import json

import pytest
from conftest import DEFAULT_PROTOTYPE, REPO
from test_cli_errors import assert_one_line_error, pkf

from pkf.build import render_variant
from pkf.problem import Problem
from pkf.records import Prototype
from pkf.prune import (
    BARRIER,
    Evidence,
    Run,
    delete_barriers,
    find_barriers,
    judge_runs,
    report_markdown,
    report_record,
    search,
)
from pkf.variant import Variant


@pytest.fixture(scope="module")
def shmem_main():
    return render_variant(Prototype.load(DEFAULT_PROTOTYPE), Variant("shmem", 16, 64, 32), "sm_90")


def test_finds_the_fused_kernels_barriers_and_not_the_harness(shmem_main):
    barriers = find_barriers(shmem_main)
    fused = [b for b in barriers if b.kernel == "pkf_shmem_16_itrans_bgemm"]
    assert [b.call for b in fused].count("__syncthreads") == 1
    assert [b.call for b in fused].count("__syncwarp") == 4
    assert len(barriers) == len(BARRIER.findall(shmem_main.split("namespace {")[0]))
    for barrier in barriers:
        assert shmem_main[barrier.start: barrier.end].startswith(barrier.call)
        assert barrier.call in barrier.context
        assert shmem_main.splitlines()[barrier.line - 1].count(barrier.call)


def test_delete_comments_out_exactly_the_chosen_barriers(shmem_main):
    barriers = find_barriers(shmem_main)
    chosen = [barriers[0], barriers[-1]]
    pruned = delete_barriers(shmem_main, chosen)
    remaining = find_barriers(pruned)
    assert len(remaining) == len(barriers) - 2
    assert [b.where for b in remaining] != [b.where for b in barriers]
    assert pruned.count("/* pkf prune removed: ") == 2
    assert len(pruned.splitlines()) == len(shmem_main.splitlines())  # report line numbers stay valid


def fake_evaluator(bad: set[int], calls: list):
    def evaluate(candidate):
        calls.append(candidate)
        evidence = Evidence(runs=[Run("n1_h224", 1, 0, 1e-3, 1e-2, 0)], sanitizer={"racecheck": "clean"})
        broken = candidate & bad
        return evidence.fail(f"barrier {min(broken)} is needed") if broken else evidence
    return evaluate


def test_search_restores_failing_deletions_and_accumulates_accepted_ones(shmem_main):
    barriers = find_barriers(shmem_main)
    bad = {barriers[1].index, barriers[3].index}
    calls, prefetched = [], []
    accepted, decisions = search(barriers, fake_evaluator(bad, calls), prefetched.append)
    assert accepted == frozenset(b.index for b in barriers) - bad
    assert [d.removed for d in decisions] == [b.index not in bad for b in barriers]
    # each candidate = the deletions accepted so far + the one being tried
    for position, candidate in enumerate(calls):
        assert candidate == frozenset(b.index for b in barriers[:position] if b.index not in bad) | {barriers[position].index}
    # both possible next candidates were offered for compiling ahead
    assert calls[1] in prefetched and calls[2] in prefetched


def test_judge_runs_objects_to_wrong_missing_or_moving_results():
    good = [Run("a", 1, r, 1e-3, 2e-2, 0) for r in range(3)]
    assert judge_runs(Evidence(runs=list(good)), 1e-2).passed
    assert "over tolerance" in judge_runs(Evidence(runs=good + [Run("a", 2, 0, 0.5, 9.0, 0)]), 1e-2).failure
    assert "not written" in judge_runs(Evidence(runs=good + [Run("a", 2, 0, 1e-3, 1e-2, 7)]), 1e-2).failure
    moved = good[:2] + [Run("a", 1, 2, 1.1e-3, 2e-2, 0)]
    assert "moved between runs" in judge_runs(Evidence(runs=moved), 1e-2).failure


def test_report_lists_every_barrier_with_verdict_evidence_and_context(shmem_main):
    barriers = find_barriers(shmem_main)
    _, decisions = search(barriers, fake_evaluator({barriers[0].index}, []))
    context = {"variant_name": "pkf-shmem-16", "problem": Problem().key, "sizes": [Problem().key, "n1_h64"],
               "seeds": [5, 6, 7], "runs_per_seed": 3, "tolerance": 1e-2, "sanitizer": None,
               "sanitizer_size": "n1_h64", "before_us": 60.0, "after_us": 50.0, "after_rel_l2": 3.8e-3}
    record = report_record(context, decisions)
    json.dumps(record)
    assert [b["index"] for b in record["barriers"]] == [b.index for b in barriers]
    assert record["barriers"][0]["removed"] is False and "is needed" in record["barriers"][0]["failure"]
    assert all(b["runs"] and b["context"] for b in record["barriers"])
    table = report_markdown(record)
    assert "before 60.00, after 50.00" in table
    for b in barriers:
        assert f"| {b.index} | {b.kernel} | {b.line} |" in table


def test_prune_without_a_gpu_says_so_in_one_line(tmp_path):
    from conftest import have_gpu

    if have_gpu():
        pytest.skip("a GPU is visible")
    build = tmp_path / "b"
    done = pkf("build", "--from-prototype", str(DEFAULT_PROTOTYPE), "--fusion", "shmem", "--no-compile", "--out", str(build))
    assert done.returncode == 0, done.stderr
    assert_one_line_error(pkf("prune", str(build)), "no CUDA GPU")
    assert not (tmp_path / "b-pruned").exists()


def test_prune_errors_name_the_bad_value(tmp_path):
    assert_one_line_error(pkf("prune", str(tmp_path)), str(tmp_path), "not a pkf build directory")
    assert_one_line_error(pkf("prune", str(REPO), "--out", str(REPO)), "--out", "new directory")
    assert_one_line_error(pkf("build", "--from-prototype", str(DEFAULT_PROTOTYPE), "--prune", "--no-compile",
                              "--out", str(tmp_path / "x")), "--prune with --no-compile")
    assert not (tmp_path / "x").exists()


def test_a_committed_prune_report_applies_to_the_same_variant(tmp_path):
    """The sweep's `pruned` rows: a report written by an earlier pkf (its variant record lacks the
    fields added since) still names the same variant, and its removed barriers go."""
    report = REPO / "experiments/results/2026-11-22-h100-prune/pkf-shmem-16"
    removed = sum(b["removed"] for b in json.loads((report / "prune.json").read_text())["barriers"])
    build = tmp_path / "b"
    done = pkf("build", "--from-prototype", str(DEFAULT_PROTOTYPE), "--fusion", "shmem", "--tbm", "16",
               "--apply-prune", str(report), "--no-compile", "--out", str(build))
    assert done.returncode == 0, done.stderr
    assert json.loads((build / "build.json").read_text())["pruned"]["removed"]
    assert removed and (build / "main.cu").read_text().count("/* pkf prune removed:") == removed
