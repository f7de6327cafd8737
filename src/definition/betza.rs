//! Betza's notation of how a piece moves, read into [`Atom`]s: a set of vectors, taken once
//! (a leap) or repeated (a ride), for moves, captures or both.
//!
//! The subset read: the atoms `W F D N A H C Z G`, the shorthands `K Q R B` and `P` (an
//! orthodox pawn), a doubled atom for a ride (`WW`, `NN`) or a range (`W4`), and before an
//! atom the modifiers `m` (moves only), `c` (captures only), the directions `f b l r v s`,
//! relative to the side (forward is towards the opponent), and as Fairy-Stockfish reads them
//! `p` (a ride over one piece, the screen, then on: the cannon's capture `cpR`), `g` (a ride
//! landing just behind the first piece: the grasshopper `gQ`), `n` (a lame leap, blocked
//! by a piece on its way: xiangqi's horse `nN`) and `i` (a pawn's first move only: Spartan
//! chess's hoplite jumps `imA`); modifiers and a range before and after a
//! shorthand apply to each of its atoms (`mR`, `fK`, `R4`).
//!
//! ```
//! use fenboard::definition::betza::{parse, Mode};
//! let pawn = parse("fmWfcF").unwrap();
//! assert_eq!(pawn.len(), 2);
//! assert_eq!(pawn[0].vectors, vec![(0, 1)]);
//! assert_eq!(pawn[1].mode, Mode::Capture);
//! let rook = parse("R").unwrap();
//! assert_eq!((rook[0].vectors.len(), rook[0].range), (4, 0));
//! assert!(parse("X").unwrap_err().contains("'X'"));
//! let cannon = parse("mRcpR").unwrap();
//! assert_eq!(cannon[1].path, fenboard::core::role::Path::Hop);
//! ```

pub use crate::core::role::Mode;
use crate::core::role::{Line, Movement, Path};

/// One part of a piece's movement: steps of the same kind, for white (black's are mirrored).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Atom {
    /// The steps `(files, ranks)`, forward being `+ranks`.
    pub vectors: Vec<(i8, i8)>,
    /// 1 for a leap, `n` for a ride of at most `n` steps, 0 for a ride to the edge.
    pub range: u8,
    /// Moves, captures or both.
    pub mode: Mode,
    /// How it meets the pieces in its way.
    pub path: Path,
    /// Whether it is taken only from the double-step squares (`i`: a pawn's first move).
    pub initial: bool,
}

/// The basic vector `(a, b)` of an atom letter, `a >= b >= 0`.
fn basic(letter: u8) -> Option<(i8, i8)> {
    Some(match letter {
        b'W' => (1, 0),
        b'F' => (1, 1),
        b'D' => (2, 0),
        b'N' => (2, 1),
        b'A' => (2, 2),
        b'H' => (3, 0),
        b'C' => (3, 1),
        b'Z' => (3, 2),
        b'G' => (3, 3),
        _ => return None,
    })
}

/// The shorthand letters, as the atoms they stand for.
fn shorthand(letter: u8) -> Option<&'static str> {
    Some(match letter {
        b'K' => "WF",
        b'Q' => "WWFF",
        b'R' => "WW",
        b'B' => "FF",
        b'P' => "fmWfcF",
        _ => return None,
    })
}

/// Every vector of a basic `(a, b)`: its 4 or 8 symmetric images.
fn all_vectors((a, b): (i8, i8)) -> Vec<(i8, i8)> {
    let mut out = Vec::with_capacity(8);
    for (x, y) in [(a, b), (b, a)] {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let v = (x * sx, y * sy);
            if !out.contains(&v) {
                out.push(v);
            }
        }
    }
    out
}

/// Whether vector `(x, y)` is in the direction a group of direction letters names.
///
/// One letter is a half-plane (`f`: forward), `v` and `s` the moves more vertical than
/// sideways and the reverse (`f` and `b`, `l` and `r`, for a diagonal atom: all of it), a
/// doubled letter the narrow part of a half-plane (`ff`: the moves more forward than
/// sideways), and two different letters the moves both name (`fl`: forward-left, `fs`:
/// forward and more sideways than forward).
fn in_direction(group: &str, (x, y): (i8, i8)) -> bool {
    let diagonal = x.abs() == y.abs();
    let vertical = y.abs() > x.abs() || diagonal;
    let sideways = x.abs() > y.abs() || diagonal;
    let one = |c: char| match c {
        'f' => y > 0,
        'b' => y < 0,
        'l' => x < 0,
        'r' => x > 0,
        'v' => vertical,
        's' => sideways,
        _ => false,
    };
    let chars: Vec<char> = group.chars().collect();
    match chars.as_slice() {
        [c] => one(*c),
        [a, b] if a == b && matches!(a, 'f' | 'b') => one(*a) && vertical,
        [a, b] if a == b => one(*a) && sideways,
        [a, b] => one(*a) && one(*b),
        _ => false,
    }
}

/// The vectors of `vectors` the direction letters `dirs` keep: the union of their groups
/// ([`direction_groups`]), a group that names no vector of the atom read as its letters one
/// by one (`fsW`, the soldier of xiangqi: forward and sideways; `fsN`: the two forward moves
/// more sideways than forward).
fn select(vectors: &mut Vec<(i8, i8)>, dirs: &str) {
    let all = vectors.clone();
    let mut groups = Vec::new();
    for g in direction_groups(dirs) {
        if g.len() == 2 && !all.iter().any(|&v| in_direction(&g, v)) {
            groups.extend(g.chars().map(String::from));
        } else {
            groups.push(g);
        }
    }
    vectors.retain(|&v| groups.iter().any(|g| in_direction(g, v)));
}

/// Splits the direction letters before an atom into groups, which add up: a letter with the
/// same letter after it (`ff`), or `f`/`b` with `l`/`r`/`v`/`s` or `l`/`r` with
/// `f`/`b`/`v`/`s` (`fl`, `rb`, `fs`), is one group; `fb` is `f` and `b`.
fn direction_groups(dirs: &str) -> Vec<String> {
    let chars: Vec<char> = dirs.chars().collect();
    let mut groups = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        let pairs = |a: char, b: char| {
            a == b && !matches!(a, 'v' | 's')
                || (matches!(a, 'f' | 'b') && matches!(b, 'l' | 'r' | 'v' | 's'))
                || (matches!(a, 'l' | 'r') && matches!(b, 'f' | 'b' | 'v' | 's'))
        };
        match next {
            Some(n) if pairs(c, n) => {
                groups.push([c, n].iter().collect());
                i += 2;
            }
            _ => {
                groups.push(c.to_string());
                i += 1;
            }
        }
    }
    groups
}

/// Reads a Betza text into a piece's movement: its atoms' lines, a vector in two modes (`mW`
/// and `cW`) one line of both; an empty text is a piece that does not move by itself.
pub fn movement(text: &str) -> Result<Movement, String> {
    let mut m = Movement::default();
    if text.is_empty() {
        return Ok(m);
    }
    for atom in parse(text)? {
        let lines = if atom.initial {
            &mut m.initial
        } else {
            &mut m.lines
        };
        for &vector in &atom.vectors {
            let same = lines
                .iter_mut()
                .find(|l| l.vector == vector && l.range == atom.range && l.path == atom.path);
            match same {
                Some(l) if l.mode != atom.mode => l.mode = Mode::Both,
                Some(_) => {}
                None => lines.push(Line {
                    vector,
                    range: atom.range,
                    mode: atom.mode,
                    path: atom.path,
                }),
            }
        }
    }
    Ok(m)
}

/// Reads a Betza text into atoms; the error says which letter at which place (1-based) is
/// wrong.
pub fn parse(text: &str) -> Result<Vec<Atom>, String> {
    let mut atoms = Vec::new();
    read(text, &mut atoms, 0)?;
    if atoms.is_empty() {
        return Err("no move: write at least one atom (as N or fmW)".into());
    }
    Ok(atoms)
}

fn read(text: &str, atoms: &mut Vec<Atom>, offset: usize) -> Result<(), String> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        let (mode, dirs, path, initial) = read_modifiers(bytes, &mut i, offset)?;
        let Some(&letter) = bytes.get(i) else {
            return Err(format!(
                "modifiers with no atom after them at {}",
                offset + start + 1
            ));
        };
        let first = atoms.len();
        if let Some(expansion) = shorthand(letter) {
            read_shorthand(text, expansion, &mut i, atoms, offset, mode)?;
        } else {
            let Some(base) = basic(letter) else {
                return Err(format!(
                    "unknown Betza letter '{}' at {} (read: W F D N A H C Z G K Q R B P)",
                    char::from(letter),
                    offset + i + 1
                ));
            };
            i += 1;
            let range = if bytes.get(i) == Some(&letter) {
                // A doubled atom rides; with a range, at most that many steps (`WW3`).
                i += 1;
                read_range(text, &mut i, offset)?.unwrap_or(0)
            } else {
                read_range(text, &mut i, offset)?.unwrap_or(1)
            };
            let vectors = all_vectors(base);
            atoms.push(Atom {
                vectors,
                range,
                mode,
                path: Path::Open,
                initial: false,
            });
        }
        if initial {
            for atom in &mut atoms[first..] {
                atom.initial = true;
            }
        }
        if path != Path::Open {
            let at = offset + start + 1;
            for atom in &mut atoms[first..] {
                atom.path = path;
                match path {
                    Path::Lame if atom.range != 1 => {
                        return Err(format!("'n' at {at} takes a leaping atom (as nN, nA)"))
                    }
                    Path::Hop | Path::Grasshop if atom.range == 1 => {
                        return Err(format!(
                            "'{}' at {at} takes a riding atom (as pR, gQ)",
                            if path == Path::Hop { 'p' } else { 'g' }
                        ))
                    }
                    Path::Grasshop => atom.range = 1,
                    _ => {}
                }
            }
        }
        if !dirs.is_empty() {
            if letter == b'P' {
                return Err(format!(
                    "modifiers before 'P' at {} (P is a whole pawn: write its atoms, as fmWfcF)",
                    offset + start + dirs.len() + 1
                ));
            }
            for atom in &mut atoms[first..] {
                select(&mut atom.vectors, &dirs);
            }
            atoms.retain(|a| !a.vectors.is_empty());
            if atoms.len() == first {
                return Err(format!(
                    "the directions '{}' leave '{}' at {} no move",
                    dirs,
                    letter as char,
                    offset + i
                ));
            }
        }
    }
    Ok(())
}

/// The modifiers before an atom, read from `i` on: how it moves (`m`, `c`, or both), its
/// direction letters, how it meets the pieces in its way (`p`, `g`, `n`), and whether it is
/// a first move only (`i`).
fn read_modifiers(
    bytes: &[u8],
    i: &mut usize,
    offset: usize,
) -> Result<(Mode, String, Path, bool), String> {
    let mut initial = false;
    let mut mode = Mode::Both;
    let mut dirs = String::new();
    let mut path = Path::Open;
    while *i < bytes.len() && bytes[*i].is_ascii_lowercase() {
        match bytes[*i] {
            b'm' | b'c' => {
                let m = if bytes[*i] == b'm' {
                    Mode::Move
                } else {
                    Mode::Capture
                };
                if mode != Mode::Both && mode != m {
                    return Err(format!("'m' and 'c' together at {}", offset + *i + 1));
                }
                mode = m;
            }
            b'f' | b'b' | b'l' | b'r' | b'v' | b's' => dirs.push(bytes[*i] as char),
            b'i' => initial = true,
            b'p' | b'g' | b'n' => {
                if path != Path::Open {
                    return Err(format!(
                        "two of 'p', 'g' and 'n' together at {}",
                        offset + *i + 1
                    ));
                }
                path = match bytes[*i] {
                    b'p' => Path::Hop,
                    b'g' => Path::Grasshop,
                    _ => Path::Lame,
                };
            }
            other => {
                return Err(format!(
                    "unknown Betza modifier '{}' at {} (read: m c f b l r v s p g n i)",
                    other as char,
                    offset + *i + 1
                ))
            }
        }
        *i += 1;
    }
    Ok((mode, dirs, path, initial))
}

/// A shorthand at `i` (`R`, `K`, `P`) and its range: its atoms, with the modifiers' mode and
/// the range given to each (`mR`, `R4`); `P`, a whole pawn, takes neither.
fn read_shorthand(
    text: &str,
    expansion: &str,
    i: &mut usize,
    atoms: &mut Vec<Atom>,
    offset: usize,
    mode: Mode,
) -> Result<(), String> {
    let pawn = text.as_bytes()[*i] == b'P';
    if pawn && mode != Mode::Both {
        return Err(format!(
            "modifiers before 'P' at {} (P is a whole pawn: write its atoms, as fmWfcF)",
            offset + *i + 1
        ));
    }
    let first = atoms.len();
    read(expansion, atoms, offset + *i)?;
    *i += 1;
    let range = read_range(text, i, offset)?;
    if !pawn {
        for atom in &mut atoms[first..] {
            atom.mode = mode;
            if let Some(r) = range {
                atom.range = r;
            }
        }
    }
    Ok(())
}

/// A range after an atom (`W4`): its digits read from `i` on, which moves past them.
fn read_range(text: &str, i: &mut usize, offset: usize) -> Result<Option<u8>, String> {
    let digits = text.as_bytes()[*i..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    if digits == 0 {
        return Ok(None);
    }
    let n: u32 = text[*i..*i + digits].parse().unwrap_or(0);
    if !(1..=9).contains(&n) {
        return Err(format!(
            "range {} at {} is not 1 to 9",
            &text[*i..*i + digits],
            offset + *i + 1
        ));
    }
    *i += digits;
    Ok(Some(n as u8))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vectors(text: &str) -> Vec<(i8, i8)> {
        let mut v: Vec<_> = parse(text)
            .unwrap()
            .into_iter()
            .flat_map(|a| a.vectors)
            .collect();
        v.sort();
        v
    }

    #[test]
    fn atoms_have_their_symmetric_vectors() {
        assert_eq!(vectors("W").len(), 4);
        assert_eq!(vectors("F").len(), 4);
        assert_eq!(vectors("N").len(), 8);
        assert_eq!(vectors("G").len(), 4);
        assert_eq!(vectors("Z").len(), 8);
        assert_eq!(vectors("K").len(), 8);
        assert_eq!(vectors("Q").len(), 8);
    }

    #[test]
    fn directions_select_vectors() {
        assert_eq!(vectors("fW"), vec![(0, 1)]);
        assert_eq!(vectors("fF"), vec![(-1, 1), (1, 1)]);
        assert_eq!(vectors("sW"), vec![(-1, 0), (1, 0)]);
        assert_eq!(vectors("vW"), vec![(0, -1), (0, 1)]);
        assert_eq!(vectors("fN").len(), 4);
        assert_eq!(vectors("ffN"), vec![(-1, 2), (1, 2)]);
        assert_eq!(vectors("fsN"), vec![(-2, 1), (2, 1)]);
        assert_eq!(vectors("vN").len(), 4);
        assert_eq!(vectors("flN"), vec![(-2, 1), (-1, 2)]);
        assert_eq!(vectors("flF"), vec![(-1, 1)]);
        assert_eq!(vectors("fbW"), vectors("vW"));
        assert_eq!(vectors("llN"), vec![(-2, -1), (-2, 1)]);
        // A pair that names no move of the atom adds up instead.
        assert_eq!(vectors("fsW"), vec![(-1, 0), (0, 1), (1, 0)]);
        assert_eq!(vectors("vF").len(), 4);
        assert_eq!(vectors("fR").len(), 1);
    }

    #[test]
    fn shorthands_take_modifiers_and_ranges() {
        assert_eq!(vectors("fK"), vec![(-1, 1), (0, 1), (1, 1)]);
        let m = parse("mR").unwrap();
        assert!(m.iter().all(|a| a.mode == Mode::Move && a.range == 0));
        assert!(parse("R4").unwrap().iter().all(|a| a.range == 4));
        assert_eq!(parse("WW3").unwrap()[0].range, 3);
        assert_eq!(parse("K2").unwrap()[1].range, 2);
    }

    #[test]
    fn rides_and_ranges() {
        let a = parse("NN").unwrap();
        assert_eq!((a.len(), a[0].range), (1, 0));
        assert_eq!(parse("W4").unwrap()[0].range, 4);
        assert_eq!(parse("R").unwrap()[0].range, 0);
        assert_eq!(parse("N").unwrap()[0].range, 1);
    }

    #[test]
    fn hoppers_and_lame_leapers() {
        let cannon = movement("mRcpR").unwrap();
        assert_eq!(cannon.lines.len(), 8);
        assert!(cannon
            .lines
            .iter()
            .all(|l| (l.path == Path::Hop) == (l.mode == Mode::Capture)));
        let grasshopper = parse("gQ").unwrap();
        assert!(grasshopper
            .iter()
            .all(|a| a.path == Path::Grasshop && a.range == 1));
        assert_eq!(parse("nN").unwrap()[0].path, Path::Lame);
        assert!(parse("nR")
            .unwrap_err()
            .contains("'n' at 1 takes a leaping atom"));
        assert!(parse("pW")
            .unwrap_err()
            .contains("'p' at 1 takes a riding atom"));
        assert!(parse("mpnN").unwrap_err().contains("two of"));
    }

    #[test]
    fn first_moves() {
        let hoplite = movement("fmFfcWimA").unwrap();
        assert_eq!((hoplite.lines.len(), hoplite.initial.len()), (3, 4));
        let sergeant = movement("fKifmnD").unwrap();
        assert_eq!(sergeant.initial.len(), 1);
        assert_eq!(sergeant.initial[0].path, Path::Lame);
        assert_eq!(sergeant.initial[0].mode, Mode::Move);
    }

    #[test]
    fn bad_texts_say_where() {
        assert!(parse("").unwrap_err().contains("no move"));
        assert!(parse("fX").unwrap_err().contains("'X' at 2"));
        assert!(parse("Nx").unwrap_err().contains("'x' at 2"));
        assert!(parse("fm").unwrap_err().contains("no atom"));
        assert!(parse("mcW").unwrap_err().contains("'m' and 'c'"));
        assert!(parse("W0").unwrap_err().contains("range"));
        assert!(parse("fP").unwrap_err().contains("'P'"));
        assert!(parse("W10").unwrap_err().contains("range"));
    }
}
