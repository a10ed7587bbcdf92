"""Jinja2 templates for the CUDA harness (package data; no Python beyond this marker)."""
