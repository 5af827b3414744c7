"""Compiled once: the methods `dataclasses` writes for the assistant's own value types.

The games and the platform speak in frozen dataclasses, and Python 3.11 and 3.12 make each
one by writing the source of its `__init__`, `__repr__`, `__eq__`, `__hash__`, `__setattr__`
and `__delattr__` and compiling it, every time the class is defined: about half of what a
one-shot command spends before it does anything. `install` keeps those compiled functions,
like Python keeps a module's bytecode: in the package's `__pycache__`, one file per Python
(`dataclasses.cpython-311.bin`, with the interpreter's bytecode magic number first), keyed by
the very source `dataclasses` wrote, so a class compiles the code it would have compiled
anyway. Only classes of the `assistant` package are kept; a file that cannot be read or
written is simply not used. Python 3.13 and later compile these methods in one go and are
left alone.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import sys
from types import CodeType, ModuleType
from typing import Any


class _LaterInspect(ModuleType):
    """What `dataclasses` sees as `inspect` until it first uses it.

    `dataclasses` imports `inspect` (with `ast`, `dis` and `tokenize`: a sixth of a one-shot
    command's start-up on a slow machine) only to write the docstring of a class that has
    none, which the assistant's classes all have. The real module is imported, and put in
    this one's place, the first time anything of it is asked for."""

    def __getattr__(self, name: str) -> Any:
        import importlib

        real = importlib.import_module("inspect")
        module = sys.modules.get("dataclasses")
        if getattr(module, "inspect", None) is self:
            module.inspect = real  # type: ignore[union-attr]
        return getattr(real, name)


def _import_dataclasses() -> ModuleType:
    if "dataclasses" in sys.modules or "inspect" in sys.modules:
        import dataclasses
    else:
        sys.modules["inspect"] = _LaterInspect("inspect")
        try:
            import dataclasses
        finally:
            del sys.modules["inspect"]
    return dataclasses


dataclasses = _import_dataclasses()

_HERE = os.path.dirname(os.path.abspath(__file__))
_PACKAGE = __name__.partition(".")[0] + "."


class _Module:
    """The compiled methods of one module's classes, and which of them this process used."""

    def __init__(self, name: str) -> None:
        tag = sys.implementation.cache_tag
        self.path = os.path.join(_HERE, "__pycache__", f"{name}.dataclasses.{tag}.bin")
        self.codes: dict[str, CodeType] = {}
        self.used: dict[str, CodeType] = {}
        self.new = False
        try:
            with open(self.path, "rb") as file:
                data = file.read()
            magic = _magic()
            if data.startswith(magic):
                found = marshal.loads(data[len(magic) :])
                if isinstance(found, dict):
                    self.codes = found
        except (OSError, ValueError, EOFError, TypeError):
            pass

    def code(self, text: str) -> CodeType:
        code = self.codes.get(text)
        if code is None:
            code = compile(text, "<string>", "exec")
            if not self.new:
                self.new = True
                _register()
        self.used[text] = code
        return code

    def save(self) -> None:
        """Write the methods this process used (a class changed since: the old ones go)."""
        if not self.new:
            return
        temporary = f"{self.path}.{os.getpid()}"
        try:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
            with open(temporary, "wb") as file:
                file.write(_magic() + marshal.dumps(self.used))
            os.replace(temporary, self.path)
        except (OSError, ValueError):
            with contextlib.suppress(OSError):
                os.unlink(temporary)


_modules: dict[str, _Module] = {}
_registered = False


def _magic() -> bytes:
    from importlib._bootstrap_external import MAGIC_NUMBER

    return bytes(MAGIC_NUMBER)


def _register() -> None:
    global _registered
    if not _registered:
        _registered = True
        import atexit

        atexit.register(_save)


def _save() -> None:
    for module in _modules.values():
        module.save()


def _code(owner: str, text: str) -> CodeType:
    module = _modules.get(owner)
    if module is None:
        module = _modules[owner] = _Module(owner)
    return module.code(text)


def _create_fn(
    name: str,
    args: list[str],
    body: list[str],
    *,
    globals: dict[str, Any] | None = None,
    locals: dict[str, Any] | None = None,
    return_type: Any = dataclasses.MISSING,
) -> Any:
    """`dataclasses._create_fn` of Python 3.11 and 3.12, the compiled text kept."""
    if locals is None:
        locals = {}
    return_annotation = ""
    if return_type is not dataclasses.MISSING:
        locals["_return_type"] = return_type
        return_annotation = "->_return_type"
    joined = ",".join(args)
    lines = "\n".join(f"  {b}" for b in body)
    txt = f" def {name}({joined}){return_annotation}:\n{lines}"
    local_vars = ", ".join(locals.keys())
    txt = f"def __create_fn__({local_vars}):\n{txt}\n return {name}"
    ns: dict[str, Any] = {}
    owner = str((globals or {}).get("__name__", ""))
    if owner.startswith(_PACKAGE):
        exec(_code(owner, txt), globals, ns)
    else:
        exec(txt, globals, ns)
    return ns["__create_fn__"](**locals)


def install() -> None:
    """Make `dataclasses` keep the methods it compiles for the assistant's classes (Python
    3.11 and 3.12 only; `ASSISTANT_NO_CLASS_CACHE=1` turns it off)."""
    original = getattr(dataclasses, "_create_fn", None)
    if original is None or sys.version_info[:2] not in ((3, 11), (3, 12)):
        return
    if os.environ.get("ASSISTANT_NO_CLASS_CACHE"):
        return
    if getattr(original, "__module__", "") == __name__:
        return
    dataclasses._create_fn = _create_fn  # type: ignore[attr-defined]
