"""The prompt of table mode (`assistant play`): a session open for the whole game.

`TablePrompt` turns one line typed at the table into the argument list of a one-shot command
(`roll blue 2` at a Camel Up table is `assistant --session NAME camel roll blue 2`), runs it
in this process through `app.execute` with a child `Runtime` that shares the journal, and
shows what was refused. Nothing about a game is written here: the commands and their words
come from the game's grammar (`assistant.syntax`) and command group, the rule sections from
its rulebook. `assistant.cli.completion` completes its lines; `assistant.cli.table` reads them
(from a terminal or piped in).
"""

from __future__ import annotations

import contextlib
import itertools
import re
import sqlite3
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from assistant import interrupts
from assistant.cli.moves import asked, game_words, player_first
from assistant.cli.runtime import HeldOutput, Runtime, print_json
from assistant.cli.spoken import (
    AUXILIARIES,
    CHECK,
    COUNT_HEADS,
    LEADING_ARTICLES,
    SUBJECTS,
    VERBS,
    Commands,
    allowed_asked,
    brief_asked,
    claimed,
    correction,
    counted,
    joins,
    lead_ins_out,
    moves_in,
    negated,
    new_game_first,
    place_each,
    place_last,
    play_asked,
    players_with,
    pronoun_corrected,
    remark_starts,
    restates,
    said,
    says_one_move,
    says_that,
    subject_first,
    the_last_move,
    verb_first,
    was_said,
    what_if,
    whose_turn,
    win_asked,
    without_article,
    without_asking,
)
from assistant.errors import (
    EXIT_OK,
    EXIT_RULES,
    AssistantError,
    UsageError,
    exit_code_of,
    usage,
)
from assistant.games import ARTICLES, BY_ID, fold, load
from assistant.games.base import Game, GameSpec
from assistant.messages import N_, TURN_NOW, Msg, Plural
from assistant.sessions import Session
from assistant.syntax import (
    ACTOR_CURRENT,
    ACTOR_NONE,
    JOINS,
    PLAYER_OPTION,
    SEPARATORS,
    WINS,
    Term,
    separates,
)

if TYPE_CHECKING:
    from assistant.i18n import Translator
    from assistant.rulebook import Section

FOR = frozenset({"for", "pour", "per", "de", "di", "of"})
ALSO_FIRST = frozenset({"anche", "aussi", "also", "pure"})
"""`anche Sara sbaglia`: said before the player who does the same, folded."""
OWNER_OF = frozenset({"de", "di", "of"})
ASKS = frozenset({"demande", "chiede", "domanda", "asks", "asked"})
"""A verb of asking after a player's name (`Zoé demande : quelles sont les cotes ?`, `Anna
chiede: quali sono le probabilità?`), folded: what follows is the question, theirs."""
THAT_OF = frozenset({"celle", "celui", "quella", "quello", "that"})
"""`celle de`, `quella di`: the thing of the move just recorded, another player's
(`TablePrompt.that_of`), folded."""
"""The words before whose a thing is (`la carte de Zoé`), folded."""
ELIDED_OF = re.compile(r"^d['’]")
"""`d'Anna`, `d’Anna`: `de` elided before a name."""
"""The word before a player's name that ends a line asking for them (`cotes pour Léa`)."""

JOURNAL_COMMANDS = ("log", "undo", "redo")
"""Root commands that act on the table's session as they are."""
LEAVE = ("quit", "exit")
TABLE_COMMANDS = ("rules", "help", *LEAVE)

RULE_ASKING = frozenset(
    {
        *("comment", "pourquoi", "quand", "que", "quel", "quelle", "quels", "quelles", "ou"),
        *("peut-on", "on", "doit-on", "faut-il", "combien", "come", "perche", "quando"),
        *("cosa", "che", "quale", "quali", "quanto", "quanti", "quante", "si", "dove", "how"),
        *("why", "when", "what", "which", "can", "does", "do", "is", "are", "where", "one"),
    }
)
"""The first words of a general question about the rules (`comment on compte les points
?`, `peut-on …`, `si può …`), folded: a question that reads as no move searches this
game's rules (`TablePrompt.rules_asked`)."""
"""Commands of the prompt itself (`rules` is the root command, narrowed to this game)."""


@dataclass(frozen=True)
class Plan:
    """What a line asks for: leave, show the help, or run `argv` (after `assistant`)."""

    action: str  # "leave", "help" or "run"
    argv: tuple[str, ...] = ()


def invalid(error: AssistantError) -> bool:
    """Whether `error` refuses a move for naming what does not exist (a hex `l'ultimo`): the
    words were no move, rather than a move the rules forbid."""
    from assistant.games.base import InvalidMoveError

    return isinstance(error, InvalidMoveError)


SUPPOSED = N_("That was a question: nothing is recorded. Say the move to record it.")
NOT_THEIR_TURN = N_(
    "It is {current}'s turn now, not {player}'s: this is what the move would do on {player}'s turn."
)

CORRECTION_LINKS = frozenset({"da", "de", "di", "en", "in", "on", "at", "of", "sur", "sul"})
"""Prepositions of a value said in a correction (`era un 5`, `c'était en K5`), folded: a
value alone with them replaces the last word of the move corrected."""

ALSO = frozenset({"aussi", "anche", "too", "also"})
"""The word after a player's name that repeats a move for them (`Paul aussi`), folded."""

ABANDON = frozenset(
    {
        *("abandonner", "abandonne", "abandonnons", "abandonnez", "arreter", "arretons"),
        *("abbandonare", "abbandona", "abbandoniamo", "abbandonate", "smettere", "smettiamo"),
        *("abandon", "abandons", "forfeit", "resign", "stop"),
    }
)
"""A game said abandoned (`on abandonne la partie`, `abbandoniamo`), folded: nothing is
deleted on a word; the answer says how to leave the table and how to delete the game."""

PASS = frozenset({"passe", "passer", "passo", "passa", "pass", "passes", "skip", "skips"})
"""A turn said passed (`Léa passe son tour`, `passo`), folded: no game here has one."""

NOT_WRONG = frozenset({"input/nothing-shown"})
"""The refusals of a line that says nothing wrong, only nothing to record (Ramsès: a pyramid
slid that showed no treasure): at the table a plain answer, not an error."""


@dataclass
class TablePrompt:
    """A session open at the prompt; every question re-reads the journal."""

    runtime: Runtime
    name: str
    seen: list[int] | None = field(default=None)
    failed: int = 0
    """The exit code of the first refused line (0 while none was)."""
    id: int | None = None
    """The session's identity, once looked up: the table follows it, not its name."""
    game: str | None = None
    gone: bool = False
    """The session was deleted elsewhere: the table is closed."""
    seen_as: tuple[int, int] | None = None
    """The session and revision `seen` was read at (see `active`)."""
    pending: tuple[str, ...] | None = None
    """The words of the last line whose choices a one-word line may pick (`options yellow`
    then `b`: see `Grammar.follow_up`), until the turn passes."""
    shown: Any = None
    """The state the choices of `pending` were shown at (a move of the same turn since
    then may have changed their letters: the game's `follow_up` compares)."""
    asked_who: bool = False
    """The line being run asks who leads (`qui mène ?`): the status is followed by who."""
    asked_rule: bool = False
    """The line being run is a question about the rules (`que se passe-t-il si … ?`): the
    best section is shown, not a list (`rules --answer`)."""
    lines: list[int] = field(default_factory=list)
    """How many moves each line recorded at this prompt recorded, the last line last (a
    bare `undo` takes back the last line's moves together; moves recorded elsewhere count
    one each)."""
    undone: list[int] = field(default_factory=list)
    """How many moves each bare `undo` took back together, the last last (a bare `redo`
    puts back what the last `undo` took back, no more)."""
    claim: tuple[str, bool] | None = None
    """The claim the line being run makes, who and whether it says a move is not allowed
    (`Léa dit que Paul n'a pas le droit de …`: `judge_claim`)."""
    refused_line: bool = False
    """The last line was refused (`annule ça` then undoes nothing: see `_run`)."""
    planned: list[str] = field(default_factory=list)
    """The words of the line being planned, `Paul aussi` said whole (`same_again`)."""
    other_games: dict[
        str, tuple[list[int], list[int], list[str] | None, tuple[str, ...] | None]
    ] = field(default_factory=dict)
    """The lines, undone lines and last move said of the games the table moved away from
    (`partite usa …`), by session name: taken up again when it comes back."""
    last_asked: tuple[str, ...] | None = None
    """The arguments of the last line, when it asked about a move (`check …`): `et en H13 ?`
    asks the same of another value (`asked_again`)."""
    last_move: list[str] | None = None
    """The words of the last line that recorded one move (`Paul aussi` after `Léa rate`
    is that move, Paul's)."""
    last_argv: tuple[str, ...] | None = None
    """The arguments of the last line that recorded one move (`celle d'Inès est rouge`
    after Léa's card turned over: `that_of`)."""

    @property
    def t(self) -> Translator:
        return self.runtime.t

    # -- what the journal says now ------------------------------------------------------

    def session(self) -> Session:
        """The table's session, followed by its identity: renamed in another window, the
        table takes the new name; deleted, `session/gone` (exit 4)."""
        from assistant.cli.recording import gone

        journal = self.runtime.journal
        found = journal.get(self.name) if self.id is None else journal.by_id(self.id)
        if found is None:
            raise gone(self.name)
        self.id, self.game, self.name = found.id, found.game, found.name
        self.runtime.session = found.name
        self.runtime.pinned = (found.id, found.name)
        return found

    def snapshot(self) -> tuple[Session, Game[Any, Any], Any]:
        """The session, its rules and its state, as the journal has them now."""
        from assistant.sessions import load_state

        session = self.session()
        return session, load(session.game), load_state(self.runtime.journal, session)

    def spec(self) -> GameSpec:
        return BY_ID[self.game or self.session().game]

    def group(self, spec: GameSpec | None = None) -> Any:
        """The game's command group (`assistant camel`), from the command tree."""
        from assistant.cli.app import root_command

        spec = spec or self.spec()
        return root_command().get_command(None, spec.cli)

    def words(self, spec: GameSpec | None = None) -> dict[str, Term]:
        """Every command the prompt takes, id -> its words in three languages: the game's
        (its moves, `check`, its other commands), the journal's and the prompt's own."""
        from assistant.syntax import COMMON_WORDS

        words: dict[str, Term] = dict(game_words(spec or self.spec()))
        for name in (*JOURNAL_COMMANDS, *TABLE_COMMANDS):
            words.setdefault(name, COMMON_WORDS[name])
        return words

    def commands(self) -> list[str]:
        """Every command id the prompt takes."""
        return list(self.words())

    def players(self) -> list[str]:
        """The session's players, as the game names them."""
        _, game, state = self.snapshot()
        return list(game.players(state))

    def prompt_parts(self) -> tuple[str, str | None]:
        """The session's name and whose turn it is (`None` once the game is over)."""
        session, game, state = self.snapshot()
        return session.name, None if game.is_finished(state) else game.current_player(state)

    def over(self) -> bool:
        """Whether the game is over, its final scoring done (a Camel Up race over with
        face-down cards to reveal is not)."""
        _, game, state = self.snapshot()
        return bool(game.is_finished(state))

    # -- reading a line -------------------------------------------------------------------

    def resolve(self, word: str, words: Mapping[str, Term] | None = None) -> str:
        """A command's id from its name in any language or a unique prefix (`st` = `status`,
        `par` = `bet` at any table), any case, accents optional."""
        from assistant.games import fold
        from assistant.syntax import resolve, term_spellings

        every = words if words is not None else self.words()
        lang = self.t.lang
        try:
            _, game, state = self.snapshot()
            absent = {c.id for c in game.grammar.commands if not c.offered(state)}
        except (AssistantError, sqlite3.Error):  # the session is gone: quit and help still work
            absent = set()
        offered = {key: term for key, term in every.items() if key not in absent}
        try:
            return resolve(
                word,
                term_spellings(offered),
                N_("command"),
                lang,
                shown=lambda k: offered[k].shown(lang),
                careful=offered.keys(),  # a verb said is no typo: `gagne` is no `pyramide`
            )
        except AssistantError:  # a command of this game in another edition, by its exact word
            key = fold(word.strip())
            for found in absent & set(every):
                if key in map(fold, every[found].spellings()):
                    return found
            raise

    def strip_game(self, words: list[str]) -> list[str]:
        """A line copied from a shell: `assistant camel bet blue` or `camel bet blue` is
        `bet blue` at a Camel Up table."""
        from assistant.games import find_spec, fold

        rest = words[1:] if words[:1] == ["assistant"] else list(words)
        spellings = {fold(s) for term in self.words().values() for s in term.spellings()}
        if len(rest) > 1 and fold(rest[0]) not in spellings:
            named = find_spec(rest[0])
            if named is not None and named.id == self.spec().id:
                return rest[1:]
        return rest

    def another_game(self, words: list[str]) -> Plan | None:
        """A line that is another game's `new` (`desert nouvelle ...` at a Camel Up table,
        where `desert` alone is the desert tile), or any game's said in words (`nuova
        partita di Ramsès con Anna e Marco`, this game's too): run as such, the table then
        moves to the game it starts, as after this game's `new`."""
        from assistant.games import find_spec
        from assistant.syntax import COMMON_WORDS

        rest = new_game_first(words[1:] if words[:1] == ["assistant"] else words)
        if len(rest) < 2 or not COMMON_WORDS["new"].means(rest[1]):
            return None
        named = find_spec(rest[0])
        if named is None or (named.id == self.spec().id and rest[0] == words[0]):
            return None  # `desert nouvelle ...` at a desert table: this game's own `new`
        return Plan("run", (named.cli, *rest[1:]))

    def named_first(
        self, words: list[str], commands: Mapping[str, Term] | None = None
    ) -> tuple[str | None, list[str]]:
        """`bo parier bleu`, the name without its colon: a first word that is none of
        `commands` (default: the table's) but names a player is `bo: parier bleu` (what
        follows is then read as a command, and refused as one). A player's whole name is a
        name even where it starts a command's word (`Léa pose ...`, where `léa` starts
        `leader`). `Léa a trouvé`, `Marco ha trovato`: the auxiliary before a command is left
        out (`AUXILIARIES`)."""
        if len(words) < 2:
            return None, words
        if not player_first(words[0], commands or self.words(), self.players()):
            return None, words  # a command's word or start, not a name
        rest = words[1:]
        helpers = 0
        while helpers + 1 < len(rest) and fold(rest[helpers]) in AUXILIARIES:
            helpers += 1  # `Anna è stata punta`: two
        verb = rest[helpers].rstrip(",") or rest[helpers]  # `Zoé est piquée, elle donne …`
        if helpers and (self.command_of(verb, commands) is not None or fold(verb) in VERBS):
            rest = [verb, *rest[helpers + 1 :]]  # else `a` is read as a command (and refused)
        return words[0], rest

    def command_of(self, word: str, commands: Mapping[str, Term] | None = None) -> str | None:
        """`resolve`, or None when `word` names no command (nor starts one) here. An article
        names a command only as its whole word (`le` starts `leg-bet`, but `le vert fait 1`
        is a roll)."""
        every = commands if commands is not None else self.words()
        if fold(word) in LEADING_ARTICLES and not any(t.means(word) for t in every.values()):
            return None
        try:
            return self.resolve(word, commands)
        except AssistantError:
            return None

    def spoken(self, moves: Mapping[str, Term]) -> Commands:
        """The table's commands as `spoken.said` reads a line with them."""
        grammar = load(self.spec().id).grammar
        return Commands(self.command_of, self.words(), moves, grammar.phrases, grammar.fillers)

    def plan(self, words: list[str]) -> Plan:
        """The one-shot arguments for the words of a line (already split)."""
        # `et en H13 ?` after `peut-il mettre … en H14 ?`: that question again
        other = self.another_game(words) or self.asked_again(words) or self.that_of(words)
        if other is not None:
            return other
        chosen, words = self.heard(words)
        words = self.same_again(words)  # `Paul aussi` after `Léa rate`
        self.planned = words
        question = without_asking(words)
        playing = self.play_question(question)  # `est-ce que Marc peut jouer ?`
        if playing is not None:
            return playing
        if not chosen and not self.runtime.json and self.count_said(question) is not None:
            return Plan("brief", ("count", *question))  # `combien de cartes a Zoé en main ?`
        words = chosen or self.picked(words) or whose_turn(question)
        brief, words = self.asked_brief(words, question)
        if brief is not None:
            return brief
        words = self.won_said(words)  # `Paul gagne le duel : …`
        words = self.pair_said(words)  # `Sara e Gio fanno alleanza`
        player, words = self.said_by(words)
        if not words:
            raise usage("table/nothing-to-do", N_("What does {player} do?"), player=player)
        spec = self.spec()
        game = load(spec.id)
        self.no_pass(words, spec, game)  # `Léa passe son tour`, `je passe`
        moves = {c.id: c.words for c in game.grammar.commands}
        grammar = game.grammar  # `ne l'a pas trouvé`: `miss`; `ne trouve rien`: nothing
        words = negated(words, grammar.negated, moves, grammar.nothing_said)
        heard = words
        words = said(words, self.spoken(moves))  # `puis-je ...`, `pose sa tuile ...`
        words = self.implied(words)  # `bleu 2`
        command = self.move_word(words, heard=heard)
        rest = asked(words[1:])  # `check desert 7 oasis?`, `état ?`: the question mark is no word
        if command == "new":
            grammar = game.grammar  # `nuova con Anna e Marco`
            rest = players_with(rest, grammar.options, grammar.setup_said, grammar.file_option)
        if command in LEAVE and rest:  # `qui joue ?` starts `quitter`: no leaving on a question
            raise usage(
                "input/extra-words", N_("Unexpected extra words: {extra}."), extra=" ".join(rest)
            )
        if command in LEAVE:
            return Plan("leave")
        if command == "help":
            return Plan("help", tuple(rest))
        if player is None:
            player, rest = self.player_last(command, rest, moves)
        if command in game.grammar.others:  # `dove è E10?`, `scelte per il verde`
            rest = plain_arguments(rest, game.grammar, command)
        if player is not None:
            if command not in moves and command != CHECK and not self.takes_player(command):
                raise usage(
                    "table/not-a-move",
                    N_("“{player}:” names who plays; `{command}` is not a move."),
                    player=player,
                    command=words[0],
                )
            if command not in moves or game.grammar.command(command).actor != ACTOR_NONE:
                rest = [*rest, "--player", player]  # (`Léa: eau F5 3`: no one's move)
            elif named_player(game.grammar.command(command)):
                rest = [player, *rest]  # `Zoé est piquée par le scorpion`: Zoé is stung
        if command == CHECK and rest and not rest[0].startswith("-"):
            rest = self.checked_words(rest, moves)
        if command == "rules":
            return Plan("run", tuple(rules_argv(spec, rest, answer=self.asked_rule)))
        session = ("--session", self.name)
        if command in JOURNAL_COMMANDS and command not in game_words(spec):
            return Plan("run", (*session, command, *the_last_move(rest)))
        return Plan("run", (*session, spec.cli, command, *rest))

    def asked_brief(self, words: list[str], question: list[str]) -> tuple[Plan | None, list[str]]:
        """A question a few lines answer (`chi vince?`: the totals, who leads and whose
        turn; `c'est à qui ?`: whose turn; `combien de points a Marc ?`: Marc's) as its
        plan, else None and the line's words (`qui mène ?`: the brief status). Keeps
        whether the line asks who leads and whether it asks about the rules (`que se
        passe-t-il si … ?`: its rules answered, not listed, `rules … --answer`)."""
        self.asked_rule = words[:1] == ["rules"] and question[:1] != ["rules"]
        self.asked_who = words == ["status"] and question != words
        kind = brief_asked(question) if self.asked_who and not self.runtime.json else None
        if kind == "left" and self.left_said(question) is None:
            kind = None  # `combien de scarabées reste-t-il à Paul ?`: the status shows them
        brief_status = self.asked_who and kind not in ("turn", "left")
        if brief_status and self.takes_option("status", "--brief"):
            return None, ["status", "--brief"]  # `qui mène ?`: points and whose turn, no map
        if kind:
            return Plan("brief", (kind, *question)), words
        return None, words

    def said_by(self, words: list[str]) -> tuple[str | None, list[str]]:
        """The player a line names first (`Léa: …`, `Léa rate`), and its words without
        them and without the punctuation glued to the first word after them; `also` said
        before them is left out (`anche Sara sbaglia: pugnale`)."""
        if len(words) > 2 and fold(words[0]) in ALSO_FIRST:
            words = words[1:]
        words = place_last(words)  # `sur le dernier, Inès avait mis le violet`
        player, words = split_player(words, self.players)
        if len(words) > 1 and words[0][-1:] in (",", ";") and len(words[0]) > 1:
            words = [words[0][:-1], *words[1:]]  # `raté, c'est un masque`
        if player is None:
            player, words = self.named_first(words)
            if player is not None and len(words) > 1 and words[0][-1:] == ",":
                words = [words[0][:-1], *words[1:]]  # `Anna sbaglia, usa lo scarabeo`
        if player is not None and len(words) > 1 and fold(words[0].rstrip(":")) in ASKS:
            words = words[2:] if words[1] == ":" else words[1:]  # `Zoé demande : les cotes ?`
        if len(words) > 1 and words[0][-1:] == ":" and self.command_of(words[0][:-1]):
            words = [words[0][:-1], *words[1:]]  # `Anna sbaglia: scettro`, `duello: Luca …`
        return player, words

    def player_last(
        self, command: str, rest: list[str], moves: Mapping[str, Term]
    ) -> tuple[str | None, list[str]]:
        """`cotes pour Léa`, `quote per Marco`, `odds for bo`: a player's whole name after
        `for` at the end of a command that takes a player is its `--player`; so is a
        player's whole name anywhere in the words of a command that is no move
        (`dove può mettere Sara il capo rosa?`: `options rosa --player Sara`)."""
        typed = any(PLAYER_OPTION.means(w) for w in rest)  # `choix jaune --joueur Léa`
        if not rest or typed or (len(rest) < 2 and command in moves):
            return None, rest  # (`scelte Marco?`: Marco's choices)
        if command not in moves and not self.takes_player(command):
            return None, rest
        if len(rest) < 2 or fold(rest[-2]) not in FOR:
            if command in moves:
                return self.owner_said(command, rest)
            plain = [fold(w.strip(",;:?？")) for w in rest]
            at = next(
                (i for i, w in enumerate(plain) for p in self.players() if fold(p) == w), None
            )
            if at is None:
                return None, rest
            said = next(p for p in self.players() if fold(p) == plain[at])
            return said, [*rest[:at], *rest[at + 1 :]]
        name = next((p for p in self.players() if fold(p) == fold(rest[-1])), None)
        return (name, rest[:-2]) if name is not None else (None, rest)

    def owner_said(self, command: str, rest: list[str]) -> tuple[str | None, list[str]]:
        """`la carte cachée de Zoé sur le vainqueur`, `la carta coperta di Anna`, `d'Anna`:
        in a move of the game's `Grammar.possessed`, a player's whole name after `de`, `di`,
        `of` is whose move it is (`--player`), those words left out."""
        if command not in load(self.spec().id).grammar.possessed:
            return None, rest
        plain = [fold(w.strip(",;:?？")) for w in rest]
        names = {fold(p): p for p in self.players()}
        for i, word in enumerate(plain):
            if word in OWNER_OF and i + 1 < len(plain) and plain[i + 1] in names:
                return names[plain[i + 1]], [*rest[:i], *rest[i + 2 :]]
            elided = ELIDED_OF.sub("", word)
            if elided != word and elided in names:
                return names[elided], [*rest[:i], *rest[i + 1 :]]
        return None, rest

    def takes_option(self, command: str, option: str) -> bool:
        """Whether the game's command (`status`) has `option` (Through the Desert's
        `--brief`)."""
        click_command = self.group(self.spec()).get_command(None, command)
        params = getattr(click_command, "params", ())
        return any(option in getattr(param, "opts", ()) for param in params)

    def takes_player(self, command: str) -> bool:
        """Whether one of the game's other commands has a `--player` (`odds`): `bo: odds`
        is then `odds --player bo`."""
        if command in JOURNAL_COMMANDS or command in TABLE_COMMANDS:
            return False
        return self.takes_option(command, "--player")

    def checked_words(self, rest: list[str], moves: Mapping[str, Term]) -> list[str]:
        """The words after `check`, the move's word resolved; a player named first (`check bo
        leader pink G3`, `check bo: ...`) is the move's `--player`."""
        named, after = split_player(rest, self.players)
        if named is None:
            named, after = self.named_first(rest, moves)
        spoken = self.spoken(moves)

        def read(words: list[str]) -> list[str]:  # `vérifier elle prend la tuile ...`
            return self.implied(
                verb_first(subject_first(without_article(words, spoken), spoken), spoken)
            )

        if named is not None and after:
            after = read(after)
            checked = [self.move_word(after, moves), *after[1:], "--player", named]
        else:
            rest = read(rest)
            checked = [self.move_word(rest, moves), *rest[1:]]
        move = checked[0] in moves and load(self.spec().id).grammar.command(checked[0])
        if move and move.actor == ACTOR_NONE and named_player(move) and "--player" in checked:
            at = checked.index("--player")  # `Anna può dare l'anello a Marco?`: Anna is stung
            return [checked[0], checked[at + 1], *checked[1:at], *checked[at + 2 :]]
        return checked

    def no_pass(self, words: list[str], spec: GameSpec, game: Game[Any, Any]) -> None:
        """A turn said passed (`Léa passe son tour`, `je passe`) is refused with the game's
        turn rule (of the edition played) and the moves a turn may be."""
        verb = words[1] if len(words) > 1 and fold(words[0]) in SUBJECTS else words[0]
        if fold(verb) in PASS and not self.command_of(verb):  # `Léa passe son tour`, `je passe`
            from assistant.games.base import IllegalMoveError
            from assistant.i18n import OneOf

            text = N_("No turn is passed in {game}: a turn is always one of its moves ({moves}).")
            try:
                state = self.snapshot()[2]
            except (AssistantError, sqlite3.Error):
                state = None
            offered = [
                c for c in game.grammar.commands if c.offered(state) and c.actor == ACTOR_CURRENT
            ]
            moves_said = OneOf(c.words.shown(self.t.lang) for c in offered)
            raise IllegalMoveError(
                Msg(text, {"game": Msg(spec.name), "moves": moves_said}),
                game.turn_rule(state),  # the edition's own: `camel-up/turn-2`
            )

    def move_word(
        self,
        words: list[str],
        moves: Mapping[str, Term] | None = None,
        heard: Sequence[str] = (),
    ) -> str:
        """The command the first of `words` names, as `Grammar.redirects` reads it with the
        rest (`puntare sul vincitore` is a race card; `heard`: the line as said)."""
        try:
            command = self.resolve(words[0], moves)
        except AssistantError:  # `messo il giallo`: a move this state may still make of it
            command = self.in_state(words, heard, "")
            if not command:
                raise
            return command
        command = self.in_state(words, heard, command)
        try:
            grammar = load(self.spec().id).grammar
        except (AssistantError, sqlite3.Error):  # the session is gone: quit and help still work
            return command
        return grammar.redirected(command, words[1:], heard) or command

    def in_state(self, words: list[str], heard: Sequence[str], command: str) -> str:
        """The command `Grammar.in_state` makes of `command` said with `words` in the
        session's state (`pose le turquoise en C15` among the leaders), else `command`."""
        said = [fold(w) for w in (*heard, *words)]
        try:
            grammar = load(self.spec().id).grammar
            if grammar.in_state is None:
                return command
            return grammar.in_state(self.snapshot()[2], command, said) or command
        except (AssistantError, sqlite3.Error):  # the session is gone
            return command

    def run(self, line: str) -> int | None:
        """Run one line; its exit code, or `None` when the line leaves the table.

        A Ctrl-C that comes once the line's move is being committed waits for its answer
        (`assistant.interrupts`), which then says the move is recorded."""
        try:
            return self._run(line)
        finally:
            if interrupts.release():
                from assistant.cli.app import HELD
                from assistant.cli.runtime import write_error_line

                write_error_line(self.t(HELD))

    def _run(self, line: str) -> int | None:
        from assistant.syntax import split_line

        unreadable = bad_line(line)
        if unreadable is not None:
            return self.fail(unreadable)
        try:
            words = split_line(line)
        except AssistantError as refused:
            return self.fail(refused)
        words = exclaimed(words)
        if not words:
            return 0
        after_refusal, self.refused_line = self.refused_line, False
        self.claim = None
        deleted = self.refresh()
        if deleted is None and self.abandoned(words):
            return 0
        moved = self.moved_to(words) if deleted is None else None
        if moved is not None:  # `partite usa camel-up-1`: the table goes on with that game
            return moved
        if deleted is None and self.stale_letter(words):
            return self.refused_letter(words[0].removesuffix(","))
        corrected = correction(lead_ins_out(words)) if deleted is None else None
        if corrected is not None and self.command_of(corrected[0][0]) == "undo":
            return self.undo_corrected(*corrected)  # `no aspetta, era un 5, annulla`
        if deleted is None and (was_said(lead_ins_out(words)) or pronoun_corrected(words)):
            # `no aspetta, era una torcia da 5`, `pardon, elle a parié sur le vert`: no undo
            return self.fail(self.correction_alone(lead_ins_out(words)))
        won = win_asked(words) if deleted is None else None
        answered = self.suppose(won) if won else None  # `Giulia può vincere con una corda …?`
        if answered is not None:
            return answered
        supposed = what_if(words) if deleted is None else None
        if supposed is not None:  # `cosa succede se Luca tira l'arancione e fa 3?`
            answered = self.suppose(supposed)
            if answered is None:  # no move: the words asked of the rules (`et si …`)
                rules = rules_argv(self.spec(), [w.strip(",;:") for w in supposed], answer=True)
                answered, _ = self.execute(Plan("run", tuple(rules)))
            return answered
        try:
            plan = self.plan(words)
        except AssistantError as refused:
            if deleted is None:
                return self.moves_or_fail(words, refused)
            self.close(deleted)
            return None
        if plan.action == "leave":
            return None
        if after_refusal and plan.argv[2:] == ("undo",) and says_that(words[1:]):
            return self.nothing_to_undo(words[0])
        if plan.action == "help":
            return self.help(list(plan.argv))
        if plan.action == "brief" and deleted is None:
            return self.brief_answer(plan.argv[0], plan.argv[1:])
        if plan.action == "may-play" and deleted is None:
            return self.may_play(plan.argv[0])
        if deleted is not None:
            self.close(deleted)
            return None
        together = self.together(plan)
        if together > 1 and says_one_move(words[1:]):  # `annuler le dernier coup`: one
            together = 1  # (`recorded`: the rest of that line stays one)
        if together > 1:
            return self.run_together(plan, together)
        before = self.seen
        if self.claim is not None:
            return self.judge_claim(plan, self.claim)
        code, error = self.execute(plan, quiet=True)
        if error is not None:
            return self.moves_or_fail(words, error)
        if self.seen != before:
            self.recorded(plan, 1)
            if plan.argv[2:3] not in (("undo",), ("redo",)):
                self.last_move, self.last_argv = self.planned, plan.argv
        if self.asked_who and not self.runtime.json:
            self.who_leads()
        return code

    def undo_corrected(self, undo: list[str], value: list[str]) -> int | None:
        """`no aspetta, era un 5, annulla`, `oups, annule, c'était en K5`: the undo, then
        what to type to record the move with the value said (the last move said here with
        its last word replaced, when it was one move and reads so: `Giulia gioca una scala
        da 5`); nothing is recorded for the value itself."""
        last = self.last_move if not self.lines or self.lines[-1] == 1 else None
        code = self._run(" ".join(undo))
        if code != EXIT_OK:
            return code
        said = " ".join(value)
        line = self.corrected_line(last, value)
        if line:
            note = self.t(
                N_(
                    "“{said}” is not recorded by itself: to record the move with it, type `{line}`."
                ),
                said=said,
                line=" ".join(line),
            )
        else:
            note = self.t(
                N_("“{said}” is not recorded by itself: type the whole move again with it."),
                said=said,
            )
        self.runtime.console().print(note, style="bold", markup=False)
        return code

    def corrected_line(self, last: list[str] | None, value: list[str]) -> list[str]:
        """The last move said here (`last`) corrected by the value said (`value`, its
        `WAS` word first): a value alone replaces the move's last word (`era un 5` ->
        `Giulia gioca una scala da 5`); more (`era una torcia da 5`) follows the move's
        player and verb (`Marco gioca una torcia da 5`). Only a line that reads as a move
        here; else nothing."""
        if not last:
            return []
        said = value[2:] if [fold(w) for w in value[:2]] == ["it", "was"] else value[1:]
        meant = [w for w in said if fold(w) not in ARTICLES | CORRECTION_LINKS]
        named = {fold(p) for p in self.players()}
        head = last[:2] if fold(last[0]) in named else last[:1]
        lines = [[*head, *said]] if len(meant) > 1 else []
        if fold(last[-1]) != fold(value[-1]):
            lines.append([*last[:-1], value[-1]])
        for line in lines:
            try:
                plan = self.plan(line)
            except AssistantError:
                continue
            if self.is_move(plan) and self.reads(plan):
                return line
        return []

    def correction_alone(self, value: list[str]) -> AssistantError:
        """`no aspetta, era una torcia da 5`, `c'était en K5` without an undo: the last move
        corrected, which the line cannot be recorded as (it would be the next player's
        move): the refusal says to undo, then what to type."""
        from assistant.syntax import COMMON_WORDS

        last = self.last_move if not self.lines or self.lines[-1] == 1 else None
        line = self.corrected_line(last, value)
        undo = COMMON_WORDS["undo"].shown(self.t.lang)
        said = " ".join(value).rstrip(".!")
        if line:
            text = N_(
                "“{said}” corrects the last move and is not recorded as a move: to change "
                "that move, type `{undo}`, then `{line}`."
            )
            return usage("table/correction", text, said=said, undo=undo, line=" ".join(line))
        text = N_(
            "“{said}” corrects the last move and is not recorded as a move: to change that "
            "move, type `{undo}`, then the whole move again."
        )
        return usage("table/correction", text, said=said, undo=undo)

    def suppose(self, words: list[str]) -> int | None:
        """`que se passe-t-il si Léa lance le bleu et fait 3 ?`: the move tried in a journal
        transaction taken back at once, its answer shown (or its refusal, with the rule),
        then that nothing is recorded. None when `words` say no move of this game (the
        rules are searched instead). The words are read as they are, else without a
        remark after the move (`cosa succede se Giulia mette una torcia da 9, fa 12?`:
        `remark_split`)."""
        head, _ = remark_split(words, self.remark)
        readings = (words, head) if head else (words,)
        for tried in (self.tried, self.tried_several):  # one move, else several moves
            for reading in readings:
                answered = tried(reading)
                if answered is not None:
                    return answered
        return None

    def tried(self, words: list[str]) -> int | None:
        """`suppose` of one reading of the question's words; None when they make no move."""
        try:
            plan = self.plan(words)
        except AssistantError:
            return None  # several moves, maybe: `tried_several`
        if not self.is_move(plan):
            return None
        later = self.not_their_turn(plan)
        code, error, held = self.played_out([plan])
        if error is not None and (exit_code_of(error) != EXIT_RULES or invalid(error)):
            return None  # words that make no move (`the grey die comes out`), or several
        if error is not None:  # the rules would refuse it: the answer `check` gives
            code, _ = self.execute(Plan("run", (*plan.argv[:3], CHECK, *plan.argv[3:])))
            return code if code != EXIT_RULES else EXIT_OK  # "no" is an answer
        if later is not None:
            self.runtime.console().print(self.t(NOT_THEIR_TURN, **later), markup=False)
        held.release()
        self.runtime.console().print(self.t(SUPPOSED), style="dim", markup=False)
        return code

    def played_out(self, plans: list[Plan]) -> tuple[int, AssistantError | None, HeldOutput]:
        """`plans` run in turn in a journal transaction taken back at once (a question),
        each on its player's turn: the last exit code, the first refusal (the others not
        run) and their answers, held."""
        from assistant.cli.recording import SUPPOSED_TURN

        kept = (self.pending, self.shown, self.last_asked, self.planned)
        journal = self.runtime.journal
        held = HeldOutput()
        code, error = EXIT_OK, None
        journal.begin()
        supposed = SUPPOSED_TURN.set(True)  # `… si Léa tire …` on Marc's turn: on hers
        try:
            with held:
                for index, plan in enumerate(plans):
                    code, error = self.execute(plan, quiet=True, move_before=index > 0)
                    if error is not None:
                        break
        finally:
            SUPPOSED_TURN.reset(supposed)
            journal.rollback()  # a question: the journal as it was
            self.pending, self.shown, self.last_asked, self.planned = kept
            self.follow()
        return code, error, held

    def tried_several(self, words: list[str]) -> int | None:
        """`suppose` of a line that says several moves (`cosa succede se Marco mette un rosa
        in B3 e uno in A3?`): each in turn in one journal transaction taken back at once,
        their answers shown, or the first refusal with its rule (an answer: exit 0); None
        when the words say fewer than two moves."""
        parts = moves_in(words)
        try:
            plans = self.part_plans(parts) if parts is not None else None
        except AssistantError:
            plans = None
        if not plans or len(plans) < 2:
            return None
        later = self.not_their_turn(plans[0])
        _, error, held = self.played_out(plans)
        if error is not None and (exit_code_of(error) != EXIT_RULES or invalid(error)):
            return None
        console = self.runtime.console()
        if later is not None:
            console.print(self.t(NOT_THEIR_TURN, **later), markup=False)
        held.release()
        if error is not None:  # the rules would refuse one of them: why, and the rule
            from assistant.cli.recording import rule_line

            console.print(self.t.render(error.msg), style="bold red", markup=False)
            if error.rule:
                rule_line(console, self.t, error.rule)
        console.print(self.t(SUPPOSED), style="dim", markup=False)
        return EXIT_OK

    def not_their_turn(self, plan: Plan) -> dict[str, str] | None:
        """The player a supposed move names and the player whose turn it is, when they
        differ (the move is then supposed on its player's turn); None otherwise."""
        argv = list(plan.argv)
        if "--player" not in argv[:-1]:
            return None
        named = argv[argv.index("--player") + 1]
        try:
            _, game, state = self.snapshot()
        except (AssistantError, sqlite3.Error):
            return None
        current = game.current_player(state)
        if current is None or fold(current) == fold(named):
            return None
        return {"player": named, "current": current}

    def heard(self, words: list[str]) -> tuple[list[str] | None, list[str]]:
        """The letter of a choice a line picks (`e qui vaut 3`: before `e` is an `and`), if
        any, and the line's words: the choice's move, else the words without a lead-in or
        the game's name (`oups, annule ça`), a claim said as its question (`Léa dit que
        Paul n'a pas le droit de …`: the claim kept in `claim`)."""
        chosen = self.picked(words)
        if chosen is not None:
            return chosen, chosen
        words, claim = claimed(self.strip_game(lead_ins_out(words)))
        self.claim = claim or self.claim
        return None, words

    @staticmethod
    def play_question(question: list[str]) -> Plan | None:
        """`Marc a-t-il le droit de jouer ?`, `est-ce que Marc peut jouer ?`: the question
        of whether a player may play now (`may_play`); None for any other words."""
        right = allowed_asked(question)
        if right is question and len(question) > 1:  # `Marc a le droit de jouer ?`
            right = [question[0], *allowed_asked(question[1:])]
        playing = play_asked(right)
        return Plan("may-play", (playing,)) if playing is not None else None

    def may_play(self, named: str) -> int:
        """`est-ce que Marc peut jouer ?`: yes if it is Marc's turn, else whose it is (and,
        for a claim, whether it is right). `named` empty: the player speaking, whose turn
        it is."""
        try:
            _, game, state = self.snapshot()
        except (AssistantError, sqlite3.Error) as error:
            return self.fail(error) if isinstance(error, AssistantError) else 4
        current = game.current_player(state)
        player = named and next((p for p in game.players(state) if fold(p) == fold(named)), None)
        if current is None or player is None:
            return self.fail(usage("table/unknown-player", N_("Who? {player}"), player=named))
        yes = not player or player == current
        if self.claim is not None:
            right = yes != self.claim[1]
            said = N_("{player} is right.") if right else N_("{player} is wrong.")
            self.runtime.console().print(self.t(said, player=self.claim[0]), style="bold")
        text = (
            self.t(N_("Yes, it is {player}'s turn."), player=current)
            if yes
            else self.t(
                N_("No: it is {current}'s turn, not {player}'s."), current=current, player=player
            )
        )
        self.runtime.console().print(text, markup=False)
        return 0  # an answer, not a refusal

    def judge_claim(self, plan: Plan, claim: tuple[str, bool]) -> int:
        """A player's claim about a move (`Léa dit que Paul n'a pas le droit de …`): whether
        they are right, then the answer to the question of that move (held until then)."""
        claimer, denied = claim
        held = HeldOutput()
        with held:
            code, _ = self.execute(plan)
        if code in (EXIT_OK, EXIT_RULES):
            right = (code == EXIT_RULES) == denied
            said = N_("{player} is right.") if right else N_("{player} is wrong.")
            self.runtime.console().print(self.t(said, player=claimer), style="bold", markup=False)
        held.release()
        return code

    def stale_letter(self, words: list[str]) -> bool:
        """Whether the line is one letter of the choices `options` showed, typed when no
        choices stand (the turn passed since then, or none asked), alone or before a comma
        (`f, la pozza vale 3`): not a command's word."""
        letter = words[0].removesuffix(",") if len(words) > 1 else words[0]
        if len(words) > 1 and letter == words[0]:
            return False
        if not (1 <= len(letter) <= 2 and letter.isalpha()):
            return False
        if self.pending is not None or self.spoken({}).exact(letter):
            return False
        try:
            grammar = load(self.spec().id).grammar
        except (AssistantError, sqlite3.Error):
            return False
        return grammar.follow_up is not None

    def refused_letter(self, letter: str) -> int:
        """`c` with no choices standing: the letters are those of the last `options`, and the
        turn has passed since then."""
        follow_up = load(self.spec().id).grammar.follow_up
        asked = follow_up[0] if follow_up is not None else "options"
        term = self.words().get(asked)
        word = term.shown(self.t.lang) if term is not None else asked
        return self.fail(
            usage(
                "table/no-choices",
                N_(
                    "“{letter}” picks one of the choices `{options}` shows, only until the "
                    "turn passes: ask `{options}` again for new letters."
                ),
                letter=letter,
                options=word,
            )
        )

    def moved_to(self, words: list[str]) -> int | None:
        """`sessions use NAME` (`partite usa …`, `parties utiliser …`) at a game's prompt:
        that session becomes the current one and the table goes on with it, its state and
        banner shown; `sessions` (`parties`, `partite elenco`) lists them. None when the
        words say something else."""
        from assistant.syntax import COMMON_WORDS

        if not words or len(words) > 3 or not COMMON_WORDS["sessions"].means(words[0]):
            return None
        from assistant.cli.app import execute

        if len(words) == 1 or (len(words) == 2 and COMMON_WORDS["list"].means(words[1])):
            code, error = execute(["sessions"], Runtime(parent=self.runtime))  # `parties`
            return self.fail(error) if error is not None else code
        if len(words) != 3 or not COMMON_WORDS["use"].means(words[1]):
            return None
        code, error = execute(["sessions", "use", words[2]], Runtime(parent=self.runtime))
        if error is not None:
            return self.fail(error)
        name = self.runtime.journal.current_name()
        if name is None or name == self.name:
            return code
        # each game keeps its own lines for a bare undo and redo, and its last move said
        self.other_games[self.name] = (self.lines, self.undone, self.last_move, self.last_argv)
        lines, undone, last_move, last_argv = self.other_games.pop(name, ([], [], None, None))
        self.runtime.session, self.id, self.game = name, None, None
        self.lines, self.undone, self.last_move, self.last_argv = (
            lines,
            undone,
            last_move,
            last_argv,
        )
        self.pending, self.shown, self.last_asked = None, None, None
        self.follow()
        _, game, state = self.snapshot()
        if not self.runtime.json:
            from assistant.render.table import banner

            if "status" in self.words(game.spec):
                self._run("status")
            console = self.runtime.console()
            banner(console, self.t, self.session(), game.spec, list(game.players(state)))
        return code

    def abandoned(self, words: list[str]) -> bool:
        """`on abandonne la partie`, `abbandoniamo`: nothing is deleted on a word; the
        answer says that the game is kept, how to leave the table and how to delete it.
        False when the words abandon nothing."""
        plain = [fold(w.strip(",;:!?.")) for w in words]
        if plain[:1] and plain[0] in SUBJECTS | {"nous", "noi", "let's", "lets"}:
            plain = plain[1:]
        if not plain or plain[0] not in ABANDON or self.command_of(words[0]):
            return False
        from assistant.syntax import COMMON_WORDS, OPTION_WORDS

        lang = self.t.lang
        line = self.t(
            N_(
                "Nothing is deleted: the game {session} stays in the journal. `{quit}` "
                "leaves the table (`assistant play` takes the game up again); `assistant "
                "{sessions} {delete} {session} {yes}` deletes it for good."
            ),
            session=self.name,
            quit=COMMON_WORDS["quit"].shown(lang),
            sessions=COMMON_WORDS["sessions"].shown(lang),
            delete=COMMON_WORDS["delete"].shown(lang),
            yes=OPTION_WORDS["--yes"].shown(lang),
        )
        self.runtime.console().print(line, markup=False)
        return True

    def nothing_to_undo(self, undo: str) -> int:
        """`annule ça` right after a refused line: that line recorded nothing, so nothing
        is undone (`undo` alone still takes back the last move recorded)."""
        line = self.t(
            N_(
                "The line before was refused and recorded nothing, so nothing is undone. "
                "`{undo}` alone takes back the last move recorded."
            ),
            undo=undo,
        )
        self.runtime.console().print(line, markup=False)
        return 0

    def count_said(self, asked: Sequence[str]) -> Msg | None:
        """What one player has of a count the status shows, when `asked` asks for it
        (`quante carte ha in mano Anna?`: `Anna ha 5 carte in mano.`); None otherwise."""
        if not any(fold(w) in COUNT_HEADS for w in asked[:3]):
            return None  # (no journal read for every line)
        try:
            _, game, state = self.snapshot()
        except (AssistantError, sqlite3.Error):
            return None
        return counted(game.standings(state).counts, asked, game.players(state))

    def brief_answer(self, kind: str, asked: Sequence[str]) -> int:
        """A question of who leads, whose turn it is or a player's money (`qui mène ?`,
        `tocca a me?`, `quanti punti ha Marco?`) answered in a few lines: whose turn it is
        (`turn`); that player's total (`of`); else every player's total, best first, who
        leads (`who_leads`) and whose turn it is."""
        try:
            _, game, state = self.snapshot()
        except (AssistantError, sqlite3.Error) as error:
            return self.fail(error) if isinstance(error, AssistantError) else 4
        standings = game.standings(state)
        console = self.runtime.console()
        count = self.count_said(asked) if kind == "count" else None
        if count is not None:
            console.print(self.t.render(count), markup=False)
            return 0
        player = game.current_player(state)
        left = game.left(state, asked) if kind == "left" else None
        if left is not None:  # `il reste combien de roses ?`: `Il reste 26 chameaux roses.`
            console.print(self.t.render(left), markup=False)
            return 0
        if kind == "turn" and player is not None and not standings.finished:
            console.print(self.t(TURN_NOW, player=player), markup=False)
            return 0
        said = {fold(w.strip("?？,;:")) for w in asked}
        named = [(p, total) for p, total in standings.totals if fold(p) in said]
        if kind == "of" and len(named) == 1:
            who, total = named[0]
            plain = Msg(N_("{player}: {total} ({unit})."), {"player": who, "total": total})
            line = self.t.render(
                holding(standings.unit, who, total)
                or Msg(plain.text, {**plain.args, "unit": standings.unit})
            )
            console.print(line, markup=False)
            return 0
        if standings.totals:
            totals = self.t.join([f"{player} {total}" for _, player, total in standings.ranking()])
            line = self.t(N_("{unit}: {totals}."), unit=standings.unit, totals=totals)
            console.print(line[:1].upper() + line[1:], markup=False)
        self.who_leads()
        if player is not None and not standings.finished:
            console.print(self.t(TURN_NOW, player=player), markup=False)
        return 0

    def left_said(self, question: Sequence[str]) -> Msg | None:
        """How many of the pieces a question names are left, in the game's sentence
        (`Game.left`); None when the game counts none of them apart."""
        try:
            _, game, state = self.snapshot()
        except (AssistantError, sqlite3.Error):
            return None
        left: Msg | None = game.left(state, question)
        return left

    def who_leads(self) -> None:
        """After the status a question of who leads asked for: the leaders (or the winners)
        and their total, in a sentence (`En tête : Léa et Zoé (points : 23).`); what leads on
        the board too (`Game.lead_note`: Camel Up's leading camel)."""
        try:
            _, game, state = self.snapshot()
        except (AssistantError, sqlite3.Error):
            return
        standings = game.standings(state)
        if not standings.totals:
            return
        ranking = standings.ranking()
        best = [player for place, player, _ in ranking if place == 1]
        names = self.t.join(list(standings.winners or best))
        if standings.finished:
            text = N_("Won by {players} ({unit}: {total}).")
        elif len(best) == len(ranking) > 1:  # the start of a game, say
            text = N_("Everyone level ({unit}: {total}).")
        else:
            text = N_("In the lead: {players} ({unit}: {total}).")
        line = self.t(text, players=names, total=ranking[0][2], unit=standings.unit)
        self.runtime.console().print(line, style="bold", markup=False)
        level = [player for _, player, total in ranking if total == ranking[0][2]]
        if standings.finished and standings.tiebreak_unit is not None and len(level) > 1:
            count = dict(standings.tiebreak).get(ranking[0][1], 0)
            line = self.t(
                N_("{players} are level on {unit}; {player} has the most {tiebreak} ({count})."),
                players=level, unit=standings.unit, player=ranking[0][1],
                tiebreak=standings.tiebreak_unit, count=count,
            )  # fmt: skip
            self.runtime.console().print(line, markup=False)
        note = game.lead_note(state) if not standings.finished else None
        if note is not None:  # Camel Up: the leading camel too
            self.runtime.console().print(self.t.render(note), style="bold", markup=False)

    def together(self, plan: Plan) -> int:
        """How many moves a bare `undo` or `redo` takes back or puts back at once: the moves
        of the last line (one transaction), or what the last `undo` took back; else 1."""
        if plan.action != "run" or len(plan.argv) != 3:
            return 1
        kept = {"undo": self.lines, "redo": self.undone}.get(plan.argv[2])
        return kept[-1] if kept and kept[-1] > 0 else 1

    def recorded(self, plan: Plan, count: int) -> None:
        """Keep what a line that changed the journal did, for the next bare `undo` or
        `redo` (`lines`, `undone`): `count` moves recorded, taken back or put back."""
        command = plan.argv[2:3]
        if command == ("undo",) and len(plan.argv) == 3:
            if self.lines:
                self.lines[-1] -= count
                if self.lines[-1] <= 0:
                    self.lines.pop()
            self.undone.append(count)
        elif command == ("redo",) and len(plan.argv) == 3:
            if self.undone:
                self.undone.pop()
            self.lines.append(count)
        elif command in (("undo",), ("redo",)):  # `undo 3`: the lines are no longer known
            self.lines.clear()
            self.undone.clear()
        else:  # a new move: the journal forgets what could be redone
            self.lines.append(count)
            self.undone.clear()

    def run_together(self, plan: Plan, count: int) -> int:
        """`undo` or `redo` `count` times, as one (`as_one`), as the line that recorded
        them; a note after the answers."""
        code, error, _ = self.as_one([plan] * count, self.turn_lines())
        if error is not None:
            return code
        undo = plan.argv[2] == "undo"
        self.recorded(plan, count)
        note = (
            N_("The {n} moves of that line are taken back together.")
            if undo
            else N_("The {n} moves of that line are put back together.")
        )
        self.runtime.console().print(self.t(note, n=count), style="bold", markup=False)
        return code

    def turn_lines(self) -> frozenset[str]:
        """The lines that say whose turn it is, one per player, as an answer writes them."""
        try:
            _, game, state = self.snapshot()
        except (AssistantError, sqlite3.Error):
            return frozenset()
        return frozenset(self.t(TURN_NOW, player=p) + "\n" for p in game.players(state))

    def as_one(
        self, plans: list[Plan], last_only: Collection[str] = ()
    ) -> tuple[int, AssistantError | None, int]:
        """Run `plans` in one journal transaction, each a savepoint, all or nothing: the
        exit code, the first refusal (shown, everything rolled back, the redo history
        intact) or None, and how many of them recorded a move before it. Their answers are
        held until all are done, and shown only then."""
        code = 0
        recorded = 0
        journal = self.runtime.journal
        held = HeldOutput()
        error: AssistantError | None = None
        try:
            first = self.prompt_parts()[1]  # whose turn the line starts in
        except (AssistantError, sqlite3.Error):
            first = None
        journal.begin()
        try:
            with held:
                for plan in plans:
                    before = len(self.seen or ())
                    code, error = self.execute(plan, quiet=True, move_before=recorded > 0)
                    if error is not None:
                        break
                    recorded += len(self.seen or ()) > before
        except BaseException:
            journal.rollback()
            raise
        if error is not None:
            journal.rollback()  # the moves before it never were
            self.follow()
            return self.fail(turn_ended(error, recorded, first)), error, recorded
        journal.commit()
        held.release(last_only)
        return code, None, recorded

    def execute(
        self, plan: Plan, quiet: bool = False, move_before: bool = False
    ) -> tuple[int, AssistantError | None]:
        """Run a planned line; its exit code and error (shown unless `quiet`); with
        `move_before`, a move of the same line was recorded before (`MOVE_BEFORE`)."""
        from assistant.cli.app import execute
        from assistant.render import MOVE_BEFORE

        child = Runtime(parent=self.runtime)
        said = MOVE_BEFORE.set(move_before)
        try:
            code, error = execute(plan.argv, child)
        finally:
            MOVE_BEFORE.reset(said)
        if error is not None and not quiet:
            self.fail(error)
        before = self.seen
        self.follow()
        self.remember(plan, code, moved=self.seen != before)
        return code, error

    def moves_or_fail(self, words: list[str], refused: AssistantError) -> int:
        """A line refused as bad usage that says several moves (`verde L5 e verde L6`,
        `Léa : jaune G2, jaune G3`): each move in turn, as if typed on its own line, the
        player named in the first for those that name none; the first refused stops there.
        A later move of one word is also read as the first with its last word replaced
        (`verde L5 e L6`). Nothing is recorded unless every move reads (judged as `check`
        would, before any is played); when one does not, or the line is a question (each
        move would be judged without the others), the whole line's refusal is shown."""
        words = place_each(words)  # `sur le dernier, Léa avait mis le bleu et Inès le jaune`
        usage_error = isinstance(refused, UsageError)
        parts = moves_in(words) if usage_error else None
        # `…, vicino all'oasi`, `… près de l'oasis`: a remark after the moves, left out (said)
        plans, unread = self.without_remark(words) if usage_error else (None, "")
        if plans is None:
            plans = self.part_plans(parts) if parts is not None else None
        if plans is None and parts is not None:  # `… in P3 vicino all'oasi e poi … in P4`
            plans, unread = self.parts_without_remarks(parts)
        if plans is None:
            if usage_error and self.rules_asked(words):
                return 0
            return self.fail(refused)
        ahead = load(self.spec().id).grammar.ahead  # `jaune H2, le point d'eau H2 vaut 3`
        plans.sort(key=lambda plan: not set(plan.argv[3:4]) & ahead)
        code, error, recorded = self.as_one(plans)  # the whole line is one transaction
        if error is not None:
            if recorded:
                self.taken_back(recorded)
            return code
        self.recorded(plans[0], max(recorded, 1))
        if unread:
            note = self.t(N_("Not read: “{words}” (no move, no value of one)."), words=unread)
            self.runtime.console().print(note, style="dim", markup=False)
        return code

    def parts_without_remarks(self, parts: list[list[str]]) -> tuple[list[Plan] | None, str]:
        """The moves of a line's parts read with the remark after a part's last value left
        out (`Giulia mette un rosa in P3 vicino all'oasi e poi un rosa in P4`), and those
        remarks; (None, ``) when no part has one or the parts do not read so."""
        cleaned: list[list[str]] = []
        remarks: list[str] = []
        for part in parts:
            at = next((a for a in remark_starts(part) if a > 1 and self.remark(part[a:])), None)
            if at is None:
                cleaned.append(part)
                continue
            cleaned.append([*part[: at - 1], part[at - 1].rstrip(",")])
            said = [w for w in part[at:] if not separates(w, JOINS)]
            remarks.append(" ".join(said).rstrip(",.!"))
        plans = self.part_plans(cleaned) if remarks else None
        return (plans, "; ".join(remarks)) if plans else (None, "")

    def without_remark(self, words: list[str]) -> tuple[list[Plan] | None, str]:
        """The moves of a line said with a remark after its last comma (`…, vicino
        all'oasi`, `…, tanto sono tutti presi`: no digit, no player, no word of the game's
        commands or values), a total restated after its move (`…, fa 12`: `remark_split`),
        or a remark after its last value without a comma (`… en T4 près de l'oasis`,
        `REMARK_LEADS`), read without it, and the remark; (None, ``) when the line has no
        such remark or does not read without it."""
        head, tail = remark_split(words, self.remark)
        plans = self.remark_plans(head) if head else None
        if plans:
            return plans, " ".join(tail).rstrip(".!")
        for at in remark_starts(words):
            if at > 1 and self.remark(words[at:]):
                return self.before_remark(words, at)
        return None, ""

    def before_remark(self, words: list[str], at: int) -> tuple[list[Plan] | None, str]:
        """The moves of `words` before the remark that starts at `at`, and the remark."""
        head = [*words[: at - 1], words[at - 1].rstrip(",")]
        plans = self.remark_plans(head)
        return (plans, " ".join(words[at:]).rstrip(".!")) if plans else (None, "")

    def remark_plans(self, head: list[str]) -> list[Plan] | None:
        """The moves of the words before a remark: one move or several; None when they do
        not read."""
        try:
            plan: Plan | None = self.plan(head)
        except AssistantError:
            plan = None
        if plan is None or not (self.is_move(plan) and self.reads(plan)):
            parts = moves_in(head)
            plans = self.part_plans(parts) if parts is not None else None
        else:
            plans = [plan]
        return plans or None

    def remark(self, words: list[str]) -> bool:
        """Whether `words` say nothing of the game: no digit, no player's name, no command
        or value the game's words name exactly (`vicino all'oasi`, `e basta`)."""
        from assistant.syntax import names_spellings

        grammar = load(self.spec().id).grammar
        named = {fold(p) for p in self.players()}
        for kind in grammar.kinds.values():
            if kind.names:
                every = names_spellings(kind)
                named |= {fold(s) for i in every.by_id for s in every.every(i)}
        said = [fold(w.strip(",;:.!?()")) for w in words]
        if any(any(c.isdigit() for c in word) or word in named for word in said):
            return False
        verbs = [i for i, word in enumerate(said) if self.spoken({}).exact(word)]
        if not verbs:
            return bool(words)
        # a command's word said as a noun, inside words that read as no move (Ramsès's
        # `carte`: `Léa le trouve, c'était la dernière carte`), not after `puis`
        inside = all(i and not separates(words[i - 1], SEPARATORS) for i in verbs)
        return inside and not self.a_move(words)

    def a_move(self, words: list[str]) -> bool:
        """Whether `words` read as a move of the game, on their own."""
        planned = self.planned
        try:
            plan: Plan | None = self.plan(words)
        except AssistantError:
            plan = None
        finally:
            self.planned = planned
        return plan is not None and self.is_move(plan) and self.reads(plan)

    def rules_asked(self, words: list[str]) -> bool:
        """A general question about the rules that reads as no move (`comment on compte les
        points à la fin ?`, `peut-on poser un chameau sur une oasis ?`, `si può mettere un
        cammello su un'oasi?`): the sections of this game's rules that speak of it, when
        any does (`RULE_ASKING`); False when the line is no such question."""
        from assistant import rulebook

        plain = [fold(w) for w in without_asking(words)]
        if not plain or plain[0] not in RULE_ASKING or not words[-1].endswith(("?", "？")):
            return False
        spec = self.spec()
        query = " ".join(words).rstrip("?？ \u00a0\u202f")
        if not rulebook.search(query, self.t, [spec.id]):
            return False
        argv = ("rules", "search", query, "--game", spec.id, "--answer")
        code, _ = self.execute(Plan("run", argv))
        return code == 0

    def taken_back(self, count: int) -> None:
        """Say that the `count` moves a line held before one of its moves was refused are
        not recorded either (the line is one transaction: rolled back, the redo history
        intact; their answers never shown)."""
        note = (
            Msg(N_("Nothing of this line is recorded, not even its first move."))
            if count == 1
            else Msg(
                N_("Nothing of this line is recorded, not even its first {n} moves."),
                {"n": count},
            )
        )
        self.runtime.console().print(self.t.render(note), style="bold", markup=False)

    def part_plans(self, parts: list[list[str]]) -> list[Plan] | None:
        """The plans of the moves of a line that says several, each the first of its
        readings that reads as a move here (`reads`); None when one has none, or the line
        is a question. A part whose words are joined by `and` is read whole first
        (`joue un sort et met le pion sur la corde`), then as the moves it joins; a part
        that does not read is read again with the one before (`Zoé met deux turquoises, en
        C14 et en D14`), then with the next (`sulla casella 6, lato oasi e ...`). The moves
        that name no player are the last named one's. A part that says a
        value of the move before it in words is read within that move (`told_after`)."""
        plans: list[Plan] = []
        player: str | None = None
        said = fold(parts[0][0]) if parts[0] else ""
        if said in SPEAKER or (said == "il" and self.t.lang == "fr"):  # `je parie …`, `il rate …`
            player = self.prompt_parts()[1]
        first: list[str] | None = None
        last: list[str] = []  # the words the last move was read from
        before: tuple[list[str], int, list[str] | None, list[str], str | None] | None = None
        at = 0
        while at < len(parts):
            told = self.told_after(last, plans[-1], parts[at], player) if plans else None
            if told is not None:  # `violet D9, le marqueur vaut 2`: D9's marker, in its move
                last, plans[-1] = told
                at += 1
                continue
            part, read = parts[at], self.part_moves(parts[at], player, first)
            nothing = self.records_nothing(part, player) if read is None else None
            if nothing is not None:  # `Luca spinge una piramide: niente; …`: left out
                player, before, at = nothing or player, None, at + 1
                continue
            if read is None and before is not None:  # `met deux turquoises, en C14 et en D14`
                joined, count, was_first, was_last, was_player = before
                read = self.part_moves([*joined, *part], was_player, was_first)
                if read is not None:
                    part, plans = [*joined, *part], plans[:count]
                    first, last, player = was_first, was_last, was_player
            before = (part, len(plans), first, last, player)
            while read is None and at + 1 < len(parts):
                at += 1
                part = [*part, *parts[at]]
                read = self.part_moves(part, player, first)
            if read is None:
                return None
            for move, plan in read:
                if CHECK in plan.argv[:4]:
                    return None
                plans.append(plan)
                first, last = first or move, move
                argv = list(plan.argv)
                if "--player" in argv:  # `Paul rate puis Zoé … , puis trouve`: Zoé's
                    player = argv[argv.index("--player") + 1]
            at += 1
        return plans or None

    def told_after(
        self, move: list[str], plan: Plan, part: list[str], player: str | None
    ) -> tuple[list[str], Plan] | None:
        """`Zoé met un violet en D9, le marqueur vaut 2`, `…, le point d'eau B16 vaut 3`:
        a part of a line that says in words (its command's `said`) a value of the move
        before it, naming only that move's words (its hex), read within that move (the
        words and their plan); None when it says no such value."""
        if not self.is_move(plan):
            return None
        hook = load(self.spec().id).grammar.command(plan.argv[3]).said
        if hook is None:
            return None
        joined = [*move, *part]
        told = named_in(hook(list(joined))[1]) - named_in(hook(list(move))[1])
        if not told or not told <= {fold(w.strip(",;:()")) for w in move}:
            return None
        read = self.part_read(joined, player, None)
        return read if read is not None and read[1].argv[3:4] == plan.argv[3:4] else None

    def part_moves(
        self, part: list[str], player: str | None, first: list[str] | None
    ) -> list[tuple[list[str], Plan]] | None:
        """The moves of one part of a line (the words each was read from) and their plans:
        the part whole, else the moves its `and` joins; None when one does not read."""
        moves = joins(part)
        whole = self.part_read(part, player, None) if len(moves) > 1 else None
        if whole is not None:
            return [whole]
        read: list[tuple[list[str], Plan]] = []
        for move in moves:
            told = self.told_after(read[-1][0], read[-1][1], move, player) if read else None
            if told is not None:  # `giallo N3 e giallo O2 e la pozza vale 1`: O2's marker
                read[-1] = told
                continue
            found = self.part_read(move, player, first)
            if found is None:
                return None
            read.append(found)
            plan = found[1]
            first = first or move
            argv = list(plan.argv)
            if "--player" in argv:  # `Léa joue échelle 3 et pioche une carte`: Léa's
                player = argv[argv.index("--player") + 1]
        return read

    def part_read(
        self, move: list[str], player: str | None, first: list[str] | None
    ) -> tuple[list[str], Plan] | None:
        """The plan of one move of a line that says several, if it reads, and the words it
        was read from; a move of one word after the `first` is also read as the first with
        its last value replaced (`verde L5 e L6`), without the values it says in words (`rose
        en L2 qui vaut 1 et un autre en N1`: not L2's marker)."""
        readings = [move]
        core = [w for w in move if not self.said_around(w)]  # `un autre en K4`: `K4`
        if first is not None and len(core) > 1:  # `un autre en O2 qui vaut 2`: `O2 qui …`
            core = self.said_tail(move, first)
        if first is not None and core:
            head = list(itertools.takewhile(lambda w: not w.startswith("--"), first))
            readings.append([*head[:-1], *core])
            unsaid = self.unsaid(head)
            if unsaid != head:
                readings.append([*unsaid[:-1], *core])
        if first is not None:
            readings.extend(self.verb_shared(move, first))
        for reading in readings:
            planned = self.part_plan(reading, player)
            if isinstance(planned, AssistantError) or not self.reads(planned):
                continue
            if len(reading) == 1 or self.is_move(planned):  # `état`, not `undo chameau ...`
                return reading, planned
        return None

    def said_of(self, words: list[str]) -> Callable[[list[str]], tuple[list[str], Any]] | None:
        """The `Command.said` of the move `words` say, if they say one and it has one."""
        try:
            planned = self.plan(words)
        except AssistantError:
            return None
        if not self.is_move(planned):
            return None
        return load(self.spec().id).grammar.command(planned.argv[3]).said

    def unsaid(self, words: list[str]) -> list[str]:
        """A move's words without the values its command reads in words (`Command.said`:
        `qui vaut 1`)."""
        hook = self.said_of(words)
        return hook(list(words))[0] if hook is not None else words

    def said_tail(self, move: list[str], first: list[str]) -> list[str]:
        """`un autre en O2 qui vaut 2` after `met un turquoise en N2`: the later move's
        words from its first value on (`O2 qui vaut 2`), when they say a value in words
        that the first move's command reads (`Command.said`); else none."""
        at = next((i for i, w in enumerate(move) if not self.said_around(w)), None)
        hook = self.said_of(first) if at is not None else None
        if at is None or hook is None or not named_in(hook(list(move[at:]))[1]):
            return []
        return move[at:]

    def won_said(self, words: list[str]) -> list[str]:
        """`Paul gagne le duel : Léa a misé sa couronne et Paul son collier` -> `duel Léa a
        misé … --winner Paul` (`Grammar.won`): the command's word among the first words of
        the line, only players, joins, articles and verbs before it; the player before a
        verb of winning is the winner."""
        won = load(self.spec().id).grammar.won
        at = next(
            (i for i, w in enumerate(words[:WON_REACH]) if self.command_of(w.rstrip(",;:")) == won),
            None,
        )
        if won is None or not at:
            return words
        players = {fold(p): p for p in self.players()}
        head = [fold(w.rstrip(",;:")) for w in words[:at]]
        said = [w for w in head if w not in players and w not in JOINS | ARTICLES]
        if any(self.command_of(w) is not None for w in said):
            return words  # another move's word before it
        winner = next(
            (players.get(head[i - 1]) for i, w in enumerate(head) if w in WINS and i), None
        )
        return [
            words[at].rstrip(",;:"),
            *words[at + 1 :],
            *(["--winner", winner] if winner else []),
        ]

    def pair_said(self, words: list[str]) -> list[str]:
        """`Sara e Gio fanno alleanza`, `Léa et Paul font alliance`: two players joined by
        *and* before the word of a move that takes another player (Camel Up's partnership)
        -> `Sara: alleanza Gio`; other words as they are."""
        if len(words) < 4 or fold(words[1]) not in JOINS:
            return words
        players = {fold(p): p for p in self.players()}
        first, second = (players.get(fold(w.rstrip(",;:"))) for w in words[:3:2])
        if first is None or second is None:
            return words
        grammar = load(self.spec().id).grammar
        for word in words[3:]:
            command = self.command_of(word.rstrip("?!.,"))
            if command is None or command not in grammar.ids():
                continue
            positional = grammar.command(command).positional[:1]
            if positional and positional[0].kind == "player":
                return [f"{first}:", word.rstrip("?!.,"), second]
        return words

    def verb_shared(self, move: list[str], first: list[str]) -> list[list[str]]:
        """`Marco sul rosso` after `Anna scommette sul blu`: a later move that names its
        player and no command is read with the first move's verb, a command's or another
        (`Marco scommette sul rosso`, `Bo aveva messo l'arancione`); nothing to read
        otherwise."""
        named, rest = self.named_first(move) if len(move) > 1 else (None, move)
        if named is None or self.command_of(rest[0].rstrip(",;:")) is not None:
            return []
        before, said = self.named_first(first) if len(first) > 1 else (None, first)
        if before is None or not said:
            return []
        if self.command_of(said[0]) is None and fold(said[0]) not in VERBS:
            return []  # (`Anna aveva messo il bianco e Bo l'arancione`: a verb, no command)
        if len(rest) == 1 and fold(rest[0].rstrip(".!")) in ALSO:
            return [[named, *said]]  # `Léa parie sur le bleu et Paul aussi`: the same move
        return [[named, said[0], *rest]]

    def same_again(self, words: list[str]) -> list[str]:
        """`Paul aussi`, `Marco anche`, `bo too` after a line that recorded one move: that
        move, the player named (`Léa rate` then `Paul aussi` is Paul's miss)."""
        if len(words) != 2 or fold(words[1].rstrip(".!")) not in ALSO or not self.last_move:
            return words
        named, _ = self.named_first(words)
        if named is None:
            return words
        before, said = self.named_first(self.last_move)
        said = said if before is not None else self.last_move
        return [named, *said] if said and self.command_of(said[0]) is not None else words

    def asked_again(self, words: list[str]) -> Plan | None:
        """`et en H13 ?`, `e in H13?`, `and on H13?` right after a question about a move:
        the same question of that value instead of one of the question's (the last one
        that reads with it); None for any other line."""
        if self.last_asked is None or len(words) < 2 or fold(words[0]) not in JOINS:
            return None
        if not words[-1].endswith(("?", "？")):
            return None
        said = [w for w in (w.rstrip("?？ ,") for w in words[1:]) if w]
        said = [w for w in said if not self.said_around(w)]
        if len(said) != 1:
            return None
        argv = list(self.last_asked)
        at = argv.index(CHECK) + 2  # the move's first value
        end = next((i for i in range(at, len(argv)) if argv[i].startswith("-")), len(argv))
        for index in range(end - 1, at - 1, -1):
            changed = [*argv[:index], said[0], *argv[index + 1 :]]
            move = Plan("run", tuple(w for i, w in enumerate(changed) if i != at - 2))
            if fold(argv[index]) != fold(said[0]) and self.reads(move, exact=False):
                return Plan("run", tuple(changed))
        return None

    def that_of(self, words: list[str]) -> Plan | None:
        """`celle d'Inès est rouge aussi`, `quella di Anna è rossa` right after a move of
        the game's `Grammar.possessed` (a card turned over): that move, the named player's,
        with the one value said instead of one of its own (the last the rules allow, else
        the last that reads); None for
        any other line, a usage error when no such move was just recorded."""
        if len(words) < 3 or fold(words[0]) not in THAT_OF:
            return None
        owner, rest = self.owner_said_first(words[1:])
        said = [w for w in (w.strip("?？!.,;:") for w in rest) if w and not self.said_around(w)]
        if owner is None or len(said) != 1:
            return None
        argv = list(self.last_argv or ())
        if len(argv) < 5 or argv[3] not in load(self.spec().id).grammar.possessed:
            raise usage(
                "table/nothing-before",
                N_(
                    "“{words}” points back at the move recorded just before, and none here "
                    "fits it: say the whole move."
                ),
                words=" ".join(words[: len(words) - len(rest)]),
            )
        if "--player" in argv:
            at = argv.index("--player")
            argv = [*argv[:at], *argv[at + 2 :]]
        end = next((i for i in range(4, len(argv)) if argv[i].startswith("-")), len(argv))
        plans = [
            Plan("run", (*argv[:index], said[0], *argv[index + 1 :], "--player", owner))
            for index in range(end - 1, 3, -1)
            # `le`, `sur`: words around the values, never one of them
            if not self.said_around(argv[index]) and fold(argv[index]) != fold(said[0])
        ]
        # a move the rules allow first (`dernier` is no colour to replace: `bleu` is)
        allowed = next((plan for plan in plans if self.allows(plan)), None)
        return allowed or next((plan for plan in plans if self.reads(plan)), None)

    def owner_said_first(self, words: list[str]) -> tuple[str | None, list[str]]:
        """The player `de NAME`, `di NAME`, `d'NAME` names at the start of `words`, and the
        words after them."""
        names = {fold(p): p for p in self.players()}
        first = fold(words[0])
        if first in OWNER_OF and len(words) > 1 and fold(words[1].strip(",;:")) in names:
            return names[fold(words[1].strip(",;:"))], words[2:]
        elided = ELIDED_OF.sub("", first).strip(",;:")
        if elided != first and elided in names:
            return names[elided], words[1:]
        return None, words

    def said_around(self, word: str) -> bool:
        """Whether `word` is only said around a move's values (an article, a filler, `un
        autre`, `un altro`): a later move of a line may be its one value alone."""
        from assistant.syntax import FILLERS

        key = fold(word.strip(",;:"))
        grammar = load(self.spec().id).grammar
        return key in FILLERS | ARTICLES | LEADING_ARTICLES | ANOTHER or grammar.filler(key)

    def is_move(self, plan: Plan) -> bool:
        """Whether a planned line is one of the game's moves."""
        argv = list(plan.argv)
        moves = {c.id for c in load(self.spec().id).grammar.commands}
        return plan.action == "run" and len(argv) >= 4 and argv[3] in moves

    def reads(self, plan: Plan, exact: bool = True) -> bool:
        """Whether a planned move reads as one (its `check` here is no bad usage; that the
        move is illegal now may change once the moves before it are played). A line of
        another kind (`état`) reads as it is. Not `exact`: as a question reads (a camel's
        colour may be left for the state to tell: `errors.OpenChoice`)."""
        if plan.action != "run":
            return False
        argv = list(plan.argv)
        moves = {c.id for c in load(self.spec().id).grammar.commands}
        if len(argv) < 4 or argv[3] not in moves:
            return True
        return not isinstance(self.checked(plan, exact), UsageError)

    def checked(self, plan: Plan, exact: bool = True) -> AssistantError | None:
        """The refusal of a planned move's `check` here, None when it has none."""
        return self.check_of(plan, exact)[1]

    def allows(self, plan: Plan) -> bool:
        """Whether the rules allow a planned move here (its `check` says yes)."""
        return self.check_of(plan) == (0, None)

    def check_of(self, plan: Plan, exact: bool = True) -> tuple[int, AssistantError | None]:
        """The exit code and refusal of a planned move's `check` here."""
        from assistant.cli.app import execute

        argv = list(plan.argv)
        checked = [*argv[:3], CHECK, *argv[3:]]
        return execute(checked, Runtime(parent=self.runtime, quiet=True, exact=exact))

    def records_nothing(self, part: list[str], player: str | None) -> str | None:
        """Whether a part of a line that says several says a move that records nothing
        (`NOT_WRONG`: `Luca spinge una piramide: niente; ne spinge un'altra e trova …`):
        the player it names ("" when none), left out of the line's moves; else None."""
        planned = self.part_plan(part, player)
        if isinstance(planned, AssistantError) or not self.is_move(planned):
            return None
        refused = self.checked(planned)
        if refused is None or refused.code not in NOT_WRONG:
            return None
        argv = list(planned.argv)
        return argv[argv.index("--player") + 1] if "--player" in argv else ""

    def part_plan(self, part: list[str], player: str | None) -> Plan | AssistantError:
        """The plan of one move of a line that says several: with the `player` of the first
        when it names none and takes one; the refusal when it does not read."""
        names = split_player(part, self.players)[0] or self.named_first(part)[0]
        if player is not None and names is None:  # `Léa rate ; Paul trouve`: Paul's own
            with contextlib.suppress(AssistantError):
                return self.plan([f"{player}:", *part])
        try:
            return self.plan(part)
        except AssistantError as refused:
            return refused

    def remember(self, plan: Plan, code: int, moved: bool) -> None:
        """Keep the words of a line that offers choices (`options yellow`) for a one-word
        line after it; forget them once a move is recorded that changes them."""
        grammar = load(self.spec().id).grammar
        after = grammar.follow_up[0] if grammar.follow_up is not None else None
        words = list(plan.argv)
        asked = CHECK in words[3:4] and code in (EXIT_OK, EXIT_RULES) and len(words) > 5
        self.last_asked = plan.argv if asked else None
        if after is not None and code == 0 and after in words:
            self.pending = tuple(words[words.index(after) + 1 :])
            self.shown = self.snapshot()[2]
        elif moved and not set(words[3:4]) & grammar.keeps_choices and not self.same_turn():
            self.pending = None  # (a water marker's value: the letters stand)

    def same_turn(self) -> bool:
        """Whether it is still the turn the standing choices were shown in (the letters
        of a turn's second camel may still stand: the game's `follow_up` says)."""
        if self.pending is None or self.shown is None:
            return False
        _, game, state = self.snapshot()
        now = game.current_player(state)
        return now is not None and now == game.current_player(self.shown)

    def names_value(self, word: str) -> bool:
        """Whether `word` is exactly the first value of a move said by its values alone
        (`sort`, the spell, which starts `sortir`): it is then that move, not a command
        it starts."""
        from assistant.syntax import names_spellings

        try:
            _, game, state = self.snapshot()
        except (AssistantError, sqlite3.Error):
            return False
        grammar = game.grammar
        key = fold(word)
        for command_id in grammar.implicit(state) if grammar.implicit else ():
            command = grammar.command(command_id)
            kind = grammar.kind(command.positional[0].kind) if command.positional else None
            if kind is not None and kind.names:
                every = names_spellings(kind)
                if any(key in map(fold, every.every(i)) for i in every.by_id):
                    return True
        return False

    def implied(self, words: list[str]) -> list[str]:
        """`bleu 2` -> `roll bleu 2`: a line whose first word names no command, read as the
        first of the game's `Grammar.implicit` moves whose words it reads as; else as the
        first whose first value its first word is (`bleu` alone: refused for the missing
        face; `met un violet en D9 …`: past the words said around values), else as it is
        (refused as an unknown command)."""
        from assistant.syntax import read, read_value

        if not words or words[0].startswith("-"):
            return words
        named = self.command_of(words[0])
        if named is not None and (
            self.spoken({}).exact(words[0]) or not self.names_value(words[0])
        ):
            return words  # a command's word, or the start of one that names no value
        try:
            _, game, state = self.snapshot()
        except (AssistantError, sqlite3.Error):
            return words
        grammar = game.grammar
        lang = self.t.lang
        implicit = [grammar.command(c) for c in grammar.implicit(state)] if grammar.implicit else []
        implicit = [c for c in implicit if c.offered(state) and c.positional]
        if named is None and len(words) > 1 and fold(words[0]) in VERBS:  # `mette il miraggio`
            for command in implicit:
                # `prend la bleue`: the move its nouns or verb make of it (a leg bet)
                other = grammar.redirected(command.id, words[1:], words, nouns_only=True)
                for each in (*([grammar.command(other)] if other else []), command):
                    with contextlib.suppress(AssistantError):
                        read(grammar, each, words[1:], lang, state)
                        return [each.id, *words[1:]]
        for command in implicit:
            try:
                read(grammar, command, words, lang, state)
            except AssistantError:
                continue
            return [command.id, *words]
        lead = next((w for w in words if not self.said_around(w)), words[0])  # `met un violet`
        unknown = None
        for command in implicit:
            try:
                read_value(grammar, command.positional[0], lead, lang, state)
            except AssistantError as error:
                unknown = unknown or (command if error.code == "input/unknown-name" else None)
                continue
            return [command.id, *words]  # refused for what it lacks
        if unknown is not None and fold(words[0]) in VERBS and grammar.filler(words[0]):
            return [unknown.id, *words]  # `met un orange en O5`: refused for its colour
        return self.first_unknown(words, implicit, state) or words

    def first_unknown(self, words: list[str], implicit: list[Any], state: Any) -> list[str] | None:
        """`rose 2` -> `roll rose 2`: a line that reads as an implicit move but for its first
        value, a word that is no command nor close to one (a colour of no camel), is that
        move, refused for that value with its choices; else None."""
        from assistant.syntax import read, suggestion, term_spellings

        if len(words) < 2:
            return None
        grammar = load(self.spec().id).grammar
        for command in implicit:
            kind = grammar.kind(command.positional[0].kind)
            names = list(kind.scope(state) if kind.scope is not None else kind.names)
            if not names:
                continue  # (a number said first: the word is no value of its kind)
            try:
                read(grammar, command, [*names[:1], *words[1:]], self.t.lang, state)
            except AssistantError:
                continue
            every = self.words()
            if suggestion(fold(words[0]), term_spellings(every), self.t.lang, every.keys()):
                return None  # a command mistyped (`staus 2`)
            return [command.id, *words]
        return None

    def picked(self, words: list[str]) -> list[str] | None:
        """A line that picks one of the choices the last `options` showed (`b`; `e, le
        point d'eau vaut 3`: the game's `Grammar.follow_up` reads the words after it): the
        move's words, else None."""
        if self.pending is None or not words or words[0].startswith("-"):
            return None
        grammar = load(self.spec().id).grammar
        if grammar.follow_up is None:
            return None
        _, session_game, state = self.snapshot()
        del session_game
        return grammar.follow_up[1](state, self.shown, self.pending, " ".join(words))

    def refresh(self) -> AssistantError | None:
        """Look the session up again before a line (a rename elsewhere is followed); the
        `session/gone` error when it was deleted, None otherwise (other problems are the
        line's to report)."""
        try:
            self.session()
        except AssistantError as error:
            return error if error.code == "session/gone" else None
        except sqlite3.Error:
            pass
        return None

    def close(self, error: AssistantError) -> None:
        """The session was deleted elsewhere: say so and leave the table."""
        self.fail(error)
        self.gone = True

    def follow(self) -> None:
        """After a line: the session may have changed (`new`), note the moves seen."""
        name = self.runtime.session
        if name is not None and name != self.name:
            self.name, self.id, self.game = name, None, None
        self.seen = self.active()

    def active(self) -> list[int] | None:
        """The active moves' numbers. Only the moves after those seen are read while the
        session's revision stays (undo and redo change it): only new moves came since."""
        try:
            session = self.session()
            journal = self.runtime.journal
            revision, count = journal.counters(session)
            seen, key = self.seen, (session.id, revision)
            if seen is not None and self.seen_as == key and len(seen) <= count:
                if len(seen) == count:
                    return seen
                new = [row.seq for row in journal.moves(session, after=seen[-1] if seen else 0)]
                if len(seen) + len(new) == count:
                    return [*seen, *new]
            found = [row.seq for row in journal.moves(session)]
            self.seen_as = key
            return found
        except (AssistantError, sqlite3.Error):
            return None

    def changed_elsewhere(self) -> tuple[list[Msg], bool]:
        """Moves recorded by another window since the last line (and whether the journal
        changed in another way: an undo, say)."""
        before, now = self.seen, self.active()
        if before is None or now is None or now == before:
            return [], False
        self.seen = now
        if now[: len(before)] != before:
            return [], True
        session, game, state = self.snapshot()
        after = before[-1] if before else 0  # the new moves come after those seen
        rows = {row.seq: row for row in self.runtime.journal.moves(session, after=after)}
        said = []
        for number, seq in enumerate(now[len(before) :], start=len(before) + 1):
            payload = rows[seq].payload
            move = game.as_seen(state, game.move_from_json(payload))
            said.append(
                Msg(
                    "{n}. {player}{move}",
                    {
                        "n": number,
                        "player": f"{payload['player']} — " if payload.get("player") else "",
                        "move": game.describe(move, state),
                    },
                )
            )
        return said, False

    # -- answers ------------------------------------------------------------------------------

    def fail(self, error: AssistantError) -> int:
        """Show a refused line: the reason and the rule, in the reader's language."""
        from assistant.cli.app import error_document
        from assistant.errors import exit_code_of
        from assistant.render.table import refusal

        code = exit_code_of(error)
        self.refused_line = True
        if error.code in NOT_WRONG and not self.runtime.json:
            self.runtime.console().print(self.t.render(error.msg), markup=False)
            return 0  # nothing wrong was said: a slide that showed nothing
        self.failed = self.failed or code
        if self.runtime.json:
            print_json(error_document(error, self.runtime))
        else:
            command = error.command_path
            words = command.split()[2:] if command else []
            from assistant.cli.recording import rule_title

            title = rule_title(error.rule, self.t) if error.rule else None
            refusal(self.runtime.console(stderr=True), self.t, error, title, words)
        return code

    def help(self, words: list[str]) -> int:
        from assistant.cli.app import _help_as_json, execute
        from assistant.render.table import help_view

        if words:
            try:
                command = self.resolve(words[0])
            except AssistantError as unknown:
                return self.fail(unknown)
            if command not in TABLE_COMMANDS or command == "rules":
                argv = ("rules",) if command == "rules" else self.plan([command]).argv
                show = _help_as_json if self.runtime.json else execute  # {"help": ...}
                code, error = show((*argv, "--help"), Runtime(parent=self.runtime))
                return self.fail(error) if error is not None else code
        spec = self.spec()
        try:
            state = self.snapshot()[2]
        except (AssistantError, sqlite3.Error):  # the session is gone: the help still shows
            state = None
        doc = help_doc(self.t, spec, self.group(spec), state)
        self.runtime.emit(doc, lambda console, t: help_view(console, t, doc))
        return 0


# -- the prompt's help ------------------------------------------------------------------

TABLE_HELP: tuple[tuple[str, str, str], ...] = (
    ("check", N_("MOVE…"), N_("Would this move be legal, and why not? Records nothing.")),
    ("log", "", N_("The moves so far, numbered.")),
    ("undo", "", N_("Take the last move back.")),
    ("redo", "", N_("Put back the move taken back last.")),
    ("rules", N_("[SECTION]"), N_("The rules of this game, one section by its name, or a search.")),
    ("help", N_("[COMMAND]"), N_("This help, or the words and options of one command.")),
    ("quit", "", N_("Leave the prompt (Ctrl-D too); everything stays recorded.")),
)


WON_REACH = 6
"""How far into a line the word of the command said won may stand (`Sara e Luca fanno un
duello: …`)."""


def named_player(command: Any) -> bool:
    """Whether a player named before `command`, a move of no one's, is its first word (the
    scorpion's stung player)."""
    first = command.positional[:1]
    return bool(first) and first[0].kind == "player"


def help_doc(t: Translator, spec: GameSpec, group: Any, state: Any = None) -> dict[str, Any]:
    """The help of the prompt as data, in the reader's words: every move with its words, what
    it does and an example; the game's other commands; the prompt's own."""
    from assistant.syntax import COMMON_WORDS, usage_line

    grammar = load(spec.id).grammar
    lang = t.lang
    moves = [
        {
            "command": command.id,
            "usage": usage_line(grammar, command, lang),
            "text": t.gettext(command.summary),
            "example": own_example(grammar, command, lang, state),
        }
        for command in grammar.commands
        if command.offered(state)
    ]
    words = group.words()
    others = []
    for name in group.other_names():
        other = group.other(name)
        summary = (other.help or "") if other is not None else ""
        others.append(
            {
                "command": name,
                "word": words[name].shown(lang),
                "words": arguments(t, other),
                "text": first_line(t, summary),
            }
        )
    own = [
        {
            "command": name,
            "word": (words.get(name) or COMMON_WORDS[name]).shown(lang),
            "words": t.gettext(args) if args else "",
            "text": t.gettext(text),
        }
        for name, args, text in TABLE_HELP
    ]
    return {
        "game": spec.id,
        "moves": moves,
        "commands": others,
        "table": own,
        "notes": [
            t(
                N_("The game’s commands without `assistant {cli}`; a unique prefix is enough."),
                cli=spec.cli,
            ),
            *said_notes(t, grammar, moves, state),
            t(
                N_("Who plays: `{option} NAME` after the words, or `NAME:` before them."),
                option=PLAYER_OPTION.shown(lang),
            ),
            t(N_("Tab completes, ↑ recalls earlier lines, Ctrl-C clears the line.")),
        ],
    }


def said_notes(t: Translator, grammar: Any, moves: list[dict[str, Any]], state: Any) -> list[str]:
    """The help's notes on what a line may say besides a command: a move by its values alone
    (`Grammar.implicit`), two such moves on one line (`moves_in`), a question about a move
    (`spoken.questioned`); one example each."""
    lang = t.lang
    implied = []
    for command_id in grammar.implicit(state) if grammar.implicit and state is not None else ():
        command = grammar.command(command_id)
        example = own_example(grammar, command, lang, state) if command.offered(state) else ""
        if len(example.split()) > 1:  # `pyramide vert 2` may be said `vert 2`
            implied.append(
                t(
                    N_("A move may be said by its values alone: `{values}` is `{move}`."),
                    values=example.split(None, 1)[1],
                    move=example,
                )
            )
    for command_id in grammar.implicit(state)[:1] if grammar.implicit and state is not None else ():
        both = values_examples(grammar, grammar.command(command_id), lang, state)[:2]
        if grammar.together is not None:
            both = [said_example(grammar, line, lang, command_id) for line in grammar.together]
        if len(both) == 2:
            implied.append(
                t(
                    N_("Several moves may share a line, joined by “and”: `{first} and {second}`."),
                    first=both[0],
                    second=both[1],
                )
            )
    said = [
        as_infinitive(grammar.command(move["command"]).words, move["example"], lang)
        for move in moves
        if move["example"]
    ]
    said.sort(key=lambda example: example is None)  # a move said with a verb first
    asked = [
        t(N_("A question about a move is answered, nothing recorded: `can I {move}?`"), move=m)
        for m in said[:1]
        if m is not None
    ]
    return [*implied[:2], *asked[:1]]


def as_infinitive(words: Term, example: str, lang: str) -> str | None:
    """`example` as it follows `can I`: with its command word in the infinitive (`posso
    scommettere blu`, the shown word being the imperative `scommetti`; `puis-je poser vert
    M8`), None when the command has no infinitive (`capo`, `chef`: nouns)."""
    endings = INFINITIVE_ENDINGS.get(lang)
    if endings is None:
        return example
    infinitive = next((w for w in words.spellings(lang) if w.endswith(endings)), "")
    return f"{infinitive} {example.partition(' ')[2]}".strip() if infinitive else None


INFINITIVE_ENDINGS = {"it": ("are", "ere", "ire"), "fr": ("er", "ir", "re")}
"""How a command word in the infinitive ends, by language (English: any word)."""


def own_example(grammar: Any, command: Any, lang: str, state: Any = None) -> str:
    """The first example of `command` that uses it (a command's examples may set the scene
    first: `reveal 3 crown` before `found`) and fits the session of `state` (a camel of its
    edition: `syntax.fits`), in `lang`'s words; "" when it has none."""
    from assistant.syntax import fits, split_line, translate_example

    every = [*command.other_examples, *command.examples]  # the narrower first, where they fit
    own = [e for e in every if split_line(e, comments=False)[:1] == [command.id]]
    fitting = [e for e in own if fits(grammar, command, e, state)]
    chosen = (fitting or own or list(command.examples) or [""])[0]
    shown = translate_example(grammar, chosen, lang).partition("  #")[0] if chosen else ""
    return with_table_names(shown, state)


SAMPLE_NAMES = ("ana", "bo", "cy")
"""The players the examples name, in seat order."""


def with_table_names(example: str, state: Any) -> str:
    """`example` with its sample players (`partner bo`) named as the table's, in seat order
    (`partenaire Yan`); as it is without a session, or where a name has a space."""
    players = [getattr(p, "name", p) for p in getattr(state, "players", ())]
    names = dict(zip(SAMPLE_NAMES, [str(p) for p in players], strict=False))
    if not names or any(" " in name for name in names.values()):
        return example
    words = []
    for word in example.split(" "):
        head, eq, rest = word.partition("=")
        words.append(names.get(head, head) + eq + rest)  # `bo`, `bo=vase`
    return " ".join(words)


def said_example(grammar: Any, line: str, lang: str, implicit: str) -> str:
    """An English example line in `lang`'s words, without its command's word when the
    command may be said without it (`reveal 3 crown` is `3 couronne`)."""
    from assistant.syntax import split_line, translate_example

    words = split_line(translate_example(grammar, line, lang), comments=False)
    return " ".join(words[1:] if split_line(line)[:1] == [implicit] else words)


def values_examples(grammar: Any, command: Any, lang: str, state: Any) -> list[str]:
    """The values of `command`'s examples that fit the session, in `lang`'s words, without
    the command's word and the options (`orange 3`, `blanc 1`), each once."""
    from assistant.syntax import fits, split_line, translate_example

    found: list[str] = []
    for example in command.examples:
        words = split_line(example, comments=False)
        if words[:1] != [command.id] or not fits(grammar, command, example, state):
            continue
        said = split_line(translate_example(grammar, example, lang), comments=False)[1:]
        values = " ".join(itertools.takewhile(lambda w: not w.startswith("-"), said))
        if values and values not in found:
            found.append(values)
    return found


def arguments(t: Translator, command: Any) -> str:
    """What a Click command takes after its word, in the reader's words: `CASE`, `[SESSION]`
    (its options are in its own help)."""
    from assistant.cli.helptext import metavar

    shown = []
    for param in getattr(command, "params", []):
        if getattr(param, "param_type_name", "") != "argument":
            continue
        word = t.gettext(metavar(param))
        shown.append(word if param.required else f"[{word}]")
    return " ".join(shown)


def first_line(t: Translator, text: str) -> str:
    from assistant.cli.helptext import translate_help
    from assistant.cli.moves import first_sentence

    return first_sentence(translate_help(t, text))


MAX_LINE = 4096
"""The longest line the prompt reads, as in a replayed file (splitting is not linear)."""


SPEAKER = frozenset({"je", "io", "i", "moi", "elle", "lui", "lei", "he", "she"})
"""The player speaking of their own moves (`je parie sur le bleu et le vert`), or the
player whose turn it is said by a pronoun (`elle rate et utilise son scarabée`): every move
of the line is theirs (`il` in French only, not the Italian article: `il blu fa 3 e il
giallo fa 1`)."""

ANOTHER = frozenset({"another", "other", "autre", "altro", "altra", "encore", "ancora"})
"""What a later move of a line says for the first one's kind (`et un autre en K4`), folded."""


def exclaimed(words: list[str]) -> list[str]:
    """The words of a line without its exclamation marks and a full stop at its end
    (`trouvé !`, `trovato!`, `Léa rate.`): a table's tone, no part of a move."""
    plain = [word.rstrip("!") for word in words]
    if plain and plain[-1].endswith(".") and not plain[-1].startswith("-"):
        plain[-1] = plain[-1].rstrip(".…")
    return also_pronoun_out([word for word in plain if word])


ALSO_PRONOUNS = frozenset(
    {
        *(("anche", p) for p in ("lui", "lei", "loro")),
        *(("pure", p) for p in ("lui", "lei", "loro")),
        *((p, "aussi") for p in ("lui", "elle", "eux", "elles")),
    }
)
"""`anche lui`, `elle aussi`: a pronoun said with *also* after a player's verb (`Marco
scommette anche lui sul bianco`, `Léa parie elle aussi sur le bleu`), folded pairs."""


def also_pronoun_out(words: list[str]) -> list[str]:
    """The words without the pronoun of `anche lui`, `elle aussi` (`ALSO_PRONOUNS`): the
    player is already named; *also* stays, which the moves read as a filler."""
    folded = [fold(w) for w in words]
    drop = set()
    for i in range(1, len(words) - 1):  # never the line's first or last word
        pair = (folded[i], folded[i + 1])
        if pair in ALSO_PRONOUNS:
            drop.add(i + 1 if folded[i] in ("anche", "pure") else i)
    return [w for i, w in enumerate(words) if i not in drop]


def bad_line(line: str) -> UsageError | None:
    """Why a line typed or piped to the table cannot be a command: too long, a byte that is
    not UTF-8, a control character (a NUL, an escape sequence); None when it can."""
    from assistant.cli.runtime import control_character, not_utf8, shown_bytes

    line = line.removesuffix("\n").removesuffix("\r")
    if len(line) > MAX_LINE:
        return usage(
            "input/line-too-long",
            N_("The line is {length} characters long; at most {limit} are read."),
            length=len(line),
            limit=MAX_LINE,
        )
    bad = not_utf8(line)
    if bad is not None:
        return usage(
            "input/not-utf8",
            N_(
                "The line is not UTF-8 text: byte {byte} at character {position} (“{shown}”). "
                "Type it again in UTF-8, or set the terminal's encoding to UTF-8."
            ),
            byte=bad[1],
            position=bad[0],
            shown=shown_bytes(line),
        )
    char = control_character(line)
    if char is not None:
        return usage(
            "input/control-character",
            N_("A control character ({char}) cannot be part of a command."),
            char=char,
        )
    return None


ASIDE = frozenset({"per", "pour", "for", "e", "est", "is", "of", "di"})
"""Words around the value a game's other command takes (`dove è E10`, `choix pour le vert`),
folded, left out with the game's fillers and articles (`plain_arguments`)."""


def plain_arguments(words: list[str], grammar: Any, command: str = "") -> list[str]:
    """The words of one of a game's other commands without the articles, prepositions and
    fillers said around its values (`scelte per il verde` is `scelte verde`); an option and
    its value stay as typed. The status of a part of the game (`état des piles`, `stato dei
    soldi`) is the status: it shows every part."""
    from assistant.games import ARTICLES

    if command == "status":
        return [word for word in words if word.startswith("-")]

    kept: list[str] = []
    for index, word in enumerate(words):
        after_option = index > 0 and words[index - 1].startswith("-")
        aside = grammar.filler(word) or fold(word) in ARTICLES | ASIDE
        if word.startswith("-") or after_option or not aside:
            kept.append(word)
    return kept


def split_player(
    words: list[str], players: Callable[[], Iterable[str]] = tuple
) -> tuple[str | None, list[str]]:
    """`bo: bet blue` and `bo:bet blue` -> ("bo", ["bet", "blue"]); other lines unchanged.
    A name of several words (`Anne Marie: bet blue`), or followed by a space before its
    colon as French is typed (`bo : parier bleu`), is taken when it begins the name of one
    of `players()`, any case (`--player` then reads it as a name typed there)."""
    head = words[0]
    if not head.startswith("-") and ":" not in head:
        at = next((i for i, word in enumerate(words[1:3], 1) if ":" in word), None)
        if at is not None and not any(word.startswith("-") for word in words[:at]):
            before, _, after = words[at].partition(":")
            name = " ".join(word for word in [*words[:at], before] if word)
            if any(fold(player).startswith(fold(name)) for player in players()):
                return name, ([after] if after else []) + words[at + 1 :]
    if head.startswith("-") or ":" not in head:
        return None, words
    player, _, rest = head.partition(":")
    if not player or "/" in player:
        return None, words
    return player, ([rest] if rest else []) + words[1:]


def rules_argv(spec: GameSpec, words: list[str], answer: bool = False) -> list[str]:
    """`rules` at the table: this game's contents, a section by id or prefix, else a search
    (with `answer`, a question's: the best section shown, `rules --answer`)."""
    if not words:
        return ["rules", spec.id]
    if answer:
        return [*_rules_argv(spec, words), "--answer"]
    return _rules_argv(spec, words)


def _rules_argv(spec: GameSpec, words: list[str]) -> list[str]:
    """`rules_argv` for some words."""
    from assistant import rulebook
    from assistant.syntax import COMMON_WORDS

    if COMMON_WORDS["search"].means(words[0]):
        return ["rules", "search", *words[1:], "--game", spec.id]
    if len(words) == 1:
        try:
            found = rulebook.find_section(spec.id, words[0])
        except UsageError:
            found = None
        word = rulebook.slug(words[0])
        if found is None or word not in {
            found.id.split("/")[1],
            *rulebook.section_slugs(found).values(),
        }:
            held = titled_by(spec.id, word)  # a whole word of one title before a prefix of another
            found = held or found
        if found is not None:
            return ["rules", spec.id, found.id]
        near = rulebook.near_section(spec.id, words[0])
        if near is not None:
            return ["rules", spec.id, near.id]
    named = named_section(spec.id, words)
    if named is not None:
        return ["rules", spec.id, named]
    return ["rules", "search", *words, "--game", spec.id]


def remark_split(
    words: list[str], remark: Callable[[list[str]], bool]
) -> tuple[list[str], list[str]]:
    """A line said with a remark after its move: the move's words and the remark's; a total
    restated after a comma or an `and` (`…, fa 12`, `… et fait 12`: `restates`), else the
    words after the last comma that say nothing of the game (`remark`); ([], []) when none."""
    ends = [i for i, w in enumerate(words[:-1]) if i and (w.endswith(",") or separates(w, JOINS))]
    at = next((i for i in ends if restates(words[i + 1 :])), None)
    if at is None:
        commas = [i for i in ends if words[i].endswith(",")]
        at = commas[-1] if commas and remark(words[commas[-1] + 1 :]) else None
    if at is None:
        return [], []
    head = words[:at] if separates(words[at], JOINS) else [*words[:at], words[at].rstrip(",")]
    return head, words[at + 1 :]


def turn_ended(error: AssistantError, recorded: int, first: str | None) -> AssistantError:
    """A later move of a line refused as out of turn, after the line's first moves ended
    the player's turn (`gioca scala 3 e una scala da 2`): said so, not only *it is Paolo's
    turn, not Giulia's*. Only for the player whose turn the line started in (`first`): a
    player whose turn never came is told whose turn it is (Pharao's `Zoé joue corde 3 ;
    Léa joue …` after Zoé's exact hit: Zoé plays again). A later move refused because the
    line's first moves ended the game is said so too (`game_ended`)."""
    if error.code == "game/over" and recorded and first is not None:
        return game_ended(error)
    args = error.msg.args
    generic = error.msg.text == "It is {current}'s turn, not {player}'s."  # a game's own stays
    if error.code != "turn/out-of-order" or not recorded or not generic:
        return error
    if first is not None and args.get("player") != first:
        return error
    from assistant.games.base import OutOfTurnError

    text = N_(
        "The line's moves before this one ended {player}'s turn: it is {current}'s turn now, "
        "so {player} cannot also play this one."
    )
    return OutOfTurnError(Msg(text, dict(args)), error.rule)


def game_ended(error: AssistantError) -> AssistantError:
    """`Giulia gioca torcia 9 e pesca una carta`, the torch winning the treasure: the later
    move is refused because the line's moves before it ended the game, which was not over
    when the line started; said so, not *the game is over*, which reads as if it had been."""
    from assistant.games.base import GameOverError

    text = N_(
        "The line's moves before this one ended the game, so this one cannot follow them: "
        "type those moves alone."
    )
    return GameOverError(Msg(text), error.rule)


def titled_by(game_id: str, word: str) -> Section | None:
    """The one section whose title holds `word` (a slug's word) as a whole word, in any
    language, after its colon too (`territoire`: *Fermer un territoire*, not *Les territoires
    possédés…*; `miraggio`: *Tessera Deserto: oasi e miraggio*); None when none or several."""
    from assistant import rulebook
    from assistant.i18n import LANGUAGES, Translator

    holding = [
        section
        for section in rulebook.load(game_id).sections
        if any(
            word
            in rulebook.slug(Translator(lang).gettext(section.title).replace(":", " ")).split("-")
            for lang in LANGUAGES
        )
    ]
    return holding[0] if len(holding) == 1 else None


def named_section(game_id: str, words: list[str]) -> str | None:
    """The section that words name without their articles (`la tempête de sable`:
    `tempete-de-sable`), or that holds their one word in its name (`momie`: the curse of
    the mummy); None when they name none (a search then)."""
    from assistant import rulebook
    from assistant.cli.spoken import TOPIC_LEAD

    said = list(words)
    while len(said) > 1 and fold(said[0]) in TOPIC_LEAD:
        said = said[1:]
    with contextlib.suppress(UsageError):
        return rulebook.find_section(game_id, rulebook.slug(" ".join(said))).id
    if len(said) > 1:
        return None
    word = rulebook.slug(said[0])
    holding = [
        s.id
        for s in rulebook.load(game_id).sections
        if any(word in name.split("-") for name in rulebook.section_slugs(s).values())
    ]
    return holding[0] if len(holding) == 1 else None


HISTORY_NAME = 120
"""The longest history file name made from a session's name (file systems take 255 bytes)."""


def holding(unit: Msg, player: str, n: int) -> Msg | None:
    """What a player's total is said as, in a sentence (`Marco ha 5 monete.`), for the units
    of the four games; None for another unit."""
    if unit.text == "coins":
        return Plural("{player} has {n} coin.", "{player} has {n} coins.", n, player=player)
    if unit.text == "points":
        return Plural("{player} has {n} point.", "{player} has {n} points.", n, player=player)
    if unit.text == "adventures beaten":
        return Plural(
            "{player} has beaten {n} adventure.", "{player} has beaten {n} adventures.", n,
            player=player,
        )  # fmt: skip
    if unit.text == "cards won":
        return Plural("{player} has won {n} card.", "{player} has won {n} cards.", n, player=player)
    return None


def history_path(name: str) -> Path:
    """Where the lines typed at a session's prompt are kept: one file per session, named
    after it (URL-quoted); a long name keeps its start and gets a hash of the whole name."""
    from urllib.parse import quote

    from assistant.paths import data_home

    quoted = quote(name, safe="")
    if len(quoted) > HISTORY_NAME:
        import hashlib  # OpenSSL's libraries: loaded only for a name this long

        start = ""
        for char in name:
            if len(start) + len(quote(char, safe="")) > HISTORY_NAME - 33:
                break
            start += quote(char, safe="")
        digest = hashlib.sha256(name.encode("utf-8", "surrogateescape")).hexdigest()[:32]
        quoted = f"{start}-{digest}"
    return data_home() / "history" / f"{quoted}.txt"


def named_in(value: Any) -> set[str]:
    """The words among a move's values, folded (`{"water": [[("D9", 2)]]}` -> `{"d9"}`)."""
    if isinstance(value, str):
        return {fold(value)}
    if isinstance(value, Mapping):
        return set().union(*(named_in(v) for v in value.values()))
    if isinstance(value, (list, tuple)):
        return set().union(*(named_in(v) for v in value))
    return set()
