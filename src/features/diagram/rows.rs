//! The FEN rows form of a diagram's position: its rows read (how a run of digits counts
//! depends on the board's width), and which game it shows: the one asked for, else one the
//! rows give evidence of, else none (a picture).
//!
//! Every loop is bounded by the input length: rows beyond the thirteenth are never looked at,
//! and a row's letters past the twelfth file are counted, not kept.

use super::{clip, Diagram, DiagramError, Variant};
use crate::core::geometry::{Geometry, Square, MAX_SIDE, SQUARES};

/// The fewest rows and files a picture has: fewer is no board (a word between colons).
const MIN_SIDE: u8 = 4;

/// How the rows are to be read.
pub(super) enum Reading<'a> {
    /// As this game's.
    Game(&'a Variant),
    /// As a built-in game's the rows show, else as a picture.
    Infer,
    /// As a picture, whatever they show.
    Picture,
}

/// One row: its pieces by file (the first twelve files), and the squares it describes.
struct Row<'a> {
    text: &'a str,
    pieces: Vec<(u8, char)>,
    squares: usize,
}

/// Reads the rows of `position` into `d`, whose game (or none) it decides: the diagram's
/// variant, geometry, board and reserve.
pub(super) fn read_rows(
    d: &mut Diagram,
    position: &str,
    reading: Reading,
) -> Result<(), DiagramError> {
    let texts: Vec<&str> = position.split('/').take(MAX_SIDE as usize + 1).collect();
    let variant = match reading {
        Reading::Game(v) => Some(v.clone()),
        Reading::Infer => infer(&texts),
        Reading::Picture => None,
    };
    let (geometry, rows) = match &variant {
        Some(v) => {
            let g = v.geometry();
            let rows = read(&texts, g.width);
            check_size(&rows, Some(g))?;
            // Short rows are padded, but a board whose every row is short is another
            // board (nine files are not Grand chess's ten).
            let widest = widest(&rows);
            if widest < g.width {
                return Err(DiagramError::TooNarrow {
                    files: widest,
                    width: Some(g.width),
                });
            }
            (g, rows)
        }
        None => {
            let rows = read(&texts, MAX_SIDE);
            check_size(&rows, None)?;
            let width = widest(&rows);
            if width < MIN_SIDE {
                return Err(DiagramError::TooNarrow {
                    files: width,
                    width: None,
                });
            }
            let height = rows.len() as u8;
            (Geometry { width, height }, rows)
        }
    };
    d.geometry = geometry;
    d.variant = variant;
    let all = rows_letters(&rows);
    for (i, row) in rows.iter().enumerate() {
        let rank = geometry.height - 1 - i as u8;
        for &(file, letter) in &row.pieces {
            let sq = Square::new(file, rank);
            if letter == '*' && d.has_walls() {
                d.walls.push(sq);
                continue;
            }
            let letter = d.letter_of(letter, i + 1, &all, sq)?;
            if let Some(slot) = d.board.get_mut(sq.index()) {
                *slot = Some(letter);
            }
        }
    }
    Ok(())
}

/// The squares of the widest row (the rows fit a board: at most 12).
fn widest(rows: &[Row]) -> u8 {
    rows.iter()
        .map(|r| r.squares)
        .max()
        .unwrap_or(0)
        .min(MAX_SIDE as usize) as u8
}

/// Every letter of the rows, for the evidence an error message may name.
fn rows_letters(rows: &[Row]) -> Vec<(Square, char)> {
    let height = rows.len() as u8;
    rows.iter()
        .enumerate()
        .flat_map(|(i, r)| {
            r.pieces
                .iter()
                .map(move |&(f, c)| (Square::new(f, height - 1 - i as u8), c))
        })
        .collect()
}

/// The built-in game the rows show, on evidence: as many rows and files as its board, its
/// letters only, and for Bario at least two undefined pieces (a lone `u` is no evidence).
fn infer(texts: &[&str]) -> Option<Variant> {
    for id in ["chess", "bario", "grand"] {
        let v = Variant::builtin(id).ok()?;
        let rules = v.rules()?;
        let g = rules.geometry;
        if texts.len() != g.height as usize {
            continue;
        }
        let rows = read(texts, g.width);
        if rows.iter().map(|r| r.squares).max() != Some(g.width as usize) {
            continue;
        }
        let letters = || rows.iter().flat_map(|r| r.pieces.iter().map(|&(_, c)| c));
        let known = letters().all(|c| {
            rules
                .pieces
                .iter()
                .any(|p| p.letter == c.to_ascii_lowercase())
        });
        let stand_ins = rules.stand_in.map_or(0, |u| {
            let u = rules.letter(u);
            letters().filter(|c| c.to_ascii_lowercase() == u).count()
        });
        if known && (rules.stand_in.is_none() || stand_ins >= 2) {
            return Some(v);
        }
    }
    None
}

/// The rows' sizes against the board's (`None`: a picture's, 4 to 12 rows and up to 12
/// files).
fn check_size(rows: &[Row], board: Option<Geometry>) -> Result<(), DiagramError> {
    let n = rows.len();
    match board {
        Some(g) if n != g.height as usize => {
            return Err(DiagramError::BadRowCount {
                rows: n,
                expected: Some(g.height),
            })
        }
        None if !(MIN_SIDE as usize..=MAX_SIDE as usize).contains(&n) => {
            return Err(DiagramError::BadRowCount {
                rows: n,
                expected: None,
            })
        }
        _ => {}
    }
    let width = board.map_or(MAX_SIDE, |g| g.width);
    match rows.iter().position(|r| r.squares > width as usize) {
        Some(i) => Err(DiagramError::RowTooLong {
            row: i + 1,
            text: clip(rows[i].text),
            squares: rows[i].squares,
            width,
            board: board.is_some(),
        }),
        None => Ok(()),
    }
}

/// The rows, each read for a board `width` files wide.
fn read<'a>(texts: &[&'a str], width: u8) -> Vec<Row<'a>> {
    texts.iter().map(|t| read_row(t, width)).collect()
}

/// One row. A run of digits is one number on a board of ten files or more if the row has
/// room for it, else each digit counts alone (`91` = 9 + 1); `0` adds nothing.
fn read_row(text: &str, width: u8) -> Row<'_> {
    let width = usize::from(width);
    let bytes = text.as_bytes();
    let (mut pieces, mut file, mut j) = (Vec::new(), 0usize, 0);
    while j < bytes.len() {
        let b = bytes[j];
        if b.is_ascii_digit() {
            let digit = usize::from(b - b'0');
            let run = bytes[j..]
                .iter()
                .take(3)
                .take_while(|b| b.is_ascii_digit())
                .count();
            let number = bytes[j..j + run]
                .iter()
                .fold(0, |n, &d| n * 10 + usize::from(d - b'0'));
            if width > 9 && run > 1 && file + number <= width {
                file += number;
                j += run;
            } else {
                file += digit;
                j += 1;
            }
            continue;
        }
        let c = text.get(j..).and_then(|t| t.chars().next()).unwrap_or('?');
        if file < MAX_SIDE as usize {
            pieces.push((file as u8, c));
        }
        file += 1;
        j += c.len_utf8();
    }
    Row {
        text,
        pieces,
        squares: file,
    }
}

impl Diagram {
    /// Whether the diagram's game may have walls (`*`: petrified's pieces turned to stone, walling games' walls).
    fn has_walls(&self) -> bool {
        (self.variant.as_ref())
            .and_then(|v| v.rules())
            .is_some_and(|r| r.has_walls())
    }

    /// The letter a piece written `letter` on `sq` (row `row` from the top) stands as in the
    /// diagram's game: the kind's own letter (for an alias), or the letter itself in a
    /// picture or on a draughts board (on a dark square).
    fn letter_of(
        &self,
        letter: char,
        row: usize,
        all: &[(Square, char)],
        sq: Square,
    ) -> Result<char, DiagramError> {
        let unknown = |game: Option<&Variant>| DiagramError::UnknownPiece {
            letter,
            row,
            game: game.map(|v| (v.name().to_string(), v.letters())),
            draughts_hint: game.is_some_and(|v| !v.is_draughts()) && looks_like_draughts(all),
        };
        let Some(v) = &self.variant else {
            return if letter.is_ascii_alphabetic() {
                Ok(letter)
            } else {
                Err(unknown(None))
            };
        };
        match v.rules() {
            Some(rules) => {
                let role = rules
                    .role_of(letter)
                    .filter(|_| letter.is_ascii_alphabetic());
                let role = role.ok_or_else(|| unknown(Some(v)))?;
                let own = rules.letter(role);
                Ok(if letter.is_ascii_uppercase() {
                    own.to_ascii_uppercase()
                } else {
                    own
                })
            }
            None => {
                if !matches!(letter, 'm' | 'M' | 'k' | 'K') {
                    return Err(unknown(Some(v)));
                }
                if !self.geometry.is_dark(sq) {
                    return Err(DiagramError::LightSquare { square: sq });
                }
                Ok(letter)
            }
        }
    }
}

/// Whether a board's pieces are evidence of draughts: men and kings only (`m`, `k`), all on
/// dark squares, at least two men.
fn looks_like_draughts(pieces: &[(Square, char)]) -> bool {
    let g = Geometry::CHESS;
    let men = pieces
        .iter()
        .filter(|(_, c)| matches!(c, 'm' | 'M'))
        .count();
    men >= 2
        && pieces
            .iter()
            .all(|&(sq, c)| matches!(c, 'm' | 'M' | 'k' | 'K') && g.is_dark(sq))
}

/// An empty board of the most squares a diagram has.
pub(super) const NO_PIECES: [Option<char>; SQUARES] = [None; SQUARES];
