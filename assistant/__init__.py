"""assistant: a command-line companion for physical board games."""

from assistant.fastclasses import install as _install

__version__ = "0.1.0"

_install()  # before any of the package's dataclasses is made (see `assistant.fastclasses`)
