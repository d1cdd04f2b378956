"""The part of PyScript's ``pyscript`` module that py/stolik uses.

``window``, ``document`` and a worker's ``sync`` are JavaScript objects (``JsProxy``); ``PyWorker``
is PyScript's ``def PyWorker(url, **options)``, which starts a worker and returns its JavaScript handle.
"""
from pyodide.ffi import JsProxy

window: JsProxy
document: JsProxy
sync: JsProxy

def PyWorker(url: str, /, **options: object) -> JsProxy: ...
