//! What the move generator answers about a position: attacks and check, the legal moves,
//! a checked move, and how the game ends by its rules.

use crate::core::bitboard::Set;
use crate::core::bitboard::{bit, AnyTables, Bits, WideBits};
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::movegen::{self, CountSink, ListSink, Sink};
use crate::core::moves::{IllegalMove, Move, MoveKind};
use crate::core::outcome::{Outcome, OutcomeReason};
use crate::core::position::Position;
use crate::core::role::RoleSet;
use crate::core::rules::{Explosions, GameValue};

/// Runs `$body` with `$t` the game's tables, in the width its board has.
macro_rules! with_tables {
    ($pos:expr, $t:ident => $body:expr) => {
        match $pos.rules.tables() {
            AnyTables::Narrow($t) => $body,
            AnyTables::Wide($t) => $body,
            AnyTables::Large($t) => $body,
        }
    };
}

/// The sink the generator is given. In the wasm module one generator per width of sets
/// serves every sink, through dynamic dispatch (a call per piece, not per move); natively each
/// sink has a generator of its own, for speed (docs/size.md weighs the two).
#[cfg(target_arch = "wasm32")]
#[inline]
fn sink_of<S: Sink>(sink: &mut S) -> &mut dyn Sink {
    sink
}

/// See the wasm version.
#[cfg(not(target_arch = "wasm32"))]
#[inline]
fn sink_of<S: Sink>(sink: &mut S) -> &mut S {
    sink
}

impl Position {
    /// Whether a piece of `by` attacks `sq` (a stand-in piece, Bario's undefined piece: as
    /// any kind left in its side's reserve would).
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        let i = self.geometry().bit_index(sq);
        with_tables!(self, t => movegen::attackers(self, t, i, by).any())
    }

    /// Squares of the pieces of `by` that attack `sq`, a1 first.
    pub fn attackers(&self, sq: Square, by: Color) -> Vec<Square> {
        let i = self.geometry().bit_index(sq);
        let set = with_tables!(self, t => movegen::attackers(self, t, i, by).set());
        self.board.squares_of(set).collect()
    }

    /// The attacked royal pieces of a colour (empty: not in check). In a game with
    /// explosions, a royal piece next to an enemy royal one is not attacked: taking it would
    /// blow up the taker's own.
    pub fn checked_royals(&self, color: Color) -> Vec<Square> {
        self.board
            .squares_of(self.checked_royal_bits(color, Set::EMPTY))
            .collect()
    }

    /// The royal pieces of a colour that an enemy piece could take: [`Position::checked_royals`]
    /// but for the attacks of the enemy pieces that may not capture lest they turn to stone
    /// ([`crate::core::rules::Rules::petrified_royals`]). A position with one of the side
    /// not to move is impossible.
    pub fn capturable_royals(&self, color: Color) -> Vec<Square> {
        let harmless = self.board.roles_bits(self.rules.petrified_royals());
        let excluded = harmless & self.board.color_bits(!color);
        self.board
            .squares_of(self.checked_royal_bits(color, excluded))
            .collect()
    }

    /// [`Position::checked_royals`] as a set, the attacks of the pieces of `excluded` left
    /// out.
    fn checked_royal_bits(&self, color: Color, excluded: Set) -> Set {
        let mut set = with_tables!(self, t => movegen::attacked_royals_without(
            self,
            t,
            color,
            Bits::from_set(excluded)
        )
        .set());
        if self.rules.explosions.is_some() {
            set &= !self.next_to(self.royal_bits(!color));
        }
        if self.rules.duple_check && set != self.royal_bits(color) {
            set = Set::EMPTY;
        }
        set
    }

    /// Whether `color` is in check: a royal piece of it attacked (with duple check, every
    /// one of them).
    pub fn royal_attacked(&self, color: Color) -> bool {
        if self.rules.explosions.is_some() || self.rules.duple_check {
            return self.checked_royal_bits(color, Set::EMPTY) != Set::EMPTY;
        }
        with_tables!(self, t => movegen::attacked_royals(self, t, color).any())
    }

    /// The squares next to those of `set` (where, in a game with explosions, an enemy royal
    /// piece is safe from attack next to a royal one: taking it would blow up the taker's own).
    pub(crate) fn next_to(&self, set: Set) -> Set {
        let t = self.rules.tables();
        WideBits::new(set).fold(Set::EMPTY, |a, i| a | t.around(i))
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.royal_attacked(self.turn)
    }

    /// The en passant square, if a pawn of the side to move could capture there (its legality
    /// aside).
    pub fn effective_ep(&self) -> Option<Square> {
        let ep = self.ep?;
        if !self.rules.en_passant {
            return None;
        }
        let mut moves = Vec::new();
        with_tables!(self, t => movegen::en_passant_moves(self, t, &mut ListSink(&mut moves)));
        (!moves.is_empty()).then_some(ep.square)
    }

    /// The moves a piece of `role` of the side to move would have from `from`, whatever
    /// stands there (Bario's definitions), legality aside.
    pub fn moves_as(&self, from: Square, role: crate::core::role::Role, out: &mut Vec<Move>) {
        let i = self.geometry().bit_index(from);
        with_tables!(self, t => movegen::moves_as(self, t, i, role, &mut ListSink(out)))
    }

    /// Moves that obey how pieces move, ignoring whether they leave a royal attacked.
    pub fn pseudo_legal_moves(&self, out: &mut Vec<Move>) {
        with_tables!(self, t => movegen::generate(self, t, sink_of(&mut ListSink(out)), false))
    }

    /// Whether, after `m`, no royal piece of the mover is attacked. In a game with
    /// explosions, none of them may blow up either, and a move that blows up an enemy royal
    /// piece is safe whatever else.
    pub fn is_safe(&self, m: &Move) -> bool {
        if self.petrifies_royal(m) {
            return false;
        }
        if let Some(x) = self.rules.explosions {
            return self.is_safe_exploding(m, &x);
        }
        // With duple check and several royal pieces after the move (a pawn may become one),
        // one may be left attacked: the move is played and the check tested as the game
        // defines it.
        let several = self.rules.duple_check && {
            let crowned = m.promotion.is_some_and(|r| self.rules.is_royal(r));
            self.royal_bits(self.turn).count() + u32::from(crowned) > 1
        };
        if self.rules.hooks.after_move.is_none() && !several {
            return self.is_safe_ignoring_hooks(m);
        }
        let mut after = self.clone();
        after.play_unchecked(m);
        !after.royal_attacked(self.turn) && !after.royals_face()
    }

    /// Whether `m` is a capture by a royal piece (as the position stands before it) of a
    /// kind that turns to stone when it captures: the side would lose it, so it may not.
    pub fn petrifies_royal(&self, m: &Move) -> bool {
        m.is_capture()
            && self.rules.petrify.contains(m.role)
            && !m.is_drop()
            && self
                .royal_bits(self.turn)
                .has(self.geometry().bit_index(m.from))
    }

    /// Whether the side to move is in bikjang, in a game that plays the rule: its royal piece
    /// faces the other side's on a file with nothing between (it must break the facing, or
    /// pass).
    pub fn is_bikjang(&self) -> bool {
        self.rules.bikjang && with_tables!(self, t => movegen::royals_face(self, t))
    }

    /// The pass of the side to move, if it may pass now: its royal piece's move to its own
    /// square, not while in check (but always in bikjang), as Fairy-Stockfish plays it.
    pub fn pass_move(&self) -> Option<Move> {
        if !self.rules.pass {
            return None;
        }
        let sq = self.royals(self.turn).next()?;
        let role = self.board.get(sq)?.role;
        (self.is_bikjang() || !self.is_check()).then_some(Move::normal(role, sq, sq, None))
    }

    /// [`Position::is_safe`] in a game with explosions, found without playing the move.
    fn is_safe_exploding(&self, m: &Move, x: &Explosions) -> bool {
        if m.capture
            .is_some_and(|c| c == m.role && x.mutually_immune.contains(m.role))
        {
            return false;
        }
        // A castle (its rook), a gate, a hook or duple check: played, and tested.
        let plain = matches!(
            m.kind,
            MoveKind::Normal | MoveKind::DoubleStep | MoveKind::EnPassant { .. }
        ) && m.gate.is_none()
            && self.rules.hooks.after_move.is_none()
            && !self.rules.duple_check
            && !self.rules.flying_general;
        if !plain {
            return self.is_safe_exploding_played(m);
        }
        let (us, g, board) = (self.turn, self.geometry(), &self.board);
        let bit = |sq: Square| crate::core::bitboard::bit(g.bit_index(sq));
        let (from, to) = (bit(m.from), bit(m.to));
        let victim = m.captured_square().map_or(Set::EMPTY, bit);
        let landing = m.promotion.unwrap_or(m.role);
        let landed = |roles: RoleSet| {
            if roles.contains(landing) {
                to
            } else {
                Set::EMPTY
            }
        };
        // The board once the piece has landed, before the explosion.
        let occ = (board.occupied() & !from & !victim) | to;
        let kinds = |roles: RoleSet| (board.roles_bits(roles) & occ & !to) | landed(roles);
        let exploded = match m.capture {
            Some(_) => {
                let pieces = occ & !board.walls();
                self.blast(m.to, pieces, kinds(self.rules.pawns), kinds(x.immune))
            }
            None => Set::EMPTY,
        };
        // A side's pieces of some kinds, before the move and after it.
        let before = |c: Color, roles: RoleSet| board.roles_bits(roles) & board.color_bits(c);
        let after = |c: Color, roles: RoleSet| {
            let moved = if c == us { landed(roles) } else { Set::EMPTY };
            ((before(c, roles) & !from & !victim) | moved) & !exploded
        };
        let royals = self.rules.royals;
        let crowned = m.promotion.is_some_and(|r| self.rules.is_royal(r));
        if after(us, royals).count() < before(us, royals).count() + u32::from(crowned) {
            return false;
        }
        if after(!us, royals).count() < before(!us, royals).count() {
            return true;
        }
        let ours = self.royal_among(|roles| after(us, roles));
        let theirs = self.royal_among(|roles| after(!us, roles));
        let exposed = ours & !self.next_to(theirs);
        let (removed, occ) = (victim | exploded, occ & !exploded);
        !with_tables!(self, t => movegen::attacks_any(self, t, exposed, !us, removed, occ))
    }

    /// [`Position::is_safe_exploding`], the move played.
    fn is_safe_exploding_played(&self, m: &Move) -> bool {
        let us = self.turn;
        let royals = |p: &Position, c: Color| {
            (p.board.roles_bits(p.rules.royals) & p.board.color_bits(c)).count()
        };
        let mut after = self.clone();
        after.play_unchecked(m);
        let promoted = m.promotion.is_some_and(|r| self.rules.is_royal(r));
        if royals(&after, us) < royals(self, us) + u32::from(promoted) {
            return false;
        }
        royals(&after, !us) < royals(self, !us) || !after.royal_attacked(us)
    }

    /// Whether `m` drops a piece of a kind that may not give checkmate by a drop (shogi's
    /// pawn), and mates: the other side is then in check with no legal move.
    pub fn drop_mates(&self, m: &Move) -> bool {
        let Some(drops) = &self.rules.drops else {
            return false;
        };
        // Dropped as its promoted form (Kyoto shogi), it is another piece.
        if !m.is_drop() || m.promotion.is_some() || !drops.no_mate.contains(m.role) {
            return false;
        }
        let mut after = self.clone();
        after.play_unchecked(m);
        after.is_check() && after.count_legal_moves() == 0
    }

    /// Whether two royal pieces face each other on a file with nothing between, in a game
    /// whose flying general rule forbids it (xiangqi).
    pub fn royals_face(&self) -> bool {
        self.rules.flying_general && with_tables!(self, t => movegen::royals_face(self, t))
    }

    /// Whether, after `m`, no royal piece of the mover is attacked (nor faces the other side's
    /// in a game with the flying general rule), what the game's after-move hook would change
    /// aside (for the hook's own code, which knows when it changes nothing an attack depends
    /// on), found without playing the move.
    pub fn is_safe_ignoring_hooks(&self, m: &Move) -> bool {
        if self.rules.plays_to_test() {
            // The kinds a piece may not hop over move with the move, and a side in bikjang
            // must leave the royal pieces facing no more: played, and tested.
            let bikjang = self.is_bikjang();
            let mut after = self.clone();
            after.play_unchecked(m);
            let faces = || with_tables!(after, t => movegen::royals_face(&after, t));
            let left_facing = bikjang && faces();
            return !(after.royal_attacked(self.turn) || left_facing);
        }
        with_tables!(self, t => movegen::safe_after(self, t, m))
    }

    /// Whether legal moves come from the pins-and-checks generator: no hook replaces move
    /// generation or changes the position after a move, and no piece's attack may be made or
    /// broken by another piece in its way ([`crate::core::rules::Rules::tests_moves`]), and
    /// the count of a side's pieces does not decide which are royal (Sho shogi).
    fn direct_legality(&self) -> bool {
        self.rules.hooks.legal_moves.is_none()
            && self.rules.hooks.after_move.is_none()
            && !self.rules.tests_moves()
            && self.rules.explosions.is_none()
            && !self.rules.end.extinction.is_some_and(|x| x.pseudo_royal)
            && self.rules.petrify.is_empty()
    }

    /// Every legal move (for Bario: every legal whole turn).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        self.legal_moves_into(&mut out);
        out
    }

    /// Appends every legal move (for Bario: every legal whole turn) to `out`: none once the
    /// game has ended by one of its rules that no move may undo (extinction, a region
    /// reached, the last check given: [`Position::ended_by_rule`]), as Fairy-Stockfish.
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        if self.ended_by_rule().is_none() {
            self.moves_ignoring_ends(out);
        }
    }

    /// The legal moves as if the game had not ended by one of its rules.
    fn moves_ignoring_ends(&self, out: &mut Vec<Move>) {
        let start = out.len();
        self.moves_before_walls(out);
        if self.rules.walling.is_some() {
            self.add_walls(out, start);
        }
    }

    /// [`Position::moves_ignoring_ends`] without their walls, in a walling game.
    fn moves_before_walls(&self, out: &mut Vec<Move>) {
        let start = out.len();
        self.moves_by_movement(out);
        // Placement chess, Koedem: a side with such pieces in hand drops one while it can, and
        // drops no other meanwhile.
        if let Some(first) = self.rules.drops.as_ref().map(|d| d.before_moves) {
            if self.must_drop_first() {
                keep_from(out, start, |m| !m.is_drop() || first.contains(m.role));
                if out[start..].iter().any(Move::is_drop) {
                    keep_from(out, start, Move::is_drop);
                }
            }
        }
        if !self.rules.checking {
            keep_from(out, start, |m| {
                let mut after = self.clone();
                after.play_unchecked(m);
                !after.is_check()
            });
        }
        if self.rules.must_capture && out[start..].iter().any(Move::is_capture) {
            keep_from(out, start, Move::is_capture);
        }
        if self.rules.checked_royal_captures_only {
            let checkers = self.checkers();
            if checkers != Set::EMPTY {
                let g = self.geometry();
                keep_from(out, start, |m| {
                    m.is_drop()
                        || !self.rules.is_royal(m.role)
                        || checkers == bit(g.bit_index(m.to))
                });
            }
        }
    }

    /// The moves that obey how pieces move and leave no royal piece attacked.
    fn moves_by_movement(&self, out: &mut Vec<Move>) {
        let start = out.len();
        if let Some(hook) = self.rules.hooks.legal_moves {
            hook(self, out);
        } else if !self.direct_legality() {
            self.pseudo_legal_moves(out);
            // A game whose attacks pieces in the way make or break (xiangqi), or whose
            // captures explode (atomic): the moves far from the royal pieces need no test, but
            // an explosion's.
            // A side in bikjang must break the facing: no move is far enough to need no test.
            let exposed = match self.rules.hooks.after_move {
                None if !self.is_bikjang() => with_tables!(self, t => movegen::exposed(self, t)),
                _ => None,
            };
            let exploding = self.rules.explosions.is_some();
            // The royal pieces' own squares are never far: a piece royal by count (Sho
            // shogi's, petrified's) is of no royal kind.
            let royals = self.royal_bits(self.turn);
            let far = |m: &Move| {
                exposed.is_some_and(|s| {
                    let g = self.geometry();
                    matches!(m.kind, MoveKind::Normal | MoveKind::DoubleStep)
                        && (!exploding || !m.is_capture())
                        && !self.rules.is_royal(m.promotion.unwrap_or(m.role))
                        && !self.rules.is_royal(m.role)
                        && (s | royals) & (bit(g.bit_index(m.from)) | bit(g.bit_index(m.to)))
                            == Set::EMPTY
                })
            };
            keep_from(out, start, |m| {
                (far(m) || self.is_safe(m)) && !(m.is_drop() && self.drop_mates(m))
            });
        } else {
            with_tables!(self, t => movegen::generate(self, t, sink_of(&mut ListSink(out)), true));
        }
        if self.may_gate() {
            self.gating_moves(out, start);
        }
        if self.may_move_first() {
            self.first_moves(out);
        }
        if self.may_promote_as_move() {
            self.promotion_moves(out);
        }
        out.extend(self.pass_move());
    }

    /// Sends every legal move to `sink` straight from the move generator, in the order of
    /// [`Position::legal_moves`], and returns true; returns false, sending nothing, for a game
    /// whose moves a hook lists or filters (Bario).
    pub(crate) fn generate_legal<S: Sink>(&self, sink: &mut S) -> bool {
        if !self.direct_legality()
            || !self.rules.plain_moves()
            || self.may_gate()
            || self.must_drop_first()
            || self.may_move_first()
            || self.may_promote_as_move()
            || self.rules.walling.is_some()
        {
            return false;
        }
        if self.ended_by_rule().is_some() {
            return true;
        }
        with_tables!(self, t => movegen::generate(self, t, sink_of(sink), true));
        true
    }

    /// The number of legal moves (turns, in Bario), counted without listing them when the
    /// game allows.
    pub fn count_legal_moves(&self) -> usize {
        if self.rules.walling.is_some() {
            let mut moves = Vec::new();
            if self.ended_by_rule().is_none() {
                self.moves_before_walls(&mut moves);
            }
            return self.count_walled(&moves);
        }
        let mut count = CountSink(0);
        if self.generate_legal(&mut count) {
            count.0
        } else {
            self.legal_moves().len()
        }
    }

    /// Whether a move is among the legal moves.
    pub fn is_legal(&self, m: &Move) -> bool {
        self.legal_moves().contains(m)
    }

    /// Plays a move if it is legal; an illegal one leaves the position unchanged.
    pub fn play(&mut self, m: &Move) -> Result<(), IllegalMove> {
        if !self.is_legal(m) {
            return Err(IllegalMove(*m));
        }
        self.play_unchecked(m);
        Ok(())
    }

    /// How the game has ended by a rule that no move may undo, whatever the moves left: a
    /// side with too few pieces (extinction), a region reached, the last check given. `None`
    /// while no such rule ends it.
    #[inline]
    pub fn ended_by_rule(&self) -> Option<Outcome> {
        // Most games have none of these rules: asked at every node, the answer must cost nothing.
        let end = &self.rules.end;
        let (pass, bikjang) = (self.rules.pass, self.rules.bikjang);
        if end.extinction.is_none() && end.flag.is_none() && end.checks == 0 && !pass && !bikjang {
            return None;
        }
        self.rule_end()
    }

    /// [`Position::ended_by_rule`] in a game with such rules.
    fn rule_end(&self) -> Option<Outcome> {
        let end = &self.rules.end;
        if let Some(winner) = end.extinction.and_then(|x| self.extinct(&x)) {
            return Some(Outcome {
                winner,
                reason: OutcomeReason::Extinction,
            });
        }
        if let Some(winner) = end.flag.and_then(|f| self.flag_reached(&f)) {
            return Some(Outcome {
                winner,
                reason: OutcomeReason::Region,
            });
        }
        // Both sides passed in a row, or a side in bikjang left it standing (it passed): drawn,
        // or decided by the count of material.
        if self.passes >= 2 {
            return Some(Outcome {
                winner: self.counted(None),
                reason: OutcomeReason::Passes,
            });
        }
        if self.bikjang_before && self.is_bikjang() {
            return Some(Outcome {
                winner: self.counted(None),
                reason: OutcomeReason::Bikjang,
            });
        }
        let them = !self.turn;
        if end.checks > 0 && self.checks[them.index()] == 0 {
            return Some(Outcome {
                winner: Some(them),
                reason: OutcomeReason::Checks,
            });
        }
        None
    }

    /// The winner (`Some(None)`: a draw) if a side has reached its region, as
    /// Fairy-Stockfish's flag rules decide ([`crate::core::rules::Flag`]).
    fn flag_reached(&self, f: &crate::core::rules::Flag) -> Option<Option<Color>> {
        let us = self.turn;
        let reached = |c: Color| {
            self.board.roles_bits(f.roles) & self.board.color_bits(c) & f.squares[c.index()]
                != Set::EMPTY
        };
        if f.safe {
            // A lone piece there must be unattacked (Fairy-Stockfish's flagPieceSafe).
            let g = self.geometry();
            let safe = |c: Color| {
                let there = self.board.roles_bits(f.roles)
                    & self.board.color_bits(c)
                    & f.squares[c.index()];
                there.count() > 1 || !self.is_attacked(g.square_at(there.lsb()), !c)
            };
            let done = |c: Color| reached(c) && safe(c);
            return match (done(us), done(!us)) {
                (true, true) => Some(None),
                (true, false) => Some(Some(us)),
                (false, true) => Some(Some(!us)),
                (false, false) => None,
            };
        }
        if f.extra_move && reached(us) {
            // The other side had its extra move: a draw if it reached too as second player.
            return Some(if reached(!us) && us == Color::White {
                None
            } else {
                Some(us)
            });
        }
        // A royal piece cannot be taken: the extra move only matters to a second player that
        // can reach its region at once.
        let safe = f.roles.iter().all(|r| self.rules.is_royal(r));
        if !reached(!us) || (f.extra_move && !safe) {
            return None;
        }
        let equalizes = f.extra_move && us == Color::Black && !self.is_check() && {
            let mut moves = Vec::new();
            self.moves_ignoring_ends(&mut moves);
            let g = self.geometry();
            moves.iter().any(|m| {
                f.roles.contains(m.role)
                    && f.squares[us.index()] & bit(g.bit_index(m.to)) != Set::EMPTY
            })
        };
        (!equalizes).then_some(Some(!us))
    }

    /// The winner (`Some(None)`: a draw) if a side has too few pieces left by the game's
    /// extinction rule; the side that has just moved is looked at first.
    fn extinct(&self, x: &crate::core::rules::Extinction) -> Option<Option<Color>> {
        // A side's pieces of the kinds counted: all of them, of one kind, or of the kinds
        // counted together.
        let count = |c: Color, role: Option<crate::core::role::Role>| match role {
            None if x.together => {
                (self.board.roles_bits(x.roles) & self.board.color_bits(c)).count() as usize
            }
            None => self.board.color_bits(c).count() as usize,
            Some(r) => self.board.count(c, r),
        };
        let reduced = |c: Color, role| {
            let claim = usize::from(x.claim && c == self.turn);
            count(c, role) <= usize::from(x.at_most)
                && count(!c, role) >= usize::from(x.opponent_at_least) + claim
        };
        [!self.turn, self.turn]
            .into_iter()
            .find(|&c| {
                if x.roles.is_empty() || x.together {
                    reduced(c, None)
                } else {
                    x.roles.iter().any(|r| reduced(c, Some(r)))
                }
            })
            .map(|c| x.value.winner(c))
    }

    /// How the game stands by its rules, given the number of legal moves: `None` while it
    /// goes on (repetition needs the game's history: [`crate::game::Game`]).
    pub fn outcome(&self, legal_move_count: usize) -> Option<Outcome> {
        let end = &self.rules.end;
        if let Some(outcome) = self.ended_by_rule() {
            return Some(outcome);
        }
        if legal_move_count == 0 {
            if let Some(o) = end.mate_rules.and_then(|r| self.mate_rule_outcome(r)) {
                return Some(o);
            }
            return Some(if self.is_check() {
                Outcome {
                    winner: end.checkmate.winner(self.turn),
                    reason: OutcomeReason::Checkmate,
                }
            } else {
                Outcome {
                    winner: self.counted(self.stalemate_value().winner(self.turn)),
                    reason: OutcomeReason::Stalemate,
                }
            });
        }
        if self.is_insufficient_material() {
            return Some(Outcome {
                winner: GameValue::Draw.winner(self.turn),
                reason: OutcomeReason::InsufficientMaterial,
            });
        }
        if end.move_rule > 0 && self.halfmoves >= 2 * end.move_rule {
            let value = end.move_rule_value.winner(self.turn);
            return Some(Outcome {
                winner: self.counted(value),
                reason: OutcomeReason::FiftyMoves,
            });
        }
        if self.count.0 > 0 && self.count.1 > self.count.0 {
            return Some(Outcome {
                winner: None,
                reason: OutcomeReason::Counting,
            });
        }
        if self.promotions_only() {
            return Some(Outcome {
                winner: None,
                reason: OutcomeReason::Stalemate,
            });
        }
        None
    }

    /// The winner of a game ended with `winner` (`None`: a draw), a draw decided by the count
    /// of material where the game has one (janggi, armageddon's draw odds): white's points
    /// against black's and its komi, an even count a draw.
    pub fn counted(&self, winner: Option<Color>) -> Option<Color> {
        let Some(m) = self.rules.end.material.filter(|_| winner.is_none()) else {
            return winner;
        };
        let points = |c: Color| -> i32 {
            self.board
                .pieces()
                .filter(|(_, p)| p.color == c)
                .map(|(_, p)| i32::from(m.values[p.role.index()]))
                .sum()
        };
        let black = points(Color::Black) + i32::from(m.komi);
        match points(Color::White).cmp(&black) {
            std::cmp::Ordering::Greater => Some(Color::White),
            std::cmp::Ordering::Less => Some(Color::Black),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// What a stalemated side to move gets: the game's value, or by the pieces left where the
    /// game counts them (suicide chess: fewer wins).
    fn stalemate_value(&self) -> GameValue {
        let value = self.rules.end.stalemate;
        if !self.rules.end.stalemate_piece_count {
            return value;
        }
        let count = |c: Color| self.board.color_bits(c).count();
        let opposite = match value {
            GameValue::Win => GameValue::Loss,
            GameValue::Loss => GameValue::Win,
            GameValue::Draw => GameValue::Draw,
        };
        match count(self.turn).cmp(&count(!self.turn)) {
            std::cmp::Ordering::Less => value,
            std::cmp::Ordering::Equal => GameValue::Draw,
            std::cmp::Ordering::Greater => opposite,
        }
    }
}

/// Keeps the moves of `out` from `start` on that `keep` accepts (the others are swapped out:
/// their order is not kept).
fn keep_from(out: &mut Vec<Move>, start: usize, mut keep: impl FnMut(&Move) -> bool) {
    let mut i = start;
    while i < out.len() {
        if keep(&out[i]) {
            i += 1;
        } else {
            out.swap_remove(i);
        }
    }
}
