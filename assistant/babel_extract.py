"""Babel extractors for what the standard Python extractor cannot see.

* `assistant_rulebook` (YAML data files: rulebooks, boards): a mapping file line
  `[assistant_rulebook: rulebooks/camel-up.yaml]` makes one `pybabel extract` see the rule
  titles and texts beside the messages in the code. Every string value under a key named
  `title`, `text` or `label` is a message; the section id (or the nearest `id` above it)
  becomes a translator comment.
* `assistant_cli` (the command modules): the `N_()` messages as the Python extractor finds
  them, plus the help of the commands: the docstring of every function decorated with
  `.command(...)` or `.callback(...)` (cleaned as Click shows it) and every literal `help=`
  text. `assistant.cli.helptext` shows them translated in `--help`.

Both are entry points of the `babel.extractors` group (see pyproject.toml).
"""

from __future__ import annotations

import ast
import inspect
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


def extract_cli(
    fileobj: IO[bytes],
    keywords: Mapping[str, Any] | Collection[str],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[Any]:
    """The Python extractor's messages, then the help texts of the commands."""
    from babel.messages import extract

    python: Any = extract.extract_python  # its option types are narrower than the protocol's
    yield from python(fileobj, keywords, comment_tags, options)
    fileobj.seek(0)
    source = fileobj.read().decode(options.get("encoding", "utf-8"))
    for lineno, text, where in help_texts(source):
        yield (lineno, None, text, [where])


def help_texts(source: str) -> Iterator[tuple[int, str, str]]:
    """`(line, text, comment)` for each command docstring and literal `help=` in `source`."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and any(
            isinstance(d, ast.Call)
            and isinstance(d.func, ast.Attribute)
            and d.func.attr in ("command", "callback")
            for d in node.decorator_list
        ):
            doc = ast.get_docstring(node, clean=False)
            if doc:
                yield (node.lineno, inspect.cleandoc(doc), f"help of the command {node.name}")
        if isinstance(node, ast.Call):
            for keyword in node.keywords:
                value = keyword.value
                if (
                    keyword.arg == "help"
                    and isinstance(value, ast.Constant)
                    and isinstance(value.value, str)
                    and value.value.strip()
                ):
                    yield (value.lineno, value.value, "help of an option or command group")
