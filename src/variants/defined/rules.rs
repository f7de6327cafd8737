//! [`DefinedRules`]: a [`Definition`] checked and compiled into what the move generator reads:
//! for each kind of piece and side, where it leaps and rides from each square, and the same
//! reversed (whence it attacks a square); the pawn, promotion and castling rules.

use super::betza::{self, Mode};
use super::definition::{Definition, Stalemate};
use super::error::DefinitionError;
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};

/// A ride: along one vector, up to the edge or a number of steps, stopped by the first piece.
pub(super) struct Ride {
    /// Per bit index, the squares reached on an empty board.
    pub reach: Box<[u128]>,
    /// Which of the game's [`DefinedRules::rays`] runs along the same vector.
    pub ray: usize,
    /// Whether the vector goes down the bit indices (the first piece met is the highest bit).
    pub descending: bool,
    /// Moves, captures or both.
    pub mode: Mode,
}

/// How one kind of piece of one side moves, per bit index.
pub(super) struct Moves {
    /// Leaps to empty squares.
    pub leap_move: Box<[u128]>,
    /// Leaps that capture.
    pub leap_capture: Box<[u128]>,
    /// Rides.
    pub rides: Vec<Ride>,
    /// The squares whence this kind captures on a square by a leap (the leaps reversed).
    pub attacked_by_leap: Box<[u128]>,
    /// The capturing rides reversed: from a square, the rides that find this kind attacking it.
    pub attacked_by_ride: Vec<Ride>,
    /// Pawns: per bit index, the double steps `(square passed, square reached)`.
    pub double_steps: Box<[Vec<(u8, u8)>]>,
}

/// One kind of piece.
pub struct Kind {
    /// FEN letter, lowercase.
    pub letter: char,
    /// Name.
    pub name: String,
    /// Its movement, as written in the definition.
    pub betza: String,
    /// Whether it must never be left attacked.
    pub royal: bool,
    /// Whether the pawn rules apply to it.
    pub pawn: bool,
    /// The built-in image that draws it, if any.
    pub drawing: Option<String>,
    /// Its own SVG image, if any.
    pub svg: Option<String>,
    /// By colour.
    pub(super) moves: [Moves; 2],
}

/// Pawn promotion, compiled.
pub(super) struct Promotion {
    /// Kinds a pawn may become.
    pub kinds: Vec<u8>,
    /// Only to kinds of which the side has fewer than at the start.
    pub only_captured: bool,
    /// By colour: the last rank, and every rank of the zone.
    pub last: [u128; 2],
    pub zone: [u128; 2],
}

/// Castling, compiled: the kinds, and by wing (0: rook on the left) where royal and rook land.
pub(super) struct Castle {
    pub royal: u8,
    pub rook: u8,
    pub land: [(u8, u8); 2],
}

/// A game defined by data, ready to play.
pub struct DefinedRules {
    /// The definition it was built from.
    pub definition: Definition,
    /// Board size.
    pub geometry: Geometry,
    /// The kinds of pieces, in the definition's order.
    pub kinds: Vec<Kind>,
    /// Per distinct ride vector, the ray to the edge from each bit index.
    pub(super) rays: Vec<Box<[u128]>>,
    pub(super) promotion: Option<Promotion>,
    pub(super) en_passant: bool,
    pub(super) castle: Option<Castle>,
    /// Pieces of each kind each side has at the start, by colour then kind.
    pub(super) initial: [Vec<u8>; 2],
    /// What stalemate means.
    pub stalemate: Stalemate,
}

impl std::fmt::Debug for DefinedRules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.definition.id)
    }
}

impl PartialEq for DefinedRules {
    fn eq(&self, other: &DefinedRules) -> bool {
        std::ptr::eq(self, other)
    }
}

impl DefinedRules {
    /// The game's id.
    pub fn id(&self) -> &str {
        &self.definition.id
    }
    /// The square of a bit index.
    #[inline]
    pub fn square(&self, i: u32) -> Square {
        self.geometry.square_at(i)
    }
    /// The bit index of a square of the board.
    #[inline]
    pub fn index(&self, sq: Square) -> u32 {
        u32::from(sq.rank()) * u32::from(self.geometry.width) + u32::from(sq.file())
    }
    /// The kind with this letter (either case).
    pub fn kind_of(&self, letter: char) -> Option<u8> {
        let l = letter.to_ascii_lowercase();
        self.kinds
            .iter()
            .position(|k| k.letter == l)
            .map(|k| k as u8)
    }

    /// Checks a definition and compiles it; the start position is checked by the caller,
    /// which reads FENs.
    pub fn new(definition: Definition) -> Result<DefinedRules, DefinitionError> {
        let g = Geometry {
            width: definition.width,
            height: definition.height,
        };
        let mut rays: Vec<VectorRay> = Vec::new();
        let mut kinds = Vec::with_capacity(definition.pieces.len());
        for (i, p) in definition.pieces.iter().enumerate() {
            let atoms = betza::parse(&p.betza)
                .map_err(|e| DefinitionError::new(&format!("pieces[{i}].betza"), &e))?;
            if p.pawn && definition.pawns.is_none() {
                return Err(DefinitionError::new(
                    "pawns",
                    "is missing: a piece is a pawn",
                ));
            }
            let double = if p.pawn {
                definition
                    .pawns
                    .as_ref()
                    .map_or(&[][..], |d| &d.double_step)
            } else {
                &[]
            };
            kinds.push(Kind {
                letter: p.letter,
                name: p.name.clone(),
                betza: p.betza.clone(),
                royal: p.royal,
                pawn: p.pawn,
                drawing: p.drawing.clone(),
                svg: p.svg.clone(),
                moves: [Color::White, Color::Black]
                    .map(|c| compile(g, &atoms, c, double, &mut rays)),
            });
        }
        if !kinds.iter().any(|k| k.royal) {
            return Err(DefinitionError::new(
                "pieces",
                "no piece is royal (\"royal\": true): the game would never end",
            ));
        }
        let kind_of = |c: char| kinds.iter().position(|k| k.letter == c).map(|k| k as u8);
        let promotion = match &definition.pawns {
            None => None,
            Some(pawns) => {
                let mut list = Vec::new();
                for (i, &l) in pawns.promotion.pieces.iter().enumerate() {
                    let path = format!("pawns.promotion.pieces[{i}]");
                    let k = kind_of(l).ok_or_else(|| {
                        DefinitionError::new(&path, &format!("'{l}' is no piece of the game"))
                    })?;
                    if kinds[k as usize].royal || kinds[k as usize].pawn {
                        return Err(DefinitionError::new(
                            &path,
                            &format!("a pawn may not become '{l}', a royal piece or a pawn"),
                        ));
                    }
                    list.push(k);
                }
                if list.is_empty() && kinds.iter().any(|k| k.pawn) {
                    return Err(DefinitionError::new(
                        "pawns.promotion.pieces",
                        "is empty: a pawn reaching the last rank would have nothing to become",
                    ));
                }
                let zone_ranks = pawns.promotion.ranks;
                let rank_bits = |r: u8| {
                    g.squares().filter(|s| s.rank() == r).fold(0u128, |a, s| {
                        a | 1u128
                            << (u32::from(s.rank()) * u32::from(g.width) + u32::from(s.file()))
                    })
                };
                let mut zone = [0u128; 2];
                for r in 0..zone_ranks {
                    zone[0] |= rank_bits(g.height - 1 - r);
                    zone[1] |= rank_bits(r);
                }
                Some(Promotion {
                    kinds: list,
                    only_captured: pawns.promotion.only_captured,
                    last: [rank_bits(g.height - 1), rank_bits(0)],
                    zone,
                })
            }
        };
        let castle = match &definition.castling {
            None => None,
            Some(c) => {
                let royal = match c.royal {
                    Some(l) => kind_of(l).ok_or_else(|| {
                        DefinitionError::new(
                            "castling.royal",
                            &format!("'{l}' is no piece of the game"),
                        )
                    })?,
                    None => {
                        let royals: Vec<u8> = (0..kinds.len() as u8)
                            .filter(|&k| kinds[k as usize].royal)
                            .collect();
                        match royals.as_slice() {
                            [k] => *k,
                            _ => {
                                return Err(DefinitionError::new(
                                    "castling.royal",
                                    "is missing: the game has several royal pieces",
                                ))
                            }
                        }
                    }
                };
                if !kinds[royal as usize].royal {
                    return Err(DefinitionError::new(
                        "castling.royal",
                        "is not a royal piece",
                    ));
                }
                let rook = kind_of(c.rook).ok_or_else(|| {
                    DefinitionError::new(
                        "castling.rook",
                        &format!("'{}' is no piece of the game", c.rook),
                    )
                })?;
                if rook == royal {
                    return Err(DefinitionError::new(
                        "castling.rook",
                        "is the royal piece itself",
                    ));
                }
                Some(Castle {
                    royal,
                    rook,
                    land: [c.queenside, c.kingside],
                })
            }
        };
        Ok(DefinedRules {
            en_passant: definition.pawns.as_ref().is_some_and(|p| p.en_passant),
            stalemate: definition.stalemate,
            geometry: g,
            kinds,
            rays: rays.into_iter().map(|(_, r)| r).collect(),
            promotion,
            castle,
            initial: [Vec::new(), Vec::new()],
            definition,
        })
    }

    /// Records the pieces each side has in the start position (for promotion to captured
    /// pieces only).
    pub(super) fn set_initial(&mut self, counts: [Vec<u8>; 2]) {
        self.initial = counts;
    }
}

/// A ride vector and its ray to the edge from each bit index, while the rules are compiled.
type VectorRay = ((i8, i8), Box<[u128]>);

/// The bit index of a square of `g`.
fn index(g: Geometry, sq: Square) -> usize {
    sq.rank() as usize * g.width as usize + sq.file() as usize
}

/// The squares a ride or leap along `v` reaches from `from` on an empty board, at most `range`
/// steps (0: to the edge).
fn reach(g: Geometry, from: Square, v: (i8, i8), range: u8) -> u128 {
    let mut acc = 0;
    let mut cur = from;
    let mut steps = 0;
    while let Some(to) = g.offset(cur, v.0, v.1) {
        acc |= 1u128 << index(g, to);
        steps += 1;
        if range != 0 && steps >= range {
            break;
        }
        cur = to;
    }
    acc
}

fn per_square(g: Geometry, f: impl Fn(Square) -> u128) -> Box<[u128]> {
    g.squares().map(f).collect()
}

/// A ride along `v`, its ray registered in `rays` (one per distinct vector).
fn ride(g: Geometry, v: (i8, i8), range: u8, mode: Mode, rays: &mut Vec<VectorRay>) -> Ride {
    let ray = match rays.iter().position(|(w, _)| *w == v) {
        Some(r) => r,
        None => {
            rays.push((v, per_square(g, |s| reach(g, s, v, 0))));
            rays.len() - 1
        }
    };
    let delta = i32::from(v.1) * i32::from(g.width) + i32::from(v.0);
    Ride {
        reach: per_square(g, |s| reach(g, s, v, range)),
        ray,
        descending: delta < 0,
        mode,
    }
}

/// How a kind with these atoms moves for side `c`.
fn compile(
    g: Geometry,
    atoms: &[betza::Atom],
    c: Color,
    double_ranks: &[u8],
    rays: &mut Vec<VectorRay>,
) -> Moves {
    let n = g.width as usize * g.height as usize;
    let mut leap_move = vec![0u128; n].into_boxed_slice();
    let mut leap_capture = vec![0u128; n].into_boxed_slice();
    let mut rides = Vec::new();
    let mut attacked_by_ride = Vec::new();
    let mut double_steps = vec![Vec::new(); n].into_boxed_slice();
    let fwd = c.forward();
    for atom in atoms {
        for &(x, y) in &atom.vectors {
            let v = (x, y * fwd);
            if atom.range == 1 {
                for (i, s) in g.squares().enumerate() {
                    let t = reach(g, s, v, 1);
                    if atom.mode != Mode::Capture {
                        leap_move[i] |= t;
                    }
                    if atom.mode != Mode::Move {
                        leap_capture[i] |= t;
                    }
                    let rank = if c == Color::White {
                        s.rank()
                    } else {
                        g.height - 1 - s.rank()
                    };
                    if atom.mode == Mode::Move && y > 0 && double_ranks.contains(&rank) {
                        if let (Some(mid), Some(to)) =
                            (g.offset(s, v.0, v.1), g.offset(s, 2 * v.0, 2 * v.1))
                        {
                            let step = (index(g, mid) as u8, index(g, to) as u8);
                            if !double_steps[i].contains(&step) {
                                double_steps[i].push(step);
                            }
                        }
                    }
                }
            } else {
                rides.push(ride(g, v, atom.range, atom.mode, rays));
                if atom.mode != Mode::Move {
                    attacked_by_ride.push(ride(g, (-v.0, -v.1), atom.range, Mode::Capture, rays));
                }
            }
        }
    }
    let mut attacked_by_leap = vec![0u128; n].into_boxed_slice();
    for (from, &targets) in leap_capture.iter().enumerate() {
        let mut t = targets;
        while t != 0 {
            let to = t.trailing_zeros() as usize;
            attacked_by_leap[to] |= 1u128 << from;
            t &= t - 1;
        }
    }
    Moves {
        leap_move,
        leap_capture,
        rides,
        attacked_by_leap,
        attacked_by_ride,
        double_steps,
    }
}
