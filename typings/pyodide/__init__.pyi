"""Pyodide's Python package; only ``pyodide.ffi`` is used (see ffi.pyi)."""
