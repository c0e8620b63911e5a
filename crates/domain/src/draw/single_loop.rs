//! Drawing one loop through everyone: rejection sampling, exact counting of
//! Hamiltonian cycles, and a bounded search (see the parent module's notes).

use super::{pick, shuffle, Allowed, Dice, LOOP_COUNTING_MAX_PEOPLE};

/// The draw that goes round `order` (person 0 first) and back.
fn draw_of_order(order: &[usize]) -> Vec<usize> {
    let mut receiver_of = vec![0; order.len()];
    for (position, &giver) in order.iter().enumerate() {
        receiver_of[giver] = order.get(position + 1).copied().unwrap_or(order[0]);
    }
    receiver_of
}

/// A uniformly random loop of allowed pairs, within `tries`: a random order
/// of everyone after person 0 (each loop is exactly one such order), kept
/// if every step of it and the way back to 0 are allowed. Each try ends at
/// its first forbidden step.
pub(super) fn loop_by_rejection(
    allowed: &Allowed,
    tries: usize,
    dice: &mut impl Dice,
) -> Option<Vec<usize>> {
    let people = allowed.people;
    let mut order: Vec<usize> = (0..people).collect();
    'tries: for _ in 0..tries {
        for position in 1..people {
            let chosen = position + pick(dice, people - position);
            order.swap(position, chosen);
            if !allowed.allows(order[position - 1], order[position]) {
                continue 'tries;
            }
        }
        if allowed.allows(order[people - 1], 0) {
            return Some(draw_of_order(&order));
        }
    }
    None
}

/// The number of ways to finish every path that starts at person 0: for a
/// set of people visited besides 0 and the last of them, the orders of the
/// rest that end with a step allowed back to 0.
pub(super) struct LoopCounts {
    people: usize,
    /// Each person's allowed receivers other than 0, as bits: person p
    /// (p >= 1) is bit p - 1.
    onward_bits: Vec<u32>,
    /// `completions[visited * people + last]`; at most (people - 1)! <= 15!.
    completions: Vec<u64>,
    /// Loops through everyone: the completions from person 0 alone.
    total: u64,
}

impl LoopCounts {
    /// The counts, or `None` beyond [`LOOP_COUNTING_MAX_PEOPLE`].
    pub(super) fn new(allowed: &Allowed) -> Option<LoopCounts> {
        let people = allowed.people;
        if people > LOOP_COUNTING_MAX_PEOPLE {
            return None;
        }
        let onward_bits: Vec<u32> = (0..people)
            .map(|giver| {
                allowed
                    .receivers(giver)
                    .iter()
                    .filter(|&&receiver| receiver != 0)
                    .fold(0, |bits, &receiver| bits | 1 << (receiver - 1))
            })
            .collect();
        let everyone = (1_u32 << (people - 1)) - 1;
        let mut completions = vec![0_u64; (everyone as usize + 1) * people];
        for last in 1..people {
            completions[everyone as usize * people + last] = u64::from(allowed.allows(last, 0));
        }
        // Larger visited sets are larger numbers: their counts come first.
        for visited in (1..everyone).rev() {
            for last in 1..people {
                if visited & 1 << (last - 1) == 0 {
                    continue;
                }
                let mut next = onward_bits[last] & !visited;
                let mut ways = 0;
                while next != 0 {
                    let bit = next.trailing_zeros();
                    next &= next - 1;
                    ways += completions[(visited | 1 << bit) as usize * people + bit as usize + 1];
                }
                completions[visited as usize * people + last] = ways;
            }
        }
        let mut counts = LoopCounts {
            people,
            onward_bits,
            completions,
            total: 0,
        };
        counts.total = counts.ways_after(0, 0);
        Some(counts)
    }

    /// The completions from `last` having visited `visited`, summed over
    /// the next person.
    fn ways_after(&self, visited: u32, last: usize) -> u64 {
        let mut next = self.onward_bits[last] & !visited;
        let mut ways = 0;
        while next != 0 {
            let bit = next.trailing_zeros();
            next &= next - 1;
            ways += self.next_ways(visited, bit);
        }
        ways
    }

    fn next_ways(&self, visited: u32, bit: u32) -> u64 {
        self.completions[(visited | 1 << bit) as usize * self.people + bit as usize + 1]
    }

    /// How many single loops there are.
    pub(super) fn total(&self) -> u64 {
        self.total
    }

    /// A uniformly random single loop (each next person with probability
    /// proportional to the completions it leaves), or `None` if there is
    /// none.
    pub(super) fn sample(&self, dice: &mut impl Dice) -> Option<Vec<usize>> {
        if self.total == 0 {
            return None;
        }
        let mut order = vec![0];
        let (mut visited, mut last, mut ways_here) = (0_u32, 0, self.total);
        for _ in 1..self.people {
            let mut ticket = dice.below(ways_here);
            let mut next = self.onward_bits[last] & !visited;
            let chosen = loop {
                if next == 0 {
                    return None; // unreachable: the counts add up
                }
                let bit = next.trailing_zeros();
                next &= next - 1;
                let ways = self.next_ways(visited, bit);
                if ticket < ways {
                    ways_here = ways;
                    break bit;
                }
                ticket -= ways;
            };
            visited |= 1 << chosen;
            last = chosen as usize + 1;
            order.push(last);
        }
        Some(draw_of_order(&order))
    }
}

/// What the bounded search ended with.
pub(super) enum Search {
    Found(Vec<usize>),
    /// A search ran to its end: there is no single loop.
    NoneExists,
    /// Every restart ran out of steps.
    GaveUp,
}

/// Depth-first search for a loop from person 0, trying next the people with
/// the fewest onward choices left (Warnsdorff's rule; ties in random
/// order), restarted up to `restarts` times with `steps` each.
pub(super) fn loop_by_search(
    allowed: &Allowed,
    restarts: usize,
    steps: usize,
    dice: &mut impl Dice,
) -> Search {
    for _ in 0..restarts {
        match search_once(allowed, steps, dice) {
            Search::GaveUp => continue,
            ended => return ended,
        }
    }
    Search::GaveUp
}

/// A person on the search's path and the choices still to try from them.
struct Step {
    person: usize,
    choices: Vec<usize>,
    tried: usize,
}

fn search_once(allowed: &Allowed, steps: usize, dice: &mut impl Dice) -> Search {
    let people = allowed.people;
    let mut visited = vec![false; people];
    visited[0] = true;
    let mut path = vec![Step {
        person: 0,
        choices: choices_from(allowed, 0, &visited, dice),
        tried: 0,
    }];
    let mut steps_left = steps;
    loop {
        let everyone_on_path = path.len() == people;
        let Some(step) = path.last_mut() else {
            return Search::NoneExists;
        };
        if everyone_on_path {
            if allowed.allows(step.person, 0) {
                let order: Vec<usize> = path.iter().map(|step| step.person).collect();
                return Search::Found(draw_of_order(&order));
            }
            visited[step.person] = false;
            path.pop();
            continue;
        }
        let Some(&next) = step.choices.get(step.tried) else {
            visited[step.person] = false;
            path.pop();
            continue;
        };
        step.tried += 1;
        if steps_left == 0 {
            return Search::GaveUp;
        }
        steps_left -= 1;
        visited[next] = true;
        let choices = choices_from(allowed, next, &visited, dice);
        path.push(Step {
            person: next,
            choices,
            tried: 0,
        });
    }
}

/// `person`'s unvisited receivers, fewest onward choices first.
fn choices_from(
    allowed: &Allowed,
    person: usize,
    visited: &[bool],
    dice: &mut impl Dice,
) -> Vec<usize> {
    let mut choices: Vec<usize> = allowed
        .receivers(person)
        .iter()
        .copied()
        .filter(|&receiver| !visited[receiver])
        .collect();
    shuffle(&mut choices, dice);
    let onward = |receiver: usize| {
        allowed
            .receivers(receiver)
            .iter()
            .filter(|&&next| !visited[next])
            .count()
    };
    choices.sort_by_cached_key(|&receiver| onward(receiver));
    choices
}
