"""Drawing the review of a Camel Up game (`assistant camel review`): every decision with what
it was worth and what was better, the luck of each leg and of the race, each player's totals;
in the terminal (Rich) and as the "Decisions" section of the game's HTML report.
"""

from __future__ import annotations

import functools
import textwrap
import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Console
from rich.padding import Padding

from assistant.games.camel_up.odds_value import ActionValue
from assistant.games.camel_up.review import Decision, Luck, Review
from assistant.i18n import Translator
from assistant.messages import N_, Plural
from assistant.render import fit_table, natural_width, titled
from assistant.render.camel_odds import action_words, signed_number


def action_text(t: Translator, action: ActionValue | None, edition: int) -> str:
    """An action in the reader's words, or “unknown” (a face-down card not revealed)."""
    if action is None:
        return t(N_("a face-down card (colour not revealed yet)"))
    return t.render(action_words(action, edition))


def part_name(t: Translator, part: int) -> str:
    return t(N_("race piles")) if part == 0 else t(N_("leg {leg}"), leg=part)


def review_report(console: Console, t: Translator, result: Review, session: str) -> None:
    """The review in the terminal: the decisions, each player's totals and costliest
    decisions, the luck of every leg and of the race."""
    console.print(t(N_("Camel Up review — {session}"), session=session), style="bold", markup=False)
    console.print(intro(t, result), markup=False, style="dim")
    decisions_table(console, t, result)
    players_table(console, t, result)
    for player in result.players:
        if not player.costliest:
            continue
        console.print(
            t(N_("Costliest decisions of {player}:"), player=player.name),
            markup=False,
            style="bold",
        )
        for decision in player.costliest:  # wrapped lines under the sentence, not the title
            said = costly_sentence(t, decision, result.edition)
            console.print(Padding(said, (0, 0, 0, 2), expand=False), markup=False)
    luck_table(console, t, result)
    if result.unknown:
        console.print(
            t(
                Plural(
                    "{n} decision could not be valued.",
                    "{n} decisions could not be valued.",
                    result.unknown,
                )
            ),
            markup=False,
            style="dim",
        )


def intro(t: Translator, result: Review) -> str:
    """What the review's figures mean, in the terminal and in the HTML report."""
    return t(
        N_(
            "Each decision valued as the odds command (assistant camel odds) values it: "
            "the change in the player's expected money. Given up: the best action's value "
            "less the value of the action taken, not counted within two standard errors "
            "(race odds simulated to a standard error of {target}). Luck: the money "
            "received against what the player's own decisions could expect."
        ),
        target=t.number(result.target, 3),
    )


def costly_sentence(t: Translator, decision: Decision, edition: int) -> str:
    return t(
        N_(
            "move {n} (leg {leg}): {taken} ({taken_value}); better: {best} ({best_value}), "
            "{given} given up."
        ),
        n=decision.n,
        leg=decision.leg,
        taken=action_text(t, decision.taken, edition),
        taken_value=_value(t, decision.taken_value),
        best=action_text(t, decision.best, edition),
        best_value=signed_number(t, decision.best_value),
        given=t.number(decision.given_up, 2),
    )


def _value(t: Translator, value: float | None) -> str:
    return "—" if value is None else signed_number(t, value)


def decisions_table(console: Console, t: Translator, result: Review) -> None:
    if not result.decisions:
        console.print(t(N_("No decision to review yet.")), markup=False)
        return
    table = titled(t(N_("Decisions")))
    table.add_column("#", justify="right")
    table.add_column(t(N_("Leg")), justify="right")
    table.add_column(t(N_("Player")))
    table.add_column(t(N_("Action taken")))
    table.add_column(t(N_("Value")), justify="right")
    table.add_column(t(N_("Best action then")))
    table.add_column(t(N_("Value")), justify="right")
    table.add_column(t(N_("Given up")), justify="right")
    for d in result.decisions:
        best = "=" if d.taken is not None and d.best.label == d.label else None
        given = t.number(d.given_up, 2) if d.counted else ""
        if not d.counted and d.taken is not None and d.best.label != d.label:
            given = t(N_("within noise"))
        table.add_row(
            str(d.n),
            str(d.leg),
            d.player,
            action_text(t, d.taken, result.edition),
            _value(t, d.taken_value),
            best or action_text(t, d.best, result.edition),
            signed_number(t, d.best_value),
            given,
        )
    if natural_width(console, table) <= console.width:
        console.print(table)
        return
    # Narrower than the table with its actions on one line (80 columns, French and Italian
    # words): a decision takes two lines, not a cell of six.
    console.print(table.title or "", style="table.title", markup=False)
    for d in result.decisions:
        line = t(
            N_("{n} · leg {leg} · {player}: {taken} ({taken_value})"),
            n=d.n,
            leg=d.leg,
            player=d.player,
            taken=action_text(t, d.taken, result.edition),
            taken_value=_value(t, d.taken_value),
        )
        # a long decision goes on indented (its `better:` line, further in), not at the margin
        wrapper = textwrap.TextWrapper(
            console.width, subsequent_indent="  ", break_long_words=False, break_on_hyphens=False
        )
        wrapped = wrapper.fill(line)
        console.print(wrapped, markup=False, overflow="ignore", crop=False)
        better = Padding(_better(t, d, result.edition), (0, 0, 0, 4), expand=False)
        console.print(better, style="dim")


def _better(t: Translator, d: Decision, edition: int) -> str:
    """The second line of a decision in the narrow layout: the best action then."""
    if d.taken is not None and d.best.label == d.label:
        return t(N_("the best action then"))
    best = action_text(t, d.best, edition)
    value = signed_number(t, d.best_value)
    if d.taken is None:  # a face-down card: its value is not known
        return t(N_("the best action then: {best} ({best_value})."), best=best, best_value=value)
    if d.counted:
        return t(
            N_("better: {best} ({best_value}), {given} given up."),
            best=best,
            best_value=value,
            given=t.number(d.given_up, 2),
        )
    return t(N_("better: {best} ({best_value}), within noise."), best=best, best_value=value)


def players_table(console: Console, t: Translator, result: Review) -> None:
    table = titled(t(N_("Choices and luck, per player")))
    table.add_column(t(N_("Player")))
    table.add_column(t(N_("Decisions")), justify="right")
    table.add_column(t(N_("Given up")), justify="right")
    table.add_column(t(N_("Luck")), justify="right")
    for p in result.players:
        table.add_row(p.name, str(p.decisions), t.number(p.given_up, 2), signed_number(t, p.luck))
    console.print(table)


def luck_rows(t: Translator, result: Review) -> tuple[list[str], list[list[str]]]:
    """Headings and rows of the luck table: one row per scored part, a cell per player
    (received, expected, luck)."""
    names = [p.name for p in result.players]
    parts: dict[int, dict[str, Luck]] = {}
    for part in result.luck:
        parts.setdefault(part.part, {})[part.player] = part
    heads = [t(N_("Part")), *names]
    rows = []
    for number in sorted(parts, key=lambda n: (n == 0, n)):
        cells = [part_name(t, number)]
        for name in names:
            found = parts[number].get(name)
            cells.append(
                "—"
                if found is None
                else t(
                    N_("{received} for {expected}: {luck}"),
                    received=signed_number(t, found.received, 0)
                    if found.received < 0
                    else found.received,
                    expected=t.number(found.expected, 2),
                    luck=signed_number(t, found.luck),
                )
            )
        rows.append(cells)
    return heads, rows


def luck_table(console: Console, t: Translator, result: Review) -> None:
    heads, rows = luck_rows(t, result)
    if not rows:
        console.print(t(N_("No leg has been scored yet: no luck to tell.")), markup=False)
        return
    table = titled(t(N_("Luck: coins received for coins expected")))
    for i, head in enumerate(heads):
        table.add_column(head, justify="left" if i == 0 else "right")
    for row in rows:
        table.add_row(*row)
    fit_table(console, table)  # no cell cut or wrapped if it can be helped
    console.print(table)


# -- the HTML report ---------------------------------------------------------------------------


@functools.lru_cache(maxsize=4)
def _reviewed(setup: str, moves: str) -> Review:
    """The review of a game (`setup` and its active `moves`, as JSON text): the same for
    every language, so a page exported in three languages in one process reviews once."""
    import json

    from assistant.games.camel_up import GAME
    from assistant.games.camel_up.review import review

    return review(json.loads(setup), [GAME.move_from_json(m) for m in json.loads(moves)])


def decisions_section(doc: Mapping[str, Any], t: Translator) -> ET.Element | None:
    """The "Decisions" section of a Camel Up report: the review of the exported session
    `doc` (`export_json`), with a chart of the value given up over the game; None when no
    decision was made."""
    import json

    active = [e["move"] for e in doc["moves"] if e["status"] == "active"]
    result = _reviewed(json.dumps(doc["setup"], sort_keys=True), json.dumps(active))
    if not result.decisions:
        return None
    section = ET.Element("section", {"class": "decisions", "id": "decisions"})
    _add(section, "h2", t(N_("Decisions")))
    _add(section, "p", intro(t, result), "meta")
    _add(section, "figure").append(_given_up_chart(t, result))
    heads = [t(N_("Player")), t(N_("Decisions")), t(N_("Given up")), t(N_("Luck"))]
    rows = [
        [p.name, str(p.decisions), t.number(p.given_up, 2), signed_number(t, p.luck)]
        for p in result.players
    ]
    _table(section, heads, rows, numeric=(1, 2, 3))
    for p in result.players:
        if p.costliest:
            _add(section, "h3", t(N_("Costliest decisions of {player}:"), player=p.name))
            items = _add(section, "ul")
            for decision in p.costliest:
                _add(items, "li", costly_sentence(t, decision, result.edition))
    heads, rows = luck_rows(t, result)
    if rows:
        _add(section, "h3", t(N_("Luck: coins received for coins expected")))
        _table(section, heads, rows, numeric=tuple(range(1, len(heads))))
    _add(section, "h3", t(N_("Every decision")))
    _every_decision(section, t, result)
    return section


def _given_up_chart(t: Translator, result: Review) -> ET.Element:
    """A line per player: the value they gave up, added up move after move."""
    from assistant.render.svg.chart import line_chart

    labels = ["0", *(str(d.n) for d in result.decisions)]
    series = []
    for name in (p.name for p in result.players):
        total = 0.0
        values = [0.0]
        for d in result.decisions:
            if d.player == name:
                total += d.given_up
            values.append(round(total, 2))
        series.append((name, values))
    return line_chart(
        t(N_("Value given up, added up over the game")),
        labels,
        series,
        t(N_("coins")),
        t(N_("moves")),
        ident="chart-given-up",
    )


def _every_decision(section: ET.Element, t: Translator, result: Review) -> None:
    """The table of every decision: the action taken, the best one then, what was given up."""
    heads = [
        "#",
        t(N_("Leg")),
        t(N_("Player")),
        t(N_("Action taken")),
        t(N_("Value")),
        t(N_("Best action then")),
        t(N_("Value")),
        t(N_("Given up")),
    ]
    rows = [
        [
            str(d.n),
            str(d.leg),
            d.player,
            action_text(t, d.taken, result.edition),
            _value(t, d.taken_value),
            action_text(t, d.best, result.edition),
            signed_number(t, d.best_value),
            t.number(d.given_up, 2) if d.counted else "",
        ]
        for d in result.decisions
    ]
    _table(section, heads, rows, numeric=(0, 1, 4, 6, 7))


def _add(parent: ET.Element, tag: str, text: str | None = None, class_: str = "") -> ET.Element:
    element = ET.SubElement(parent, tag, {"class": class_} if class_ else {})
    if text is not None:
        element.text = text
    return element


def _table(
    parent: ET.Element, heads: Sequence[str], rows: Sequence[Sequence[str]], numeric: Sequence[int]
) -> None:
    table = _add(parent, "table")
    head = _add(_add(table, "thead"), "tr")
    for i, text in enumerate(heads):
        _add(head, "th", text, "num" if i in numeric else "").set("scope", "col")
    body = _add(table, "tbody")
    for row in rows:
        line = _add(body, "tr")
        for i, text in enumerate(row):
            _add(line, "td", text, "num" if i in numeric else "")
