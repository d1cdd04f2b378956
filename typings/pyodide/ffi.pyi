"""The part of ``pyodide.ffi`` that py/stolik uses, with the signatures of Pyodide's ``_pyodide/_core_docs.py``.

A ``JsProxy`` is a JavaScript object seen from Python: its attributes are JavaScript's, so reading one
gives ``Any`` (Pyodide's own stubs leave them out, which would make every DOM call an error).
"""
from collections.abc import Callable, Iterable
from typing import Any, Generic, Literal, ParamSpec, TypeVar, overload

P = ParamSpec("P")
T = TypeVar("T")

class JsProxy:
    def __getattr__(self, name: str) -> Any: ...
    def __setattr__(self, name: str, value: Any) -> None: ...

class JsDoubleProxy(JsProxy, Generic[T]):
    """A JavaScript handle on a Python object, alive until ``destroy``."""
    def destroy(self) -> None: ...
    def unwrap(self) -> T: ...

class JsCallableDoubleProxy(JsDoubleProxy[Callable[P, T]], Generic[P, T]):
    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> T: ...

class JsOnceCallable(JsProxy, Generic[P, T]):
    """A JavaScript function that calls the Python one once and then releases it."""
    def destroy(self) -> None: ...
    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> T: ...

class JsNull:
    """JavaScript's ``null`` (``undefined`` arrives as None)."""
    def __bool__(self) -> Literal[False]: ...

jsnull: JsNull

def to_js(
    obj: Any,
    /,
    *,
    depth: int = -1,
    pyproxies: JsProxy | None = None,
    create_pyproxies: bool = True,
    dict_converter: Callable[[Iterable[Any]], Any] | None = None,
    default_converter: Callable[[Any, Callable[[Any], Any], Callable[[Any, Any], None]], Any] | None = None,
) -> Any: ...
@overload
def create_proxy(obj: Callable[P, T], /, *, capture_this: bool = False,
                 roundtrip: bool = True) -> JsCallableDoubleProxy[P, T]: ...
@overload
def create_proxy(obj: T, /, *, capture_this: bool = False, roundtrip: bool = True) -> JsDoubleProxy[T]: ...
def create_once_callable(obj: Callable[P, T], /) -> JsOnceCallable[P, T]: ...
