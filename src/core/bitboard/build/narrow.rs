//! The tables of a board, built in [`Set`]s, turned into the narrower sets its size allows.

use crate::core::bitboard::tables::{AttackGroup, AttackRole, LeapGroup, PawnStep, Tables};
use crate::core::bitboard::Bits;
use crate::core::bitboard::Set;

impl Tables<Set> {
    /// The same tables in sets of `B` (the board's squares must fit).
    pub(super) fn narrow<B: Bits>(self) -> Tables<B> {
        let sets = |t: Box<[Set]>| -> Box<[B]> { t.iter().map(|&x| B::from_set(x)).collect() };
        let step = |s: &PawnStep<Set>| PawnStep {
            delta: s.delta,
            from: B::from_set(s.from),
            quiet: s.quiet,
            capture: s.capture,
            double: B::from_set(s.double),
        };
        let [a0, a1] = self.attack;
        let group = |a: AttackGroup<Set>| AttackGroup {
            leaps: a
                .leaps
                .into_iter()
                .map(|l| LeapGroup {
                    roles: l.roles,
                    to: sets(l.to),
                    from: sets(l.from),
                    shifts: l.shifts.iter().map(|&(d, f)| (d, B::from_set(f))).collect(),
                })
                .collect(),
            orth: a.orth,
            diag: a.diag,
            rides: a.rides,
            ride_roles: a.ride_roles,
        };
        let z = |(a, b, c): (Set, Set, Set)| (B::from_set(a), B::from_set(b), B::from_set(c));
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
            board: B::from_set(self.board),
            ranks: sets(self.ranks),
            attack: [group(a0), group(a1)],
            attack_roles: self.attack_roles.map(|roles| {
                roles
                    .iter()
                    .map(|a| AttackRole {
                        group: a.group,
                        orth: B::from_set(a.orth),
                        diag: B::from_set(a.diag),
                        rides: B::from_set(a.rides),
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
