"""A game's state as JSON text and back, for the journal's snapshots (`assistant.sessions`).

Every game's state is a frozen dataclass of tuples, frozensets, strings, whole numbers,
booleans, `None` and other such dataclasses. The codec follows the declared types of the
state's class (its field annotations), not the data: a dataclass is written as the list of
its field values, a tuple or a frozenset as a list, a mapping as a list of pairs. Reading
goes the same way and checks every value against its declared type, so a snapshot can only
ever build the game's own value types, filled with values of the types they declare; no name
in the text is ever looked up, nothing in it is ever run. A state whose values do not match
its declarations cannot be written (`SnapshotError`), and the journal then simply keeps no
snapshot of it.

A field whose value is the very object of a base state (`base`: the state at the start,
whose board Through the Desert shares with every later state) is written as a reference to
it, and read back as that same object: the board is not copied into every snapshot.

`shape(cls)` names the layout of the types (each class, its fields and their types): a
snapshot written by a program whose states were laid out otherwise is not read.
"""

from __future__ import annotations

import dataclasses
import json
import sys
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

FORMAT = 1
"""The version of the encoding itself."""

SAME = "="
"""A field whose value is the base state's own (see the module's docstring)."""


class SnapshotError(ValueError):
    """A state that cannot be written, or a text that is not a snapshot of this shape."""


Codec = tuple[Callable[[Any, Any], Any], Callable[[Any, Any], Any]]
"""(encode(value, base), decode(data, base)) for one declared type."""


def _fail(what: str) -> SnapshotError:
    return SnapshotError(what)


def _hints(cls: type) -> dict[str, Any]:
    module = sys.modules.get(cls.__module__)
    namespace = dict(vars(module)) if module is not None else {}
    return typing.get_type_hints(cls, globalns=namespace)


@cache
def _codec(kind: Any) -> Codec:
    """The encoder and decoder of one declared type (cached: built once per process)."""
    if kind is Any or kind is object:
        raise _fail(f"a field of no precise type: {kind!r}")
    if kind is type(None) or kind is None:
        return _none, _none_back
    if kind is bool:
        return _bool, _bool
    if kind is int:
        return _int, _int
    if kind is str:
        return _str, _str
    if dataclasses.is_dataclass(kind) and isinstance(kind, type):
        return _dataclass_codec(kind)
    origin = typing.get_origin(kind)
    args = typing.get_args(kind)
    if origin in (types.UnionType, typing.Union):
        return _union_codec(args)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return _sequence_codec(args[0], tuple)
        return _fixed_tuple_codec(args)
    if origin in (frozenset,):
        return _sequence_codec(args[0], frozenset)
    if origin in (dict, Mapping) or origin is getattr(typing, "Mapping", None):
        return _mapping_codec(args[0], args[1])
    if origin in (Sequence,):
        return _sequence_codec(args[0], tuple)
    raise _fail(f"a type the snapshots do not know: {kind!r}")


def _none(value: Any, base: Any) -> Any:
    if value is not None:
        raise _fail("not None")
    return None


_none_back = _none


def _bool(value: Any, base: Any) -> Any:
    if type(value) is not bool:
        raise _fail("not a boolean")
    return value


def _int(value: Any, base: Any) -> Any:
    if type(value) is not int:
        raise _fail("not a whole number")
    return value


def _str(value: Any, base: Any) -> Any:
    if type(value) is not str:
        raise _fail("not a string")
    return value


def _dataclass_codec(cls: type) -> Codec:
    fields = [f for f in dataclasses.fields(cls) if f.init]
    if len(fields) != len(dataclasses.fields(cls)):
        raise _fail(f"{cls.__name__} has fields that are not set by its constructor")
    names = [f.name for f in fields]
    hints = _hints(cls)
    # Resolved lazily: a class may refer to itself (a tree of values).
    codecs: list[Codec] = []

    def parts() -> list[Codec]:
        if not codecs:
            codecs.extend(_codec(hints[name]) for name in names)
        return codecs

    count = len(names)

    def encode(value: Any, base: Any) -> Any:
        if type(value) is not cls:
            raise _fail(f"not a {cls.__name__}")
        row = []
        for name, (write, _) in zip(names, parts(), strict=True):
            item = getattr(value, name)
            below = getattr(base, name, None) if type(base) is cls else None
            if below is not None and item is below and not _plain(item):
                row.append(SAME)
            else:
                row.append(write(item, below))
        return row

    def decode(data: Any, base: Any) -> Any:
        if type(data) is not list or len(data) != count:
            raise _fail(f"not a {cls.__name__}")
        values = {}
        for name, (_, read), item in zip(names, parts(), data, strict=True):
            below = getattr(base, name, None) if type(base) is cls else None
            if item == SAME and below is not None and not _plain(below):
                values[name] = below
            else:
                values[name] = read(item, below)
        try:
            return cls(**values)
        except (TypeError, ValueError) as exc:  # a check of the class's own
            raise _fail(f"not a {cls.__name__}: {exc}") from exc

    return encode, decode


def _plain(value: Any) -> bool:
    """Values written as they are (a reference to them would be no shorter)."""
    return value is None or type(value) in (bool, int, str)


def _union_codec(args: tuple[Any, ...]) -> Codec:
    options = [a for a in args if a is not type(None)]
    optional = len(options) < len(args)
    if len(options) != 1:
        tagged = [(i, _codec(a)) for i, a in enumerate(options)]

        def encode(value: Any, base: Any) -> Any:
            if value is None and optional:
                return None
            for i, (write, _) in tagged:
                try:
                    return [i, write(value, None)]
                except SnapshotError:
                    continue
            raise _fail("none of the declared types")

        def decode(data: Any, base: Any) -> Any:
            if data is None and optional:
                return None
            if type(data) is not list or len(data) != 2 or type(data[0]) is not int:
                raise _fail("not a tagged value")
            if not 0 <= data[0] < len(tagged):
                raise _fail("an unknown tag")
            return tagged[data[0]][1][1](data[1], None)

        return encode, decode
    write, read = _codec(options[0])

    def encode_optional(value: Any, base: Any) -> Any:
        return None if value is None else write(value, base)

    def decode_optional(data: Any, base: Any) -> Any:
        return None if data is None else read(data, base)

    return encode_optional, decode_optional


def _sequence_codec(item: Any, kind: Any) -> Codec:
    write, read = _codec(item)

    def encode(value: Any, base: Any) -> Any:
        if type(value) is not kind:
            raise _fail(f"not a {kind.__name__}")
        return [write(v, None) for v in value]

    def decode(data: Any, base: Any) -> Any:
        if type(data) is not list:
            raise _fail(f"not a {kind.__name__}")
        return kind(read(v, None) for v in data)

    return encode, decode


def _fixed_tuple_codec(items: tuple[Any, ...]) -> Codec:
    codecs = [_codec(item) for item in items]

    def encode(value: Any, base: Any) -> Any:
        if type(value) is not tuple or len(value) != len(codecs):
            raise _fail("not a tuple of its size")
        return [c[0](v, None) for c, v in zip(codecs, value, strict=True)]

    def decode(data: Any, base: Any) -> Any:
        if type(data) is not list or len(data) != len(codecs):
            raise _fail("not a tuple of its size")
        return tuple(c[1](v, None) for c, v in zip(codecs, data, strict=True))

    return encode, decode


def _mapping_codec(key: Any, value: Any) -> Codec:
    write_key, read_key = _codec(key)
    write_value, read_value = _codec(value)

    def encode(data: Any, base: Any) -> Any:
        if type(data) is not dict:
            raise _fail("not a mapping")
        return [[write_key(k, None), write_value(v, None)] for k, v in data.items()]

    def decode(data: Any, base: Any) -> Any:
        if type(data) is not list:
            raise _fail("not a mapping")
        result = {}
        for pair in data:
            if type(pair) is not list or len(pair) != 2:
                raise _fail("not a pair")
            result[read_key(pair[0], None)] = read_value(pair[1], None)
        return result

    return encode, decode


def encode(state: Any, base: Any = None) -> str:
    """`state` as snapshot text (fields the base state shares written as references).

    :raises SnapshotError: a value does not match its declared type.
    """
    try:
        kind: Any = type(state)
        data = _codec(kind)[0](state, base)
    except (NameError, AttributeError, TypeError, KeyError, RecursionError) as exc:
        raise SnapshotError(str(exc)) from exc
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def decode(cls: type, text: str, base: Any = None) -> Any:
    """The state of class `cls` that `text` holds (`base`: the same state as `encode`).

    :raises SnapshotError: the text is not a snapshot of this class as declared now.
    """
    try:
        data = json.loads(text)
        kind: Any = cls
        return _codec(kind)[1](data, base)
    except SnapshotError:
        raise
    except (ValueError, NameError, AttributeError, TypeError, KeyError, RecursionError) as exc:
        raise SnapshotError(str(exc)) from exc


@cache
def shape(cls: type) -> str:
    """The layout of `cls` and every class it holds, as one line (compared, not parsed)."""
    seen: dict[type, str] = {}

    def visit(kind: Any) -> None:
        if dataclasses.is_dataclass(kind) and isinstance(kind, type):
            if kind in seen:
                return
            hints = _hints(kind)
            names = [f.name for f in dataclasses.fields(kind)]
            seen[kind] = (
                f"{kind.__module__}.{kind.__qualname__}("
                + ",".join(f"{n}:{hints[n]!r}" for n in names)
                + ")"
            )
            for n in names:
                visit(hints[n])
        for arg in typing.get_args(kind):
            visit(arg)

    visit(cls)
    return ";".join(seen.values())
