"""Pictures of a game's position as SVG documents, one module per game (each game's views,
`assistant.render.views`, name theirs).

Every picture is drawn from the state's JSON document (what `status --json` prints), plus the
session's setup where the state does not carry everything (the board of Through the Desert).
"""
