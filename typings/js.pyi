"""The page's (or worker's) JavaScript global scope, as Pyodide's ``import js`` exposes it.

Every attribute is a JavaScript object (``js.document``, ``js.URL``, ``js.Blob``...) whose shape Python
cannot know, so each is ``Any``: the callers convert what they read into Python values at once.
"""
from typing import Any

def __getattr__(name: str) -> Any: ...
