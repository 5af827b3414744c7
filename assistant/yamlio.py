"""Reading YAML data files (rulebooks, boards) safely, with line numbers for error messages.

The loader is PyYAML's safe loader (the C one when available); the only addition is that
every mapping remembers the line it starts on, so a bad rulebook or board can be reported
with the line to fix.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import yaml

from assistant.errors import usage
from assistant.messages import N_, os_reason

if TYPE_CHECKING:
    from pathlib import Path

_Base: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class LineDict(dict[str, Any]):
    """A mapping read from YAML, with the 1-based line where it starts."""

    line: int = 0


class _LineLoader(_Base):  # type: ignore[valid-type,misc]
    pass


def _construct_mapping(loader: yaml.SafeLoader, node: yaml.MappingNode) -> LineDict:
    loader.flatten_mapping(node)
    result = LineDict({str(k): v for k, v in loader.construct_mapping(node, deep=True).items()})
    result.line = node.start_mark.line + 1
    return result


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def load_text(text: str, source: str) -> Any:
    """Parse YAML `text`; a syntax error becomes a usage error naming `source` and the line."""
    try:
        return yaml.load(text, Loader=_LineLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else 0
        raise usage(
            "input/bad-yaml",
            N_("{source}, line {line}: not valid YAML ({problem})."),
            source=source,
            line=line,
            problem=str(getattr(exc, "problem", exc)),
        ) from exc


def load_file(path: Path | str) -> Any:
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    except OSError as exc:
        raise usage(
            "input/unreadable",
            N_("Cannot read {source}: {reason}"),
            source=str(path),
            reason=os_reason(exc),
        ) from exc
    return load_text(text, str(path))
