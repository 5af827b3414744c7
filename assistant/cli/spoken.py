"""A line of the prompt said as a table says it, read as the command it means.

The table's prompt (`assistant.cli.prompt`) takes a command word first. People at a table
also ask (`puis-je parier sur le bleu ?`), put an article first (`le point d’eau D1 vaut
3`), say the verb of putting something down before the component's name (`pose sa tuile
sur la case 7`, `mette la sua carta Traguardo`), or speak of themselves (`je parie`,
`s’associe avec Marc`). `said` turns such a line into the command's words; a line that
starts with a command is left as it is, so every reading here applies only where the line
would otherwise be refused. What it needs of the table comes in a `Commands`: which command
a word names there (a unique start will do) and the exact words of its moves.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from assistant.games import ARTICLES, fold, number_word
from assistant.syntax import FILLERS, JOINS, SEPARATORS, Term, separates

if TYPE_CHECKING:
    from assistant.games.base import Count
    from assistant.messages import Msg

CHECK = "check"

VERBS = frozenset(
    {
        *("put", "puts", "place", "places"),
        *("pose", "poser", "posez", "mets", "met", "mettre", "mettez"),
        *("mette", "metti", "mettere", "metto", "posa", "posare", "piazzare", "piazza"),
        *("play", "plays", "joue", "jouer", "gioca", "giocare", "gioco"),
        *("find", "finds", "found", "trouve", "trouver", "trova", "trovare", "trovato"),
        *("take", "takes", "prend", "prends", "prendre", "prende", "prendi", "prendo"),
        *("prendere",),
        *("make", "makes", "fait", "fais", "faire", "fa", "fai", "faccio", "fare"),
        *("move", "moves", "deplace", "deplacer", "sposta", "sposto", "spostare"),
        *("remet", "remets", "remettre", "repose", "reposer"),  # `remet sa tuile sur la 11`
        *("rimette", "rimetti", "rimettere", "rimetto"),
        *("mis", "messo", "posato", "placed"),  # `Inès avait mis le violet sur le dernier`
    }
)
"""Verbs a table says before the component a move puts down, plays, finds or takes (`pose sa
tuile sur la case 7`, `mette la sua carta Traguardo`, `gioca la carta sul mazzo`, `puts the
desert tile`, `trouve un jeton momie`, `prend une tuile Pyramide`, `fa alleanza con Sara`,
`sposta la sua tessera sulla 9`), folded."""

REACH = 5
"""A spoken verb's component is among the words right after it (`puts the blue race card`)."""

POSSESSIVES = frozenset(
    {"my", "his", "her", "their", "ma", "mon", "sa", "son", "leur", "mia", "mio", "sua", "suo"}
)

LEADING_ARTICLES = frozenset(
    {"the", "le", "la", "les", "il", "lo", "gli", "une", "una", "un", "uno", "an"}
)
"""An article before the component a line names (`le point d’eau E1 vaut 3`), folded: left
out when a command follows it, so that `le` is not read as the start of `leader`."""

MODALS = frozenset(
    {
        *("can", "may", "could"),
        *("puis-je", "peux-je", "peux", "peut", "peut-on", "pourrait", "pourrais"),
        *("peut-il", "peut-elle", "pourrait-il", "pourrait-elle", "pourrais-je", "pouvons-nous"),
        *("posso", "puoi", "puo", "possiamo", "potrebbe", "potrei"),
    }
)
"""The first word of a question about a move (`posso piazzare giallo C12?`, `Léa peut poser
sa tuile sur la 7 ?`, `can I bet blue?`), folded: the line is then `check` of what follows.
A move that ends with a question mark is a question too (`Marc pose un chameau en G2 ?`)."""

MUST = frozenset({"doit", "dois", "doivent", "deve", "devo", "devi", "devono", "must"})
"""A question of what a player must do (`est-ce que Léa doit donner une carte à Marc ?`,
`Anna deve dare una carta a Marco?`), folded: asked with a question mark, `check` of what
follows, as `MODALS`."""

STILL = frozenset({"encore", "toujours", "ancora", "still", "again", "yet"})
"""An adverb between a modal and its move (`Marc peut encore utiliser son scarabée ?`,
`Marco può ancora usare il suo scarabeo?`, `can bo still use the scarab?`), folded: the
question is about the move."""

SUBJECTS = frozenset(
    {"i", "we", "je", "on", "io", "moi", "he", "she", "il", "elle", "lui", "lei", "se", "mi"}
)
"""A player speaking of their own move (`je parie sur le bleu`, `can I bet blue`), or of the
player whose turn it is (`elle a raté`, `lui ha sbagliato`, `he found`), folded; a
reflexive pronoun too (`Léa se défausse de 2 cartes`, `io mi alleo con Marco`). A subject
that only starts a command's word (`he`, `help`) is still a subject."""

AUXILIARIES = frozenset(
    {
        "a",
        "ha",
        "has",
        "si",
        "est",
        "ete",
        "se",
        "fait",
        "e",
        "viene",
        "stato",
        "stata",
        "is",
        "was",
        *("l'a", "l’a", "l'ha", "l’ha"),
        *("avait", "aveva", "had"),  # `Inès avait mis le violet`, `Anna aveva messo`
    }
)
"""The words between a player's name and a move said in the past, the passive or with a
reflexive verb (`Léa a trouvé`, `Marco ha sbagliato`, `bo has found`, `Zoé si allea con
Paolo`, `Zoé est piquée`, `Anna è stata punta`, `Zoé se fait piquer`, `Anna l'ha
trovata`), folded: left out
when a command follows them (`TablePrompt.named_first`)."""

REFLEXIVE = re.compile(r"^[smtj]['’](?=\w)", re.IGNORECASE)
"""A French pronoun glued to a verb: `s’associe`, `m’allie`, `j’échange`."""


@dataclass(frozen=True)
class Commands:
    """The table's commands as `said` needs them.

    :param command_of: the id of the command a word names at the table (its word in any
        language, or a unique start), else None.
    :param every: every command the table takes, id -> its words.
    :param moves: the game's moves, id -> their words.
    :param phrases: the game's names of two words for a command (`Grammar.phrases`).
    :param nouns: the game's own nouns of its components (`Grammar.fillers`: `tuile`,
        `tessera`), which another move's name may follow (`tuile Pyramide`).
    """

    command_of: Callable[[str], str | None]
    every: Mapping[str, Term]
    moves: Mapping[str, Term]
    phrases: Mapping[str, str] = field(default_factory=dict)
    nouns: frozenset[str] = frozenset()

    def exact(self, word: str) -> bool:
        """Whether `word` is a command's word in some language (not only a start of one)."""
        key = fold(word)
        return any(key in {fold(s) for s in term.spellings()} for term in self.every.values())

    def phrase(self, words: list[str]) -> str | None:
        """The command of the phrase `words` start with, if their first word is no
        command's word (it may start one: `ne déplace pas` is no `new`)."""
        if len(words) < 2:
            return None
        command = self.phrases.get(f"{fold(words[0])} {fold(words[1])}")
        return command if command is not None and not self.exact(words[0]) else None


TURN_ONLY = frozenset(
    {
        *("whose turn", "whose turn is it", "who plays", "who is next", "qui joue"),
        *("a qui le tour", "a qui de jouer", "c'est a qui", "c’est a qui", "chi tocca"),
        *("a chi tocca", "tocca a chi", "chi gioca", "di chi e il turno", "c'est a qui de jouer"),
        *("c’est a qui de jouer", "c'est a moi", "c’est a moi", "c'est mon tour", "a moi"),
        *("c’est mon tour", "tocca a me", "e il mio turno", "is it my turn", "my turn"),
        *("chi e di turno", "a chi tocca ora", "chi deve giocare", "c'est le tour de qui"),
        *("qui doit jouer", "who must play"),
    }
)
"""Questions about whose turn it is, folded, without their question mark."""

LEADS = frozenset(
    {
        *("who", "qui", "chi", "who wins", "who is winning", "who's winning", "who won"),
        *("who leads", "who is ahead", "qui gagne", "qui mene", "qui a gagne", "qui est en tete"),
        *("qui gagne la partie", "chi vince", "chi ha vinto", "chi sta vincendo"),
        *("chi e in testa", "chi vince la partita", "qui a le plus d'argent", "chi ha piu soldi"),
        *("who has the most money", "qui a le plus de points", "chi ha piu punti"),
        *("who has the most points", "qui est premier", "qui est devant", "chi e primo"),
        *("chi e davanti", "chi e in vantaggio", "who is first", "who's first"),
        # who is winning this leg, this race: the brief status says who leads
        *("qui gagne la manche", "qui gagne la course", "qui va gagner", "qui va gagner la course"),
        *("qui va gagner la partie", "qui va gagner la manche", "chi vince la tappa"),
        *("chi vince la corsa", "chi vincera", "chi vincera la corsa", "chi vincera la partita"),
        *("who is winning the leg", "who is winning the race", "who will win"),
    }
)
"""Questions about who leads or won, folded, without their question mark."""

BRIEF_QUESTIONS = TURN_ONLY | LEADS
"""The questions a few lines answer (who leads or won, whose turn; with `POINTS_OF`, a
player's money or points): the totals, who leads and whose turn, not the whole status
(`TablePrompt.brief_answer`)."""

TURN_QUESTIONS = BRIEF_QUESTIONS | frozenset(
    {
        # what the status shows: the marker, what is left
        *("ou est le pion", "ou est le pion noir", "dov'e il segnalino", "dove e il segnalino"),
        *("where is the marker", "combien de cartes reste-t-il", "combien de chameaux reste-t-il"),
        *("combien en reste-t-il", "quante carte restano", "quanti cammelli restano"),
        *("how many cards are left", "how many camels are left"),
        # where the game stands
        *(
            "ou en est-on",
            "on en est ou",
            "ou en sommes-nous",
            "ou on en est",
            "ou en est la partie",
        ),
        *("a che punto siamo", "a che punto e la partita", "come siamo messi", "dove siamo"),
        *("where are we", "how are we doing", "where do we stand"),
        # at Camel Up, which camel leads (the answer names the leading camel)
        *("quel chameau est en tete", "quel chameau mene", "quale cammello e in testa"),
        *("which camel leads", "which camel is ahead"),
    }
)
"""Questions about whose turn it is, who leads and where the game stands, folded, without
their question mark: the status answers them (the players' standing, and its last line
whose turn it is or who won); `BRIEF_QUESTIONS` in a few lines."""


LEFT_OF_A_COLOUR = re.compile(
    r"(combien de chameaux \S+ (reste-t-il|restent-ils)|quanti cammelli \S+ (restano|rimangono)"
    r"|how many \S+ camels are left"
    # what a player has left: `combien de scarabées reste-t-il à Paul ?`
    r"|combien de \S+ (reste-t-il|lui reste-t-il|a-t-il encore|a-t-elle encore) (a )?\S+"
    r"|quant[ie] \S+ (restano|rimangono|ha ancora) (a )?\S+|how many \S+ does \S+ have left"
    # `il reste combien de turquoises ?`, `combien de chameaux jaunes il reste ?`
    r"|(il )?reste(-t-il)? combien de \S+( \S+)?|combien de \S+( \S+)? (il )?reste(-t-il)?"
    r"|quant[ie] \S+( \S+)? (ne )?(restano|rimangono|sono rimast[ie])"
    r"|(ne )?(restano|rimangono) quant[ie] \S+( \S+)?|combien reste-t-il de \S+( \S+)?"
    r"|how many \S+( \S+)? (are left|remain))$"
)
"""How many camels of a colour are left (`combien de chameaux roses reste-t-il ?`,
`quanti cammelli rosa restano?`, `quanti rosa sono rimasti?`), folded: the game says it in
a sentence (`Game.left`: `Il reste 26 chameaux roses.`), else the status shows them."""


POINTS_OF = (
    r"combien d'argent a \S+|combien de pieces a \S+|\S+ a combien|quanti soldi ha \S+"
    r"|quante monete ha \S+|quanto ha \S+|how much money does \S+ have|how much has \S+"
    r"|combien de points a \S+|quanti punti ha \S+|how many points does \S+ have"
    r"|\S+ quanti (?:soldi|punti) ha|\S+ a combien de points"
)
MONEY_OF = re.compile(
    rf"({POINTS_OF}|combien de cartes a \S+|quante carte ha \S+|\S+ quante carte ha"
    r"|how many cards does \S+ have"
    # what a player holds in view: `combien de chapeaux a Léa ?`, `quanti scarabei ha Marco?`,
    # `combien de tuiles pyramide a Léa ?`, `combien de marqueurs a Léa ?`
    r"|combien de \S+( \S+)? a \S+|quant[ie] \S+( \S+)? ha \S+"
    r"|how many \S+( \S+)? does \S+ have)$"
)
"""How much money a player has (`combien d'argent a Paul ?`, `Zoé a combien ?`, `quanti
soldi ha Marco?`), folded: the status shows each player's money."""


COUNTS_ASKED = tuple(
    re.compile(pattern)
    for pattern in (
        r"combien (?:de |d')(?P<noun>.+?) (?:a|possede|tient) (?P<rest>.+)",
        r"(?P<rest>\S+) a combien (?:de |d')(?P<noun>.+)",
        r"quant[ie] (?P<noun>.+?) (?:ha|possiede|tiene) (?P<rest>.+)",
        r"(?P<rest>\S+)(?: ha)? quant[ie] (?P<noun>.+?)(?: (?:ha|possiede|tiene))?",
        r"how many (?P<noun>.+?) (?:does|has|did) (?P<rest>.+)",
    )
)
"""A player's count asked in words, folded, without the question mark: what is counted
(`noun`: `cartes en main`, `tessere piramide`) and the rest (the player, `en main`)."""

COUNT_HEADS = frozenset({"combien", "quanti", "quante", "many"})
"""The words one of `COUNTS_ASKED` holds among its first three, folded."""

COUNT_EXTRAS = frozenset({"en", "in", "encore", "ancora", "now", "have", "hold", "got"})
"""Words any question of a count may hold (`how many cards does bo have`), folded."""


def counted(counts: Sequence[Count], words: Sequence[str], players: Sequence[str]) -> Msg | None:
    """The sentence of the one count that `words` ask for one player (`combien de cartes a
    Zoé en main ?`: `Zoé has 5 cards in hand.`); None when they ask none of `counts` (a
    noun no count has, a word more that is neither a player nor one of its extras)."""
    asking = " ".join(fold(w.strip(",;:")) for w in words).rstrip("?？ \u00a0\u202f")
    asked = next((m for p in COUNTS_ASKED if (m := p.fullmatch(asking)) is not None), None)
    if asked is None:
        return None
    noun, rest = asked["noun"], asked["rest"].split()
    names = {fold(player): player for player in players}
    for count in counts:
        head = next((n for n in count.nouns if f"{noun} ".startswith(f"{n} ")), None)
        if head is None:
            continue
        said = [*noun[len(head) :].split(), *rest]
        named = {names[w] for w in said if w in names}
        extra = {w for w in said if w not in names} - count.extras - COUNT_EXTRAS
        if len(named) == 1 and not extra:
            return dict(count.said)[named.pop()]
    return None


def brief_asked(words: list[str]) -> str | None:
    """What `words` ask that a few lines answer: `"turn"` (whose turn it is, `TURN_ONLY`),
    `"of"` (a player's money or points, `POINTS_OF`), `"left"` (how many of a colour are
    left, `LEFT_OF_A_COLOUR`), `"lead"` (who leads or won, `BRIEF_QUESTIONS`); None for
    any other question."""
    asking = " ".join(fold(w) for w in words).rstrip("?？ \u00a0\u202f")
    if asking in TURN_ONLY:
        return "turn"
    if LEFT_OF_A_COLOUR.match(asking):
        return "left"
    if re.fullmatch(POINTS_OF, asking) is not None:
        return "of"
    return "lead" if asking in BRIEF_QUESTIONS else None


def whose_turn(words: list[str]) -> list[str]:
    """`à qui le tour ?` -> `status`: a question of `TURN_QUESTIONS` (read before any player
    is looked for: `à` starts `Anna`); a question about a rule (`RULE_QUESTIONS`) -> `rules`
    with its topic."""
    asking = " ".join(fold(w) for w in words).rstrip("?？ \u00a0\u202f")
    if asking in TURN_QUESTIONS or LEFT_OF_A_COLOUR.match(asking) or MONEY_OF.match(asking):
        return ["status"]
    return rules_question(words) or words


RULE_QUESTIONS = (
    *("comment marche", "comment marchent", "comment fonctionne", "comment fonctionnent"),
    *("comment ca marche", "comment se joue", "comment on joue", "comment jouer"),
    *("c'est quoi", "c’est quoi", "qu'est-ce que", "qu’est-ce que", "qu'est-ce qu'"),
    *("qu’est-ce qu’", "a quoi sert", "quelle est la regle de", "quelle est la regle du"),
    *("quelles sont les regles de", "quelles sont les regles du", "que fait"),
    *("come funziona", "come funzionano", "come si gioca", "come si usa", "cos'e"),
    *("cos’e", "che cos'e", "che cos’e", "cosa e", "cosa fa", "a cosa serve"),
    *("qual e la regola di", "qual e la regola del", "qual e la regola della"),
    *("quali sono le regole di", "quali sono le regole del", "quali sono le regole della"),
    *("how does", "how do", "what does", "how do i play", "what are the rules of"),
    # what happens if: the rest searched (`qu'est-ce qui se passe si un chameau fou …`)
    *("qu'est-ce qui se passe si", "qu’est-ce qui se passe si", "que se passe-t-il si"),
    *("qu'est-ce qui se passe quand", "qu’est-ce qui se passe quand", "que se passe-t-il quand"),
    *("cosa succede se", "che succede se", "cosa succede quando", "che succede quando"),
    *("cosa succede", "che succede", "what happens if", "what happens when"),
    *("qu'est-ce qu'il se passe si", "qu’est-ce qu’il se passe si", "cosa succederebbe se"),
    "what would happen if",
    # who wins if: a case the rules settle (`qui gagne si deux chameaux sont sur la même case ?`)
    *("qui gagne si", "qui gagne quand", "qui gagne en cas de", "qui gagne en cas d'"),
    *("qui gagne en cas d’", "qui l'emporte si"),
    *("qui l’emporte si", "chi vince se", "chi vince quando", "chi vince in caso di"),
    *("who wins if", "who wins when", "who wins in case of"),
)
"""The heads of a question about a rule (`comment marche le scorpion ?`, `come funziona lo
scorpione?`, `c'est quoi un scarabée ?`, `how does the mummy work?`), folded: the rest is
the topic the rules are looked up for."""

RULE_TAILS = frozenset({"work", "works", "do", "marche", "fonctionne", "ca", "cela", "?"})
"""The words after a rule question's topic (`how does the mummy work`), folded."""

TOPIC_LEAD = frozenset(
    {
        *("le", "la", "les", "l'", "l’", "un", "une", "des", "du", "de", "d'", "d’"),
        *("il", "lo", "i", "gli", "uno", "una", "un'", "di", "del", "della", "dello"),
        *("the", "a", "an", "of", "with", "to"),
    }
)
"""Articles and prepositions before a rule question's topic, folded."""


END_QUESTIONS = {
    **dict.fromkeys(
        ("quand finit la partie", "comment finit la partie", "quand se termine la partie"),
        "fin",
    ),
    **dict.fromkeys(("comment se termine la partie", "quand est-ce que la partie finit"), "fin"),
    **dict.fromkeys(
        ("quando finisce la partita", "come finisce la partita", "quando termina la partita"),
        "fine",
    ),
    **dict.fromkeys(("when does the game end", "how does the game end"), "end"),
}
"""Questions of when the game ends, folded: the rules of its end (`fin`, `fine`, `end`)."""


def rules_question(words: list[str]) -> list[str] | None:
    """`comment marche le scorpion ?` -> `rules scorpion`; None when `words` ask no rule."""
    text = " ".join(fold(w) for w in words).rstrip("?？ \u00a0\u202f")
    if text in END_QUESTIONS:  # `quando finisce la partita?`
        return ["rules", END_QUESTIONS[text]]
    head = next((h for h in RULE_QUESTIONS if text.startswith(_headed(h))), None)
    if head is None:  # `il mazzo è finito, cosa succede se pesco?`: what comes first counts
        at = next((i for i, w in enumerate(words[:-1]) if w.endswith(",")), None)
        asked = rules_question(words[at + 1 :]) if at is not None else None
        if at is None or asked is None:
            return None
        return ["rules", *(w.strip(",") for w in words[: at + 1]), *asked[1:]]
    typed = " ".join(words)  # the topic as typed, accents and all, where folding kept lengths
    said = typed if len(fold(typed)) == len(typed) else text
    topic = said[len(_headed(head)) :].rstrip("?？ \u00a0\u202f").split()
    while topic and fold(topic[-1]) in RULE_TAILS:
        topic = topic[:-1]
    while topic and fold(topic[0]) in TOPIC_LEAD:
        topic = topic[1:]
    if topic:
        topic[0] = ELISION.sub("", topic[0]) or topic[0]
    if topic and head in WIN_HEADS:  # who wins if …: winning is part of the topic
        topic = [head.split()[1], *topic]
    return ["rules", *topic] if topic else None


WIN_HEADS = frozenset(h for h in RULE_QUESTIONS if h.split()[1:2] in (["gagne"], ["vince"]))
WIN_HEADS |= frozenset(h for h in RULE_QUESTIONS if h.startswith("who wins"))
"""The heads of a question about who wins in some case: the verb stays in the topic."""


WHAT_IF = (
    *("qu'est-ce qui se passe si", "qu’est-ce qui se passe si", "que se passe-t-il si"),
    *("qu'est-ce qu'il se passe si", "qu’est-ce qu’il se passe si", "et si"),
    *("cosa succede se", "che succede se", "cosa succederebbe se", "e se"),
    *("what happens if", "what would happen if", "and if"),
    # who wins if a move is made: the move played out (else the rules, `WIN_HEADS`)
    *("qui gagne si", "chi vince se", "who wins if"),
)
"""The heads of a question about a move that might be made (`cosa succede se Luca tira
l'arancione e fa 3?`), folded: the move is tried and taken back (`TablePrompt.suppose`)."""


def what_if(words: list[str]) -> list[str] | None:
    """The move a `WHAT_IF` question supposes (`que se passe-t-il si Léa lance le bleu et
    fait 3 ?` -> `Léa lance le bleu et fait 3`), without its question mark; None when
    `words` ask no such question."""
    if not words or not words[-1].endswith(("?", "？")):
        return None
    text = " ".join(fold(w) for w in words)
    head = next((h for h in WHAT_IF if text.startswith(h + " ")), None)
    if head is None:
        return None
    rest = words[len(head.split()) :]
    last = rest[-1].rstrip("?？ \u00a0\u202f") if rest else ""
    rest = [*rest[:-1], last] if last else rest[:-1]
    return rest or None


WIN = frozenset({"vincere", "vince", "vincerebbe", "gagner", "gagne", "gagnerait", "win", "wins"})
"""The verb of a question whether a card played would win (`Giulia può vincere con una corda
da 12?`), folded."""

WIN_ASKED = frozenset({*MODALS, "est-ce", "que", "qu'", "est-ce-que", "does", "would", "will"})


def win_asked(words: list[str]) -> list[str] | None:
    """`Giulia può vincere con una corda da 12?`, `Léa peut-elle gagner avec une corde de
    12 ?`, `can bo win with rope 12?`: the move asked about (`Giulia una corda da 12`, the
    game's own reading of a card said alone), to be tried as a what-if; None for any other
    line."""
    if not words or not words[-1].endswith(("?", "？")):
        return None
    plain = [fold(w.strip(",;:?？")) for w in words]
    at = next((i for i, w in enumerate(plain[:-1]) if w in WIN and plain[i + 1] in WITH), None)
    if at is None:
        return None
    who = [w for w, p in zip(words[:at], plain[:at], strict=True) if p not in WIN_ASKED]
    rest = [w.rstrip("?？ \u00a0\u202f") for w in words[at + 2 :]]
    return [*who, *rest] if len(who) == 1 and any(rest) else None


def _headed(head: str) -> str:
    """A question's head as it starts a line: followed by a space, or glued by its
    apostrophe (`qu'est-ce qu'un scarabée`)."""
    return head if head.endswith(("'", "’")) else head + " "


ELISION = re.compile(r"^(?:l|d|qu|un|dell|sull|all|nell)['’](?=\w)", re.IGNORECASE)
"""An elided article glued to a rule question's topic (`l'oasis`, `un'oasi`), folded."""


def said(words: list[str], commands: Commands) -> list[str]:
    """The command's words of a line as a table says it (the player already taken off)."""
    words = put_again(words)
    words = elided_command(words, commands)
    if words and words[-1].endswith(("?", "？")):  # `lo stato dei soldi?`: not a move asked
        words = without_article(words, commands)
    words = asked_for(words, commands)
    words = where_options(words, commands)
    words = questioned(words, commands)
    words = without_article(words, commands)
    words = subject_first(words, commands)
    words = phrased(words, commands)
    words = verb_first(words, commands)
    return pronoun_first(words, commands)


QUESTION_HEADS = frozenset(
    {
        *("what are", "what is", "what's", "show me", "give me", "show"),
        *("quelles sont", "quels sont", "quelle est", "quel est", "montre-moi", "donne-moi"),
        *("montre", "affiche", "montrez-moi", "montrez"),
        *("quali sono", "qual e", "quale e", "com'e", "mostrami", "dammi", "mostra"),
    }
)
"""The words before what a table asks to see (`quelles sont les chances de Marc ?`, `quali
sono le quote`, `what is the score?`), folded, two at most and an article after them."""


def asked_for(words: list[str], commands: Commands) -> list[str]:
    """`quelles sont les cotes ?` -> `cotes ?`: a question's head (`QUESTION_HEADS`) and the
    article after it, before a command that is no move (what the table asks to see)."""
    for size in (2, 1):
        if len(words) <= size or " ".join(fold(w) for w in words[:size]) not in QUESTION_HEADS:
            continue
        rest = words[size:]
        if len(rest) > 1 and fold(rest[0]) in ARTICLES | LEADING_ARTICLES | {"i"}:
            rest = rest[1:]
        first = rest[0].rstrip("?？")  # `what is the score?`
        command = commands.command_of(first) if first else None
        if command is not None and command not in commands.moves:
            return [first, *rest[1:]]
    return words


ASKING = ("est-ce que", "est-ce qu'", "est-ce qu’", "est ce que")
"""What starts a French question and is left out (`est-ce que je peux parier sur le bleu ?`,
`est-ce que Léa peut poser en G6 ?`), folded."""


def without_asking(words: list[str]) -> list[str]:
    """The words of a question without `est-ce que` before them (`ASKING`)."""
    text = " ".join(fold(w) for w in words[:3])
    for head in ASKING:
        if text.startswith(head + " ") or (head.endswith(("'", "’")) and text.startswith(head)):
            size = len(head.split())
            rest = words[size:]
            glued = words[size - 1][len(head.split()[-1]) :] if head.endswith(("'", "’")) else ""
            return [glued, *rest] if glued else rest
    return words


WHICH_COLOURS = frozenset(
    {
        *("quali colori", "che colori", "quelles couleurs", "quels couleurs"),
        *("which colours", "which colors", "what colours", "what colors"),
    }
)
"""The head of a question of the colours a player may put (`quali colori può mettere
Giulia?`), folded: the choices, as `where` asked with a modal."""


def where_options(words: list[str], commands: Commands) -> list[str]:
    """`où puis-je poser le jaune ?` -> `options le jaune ?`: `where` asked with a modal
    (`dove posso mettere il verde?`, `où est-ce que je peux mettre …`), or which colours
    (`WHICH_COLOURS`), is the choices of a move, at a table that has both (`where` alone
    finds a space)."""
    if len(words) < 3 or "options" not in commands.every:
        return words
    if " ".join(fold(w) for w in words[:2]) in WHICH_COLOURS:  # `quali colori può mettere …`
        words = ["where", *words[2:]]
    asked = without_asking(words[1:])  # `où est-ce que je peux mettre …`
    named: list[str] = []
    if len(asked) > 2 and fold(asked[1]) in MODALS and fold(asked[0]) not in MODALS:
        # `où est-ce que Léa peut poser …`, `où Léa peut-elle poser …`: the player kept
        named = [] if fold(asked[0]) in SUBJECTS else [asked[0]]
        asked = asked[1:]
    if commands.command_of(words[0]) != "where" or not asked or fold(asked[0]) not in MODALS:
        return words
    rest = asked[1:]
    if len(rest) > 1 and fold(rest[0]) in SUBJECTS:
        rest = rest[1:]
    elif len(rest) > 2 and fold(rest[1]) in VERBS and fold(rest[0]) not in VERBS:
        named, rest = [rest[0]], rest[1:]  # `dove può Anna mettere …`, `where can Anna place`
    if len(rest) > 1 and fold(rest[0]) not in ARTICLES | LEADING_ARTICLES | FILLERS:
        rest = rest[1:]  # the verb: `poser`, `mettere`, `place`
    # a move's noun after its article: `mon chef violet`, `il capo verde`
    kept = [w for w in rest if not _move_noun(w, commands)]  # (`capocarovana?`)
    return ["options", *named, *(kept or rest)]


def _move_noun(word: str, commands: Commands) -> bool:
    """Whether `word` names a move exactly, a question mark after it or not (`capo`)."""
    plain = word.rstrip("?？!")
    return bool(plain) and commands.exact(plain) and commands.command_of(plain) in commands.moves


ALLOWED = (
    *("a-t-il le droit de", "a-t-elle le droit de", "ai-je le droit de", "a le droit de"),
    *("avons-nous le droit de", "ai le droit de", "a-t-il le droit d'", "a-t-elle le droit d'"),
    *("ai-je le droit d'", "a le droit d'", "est-il permis de", "ha il diritto di"),
    *("ho il diritto di", "e permesso", "si puo", "is allowed to", "am i allowed to"),
    *("are we allowed to", "is it allowed to"),
)
"""The heads of a question of whether a move is allowed, said as a right (`Paul a-t-il le
droit de poser un vert en H10 ?`, `on a le droit de …`, `si può mettere …?`), folded: a
modal (`MODALS`) of several words."""


CLAIMS = frozenset({"dit", "pretend", "affirme", "dice", "sostiene", "afferma", "says", "claims"})
"""The verbs of a player's claim about a move (`Léa dit que Paul n'a pas le droit de …`,
`Dario dice che Bruno non può …`), folded."""

DENIED = (
    *("ne peut pas", "n'a pas le droit de", "n'a pas le droit d'", "ne peux pas"),
    *("non puo", "non ha il diritto di", "non posso", "can't", "cannot", "can not", "may not"),
    *("isn't allowed to", "is not allowed to"),
)
"""What a claim says a player may not do, folded (`ne peut pas`, `non può`)."""

CLAIM_ENDS = frozenset({"perche", "parce", "car", "because", "since", "puisque", "poiche"})
"""The words that start a claim's reason, left out with it (`perché è accanto …`)."""


ALLOWED_SAID = (
    *("peut", "peux", "a le droit de", "a le droit d'", "puo", "ha il diritto di", "can"),
    *("may", "is allowed to"),
)
"""What a claim says a player may do, folded (`peut`, `può`)."""


def claimed(words: list[str]) -> tuple[list[str], tuple[str, bool] | None]:
    """`Léa dit que Paul n'a pas le droit de poser un vert en H10, c'est vrai ?` -> `Paul
    peut poser un vert en H10 ?` and the claim, `("Léa", True)` (who claims, and whether
    the move is said not allowed): a player's claim about another's move (`CLAIMS`) is the
    question of that move (whether the claim is right follows from its answer); its reason
    and its `c'est vrai ?`, `ha ragione?` are left out. Other words are returned as they are,
    with no claim."""
    plain = [fold(w.strip(",;:!?")) for w in words]
    if len(plain) < 5 or plain[1] not in CLAIMS:
        return words, None
    at = 2
    if plain[at] in {"que", "che", "that"}:
        at += 1
    elif plain[at].startswith(("qu'", "qu’")):
        words = [*words[:at], words[at][3:], *words[at + 1 :]]
        plain = [*plain[:at], plain[at][3:], *plain[at + 1 :]]
    rest, kept = words[at:], plain[at:]
    end = next((i for i, w in enumerate(kept) if w in CLAIM_ENDS), len(kept))
    rest, kept = rest[:end], kept[:end]
    while kept and kept[-1] in CLAIM_TAILS:
        rest, kept = rest[:-1], kept[:-1]
    for heads, denied in ((DENIED, True), (ALLOWED_SAID, False)):
        found = _said_head(rest, kept, heads)
        if found is not None:
            return found, (words[0].strip(",;:"), denied)
    return words, None


CLAIM_TAILS = frozenset(
    {"c'est", "c’est", "vrai", "ha", "ragione", "right", "true", "e", "vero", "is", "it", ""}
)
"""The words that ask whether a claim is right, at its end (`c'est vrai ?`, `ha ragione?`,
`è vero?`), folded."""


def _said_head(rest: list[str], kept: list[str], heads: Sequence[str]) -> list[str] | None:
    """`Paul n'a pas le droit d'utiliser son scarabée` -> `Paul peut utiliser son scarabée ?`:
    the words around the first of `heads` said (a head ending with an apostrophe glued to
    the verb), as a question with `peut`; None when none is said."""
    text = " ".join(kept)
    for head in heads:
        glued = head.endswith(("'", "’"))
        found = f" {head}" if glued else f" {head} "
        spaced = f" {text} "
        if found not in spaced:
            continue
        before = len(spaced[: spaced.index(found)].split())
        size = len(head.split())
        move = list(rest[before + size :])
        if glued:
            move = [rest[before + size - 1][len(head.split()[-1]) :], *move]
        move = [w for w in move if w]
        if move:
            move[-1] = move[-1].rstrip(",;:!?")
            return [*rest[:before], "peut", *move[:-1], move[-1] + " ?"]
    return None


PLAY = frozenset({"jouer", "giocare", "play", "joue", "gioca", "plays"})
"""The verb of playing at all (`est-ce que Marc peut jouer ?`), folded: whose turn it is."""

NOW = frozenset({"maintenant", "ora", "adesso", "now", "?", "？", "encore", "ancora", "again"})
"""Words after `jouer` in a question of whose turn it is, folded."""


def play_asked(words: list[str]) -> str | None:
    """`Marc peut jouer maintenant ?` -> `Marc`: a question of whether a player may play
    now (a modal, `jouer`, `giocare`, `play`), asked of the name said before the modal (the
    empty name: the player speaking); None when the words ask something else."""
    plain = [fold(w.strip("?？ \u00a0\u202f")) for w in words]
    at = next((i for i, w in enumerate(plain) if w in MODALS), None)
    if at is None or at > 1 or at + 1 >= len(plain) or plain[at + 1] not in PLAY:
        return None
    if any(w and w not in NOW for w in plain[at + 2 :]):
        return None
    return words[0].strip(",;:") if at == 1 and plain[0] not in SUBJECTS else ""


def allowed_asked(words: list[str]) -> list[str]:
    """`a-t-il le droit de poser un vert en H10 ?` -> `peut poser un vert en H10 ?`: a
    question of a right (`ALLOWED`) said as the modal it is."""
    text = " ".join(fold(w) for w in words[:6])
    for head in ALLOWED:
        glued = head.endswith(("'", "’"))
        if text.startswith(head if glued else head + " "):
            size = len(head.split())
            rest = words[size:]
            if glued:
                rest = [words[size - 1][len(head.split()[-1]) :], *rest]
            return ["peut", *rest] if rest else words
    return words


def questioned(words: list[str], commands: Commands) -> list[str]:
    """`posso piazzare giallo C12?` -> `check piazzare giallo C12?`: a first word of `MODALS`
    that is no command asks about the move that follows (its subject, `can I`, left out); so
    does a move, or a line that names no command, ending with a question mark (`pose un
    chameau jaune en G2 ?`, `bleu 2?`), and a right asked for (`ALLOWED`: `a-t-il le droit
    de poser …`)."""
    if words and fold(words[0]) in SUBJECTS:
        words = [words[0], *allowed_asked(words[1:])]  # `on a le droit de poser …`
    words = allowed_asked(words)
    if len(words) > 2 and fold(words[0]) in SUBJECTS and fold(words[1]) in MODALS:
        words = words[1:]  # `je peux parier sur le bleu ?`
    if words and words[-1].rstrip().endswith(("?", "？")):
        command = commands.command_of(words[0])
        if (command is None and fold(words[0]) not in MODALS | MUST) or command in commands.moves:
            return [CHECK, *words]
    modal = fold(words[0]) in MODALS if words else False
    if words and fold(words[0]) in MUST and words[-1].rstrip().endswith(("?", "？")):
        modal = True  # `Anna deve dare una carta a Marco?`
    if len(words) < 2 or not modal or commands.command_of(words[0]):
        return words
    rest = words[1:]
    if len(rest) > 1 and fold(rest[0]) in SUBJECTS:
        rest = rest[1:]
    at = next((i for i, w in enumerate(rest[:2]) if fold(w) in STILL), None)
    if at is not None and len(rest) > at + 1 and not commands.command_of(rest[at]):
        rest = [*rest[:at], *rest[at + 1 :]]  # `peut encore utiliser`, `can bo still use`
    return [CHECK, *rest]


def elided_command(words: list[str], commands: Commands) -> list[str]:
    """`l'état des piles ?` -> `état des piles ?`: an elided article glued to a command's
    word is left out."""
    if not words or not ELISION.match(words[0]) or commands.command_of(words[0]):
        return words
    bare = ELISION.sub("", words[0])
    return [bare, *words[1:]] if bare and commands.command_of(bare) else words


def without_article(words: list[str], commands: Commands) -> list[str]:
    """`le point d’eau E1 vaut 3` -> `point d’eau E1 vaut 3`: a first word of
    `LEADING_ARTICLES` that is no command's own word, before one that names a command."""
    if len(words) < 2 or fold(words[0]) not in LEADING_ARTICLES:
        return words
    if any(term.means(words[0]) for term in commands.every.values()):
        return words
    rest = words[1:]
    return rest if commands.command_of(rest[0]) or commands.phrase(rest) else words


def phrased(words: list[str], commands: Commands) -> list[str]:
    """`point d’eau Q1 2` -> `water Q1 2`: a line that starts with one of the game's names
    of two words for a command (`Grammar.phrases`); a component's noun that names a move
    followed by another move's name is that other move (`tessera piramide, blu 2`)."""
    command = commands.phrase(words)
    if command is not None:
        return [command, *words[2:]]
    if len(words) > 2 and fold(words[0]) in commands.nouns:  # `tessera piramide, blu 2`
        after = words[1].rstrip(",;:")
        first = [key for key, term in commands.moves.items() if term.means(words[0])]
        named = [key for key, term in commands.moves.items() if term.means(after)]
        if first and named and not set(first) & set(named):
            return [after, *words[2:]]
    return words


def verb_first(words: list[str], commands: Commands) -> list[str]:
    """`pose sa tuile sur la case 7 côté oasis` -> `tuile sur la case 7 côté oasis`: a first
    word of `VERBS` that is no command, with the exact word of a move among the next few, is
    left out, and that word comes first (`puts the blue race card` -> `race blue card`; the
    articles, possessives and nouns of the answers before it go too). A verb that is a
    command itself gives way to another move's word right after its articles (`poser le
    chef violet en C7` is a leader where `poser` places a camel). A component's noun that
    names a move (`Commands.nouns`) gives way to another move's name right after it (`prend
    une tuile Pyramide`: `tuile` alone is the desert tile; `a pyramid tile` is the pyramid).
    """
    if len(words) < 2 or fold(words[0]) not in VERBS:
        return words
    verb = commands.command_of(words[0])
    article = ARTICLES | POSSESSIVES | LEADING_ARTICLES

    def naming(word: str) -> list[str]:
        # a preposition as typed is no move's word but by its accents (`de` is not `dé`)
        plain = word.lower() in FILLERS | article
        return [
            key
            for key, term in commands.moves.items()
            if term.means(word)
            and (not plain or word.lower() in (w.lower() for w in term.spellings()))
        ]

    for index, word in enumerate(words[1:REACH], 1):
        word = word.rstrip(",;:")  # `prend une tuile pyramide, le bleu fait 3`
        found = naming(word)
        if verb is not None:
            if found and verb not in found:
                return words[index:]
            if fold(word) not in article and fold(word) not in commands.nouns:
                break  # (`pose son dernier chef`: a filler of the game's, like an article)
        elif found:
            if index + 1 < len(words) and fold(word) in commands.nouns:  # `tuile Pyramide`
                after = words[index + 1].rstrip(",;:")
                named = naming(after)  # `prend le ticket de pari vert`: `de` is not `dé`
                if named and not set(named) & set(found):
                    index, word = index + 1, after
            before = [w for w in words[1:index] if fold(w) not in FILLERS | article]
            return [word, *before, *words[index + 1 :]]
    return words


OBJECTS = frozenset({"la", "le", "les", "lo", "li", "l'", "l’", "it", "them"})
"""An object pronoun between a subject and its verb (`il la trouve`, `lui la trova`),
folded."""


def put_again(words: list[str]) -> list[str]:
    """`retourne sa tuile côté huées et la pose sur la 11` -> `retourne sa tuile côté huées
    sur la 11`: the component a move names, said again by its pronoun with a verb of
    putting after *and* (`e la mette sulla 11`, `and puts it on 11`), is the same move."""
    plain = [fold(w) for w in words]
    for at in range(1, len(words) - 3):
        three = plain[at : at + 3]
        if three[0] not in SEPARATORS:
            continue
        french = three[1] in OBJECTS - {"it", "them"} and three[2] in VERBS
        english = three[1] in VERBS and three[2] in {"it", "them"}
        if french or english:
            return [*words[:at], *words[at + 3 :]]
    return words


def subject_first(words: list[str], commands: Commands) -> list[str]:
    """`je parie bleu` -> `parie bleu`, `elle a raté` -> `raté`, `ha trovato` -> `trovato`,
    `je mets ma carte ...` -> `mets ma carte ...`: subjects (`SUBJECTS`) and auxiliaries
    (`AUXILIARIES`) that are no command, before a command or a spoken verb (`VERBS`)."""
    command_of = commands.command_of
    rest = words
    while len(rest) > 1 and fold(rest[0]) in SUBJECTS | AUXILIARIES and not commands.exact(rest[0]):
        rest = rest[1:]
    if rest is not words and len(rest) > 1 and fold(rest[0]) in OBJECTS and command_of(rest[1]):
        rest = rest[1:]  # `il la trouve`: the card sought, said by its pronoun
    if rest is not words and (
        command_of(rest[0]) or fold(rest[0]) in VERBS or commands.phrase(rest)
    ):
        return rest  # `elle ne touche pas au pion`: a phrase of the game
    return words


def pronoun_first(words: list[str], commands: Commands) -> list[str]:
    """`s’associe avec Paul` -> `associe avec Paul`: a French pronoun glued to a command's
    word (`REFLEXIVE`), when the word as typed is no command."""
    command_of = commands.command_of
    if not words or not REFLEXIVE.match(words[0]) or command_of(words[0]):
        return words
    verb = REFLEXIVE.sub("", words[0])
    return [verb, *words[1:]] if command_of(verb) else words


GAME_NOUNS = frozenset({"game", "partie", "partita", "jeu", "gioco", "of"})
"""Words between `new` and a game's name (`nouvelle partie de désert`), folded."""


def new_game_first(words: list[str]) -> list[str]:
    """`nuova partita di Camel Up --giocatori ...` -> `camel nuova --giocatori ...`: the
    word `new` first, a game's name (of one to four words) among the next few: the line as
    the game's `new` is typed, the name first; the players named after `with` are its
    `--players` (`players_with`), the game's name first too (`ramses nuova con Anna e
    Marco`)."""
    from assistant.games import find_spec, load
    from assistant.syntax import COMMON_WORDS

    spec = find_spec(words[0]) if len(words) > 2 else None
    if spec is not None and COMMON_WORDS["new"].means(words[1]):
        grammar = load(spec.id).grammar  # `ramses nuova con Anna e Marco`
        return [
            *words[:2],
            *players_with(words[2:], grammar.options, grammar.setup_said, grammar.file_option),
        ]
    if len(words) < 2 or not COMMON_WORDS["new"].means(words[0]):
        return words
    at = 1
    while at < len(words) and fold(words[at]) in GAME_NOUNS | FILLERS | ARTICLES:
        at += 1
    for start in range(1, at + 1):  # a name may start with such a word (`À travers le désert`)
        for size in (4, 3, 2, 1):
            name = words[start : start + size]
            if name:  # `nouvelle partie d'À travers le désert`: the article glued left out
                name = [ELISION.sub("", name[0]) or name[0], *name[1:]]
            if len(name) == size and not any(w.startswith("-") for w in name):
                spec = find_spec("-".join(name))
                if spec is not None:
                    rest = game_modes(words[start + size :])
                    grammar = load(spec.id).grammar
                    rest = players_with(
                        rest, grammar.options, grammar.setup_said, grammar.file_option
                    )
                    return [spec.cli, words[0], *rest]
    return words


SECOND = ("--edition", "2")
FIRST = ("--edition", "1")
MODES: dict[tuple[str, ...], tuple[str, ...]] = {
    ("en", "solo"): ("--solo",),
    ("in", "solitario"): ("--solo",),
    ("solo",): ("--solo",),
    ("avance",): ("--advanced",),
    ("avancee",): ("--advanced",),
    ("avanzato",): ("--advanced",),
    ("avanzata",): ("--advanced",),
    ("advanced",): ("--advanced",),
    **dict.fromkeys(
        [
            *(("seconda", "edizione"), ("edizione", "2"), ("2a", "edizione"), ("2",)),
            *(("deuxieme", "edition"), ("seconde", "edition"), ("2e", "edition")),
            *(("2eme", "edition"), ("edition", "2"), ("second", "edition"), ("2nd", "edition")),
            *(("nouvelle", "edition"), ("nuova", "edizione"), ("new", "edition")),
        ],
        SECOND,
    ),
    **dict.fromkeys(
        [
            *(("prima", "edizione"), ("edizione", "1"), ("premiere", "edition")),
            *(("edition", "1"), ("first", "edition"), ("1re", "edition"), ("1ere", "edition")),
        ],
        FIRST,
    ),
}
"""A game's mode or edition said after its name (`nouvelle partie de Ramsès en solo`,
`nuova partita di Ramsès avanzata`, `nuova partita di Camel Up seconda edizione`, `Camel Up
2`), folded -> its options."""


def game_modes(words: list[str]) -> list[str]:
    """The words after a new game's name with its modes said in words made options (the
    article before an edition left out: `de la deuxième édition`, `della seconda edizione`)."""
    lead = 0
    while lead < len(words) - 1 and fold(words[lead]) in EDITION_LEAD:
        lead += 1
    for size in (2, 1):
        options = MODES.get(tuple(fold(w) for w in words[lead : lead + size]))
        if options is not None and len(words) >= lead + size:
            return [*options, *game_modes(words[lead + size :])]
    return words


EDITION_LEAD = frozenset({"de", "la", "en", "della", "in", "the", "dans", "sa", "nella"})
"""Words before an edition said after a game's name (`Camel Up, de la deuxième édition`)."""


WITH = frozenset({"with", "avec", "con"})
"""The word before the players a new game is said with (`avec Léa et Marc`), folded."""


def players_with(
    words: list[str],
    options: Mapping[str, Term] | None = None,
    setup: Callable[[Sequence[str]], list[str] | None] | None = None,
    file: str | None = None,
) -> list[str]:
    """`con Anna, Marco e Sara --avanzato` -> `--players Anna,Marco,Sara --avanzato`: the
    players named after `with`, up to the next option (commas, `and` and their articles
    between them left out); `with` may also follow an option and its value (`--édition 2
    avec Léa et Marc`). An option of `options` may be said without its dashes after the
    players, a colon after it or not (`con Anna e Marco, partenza: 1:verde 2:blu`). A colon
    after the last name ends them: the words after it are the setup said as a table says it
    (`setup`: `con Anna e Marco: blu e verde sulla 1, …`), else left as they are. A board
    file named among them (`sur mon-plateau.yaml`) is the option `file`."""
    at = next((i for i, w in enumerate(words) if fold(w) in WITH), None)
    if at is None or (at and not words[0].startswith("-")):
        return words
    words = [*words[: at + 1], *_options_said(words[at + 1 :], options or {}, file, setup)]
    end = next((i for i, w in enumerate(words) if i > at and w.startswith("-")), len(words))
    colon = next((i for i in range(at + 1, end - 1) if words[i].endswith(":")), None)
    if colon is not None:  # `con Anna, Marco e Luca: blu e verde sulla 1, …`
        rest = words[colon + 1 : end]
        said = setup(rest) if setup is not None else None
        words = [*words[:colon], words[colon][:-1], *(said or rest), *words[end:]]
        end = colon + 1
    names = [
        name
        for word in words[at + 1 : end]
        for name in word.split(",")
        if name and fold(name) not in SEPARATORS | {"&"}
    ]
    if not names:
        return words
    return ["--players", ",".join(names), *words[:at], *words[end:]]


BOARD_FILE = re.compile(r"[^\s,;]+\.ya?ml", re.IGNORECASE)
"""A board file named in words (`sur mon-plateau.yaml`, `sul tabellone mio.yml`)."""

OPTION_PLACES = frozenset(
    {"sur", "avec", "dans", "sul", "sulla", "su", "con", "col", "nel", "on", "with", "in"}
)
"""Prepositions before an option said without its dashes, or a board file, left out with it
and the `OPTION_LEADS` after them (`avec le plateau FILE`, `sur mon-plateau.yaml`, `con la
mappa FILE`, `on my board FILE`), folded."""

OPTION_LEADS = frozenset(
    {
        *("le", "la", "les", "du", "de", "des", "mon", "ma", "notre", "fichier", "l'"),
        *("il", "lo", "di", "del", "della", "mio", "mia", "nostro", "nostra"),
        *("the", "of", "my", "our", "file", "board"),
    }
)
"""Articles and nouns between an `OPTION_PLACES` and the option or file, folded."""

VALUE_LEADS = frozenset(
    {
        *("en", "sur", "le", "la", "les", "aux", "in", "sul", "sulle", "il", "nelle", "alle"),
        *("at", "on", "the", ":"),
    }
)
"""Words before an option's value said, left out (`oasis en D3, J3`, `oasi in D3`)."""


def _options_said(
    words: list[str],
    options: Mapping[str, Term],
    file: str | None = None,
    setup: Callable[[Sequence[str]], list[str] | None] | None = None,
) -> list[str]:
    """`words` with the options of `options` said without their dashes and followed by a
    value (`partenza 1:verde 2:blu`, `départ : 1:vert`, `tabellone FILE, oasi D3, J3`)
    written as typed with them, each value the words up to the next option (said or
    typed), the commas between them and the words around them (`OPTION_LEADS`,
    `VALUE_LEADS`) left out; a board file named alone (`sur mon-plateau.yaml`) is the
    option `file`. A value said as a table says its setup is what `setup` makes of it when
    that is the same option (`départ : bleu et vert en 1, orange en 2` -> `--start
    '1:blue,green 2:orange'`)."""
    said = {fold(s.lstrip("-")): s for t in options.values() for s in t.spellings()}
    ids = {s: key for key, t in options.items() for s in t.spellings()}

    def named(word: str) -> str | None:
        bare = word.strip(",").rstrip(":")
        if file is not None and BOARD_FILE.fullmatch(bare):
            return file
        return said.get(fold(bare))

    out: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        if index and file is not None and BOARD_FILE.fullmatch(word.strip(",:")):
            out = [*_leads_out(out), file, word.strip(",:")]
            index += 1
            continue
        option = named(word) if index and index + 1 < len(words) else None
        if option is None:
            out.append(word)
            index += 1
            continue
        rest = words[index + 1 :]
        skip = 0
        while skip < len(rest) - 1 and fold(rest[skip]) in VALUE_LEADS:
            skip += 1
        end = next(
            (
                i
                for i, w in enumerate(rest)
                if i >= skip and (w.startswith("-") or (i > skip and named(w)))
            ),
            len(rest),
        )
        stop = next((i for i in range(skip, end) if rest[i].endswith(";")), None)
        if stop is not None:  # `oasi D3, J3 e E15; …`: the list ends there
            rest = [*rest[:stop], rest[stop].rstrip(";"), *rest[stop + 1 :]]
            end = stop + 1
        value = " ".join(_leads_out(rest[skip:end])).strip().rstrip(",")
        setup_said = setup(value.split()) if setup is not None and " " in value else None
        if setup_said is not None and setup_said[:1] == [ids.get(option)]:
            option, value = setup_said[0], setup_said[1]  # `départ : bleu et vert en 1, …`
        elif "," in value:  # a list said: `D3, J3, M7 e P14`
            value = re.sub(r"\s+(?:e|et|and)\s+", ", ", value)
        if not value:
            out.append(word)
            index += 1
            continue
        out = _leads_out(out)
        if out:
            out[-1] = out[-1].rstrip(",")
        out += [option, value]
        index += 1 + end
    return out


def _leads_out(words: list[str]) -> list[str]:
    """`words` without the `OPTION_PLACES` and `OPTION_LEADS` they end with (`Inès, avec
    le`), from a preposition on (`Léa et Di sur le`: `Di` stays a name)."""
    cut = None
    for at in range(len(words) - 1, -1, -1):
        word = fold(words[at])
        if word in OPTION_PLACES:
            cut = at
        elif word not in OPTION_LEADS:
            break
    return words if cut is None else words[:cut]


THAT = frozenset(
    {"ca", "cela", "ceci", "quello", "questo", "questa", "quella", "that", "this", "it"}
)
"""The words that point at what was just said (`annule ça`), folded."""

LAST_MOVE = frozenset(
    {
        *("the", "last", "move", "one"),
        *("le", "la", "dernier", "derniere", "coup", "action"),
        *("l'ultima", "l’ultima", "ultima", "mossa", "azione"),
        *THAT,
    }
)
"""What a table says after `undo` or `redo` (`annulla l'ultima mossa`, `annuler le dernier
coup`, `annule ça`, `annulla quello`), folded: nothing the command takes."""


NOT = frozenset(
    {
        *("ne", "non", "not", "doesn't", "didn't", "doesnt", "didnt", "never", "jamais", "mai"),
        *("rien", "pas", "niente", "nulla", "nothing"),  # `trouve rien`, `found nothing`
    }
)
"""The words that negate a move (`ne trouve rien`, `non trova`, `doesn't find`, `trouve
pas`), folded (a word `n'…` negates too: `n'a rien trouvé`)."""

NOT_OBJECTS = frozenset(
    {
        *("anything", "it", "one"),
        *("a", "ha", "has", "does", "did", "l'a", "l’a", "l'ha", "l’ha", "lo", "la", "le"),
    }
)
"""Words beside a negated move that say nothing more (`n'a rien trouvé`, `non l'ha
trovato`), folded."""


NOTHING = frozenset({"rien", "niente", "nulla", "nothing"})
"""What a move said negated finds when it finds nothing at all (`ne trouve rien`), folded."""


def negated(
    words: list[str],
    negations: Mapping[str, str],
    moves: Mapping[str, Term],
    nothing: Sequence[str] = (),
) -> list[str]:
    """The move a negated move says (`ne l'a pas trouvé` -> `miss`, `negations` mapping
    `found` to it; said with *nothing*, `ne trouve rien`, the words `nothing`): the line
    is one move's word with only negations and their objects around it, or a treasure
    said after a comma (`ne l'a pas trouvé, c'est le serpent`); `words` otherwise."""
    kept = []
    negation = empty = False
    for word in words:
        folded = fold(word.strip(",;:!?."))
        if folded in NOT or folded[:2] in ("n'", "n’"):
            negation = True
            empty = empty or folded in NOTHING
        elif folded not in NOT_OBJECTS:
            kept.append(word)
    if not negation or not kept:
        return words
    head, rest = kept[0].rstrip(",;:"), kept[1:]
    if rest and not kept[0].endswith(","):
        return words  # more than the move said (`ne trouve pas la lampe`: read as said)
    for command, other in negations.items():
        if moves[command].means(head):
            if empty and nothing and not rest:
                return list(nothing)
            return [next(iter(moves[other].spellings())), *rest]
    return words


LEAD_INS = frozenset(
    {
        *("oups", "oops", "ops", "oh", "ah", "zut", "mince", "bon", "bah", "beh", "euh", "ehm"),
        *("allora", "alors", "ok", "okay", "d'accord", "dacc", "bene", "well", "right", "so"),
        *("poi", "puis", "ensuite", "then", "et", "e", "and", "donc", "quindi", "dunque"),
        *("infine", "enfin", "finalement", "finally", "alla", "fine"),
        # a correction: `pardon, Inès tire le jaune : 3`, `no aspetta, era un 5, annulla`
        *("pardon", "scusa", "scusate", "scusami", "sorry", "aspetta", "aspettate"),
        *("attends", "attendez", "wait", "anzi", "plutot"),
    }
)
"""Words a line may start with that say nothing of the move (`oups, annule ça`, `poi trova
la maschera`, `et puis Léa rate`, `pardon, …`), folded."""

NO = frozenset({"no", "non", "nope", "nan"})
"""A *no* a correction starts with (`ah non pardon, …`, `no aspetta, …`), folded: a lead-in
only before a comma or another lead-in (`non sposta il segnalino` is a move)."""


def lead_ins_out(words: list[str]) -> list[str]:
    """`words` without the `LEAD_INS` they start with (and their commas), a *no* among them
    (`NO`); as they are when nothing else is said."""
    at = 0
    while at < len(words):
        word = fold(words[at].rstrip(",;:!."))
        after = fold(words[at + 1].rstrip(",;:!.")) if at + 1 < len(words) else ""
        if word in LEAD_INS or (word in NO and (words[at].endswith(",") or after in LEAD_INS)):
            at += 1
            continue
        break
    return words[at:] if 0 < at < len(words) else words


WAS = frozenset({"era", "erano", "c'etait", "etait", "c'est", "was", "it's", "its"})
"""The first word of the right value said with an undo (`no aspetta, era un 5, annulla`,
`oups, annule, c'était en K5`), folded."""


def was_said(words: list[str]) -> bool:
    """Whether a line says what a value was (`era una torcia da 5`, `c'était en K5`, `it
    was a 5`: a correction of the last move, never a move of its own)."""
    plain = [fold(w.rstrip(",;:!.")) for w in words[:2]]
    return len(words) > 1 and (plain[0] in WAS_ALONE or plain == ["it", "was"])


def pronoun_corrected(words: list[str]) -> bool:
    """Whether a line corrects the last move with a pronoun for its player (`pardon, elle a
    parié sur le vert`, `scusa, lei l'ha trovata`): after a correction's lead-in, *she* or
    *he* is the player corrected, not the one whose turn it is now."""
    rest = lead_ins_out(words)
    if rest is words or not rest or len(rest) < 2:
        return False
    before = {fold(w.strip(",;:!.")) for w in words[: len(words) - len(rest)]}
    return bool(before & CORRECTING) and fold(rest[0]) in {"il", "elle", "lui", "lei", "he", "she"}


CORRECTING = frozenset(
    {
        *("pardon", "scusa", "scusate", "scusami", "sorry", "aspetta", "aspettate"),
        *("attends", "attendez", "wait", "anzi", "plutot", "oups", "oops", "ops"),
        *NO,
    }
)
"""The lead-ins that say the line corrects something (`pardon, …`, `no aspetta, …`)."""

WAS_ALONE = frozenset({"era", "erano", "c'etait", "etait", "was"})
"""The words that start a correction said alone (`WAS` without the present tense)."""


def correction(words: list[str]) -> tuple[list[str], list[str]] | None:
    """`era un 5, annulla`, `annule, c'était en K5` (lead-ins already out): the undo's
    words and the value said with it (`WAS` first), in either order, split at their comma;
    None for any other line (the caller checks that the one is an undo)."""
    parts = [[w.rstrip(",;") for w in part] for part in _comma_parts(words)]
    if len(parts) != 2:
        return None
    for undo, value in (parts, parts[::-1]):
        head = fold(value[1] if fold(value[0]) == "it" and len(value) > 2 else value[0])
        if head in WAS and len(value) > 1 and 0 < len(undo) <= 2:  # `it was a 5`
            return undo, value
    return None


def _comma_parts(words: list[str]) -> list[list[str]]:
    parts: list[list[str]] = [[]]
    for word in words:
        parts[-1].append(word)
        if word.endswith((",", ";")):
            parts.append([])
    return [part for part in parts if part]


PLACE_FIRST = frozenset({"sur", "sul", "sulla", "sullo", "on", "onto"})
"""Prepositions of a place said before the rest of a move, ended by a comma (`sur le
dernier, Inès avait mis le violet`, `sul perdente, Anna aveva messo il viola`), folded."""


def place_last(words: list[str]) -> list[str]:
    """`sur le dernier, Inès avait mis le violet` -> `Inès avait mis le violet sur le
    dernier`: a place said first (`PLACE_FIRST`, or `sull'`), up to its comma within a few
    words, goes after the rest of the line; other lines are as they are."""
    end = _place_end(words)
    if end is None:
        return words
    return [*words[end + 1 :], *words[:end], words[end].rstrip(",")]


def _place_end(words: list[str]) -> int | None:
    """The index of the comma-ended word that ends a place said first (`sur le dernier,
    …`), None when the line starts with no such place."""
    first = fold(words[0]) if words else ""
    if first not in PLACE_FIRST and not re.match(r"sull['’]\w", first):
        return None
    end = next((i for i, w in enumerate(words[:REACH]) if w.endswith(",")), None)
    return None if end is None or end + 1 >= len(words) else end


def place_each(words: list[str]) -> list[str]:
    """`sur le dernier, Léa avait mis le bleu et Inès le jaune` -> `Léa avait mis le bleu
    sur le dernier et Inès le jaune sur le dernier`: a place said first (`place_last`) is
    the place of each move the rest of the line joins by `and` or a comma; other lines are
    as they are."""
    end = _place_end(words)
    if end is None:
        return words
    place = [*words[:end], words[end].rstrip(",")]
    each: list[str] = []
    for word in words[end + 1 :]:
        if separates(word, JOINS) and each:
            each.extend([*place, word])
        elif word.endswith((",", ";")) and len(word) > 1:  # `…, Inès le jaune`
            each.extend([word[:-1], *place[:-1], place[-1] + word[-1]])
        else:
            each.append(word)
    return [*each, *place]


def says_one_move(words: list[str]) -> bool:
    """Whether the words after `undo` or `redo` say one move, the last (`annuler le dernier
    coup`, `annulla l'ultima mossa`): of a line of several, that move alone."""
    return bool(words) and not the_last_move(words) and not any(fold(w) in THAT for w in words)


def says_that(words: list[str]) -> bool:
    """Whether the words after `undo` point at what was just said (`annule ça`, `annulla
    quello`), not at the last move recorded."""
    return bool(words) and any(fold(w) in THAT for w in words) and not the_last_move(words)


def the_last_move(words: list[str]) -> list[str]:
    """The words after `undo` or `redo` without `the last move` said after them."""
    return [] if words and all(fold(w) in LAST_MOVE for w in words) else words


REMARK_LEADS = frozenset(
    {
        *("pres", "a cote", "contre", "devant", "derriere", "juste", "pour", "comme", "loin"),
        *("vicino", "accanto", "contro", "davanti", "dietro", "proprio", "per", "come"),
        *("lontano", "near", "next", "beside", "close", "behind", "for", "like", "far"),
    }
)
"""Words a remark said after a line's last move without a comma starts with (`… en T4 près
de l'oasis`, `… in M3 vicino all'oasi`), folded."""


def remark_starts(words: list[str]) -> list[int]:
    """Where a remark after a line's moves may start, nearest the end first: after the last
    comma, at a `REMARK_LEADS` word after the last word with a digit (`… en T4 près de
    l'oasis`)."""
    starts = []
    comma = max((i for i, w in enumerate(words[:-1]) if w.endswith(",")), default=None)
    if comma:
        starts.append(comma + 1)
    digit = max((i for i, w in enumerate(words) if any(c.isdigit() for c in w)), default=None)
    if digit is not None:
        for at in range(digit + 1, len(words)):
            if {fold(w) for w in (words[at], " ".join(words[at : at + 2]))} & REMARK_LEADS:
                starts.append(at)
                break
    return sorted(set(starts), reverse=True)


def moves_in(words: list[str]) -> list[list[str]] | None:
    """The moves of a line that says several (`Anna piazza verde L5 e verde L6`, `vert H3,
    vert H4`), split where a separator word stands or a word ends with `,` or `;`; None when
    the line says one. Read only when the whole line is refused as bad usage. The words
    joined by `and` (`JOINS`) stay together, with it, in a part (`joins`): they may say one
    move (`joue un sort et met le pion sur la corde, puis joue corde 3`)."""
    parts: list[list[str]] = [[]]
    words = brackets_opened(words)
    for index, word in enumerate(words):
        if separates(word) and not separates(word, JOINS):
            parts.append([])
            continue
        after = words[index + 1] if index + 1 < len(words) else ""
        # a comma before NAME=VALUE goes on with an option's list (`--water D1=2, F5=3`)
        ends = word[-1:] == ";" or (word[-1:] == "," and "=" not in after)
        word = word.rstrip(",;") if ends else word
        if word:
            parts[-1].append(word)
        if ends:
            parts.append([])
    parts = [part for part in parts if part]
    return parts if len(parts) > 1 or any(len(joins(part)) > 1 for part in parts) else None


def brackets_opened(words: list[str]) -> list[str]:
    """`jaune V10 (le point d'eau U11 vaut 2, le point d'eau V11 vaut 3) et …` -> `jaune
    V10, le point d'eau U11 vaut 2, le point d'eau V11 vaut 3, et …`: brackets around
    several things said (a comma or a separator inside) are commas; one thing in brackets
    (`(marqueur de 2)`) stays as said, for the move to read."""
    opened = next((i for i, w in enumerate(words) if w.startswith("(")), None)
    if opened is None:
        return words
    shut = next((i for i in range(opened, len(words)) if words[i].endswith(")")), None)
    if shut is None or shut == opened:
        return words
    inside = [words[opened][1:], *words[opened + 1 : shut], words[shut][:-1]]
    if not any(w.endswith((",", ";")) or separates(w) for w in inside[:-1]):
        return words
    before = words[:opened]
    if before:
        before = [*before[:-1], before[-1].rstrip(",") + ","]
    after = brackets_opened(words[shut + 1 :])
    inside = [w for w in inside if w]
    inside[-1] = inside[-1].rstrip(",") + ("," if after else "")
    return [*before, *inside, *after]


def joins(part: list[str]) -> list[list[str]]:
    """The moves a part of `moves_in` says when its words joined by `and` are several."""
    moves: list[list[str]] = [[]]
    for word in part:
        if separates(word, JOINS):  # `e`, `et`, never `è`
            moves.append([])
        else:
            moves[-1].append(word)
    return [move for move in moves if move]


RESULT_VERBS = frozenset(
    {
        *("fa", "fanno", "arriva", "sono", "totale", "totalizza", "raggiunge"),
        *("fait", "font", "arrive", "atteint", "total", "egal"),
        *("makes", "make", "reaches", "totals", "that's", "thats", "equals"),
    }
)
"""The verbs of a total said after the move that made it (`gioca una torcia da 9, fa 12!`,
`joue une torche de 9, ça fait 12`, `plays torch 9, makes 12`), folded."""

RESULT_SAID = frozenset(
    {
        *("ca", "cela", "ce", "a", "al", "to", "so", "now", "ora", "adesso", "maintenant"),
        *("quindi", "donc", "in", "tutto", "en", "tout", "pile", "esatti", "esattamente"),
        *("exactement", "exactly", "precisi", "juste", "e", "et", "and", "vince", "gagne"),
        *("wins", "il", "le", "the", "tesoro", "tresor", "treasure", "di", "de", "of"),
        *("conquista", "remporte", "partita", "partie", "game", "punti", "points"),
    }
)
"""The words said around such a total (`ça fait 12 pile`, `fa 12 e vince`), folded."""


def restates(words: Sequence[str]) -> bool:
    """Whether `words`, said after a move (after its comma or its `and`), only restate the
    total it makes (`fa 12`, `ça fait 12 et gagne`, `makes 12`): a verb of a total
    (`RESULT_VERBS`), one number and nothing else of a move; a remark, not a second move
    (`fa 12` is no torch 12)."""
    plain = [fold(w.strip(",;:.!?()")) for w in words]
    numbers = [w for w in plain if w.isdecimal() or number_word(w) is not None]
    said = [w for w in plain if w and w not in numbers]
    return (
        len(numbers) == 1
        and any(w in RESULT_VERBS for w in said)
        and all(w in RESULT_VERBS | RESULT_SAID for w in said)
    )
