//! How a game's [`Tables`] are built: in `Set` sets from its pieces' movement, then narrowed
//! to `u64` when the board has at most 64 squares. The modules: `lines` (rays, the squares
//! between, castling paths), `pawns` (pawn steps, promotion zones), `narrow` (the tables in
//! 64-bit sets); the rest is here.

mod lines;
mod narrow;
mod pawns;

use crate::core::bitboard::Set;
use lines::{castle_paths, reach_of};
use pawns::Movements;

use super::tables::{
    AttackGroup, AttackRole, LeapGroup, Ride, RideAttack, RoleInfo, DIRECTIONS, NO_GROUP,
};
use super::{bit, AnyTables, Bits, Special, SpecialSpec, SquareMap, Tables};
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};
use crate::core::role::{Line, Mode, Movement, Role, RoleSet};

/// What the tables are built from.
pub struct TableSpec<'a> {
    /// The board.
    pub geometry: Geometry,
    /// Each kind's movement, by role.
    pub movements: Vec<&'a Movement>,
    /// The kinds whose moves are found square by square: their movement is not in the
    /// tables of leaps and rides.
    pub specials: Vec<SpecialSpec<'a>>,
    /// The pawn kinds.
    pub pawns: RoleSet,
    /// The royal kinds.
    pub royals: RoleSet,
    /// By colour, the squares whence a pawn's one-square forward move-only step may be taken
    /// twice (or its first moves taken).
    pub double_step: [Set; 2],
    /// Depth of the promotion zone (0: none).
    pub zone: u8,
    /// Whether promotion is compulsory on every rank of the zone.
    pub zone_compulsory: bool,
    /// Where castling royals and rooks land, by royal wing then rook wing (see
    /// [`crate::core::rules::CastlingRules::land`]), if the game castles.
    pub castling: Option<[[(u8, u8); 2]; 2]>,
    /// The squares that are not on the board (`*` in FEN): nothing stands, lands or passes
    /// there.
    pub holes: Set,
    /// The promotion zone as squares (white's), where it is not ranks.
    pub zone_squares: Option<[Set; 2]>,
    /// By role, the squares a pawn kind may go to, as white's (black's mirrored), if it is
    /// confined (pawnback's pawns never step back to their first rank).
    pub pawn_regions: Vec<Option<Set>>,
}

impl AnyTables {
    /// The tables of a game, in the width its board needs.
    pub fn build(spec: &TableSpec) -> AnyTables {
        let tables = Builder::new(spec.geometry, spec.holes).build(spec);
        match spec.geometry.size() {
            0..=64 => AnyTables::Narrow(tables.narrow()),
            65..=128 => AnyTables::Wide(tables.narrow()),
            _ => AnyTables::Large(tables),
        }
    }
    /// The tables of a game in 192-bit sets, whatever its board's size.
    pub fn build_large(spec: &TableSpec) -> AnyTables {
        AnyTables::Large(Builder::new(spec.geometry, spec.holes).build(spec))
    }
}

/// The tables being built: the lines of the rides registered so far.
struct Builder {
    g: Geometry,
    holes: Set,
    n: usize,
    keys: Vec<((i8, i8), u8)>,
    lines: Vec<Set>,
}

impl Builder {
    fn new(g: Geometry, holes: Set) -> Builder {
        Builder {
            g,
            holes,
            n: g.size(),
            keys: Vec::new(),
            lines: Vec::new(),
        }
    }

    fn bit(&self, sq: Square) -> Set {
        bit(self.g.bit_index(sq))
    }

    /// The square `v` away from `sq`, if it is on the board (not off its edge, not a hole).
    fn offset(&self, sq: Square, v: (i8, i8)) -> Option<Square> {
        self.g
            .offset(sq, v.0, v.1)
            .filter(|&t| self.holes & self.bit(t) == Set::EMPTY)
    }

    /// Where the line of `v` and `range` starts in the table of lines, registered on first use.
    fn line(&mut self, v: (i8, i8), range: u8) -> u32 {
        if let Some(i) = self.keys.iter().position(|&k| k == (v, range)) {
            return (i * self.n) as u32;
        }
        self.keys.push((v, range));
        let g = self.g;
        for s in g.squares() {
            let reach = reach_of(g, self.holes, s, v, range);
            self.lines.push(reach);
        }
        ((self.keys.len() - 1) * self.n) as u32
    }

    /// The squares a piece of kind `role` of side `c` may go to: its region if it is a pawn
    /// confined to one (the other confined kinds are special), else the whole board.
    fn allowed(&self, spec: &TableSpec, role: Role, c: Color) -> Set {
        match spec.pawn_regions.get(role.index()).copied().flatten() {
            Some(region) if c == Color::White => region,
            Some(region) => super::mirror(self.g, region),
            None => Set::ALL,
        }
    }

    fn ride(&mut self, v: (i8, i8), range: u8, mode: Mode) -> Ride {
        let delta = i32::from(v.1) * i32::from(self.g.width) + i32::from(v.0);
        Ride {
            reach: self.line(v, range),
            ray: self.line(v, 0),
            descending: delta < 0,
            mode,
            vector: v,
            range,
        }
    }

    fn build(mut self, spec: &TableSpec) -> Tables<Set> {
        let (g, n) = (self.g, self.n);
        let roles = spec.movements.len();
        let mut quiet = vec![Set::EMPTY; 2 * roles * n].into_boxed_slice();
        let mut capture = vec![Set::EMPTY; 2 * roles * n].into_boxed_slice();
        let mut rides: Vec<Vec<Ride>> = vec![Vec::new(); 2 * roles];
        let (mut orth, mut diag) = (RoleSet::EMPTY, RoleSet::EMPTY);
        let mut uniform = [RoleSet::EMPTY; 2];
        let mut riding = [RoleSet::EMPTY; 2];
        let mut special_roles = RoleSet::EMPTY;
        let mut special = vec![None; 2 * roles];
        for s in &spec.specials {
            special_roles.insert(s.role);
            for c in Color::ALL {
                special[c.index() * roles + s.role.index()] = Some(Special::new(
                    g,
                    spec.holes,
                    s,
                    spec.movements[s.role.index()],
                    c,
                ));
            }
        }
        for (r, m) in spec.movements.iter().enumerate() {
            let role = Role(r as u8);
            if special_roles.contains(role) {
                continue;
            }
            let whole = |dirs: &[(i8, i8)]| {
                dirs.iter().all(|&d| {
                    m.lines
                        .iter()
                        .any(|l| l.vector == d && l.range == 0 && l.mode == Mode::Both)
                })
            };
            let (o, d) = (whole(&DIRECTIONS[..4]), whole(&DIRECTIONS[4..]));
            if o {
                orth.insert(role);
            }
            if d {
                diag.insert(role);
            }
            let on_whole_line = |l: &Line| {
                l.range == 0
                    && l.mode == Mode::Both
                    && ((o && DIRECTIONS[..4].contains(&l.vector))
                        || (d && DIRECTIONS[4..].contains(&l.vector)))
            };
            for c in Color::ALL {
                let i = c.index() * roles + r;
                let allowed = self.allowed(spec, role, c);
                if m.lines.iter().all(|l| l.mode == Mode::Both) {
                    uniform[c.index()].insert(role);
                }
                for l in &m.lines {
                    let v = l.vector_for(c);
                    if l.range == 1 {
                        for (sq, s) in g.squares().enumerate() {
                            let lands = self
                                .offset(s, v)
                                .filter(|&t| allowed & self.bit(t) != Set::EMPTY);
                            if let Some(t) = lands {
                                if l.mode.moves() {
                                    quiet[i * n + sq] |= self.bit(t);
                                }
                                if l.mode.captures() {
                                    capture[i * n + sq] |= self.bit(t);
                                }
                            }
                        }
                    } else if !on_whole_line(l) {
                        let ride = self.ride(v, l.range, l.mode);
                        rides[i].push(ride);
                        riding[c.index()].insert(role);
                    }
                }
            }
        }
        let steps = self.steps(spec, &quiet, &capture, &rides);
        let attack = Color::ALL.map(|c| self.attack_group(spec, c, &capture, &rides, orth, diag));
        let attack_roles = Color::ALL.map(|c| {
            let a: &AttackGroup<Set> = &attack[c.index()];
            (0..roles)
                .map(|r| {
                    let role = Role(r as u8);
                    let group = a.leaps.iter().position(|l| l.roles.contains(role));
                    let mask = |on: bool| if on { Set::ALL } else { Set::EMPTY };
                    AttackRole {
                        group: group.map_or(NO_GROUP, |g| g as u8),
                        orth: mask(a.orth.contains(role)),
                        diag: mask(a.diag.contains(role)),
                        rides: mask(a.ride_roles.contains(role)),
                    }
                })
                .collect::<Box<[AttackRole<Set>]>>()
        });
        let order = Color::ALL.map(|c| {
            let info = |r: usize| {
                let role = Role(r as u8);
                let stepping = spec.pawns.contains(role) && rides[c.index() * roles + r].is_empty();
                let mut flags = 0;
                for (on, flag) in [
                    (stepping, RoleInfo::STEPS),
                    (uniform[c.index()].contains(role), RoleInfo::UNIFORM),
                    (spec.royals.contains(role), RoleInfo::ROYAL),
                    (spec.pawns.contains(role), RoleInfo::PAWN),
                    (orth.contains(role), RoleInfo::ORTH),
                    (diag.contains(role), RoleInfo::DIAG),
                    (riding[c.index()].contains(role), RoleInfo::RIDES),
                ] {
                    if on {
                        flags |= flag;
                    }
                }
                RoleInfo { role, flags }
            };
            // The pieces first, the pawns that only leap last.
            let (pawns, pieces): (Vec<RoleInfo>, Vec<RoleInfo>) = (0..roles)
                .map(info)
                .partition(|i| i.flags & RoleInfo::STEPS != 0);
            pieces.into_iter().chain(pawns).collect()
        });
        let moves = Movements {
            quiet: &quiet,
            capture: &capture,
            rides: &rides,
            steps: &steps,
            orth,
            diag,
        };
        let zone = Color::ALL.map(|c| self.zone(spec, c, &moves));
        let ray = DIRECTIONS.map(|v| self.ray(v));
        let union = |dirs: std::ops::Range<usize>| -> Box<[Set]> {
            (0..n)
                .map(|sq| dirs.clone().fold(Set::EMPTY, |a, d| a | ray[d][sq]))
                .collect()
        };
        let (orth_empty, diag_empty) = (union(0..4), union(4..8));
        let mut around = vec![Set::EMPTY; n].into_boxed_slice();
        for s in g.squares() {
            around[g.bit_index(s) as usize] = DIRECTIONS
                .iter()
                .filter_map(|&v| self.offset(s, v))
                .fold(Set::EMPTY, |a, t| a | self.bit(t));
        }
        let (between, line) = self.between_and_line(&ray);
        let mut ranks = vec![Set::EMPTY; usize::from(g.height)].into_boxed_slice();
        for s in g.squares() {
            ranks[usize::from(s.rank())] |= self.bit(s);
        }
        let local_attacks = Color::ALL.map(|c| {
            attack[c.index()].rides.is_empty()
                && special_roles.iter().all(|r| {
                    special[c.index() * roles + r.index()]
                        .as_ref()
                        .map_or(true, Special::local)
                })
        });
        Tables {
            geometry: g,
            n,
            roles,
            squares: SquareMap::new(g),
            quiet,
            capture,
            orth,
            diag,
            uniform,
            riding,
            rides: rides.into_boxed_slice(),
            steps: steps.into_boxed_slice(),
            ray,
            between,
            line,
            orth_empty,
            diag_empty,
            around,
            board: ranks.iter().fold(Set::EMPTY, |a, &r| a | r) & !self.holes,
            ranks,
            attack,
            attack_roles,
            order,
            zone,
            lines: self.lines.into_boxed_slice(),
            castle_paths: spec
                .castling
                .map_or_else(Box::default, |land| castle_paths(g, land)),
            local_attacks,
            special_roles,
            special_near: Color::ALL
                .iter()
                .flat_map(|&c| {
                    let kinds = &special[c.index() * roles..][..roles];
                    (0..n as u32).map(move |sq| {
                        kinds
                            .iter()
                            .flatten()
                            .fold(Set::EMPTY, |a, k| a | k.reach_to(sq))
                    })
                })
                .collect(),
            special: special.into_boxed_slice(),
        }
    }

    /// Whence the pieces of side `c` attack a square.
    fn attack_group(
        &mut self,
        spec: &TableSpec,
        c: Color,
        capture: &[Set],
        rides: &[Vec<Ride>],
        orth: RoleSet,
        diag: RoleSet,
    ) -> AttackGroup<Set> {
        let (g, n) = (self.g, self.n);
        let roles = spec.movements.len();
        let mut group = AttackGroup {
            orth,
            diag,
            ..AttackGroup::default()
        };
        for r in 0..roles {
            let role = Role(r as u8);
            let i = c.index() * roles + r;
            let from: Box<[Set]> = capture[i * n..(i + 1) * n].into();
            if from.iter().any(|&s| s != Set::EMPTY) {
                match group.leaps.iter_mut().find(|l| l.from == from) {
                    Some(l) => l.roles.insert(role),
                    None => {
                        let to = reversed(&from);
                        let mut roles = RoleSet::EMPTY;
                        roles.insert(role);
                        group.leaps.push(LeapGroup {
                            roles,
                            to,
                            from,
                            shifts: Vec::new(),
                        });
                    }
                }
            }
            for ride in rides[i].iter().filter(|r| r.mode.captures()) {
                let back = self.ride((-ride.vector.0, -ride.vector.1), ride.range, Mode::Capture);
                group.ride_roles.insert(role);
                match group.rides.iter_mut().find(|a| a.ride.reach == back.reach) {
                    Some(a) => a.roles.insert(role),
                    None => {
                        let mut roles = RoleSet::EMPTY;
                        roles.insert(role);
                        group.rides.push(RideAttack { roles, ride: back });
                    }
                }
            }
        }
        // The groups of pawns, many pieces leaping alike, attack by shifts.
        for l in group
            .leaps
            .iter_mut()
            .filter(|l| l.roles.intersects(spec.pawns))
        {
            let role = l.roles.iter().next().unwrap_or(Role(0));
            for line in spec.movements[role.index()].lines.iter() {
                if line.range != 1 || !line.mode.captures() {
                    continue;
                }
                let v = line.vector_for(c);
                let delta = i32::from(v.1) * i32::from(g.width) + i32::from(v.0);
                let allowed = self.allowed(spec, role, c);
                let mut from = Set::EMPTY;
                for s in g.squares() {
                    if g.offset(s, v.0, v.1)
                        .is_some_and(|t| allowed & self.bit(t) != Set::EMPTY)
                    {
                        from |= self.bit(s);
                    }
                }
                l.shifts.push((delta, from));
            }
        }
        group
    }
}

/// A leap table reversed: by square, the squares whence it is reached.
fn reversed(table: &[Set]) -> Box<[Set]> {
    let mut out = vec![Set::EMPTY; table.len()].into_boxed_slice();
    for (from, &targets) in table.iter().enumerate() {
        for to in targets.iter() {
            out[to as usize] |= bit(from as u32);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::role::Path;

    fn chess_like() -> (Vec<Movement>, RoleSet) {
        let king = Movement::of(&[(1, 0), (1, 1)], 1, Mode::Both);
        let rook = Movement::of(&[(1, 0)], 0, Mode::Both);
        let knight = Movement::of(&[(2, 1)], 1, Mode::Both);
        let pawn = Movement {
            lines: vec![
                Line {
                    vector: (0, 1),
                    range: 1,
                    mode: Mode::Move,
                    path: Path::Open,
                },
                Line {
                    vector: (1, 1),
                    range: 1,
                    mode: Mode::Capture,
                    path: Path::Open,
                },
                Line {
                    vector: (-1, 1),
                    range: 1,
                    mode: Mode::Capture,
                    path: Path::Open,
                },
            ],
            initial: Vec::new(),
        };
        let mut pawns = RoleSet::EMPTY;
        pawns.insert(Role(3));
        (vec![king, rook, knight, pawn], pawns)
    }

    /// The tables of a game of 8x8 with the kinds `moves` (the second royal), pawns on double
    /// steps from the second rank.
    fn chess_tables(moves: &[Movement], pawns: RoleSet) -> Tables<u64> {
        let spec = TableSpec {
            geometry: Geometry::CHESS,
            movements: moves.iter().collect(),
            specials: Vec::new(),
            pawns,
            royals: RoleSet(1),
            double_step: [Set::from_u128(0xff00), Set::from_u128(0xff << 48)],
            zone: 1,
            zone_compulsory: false,
            castling: None,
            holes: Set::EMPTY,
            zone_squares: None,
            pawn_regions: Vec::new(),
        };
        let AnyTables::Narrow(t) = AnyTables::build(&spec) else {
            panic!("8x8 is narrow")
        };
        t
    }

    #[test]
    fn tables_of_a_small_game() {
        let (moves, pawns) = chess_like();
        let t = chess_tables(&moves, pawns);
        let sq = |s: &str| Geometry::CHESS.bit_index(s.parse().unwrap());
        assert_eq!(t.leap(Color::White, Role(2), sq("g1")).count_ones(), 3);
        assert!(t.orth.contains(Role(1)) && !t.diag.contains(Role(1)));
        assert_eq!(t.orth(sq("a1"), 1 << sq("a3")).count_ones(), 2 + 7);
        // The pawn: one step with its double step from the second rank, two captures.
        let steps = t.steps(Color::White, Role(3));
        assert_eq!(steps.len(), 3);
        let forward = steps.iter().find(|s| s.delta == 8).unwrap();
        assert_eq!(forward.double, t.rank(1));
        // Whence white attacks e4: the pawns of d3 and f3 among others.
        let pawn_group = t.attack[0]
            .leaps
            .iter()
            .find(|l| l.roles.contains(Role(3)))
            .unwrap();
        assert_eq!(pawn_group.to(sq("e4")), 1 << sq("d3") | 1 << sq("f3"));
        assert_eq!(t.zone[0].0, t.rank(7));
        assert_eq!(t.zone[1].2, t.rank(1));
    }

    #[test]
    fn a_knight_pawn_has_no_double_leap() {
        // fmWfcFmfN with double steps: the knight leaps are not doubled (issue 32).
        let (mut moves, pawns) = chess_like();
        moves[3].lines.push(Line {
            vector: (1, 2),
            range: 1,
            mode: Mode::Move,
            path: Path::Open,
        });
        let t = chess_tables(&moves, pawns);
        let doubled: Vec<i32> = t
            .steps(Color::White, Role(3))
            .iter()
            .filter(|s| s.double != 0)
            .map(|s| s.delta)
            .collect();
        assert_eq!(doubled, [8]);
    }
}
