"""Stolik: four two-player tabletop games, engines in plain Python.

Engines (``stolik.gore``, ``stolik.schotten``, ``stolik.hive``, ``stolik.kosci``) depend only on
``stolik.core`` and the standard library; ``stolik.web`` is the only package that touches the browser.
"""
