//! [`DefinedRules`]: a [`Definition`] checked and compiled into what the move generator reads:
//! the movement tables of each kind of piece and side (built by `tables`), the pawn,
//! promotion and castling rules.

use super::betza;
use super::definition::{Definition, PieceDefinition, Stalemate};
use super::error::DefinitionError;
pub(super) mod tables;

use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};
use tables::{Attacks, Builder, Lines, Moves};

/// One kind of piece: its row of the definition, and its movement compiled for each side.
pub struct Kind {
    /// What the definition says of it: letter, name, Betza text, royal, pawn, images.
    pub piece: PieceDefinition,
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
    /// The reach of every ride of the game.
    pub(super) lines: Lines,
    /// By colour: whence its pieces attack a square.
    pub(super) attacks: [Attacks; 2],
    /// The royal kinds, and the pawns, as bits of kinds.
    pub(super) royal_kinds: u16,
    pub(super) pawn_kinds: u16,
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
            .position(|k| k.piece.letter == l)
            .map(|k| k as u8)
    }

    /// Checks a definition and compiles it; the start position is checked by the caller,
    /// which reads FENs.
    pub fn new(definition: Definition) -> Result<DefinedRules, DefinitionError> {
        let g = Geometry {
            width: definition.width,
            height: definition.height,
        };
        let mut tables = Builder::new(g);
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
                piece: p.clone(),
                moves: [Color::White, Color::Black].map(|c| tables.moves(&atoms, c, double)),
            });
        }
        if !kinds.iter().any(|k| k.piece.royal) {
            return Err(DefinitionError::new(
                "pieces",
                "no piece is royal (\"royal\": true): the game would never end",
            ));
        }
        let kind_of = |c: char| {
            kinds
                .iter()
                .position(|k| k.piece.letter == c)
                .map(|k| k as u8)
        };
        let promotion = match &definition.pawns {
            None => None,
            Some(pawns) => {
                let mut list = Vec::new();
                for (i, &l) in pawns.promotion.pieces.iter().enumerate() {
                    let path = format!("pawns.promotion.pieces[{i}]");
                    let k = kind_of(l).ok_or_else(|| {
                        DefinitionError::new(&path, &format!("'{l}' is no piece of the game"))
                    })?;
                    if kinds[k as usize].piece.royal || kinds[k as usize].piece.pawn {
                        return Err(DefinitionError::new(
                            &path,
                            &format!("a pawn may not become '{l}', a royal piece or a pawn"),
                        ));
                    }
                    list.push(k);
                }
                if list.is_empty() && kinds.iter().any(|k| k.piece.pawn) {
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
                            .filter(|&k| kinds[k as usize].piece.royal)
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
                if !kinds[royal as usize].piece.royal {
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
        let attacks = [Color::White, Color::Black]
            .map(|c| tables.attacks(c, kinds.iter().map(|k| &k.moves[c.index()])));
        let kinds_where = |f: fn(&Kind) -> bool| {
            (kinds.iter().enumerate()).fold(0, |a, (i, k)| if f(k) { a | 1 << i } else { a })
        };
        Ok(DefinedRules {
            royal_kinds: kinds_where(|k| k.piece.royal),
            pawn_kinds: kinds_where(|k| k.piece.pawn),
            attacks,
            lines: tables.finish(),
            en_passant: definition.pawns.as_ref().is_some_and(|p| p.en_passant),
            stalemate: definition.stalemate,
            geometry: g,
            kinds,
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
