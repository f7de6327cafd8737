//! How Bario's turns are written and read (the game's notation hooks): UCI `K@g1`,
//! `N@b1,b1c3`, `Q=d8,e8d8`; SAN `K@g1`, `N@b1,Nc3`, `Qd8X,Kxd8`.

use super::Error;
use crate::core::error::VariantError;
use crate::core::position::{reserve_index, Position};
use crate::core::role::Role;
use crate::util::text::{owned, split};

/// The error for a turn that no legal turn matches because its identification (`Q=d8`,
/// `Qd8X`) or definition (`N@b1`) names a type the side to move has none of in its reserve.
pub(super) fn refuse_move(pos: &Position, text: &str) -> Option<VariantError> {
    let reserve = pos.reserve(pos.turn());
    for part in split(text, b',') {
        // A piece letter (ASCII: a byte) then `=` or `@`, or the four bytes `Qd8X`.
        let b = part.as_bytes();
        let (Some(&letter), Some(&next)) = (b.first(), b.get(1)) else {
            continue;
        };
        let Some(role) = Role::from_chess_char(char::from(letter)) else {
            continue;
        };
        let names_reserve = next == b'=' || next == b'@' || (b.len() == 4 && b[3] == b'X');
        if let Some(i) = reserve_index(role) {
            if names_reserve && reserve[i] == 0 {
                let text = owned(text);
                return Some(Error::NotInReserve { text, role }.into());
            }
        }
    }
    None
}
