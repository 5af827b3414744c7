"""Rich views of every state and answer: the only place that draws.

Each function takes a Rich console and a translator; plain text comes out automatically when
stdout is not a terminal, and `NO_COLOR` is honoured by Rich.
"""
