"""Each game's words, declared once, and the one reader and writer of them.

A game declares its acting commands in its package (`games/<game>/commands.py`) as a
`Grammar`: every command's words in English, French and Italian (`Term`), its arguments and
options (`Param`) and the kind of word each takes (`Kind`: a colour, a space, a player...),
its help and examples, and two functions between the words and the move (`build` and its
inverse `values`). Everything a table types goes through this module:

* `split_line` cuts a typed line into words (quotes group words; an apostrophe inside a word,
  `masque d'or`, is a letter);
* `read` turns the words of one command into `Values` (names of any language resolved to
  their ids, numbers read), `build` turns values into the move in a state;
* `write` is the inverse: the words of a move in one language (`parier bleu --joueur bo`),
  which `read` reads back in any language;
* `resolve` finds a word among names in three languages (any case, accents optional, a
  unique prefix), and suggests the closest name, in the reader's language, on a typo.

The one-shot commands, the table prompt, completion, help, `check`, hints and the replay
export are all generated from the declarations: see `assistant.cli.moves` and
`assistant.cli.prompt`. Nothing here prints or touches the journal; the catalogs are read
(lazily) only to know the French and Italian names of things.
"""

from __future__ import annotations

import contextlib
import itertools
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from assistant.errors import UsageError
from assistant.games import ARTICLES, fold, number_word
from assistant.messages import N_, Msg, Say

Values = dict[str, Any]
LANGS = ("en", "fr", "it")


# -- declarations ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Term:
    """A word in three languages: the first spelling of a language is how it is shown there,
    the others are synonyms. Every spelling of every language is accepted everywhere."""

    en: tuple[str, ...]
    fr: tuple[str, ...]
    it: tuple[str, ...]

    def shown(self, lang: str) -> str:
        spellings = getattr(self, lang, ()) if lang in LANGS else ()
        return (spellings or self.en)[0]

    def english(self) -> str:
        return self.en[0]

    def __str__(self) -> str:
        return self.en[0]

    def spellings(self, lang: str | None = None) -> tuple[str, ...]:
        """Every spelling (of `lang` only, when given)."""
        if lang is not None:
            return tuple(getattr(self, lang, ()) if lang in LANGS else ())
        return (*self.en, *self.fr, *self.it)

    def means(self, typed: str) -> bool:
        """Whether `typed` is one of the spellings (any language, any case, accents
        optional)."""
        from assistant.games import fold

        key = fold(typed)
        return any(key == fold(each) for each in self.spellings())


def term(en: str | Sequence[str], fr: str | Sequence[str], it: str | Sequence[str]) -> Term:
    """`term("bet", ("parier", "pari"), "scommetti")`: one word or several per language."""

    def many(words: str | Sequence[str]) -> tuple[str, ...]:
        return (words,) if isinstance(words, str) else tuple(words)

    return Term(many(en), many(fr), many(it))


STATUS_AND_SCORE = term(
    ("status", "score"),
    ("état", "etat", "décompte", "score", "classement"),
    ("stato", "punteggio", "conteggio", "classifica"),
)
"""`status` for a game without a `score` command of its own (Camel Up, Der Schatz des
Pharao): the status shows the score, and a table asks for it by that name too."""

NAMES = "names"
"""A kind whose words are fixed names (colours, sides, cards) translated by the catalogs."""
NUMBER = "number"
"""Whole numbers, written with ASCII digits."""
STATE = "state"
"""Names that come from the game's state (`Game.vocabulary(state)[kind]`): players, hexes."""
LITERAL = "literal"
"""The table's own words, kept as typed (Ramsès's treasures): any text is accepted."""


@dataclass(frozen=True)
class Kind:
    """What a word names, how it is shown in help (`metavar`) and how it is read.

    :param noun: an English noun for messages (`N_("colour")`).
    :param names: for `NAMES` kinds, id -> English name (a catalog message id); the French and
        Italian names come from the catalogs.
    :param aliases: more spellings per id (`+1` for the oasis side, `first` for winner).
    :param read: for a notation (`ana=crown`, `ladder:3`), the reader of one word: it returns
        the value or raises `UsageError`; `write` is its inverse (value, language -> word).
    """

    id: str
    noun: str
    metavar: Term
    source: str = NAMES
    names: Mapping[str, str] = field(default_factory=dict)
    aliases: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    read: Callable[[str], Any] | None = None
    write: Callable[[Any, str], str] | None = None
    samples: tuple[str, ...] = ()
    """For `LITERAL` kinds: English words the help's examples use (`crown`), shown in the
    reader's language there (`couronne`); typed words themselves are never translated."""
    careful: bool = False
    """For `NAMES` kinds: a word not understood is given a suggestion only when it is very
    close (`CAREFUL`): few short names, which other words are often near (`orange` is no
    typo of `jaune`: the names are listed instead)."""
    scope: Callable[[Any], Collection[str]] | None = None
    """For `NAMES` kinds: the ids a state has (the camels of a session's edition). Prefixes
    and suggestions stay within them; an exact name of another is still read, for the rules
    to refuse it with their reason."""


@dataclass(frozen=True)
class Param:
    """An argument (positional when `option` is None) or an option of a command.

    :param help: what it is, in English (`N_`).
    :param flag: a yes/no option that takes no value (`--lucky`).
    :param optional: a positional that may be left out, or an option with no default value.
    :param many: a positional that takes the rest of the words (each split on commas), or an
        option that may be given more than once (its values collected in a list).
    :param spoken: a flag that may also end the line as a plain word (`raté scarabée` is
        `raté --scarabée`).
    :param missing: for a positional left out, (the values read before it) -> what tells the
        reader how to find it (`choix jaune` lists the hexes a yellow camel may take).
    """

    name: str
    kind: str
    help: str
    option: Term | None = None
    flag: bool = False
    optional: bool = False
    many: bool = False
    spoken: bool = False
    missing: Callable[[Mapping[str, Any]], Msg] | None = None
    found: Callable[[Any, str | None], str | None] | None = None
    """(state, the acting player or None) -> the word of this positional when it is left out
    and the state tells it (`retourne sa tuile côté mirage`: the space of the player's own
    tile), else None."""
    found_none: str = ""
    """What is said when `found` finds nothing and the words do not read (`{player}`: the
    player has no tile to turn over), English (`N_`)."""
    asked: str | None = None
    """The value a question about the move takes for this positional when it is left out
    (English): `puis-je mettre ma tuile en 8 ?` asks about the space, whatever the side."""
    after: tuple[str, str] | None = None
    """An optional positional read only after another's value (`("colour", "grey")`: the
    grey die's colour of print follows the grey die only); elsewhere its word is the next
    positional's, and refused as that one (`uscito cole 2`: not a crazy camel's colour)."""


ACTOR_CURRENT = "current"
"""`--player` names who acts; left out, the player whose turn it is."""
ACTOR_NONE = "none"
"""The move belongs to nobody (a die, a marker): no `--player`."""
ACTOR_OPTIONAL = "optional"
"""`--player` narrows the move to one player; left out, the move is for the whole table."""

PLAYER_OPTION = term("--player", "--joueur", "--giocatore")


@dataclass(frozen=True)
class Command:
    """One acting command: its words, arguments, help, and the way to and from a move.

    :param summary: one line saying what it records, in English (`N_`).
    :param details: more help, paragraphs in English (`N_`), or empty.
    :param examples: lines after the game's word, in English (`bet blue --player bo`); help
        shows them in the reader's language (read, then written again).
    :param build: (values, state) -> move; `values["player"]` is already the acting player
        (see `actor`); it may raise `UsageError` for words that make no move.
    :param values: move -> values, the inverse of `build` (for `write`).
    :param moves: the move classes this command records (`write` finds a move's command).
    :param actor: `ACTOR_CURRENT`, `ACTOR_NONE` or `ACTOR_OPTIONAL` (see those).
    :param read_words: for a command whose positional words follow no fixed order (Ramsès's
        card: `3 crown`, `crown 3`, `crown:3`), the reader of its positional words.
    """

    id: str
    words: Term
    summary: str
    params: tuple[Param, ...] = ()
    details: str = ""
    examples: tuple[str, ...] = ()
    build: Callable[[Values, Any], Any] = lambda values, state: None
    values: Callable[[Any], Values] = lambda move: {}
    moves: tuple[type, ...] = ()
    actor: str = ACTOR_CURRENT
    read_words: Callable[[list[str]], Values] | None = None
    when: Callable[[Any], bool] | None = None
    """Whether the command is part of the game in a state (the second edition's spectator
    tile): help and completion at a table offer it only then; its words are still read
    elsewhere, for the rules to refuse it with their reason."""
    player_help: str = ""
    """The help of `--player` when the command gives it a meaning of its own (Ramsès's duel:
    the duellist who slid last); else the one its `actor` implies."""
    instead: str = ""
    """The command read in this one's place where the state does not offer this one, when
    the words fit it: in a second-edition game `tile 7 cheering` (the first edition's word)
    is the spectator tile; words that fit only this command are still read as it, for the
    rules to refuse."""
    instead_when: Callable[[Any], bool] | None = None
    """Where the state (this returns True) reads the command's words as the command
    `instead` first, although it offers this one (Ramsès's `scorpion` where no scorpion is
    loose: the back of the card turned over, `special scorpion`)."""
    instead_words: tuple[str, ...] = ()
    """Words read before the line's own when it is read as the command `instead` (English
    ids: `scorpion` for Ramsès's `special`)."""
    other_examples: tuple[str, ...] = ()
    """Examples that fit some sessions only (a camel of the second edition): a table's help
    shows the first of these whose names are all of its session (`fits`), else of
    `examples`; help pages, which speak of no session, show only `examples`."""
    fillers: frozenset[str] = frozenset()
    """Words said around this command's values only, folded, read as `Grammar.fillers`
    are (`pioche 2 cartes dans la pioche`: the pile's name around a draw, which left out
    around a card played would swallow `joue échelle 8 et pioche une carte`)."""
    said: Callable[[list[str]], tuple[list[str], Values]] | None = None
    """Values a table says in words among the positional words, where the command line
    has an option (Der Schatz des Pharao's `malédiction et Paul perd sa protection`: a
    curse's `--discard`): (the positional words) -> the words left for the positionals and
    the values said (a list adds to the option's values given with it)."""

    def offered(self, state: Any) -> bool:
        return self.when is None or state is None or self.when(state)

    @property
    def positional(self) -> tuple[Param, ...]:
        return tuple(p for p in self.params if p.option is None)

    @property
    def options(self) -> tuple[Param, ...]:
        return tuple(p for p in self.all_params if p.option is not None)

    @property
    def all_params(self) -> tuple[Param, ...]:
        """The declared parameters, plus `--player` when the command has an actor."""
        if self.actor == ACTOR_NONE:
            return self.params
        help_text = self.player_help or (
            N_("Who acts (any case, a prefix will do); default: whose turn it is.")
            if self.actor == ACTOR_CURRENT
            else N_("Only this player's part (default: the whole table).")
        )
        player = Param("player", "player", help_text, option=PLAYER_OPTION, optional=True)
        return (*self.params, player)


NounRedirect = tuple[frozenset[str], str]
"""Nouns, and the command a move said with one of them is (`Grammar.noun_redirects`)."""


@dataclass(frozen=True)
class Grammar:
    """A game's words: its acting commands and the kinds of words they take.

    :param game: the game's word on the command line (`camel`).
    :param others: the words of the game's other commands (`status`, `odds`, `map`...), id ->
        `Term`; their arguments are the Click commands' own.
    :param options: the words of the options of the game's other commands that are the
        game's own (`--start`, `--oases`), English option -> `Term`; the options every game
        or the platform has (`--players`, `--name`) are in `OPTION_WORDS`.
    """

    game: str
    commands: tuple[Command, ...]
    kinds: Mapping[str, Kind]
    others: Mapping[str, Term] = field(default_factory=dict)
    options: Mapping[str, Term] = field(default_factory=dict)
    check_examples: tuple[str, ...] = ()
    """Examples of `check`: the words after it, in English (a comment may follow `#`)."""
    follow_up: tuple[str, Callable[[Any, Any, Sequence[str], str], list[str] | None]] | None = None
    """At the prompt: a command that shows choices (`options`) and, for a one-word line
    after it, (state, the state the choices were shown at, that command's words, the line)
    -> the words of the move it picks (`b` -> `place yellow b --player bo`), or None when
    the line picks nothing. The choices stand until the turn passes."""
    won: str | None = None
    """At the prompt: the command a player is said to win, their name first (Ramsès's duel:
    `Paul gagne le duel : …` is `duel … --winner Paul`); the names, verbs and articles
    before its word are left out (`Sara e Luca fanno un duello: …`)."""
    ahead: frozenset[str] = frozenset()
    """The moves played first when a line says several: what the others may need (Through
    the Desert's `water`: a marker's value read off the board, said after the camel put on
    it: `jaune H2, le point d'eau H2 vaut 3`)."""
    keeps_choices: frozenset[str] = frozenset()
    """The moves after which the choices `follow_up` showed still stand (Through the
    Desert's `water`: a marker's value changes the gains, not the letters)."""
    nothing_said: tuple[str, ...] = ()
    """At the prompt: the words a move said negated with *nothing* is (Ramsès: `Léa ne
    trouve rien` is a pyramid that showed nothing, not a miss: `reveal pyramid nothing`)."""
    negated: Mapping[str, str] = field(default_factory=dict)
    """At the prompt: a move said negated that is another move (Ramsès's `found` -> `miss`:
    `Léa ne trouve rien`, `Luca non ha trovato niente`, `bo found nothing`)."""
    complete: Callable[[Any, str, Values, str], Sequence[str] | None] | None = None
    """For completion: (state, command id, the values typed so far, the parameter being
    typed) -> the words that fit now (the legal hexes of a move), or None for the kind's
    names."""
    phrases: Mapping[str, str] = field(default_factory=dict)
    """At the prompt: a component's name of two words that starts a line, folded and joined by
    a space -> the command it stands for (`point d'eau Q1 2` is `water Q1 2`); read only as
    whole words, so it makes no start of a word ambiguous."""
    implicit: Callable[[Any], Sequence[str]] | None = None
    """At the prompt: state -> the moves a line may say without their command word, tried in
    order (`bleu 2` is `roll blue 2` at Camel Up, `échelle 3` is `play ladder 3`); the line
    is the first whose words it reads as."""
    fillers: frozenset[str] = frozenset()
    """The game's own nouns that its answers put around the values and a table types back
    (`carte Arrivée du chameau rouge`), folded: read as the shared `FILLERS` are."""
    together: tuple[str, str] | None = None
    """Two moves one player may say on one line, English command lines (`reveal 3 crown`,
    `miss`): the help's example of several moves on a line, when two examples of the
    `implicit` command would not make one turn (two cards turned over)."""
    redirects: Mapping[str, tuple[tuple[str, str], ...]] = field(default_factory=dict)
    """At the prompt: command id -> (a kind, another command)...: the move said with a word
    that is exactly a name of that kind is the other command (`punta sul vincitore
    arancione` is `race winner orange`: a bet said of a pile is a race card)."""

    setup_said: Callable[[Sequence[str]], list[str] | None] | None = None
    """At the prompt: the words after a new game's players and their colon, said as a table
    says its setup, -> the options they are (Camel Up: `blu e verde sulla 1, arancione
    sulla 2, …` -> `--start '1:blue,green 2:orange …'`), or None when they do not read."""
    file_option: str | None = None
    """At the prompt: the option of `new` a file named among a new game's players is
    (Through the Desert's board: `avec Léa, Marc, Zoé et Inès sur mon-plateau.yaml`)."""
    noun_redirects: Mapping[str, NounRedirect | tuple[NounRedirect, ...]] = field(
        default_factory=dict
    )
    """At the prompt: command id -> (nouns, another command), or several: the move said with
    one of the nouns is the other command (Camel Up: `gira la sua tessera` is the tile, not
    `reveal`). A noun with an accent counts only as typed with it (`dé`, not `de`)."""
    possessed: frozenset[str] = frozenset()
    """At the prompt: the moves whose player may be said as the owner of a thing in it,
    `de`, `di`, `of` and their name (Camel Up: `la carte cachée de Zoé sur le vainqueur est
    verte` is Zoé's card turned over)."""
    in_state: Callable[[Any, str, Sequence[str]], str | None] | None = None
    """At the prompt: `(state, command id, the line's folded words)` -> the command a move
    said with that command's word is in this state, if another (Through the Desert: a
    colour put down while the leaders are placed, no camel named, is a leader)."""
    kept_by: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """At the prompt: command id -> words that keep it from `redirects` (`le premier ticket
    jaune` is a ticket, the first of its stack, not a race card on the winner pile)."""

    def redirected(
        self,
        command_id: str,
        words: Sequence[str],
        heard: Sequence[str] = (),
        *,
        nouns_only: bool = False,
    ) -> str | None:
        """The command `redirects` makes of `command_id` said with `words`, if any: a name
        of several words counts when they are said in a row (`tempête de sable`). `heard`:
        the line as said, before its fillers were left out (for `kept_by`). `nouns_only`:
        only what `noun_redirects` makes of it."""
        folded = [ELIDED.sub("", fold(word.strip(",;:?!"))) for word in words]
        said = {ELIDED.sub("", fold(word.strip(",;:?!"))) for word in heard} | set(folded)
        said |= {word.strip(",;:?!").lower() for word in (*heard, *words)}  # `dé`, not `de`
        if said & self.kept_by.get(command_id, frozenset()):
            return None
        entry = self.noun_redirects.get(command_id, ())
        pairs = (entry,) if len(entry) == 2 and isinstance(entry[1], str) else entry
        for nouns, noun_other in pairs:
            if said & nouns:  # `Bo gira la sua tessera`: the tile, not the finish cards
                return noun_other
        if nouns_only:
            return None
        plain = " " + " ".join(folded) + " "
        for kind, other in self.redirects.get(command_id, ()):
            every = names_spellings(self.kind(kind))
            if any(f" {fold(s)} " in plain for i in every.by_id for s in every.every(i)):
                return other
        return None

    def command(self, command_id: str) -> Command:
        for command in self.commands:
            if command.id == command_id:
                return command
        raise KeyError(command_id)

    def ids(self) -> tuple[str, ...]:
        return tuple(command.id for command in self.commands)

    def filler(self, word: str) -> bool:
        """Whether `word` is only said around a value: an article, a preposition, a noun of
        the answers (`FILLERS`, and the game's own `fillers`)."""
        folded = fold(word)
        return folded in FILLERS or folded in self.fillers

    def for_move(self, move: Any) -> Command:
        for command in self.commands:
            if isinstance(move, command.moves):
                return command
        raise KeyError(type(move).__name__)

    def kind(self, kind_id: str) -> Kind:
        return self.kinds.get(kind_id) or COMMON_KINDS[kind_id]


# -- the platform's own words and kinds ------------------------------------------------------------

COMMON_WORDS: dict[str, Term] = {
    "check": term("check", ("vérifier", "verifier"), ("verifica", "controlla")),
    "status": term("status", ("état", "etat"), "stato"),
    "new": term("new", ("nouvelle", "nouveau"), ("nuova", "nuovo")),
    "undo": term("undo", "annuler", "annulla"),
    "redo": term("redo", ("rétablir", "rétablis", "refaire", "refais"), ("ripristina", "rifai")),
    "log": term("log", "journal", "registro"),
    "rules": term(("rules", "rule"), ("règles", "règle"), ("regole", "regola")),
    "help": term("help", "aide", "aiuto"),
    "quit": term("quit", "quitter", "esci"),
    "exit": term("exit", "sortir", "uscita"),
    "score": term(
        "score",
        ("décompte", "score", "classement"),
        ("punteggio", "conteggio", "classifica"),
    ),
    "sessions": term("sessions", "parties", ("partite", "sessioni")),
    "replay": term("replay", "rejouer", "rigioca"),
    "play": term("play", "jouer", "gioca"),
    "stats": term("stats", ("statistiques", "stats"), ("statistiche", "stat")),
    "use": term("use", "utiliser", "usa"),
    "rename": term("rename", "renommer", "rinomina"),
    "delete": term("delete", "supprimer", "elimina"),
    "lang": term("lang", "langue", "lingua"),
    "export": term("export", "exporter", "esporta"),
    "list": term("list", "liste", "elenco"),
    "validate": term("validate", "valider", "convalida"),
    "extend": term("extend", "étendre", "estendi"),
    "search": term("search", ("chercher", "rechercher", "recherche"), ("cerca", "ricerca")),
}
"""Words of commands that every game or the table has, and of the platform's commands and
subcommands (`sessions export`, `desert map list`), id -> words."""

OPTION_WORDS: dict[str, Term] = {
    "--players": term("--players", "--joueurs", "--giocatori"),
    "--player": PLAYER_OPTION,
    "--name": term("--name", "--nom", "--nome"),
    "--hidden": term("--hidden", ("--caché", "--cachée"), ("--nascosto", "--nascosta")),
    "--edition": term("--edition", "--édition", "--edizione"),
    "--game": term("--game", "--jeu", "--gioco"),
    "--answer": term("--answer", "--réponse", "--risposta"),
    "--format": term("--format", "--format", "--formato"),
    "--output": term("--output", "--sortie", "--uscita"),
    "--all": term("--all", "--tout", "--tutto"),
    "--yes": term("--yes", "--oui", "--sì"),
    "--dry-run": term("--dry-run", "--essai", "--prova"),
    "--since": term("--since", "--depuis", "--dal"),
    "--seed": term("--seed", "--graine", "--seme"),
    "--session": term("--session", "--partie", "--partita"),
    "--lang": term("--lang", "--lang", "--lang"),
    "--json": term("--json", "--json", "--json"),
    "--version": term("--version", "--version", "--version"),
    "--help": term("--help", "--help", "--help"),
}
"""Words of the options of the platform's commands and of those every game has (`--players`,
`--name`), English option -> words; a game's own are its `Grammar.options`. `--lang`,
`--json`, `--version` and `--help` read the same in every language."""

COMMON_KINDS: dict[str, Kind] = {
    "player": Kind("player", N_("player"), term("NAME", "NOM", "NOME"), source=STATE),
    "int": Kind("int", N_("number"), term("NUMBER", "NOMBRE", "NUMERO"), source=NUMBER),
    "text": Kind("text", N_("word"), term("WORD", "MOT", "PAROLA"), source=LITERAL),
}


# -- the options of the other commands ------------------------------------------------------------


def option_words(grammar: Grammar | None = None) -> dict[str, Term]:
    """The words of every option a command of `grammar`'s game may have, English option ->
    words: the platform's (`OPTION_WORDS`), the game's own (`Grammar.options`) and those of
    its acting commands (`--water`); the platform's alone without a grammar."""
    words = dict(OPTION_WORDS)
    if grammar is not None:
        for command in grammar.commands:
            for param in command.options:
                if param.option is not None:
                    words.setdefault(param.option.english(), param.option)
        words.update(grammar.options)
    return words


def option_shown(option: str, lang: str, words: Mapping[str, Term]) -> str:
    """An English option (`--players`) as `lang` writes it (`--joueurs`); as it is when it
    has no words (`-o`)."""
    found = words.get(option)
    return found.shown(lang) if found is not None else option


NO_PREFIX = frozenset(
    {
        *("et", "e", "and", "no", "non", "ne", "ni", "ou", "o", "or", "ma", "mais", "but"),
        *("a", "il", "le", "la", "de", "di", "da", "du", "un", "en", "in", "on", "se", "si"),
        *("su", "sur", "y", "ok", "oh", "ah", "eh", "bah", "beh", "bon", "oui", "si", "yes"),
        # numbers said in words (`spinge due piramidi`: not `duel`)
        *("une", "uno", "una", "due", "tre", "deux", "trois", "two", "three", "four", "six"),
    }
)
"""Short words of speech never read as the start of a name (`et` is not `état`, `no` not
`nuova`): a table says them, it does not abbreviate with them."""


def option_named(word: str, declared: Collection[str], words: Mapping[str, Term]) -> str | None:
    """The option among `declared` (a command's English options, `-o` too) that `word` names:
    any spelling of any language, any case, accents optional, or a unique start of a long
    option's spellings; None when it names none of them (or more than one)."""
    key = fold(word)
    spellings = {
        option: {fold(option), *(fold(s) for s in words[option].spellings())}
        if option in words
        else {fold(option)}
        for option in declared
    }
    exact = [option for option, each in spellings.items() if key in each]
    if exact:
        return exact[0] if len(exact) == 1 else None
    if not key.startswith("--") or len(key) < 3:
        return None
    started = [o for o, each in spellings.items() if any(s.startswith(key) for s in each)]
    return started[0] if len(started) == 1 else None


def english_options(
    words: Sequence[str],
    declared: Mapping[str, bool],
    terms: Mapping[str, Term],
    *,
    until_positional: bool = False,
) -> tuple[list[str], int]:
    """`words` with every option among `declared` (English option -> whether it takes a
    value) written in English, as the command that declares them reads them: `--joueurs
    ana,bo` -> `--players ana,bo`, `--oasi=D3` -> `--oases=D3`. A value after an option is
    left as it is, and so is everything after `--` and every word that names no declared
    option.

    :param until_positional: a group's words: stop at the first word that is not an option
        (its subcommand).
    :returns: the words, and where the first word left untouched by `until_positional` is
        (`len(words)` when none).
    """
    result: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        if word == "--" or (until_positional and not _is_option(word)):
            return [*result, *words[i:]], len(result)
        head, eq, value = word.partition("=")
        found = option_named(head, declared, terms) if _is_option(word) else None
        if found is None:
            result.append(word)
            i += 1
            continue
        result.append(found + eq + value)
        if declared[found] and not eq and i + 1 < len(words):
            result.append(words[i + 1])
            i += 1
        i += 1
    return result, len(result)


# -- splitting a line ------------------------------------------------------------------------------

QUOTES = "\"'"


def split_line(line: str, *, comments: bool = True) -> list[str]:
    """The words of a typed line: white space separates words; a quote at the start of a word
    groups words up to the same quote at the end of a word (`"golden scarab"`); a quote
    inside a word is a letter (`masque d'or`, `l’orange`); `#` at the start of a word begins
    a comment.

    :raises UsageError: `input/bad-line` for a quote that is never closed.
    """
    words: list[str] = []
    i, n = 0, len(line)
    while i < n:
        char = line[i]
        if char.isspace():
            i += 1
            continue
        if comments and char == "#":
            break
        if char in QUOTES:
            end = _closing(line, i + 1, char)
            if end < 0:
                raise UsageError(
                    "input/bad-line",
                    Msg(
                        N_("A quotation mark opened at “{start}” is never closed."),
                        {"start": line[i : i + 20].rstrip()},
                    ),
                )
            words.append(line[i + 1 : end])
            i = end + 1
            continue
        start = i
        while i < n and not line[i].isspace():
            i += 1
        words.append(line[start:i])
    return words


def _closing(line: str, start: int, quote: str) -> int:
    """Where the quote opened before `start` closes: the same quote followed by white space
    or the end of the line; -1 if it never does."""
    at = line.find(quote, start)
    while at >= 0:
        if at + 1 == len(line) or line[at + 1].isspace():
            return at
        at = line.find(quote, at + 1)
    return -1


def join_line(words: Iterable[str]) -> str:
    """The inverse of `split_line`: words that need it are quoted."""
    return " ".join(_quoted(word) for word in words)


def _quoted(word: str) -> str:
    needs = not word or any(c.isspace() for c in word) or word[0] in QUOTES + "#"
    if not needs:
        return word
    quote = "'" if "'" not in word else '"'
    return f"{quote}{word}{quote}"


# -- names in three languages ----------------------------------------------------------------------


def translated(english: str, lang: str) -> str:
    """A name in `lang` from the catalogs (English when there is none)."""
    if lang == "en" or not english:
        return english
    from assistant.i18n import catalog_gettext

    return catalog_gettext(lang, english)


@dataclass(frozen=True)
class Spellings:
    """The spellings of a set of ids, per language, for reading and suggesting."""

    by_id: Mapping[str, Mapping[str, tuple[str, ...]]]
    """id -> language -> spellings (`""` for aliases of no language)."""

    def every(self, key: str) -> tuple[str, ...]:
        return tuple(s for spellings in self.by_id[key].values() for s in spellings)


def term_spellings(terms: Mapping[str, Term]) -> Spellings:
    return Spellings(
        {key: {lang: word.spellings(lang) for lang in LANGS} for key, word in terms.items()}
    )


def names_spellings(kind: Kind) -> Spellings:
    """The spellings of a `NAMES` kind: the id, the English, French and Italian names and the
    aliases."""
    result: dict[str, dict[str, tuple[str, ...]]] = {}
    for key, english in kind.names.items():
        result[key] = {
            "en": tuple(dict.fromkeys((english, key))),
            "fr": (translated(english, "fr"),),
            "it": (translated(english, "it"),),
            "": kind.aliases.get(key, ()),
        }
    return Spellings(result)


def plain_spellings(names: Iterable[str]) -> Spellings:
    return Spellings({name: {"": (name,)} for name in names})


def resolve(
    word: str,
    spellings: Spellings,
    noun: str,
    lang: str = "en",
    *,
    shown: Callable[[str], Msg | str] | None = None,
    careful: Collection[str] = (),
) -> str:
    """The id that `word` names: an exact spelling of any language (any case, accents
    optional), else a unique prefix.

    :param noun: an English noun for messages (`colour`).
    :param shown: how an id is named in a message (default: the id).
    :param careful: ids suggested for a typo only when it is very close (`CAREFUL`): the
        table's commands, where a word not understood is more often a verb said than a
        typo (`gagne` is no typo of `annuler`, `lascia` none of `uscita`).
    :raises UsageError: `input/unknown-name` (with the closest name in `lang` when there is
        one) or `input/ambiguous-name` naming the candidates.
    """
    key = fold(word.strip())
    name_of = shown or (lambda key_id: key_id)
    if not key:
        raise UsageError(
            "input/unknown-name", Msg(N_("An empty {what} was given."), {"what": Msg(noun)})
        )
    exact = [i for i in spellings.by_id if key in {fold(s) for s in spellings.every(i)}]
    if len(exact) == 1:
        return exact[0]
    from assistant.i18n import OneOf

    candidates = exact
    if not exact and key not in NO_PREFIX:  # a unique prefix, the reader's language first
        for langs in ((lang,), (lang, "en", ""), (*LANGS, "")):
            candidates = [i for i in spellings.by_id if _starts(spellings, i, langs, key)]
            if len(candidates) == 1:
                return candidates[0]
            if candidates:
                break
    if candidates:
        raise UsageError(
            "input/ambiguous-name",
            Msg(
                N_("“{word}” could be more than one {what}: {candidates}."),
                {
                    "word": word,
                    "what": Msg(noun),
                    "candidates": OneOf(name_of(i) for i in candidates),
                },
            ),
        )
    close = suggestion(key, spellings, lang, careful) if key not in NO_PREFIX else None
    if close is not None:
        raise UsageError(
            "input/unknown-name",
            Msg(
                N_("Unknown {what} “{word}”. Did you mean {suggestion}?"),
                {"word": word, "what": Msg(noun), "suggestion": close},
            ),
        )
    raise UsageError(
        "input/unknown-name",
        Msg(
            N_("Unknown {what} “{word}”. Choose one of: {choices}."),
            {"word": word, "what": Msg(noun), "choices": OneOf(map(name_of, spellings.by_id))},
        ),
    )


def _starts(spellings: Spellings, key_id: str, langs: Sequence[str], prefix: str) -> bool:
    per_lang = spellings.by_id[key_id]
    return any(fold(s).startswith(prefix) for each in langs for s in per_lang.get(each, ()))


CAREFUL = 0.8
"""How close a typo must be to a `careful` id for it to be suggested."""


def suggestion(
    key: str, spellings: Spellings, lang: str, careful: Collection[str] = ()
) -> str | None:
    """The name closest to the folded typo `key`, written in the reader's language: the
    closest spelling of any language or alias names the thing, the reader's word names it
    back (`vrt` at an Italian table gives `verde`, at a French one `vert`; `statuts` at a
    French table gives `état`; `latter` at an English table gives `ladder`, never the German
    `Leiter`). The reader's own words may be a little further (cutoff 0.5, others 0.6)."""
    import difflib

    best: tuple[float, str] | None = None
    for ident, per_lang in spellings.by_id.items():
        for each, words in per_lang.items():
            cutoff = CAREFUL if ident in careful else 0.5 if each == lang else 0.6
            for spelling in words:
                ratio = difflib.SequenceMatcher(None, key, fold(spelling)).ratio()
                if ratio < cutoff:
                    continue
                ratio += 0.01 if each == lang else 0.0  # a tie goes to the reader's words
                if best is None or ratio > best[0]:
                    best = (ratio, ident)
    if best is None:
        return None
    per_lang = spellings.by_id[best[1]]
    for each in (lang, "en", ""):
        if per_lang.get(each):
            return per_lang[each][0]
    return next(iter(w for words in per_lang.values() for w in words), None)


def kind_shown(kind: Kind) -> Callable[[str], Msg | str]:
    """How an id of `kind` is named in a message: its English name, translated at display."""
    if kind.source == NAMES:
        return lambda key: Msg(kind.names.get(key, key))
    return lambda key: key


# -- reading the words of a command ----------------------------------------------------------------


def _is_option(word: str) -> bool:
    """`--player`, `-p`; not `-1` (a side, a number) nor a lone `-`."""
    return word.startswith("-") and len(word) > 1 and not word[1].isdigit()


def find_option(command: Command, word: str, lang: str) -> Param:
    """The option of `command` that `word` (`--joueur`, `--play`, any case) names.

    :raises UsageError: `input/unknown-option` naming the command's options.
    """
    name = fold(word.partition("=")[0])
    options = command.options
    exact = [p for p in options if p.option and name in map(fold, p.option.spellings())]
    prefixed = [
        p
        for p in options
        if p.option and any(fold(s).startswith(name) for s in p.option.spellings())
    ]
    found = exact or (prefixed if len(prefixed) == 1 else [])
    if found:
        return found[0]
    from assistant.i18n import OneOf

    shown = [p.option.shown(lang) for p in options if p.option is not None]
    if not shown:
        raise UsageError(
            "input/unknown-option",
            Msg(
                N_("`{command}` takes no option (given {option})."),
                {"command": command.words.shown(lang), "option": word},
            ),
        )
    raise UsageError(
        "input/unknown-option",
        Msg(
            N_("Unknown option {option} for `{command}`: {options}."),
            {"option": word, "command": command.words.shown(lang), "options": OneOf(shown)},
        ),
    )


def _fail(text: str, command: Command, option: Term | str = "") -> Any:
    """A usage error about `command`'s words; its words and `option` are shown in the
    reader's language when the message is rendered."""
    raise UsageError("input/bad-words", Msg(text, {"command": command.words, "option": option}))


def _option_value(
    grammar: Grammar, param: Param, words: Sequence[str], i: int, given: str | None
) -> tuple[str, int]:
    """The value of the option at `words[i]` (`given` after its `=`, else the next word) and
    the index of its last word; a list of values goes on after a comma and a space
    (`--water D1=2, F5=3`, Ramsès's `--stakes Paul=vase, Zoé=lampe`)."""
    if given is None:
        if i + 1 >= len(words):
            raise UsageError(
                "input/missing-value",
                Msg(
                    N_("{option} needs a value: {option} {metavar}."),
                    {"option": param.option, "metavar": grammar.kind(param.kind).metavar},
                ),
            )
        given = words[i + 1]
        i += 1
    listed = param.many or grammar.kind(param.kind).metavar.shown("en").endswith(",...")
    while listed and given.endswith(",") and i + 1 < len(words):
        if _is_option(words[i + 1]):
            break
        given += words[i + 1]
        i += 1
    return given, i


def read(
    grammar: Grammar,
    command: Command,
    words: Sequence[str],
    lang: str = "en",
    state: Any = None,
) -> Values:
    """The values the words after the command's own word give: names of `NAMES` kinds are
    their ids, numbers are ints, the rest (players, hexes, the table's words) as typed.

    :raises UsageError: unknown option, missing or extra words, a name not understood...
    """
    positional: list[str] = []
    values: Values = {}
    i = 0
    while i < len(words):
        word = words[i]
        if word == "--":
            positional.extend(words[i + 1 :])
            break
        if not _is_option(word):
            positional.append(word)
            i += 1
            continue
        param = find_option(command, word, lang)
        _, eq, given = word.partition("=")
        assert param.option is not None
        if param.flag:
            if eq:
                _fail(N_("{option} takes no value."), command, param.option)
            values[param.name] = True
            i += 1
            continue
        given, i = _option_value(grammar, param, words, i, given if eq else None)
        if param.many:
            values.setdefault(param.name, []).extend(_many(grammar, param, given, lang, state))
        elif param.name in values:
            _fail(N_("{option} is given twice."), command, param.option)
        else:
            values[param.name] = read_value(grammar, param, given, lang, state)
        i += 1
    positional = _spoken(command, positional, values)
    for param in command.options:
        if not (param.optional or param.flag or param.name in values):
            assert param.option is not None
            raise UsageError(
                "input/missing-option",
                Msg(
                    N_("Missing {option} {metavar}: `{usage}`."),
                    {
                        "option": param.option,
                        "metavar": grammar.kind(param.kind).metavar,
                        "usage": _said_usage(grammar, command),
                    },
                ),
            )
    if command.read_words is not None:
        values.update(command.read_words(positional))
    else:
        values.update(_positional(grammar, command, positional, lang, state))
    return values


def _many(grammar: Grammar, param: Param, given: str, lang: str, state: Any) -> list[Any]:
    """The values of one occurrence of an option that may be repeated: its kind's reading of
    the whole (`--water D1=2,F5=3`), else, when that fails on a list, each item read on its
    own (`--scarta Luca=protezione, Marco=scala:1`, a curse's discards one by one)."""
    try:
        return [read_value(grammar, param, given, lang, state)]
    except UsageError:
        items = [item for item in given.split(",") if item.strip()]
        if len(items) < 2:
            raise
        return [read_value(grammar, param, item.strip(), lang, state) for item in items]


def _spoken(command: Command, positional: list[str], values: Values) -> list[str]:
    """The positional words without the options' values said in words, which go to
    `values`: a spoken flag at the end (`sbagliato scarabeo`, no dashes) and what
    `Command.said` finds (`malédiction et Paul perd sa protection`)."""
    for param in command.options:
        if param.spoken and positional and param.name not in values and param.option:
            plain = {fold(s.lstrip("-")) for s in param.option.spellings()}
            if fold(positional[-1]) in plain:
                values[param.name] = True
                positional.pop()
                while positional and fold(positional[-1].rstrip(",;:")) in SPOKEN_LEAD:
                    positional.pop()  # `coup de chance`, `che fortuna`, `col suo scarabeo`
    if command.said is not None:
        positional, spoken = command.said(positional)
        for name, value in spoken.items():
            if isinstance(value, list):
                values.setdefault(name, []).extend(value)
            else:
                values.setdefault(name, value)
    return positional


FILLERS = frozenset(
    {
        *("the", "on", "at", "in", "space", "side", "card", "cards", "die", "shows", "pile"),
        *("chameau", "cammello", "dado", "montre", "mostra", "worth", "vaut", "vale"),
        *("le", "la", "les", "sur", "du", "de", "des", "au", "aux", "en", "case", "cote", "face"),
        *("carte", "cartes", "with", "avec", "con", "col"),  # `uscito col 2`
        *("il", "lo", "i", "gli", "sul", "sullo", "sulla", "sui", "sugli", "sulle", "del"),
        *("dello", "della", "di", "da", "dal", "dalla", "casella", "lato", "carta", "mazzo"),
        *("dei", "degli", "delle", "dai", "dagli", "dalle", "dallo"),  # `dal lato dei fischi`
        *("fait", "fa", "rolls", "rolled", "of"),  # `le bleu fait 3`, `il blu fa 3`
        *("su", "a", "nel", "nella", "al", "alla", "onto", "to"),  # `su E10`, `à la case 7`
        # possessives: `pose son chameau jaune`, `prolonge sa caravane`, `la sua tessera`
        *("son", "sa", "ses", "mon", "ma", "mes", "leur", "suo", "sua", "mio", "mia"),
        *("his", "her", "my", "their"),
    }
)
"""Articles, prepositions and the nouns of the answers that a table puts around the values
(`parier sur le bleu`, `scommetti sul blu`, `désert sur la case 7 côté oasis`, `pioche deux
cartes`), folded: a line that does not read as typed is read again without them (so a player
named `Di` is still read as a name), and a refusal then names what is wrong in that reading."""

WINS = frozenset({"gagne", "remporte", "vince", "wins", "won", "gagnant", "vincitore"})
"""The verbs of a player who won (`Paul gagne le duel`, `vince Luca`), folded: see
`Grammar.won`."""

JOINS = frozenset({"and", "et", "e", "ed"})
"""Words joining two moves said on one line (`verde L5 e verde L6`), folded; they may also
join the parts of one move (`joue un sort et met le pion sur la corde`)."""

SEPARATORS = JOINS | {"then", "puis", "poi", ";"}
"""Words between two moves said on one line (`verde L5 e verde L6`, `jaune G2 puis jaune
G3`), folded; a word ending with a comma or a semicolon ends a move too."""


def separates(word: str, among: frozenset[str] = SEPARATORS) -> bool:
    """Whether `word` is one of `among` (`SEPARATORS`, or `JOINS`), any case but its accents
    kept: Italian `è` (*is*: `l'ultimo a giocare è stato Paul`) is no `e` (*and*)."""
    return word.casefold() in among


SPOKEN_LEAD = frozenset(
    {
        *("coup", "de", "par", "avec", "son", "sa", "mon", "ma", "le", "la", "quelle", "quel"),
        *("per", "che", "colpo", "di", "col", "con", "il", "lo", "suo", "sua", "mio", "mia"),
        *("by", "with", "what", "a", "his", "her", "my", "the"),
        # `sbaglia e usa lo scarabeo`, `rate mais utilise son scarabée`
        *("e", "et", "and", "mais", "ma", "but", "usa", "utilise", "uses", "use", "using"),
        *("usando", "utilisant", "puis", "poi", "then"),
        *("encore", "ancora", "again", "nuovo", "aussi", "anche"),  # `utilise encore son`
    }
)
"""Words said before a spoken flag at the end of a line, folded, left out with it: `lampe
coup de chance`, `corona, che fortuna`, `raté avec son scarabée`, `sbaglia e usa lo
scarabeo`."""

ELIDED = re.compile(r"^(?:l|d|dell|sull|all|nell|dall|qu|un)['’](?=\w)", re.IGNORECASE)
"""An elided article or preposition glued to a name: `l’orange`, `sull'arancione`,
`un'alleanza`."""


def _positional(
    grammar: Grammar, command: Command, words: list[str], lang: str, state: Any = None
) -> Values:
    try:
        return _positional_words(grammar, command, words, lang, state)
    except UsageError as error:
        typed = error
    plain = [w.rstrip(",;:") for w in words if w.rstrip(",;:")]  # `sur la case 7, côté oasis`
    bare = [
        w
        for w in plain
        if not grammar.filler(w) and fold(ELIDED.sub("", w) or w) not in command.fillers
    ]  # (`un'alleanza`: the noun after an elided article)
    barest = [w for w in bare if fold(w) not in ARTICLES]  # last: `gioca una scala da 3`
    tries = [t for t in (bare, barest) if t != words]  # `sbagliato con lo scarabeo`: none
    for attempt in dict.fromkeys(map(tuple, tries)):
        try:
            return _positional_words(grammar, command, list(attempt), lang, state)
        except UsageError as error:
            typed = error  # the refusal of the barest reading names what is wrong in it
    if len(command.positional) >= 2 and not any(p.many for p in command.positional[:3]):
        # the first values in another order, as the answers say them (`carte Arrivée du
        # chameau bleu sur la pile du vainqueur`, `gioca 3 scala`, `grigio 2 bianco`), when no
        # order above reads: the first two swapped first, then the first three in any order;
        # never with a word the command says only around its values as one of them (`place
        # two turquoise`: `two` is no hex)
        own = command.fillers
        orders = [a for a in (words, bare, barest) if not own & {fold(w) for w in a}]
        for attempt in dict.fromkeys(map(tuple, orders)):
            head = min(3, len(attempt), len(command.positional))
            for order in itertools.permutations(range(head)):
                if order == tuple(range(head)):
                    continue
                moved = [attempt[i] for i in order] + list(attempt[head:])
                try:
                    return _positional_words(grammar, command, moved, lang, state)
                except UsageError:
                    pass
    last = command.positional[-1] if command.positional else None
    at = len(command.positional) - 1
    named = last is not None and grammar.kind(last.kind).source == NAMES
    if last is not None and named and not last.many and len(plain) > at + 1:
        # a name of several words, untyped in quotes: `speciale tempesta di sabbia`, after a
        # colon too (`spécial : tempête de sable`)
        for given in dict.fromkeys(map(tuple, (words, plain))):
            joined = [*given[:at], " ".join(given[at:])]
            with contextlib.suppress(UsageError):
                return _positional_words(grammar, command, joined, lang, state)
    raise typed


def _positional_words(
    grammar: Grammar, command: Command, words: list[str], lang: str, state: Any = None
) -> Values:
    params = command.positional
    required = [p for p in params if not p.optional and not p.many]
    extra = len(words) - len(required) - sum(1 for p in params if p.many and not p.optional)
    values: Values = {}
    at = 0
    for index, param in enumerate(params):
        if param.many:
            after = sum(1 for p in params[index + 1 :] if not p.optional)
            taken = words[at : max(at, len(words) - after)]
            if not taken and not param.optional:
                _missing(grammar, command, param)
            values[param.name] = [read_value(grammar, param, w, lang, state) for w in taken]
            at += len(taken)
            extra = 0
            continue
        if param.optional:
            if param.after is not None and values.get(param.after[0]) != param.after[1]:
                continue
            if extra > 0:
                try:  # (a typo suggested only when very close: the word is more often
                    # not meant for it, `le bleu qui sort` is no `noir` of the grey die)
                    values[param.name] = read_value(
                        grammar, param, words[at], lang, state, careful=True
                    )
                except UsageError:
                    if not _reads_as_next(grammar, params[index + 1 :], words[at], lang, state):
                        raise
                    continue  # `roll blue 2 more`: the 2 is the value, a word too many follows
                at += 1
                extra -= 1
            continue
        if at >= len(words):
            _missing(grammar, command, param, values)
        values[param.name] = read_value(grammar, param, words[at], lang, state)
        at += 1
    if at < len(words):
        raise UsageError(
            "input/extra-words",
            Msg(
                N_("Too many words for `{usage}`: {extra}."),
                {"usage": _said_usage(grammar, command), "extra": " ".join(words[at:])},
            ),
        )
    return values


def _reads_as_next(
    grammar: Grammar, after: Sequence[Param], word: str, lang: str, state: Any
) -> bool:
    """Whether `word`, which an optional positional could not read, reads as the next
    positional that is not optional (then the line has a word too many, further on)."""
    following = next((p for p in after if not p.optional), None)
    if following is None:
        return False
    try:
        read_value(grammar, following, word, lang, state)
    except UsageError:
        return False
    return True


def _said_usage(grammar: Grammar, command: Command) -> Say:
    """The usage line an error quotes, in the syntax of where it is read: `assistant pharao
    gioca CARTA ...` in a shell, `gioca CARTA ...` at the table's prompt."""
    return Say(grammar.game, command.id, whole=True)


def _missing(
    grammar: Grammar, command: Command, param: Param, values: Mapping[str, Any] | None = None
) -> None:
    kind = grammar.kind(param.kind)
    args = {"metavar": kind.metavar, "usage": _said_usage(grammar, command)}
    hint: Msg | None = None
    if param.missing is not None:  # and how to find it
        hint = param.missing(values or {})
    elif kind.source == NAMES and kind.names and kind.scope is None:  # `quale lato?`
        from assistant.i18n import OneOf

        names = OneOf(Msg(english) for english in kind.names.values())
        hint = Msg(N_("Choose one of: {choices}."), {"choices": names})
    if hint is not None:
        text = Msg(N_("Missing {metavar}: `{usage}`. {hint}"), {**args, "hint": hint})
        raise UsageError("input/missing-words", text)
    raise UsageError("input/missing-words", Msg(N_("Missing {metavar}: `{usage}`."), args))


MAX_DIGITS = 9


def read_value(
    grammar: Grammar,
    param: Param,
    word: str,
    lang: str,
    state: Any = None,
    *,
    careful: bool = False,
) -> Any:
    """One word of a parameter, read by its kind (a `many` positional splits on commas).

    :param careful: a name not understood is given a suggestion only when it is very close
        (`CAREFUL`), as for an optional positional that a word may not be meant for.
    """
    kind = grammar.kind(param.kind)
    if param.many and param.option is None and kind.source == NAMES and kind.read is None:
        parts = [part for part in re.split(r"[,\s]+", word) if part]
        return [_read_one(kind, part, lang, state) for part in parts]
    return _read_one(kind, word, lang, state, careful)


def _read_one(kind: Kind, word: str, lang: str, state: Any = None, careful: bool = False) -> Any:
    if kind.read is not None:
        return kind.read(word)
    if kind.source == NAMES:
        return read_name(kind, word, lang, state, careful=careful)
    if kind.source == NUMBER:
        return read_number(word, kind)
    return word.strip()


def read_name(kind: Kind, word: str, lang: str, state: Any = None, *, careful: bool = False) -> str:
    """The id of a `NAMES` kind that `word` names; within `kind.scope(state)` for prefixes
    and suggestions when there is a state (an exact name of another is still read). An
    elided article before it is left out (`l’orange`, `sull'arancione`)."""
    try:
        return _read_name(kind, word, lang, state, careful)
    except UsageError:
        bare = ELIDED.sub("", word.strip())
        if bare == word.strip():
            raise
        return _read_name(kind, bare, lang, state, careful)


def _read_name(kind: Kind, word: str, lang: str, state: Any, careful: bool) -> str:
    every = names_spellings(kind)
    close = every.by_id if careful or kind.careful else ()
    if kind.scope is None or state is None:
        return resolve(word, every, kind.noun, lang, shown=kind_shown(kind), careful=close)
    key = fold(word.strip())
    exact = [i for i in every.by_id if key in {fold(s) for s in every.every(i)}]
    if len(exact) == 1:
        return exact[0]
    ids = set(kind.scope(state))
    scoped = Spellings({i: every.by_id[i] for i in every.by_id if i in ids})
    return resolve(word, scoped, kind.noun, lang, shown=kind_shown(kind), careful=close)


def read_number(word: str, kind: Kind | None = None) -> int:
    """A whole number in ASCII digits, or spelled out from zero to sixteen in English, French
    or Italian (`due`, `deux`; `²` or a thousand digits are not numbers here), an elided
    article or preposition glued before it left out (`sull'8`, `dell’11`).

    :raises UsageError: `input/not-a-number`.
    """
    text = word.strip()
    if re.fullmatch(r"\+[0-9]+", text):  # `bleu +2`: a camel moved two spaces
        text = text[1:]
    elif re.fullmatch(rf"\w+['’][0-9]{{1,{MAX_DIGITS}}}", text):  # `sull'8`, `all’11`
        text = ELIDED.sub("", text)
    if not re.fullmatch(rf"[0-9]{{1,{MAX_DIGITS}}}", text):
        spelled = number_word(ELIDED.sub("", text))  # `avance d’une case`
        if spelled is not None:
            return spelled
        raise UsageError(
            "input/not-a-number",
            Msg(
                N_("{what} must be a whole number, not “{word}”."),
                {"what": Msg(kind.noun if kind else N_("number")), "word": word},
            ),
        )
    return int(text)


def flatten(values: list[Any]) -> list[Any]:
    """The items of a `many` positional (each word may itself hold a comma list)."""
    result: list[Any] = []
    for value in values:
        result.extend(value if isinstance(value, list) else [value])
    return result


# -- from values to a move, in a state -------------------------------------------------------------


def settle(
    grammar: Grammar,
    command: Command,
    values: Values,
    players: Sequence[str],
    current: str | None,
    state_names: Mapping[str, Mapping[str, str]],
    lang: str = "en",
) -> Values:
    """`values` with the names that depend on the state resolved (players by any case or a
    prefix, hexes...) and `player` set to who acts (see `Command.actor`)."""
    settled = dict(values)
    for param in command.all_params:
        kind = grammar.kind(param.kind)
        if kind.source != STATE or param.name not in settled or kind.read is not None:
            continue
        names = {p: p for p in players} if param.kind == "player" else state_names.get(kind.id, {})
        spellings = plain_spellings(names)

        def one(word: str, kind: Kind = kind, spellings: Spellings = spellings) -> str:
            return resolve(word, spellings, kind.noun, lang)

        value = settled[param.name]
        settled[param.name] = [one(v) for v in value] if isinstance(value, list) else one(value)
    if command.actor == ACTOR_CURRENT and settled.get("player") is None:
        settled["player"] = current or ""
    elif command.actor == ACTOR_NONE:
        settled.pop("player", None)
    else:
        settled.setdefault("player", None)
    return settled


def command_named(grammar: Grammar, word: str, lang: str = "en") -> Command:
    """The acting command `word` names (any language, any case, a unique prefix).

    :raises UsageError: no acting command is called so (with the closest in `lang`).
    """
    terms = {command.id: command.words for command in grammar.commands}
    found = resolve(
        word,
        term_spellings(terms),
        N_("command"),
        lang,
        shown=lambda key: terms[key].shown(lang),
    )
    return grammar.command(found)


def build(game: Any, command: Command, values: Values, state: Any, lang: str = "en") -> Any:
    """The move that `values` (as `read` gives them) name in `state`, for `game`."""
    settled = settle(
        game.grammar,
        command,
        values,
        list(game.players(state)),
        game.current_player(state),
        game.vocabulary(state),
        lang,
    )
    return command.build(settled, state)


def parse(game: Any, words: Sequence[str], state: Any, lang: str = "en") -> Any:
    """The move that a command's words (`bet blue --player bo`, `parier bleu`) name.

    :raises UsageError: the words name no move of the game.
    """
    if not words:
        raise UsageError("input/missing-words", Msg(N_("No command was given.")))
    command = command_named(game.grammar, words[0], lang)
    return read_move(game, command, list(words[1:]), lang, state)


def read_move(game: Any, command: Command, words: Sequence[str], lang: str, state: Any) -> Any:
    """The move that the words after `command`'s own word name in `state`; read as the
    command offered `instead` when `state` does not offer `command` (or `instead_when`
    says so) and the words fit it.

    :raises UsageError: the words name no move of the game.
    """
    grammar = game.grammar
    elsewhere = command.instead_when is not None and command.instead_when(state)
    if command.instead and (elsewhere or not command.offered(state)):
        other = grammar.command(command.instead)
        try:
            values = read(grammar, other, [*command.instead_words, *words], lang, state)
        except UsageError as error:  # not its words: read as typed, for the rules to refuse
            try:
                values = read(grammar, command, words, lang, state)
            except UsageError:
                raise error from None  # neither: what the state's own command would take
            return build(game, command, values, state, lang)
        return build(game, other, values, state, lang)
    return build(game, command, read(grammar, command, words, lang, state), state, lang)


# -- writing a move --------------------------------------------------------------------------------


def write(grammar: Grammar, move: Any, lang: str = "en") -> list[str]:
    """The words after the game's word that record exactly `move`, in `lang`'s words (English:
    the canonical ids); `read` reads them back in any language."""
    command = grammar.for_move(move)
    return write_values(grammar, command, command.values(move), lang)


def write_values(grammar: Grammar, command: Command, values: Values, lang: str) -> list[str]:
    words = [command.words.shown(lang)]
    for param in command.positional:
        value = values.get(param.name)
        if value is None or value == []:
            continue
        if param.many:
            items = flatten(value) if isinstance(value, list) else [value]
            kind = grammar.kind(param.kind)
            written = [write_value(grammar, param, item, lang) for item in items]
            if kind.source == NAMES and kind.read is None:
                words.append(",".join(written))
            else:
                words.extend(written)
        else:
            words.append(write_value(grammar, param, value, lang))
    for param in command.all_params:
        if param.option is None:
            continue
        value = values.get(param.name)
        if value is None or value is False or value == []:
            continue
        flag = param.option.shown(lang)
        if param.flag:
            words.append(flag)
            continue
        for item in flatten(value) if param.many else [value]:
            words += [flag, write_value(grammar, param, item, lang)]
    return words


def write_value(grammar: Grammar, param: Param, value: Any, lang: str) -> str:
    kind = grammar.kind(param.kind)
    if kind.write is not None:
        return kind.write(value, lang)
    if isinstance(value, list):  # one word of a `many` positional: `white,orange`
        return ",".join(write_value(grammar, param, item, lang) for item in value)
    if kind.source == NAMES and lang != "en":
        return translated(kind.names.get(str(value), str(value)), lang)
    return str(value)


# -- what help shows -------------------------------------------------------------------------------


def metavar(grammar: Grammar, param: Param, lang: str) -> str:
    return grammar.kind(param.kind).metavar.shown(lang)


def usage_line(grammar: Grammar, command: Command, lang: str, prefix: str = "") -> str:
    """`parier COULEUR [--joueur NOM]` (after `prefix`: `assistant camel `)."""
    parts = [prefix + command.words.shown(lang)]
    for param in command.positional:
        word = metavar(grammar, param, lang) + ("..." if param.many else "")
        parts.append(f"[{word}]" if param.optional else word)
    for param in command.options:
        assert param.option is not None
        flag = param.option.shown(lang)
        word = flag if param.flag else f"{flag} {metavar(grammar, param, lang)}"
        parts.append(f"[{word}]" if param.optional or param.flag else word)
    return " ".join(parts)


def fits(grammar: Grammar, command: Command, line: str, state: Any) -> bool:
    """Whether the example `line` of `command` names only what `state`'s session has (each
    value of a kind with a `scope`: a colour of its edition); any example fits no state."""
    if state is None:
        return True
    try:
        values = read(grammar, command, split_line(line, comments=False)[1:], "en")
    except UsageError:
        return False
    for param in command.all_params:
        kind = grammar.kind(param.kind)
        value = values.get(param.name)
        if kind.scope is None or value is None:
            continue
        named = flatten(list(value)) if isinstance(value, (list, tuple)) else [value]
        if not set(named) <= set(kind.scope(state)):
            return False
    return True


def translate_example(grammar: Grammar, line: str, lang: str) -> str:
    """An English example line (`bet blue --player bo`) in `lang`'s words; a comment after `#`
    is kept (translated by the caller) and a line that does not read stays as it is."""
    body, hash_, comment = line.partition("#")
    words = split_line(body, comments=False)
    if lang == "en" or not words:
        return line
    try:
        command = grammar.command(words[0])
        values = read(grammar, command, words[1:], "en")
    except (KeyError, UsageError):
        return line
    for param in command.all_params:
        kind = grammar.kind(param.kind)
        value = values.get(param.name)
        if isinstance(value, str) and value in kind.samples:
            values[param.name] = translated(value, lang)
        elif value is not None and kind.samples and kind.read and kind.write:
            values[param.name] = kind.read(_samples_in(kind.write(value, "en"), kind, lang))
    text = join_line(write_values(grammar, command, values, lang))
    return f"{text}  #{comment}" if hash_ else text


def _samples_in(text: str, kind: Kind, lang: str) -> str:
    """A notation's text (`cy=mask,dan=vase:2`) with the kind's sample words in `lang`."""
    for sample in sorted(kind.samples, key=len, reverse=True):
        pattern = r"(?<![\w'’])" + re.escape(sample) + r"(?![\w'’])"
        text = re.sub(pattern, translated(sample, lang).replace("\\", "\\\\"), text)
    return text


# -- hints: a command the reader can type ----------------------------------------------------------


def say(hint: Say, lang: str, at_prompt: bool) -> str:
    """A `Say` in the syntax of the place it is read: `reveal VALEUR TRÉSOR` at the prompt,
    `assistant ramses reveal VALEUR TRÉSOR` in a shell, in `lang`'s words."""
    if hint.game is None:
        return _say_root(hint, lang, at_prompt)
    from assistant.games import BY_ID, load

    spec = next(s for s in BY_ID.values() if s.cli == hint.game)
    grammar = load(spec.id).grammar
    prefix = "" if at_prompt else f"assistant {spec.cli} "
    if hint.command not in grammar.ids():
        other = grammar.others.get(hint.command) or COMMON_WORDS.get(hint.command)
        shown = other.shown(lang) if other is not None else hint.command
        names = {
            key: translated(english, lang)
            for kind in grammar.kinds.values()
            if kind.source == NAMES
            for key, english in kind.names.items()
        }
        words = [names.get(w, w) if w else "" for w in hint.words]
        return prefix + " ".join([shown, *words]).strip()
    command = grammar.command(hint.command)
    if hint.whole:
        return usage_line(grammar, command, lang, prefix)
    if not hint.words:
        return usage_line(grammar, _required_only(command), lang, prefix)
    words = [command.words.shown(lang)]
    params = iter(command.positional)
    pending: Param | None = None  # an option waiting for its value
    param: Param | None
    for word in hint.words:
        if pending is not None:
            param, pending = pending, None
        elif word is not None and _is_option(word):
            option = _option_named(command, word)
            words.append(option.option.shown(lang) if option and option.option else word)
            pending = option if option is not None and not option.flag else None
            continue
        else:
            param = next(params, None)
        if word is None:
            words.append(metavar(grammar, param, lang) if param is not None else "...")
        elif param is not None and grammar.kind(param.kind).source == NAMES:
            try:
                value = read_value(grammar, param, word, "en")
                words.append(write_value(grammar, param, value, lang))
            except UsageError:
                words.append(word)
        elif any(word in grammar.kind(p.kind).samples for p in command.params):
            # a sample word (Ramsès's `crown`), wherever it stands (`reveal crown 3`)
            words.append(translated(word, lang))
        else:
            words.append(word)
    return prefix + join_line(words)


def _option_named(command: Command, word: str) -> Param | None:
    for param in command.options:
        if param.option is not None and word in param.option.spellings():
            return param
    return None


def _required_only(command: Command) -> Command:
    from dataclasses import replace

    kept = tuple(p for p in command.params if p.option is None and not p.optional)
    return replace(command, params=kept, actor=ACTOR_NONE)


def _say_root(hint: Say, lang: str, at_prompt: bool) -> str:
    word = COMMON_WORDS.get(hint.command)
    shown = word.shown(lang) if word is not None else hint.command
    args = [w or "" for w in hint.words]
    if hint.command == "rules" and len(args) >= 2:
        args[1] = _section_slug(args[0], args[1], lang)
    if hint.command == "rules" and at_prompt:
        args = args[1:]  # the table's `rules` is its game's
    return ("" if at_prompt else "assistant ") + join_line([shown, *args])


def _section_slug(game_id: str, section: str, lang: str) -> str:
    """A rule section's name in the reader's language (`tuile-desert`), else its id."""
    if lang == "en":
        return section
    try:
        from assistant import rulebook

        return rulebook.section_slug(game_id, section, lang) or section
    except Exception:  # a hint must never fail: the id is always accepted
        return section
