"""A command module's Typer app, declared without importing Typer.

Importing Typer and building a group from its functions' type hints costs more than most
commands take to run, so the modules of `assistant.cli` declare their commands on an `App`:
the same `command`, `callback` and `add_typer` as `typer.Typer`, which only records them.
The Typer app (`App.typer`) is built when Click needs it: for a help page, or a command the
fast path (`assistant.cli.fast`) does not run itself; the fast path calls the recorded
functions directly (`App.function`).

The functions keep Typer's annotations (`Annotated[str, typer.Option(...)]`); the modules
import `typer` for the type checker only, and the name is given to them when the app is
built, which is when Typer reads the annotations. At run time a function imports what it
uses of Typer itself.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import typer

F = Callable[..., Any]


class App:
    """Commands recorded for a `typer.Typer(**settings)` built on demand."""

    def __init__(self, **settings: Any) -> None:
        self.settings = settings
        self.commands: list[tuple[str | None, dict[str, Any], F]] = []
        self.groups: list[tuple[App, dict[str, Any]]] = []
        self.main: tuple[dict[str, Any], F] | None = None

    @property
    def help(self) -> str:
        return str(self.settings.get("help") or "")

    def command(self, name: str | None = None, **options: Any) -> Callable[[F], F]:
        def record(function: F) -> F:
            self.commands.append((name, options, function))
            return function

        return record

    def callback(self, **options: Any) -> Callable[[F], F]:
        def record(function: F) -> F:
            self.main = (options, function)
            return function

        return record

    def add_typer(self, other: App, **options: Any) -> None:
        self.groups.append((other, options))

    def names(self) -> list[str]:
        """The names of the commands and groups, in the order they were declared."""
        found = [name or function.__name__.replace("_", "-") for name, _, function in self.commands]
        return found + [str(options.get("name") or "") for _, options in self.groups]

    def function(self, name: str) -> F | None:
        """The function of the command `name` (None: no such command, or a group)."""
        for command, _, function in self.commands:
            if (command or function.__name__.replace("_", "-")) == name:
                return function
        return None

    def click(self, name: str) -> Any:
        """The Click command (or group) `name` alone, built from its function (or its
        app) without the others; None when there is no such command."""
        import typer

        for command, options, function in self.commands:
            if (command or function.__name__.replace("_", "-")) == name:
                _give_typer(function)
                app = typer.Typer(**self.settings)
                app.command(command, **options)(function)
                return typer.main.get_command_from_info(
                    app.registered_commands[0],
                    pretty_exceptions_short=app.pretty_exceptions_short,
                    rich_markup_mode=app.rich_markup_mode,
                )
        for other, options in self.groups:
            if options.get("name") == name:
                group = typer.main.get_command(other.typer)
                group.name = name
                return group
        return None

    @functools.cached_property
    def typer(self) -> typer.Typer:
        """The Typer app itself (built once)."""
        import typer

        app = typer.Typer(**self.settings)
        if self.main is not None:
            options, function = self.main
            _give_typer(function)
            app.callback(**options)(function)
        for name, options, function in self.commands:
            _give_typer(function)
            app.command(name, **options)(function)
        for other, options in self.groups:
            app.add_typer(other.typer, **options)
        return app


class Later:
    """A `typer.Option` or `typer.Argument` in a type alias of a module (an option several
    commands share), made when the app is built: `Option(...)`, `Argument(...)`."""

    def __init__(self, kind: str, args: tuple[Any, ...], options: dict[str, Any]) -> None:
        self.kind, self.args, self.options = kind, args, options

    def make(self) -> Any:
        import typer

        return getattr(typer, self.kind)(*self.args, **self.options)


def Option(*args: Any, **options: Any) -> Any:
    """`typer.Option(...)`, made when the app is built (for a module-level type alias)."""
    return Later("Option", args, options)


def Argument(*args: Any, **options: Any) -> Any:
    """`typer.Argument(...)`, made when the app is built (for a module-level type alias)."""
    return Later("Argument", args, options)


def _give_typer(function: F) -> None:
    """Let Typer read `function`'s annotations, which name `typer` and the module's aliases
    (see the docstring): the name is given to the module, and its aliases made whole."""
    module = sys.modules.get(function.__module__)
    if module is None or "typer" in vars(module):
        return
    import typing

    import typer

    namespace = vars(module)
    kept = namespace.setdefault(DECLARED, {})
    for name, value in list(namespace.items()):
        metadata: tuple[Any, ...] = getattr(value, "__metadata__", None) or ()
        later = any(isinstance(item, Later) for item in metadata)
        if later and typing.get_origin(value) is typing.Annotated:
            made = [item.make() if isinstance(item, Later) else item for item in metadata]
            namespace[name] = typing.Annotated.__class_getitem__((value.__origin__, *made))
            kept[name] = value
    module.typer = typer  # type: ignore[attr-defined]


DECLARED = "_declared_aliases"
"""The module attribute keeping its aliases as declared (with their `Later`) once Typer's
objects replace them: `declared_alias` still reads them (the fast path's option reader)."""


def declared_alias(module: Any, name: str) -> Any:
    """The module's alias `name` as declared (None: no such name)."""
    kept = vars(module).get(DECLARED) or {}
    return kept.get(name, vars(module).get(name))


def typer_app(app: Any) -> Any:
    """The Typer app of a module's `app`: an `App` built, or a `typer.Typer` as it is (a
    test's game may declare its commands on Typer directly)."""
    return app.typer if isinstance(app, App) else app


def app_help(app: Any) -> str:
    """The help text of a module's `app`, without building it."""
    if isinstance(app, App):
        return app.help
    return str(app.info.help or "")
