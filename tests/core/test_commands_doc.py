"""docs/commands.md is written from the games' grammars and kept up to date."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_the_words_page_is_up_to_date() -> None:
    tool = REPO / "tools" / "commands_doc.py"
    result = subprocess.run(
        [sys.executable, str(tool), "--check"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
    page = (REPO / "docs" / "commands.md").read_text(encoding="utf-8")
    assert "`parier`" in page and "`scommetti`" in page and "`trouvé`" in page
