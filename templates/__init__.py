"""Jinja2 templates of CUDA: the harness, cuDNN's timing, and each schedule's kernel frame and helper headers
(package data). `environment` is the one way the code loads them."""

from pathlib import Path

import jinja2

TEMPLATES = Path(__file__).parent


def environment(**options) -> jinja2.Environment:
    """The templates, with undefined names an error; `options` as jinja2.Environment takes them (whitespace)."""
    return jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), undefined=jinja2.StrictUndefined, **options)


def header(name: str) -> str:
    """A helper header's text, pasted into the generated source."""
    return (TEMPLATES / name).read_text()
