"""The reports (Markdown and HTML) say how the game was set out: the command that starts it,
in the reader's words (the board, the oases, the returned leaders, the camels' start)."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path


def test_markdown_report_names_the_setup(cli) -> None:
    """camel-up/setup: the Markdown report has the start of the camels and the edition, in
    the reader's words; the line is the command that starts the same game (escaped as any
    Markdown text)."""
    start = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"
    cli.ok("camel", "new", "--players", "Léa,Marc", "--edition", "2", "--start", start)
    out = cli.ok("sessions", "export", "--format", "markdown", lang="fr").out
    line = next(li for li in out.splitlines() if li.startswith("- Mise en place"))
    assert line.startswith("- Mise en place\u202f: camel nouvelle --édition 2 --joueurs Léa,Marc")
    assert "'1:bleu,rouge 2:vert 3:jaune,violet 14:blanc 16:noir'" in line, line
    assert "`" not in line


class _Codes(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.codes: list[str] = []
        self._in = False

    def handle_starttag(self, tag, attrs) -> None:
        self._in = tag == "code"

    def handle_endtag(self, tag) -> None:
        self._in = False

    def handle_data(self, data) -> None:
        if self._in:
            self.codes.append(data)


def test_html_report_names_the_setup(cli, tmp_path: Path) -> None:
    """schatz-der-pharao/setup: the HTML report's header has the adventures drawn, in
    Italian, inside a <code> element."""
    cli.ok("pharao", "new", "--players", "Anna,Luca", "--adventures", "7,4,10,5,9")
    page = tmp_path / "r.html"
    cli.ok("sessions", "export", "--format", "html", "--output", str(page), lang="it")
    parser = _Codes()
    parser.feed(page.read_text(encoding="utf-8"))
    assert "pharao nuova --giocatori Anna,Luca --avventure 7,4,10,5,9" in parser.codes
