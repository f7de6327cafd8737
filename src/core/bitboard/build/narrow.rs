//! The tables of a board of at most 64 squares, built in `u128` sets, turned into `u64` ones.

use crate::core::bitboard::tables::{AttackGroup, AttackRole, LeapGroup, PawnStep, Tables};
use crate::core::bitboard::Bits;

impl Tables<u128> {
    /// The same tables in 64-bit sets (the board must have at most 64 squares).
    pub(super) fn narrow<B: Bits>(self) -> Tables<B> {
        let sets = |t: Box<[u128]>| -> Box<[B]> { t.iter().map(|&x| B::from_u128(x)).collect() };
        let step = |s: &PawnStep<u128>| PawnStep {
            delta: s.delta,
            from: B::from_u128(s.from),
            quiet: s.quiet,
            capture: s.capture,
            double: B::from_u128(s.double),
        };
        let [a0, a1] = self.attack;
        let group = |a: AttackGroup<u128>| AttackGroup {
            leaps: a
                .leaps
                .into_iter()
                .map(|l| LeapGroup {
                    roles: l.roles,
                    to: sets(l.to),
                    from: sets(l.from),
                    shifts: l
                        .shifts
                        .iter()
                        .map(|&(d, f)| (d, B::from_u128(f)))
                        .collect(),
                })
                .collect(),
            orth: a.orth,
            diag: a.diag,
            rides: a.rides,
            ride_roles: a.ride_roles,
        };
        let z = |(a, b, c): (u128, u128, u128)| (B::from_u128(a), B::from_u128(b), B::from_u128(c));
        Tables {
            geometry: self.geometry,
            n: self.n,
            roles: self.roles,
            squares: self.squares,
            quiet: sets(self.quiet),
            capture: sets(self.capture),
            orth: self.orth,
            diag: self.diag,
            uniform: self.uniform,
            riding: self.riding,
            rides: self.rides,
            steps: self
                .steps
                .iter()
                .map(|v| v.iter().map(step).collect())
                .collect(),
            lines: sets(self.lines),
            ray: self.ray.map(sets),
            between: sets(self.between),
            line: sets(self.line),
            orth_empty: sets(self.orth_empty),
            diag_empty: sets(self.diag_empty),
            around: sets(self.around),
            board: B::from_u128(self.board),
            ranks: sets(self.ranks),
            attack: [group(a0), group(a1)],
            attack_roles: self.attack_roles.map(|roles| {
                roles
                    .iter()
                    .map(|a| AttackRole {
                        group: a.group,
                        orth: B::from_u128(a.orth),
                        diag: B::from_u128(a.diag),
                        rides: B::from_u128(a.rides),
                    })
                    .collect()
            }),
            order: self.order,
            zone: self.zone.map(z),
            castle_paths: self.castle_paths,
            special_roles: self.special_roles,
            local_attacks: self.local_attacks,
            special: self.special,
            special_near: self.special_near,
        }
    }
}
