#!/usr/bin/env python3
"""Compare fenboard's draughts move generation with pydraughts 0.6.7, game by game.

    pip install pydraughts==0.6.7
    python3 tests/oracle/pydraughts_compare.py [--game ID|all] [--positions N] [--seed S]

Games (fenboard id = pydraughts variant): russian (the default), brazilian, international
(pydraughts' ``standard``), english, italian (its board's a1 light: squares are compared by
their names on it), antidraughts, breakthrough (both on the international rules, 10x10),
turkish (every square plays: pydraughts numbers them 1 = a1 to 64 = h8 in moves, its FENs
are algebraic), frisian and frysk (pydraughts' ``frisian`` and ``frysk!``: captures along
ranks and files too, between dark squares two squares apart). ``all`` runs each in turn.

Frisian draughts limits a king to three non-capturing moves in a row while its side has men,
which pydraughts reads from its game's history, not from a FEN: for these games each
position is compared on pydraughts' board of the random game itself (kept by the FEN given
to fenboard), and fenboard's FEN carries the two sides' runs in its ``K`` field
(``...:K46x2``), counted here as the game goes (up to 3, as fenboard counts them).

Positions come from seeded random games played with pydraughts (captures are preferred
half of the time, so games reach kings, long multi-captures and crownings in the middle
of a capture), plus the hand-made positions of russian-draughts.md. For each position:

* the legal move sets are compared, keyed by (origin, captured squares, destination): the
  captured squares in order where the game makes another order another move (Russian),
  as a set where it does not; fenboard's captured squares are recomputed here from its
  paths (the one piece between two consecutive path squares), which also checks its path
  convention;
* the position after each move is compared (pydraughts push vs fenboard's `--after` FEN);
* the end of the game: the winner both name (fenboard's ``#winner=`` word, pydraughts'
  ``winner()``) must be the same, and a position without a legal move one where both have
  none: the side not to move wins, or in antidraughts the side to move.

* ``pydraughts-king-through-pieces`` (Turkish): pydraughts lets a king's quiet move pass
  over pieces on its rank or file (``W:WKf7,d7:B...`` gives f7-c7 over d7): for its
  orthogonal kings it checks the destination only. A king moves "any distance on an open
  line" (the Turkish rules, as in every draughts game), and fenboard stops at the first
  piece. Accepted only for a quiet king move, only pydraughts', with a piece between its
  squares; random games are played on pydraughts' moves, so positions after such a move
  are compared too (they are legal positions all the same).

Random games stop when pydraughts says the game is won (in breakthrough at the first
crowning), as a game does.

Known, explained disagreements (russian-draughts.md §11), counted and reported, never
silenced:

* ``pydraughts-duplicate``: pydraughts lists a king's straight continuation once per empty
  square between the two captured pieces (``W:WKa1:Bb2,c5,e5`` gives a1:c3:f6 and a1:d4:f6).
  fenboard lists it once. Such a pydraughts group is accepted only when its moves have the
  same key, and the paths differ only in intermediate squares that lie on the straight
  segment between the captured pieces.
* ``pydraughts-after-the-end`` (breakthrough): once a man is crowned the game is over
  and fenboard lists no move (the rules: the first king wins, nothing is played after
  it); pydraughts' ``legal_moves`` does not look at the end and still lists the moves,
  while its ``winner()`` names the side with the king. Accepted only when both name the
  same winner.
* ``pydraughts-order`` (games where the order of captures does not count: international,
  Brazilian, English): pydraughts lists the same pieces taken in another order, from and
  to the same squares, once per order (``W:W38:B22,23,32,33`` gives 38x27x18x29x38 and
  38x29x18x27x38); the FMJD rules make them one move, and so does fenboard. Accepted only
  when the group's moves take the same pieces from and to the same squares.

pydraughts reads numbers in a Russian or Brazilian FEN with its own numbering, so it is
only given algebraic FENs there; its international and English FENs are PDN numbers,
read by both. Exit status is non-zero on any unexplained disagreement. The last line is
``N passed, M failed``.
"""

import argparse
import os
import random
import subprocess
import sys
from collections import Counter

from draughts import Board

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

HAND_MADE = [
    "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8",
    "W:Wh2:Bd2,g3,g5,d6,g7",
    "W:WKa3:Bg3,c5,c7",
    "W:Wc3:Bb4,d4,b6,d6",
    "W:Wh4,h6:Bc5,g5,e7,g7,d8,h8",
    "W:WKa1:Bb2,d4",
    "W:WKa1:Bb2,c5,e5",
    "B:Wc3,e3,c5,e5,d6:Bd4",
    "B:WKd4,b6,f6:Bc7,e7,Kh8",
    "W:WKh2:Bb2,d2,f4,d6,f6",
]


# fenboard id: (pydraughts variant, board side, pydraughts' numbering, order of captures counts)
GAMES = {
    "russian": ("russian", 8, "own", True),
    "brazilian": ("brazilian", 8, "own", False),
    "international": ("standard", 10, "pdn", False),
    "english": ("english", 8, "pdn", False),
    "italian": ("italian", 8, "italian", False),
    "antidraughts": ("antidraughts", 10, "pdn", False),
    "breakthrough": ("breakthrough", 10, "pdn", False),
    "turkish": ("turkish", 8, "all", False),
    "frisian": ("frisian", 10, "pdn", False),
    "frysk": ("frysk!", 10, "pdn", False),
}

# Games whose pieces capture along ranks and files as well as diagonals, on the dark squares.
ORTHOGONAL = {"frisian", "frysk"}

# Games where a king makes at most three non-capturing moves in a row while its side has
# men: their positions are compared on pydraughts' board of the random game itself (its
# history holds the kings' runs), and fenboard is given the runs in its FEN's K field.
KING_RUNS = {"frisian", "frysk"}

# Games whose captured pieces leave the board as they are taken (the capturing piece may
# cross their squares again).
AT_ONCE = {"turkish"}

GAME = "russian"

# The random games' own boards, by the FEN given to fenboard, where their history counts.
LIVE = {}


def sq_name(file, rank):
    return "abcdefghijkl"[file] + str(rank + 1)


def pyd_square(n):
    """A square of pydraughts' numbering: its own for Russian and Brazilian (1 = a1, 2 = c1,
    ..., 32 = h8), PDN's for the others (1 = b8 or b10, the top left dark square; in
    Italian, whose a1 is light, 1 = a8)."""
    _, size, numbering, _ = GAMES[GAME]
    half = size // 2
    if numbering == "all":
        return sq_name((n - 1) % size, (n - 1) // size)
    if numbering == "own":
        rank = (n - 1) // half
        file = 2 * ((n - 1) % half) + rank % 2
        return sq_name(file, rank)
    return pdn_square(str(n))


def pdn_square(token):
    """A FEN token's square name: algebraic as it is, a PDN number converted."""
    if not token.isdigit():
        return token
    _, size, numbering, _ = GAMES[GAME]
    half = size // 2
    n = int(token)
    if numbering == "all":
        return sq_name((n - 1) % size, (n - 1) // size)
    rank = size - 1 - (n - 1) // half
    light_a1 = 1 if numbering == "italian" else 0
    file = 2 * ((n - 1) % half) + (rank + light_a1) % 2
    return sq_name(file, rank)


def coords(s):
    return ord(s[0]) - ord("a"), int(s[1:]) - 1


def parse_fen(fen):
    """Algebraic FEN -> (side, {square: 'w'|'W'|'b'|'B'}); K marks a king (upper case)."""
    fields = fen.strip().rstrip(".").split(":")
    side = fields[0]
    board = {}
    for f in fields[1:]:
        if not f or f[0] not in "WB":
            continue
        for tok in f[1:].split(","):
            tok = tok.strip()
            if not tok:
                continue
            king = tok[0] == "K"
            sq = pdn_square(tok[1:] if king else tok)
            board[sq] = f[0] if king else f[0].lower()
    return side, board


def between(a, b):
    """Squares strictly between a and b on a diagonal, or on a rank or file in a game
    played on every square (None if not on one)."""
    (fa, ra), (fb, rb) = coords(a), coords(b)
    df, dr = fb - fa, rb - ra
    orthogonal = GAMES[GAME][2] == "all"
    if GAME in ORTHOGONAL and (df == 0) != (dr == 0):
        pass
    elif orthogonal:
        if (df == 0) == (dr == 0):
            return None
    elif abs(df) != abs(dr) or df == 0:
        return None
    sf, sr = (df > 0) - (df < 0), (dr > 0) - (dr < 0)
    return [sq_name(fa + i * sf, ra + i * sr) for i in range(1, max(abs(df), abs(dr)))]


def key_of(origin, captured, destination):
    """A move's key: the captured squares in order where the order counts, else as a set."""
    if not GAMES[GAME][3]:
        captured = tuple(sorted(captured))
    return (origin, tuple(captured), destination)


def fenboard_key(board, path):
    """Key of a fenboard move written as a full path; also checks the path."""
    sep = ":" if ":" in path else "-"
    squares = path.split(sep)
    if sep == "-":
        return key_of(squares[0], (), squares[-1])
    captured = []
    for a, b in zip(squares, squares[1:]):
        seg = between(a, b)
        assert seg is not None, f"{path}: {a}-{b} is not a step along a line"
        # Where captured pieces leave at once, those taken before are no longer there.
        gone = set(captured) if GAME in AT_ONCE else set()
        occupied = [s for s in seg if s in board and s != squares[0] and s not in gone]
        assert len(occupied) == 1, f"{path}: {a}-{b} passes {len(occupied)} pieces"
        captured.append(occupied[0])
    return key_of(squares[0], captured, squares[-1])


def pyd_moves(b):
    """[(key, path squares, fen after)] for every pydraughts legal move (duplicates kept)."""
    moves, caps = b._legal_moves_board()
    out = []
    for mv, cap in zip(moves, caps):
        steps = [mv[0][0]] + [s[1] for s in mv]
        path = [pyd_square(n) for n in steps]
        captured = tuple(pyd_square(n) for n in cap if n is not None)
        out.append((key_of(path[0], captured, path[-1]), path))
    result = []
    for (key, path), m in zip(out, b.legal_moves()):
        b.push(m)
        after = b.fen
        b.pop()
        result.append((key, path, after))
    return result


def straight_duplicates(group, board):
    """Whether pydraughts paths with one key differ only on straight king continuations."""
    paths = [p for _, p, _ in group]
    n = len(paths[0])
    if any(len(p) != n for p in paths):
        return False
    for i in range(1, n - 1):
        squares = {p[i] for p in paths}
        if len(squares) == 1:
            continue
        # All alternatives must lie on one line with the previous and the next square,
        # i.e. the king went straight through square i.
        for p in paths:
            seg = between(p[i - 1], p[i + 1])
            if seg is None or p[i] not in seg:
                return False
    return True


def king_through_pieces(key, board):
    """Whether a quiet move only pydraughts lists is a king's move along a rank or file
    through a piece (pydraughts' Turkish kings: it checks their quiet moves' destination
    only, not the squares on the way)."""
    origin, captured, destination = key
    if captured or board.get(origin) not in ("W", "B"):
        return False
    seg = between(origin, destination)
    return seg is not None and any(s in board for s in seg)


def same_pieces_other_order(group):
    """Whether pydraughts' moves with one key (origin, captured set, destination) are the
    same pieces taken in other orders."""
    return len({tuple(p) for _, p, _ in group}) == len(group) and len({k for k, _, _ in group}) == 1


def with_runs(fen, runs):
    """The FEN with fenboard's K field for the kings' runs ({pydraughts square: moves})."""
    tokens = [f"{sq}x{n}" for sq, n in runs.values() if n > 0]
    return fen + (":K" + ",".join(tokens) if tokens else "")


def track_runs(b, i, runs):
    """Updates each side's run of non-capturing moves by one king (side: (square, moves),
    counted up to the limit, 3, as fenboard's FEN writes them)
    for pydraughts' legal move number i about to be played on b (pydraughts numbers its
    squares as PDN here)."""
    moves, caps = b._legal_moves_board()
    origin, dest = moves[i][0][0], moves[i][-1][1]
    captured = [c for c in caps[i] if c is not None]
    side, board = parse_fen(b.fen)
    king = board.get(pdn_square(str(origin))) in ("W", "B")
    square, n = runs[side]
    if king and not captured:
        runs[side] = (dest, min(n + 1, 3) if n > 0 and square == origin else 1)
    else:
        runs[side] = (0, 0)
    other = "B" if side == "W" else "W"
    if runs[other][1] > 0 and runs[other][0] in captured:
        runs[other] = (0, 0)


def along_line(path):
    """Whether a capture's path has a leg along a rank or file."""
    squares = path.split(":")
    return any((x[0] == y[0]) != (x[1:] == y[1:]) for x, y in zip(squares, squares[1:]))


def random_positions(count, seed):
    rng = random.Random(seed)
    fens = []
    while len(fens) < count:
        b = Board(GAMES[GAME][0])
        greedy = rng.random() < 0.5
        runs = {"W": (0, 0), "B": (0, 0)}
        for _ in range(rng.randint(20, 160)):
            moves = b.legal_moves()
            if not moves or b.winner() in (1, 2):
                break
            if GAME in KING_RUNS:
                fen = with_runs(b.fen, runs)
                LIVE[fen] = b.copy()
                fens.append(fen)
            else:
                fens.append(b.fen)
            if len(fens) >= count:
                break
            caps = [m for m in moves if m.captures]
            if greedy and caps and rng.random() < 0.8:
                longest = max(len(m.captures) for m in caps)
                m = rng.choice([m for m in caps if len(m.captures) == longest])
            else:
                m = rng.choice(moves)
            if GAME in KING_RUNS:
                track_runs(b, moves.index(m), runs)
            b.push(m)
        else:
            continue
        if not b.legal_moves() or b.winner() in (1, 2):
            # A won position: no move at all, or a crowning.
            if GAME in KING_RUNS:
                fen = with_runs(b.fen, runs)
                LIVE[fen] = b.copy()
                fens.append(fen)
            else:
                fens.append(b.fen)
    return fens[:count]


def mid_capture_crowning(board, path):
    """A man's capture that crosses its promotion rank before its last landing square."""
    squares = path.split(":")
    piece = board.get(squares[0])
    if len(squares) < 3 or piece not in ("w", "b"):
        return False
    last_rank = str(GAMES[GAME][1]) if piece == "w" else "1"
    return any(sq[1:] == last_rank for sq in squares[1:-1])


def decided_by_preference(b):
    """Whether a capture of the most pieces is left out of pydraughts' legal moves (Italian:
    one by a king, or taking more kings, or a king earlier, is preferred)."""
    moves, _ = b._game.get_moves()
    if not moves or len(moves[0]) < 1:
        return False
    longest = max(len(m) for m in moves)
    legal, _ = b._game.legal_moves()
    return sum(1 for m in moves if len(m) == longest) > len(legal)


def canonical(fen):
    side, board = parse_fen(fen)
    return side, frozenset(board.items())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", default="russian", choices=sorted(GAMES) + ["all"])
    ap.add_argument("--positions", type=int, default=600)
    ap.add_argument("--seed", type=int, default=20240601)
    args = ap.parse_args()
    failed = 0
    for game in sorted(GAMES) if args.game == "all" else [args.game]:
        failed += compare(game, args.positions, args.seed)
    sys.exit(1 if failed else 0)


def compare(game, positions, seed):
    """Compares one game; prints its report and returns how many positions failed."""
    global GAME
    GAME = game
    variant = GAMES[game][0]
    hand_made = HAND_MADE if game == "russian" else []
    fens = hand_made + random_positions(positions, seed)
    proc = subprocess.run(
        ["cargo", "run", "--quiet", "--release", "--example", "draughts_moves", "--",
         "--game", game, "--after"],
        input="\n".join(fens) + "\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    if proc.returncode != 0:
        print(proc.stderr, file=sys.stderr)
        sys.exit(2)
    lines = proc.stdout.split("\n")
    passed = failed = 0
    explained = Counter()
    features = Counter()
    for fen, line in zip(fens, lines):
        problems = []
        our_winner = None
        b = LIVE[fen] if fen in LIVE else Board(variant, fen=fen)
        _, board = parse_fen(fen)
        if line.startswith("ERROR"):
            problems.append(f"fenboard rejected the FEN: {line}")
            ours = {}
        else:
            ours = {}
            for tok in line.split():
                if tok.startswith("#winner="):
                    our_winner = 2 if tok.endswith("w") else 1
                    continue
                path, after = tok.split("=", 1)
                key = fenboard_key(board, path)
                if key in ours:
                    problems.append(f"fenboard lists {key} twice")
                ours[key] = (path, after)
        theirs = {}
        groups = {}
        their_winner = b.winner()
        crowned = any(v in "WB" for v in board.values())
        after_the_end = game == "breakthrough" and crowned and their_winner in (1, 2) and not ours
        if after_the_end and our_winner == their_winner:
            explained["pydraughts-after-the-end (moves listed once a man is crowned)"] += 1
        for key, path, after in [] if after_the_end else pyd_moves(b):
            groups.setdefault(key, []).append((key, path, after))
            theirs[key] = after
        for key, group in groups.items():
            if len(group) > 1:
                if straight_duplicates(group, board):
                    explained["pydraughts-duplicate (straight king continuation listed per square)"] += 1
                elif not GAMES[game][3] and same_pieces_other_order(group):
                    explained["pydraughts-order (the same pieces in another order listed again)"] += 1
                else:
                    problems.append(f"pydraughts lists {key} {len(group)} times, not a straight continuation")
        for key in sorted(set(theirs) - set(ours)):
            if GAME in AT_ONCE and king_through_pieces(key, board):
                explained["pydraughts-king-through-pieces (a quiet king move over a piece)"] += 1
                continue
            problems.append(f"only pydraughts has {key}")
        for key in sorted(set(ours) - set(theirs)):
            problems.append(f"only fenboard has {ours[key][0]} {key}")
        for key in set(ours) & set(theirs):
            if canonical(ours[key][1]) != canonical(theirs[key]):
                problems.append(f"{ours[key][0]}: after it fenboard has {ours[key][1]}, pydraughts {theirs[key]}")
        if any(v in "WB" for v in board.values()):
            features["positions with kings"] += 1
        if ":K" in fen and any(n == "3" for n in fen.split(":K")[1].split("x")[1:]):
            features["positions with a king's run of three non-capturing moves"] += 1
        if GAME in ORTHOGONAL and any(along_line(path) for path, _ in ours.values()):
            features["positions with a capture along a rank or file"] += 1
        if any(len(k[1]) >= 2 for k in ours):
            features["positions with a multi-capture"] += 1
        if any(mid_capture_crowning(board, path) for path, _ in ours.values()):
            features["positions with a crowning in the middle of a capture"] += 1
        if our_winner != (their_winner if their_winner in (1, 2) else None):
            problems.append(f"fenboard's winner is {our_winner}, pydraughts' {their_winner}")
        if game == "italian" and decided_by_preference(b):
            features["positions where a preference among the longest captures decides"] += 1
        if not ours:
            features["positions with no legal move"] += 1
            if not theirs and not after_the_end:
                # The game is over: the side not to move wins, or in antidraughts the side to
                # move.
                to_move = 2 if fen.startswith("W") else 1
                expected = to_move if game == "antidraughts" else 3 - to_move
                if their_winner != expected:
                    problems.append(f"no legal move, but pydraughts gives the winner as {their_winner}")
        if problems:
            failed += 1
            print(f"FAIL {fen}")
            for p in problems:
                print(f"  {p}")
        else:
            passed += 1
    for name, n in sorted(features.items()):
        print(f"{game} coverage: {name}: {n}")
    for name, n in sorted(explained.items()):
        print(f"{game} explained: {name}: {n}")
    print(f"{passed} passed, {failed} failed")
    return failed


if __name__ == "__main__":
    main()
