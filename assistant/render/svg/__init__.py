"""Pictures of a game's position as SVG documents, one module per game.

Every picture is drawn from the state's JSON document (what `status --json` prints), plus the
session's setup where the state does not carry everything (the board of Through the Desert).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import Any

from assistant.i18n import Translator


def has_picture(game_id: str) -> bool:
    return game_id in ("camel-up", "through-the-desert", "schatz-der-pharao", "ramses")


def picture(
    game_id: str,
    doc: Mapping[str, Any],
    setup: Mapping[str, Any],
    t: Translator,
    session: str = "",
) -> ET.Element:
    """The position of a game as an SVG element tree (see `common.to_string`).

    :raises KeyError: the game has no picture (see `has_picture`).
    """
    if game_id == "through-the-desert":
        from assistant.render.svg import desert

        return desert.picture(doc, setup, t, session)
    if game_id == "camel-up":
        from assistant.render.svg import camel_up

        return camel_up.picture(doc, t, session)
    if game_id == "schatz-der-pharao":
        from assistant.render.svg import pharao

        return pharao.picture(doc, t, session)
    if game_id == "ramses":
        from assistant.render.svg import ramses

        return ramses.picture(doc, t, session)
    raise KeyError(game_id)
