"""`python -m assistant` runs the same CLI as the `assistant` console script."""

from assistant.cli.app import main

if __name__ == "__main__":
    raise SystemExit(main())
