//! Castling rights, by colour and by wing of the back rank.
//!
//! ```
//! use fenboard::core::castling::Wing;
//! use fenboard::core::color::Color;
//! let chess = fenboard::Variant::builtin("chess").unwrap();
//! let rights = chess.start_position().chess().unwrap().castling();
//! assert_eq!(rights.rook(Color::White, Wing::Left), Some(0)); // the a1 rook
//! assert_eq!(rights.royal(Color::Black, Wing::Right), Some(4)); // the e8 king
//! assert_eq!(rights.royal(Color::Black, Wing::Left), None); // chess has one castling royal
//! ```

use crate::core::color::Color;

/// A side of the back rank as White sees the board: towards the a-file (left) or towards the
/// last file (right), whatever the board's width. A rook castles on its wing of the royal
/// piece; of two castling royals (Coregal's king and queen), one is the left and one the right
/// royal.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Wing {
    /// Towards the a-file.
    Left,
    /// Towards the last file (h, or j on ten files).
    Right,
}

impl Wing {
    /// Both wings, left first.
    pub const ALL: [Wing; 2] = [Wing::Left, Wing::Right];

    /// The wing of the back rank that `file` is on, seen from `from`: left if it is nearer
    /// the a-file.
    ///
    /// ```
    /// use fenboard::core::castling::Wing;
    /// assert_eq!(Wing::of(0, 4), Wing::Left);
    /// assert_eq!(Wing::of(7, 4), Wing::Right);
    /// ```
    #[inline(always)]
    pub const fn of(file: u8, from: u8) -> Wing {
        if file < from {
            Wing::Left
        } else {
            Wing::Right
        }
    }

    /// 0 for left, 1 for right: where the tables keep a wing.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Castling rights by files on each side's back rank: for each colour, the file of the rook on
/// each wing that may still castle, and the file of each royal piece that may still castle (a
/// game with one castling royal, the king in chess, keeps it as the right royal).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Castling {
    /// Rooks with their right, by colour then wing.
    rook: [[Option<u8>; 2]; 2],
    /// Royals with their right, by colour then wing.
    royal: [[Option<u8>; 2]; 2],
}

impl Castling {
    /// No castling rights at all.
    pub const NONE: Castling = Castling {
        rook: [[None; 2]; 2],
        royal: [[None; 2]; 2],
    };

    /// The file of `color`'s rook on `wing` that may still castle.
    #[inline(always)]
    pub fn rook(&self, color: Color, wing: Wing) -> Option<u8> {
        self.rook[color.index()][wing.index()]
    }

    /// The file of `color`'s `wing` royal piece that may still castle.
    #[inline(always)]
    pub fn royal(&self, color: Color, wing: Wing) -> Option<u8> {
        self.royal[color.index()][wing.index()]
    }

    /// Gives (`Some(file)`) or takes (`None`) the right of `color`'s rook on `wing`.
    ///
    /// ```
    /// use fenboard::core::castling::{Castling, Wing};
    /// use fenboard::core::color::Color;
    /// let mut rights = Castling::NONE;
    /// rights.set_rook(Color::White, Wing::Right, Some(7));
    /// assert_eq!(rights.rook(Color::White, Wing::Right), Some(7));
    /// ```
    #[inline(always)]
    pub fn set_rook(&mut self, color: Color, wing: Wing, file: Option<u8>) {
        self.rook[color.index()][wing.index()] = file;
    }

    /// Gives (`Some(file)`) or takes (`None`) the right of `color`'s `wing` royal piece.
    #[inline(always)]
    pub fn set_royal(&mut self, color: Color, wing: Wing, file: Option<u8>) {
        self.royal[color.index()][wing.index()] = file;
    }

    /// Which of `color`'s castling royals stands on `file`, if one that may still castle does.
    ///
    /// ```
    /// use fenboard::core::castling::Wing;
    /// use fenboard::core::color::Color;
    /// let chess = fenboard::Variant::builtin("chess").unwrap();
    /// let rights = chess.start_position().chess().unwrap().castling();
    /// assert_eq!(rights.royal_wing(Color::White, 4), Some(Wing::Right));
    /// assert_eq!(rights.royal_wing(Color::White, 3), None);
    /// ```
    #[inline(always)]
    pub fn royal_wing(&self, color: Color, file: u8) -> Option<Wing> {
        let [left, right] = self.royal[color.index()];
        if left == Some(file) {
            Some(Wing::Left)
        } else if right == Some(file) {
            Some(Wing::Right)
        } else {
            None
        }
    }

    /// Whether a colour keeps any castling right.
    #[inline(always)]
    pub fn any(&self, color: Color) -> bool {
        let [left, right] = self.rook[color.index()];
        left.is_some() || right.is_some()
    }

    /// Whether no right is left at all (`== Castling::NONE`).
    #[inline(always)]
    pub(crate) fn is_none(&self) -> bool {
        let [[a, b], [c, d]] = self.rook;
        let [[e, f], [g, h]] = self.royal;
        a.is_none()
            && b.is_none()
            && c.is_none()
            && d.is_none()
            && e.is_none()
            && f.is_none()
            && g.is_none()
            && h.is_none()
    }

    /// Forgets the rights of `color`'s piece on `file` of its back rank.
    #[inline(always)]
    pub(crate) fn forget(&mut self, color: Color, file: u8) {
        for f in self.royal[color.index()].iter_mut() {
            if *f == Some(file) {
                *f = None;
            }
        }
        self.forget_rook(color, file);
    }

    /// Forgets the rights of `color`'s rook on `file` of its back rank.
    #[inline(always)]
    pub(crate) fn forget_rook(&mut self, color: Color, file: u8) {
        for f in self.rook[color.index()].iter_mut() {
            if *f == Some(file) {
                *f = None;
            }
        }
    }

    /// Drops the rights of a side left with no castling royal or no castling rook.
    #[inline(always)]
    pub(crate) fn canonicalize(&mut self) {
        for c in 0..2 {
            let ([a, b], [left, right]) = (self.royal[c], self.rook[c]);
            if (a.is_none() && b.is_none()) || (left.is_none() && right.is_none()) {
                self.royal[c] = [None; 2];
                self.rook[c] = [None; 2];
            }
        }
    }
}
