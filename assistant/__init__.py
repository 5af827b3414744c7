"""assistant: a command-line companion for physical board games."""

__version__ = "0.1.0"
