//! Games as data: a chess-family game's JSON definition read ([`Definition`]), checked and
//! compiled into the description the engine plays ([`Rules`]). The built-in games are such
//! definitions too (`variants/chess.json`, `coregal.json`, `grand.json`, `bario.json`), read
//! by the same reader as a user's.
//!
//! The modules: `read` (the JSON, through `json`: fields with their paths), `betza` (the
//! notation of moves), [`DefinitionError`] (from `util::json`, shared with the draughts definitions); the compiler is here.
//!
//! ```
//! use fenboard::definition;
//! let rules = definition::compile(r#"{
//!   "id": "mini-knights", "name": "Mini knights", "board": {"width": 5, "height": 5},
//!   "pieces": [{"letter": "k", "name": "king", "betza": "K", "royal": true},
//!              {"letter": "n", "name": "knight", "betza": "N"}],
//!   "start": "k3n/5/5/5/N3K w - - 0 1"}"#).unwrap();
//! let start = fenboard::formats::fen::parse(&rules, &rules.start_fen).unwrap();
//! assert_eq!(start.legal_moves().len(), 2 + 3);
//! ```

pub mod betza;
mod drops;
mod ends;
mod json;
mod pawns;
mod promoted;
mod read;
pub mod squares;

pub use crate::util::json::{extend, DefinitionError};
pub use drops::DropsDefinition;
pub use ends::{
    ChasingDefinition, CountingDefinition, EndDefinition, ExplosionsDefinition,
    ExtinctionDefinition, FlagDefinition,
};
pub use pawns::{PawnDefinition, PromotionDefinition};
pub use promoted::PiecePromotionDefinition;
pub use read::{
    parse, CastlingDefinition, Definition, PieceDefinition, RandomDefinition, WallingDefinition,
    DRAWINGS, HOOKS, MAX_PIECES, MAX_TEXT,
};

use crate::core::bitboard::{bit, Set};
use crate::core::castling::Wing;
use crate::core::color::Color;
use crate::core::drops::Drops;
use crate::core::geometry::Geometry;
use crate::core::position::Position;
use crate::core::position::Rules;
use crate::core::role::{Role, RoleSet, MAX_ROLES};
use crate::core::rules::{
    CastlingRules, Chasing, Counting, EndRules, Explosions, Extinction, FirstMoves, Flag,
    MateRules, MaterialCount, PieceType, Promotion, RandomStart, Walling, ZoneMoves,
};
use crate::formats::fen::{self, Validation};
use std::sync::Arc;

/// Reads, checks and compiles a game from its JSON definition.
pub fn compile(json: &str) -> Result<Arc<Rules>, DefinitionError> {
    compile_definition(&Definition::from_json(json)?)
}

/// Checks and compiles a game from its definition.
pub fn compile_definition(d: &Definition) -> Result<Arc<Rules>, DefinitionError> {
    let geometry = Geometry {
        width: d.width,
        height: d.height,
    };
    let mut pieces = Vec::with_capacity(d.pieces.len());
    for (i, p) in d.pieces.iter().enumerate() {
        let movement = betza::movement(&p.betza)
            .map_err(|e| DefinitionError::new(&format!("pieces[{i}].betza"), &e))?;
        let field = |key: &str| format!("pieces[{i}].{key}");
        let region = match &p.region {
            None => None,
            Some(text) => Some(
                squares::parse(text, geometry)
                    .map_err(|e| DefinitionError::new(&field("region"), &e))?,
            ),
        };
        let zone_moves = match &p.zone_moves {
            None => None,
            Some((text, moves)) => Some(ZoneMoves {
                squares: squares::parse(text, geometry)
                    .map_err(|e| DefinitionError::new(&field("zoneMoves.squares"), &e))?,
                betza: moves.clone(),
                movement: betza::movement(moves)
                    .map_err(|e| DefinitionError::new(&field("zoneMoves.betza"), &e))?,
            }),
        };
        if p.pawn && (movement.has_paths() || zone_moves.is_some() || p.diagonal_moves.is_some()) {
            return Err(DefinitionError::new(
                &field("pawn"),
                "a pawn may not hop, leap lame, move otherwise in a zone or along diagonal lines",
            ));
        }
        if p.pawn && region.is_some() && movement.lines.iter().any(|l| l.range != 1) {
            return Err(DefinitionError::new(
                &field("region"),
                "a pawn confined to a region may only leap (its steps), not ride",
            ));
        }
        initial_moves(&movement, p.pawn).map_err(|e| DefinitionError::new(&field("betza"), e))?;
        if p.pawn && d.pawns.is_none() {
            return Err(DefinitionError::new(
                "pawns",
                "is missing: a piece is a pawn",
            ));
        }
        let first_moves = match &p.first_moves {
            None => None,
            Some((moves, lost)) => Some(first_moves(d, i, moves, lost)?),
        };
        let diagonal_moves = match &p.diagonal_moves {
            None => None,
            Some(moves) => Some(diagonal_moves(d, geometry, i, moves)?),
        };
        pieces.push(PieceType {
            first_moves,
            letter: p.letter,
            aliases: p.aliases.clone(),
            name: p.name.clone(),
            french: p.french.clone(),
            betza: p.betza.clone(),
            movement,
            royal: p.royal,
            pawn: p.pawn,
            drawing: p.drawing.clone(),
            svg: p.svg.clone(),
            characters: p.characters.clone(),
            region,
            zone_moves,
            diagonal_moves,
            cannot_hop: RoleSet::EMPTY,
            cannot_capture: RoleSet::EMPTY,
        });
    }
    for (i, p) in d.pieces.iter().enumerate() {
        let kinds = |letters: &[char], key: &str| {
            let mut set = RoleSet::EMPTY;
            for (k, &l) in letters.iter().enumerate() {
                match d.pieces.iter().position(|q| q.letter == l) {
                    Some(r) => set.insert(Role(r as u8)),
                    None => {
                        return Err(DefinitionError::new(
                            &format!("pieces[{i}].{key}[{k}]"),
                            format!("'{l}' is no piece of the game"),
                        ))
                    }
                }
            }
            Ok(set)
        };
        pieces[i].cannot_hop = kinds(&p.cannot_hop, "cannotHop")?;
        pieces[i].cannot_capture = kinds(&p.cannot_capture, "cannotCapture")?;
        if p.pawn && !(p.cannot_hop.is_empty() && p.cannot_capture.is_empty()) {
            return Err(DefinitionError::new(
                &format!("pieces[{i}].pawn"),
                "a pawn may not be kept from hopping over or capturing some kinds",
            ));
        }
    }
    // A side that cannot move losing (or winning) is a way to win too: clobber's.
    let other_end = d.end.extinction.is_some()
        || d.end.flag.is_some()
        || d.end.checks > 0
        || d.end.stalemate != crate::core::rules::GameValue::Draw;
    if !pieces.iter().any(|k| k.royal) && !other_end {
        return Err(DefinitionError::new(
            "pieces",
            "no piece is royal (\"royal\": true), and no extinction, flag or checks rule nor a \
             stalemate that wins or loses: no side could win",
        ));
    }
    let role_of = |c: char, path: &str| {
        pieces
            .iter()
            .position(|p| p.letter == c)
            .map(|i| Role(i as u8))
            .ok_or_else(|| DefinitionError::new(path, format!("'{c}' is no piece of the game")))
    };
    let roles_of = |letters: &[char], path: &str| -> Result<RoleSet, DefinitionError> {
        let mut set = RoleSet::EMPTY;
        for (i, &c) in letters.iter().enumerate() {
            set.insert(role_of(c, &format!("{path}[{i}]"))?);
        }
        Ok(set)
    };
    let promotion = match &d.pawns {
        None => Promotion::default(),
        Some(pawns) => {
            let promo = &pawns.promotion;
            let mut roles = [Vec::new(), Vec::new()];
            for c in Color::ALL {
                let list = if promo.per_side {
                    format!("pawns.promotion.pieces.{}", c.name())
                } else {
                    "pawns.promotion.pieces".to_string()
                };
                for (i, &l) in promo.pieces[c.index()].iter().enumerate() {
                    let path = format!("{list}[{i}]");
                    let r = role_of(l, &path)?;
                    if pieces[r.index()].pawn {
                        return Err(DefinitionError::new(
                            &path,
                            format!("a pawn may not become '{l}', a pawn"),
                        ));
                    }
                    roles[c.index()].push(r);
                }
                if roles[c.index()].is_empty() && pieces.iter().any(|k| k.pawn) {
                    return Err(DefinitionError::new(
                        &list,
                        "is empty: a pawn reaching the last rank would have nothing to become",
                    ));
                }
            }
            let mut limits = [0; MAX_ROLES];
            for &(l, n) in &promo.limits {
                let path = format!("pawns.promotion.limits.{l}");
                let r = role_of(l, &path)?;
                if !roles.iter().any(|side| side.contains(&r)) {
                    return Err(DefinitionError::new(
                        &path,
                        format!("'{l}' is not a piece a pawn may become"),
                    ));
                }
                limits[r.index()] = n;
            }
            Promotion {
                roles,
                compulsory: promo.compulsory,
                squares: match &promo.squares {
                    None => None,
                    Some(zone) => Some(zone.bits(geometry, "pawns.promotion.squares")?),
                },
                zone: pawns.promotion.ranks,
                only_captured: pawns.promotion.only_captured,
                limits,
                as_move: pawns.promotion.as_move,
            }
        }
    };
    let castling = match &d.castling {
        None => None,
        Some(c) => Some(castling(c, &pieces, &role_of)?),
    };
    let mut end = EndRules {
        mate_rules: None,
        material: match &d.end.material_counting {
            None => None,
            Some((values, komi)) => {
                let mut by_role = [0; MAX_ROLES];
                for &(l, v) in values {
                    by_role[role_of(l, &format!("materialCounting.values.{l}"))?.index()] = v;
                }
                Some(MaterialCount {
                    values: by_role,
                    komi: *komi,
                })
            }
        },
        checkmate: d.end.checkmate,
        stalemate: d.end.stalemate,
        move_rule: d.end.move_rule,
        pawn_move_resets: d.pawns.as_ref().map_or(true, |p| p.reset_move_rule),
        repetition: d.end.repetition,
        repetition_value: d.end.repetition_result,
        perpetual_check_loses: d.end.perpetual_check_loses,
        chasing: None,
        move_repetition_loses: d.end.move_repetition_loses,
        move_rule_value: d.end.move_rule_result,
        insufficient_material: match &d.end.insufficient_material {
            None => None,
            Some(kinds) => Some(roles_of(kinds, "insufficientMaterial")?),
        },
        extinction: match &d.end.extinction {
            None => None,
            Some(x) => Some(Extinction {
                roles: roles_of(&x.pieces, "extinction.pieces")?,
                together: x.together,
                pseudo_royal: x.pseudo_royal,
                at_most: x.at_most,
                opponent_at_least: x.opponent_at_least,
                claim: x.claim,
                value: x.result,
            }),
        },
        flag: match &d.end.flag {
            None => None,
            Some(f) => Some(flag(f, geometry, roles_of(&f.pieces, "flag.pieces")?)?),
        },
        checks: d.end.checks,
        stalemate_piece_count: d.end.stalemate_piece_count,
        counting: match &d.end.counting {
            None => None,
            Some(c) => Some(Counting {
                board: c.board,
                board_at_most: c.board_at_most,
                board_with_pawns: c.board_with_pawns,
                from_pieces: c.from_pieces,
                pieces: c
                    .pieces
                    .iter()
                    .enumerate()
                    .map(|(i, &(l, n, moves))| {
                        Ok((
                            role_of(l, &format!("counting.pieces[{i}].piece"))?,
                            n,
                            moves,
                        ))
                    })
                    .collect::<Result<_, DefinitionError>>()?,
                otherwise: c.otherwise,
            }),
        },
    };
    // A Game looks at the rule before the repetition's, which is exact (as Fairy-Stockfish
    // orders them) only where no repetition can end the game sooner: three times or more.
    if d.end.move_repetition_loses && d.end.repetition < 3 {
        return Err(DefinitionError::new(
            "moveRepetitionLoses",
            "needs a repetition rule of three times or more (repetition)",
        ));
    }
    end.chasing = match &d.end.chasing {
        None => None,
        Some(c) => Some(chasing(c, &pieces, geometry, &role_of)?),
    };
    end.mate_rules = match &d.end.mate_rules {
        None => None,
        Some((only, needs)) => Some(MateRules {
            not_only_by: roles_of(only, "mateRules.notOnlyBy")?,
            needs_check_by: roles_of(needs, "mateRules.needsCheckBy")?,
        }),
    };
    let petrify = roles_of(&d.end.petrify_on_capture, "petrifyOnCapture")?;
    let explosions = match &d.end.explosions {
        None => None,
        Some(x) => Some(Explosions {
            immune: roles_of(&x.immune, "explosions.immune")?,
            mutually_immune: roles_of(&x.mutually_immune, "explosions.mutuallyImmune")?,
        }),
    };
    let random_start = match &d.random {
        None => None,
        Some(r) => Some(RandomStart {
            rank: r.rank,
            opposite_colors: roles_of(&r.opposite_colors, "random.oppositeColors")?,
        }),
    };
    let drops = match &d.drops {
        None => None,
        Some(x) => Some(compile_drops(x, geometry, &pieces, &role_of, &roles_of)?),
    };
    let piece_promotion = promoted::compile_piece_promotion(d, &pieces, geometry)?;
    if drops.as_ref().is_some_and(|x| x.promoted) && piece_promotion.is_none() {
        return Err(DefinitionError::new(
            "drops.promoted",
            "is true, but no piece has a promoted form (\"promoted\") to be dropped as",
        ));
    }
    let mut rules = Rules::new(
        d.id.clone(),
        d.name.clone(),
        geometry,
        pieces,
        castling,
        promotion,
        end,
        d.start.clone(),
    );
    if let Some(p) = &d.pawns {
        let white = match &p.double_step_squares {
            Some(text) => squares::parse(text, geometry)
                .map_err(|e| DefinitionError::new("pawns.doubleStep", &e))?,
            None => geometry
                .squares()
                .filter(|s| p.double_step.contains(&s.rank()))
                .fold(Set::EMPTY, |a, s| a | bit(geometry.bit_index(s))),
        };
        rules.double_step = [white, crate::core::bitboard::mirror(geometry, white)];
        rules.en_passant = p.en_passant;
        if let Some(by) = &p.en_passant_by {
            rules.en_passant_by = RoleSet::EMPTY;
            for (i, &l) in by.iter().enumerate() {
                let path = format!("pawns.enPassantBy[{i}]");
                match rules.role_of(l) {
                    Some(r) if rules.is_pawn(r) => rules.en_passant_by.insert(r),
                    Some(_) => {
                        return Err(DefinitionError::new(&path, format!("'{l}' is not a pawn")))
                    }
                    None => {
                        return Err(DefinitionError::new(
                            &path,
                            format!("'{l}' is no piece of the game"),
                        ))
                    }
                }
            }
        }
        if let Some(ranks) = &p.en_passant_ranks {
            rules.en_passant_ranks = ranks.iter().fold(0, |a, &r| a | 1 << r);
        }
    }
    rules.piece_promotion = piece_promotion;
    rules.must_capture = d.end.must_capture;
    rules.checking = d.end.checking;
    rules.checked_royal_captures_only = d.end.checked_royal_captures_only;
    rules.explosions = explosions;
    rules.petrify = petrify;
    rules.random_start = random_start;
    rules.fen = d.fen;
    rules.flying_general = d.flying_general;
    rules.duple_check = d.duple_check;
    rules.board_style = d.board_style;
    rules.diagonal_lines = diagonal_lines(d, geometry)?;
    rules.pass = d.pass;
    rules.bikjang = d.bikjang;
    if d.bikjang && d.flying_general {
        return Err(DefinitionError::new(
            "bikjang",
            "and flyingGeneral both rule on facing royal pieces: a game has one of them",
        ));
    }
    if (d.bikjang || d.pass) && rules.royals.is_empty() {
        let field = if d.pass { "pass" } else { "bikjang" };
        return Err(DefinitionError::new(field, "needs a royal piece"));
    }
    if let Some(text) = &d.holes {
        rules.holes =
            squares::parse(text, geometry).map_err(|e| DefinitionError::new("board.holes", &e))?;
    }
    rules.walling = match &d.walling {
        None => None,
        Some(w) => {
            let all = geometry
                .squares()
                .fold(Set::EMPTY, |a, s| a | bit(geometry.bit_index(s)));
            let region = match &w.squares {
                None => all,
                Some(text) => squares::parse(text, geometry)
                    .map_err(|e| DefinitionError::new("walling.squares", &e))?,
            };
            Some(Walling {
                rule: w.rule,
                region: region & !rules.holes,
            })
        }
    };
    rules.drops = drops.map(|mut x| {
        x.remove(rules.holes);
        x
    });
    let several = rules.castling.is_some_and(|c| c.several_royals());
    if rules.drops.as_ref().is_some_and(|x| x.gating)
        && (several || d.fen != crate::core::rules::FenDialect::Standard)
    {
        return Err(DefinitionError::new(
            "drops.gating",
            "needs the standard FEN and one castling royal piece: the castling field carries the gates",
        ));
    }
    if let Some(h) = &d.hooks {
        crate::variants::install_hooks(h, &mut rules)
            .map_err(|e| DefinitionError::new("hooks", &e))?;
    }
    let chess960 = d.castling.as_ref().is_some_and(|c| c.chess960);
    finish(rules, chess960)
}

/// The squares of the definition's `diagonalLines`, as they stand (0: none).
fn diagonal_lines(d: &Definition, g: Geometry) -> Result<Set, DefinitionError> {
    match &d.diagonal_lines {
        None => Ok(Set::EMPTY),
        Some(text) => {
            squares::parse(text, g).map_err(|e| DefinitionError::new("diagonalLines", &e))
        }
    }
}

/// A piece's moves along the diagonal lines ([`PieceType::diagonal_moves`]): diagonal steps
/// or rides, hopping or not, along a game's `diagonalLines`.
fn diagonal_moves(
    d: &Definition,
    g: Geometry,
    i: usize,
    moves: &str,
) -> Result<ZoneMoves, DefinitionError> {
    let field = format!("pieces[{i}].diagonalMoves");
    let movement = betza::movement(moves).map_err(|e| DefinitionError::new(&field, &e))?;
    let diagonal = |l: &crate::core::role::Line| {
        l.vector.0.abs() == 1 && l.vector.1.abs() == 1 && l.path != crate::core::role::Path::Lame
    };
    if movement.lines.is_empty() || !movement.lines.iter().all(diagonal) {
        return Err(DefinitionError::new(
            &field,
            format!("'{moves}': moves along diagonal lines are diagonal steps or rides (F, B, pB)"),
        ));
    }
    let squares = diagonal_lines(d, g)?;
    if squares == Set::EMPTY {
        return Err(DefinitionError::new(
            &field,
            "needs the game's diagonalLines: the squares of the lines it moves along",
        ));
    }
    Ok(ZoneMoves {
        squares,
        betza: moves.to_string(),
        movement,
    })
}

/// A piece's first moves ([`FirstMoves`]): leaps and rides to empty squares, the right kept
/// in the castling field (so in a game with neither castling nor gating), lost to the kinds
/// named.
fn first_moves(
    d: &Definition,
    i: usize,
    moves: &str,
    lost: &[char],
) -> Result<FirstMoves, DefinitionError> {
    let field = |key: &str| format!("pieces[{i}].firstMoves.{key}");
    let movement = betza::movement(moves).map_err(|e| DefinitionError::new(&field("betza"), &e))?;
    if movement.lines.is_empty()
        || movement
            .lines
            .iter()
            .any(|l| l.mode.captures() || l.path != crate::core::role::Path::Open)
    {
        return Err(DefinitionError::new(
            &field("betza"),
            format!("'{moves}': first moves go to empty squares (m), leaping or riding, never capturing or hopping"),
        ));
    }
    if d.castling.is_some() || d.drops.as_ref().is_some_and(|x| x.gating) {
        return Err(DefinitionError::new(
            &field("betza"),
            "the rights of first moves are kept in the castling field: a game with them has no castling or gating",
        ));
    }
    let mut lost_to = RoleSet::EMPTY;
    for (k, &l) in lost.iter().enumerate() {
        match d.pieces.iter().position(|q| q.letter == l) {
            Some(r) => lost_to.insert(Role(r as u8)),
            None => {
                return Err(DefinitionError::new(
                    &field(&format!("lostTo[{k}]")),
                    format!("'{l}' is no piece of the game"),
                ))
            }
        }
    }
    Ok(FirstMoves {
        betza: moves.to_string(),
        movement,
        lost_to,
    })
}

/// Checks a kind's first moves (Betza's `i`): only a pawn's, each a move-only leap, a lame
/// one twice a step (`ifmnD`: the double step, blocked by a piece on the square passed).
fn initial_moves(m: &crate::core::role::Movement, pawn: bool) -> Result<(), &'static str> {
    use crate::core::role::{Mode, Path};
    if m.initial.is_empty() {
        return Ok(());
    }
    if !pawn {
        return Err("'i' (a first move) is for a pawn's moves only");
    }
    for l in &m.initial {
        let (x, y) = l.vector;
        let twice_a_step = x % 2 == 0 && y % 2 == 0 && x.abs() <= 2 && y.abs() <= 2;
        if l.mode != Mode::Move || l.range != 1 {
            return Err("'i' takes a move-only leap (as imA, ifmnD)");
        }
        match l.path {
            Path::Open => {}
            Path::Lame if twice_a_step => {}
            _ => return Err("a pawn's lame first move is twice a step (as ifmnD)"),
        }
    }
    Ok(())
}

/// The region a game's flag rule names, as squares of each side.
fn flag(f: &FlagDefinition, g: Geometry, roles: RoleSet) -> Result<Flag, DefinitionError> {
    if roles.is_empty() {
        return Err(DefinitionError::new(
            "flag.pieces",
            "is empty: name the kinds that win by reaching the region",
        ));
    }
    let squares = f.squares.bits(g, "flag.squares")?;
    Ok(Flag {
        roles,
        squares,
        extra_move: f.extra_move,
        safe: f.safe,
    })
}

/// Reads letters as a set of kinds, an error naming the field at `path` for a letter of no
/// kind.
type RolesOf<'a> = dyn Fn(&[char], &str) -> Result<RoleSet, DefinitionError> + 'a;

/// The drop rules of a definition, for a game of these kinds on a board of `g` (its holes
/// aside, which the caller takes out).
fn compile_drops(
    d: &DropsDefinition,
    g: Geometry,
    pieces: &[PieceType],
    role_of: &dyn Fn(char, &str) -> Result<Role, DefinitionError>,
    roles_of: &RolesOf,
) -> Result<Drops, DefinitionError> {
    let zone = match &d.zone {
        None => Set::ALL,
        Some(text) => {
            squares::parse(text, g).map_err(|e| DefinitionError::new("drops.zone", &e))?
        }
    };
    let mut forbidden = Vec::new();
    for (letter, ranks) in &d.not_on_ranks {
        let role = role_of(*letter, &format!("drops.notOnRanks.{letter}"))?;
        forbidden.push((role, ranks.iter().fold(0u16, |a, &r| a | 1 << r)));
    }
    let mut drops = Drops::new(g, pieces.len(), zone, &forbidden);
    drops.captures_to_hand = d.captures_to_hand;
    // Where captures go elsewhere (bughouse's partner: Koedem), the board still remembers
    // promoted pieces when told to (`Q~`), as Fairy-Stockfish's two-board games write them.
    if d.demote {
        drops.demote = pieces.iter().position(|p| p.pawn).map(|i| Role(i as u8));
    }
    drops.one_per_file = roles_of(&d.one_per_file, "drops.onePerFile")?;
    drops.per_file = d.per_file;
    drops.no_mate = roles_of(&d.no_mate, "drops.noMate")?;
    drops.as_moves = d.as_moves;
    drops.gating = d.gating;
    drops.before_moves = match &d.before_moves {
        None => RoleSet::EMPTY,
        // `true`: every kind.
        Some(kinds) if kinds.is_empty() => (0..pieces.len()).fold(RoleSet::EMPTY, |mut s, i| {
            s.insert(Role(i as u8));
            s
        }),
        Some(kinds) => roles_of(kinds, "drops.beforeMoves")?,
    };
    drops.opposite_colors = roles_of(&d.opposite_colors, "drops.oppositeColors")?;
    drops.promoted = d.promoted;
    if !d.as_moves && !d.gating {
        return Err(DefinitionError::new(
            "drops.asMoves",
            "is false and the game has no gating: the pieces of the hand could never enter",
        ));
    }
    Ok(drops)
}

/// The castling rules of a definition.
fn castling(
    c: &CastlingDefinition,
    pieces: &[PieceType],
    role_of: &dyn Fn(char, &str) -> Result<Role, DefinitionError>,
) -> Result<CastlingRules, DefinitionError> {
    let mut royals = RoleSet::EMPTY;
    let mut primary = None;
    if c.royals.is_empty() {
        let all: Vec<usize> = (0..pieces.len()).filter(|&i| pieces[i].royal).collect();
        match all.as_slice() {
            [k] => {
                royals.insert(Role(*k as u8));
                primary = Some(Role(*k as u8));
            }
            [] => {
                return Err(DefinitionError::new(
                    "castling.royal",
                    "is missing: no piece is royal, name the piece that castles",
                ))
            }
            _ => {
                return Err(DefinitionError::new(
                    "castling.royal",
                    "is missing: the game has several royal pieces",
                ))
            }
        }
    }
    // The kinds a list names and its first, each error naming its field (indexed when there
    // are several).
    let kinds = |list: &[char], key: &str| -> Result<(RoleSet, Option<Role>), DefinitionError> {
        let mut set = RoleSet::EMPTY;
        let mut first = None;
        for (i, &l) in list.iter().enumerate() {
            let path = match list.len() {
                1 => format!("castling.{key}"),
                _ => format!("castling.{key}[{i}]"),
            };
            let r = role_of(l, &path)?;
            set.insert(r);
            first.get_or_insert(r);
        }
        Ok((set, first))
    };
    let (named, first) = kinds(&c.royals, "royal")?;
    royals.0 |= named.0;
    primary = primary.or(first);
    let (rooks, rook) = kinds(&c.rooks, "rook")?;
    let Some(rook) = rook else {
        return Err(DefinitionError::new("castling.rook", "names no piece"));
    };
    if royals.intersects(rooks) {
        return Err(DefinitionError::new(
            "castling.rook",
            "is the royal piece itself",
        ));
    }
    let right = [c.queenside, c.kingside];
    let left = c.left_royal.map_or(right, |(k, q)| [q, k]);
    Ok(CastlingRules {
        royals,
        primary: primary.unwrap_or(Role(0)),
        rook,
        rooks,
        start: crate::core::castling::Castling::NONE,
        land: [left, right],
        rank: c.rank,
        dropped: c.dropped,
    })
}

/// Reads the start position into the game: the pieces each side starts with (for promotion
/// to captured pieces and the count of royal pieces) and the castling rights it gives (for
/// UCI's castling), then checks it.
fn finish(rules: Rules, chess960: bool) -> Result<Arc<Rules>, DefinitionError> {
    let start_error = |e: fen::FenError| DefinitionError::new("start", e.to_string());
    let mut rules = Arc::new(rules);
    let start: Position = fen::parse_styled(&rules, &rules.start_fen.clone(), Validation::None)
        .map_err(start_error)?
        .0;
    let mut initial = [[0u8; MAX_ROLES]; 2];
    let mut start_hand = RoleSet::EMPTY;
    for c in Color::ALL {
        for role in rules.roles() {
            // The pieces in hand too: placement chess's kings start there.
            let n = start.board().count(c, role) + usize::from(start.reserves().count(c, role));
            initial[c.index()][role.index()] = n.min(255) as u8;
            if start.reserves().count(c, role) > 0 {
                start_hand.insert(role);
            }
        }
        let royal = rules
            .royals
            .iter()
            .any(|r| initial[c.index()][r.index()] > 0);
        let needs_royal = !rules.royals.is_empty() && rules.end.extinction.is_none();
        if !royal && needs_royal && rules.hooks.validate.is_none() {
            return Err(DefinitionError::new(
                "start",
                format!("{c} has no royal piece"),
            ));
        }
    }
    let rights = start.castling();
    let pawns = || rules.roles().filter(|&r| rules.is_pawn(r));
    let sideways = pawns().any(|r| {
        rules
            .piece(r)
            .movement
            .lines
            .iter()
            .any(|l| l.vector.1 == 0)
    });
    let first_rank_pawns = Color::ALL.map(|c| {
        let g = rules.geometry;
        let rank = g.squares().filter(|s| start.relative_rank(c, *s) == 0);
        let rank = rank.fold(Set::EMPTY, |a, s| a | bit(g.bit_index(s)));
        let on_it = pawns().fold(Set::EMPTY, |a, r| a | start.board().pieces_of(c, r)) & rank;
        if on_it != Set::EMPTY && sideways {
            rank
        } else {
            on_it
        }
    });
    drop(start);
    let Some(r) = Arc::get_mut(&mut rules) else {
        return Err(DefinitionError::new("", "the game is already in use"));
    };
    r.initial = initial;
    r.first_rank_pawns = first_rank_pawns;
    if let Some(d) = r.drops.as_mut() {
        d.start_hand = start_hand;
    }
    // A Chess960 game writes every castle as the royal taking its rook: no start position's
    // rights make an exception.
    if let Some(c) = r.castling.as_mut().filter(|_| !chess960) {
        c.start = rights;
        // Placement chess: the castles of the pieces dropped where they castle are written
        // as the royal piece's move (`e1g1`), as those of a start position are.
        if let Some((royal, [left, right])) = c.dropped {
            for color in Color::ALL {
                c.start.set_royal(color, Wing::Right, Some(royal));
                c.start.set_rook(color, Wing::Left, Some(left));
                c.start.set_rook(color, Wing::Right, Some(right));
            }
        }
    }
    fen::parse(&rules, &rules.start_fen).map_err(start_error)?;
    Ok(rules)
}

/// Xiangqi's rule on chasing: its kinds as roles, each a piece of the game, each named once,
/// every piece of the game one of them (the rule knows how those attack, not others).
fn chasing(
    c: &ends::ChasingDefinition,
    pieces: &[PieceType],
    geometry: Geometry,
    role_of: &dyn Fn(char, &str) -> Result<Role, DefinitionError>,
) -> Result<Chasing, DefinitionError> {
    let mut roles = [Role(0); 7];
    for (i, (&l, name)) in c.kinds.iter().zip(ends::CHASING_KINDS).enumerate() {
        let path = format!("chasing.{name}");
        roles[i] = role_of(l, &path)?;
        if let Some(j) = c.kinds[..i].iter().position(|&m| m == l) {
            return Err(DefinitionError::new(
                &path,
                format!("'{l}' is the {} already", ends::CHASING_KINDS[j]),
            ));
        }
    }
    if let Some(p) = pieces.iter().find(|p| !c.kinds.contains(&p.letter)) {
        return Err(DefinitionError::new(
            "chasing",
            format!(
                "'{}' ({}) is none of the kinds the rule on chasing knows (general, advisor, \
                 elephant, horse, chariot, cannon, soldier)",
                p.letter, p.name
            ),
        ));
    }
    if geometry.size() > 128 {
        return Err(DefinitionError::new(
            "chasing",
            "is played on boards of 128 squares at most",
        ));
    }
    let [general, advisor, elephant, horse, chariot, cannon, soldier] = roles;
    Ok(Chasing {
        general,
        advisor,
        elephant,
        horse,
        chariot,
        cannon,
        soldier,
    })
}
