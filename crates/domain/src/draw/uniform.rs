//! Drawing among all valid draws: rejection sampling, exact counting, and
//! the Markov chain (see the parent module's notes).

use super::{pick, Allowed, Dice, COUNTING_MAX_PEOPLE};

/// A uniformly random permutation that is a valid draw, within `tries`.
/// Fisher-Yates fixes giver 0's receiver first, then giver 1's, ...; a try
/// ends at its first forbidden pair. Each try starts from where the last
/// left the order, which is fine: Fisher-Yates is uniform from any order.
pub(super) fn by_rejection(
    allowed: &Allowed,
    tries: usize,
    dice: &mut impl Dice,
) -> Option<Vec<usize>> {
    let people = allowed.people;
    let mut receiver_of: Vec<usize> = (0..people).collect();
    'tries: for _ in 0..tries {
        for giver in 0..people {
            let chosen = giver + pick(dice, people - giver);
            receiver_of.swap(giver, chosen);
            if !allowed.allows(giver, receiver_of[giver]) {
                continue 'tries;
            }
        }
        return Some(receiver_of);
    }
    None
}

/// The number of ways to complete every partial draw in which givers
/// `0..k` have taken the receivers of a set of size k.
pub(super) struct Counts {
    /// Each giver's allowed receivers as bits.
    allowed_bits: Vec<u32>,
    /// `completions[used]`: the ways to give receivers outside `used` to
    /// givers `used.count_ones()..people`. At most (people - k)! <= 20!,
    /// under `u64::MAX`.
    completions: Vec<u64>,
}

impl Counts {
    /// The counts (a backward DP from all receivers used), or `None` beyond
    /// [`COUNTING_MAX_PEOPLE`].
    pub(super) fn new(allowed: &Allowed) -> Option<Counts> {
        let people = allowed.people;
        if people > COUNTING_MAX_PEOPLE {
            return None;
        }
        let allowed_bits: Vec<u32> = (0..people)
            .map(|giver| {
                allowed
                    .receivers(giver)
                    .iter()
                    .fold(0, |bits, &receiver| bits | 1 << receiver)
            })
            .collect();
        let all_used = (1_u32 << people) - 1;
        let mut completions = vec![0_u64; 1 << people];
        completions[all_used as usize] = 1;
        // A larger set of used receivers is a larger number, so every count
        // needed is ready when `used` comes.
        for used in (0..all_used).rev() {
            let giver = used.count_ones() as usize;
            let mut free = allowed_bits[giver] & !used;
            let mut ways = 0;
            while free != 0 {
                let receiver = free.trailing_zeros();
                free &= free - 1;
                ways += completions[(used | 1 << receiver) as usize];
            }
            completions[used as usize] = ways;
        }
        Some(Counts {
            allowed_bits,
            completions,
        })
    }

    /// How many valid draws there are.
    pub(super) fn total(&self) -> u64 {
        self.completions[0]
    }

    /// A uniformly random valid draw: each giver in turn takes a receiver
    /// with probability (completions after it) / (completions before), so
    /// each draw comes out with probability 1 / total. `None` if there is
    /// none.
    pub(super) fn sample(&self, dice: &mut impl Dice) -> Option<Vec<usize>> {
        if self.total() == 0 {
            return None;
        }
        let mut used = 0_u32;
        let mut receiver_of = Vec::with_capacity(self.allowed_bits.len());
        for &allowed_bits in &self.allowed_bits {
            let mut ticket = dice.below(self.completions[used as usize]);
            let mut free = allowed_bits & !used;
            let chosen = loop {
                if free == 0 {
                    return None; // unreachable: the counts add up
                }
                let receiver = free.trailing_zeros();
                free &= free - 1;
                let ways = self.completions[(used | 1 << receiver) as usize];
                if ticket < ways {
                    break receiver;
                }
                ticket -= ways;
            };
            used |= 1 << chosen;
            receiver_of.push(chosen as usize);
        }
        Some(receiver_of)
    }
}

/// `steps` moves of the Markov chain from the valid draw `receiver_of`.
///
/// A step picks a giver A uniformly and one of A's allowed receivers
/// uniformly, held by B; then, with probability 1/2 each:
/// - swap: A and B exchange receivers, kept if B may give to A's;
/// - rotation: one of B's allowed receivers, held by C (not A or B), is
///   drawn uniformly; A takes B's, B takes C's and C takes A's, kept if C
///   may give to A's.
///
/// A kept move is proposed with probability depending only on the givers'
/// numbers of allowed receivers, which do not change, and its reverse is
/// proposed with the same probability (from either giver of a swap, from
/// any of the three of a rotation), so the chain is symmetric and the
/// uniform distribution is stationary. See the module's notes for its
/// limits.
pub(super) fn by_chain(
    allowed: &Allowed,
    mut receiver_of: Vec<usize>,
    steps: usize,
    dice: &mut impl Dice,
) -> Vec<usize> {
    let people = allowed.people;
    let mut giver_of = vec![0; people];
    for (giver, &receiver) in receiver_of.iter().enumerate() {
        giver_of[receiver] = giver;
    }
    for _ in 0..steps {
        let a = pick(dice, people);
        let choices = allowed.receivers(a);
        let wanted = choices[pick(dice, choices.len())];
        if wanted == receiver_of[a] {
            continue;
        }
        let b = giver_of[wanted];
        let a_had = receiver_of[a];
        if dice.below(2) == 0 {
            if allowed.allows(b, a_had) {
                receiver_of[a] = wanted;
                receiver_of[b] = a_had;
                giver_of[wanted] = a;
                giver_of[a_had] = b;
            }
        } else {
            let choices = allowed.receivers(b);
            let b_wants = choices[pick(dice, choices.len())];
            let c = giver_of[b_wants];
            if c == a || c == b || !allowed.allows(c, a_had) {
                continue;
            }
            receiver_of[a] = wanted;
            receiver_of[b] = b_wants;
            receiver_of[c] = a_had;
            giver_of[wanted] = a;
            giver_of[b_wants] = b;
            giver_of[a_had] = c;
        }
    }
    receiver_of
}
