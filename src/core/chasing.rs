//! Xiangqi's rule on chasing, as Fairy-Stockfish plays it (its `AXF_CHASING`, after the
//! Asian Xiangqi Federation's rules): at a repetition that ends the game, a side that
//! chased (threatened to take) the same unprotected piece with every move since the first
//! occurrence loses, where the other did not; perpetual check goes first, both sides
//! chasing draw. Also the rule's longer move rule: a side's checks past ten in the count
//! extend it.
//!
//! A chase is what a move newly attacks: the moved piece's new attacks, those
//! it uncovers, protectors it pins and pieces exposed by a discovered check; not the
//! general, nor soldiers still on their side of the river; a protected piece only where a
//! weaker kind attacks a stronger (a horse or cannon a chariot, an elephant or advisor a
//! chariot, cannon or horse); attacks by the same kind on each other not, but for a lame
//! horse and pinned pieces. The rule is computed from two boards only when a repetition
//! asks for it, so that moves cost nothing more. Attacks here are Fairy-Stockfish's:
//! geometric, each kind's region applying where it applies them.

use crate::core::bitboard::{bit, Bits, Set, WideBits};
use crate::core::color::Color;
use crate::core::position::Position;
use crate::core::role::Role;
use crate::core::rules::Chasing;

/// A kind the rule knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    General,
    Advisor,
    Elephant,
    Horse,
    Chariot,
    Cannon,
    Soldier,
}

const KINDS: [Kind; 7] = [
    Kind::General,
    Kind::Advisor,
    Kind::Elephant,
    Kind::Horse,
    Kind::Chariot,
    Kind::Cannon,
    Kind::Soldier,
];

const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

impl Chasing {
    fn role(&self, k: Kind) -> Role {
        match k {
            Kind::General => self.general,
            Kind::Advisor => self.advisor,
            Kind::Elephant => self.elephant,
            Kind::Horse => self.horse,
            Kind::Chariot => self.chariot,
            Kind::Cannon => self.cannon,
            Kind::Soldier => self.soldier,
        }
    }
}

/// One board as the rule reads it: bitboards in the board's layout (`rank * width + file`).
struct View {
    width: i8,
    height: i8,
    flying_general: bool,
    occupied: Set,
    color: [Set; 2],
    kind: [Set; 7],
    /// By colour and kind, where the kind may stand (the whole board if anywhere).
    region: [[Set; 7]; 2],
}

impl View {
    fn new(rules: &Chasing, pos: &Position) -> View {
        let g = pos.geometry();
        let board = pos.board();
        let all = if g.size() >= 128 {
            Set::ALL
        } else {
            Set::below(g.size() as u32)
        };
        let mut region = [[all; 7]; 2];
        let mut kind = [Set::EMPTY; 7];
        for (i, &k) in KINDS.iter().enumerate() {
            let role = rules.role(k);
            kind[i] = board.role_bits(role);
            if let Some(white) = pos.rules().piece(role).region {
                region[0][i] = white;
                region[1][i] = crate::core::bitboard::mirror(g, white);
            }
        }
        View {
            width: g.width as i8,
            height: g.height as i8,
            flying_general: pos.rules().flying_general,
            occupied: board.occupied(),
            color: [
                board.color_bits(Color::White),
                board.color_bits(Color::Black),
            ],
            kind,
            region,
        }
    }

    fn pieces(&self, c: Color, k: Kind) -> Set {
        self.color[c.index()] & self.kind[k as usize]
    }

    fn kind_at(&self, sq: u32) -> Option<Kind> {
        KINDS
            .iter()
            .copied()
            .find(|&k| self.kind[k as usize].has(sq))
    }

    fn general(&self, c: Color) -> Option<u32> {
        let g = self.pieces(c, Kind::General);
        (g != Set::EMPTY).then(|| g.lsb())
    }

    /// The square `(df, dr)` away from `sq`, if on the board.
    fn step(&self, sq: u32, (df, dr): (i8, i8)) -> Option<u32> {
        let (f, r) = (
            (sq % self.width as u32) as i8 + df,
            (sq / self.width as u32) as i8 + dr,
        );
        ((0..self.width).contains(&f) && (0..self.height).contains(&r))
            .then(|| (r as u32) * self.width as u32 + f as u32)
    }

    fn bit(&self, sq: u32, d: (i8, i8)) -> Set {
        self.step(sq, d).map_or(Set::EMPTY, bit)
    }

    /// Whether `sq` is on `c`'s far side of the river (where its soldiers move sideways too).
    fn across(&self, c: Color, sq: u32) -> bool {
        let rank = (sq / self.width as u32) as i8;
        let relative = if c == Color::White {
            rank
        } else {
            self.height - 1 - rank
        };
        relative >= self.height / 2
    }

    fn soldiers_across(&self, c: Color) -> Set {
        let s = self.pieces(c, Kind::Soldier);
        set_of(squares(s).filter(|&i| self.across(c, i)))
    }

    /// The general and the soldiers not across the river: never chased.
    fn unchased(&self, c: Color) -> Set {
        self.pieces(c, Kind::General) | (self.pieces(c, Kind::Soldier) & !self.soldiers_across(c))
    }

    /// The squares along a line from `sq`, up to and with the first piece of `occ`.
    fn ride(&self, sq: u32, d: (i8, i8), occ: Set) -> Set {
        let (mut a, mut s) = (Set::EMPTY, sq);
        while let Some(next) = self.step(s, d) {
            s = next;
            a |= bit(s);
            if occ.has(s) {
                break;
            }
        }
        a
    }

    /// The square a cannon on `sq` takes along a line given `occ`: the first piece past the
    /// first (its screen), if any.
    fn hop(&self, sq: u32, d: (i8, i8), occ: Set) -> Set {
        let (mut s, mut screened) = (sq, false);
        while let Some(next) = self.step(s, d) {
            s = next;
            if occ.has(s) {
                if screened {
                    return bit(s);
                }
                screened = true;
            }
        }
        Set::EMPTY
    }

    /// What a piece of kind `k` and colour `c` on `sq` attacks given `occ`, as
    /// Fairy-Stockfish's `attacks_bb`: by its movement alone (a soldier sideways too).
    fn attacks(&self, k: Kind, c: Color, sq: u32, occ: Set) -> Set {
        let forward = if c == Color::White { 1 } else { -1 };
        match k {
            Kind::General => ORTHOGONAL
                .iter()
                .fold(Set::EMPTY, |a, &d| a | self.bit(sq, d)),
            Kind::Advisor => DIAGONAL
                .iter()
                .fold(Set::EMPTY, |a, &d| a | self.bit(sq, d)),
            Kind::Soldier => {
                self.bit(sq, (0, forward)) | self.bit(sq, (1, 0)) | self.bit(sq, (-1, 0))
            }
            Kind::Elephant => {
                DIAGONAL
                    .iter()
                    .fold(Set::EMPTY, |a, &(df, dr)| match self.step(sq, (df, dr)) {
                        Some(eye) if !occ.has(eye) => a | self.bit(sq, (2 * df, 2 * dr)),
                        _ => a,
                    })
            }
            Kind::Horse => ORTHOGONAL.iter().fold(Set::EMPTY, |a, &(df, dr)| {
                match self.step(sq, (df, dr)) {
                    // The leg: the square next to the horse on the way.
                    Some(leg) if !occ.has(leg) => {
                        let (sf, sr) = (dr.abs(), df.abs());
                        a | self.bit(sq, (2 * df + sf, 2 * dr + sr))
                            | self.bit(sq, (2 * df - sf, 2 * dr - sr))
                    }
                    _ => a,
                }
            }),
            Kind::Chariot => ORTHOGONAL
                .iter()
                .fold(Set::EMPTY, |a, &d| a | self.ride(sq, d, occ)),
            Kind::Cannon => ORTHOGONAL
                .iter()
                .fold(Set::EMPTY, |a, &d| a | self.hop(sq, d, occ)),
        }
    }

    /// Fairy-Stockfish's `attacks_from`: [`View::attacks`] on the board as it stands, a
    /// soldier's forward only on its side of the river, within the kind's region.
    fn attacks_from(&self, k: Kind, c: Color, sq: u32) -> Set {
        let mut a = self.attacks(k, c, sq, self.occupied);
        if k == Kind::Soldier && !self.across(c, sq) {
            a &= self.bit(sq, (0, if c == Color::White { 1 } else { -1 }));
        }
        a & self.region[c.index()][k as usize]
    }

    /// The pieces of `c` attacking `sq` given `occ` (Fairy-Stockfish's `attackers_to`): the
    /// kinds whose region holds `sq`; a soldier only from behind on its side of the river.
    fn attackers_to(&self, sq: u32, occ: Set, c: Color) -> Set {
        let mut a = Set::EMPTY;
        for k in KINDS {
            if !self.region[c.index()][k as usize].has(sq) {
                continue;
            }
            let pieces = self.pieces(c, k);
            a |= match k {
                // The horse's leg is next to the horse, not to its target: look from each horse.
                Kind::Horse => {
                    set_of(squares(pieces).filter(|&h| self.attacks(k, c, h, occ).has(sq)))
                }
                _ => self.attacks(k, !c, sq, occ) & pieces,
            };
        }
        let soldiers = a & self.pieces(c, Kind::Soldier);
        if soldiers != Set::EMPTY && !self.across(c, sq) {
            let behind = self.bit(sq, (0, if c == Color::White { -1 } else { 1 }));
            a ^= soldiers & !behind;
        }
        a
    }

    /// The squares between `a` and `b` on a line (rank, file or diagonal), and `b`; `b` alone
    /// if they share none (Fairy-Stockfish's `between_bb`).
    fn between(&self, a: u32, b: u32) -> Set {
        let w = self.width as i32;
        let (df, dr) = (
            (b as i32 % w) - (a as i32 % w),
            (b as i32 / w) - (a as i32 / w),
        );
        let mut set = bit(b);
        if df == 0 || dr == 0 || df.abs() == dr.abs() {
            let d = (df.signum() as i8, dr.signum() as i8);
            let mut s = a;
            while let Some(next) = self.step(s, d) {
                if next == b {
                    break;
                }
                set |= bit(next);
                s = next;
            }
        }
        set
    }

    /// The pieces of either side between `c`'s general and the enemy's chariots, cannons,
    /// horses and elephants that would attack it without them (Fairy-Stockfish's
    /// `blockers_for_king`; a cannon's two screens both count).
    fn blockers(&self, c: Color) -> Set {
        let Some(k) = self.general(c) else {
            return Set::EMPTY;
        };
        let them = !c;
        let lines = ORTHOGONAL
            .iter()
            .fold(Set::EMPTY, |a, &d| a | self.ride(k, d, Set::EMPTY));
        let leaps = |v: &[(i8, i8)]| v.iter().fold(Set::EMPTY, |a, &d| a | self.bit(k, d));
        let knight = leaps(&[
            (1, 2),
            (2, 1),
            (-1, 2),
            (-2, 1),
            (1, -2),
            (2, -1),
            (-1, -2),
            (-2, -1),
        ]);
        let alfil = leaps(&[(2, 2), (-2, 2), (2, -2), (-2, -2)]);
        let horses = knight & self.pieces(them, Kind::Horse);
        let horse_snipers =
            set_of(squares(horses).filter(|&h| !self.attacks_from(Kind::Horse, them, h).has(k)));
        let rooks = lines
            & self.pieces(them, Kind::Chariot)
            & !self.attacks(Kind::Chariot, c, k, self.occupied);
        let elephants = alfil
            & self.pieces(them, Kind::Elephant)
            & !self.attacks(Kind::Elephant, c, k, self.occupied);
        let cannons = lines
            & self.pieces(them, Kind::Cannon)
            & !self.attacks(Kind::Cannon, c, k, self.occupied);
        let sliding = horse_snipers | rooks | elephants;
        let occupancy = self.occupied ^ sliding;
        let mut blockers = Set::EMPTY;
        for s in squares(sliding | cannons) {
            let hopper = cannons.has(s);
            let between = if horse_snipers.has(s) {
                // The horse's leg: next to it orthogonally, to the general diagonally.
                ORTHOGONAL
                    .iter()
                    .fold(Set::EMPTY, |a, &d| a | self.bit(s, d))
                    & DIAGONAL.iter().fold(Set::EMPTY, |a, &d| a | self.bit(k, d))
            } else {
                self.between(k, s)
            };
            let b = between
                & if hopper {
                    self.occupied ^ bit(s)
                } else {
                    occupancy
                };
            if b != Set::EMPTY && (b.count() == 1 || (hopper && b.count() == 2)) {
                blockers |= b;
            }
        }
        blockers
    }
}

/// The squares of a set, lowest first.
fn squares(set: Set) -> impl Iterator<Item = u32> {
    WideBits::new(set)
}

/// The set of some squares.
fn set_of(squares: impl Iterator<Item = u32>) -> Set {
    squares.fold(Set::EMPTY, |a, s| a | bit(s))
}

/// The move from `before` to `after` of the side that moved: its start and end squares, read
/// off the boards (a xiangqi move moves one piece), if it moved one.
fn moved(before: &Position, after: &Position) -> Option<(u32, u32)> {
    let mover = before.turn();
    let (b, a) = (
        before.board().color_bits(mover),
        after.board().color_bits(mover),
    );
    let (from, to) = (b & !a, a & !b);
    (from.count() == 1 && to.count() == 1).then(|| (from.lsb(), to.lsb()))
}

/// A set of squares of `after` followed back to `before` through the move between: a piece
/// the move moved is found on its start square (Fairy-Stockfish's `undo_move_board`).
pub(crate) fn followed_back(set: Set, before: &Position, after: &Position) -> Set {
    match moved(before, after) {
        Some((from, to)) if set.has(to) => set ^ bit(to) | bit(from),
        _ => set,
    }
}

/// The pieces of the side to move in `after` that the move from `before` newly chases
/// (Fairy-Stockfish's `Position::chased`), as bits of the board.
pub(crate) fn chased(rules: &Chasing, before: &Position, after: &Position) -> Set {
    let Some((from, to)) = moved(before, after) else {
        return Set::EMPTY;
    };
    let us = after.turn();
    let them = !us;
    let v = View::new(rules, after);
    let previous = View::new(rules, before);
    let blockers = v.blockers(us);
    let mut pins = blockers;
    if v.flying_general {
        // With the generals on one file, our lone piece on it is pinned (it shields ours).
        if let Some(theirs) = v.general(them) {
            let file = ORTHOGONAL[2..]
                .iter()
                .fold(bit(theirs), |a, &d| a | v.ride(theirs, d, Set::EMPTY));
            let on_file = file & v.color[us.index()];
            let generals = v.kind[Kind::General as usize];
            if on_file & generals != Set::EMPTY && (on_file & !generals).count() <= 1 {
                pins |= on_file & !generals;
            }
        }
    }
    let ours = v.color[us.index()];
    let mut b = Set::EMPTY;
    let add = |b: &mut Set, at: u32, k: Kind, mut attacks: Set| {
        if attacks & !*b == Set::EMPTY {
            return;
        }
        attacks &= !v.unchased(us);
        // A weaker piece attacking a stronger one chases it, protected or not.
        if matches!(k, Kind::Horse | Kind::Cannon) {
            *b |= attacks & v.pieces(us, Kind::Chariot);
        }
        if matches!(k, Kind::Elephant | Kind::Advisor) {
            *b |= attacks
                & (v.pieces(us, Kind::Chariot)
                    | v.pieces(us, Kind::Cannon)
                    | v.pieces(us, Kind::Horse));
        }
        // Attacks of one kind on each other are no chase, but by a lame horse and on pins.
        if k == Kind::Horse
            && DIAGONAL
                .iter()
                .any(|&d| v.bit(at, d) & v.occupied != Set::EMPTY)
        {
            for s in squares(attacks & v.pieces(us, Kind::Horse)) {
                if v.attacks(Kind::Horse, us, s, v.occupied).has(at) {
                    attacks ^= bit(s);
                }
            }
        } else {
            attacks &= !v.pieces(us, k) | pins;
        }
        // An unprotected piece is chased: protectors pinned do not count, nor the general
        // where taking back would face the other one.
        for s in squares(attacks) {
            let without = v.occupied ^ bit(at);
            let roots = v.attackers_to(s, without, us) & !pins;
            let facing = || {
                v.general(them)
                    .is_some_and(|g| v.attacks(Kind::Chariot, them, g, without).has(s))
            };
            if roots == Set::EMPTY
                || (v.flying_general && roots == v.pieces(us, Kind::General) && facing())
            {
                *b |= bit(s);
            }
        }
    };

    // The moved piece's new attacks (a chariot's or cannon's along its line were there).
    if let Some(k) = v
        .kind_at(to)
        .filter(|k| !matches!(k, Kind::General | Kind::Soldier))
    {
        let mut direct = v.attacks_from(k, them, to) & ours;
        if matches!(k, Kind::Chariot | Kind::Cannon) {
            direct &= !line(&v, from, to);
        }
        add(&mut b, to, k, direct);
    }

    // Attacks the move uncovered.
    let near = |sq: u32, dirs: &[(i8, i8)]| dirs.iter().fold(Set::EMPTY, |a, &d| a | v.bit(sq, d));
    let lines = |sq: u32| {
        ORTHOGONAL
            .iter()
            .fold(Set::EMPTY, |a, &d| a | v.ride(sq, d, Set::EMPTY))
    };
    let candidates = (near(from, &ORTHOGONAL) & v.pieces(them, Kind::Horse))
        | (near(from, &DIAGONAL) & v.pieces(them, Kind::Elephant))
        | (lines(from) & (v.pieces(them, Kind::Cannon) | v.pieces(them, Kind::Chariot)))
        | (lines(to) & v.pieces(them, Kind::Cannon));
    let captured = before.board().color_bits(us).has(to);
    let occupied_before = (if captured {
        v.occupied
    } else {
        v.occupied ^ bit(to)
    }) ^ bit(from);
    for s in squares(candidates) {
        let Some(k) = v.kind_at(s) else { continue };
        let uncovered =
            ours & v.attacks(k, them, s, v.occupied) & !v.attacks(k, them, s, occupied_before);
        add(&mut b, s, k, uncovered);
    }

    // New pins: what a pinned piece protected is unprotected now ("fake roots").
    let new_blockers = blockers & !previous.blockers(us);
    let their_pins = v.blockers(them);
    for s in squares(new_blockers & ours) {
        let Some(k) = v.kind_at(s) else { continue };
        let protected = ours & !v.unchased(us) & v.attacks(k, us, s, v.occupied);
        for s2 in squares(protected) {
            if v.attackers_to(s2, v.occupied, them) & !their_pins != Set::EMPTY {
                b |= bit(s2);
            }
        }
    }
    // Discovered checks: what the uncovering piece attacks, unless the general can take it
    // back safely.
    if let Some(king) = v.general(us) {
        for s in squares(new_blockers & v.color[them.index()]) {
            let Some(k) = v.kind_at(s) else { continue };
            let mut attacked = v.attacks_from(k, them, s) & ours;
            let reach = v.attacks_from(Kind::General, us, king);
            b |= attacked & !reach;
            attacked &= reach;
            for s2 in squares(attacked) {
                let occ = v.occupied ^ bit(s) ^ bit(king);
                if v.attackers_to(s2, occ, them) & !(bit(s)) != Set::EMPTY {
                    b |= bit(s2);
                }
            }
        }
    }
    b
}

/// The whole line (rank, file or diagonal) through two squares, empty if none
/// (Fairy-Stockfish's `line_bb`).
fn line(v: &View, a: u32, b: u32) -> Set {
    let w = v.width as i32;
    let (df, dr) = (
        (b as i32 % w) - (a as i32 % w),
        (b as i32 / w) - (a as i32 / w),
    );
    if a == b || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return Set::EMPTY;
    }
    let d = (df.signum() as i8, dr.signum() as i8);
    bit(a) | v.ride(a, d, Set::EMPTY) | v.ride(a, (-d.0, -d.1), Set::EMPTY)
}

/// At a repetition whose earlier occurrence that ends the game is `first` plies back, which
/// sides chased with every move since (Fairy-Stockfish's walk in `is_optional_game_end`): the
/// side that has just moved, and the side to move. `back(j)` is the position `j` plies back
/// (0: the current one), `None` past the game's first kept position (which no move chased
/// into).
pub(crate) fn chasers<'a>(
    rules: &Chasing,
    back: impl Fn(usize) -> Option<&'a Position>,
    first: usize,
) -> (bool, bool) {
    let pair = |j: usize| Some((back(j + 1)?, back(j)?));
    let chased_at = |j: usize| pair(j).map_or(Set::EMPTY, |(b, a)| chased(rules, b, a));
    let undo = |set: Set, j: usize| pair(j).map_or(set, |(b, a)| followed_back(set, b, a));
    // The chased pieces of a side, followed back move by move, that stayed chased.
    let mut them = undo(chased_at(0), 1) & chased_at(2);
    let mut us = undo(chased_at(1), 2) & chased_at(3);
    for i in (4..=first).step_by(2) {
        // The game's first position has no chase of its own: Fairy-Stockfish skips it.
        if back(i + 1).is_some() {
            them = undo(them, i - 1) & chased_at(i);
        }
        if i == first {
            break;
        }
        us = undo(us, i) & chased_at(i + 1);
    }
    (them != Set::EMPTY, us != Set::EMPTY)
}

/// How many plies the rule adds to the move rule at the position `back(0)` with `halfmoves`
/// on its clock: two for each check past ten a side gave in those plies, counted once the
/// game is twenty plies long (Fairy-Stockfish's offset for `AXF_CHASING`).
pub(crate) fn move_rule_extension<'a>(
    back: impl Fn(usize) -> Option<&'a Position>,
    halfmoves: u32,
    plies: usize,
) -> u32 {
    if plies < 20 {
        return 0;
    }
    let end = (halfmoves as usize).min(plies);
    let check = |j: usize| usize::from(back(j).is_some_and(|p| p.is_check()));
    let (mut them, mut us) = (check(0), check(1));
    for i in (2..end).step_by(2) {
        them += check(i);
        us += check(i + 1);
    }
    2 * (them.max(us).saturating_sub(10) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Variant;

    /// The squares of the pieces a move of xiangqi from `fen` chases.
    fn chased_by(fen: &str, mv: &str) -> Vec<String> {
        let v = Variant::from_json(include_str!("../../variants/xiangqi.json")).unwrap();
        let before = v.parse(fen).unwrap();
        let mut after = before.clone();
        after.play(mv).unwrap();
        let (b, a) = (before.chess().unwrap(), after.chess().unwrap());
        let rules = b.rules().end.chasing.unwrap();
        let g = b.geometry();
        squares(chased(&rules, b, a))
            .map(|i| g.square_at(i).to_string())
            .collect()
    }

    #[test]
    fn an_unprotected_piece_attacked_anew_is_chased() {
        assert_eq!(
            chased_by("5k3/9/n8/8R/9/9/9/9/9/3K5 w - - 0 1", "i7i8"),
            ["a8"]
        );
        // Protected by the chariot on a10: not.
        assert!(chased_by("r4k3/9/n8/8R/9/9/9/9/9/3K5 w - - 0 1", "i7i8").is_empty());
        // Uncovered: the horse leaves the chariot's file.
        assert_eq!(
            chased_by("5k3/9/n8/9/9/9/9/N8/9/R2K5 w - - 0 1", "a3b5"),
            ["a8"]
        );
    }

    #[test]
    fn a_weaker_piece_chases_a_stronger_one_protected_or_not() {
        // The horse attacks the chariot on a8, which the one on a10 protects.
        assert_eq!(
            chased_by("r4k3/9/r8/9/9/1N7/9/9/9/3K5 w - - 0 1", "b5c7"),
            ["a8"]
        );
    }

    #[test]
    fn neither_the_general_nor_a_soldier_on_its_side_of_the_river_is_chased() {
        // The soldier on a7 has not crossed; a horse there is chased.
        assert!(chased_by("5k3/9/9/p8/8R/9/9/9/9/3K5 w - - 0 1", "i6i7").is_empty());
        assert_eq!(
            chased_by("5k3/9/9/n8/8R/9/9/9/9/3K5 w - - 0 1", "i6i7"),
            ["a7"]
        );
        // Across the river (a4, black's far side), it is.
        assert_eq!(
            chased_by("5k3/9/9/9/9/9/p8/8R/9/3K5 w - - 0 1", "i3i4"),
            ["a4"]
        );
        // A check chases nothing.
        assert!(chased_by("5k3/9/8R/9/9/9/9/9/9/3K5 w - - 0 1", "i8i10").is_empty());
    }

    #[test]
    fn pieces_of_a_kind_attacking_each_other_do_not_chase_but_a_lame_horse() {
        // The horses attack each other: no chase.
        assert!(chased_by("5k3/9/9/4n4/9/9/9/2N6/9/3K5 w - - 0 1", "c3d5").is_empty());
        // The black horse's leg (e6) is blocked: it cannot attack back, and is chased.
        assert_eq!(
            chased_by("5k3/9/9/4n4/4p4/9/9/2N6/9/3K5 w - - 0 1", "c3d5"),
            ["e7"]
        );
    }
}
