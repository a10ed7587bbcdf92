"""Render the Jinja2 harness around a reconstructed program."""

import json
from dataclasses import asdict

import jinja2

import pkf
from pkf import templates
from pkf.costs import compulsory_bytes, direct_flops
from pkf.problem import Problem
from pkf.variant import Variant
from pkf.reconstructor.program import Program



def c_string(text: str) -> str:
    """A C string literal: JSON's escapes are C's for ASCII text."""
    return json.dumps(text)


def environment() -> jinja2.Environment:
    env = templates.environment(keep_trailing_newline=True, trim_blocks=False)
    env.filters["c_string"] = c_string
    return env


def render_main(problem: Problem, variant: Variant, program: Program, name: str | None = None,
                variant_description: dict | None = None) -> str:
    """The harness around `program`. `name` and `variant_description` default to the variant's own;
    a hand-written kernel (experiments/resident_filter) passes its own, and `variant` then only
    sets the compulsory bytes."""
    variant_description = asdict(variant) if variant_description is None else variant_description
    description = json.dumps({"problem": asdict(problem), "variant": variant_description}, separators=(",", ":"))
    return environment().get_template("main.cu.j2").render(
        pkf_version=pkf.__version__,
        variant_name=name or variant.name,
        problem=problem,
        description=description,
        kernels=program.cuda,
        setup=list(program.setup),
        pipeline=list(program.pipeline),
        scratch=list(program.scratch),
        zeroed=program.zeroed,
        bytes=compulsory_bytes(problem, variant),
        flops=direct_flops(problem),
        **variant.output,
        epilogue=variant.epilogue,
    )


def render_library(problem: Problem, variant: Variant, program: Program) -> str:
    """`program` as a shared library with a C entry point per stage (pkf_setup, pkf_forward) on a caller's stream."""
    return environment().get_template("library.cu.j2").render(
        pkf_version=pkf.__version__, variant_name=variant.name, problem=problem, kernels=program.cuda,
        setup=list(program.setup), pipeline=list(program.pipeline), scratch=list(program.scratch), epilogue=variant.epilogue,
        residual=variant.residual)
