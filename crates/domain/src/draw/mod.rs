//! The name draw (Secret Santa): everyone in a group gives one gift to one
//! other person of the group, and receives one.
//!
//! People are numbered `0..people`; a draw is `receiver_of[giver]`. A pair
//! giver -> receiver is allowed unless it is the giver themself, one of the
//! rules' `exclusions` (directed: "both ways" is two pairs) or one of the
//! `previous` years' pairs. A draw is a perfect matching of the bipartite
//! graph of allowed pairs, which makes it a permutation.
//!
//! **Whether a draw exists** is exact: Hopcroft-Karp finds a maximum
//! matching. When it is not perfect, the answer names a group that breaks
//! Hall's condition, read off that matching: the givers reachable by
//! alternating paths from an unmatched giver, and the receivers they may
//! give to, one fewer than the givers ([`NoDraw::TooFewRecipients`]).
//!
//! **Every valid draw equally likely**, by these methods in turn:
//! 1. Rejection sampling: a uniformly random permutation, kept when every
//!    pair in it is allowed, up to [`REJECTION_TRIES`] tries. Each try stops
//!    at its first forbidden pair (Fisher-Yates one giver at a time), which
//!    changes the cost, not the distribution. Exactly uniform.
//! 2. Up to [`COUNTING_MAX_PEOPLE`] people, counting: a subset DP over the
//!    receivers used so far gives the number of ways to complete a partial
//!    draw, and each giver in turn takes each allowed receiver with
//!    probability proportional to the completions it leaves. Exactly uniform
//!    (20! < 2^64, so the counts fit a `u64`); 2^n counts, so bounded in n.
//! 3. Beyond that, a Markov chain on draws started from a Hopcroft-Karp
//!    matching (on shuffled choices), run for [`CHAIN_STEPS_PER_PERSON`]
//!    steps per person. A step proposes either a swap of two givers'
//!    receivers or a rotation among three givers, chosen so that each move
//!    and its reverse are proposed with the same probability, and keeps it
//!    only if every new pair is allowed. The uniform distribution is
//!    therefore stationary, but the result is only *approximately* uniform:
//!    the number of steps is fixed, not a proven mixing time, and swaps and
//!    3-rotations may not connect every pair of draws (two draws that differ
//!    only by a longer cycle whose shorter pieces are all forbidden), in
//!    which case draws unreachable from the start are never returned. It
//!    runs only when rejection sampling failed, i.e. when the rules leave a
//!    tiny fraction of all permutations, for more than 20 people.
//!
//! [`Drawn::method`] says which one produced a draw.
//!
//! **One loop** (`single_loop`): the draw must be one cycle through
//! everyone (Ann -> Ben -> ... -> Ann). First rejection sampling over random
//! orders of everyone after person 0 (exactly uniform over loops), then up
//! to [`LOOP_COUNTING_MAX_PEOPLE`] people an exact count of Hamiltonian
//! cycles (a DP over the people visited and the last one, 2^(n-1)·n counts)
//! that samples uniformly or proves there is none. Beyond that a randomised
//! depth-first search (fewest onward choices first, ties broken at random)
//! of at most [`LOOP_SEARCH_RESTARTS`] restarts of [`LOOP_SEARCH_STEPS`]
//! steps each: its loop is not uniform, and when it gives up,
//! [`NoDraw::NoSingleLoop`] says that none was *found* (`proven: false`),
//! not that none exists.
//!
//! Randomness is injected ([`Dice`]), so the domain stays pure and tests are
//! seeded.

mod matching;
mod single_loop;
mod uniform;

#[cfg(test)]
mod tests;

use matching::perfect_matching;
use single_loop::{loop_by_rejection, loop_by_search, LoopCounts, Search};
use uniform::{by_chain, by_rejection, Counts};

/// Random permutations tried before drawing another way.
pub const REJECTION_TRIES: usize = 50_000;
/// The most people for exact sampling by counting (2^n counts of 8 bytes:
/// 8 MiB at 20; 20! still fits a `u64`).
pub const COUNTING_MAX_PEOPLE: usize = 20;
/// Markov chain steps per person, beyond [`COUNTING_MAX_PEOPLE`].
pub const CHAIN_STEPS_PER_PERSON: usize = 1_000;
/// The most people for exact counting of single loops (2^(n-1)·n counts:
/// 4 MiB at 16).
pub const LOOP_COUNTING_MAX_PEOPLE: usize = 16;
/// Restarts of the single-loop search beyond [`LOOP_COUNTING_MAX_PEOPLE`].
pub const LOOP_SEARCH_RESTARTS: usize = 20;
/// People placed (search steps) per restart of the single-loop search.
pub const LOOP_SEARCH_STEPS: usize = 10_000;

/// The random source: a uniform number in `0..bound` (`bound >= 1`). The
/// bound is a `u64` because the counting sampler draws among up to 20!.
pub trait Dice {
    fn below(&mut self, bound: u64) -> u64;
}

/// What limits who gives to whom. Pairs are `(giver, receiver)`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DrawRules {
    /// Pairs never drawn (a couple both ways is two pairs).
    pub exclusions: Vec<(usize, usize)>,
    /// Earlier years' pairs, also never drawn; kept apart so that an
    /// impossible draw can say whether they are what blocks it.
    pub previous: Vec<(usize, usize)>,
    /// Everyone in one loop.
    pub single_loop: bool,
}

/// Why there is no draw.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NoDraw {
    #[error("a draw needs at least two people, not {people}")]
    TooFewPeople { people: usize },
    /// A rule names someone outside `0..people`.
    #[error("person {person} is not in the draw")]
    NotInDraw { person: usize },
    /// These givers (ascending) may only give to these receivers (ascending),
    /// fewer than them. `possible_without_previous`: a draw exists when
    /// earlier years' pairs are allowed again.
    #[error("givers {givers:?} can only give to {receivers:?}")]
    TooFewRecipients {
        givers: Vec<usize>,
        receivers: Vec<usize>,
        possible_without_previous: bool,
    },
    /// Draws exist, but none is one loop through everyone (`proven`), or
    /// the bounded search found none (`!proven`).
    #[error("no draw puts everyone in one loop")]
    NoSingleLoop { proven: bool },
}

/// How a draw was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// A random permutation (or loop) that happened to be allowed.
    Rejection,
    /// Exact counting of the draws.
    Counting,
    /// The Markov chain (approximately uniform).
    Chain,
    /// Exact counting of the single loops.
    LoopCounting,
    /// The bounded single-loop search (not uniform).
    LoopSearch,
}

impl Method {
    /// Whether every valid draw was equally likely.
    pub fn is_uniform(self) -> bool {
        !matches!(self, Method::Chain | Method::LoopSearch)
    }
}

/// A draw and how it was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drawn {
    /// Whom each person gives to.
    pub receiver_of: Vec<usize>,
    pub method: Method,
}

/// Whether a draw exists under the rules (a single loop included when
/// asked), without drawing: the organiser's "why is there no draw".
/// Beyond [`LOOP_COUNTING_MAX_PEOPLE`] the single-loop answer comes from
/// the same bounded search as [`draw`] (seeded by the group size).
pub fn check(people: usize, rules: &DrawRules) -> Result<(), NoDraw> {
    let allowed = feasible(people, rules)?;
    if rules.single_loop {
        single_loop_exists(&allowed)?;
    }
    Ok(())
}

/// A random draw: `receiver_of[giver]`, every valid draw equally likely
/// (see the module's notes for the exceptions).
pub fn draw(people: usize, rules: &DrawRules, dice: &mut impl Dice) -> Result<Vec<usize>, NoDraw> {
    draw_with_method(people, rules, dice).map(|drawn| drawn.receiver_of)
}

/// [`draw`], saying how the draw was made.
pub fn draw_with_method(
    people: usize,
    rules: &DrawRules,
    dice: &mut impl Dice,
) -> Result<Drawn, NoDraw> {
    let allowed = feasible(people, rules)?;
    if rules.single_loop {
        draw_single_loop(&allowed, dice)
    } else {
        draw_any(&allowed, dice)
    }
}

/// Who may give to whom.
struct Allowed {
    people: usize,
    /// `matrix[giver * people + receiver]`.
    matrix: Vec<bool>,
    /// Each giver's allowed receivers, ascending.
    receivers: Vec<Vec<usize>>,
}

impl Allowed {
    /// Everyone may give to everyone else but the `blocked` pairs (all
    /// within `0..people`).
    fn new<'a>(people: usize, blocked: impl IntoIterator<Item = &'a (usize, usize)>) -> Allowed {
        let mut matrix = vec![true; people * people];
        for person in 0..people {
            matrix[person * people + person] = false;
        }
        for &(giver, receiver) in blocked {
            matrix[giver * people + receiver] = false;
        }
        let receivers = (0..people)
            .map(|giver| {
                (0..people)
                    .filter(|&receiver| matrix[giver * people + receiver])
                    .collect()
            })
            .collect();
        Allowed {
            people,
            matrix,
            receivers,
        }
    }

    fn allows(&self, giver: usize, receiver: usize) -> bool {
        self.matrix[giver * self.people + receiver]
    }

    fn receivers(&self, giver: usize) -> &[usize] {
        &self.receivers[giver]
    }
}

/// The allowed pairs when some draw exists, or why none does.
fn feasible(people: usize, rules: &DrawRules) -> Result<Allowed, NoDraw> {
    if people < 2 {
        return Err(NoDraw::TooFewPeople { people });
    }
    let blocked = rules.exclusions.iter().chain(&rules.previous);
    if let Some(person) = blocked
        .clone()
        .flat_map(|&(giver, receiver)| [giver, receiver])
        .find(|&person| person >= people)
    {
        return Err(NoDraw::NotInDraw { person });
    }
    let allowed = Allowed::new(people, blocked);
    match perfect_matching(&allowed.receivers) {
        Ok(_) => Ok(allowed),
        Err(violator) => {
            let possible_without_previous = !rules.previous.is_empty()
                && perfect_matching(&Allowed::new(people, &rules.exclusions).receivers).is_ok();
            Err(NoDraw::TooFewRecipients {
                givers: violator.givers,
                receivers: violator.receivers,
                possible_without_previous,
            })
        }
    }
}

/// A uniform draw (approximately, past the counting limit); a draw exists.
fn draw_any(allowed: &Allowed, dice: &mut impl Dice) -> Result<Drawn, NoDraw> {
    let drawn = |receiver_of, method| {
        Ok(Drawn {
            receiver_of,
            method,
        })
    };
    if let Some(receiver_of) = by_rejection(allowed, REJECTION_TRIES, dice) {
        return drawn(receiver_of, Method::Rejection);
    }
    if let Some(receiver_of) = Counts::new(allowed).and_then(|counts| counts.sample(dice)) {
        return drawn(receiver_of, Method::Counting);
    }
    // Start from a matching found on shuffled choices, so that the chain
    // does not always set off from the same draw.
    let mut shuffled = allowed.receivers.clone();
    for receivers in &mut shuffled {
        shuffle(receivers, dice);
    }
    let start = perfect_matching(&shuffled).map_err(|violator| NoDraw::TooFewRecipients {
        givers: violator.givers,
        receivers: violator.receivers,
        possible_without_previous: false,
    })?;
    let steps = CHAIN_STEPS_PER_PERSON * allowed.people;
    drawn(by_chain(allowed, start, steps, dice), Method::Chain)
}

/// A single loop through everyone; some draw exists.
fn draw_single_loop(allowed: &Allowed, dice: &mut impl Dice) -> Result<Drawn, NoDraw> {
    if let Some(receiver_of) = loop_by_rejection(allowed, REJECTION_TRIES, dice) {
        return Ok(Drawn {
            receiver_of,
            method: Method::Rejection,
        });
    }
    if let Some(counts) = LoopCounts::new(allowed) {
        return match counts.sample(dice) {
            Some(receiver_of) => Ok(Drawn {
                receiver_of,
                method: Method::LoopCounting,
            }),
            None => Err(NoDraw::NoSingleLoop { proven: true }),
        };
    }
    match loop_by_search(allowed, LOOP_SEARCH_RESTARTS, LOOP_SEARCH_STEPS, dice) {
        Search::Found(receiver_of) => Ok(Drawn {
            receiver_of,
            method: Method::LoopSearch,
        }),
        Search::NoneExists => Err(NoDraw::NoSingleLoop { proven: true }),
        Search::GaveUp => Err(NoDraw::NoSingleLoop { proven: false }),
    }
}

/// Whether a single loop exists, without drawing one.
fn single_loop_exists(allowed: &Allowed) -> Result<(), NoDraw> {
    if let Some(counts) = LoopCounts::new(allowed) {
        return match counts.total() {
            0 => Err(NoDraw::NoSingleLoop { proven: true }),
            _ => Ok(()),
        };
    }
    let mut dice = SplitMix(allowed.people as u64);
    match loop_by_search(allowed, LOOP_SEARCH_RESTARTS, LOOP_SEARCH_STEPS, &mut dice) {
        Search::Found(_) => Ok(()),
        Search::NoneExists => Err(NoDraw::NoSingleLoop { proven: true }),
        Search::GaveUp => Err(NoDraw::NoSingleLoop { proven: false }),
    }
}

/// A uniform index into `0..len` (`len >= 1`).
fn pick(dice: &mut impl Dice, len: usize) -> usize {
    dice.below(len as u64) as usize
}

/// Fisher-Yates.
fn shuffle<T>(items: &mut [T], dice: &mut impl Dice) {
    for i in (1..items.len()).rev() {
        items.swap(i, pick(dice, i + 1));
    }
}

/// A fixed pseudo-random order for [`check`]'s search (SplitMix64; the
/// slight modulo bias does not matter for a search order).
struct SplitMix(u64);

impl Dice for SplitMix {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % bound.max(1)
    }
}
