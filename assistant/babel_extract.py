"""A Babel extractor for the YAML data files (rulebooks, boards).

Registered as the `assistant_rulebook` entry point in the `babel.extractors` group, so a
mapping file line `[assistant_rulebook: rulebooks/camel-up.yaml]` makes one `pybabel extract`
see the rule titles and texts beside the messages in the code.

Every string value under a key named `title`, `text` or `label` is a message; the
section id (or the nearest `id` above it) becomes a translator comment.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

from assistant.yamlio import LineDict, load_text

TRANSLATABLE_KEYS = ("title", "text", "label")

Extracted = tuple[int, str | None, str, list[str]]


def extract_rulebook(
    fileobj: IO[bytes],
    keywords: Mapping[str, Any] | Collection[str],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[Extracted]:
    """Yield `(lineno, funcname, message, comments)` for each translatable string."""
    encoding = options.get("encoding", "utf-8")
    text = fileobj.read().decode(encoding)
    data = load_text(text, getattr(fileobj, "name", "<rulebook>"))
    yield from _walk(data, None)


def _walk(node: Any, context: str | None) -> Iterator[Extracted]:
    if isinstance(node, dict):
        here = node.get("id") if isinstance(node.get("id"), str) else context
        line = node.line if isinstance(node, LineDict) else 0
        for key in TRANSLATABLE_KEYS:
            value = node.get(key)
            if isinstance(value, str) and value.strip():
                comments = [f"{key} of {here}"] if here else []
                yield (line, None, value.strip(), comments)
        for key, value in node.items():
            if key not in TRANSLATABLE_KEYS:
                yield from _walk(value, here)
    elif isinstance(node, list):
        for item in node:
            yield from _walk(item, context)
