//! Hopcroft-Karp maximum matching of givers to receivers, and the group
//! that breaks Hall's condition when the matching is not perfect.

use std::collections::VecDeque;

/// Givers (ascending) whose possible receivers (ascending) are fewer than
/// them: `receivers.len() == givers.len() - 1`.
pub(super) struct HallViolator {
    pub(super) givers: Vec<usize>,
    pub(super) receivers: Vec<usize>,
}

/// A draw giving each giver one of `options[giver]` (receivers are
/// `0..options.len()` too), or a group that shows there is none.
pub(super) fn perfect_matching(options: &[Vec<usize>]) -> Result<Vec<usize>, HallViolator> {
    let matching = maximum_matching(options);
    match matching.receiver_of.iter().position(Option::is_none) {
        Some(unmatched) => Err(hall_violator(options, &matching, unmatched)),
        None => Ok(matching.receiver_of.iter().flatten().copied().collect()),
    }
}

struct Matching {
    receiver_of: Vec<Option<usize>>,
    giver_of: Vec<Option<usize>>,
}

/// A giver no search from a free giver reached in this phase.
const UNREACHED: usize = usize::MAX;

/// Hopcroft-Karp: each phase layers the givers by breadth-first search from
/// the free ones, then augments along vertex-disjoint paths that climb the
/// layers, until no free receiver can be reached.
fn maximum_matching(options: &[Vec<usize>]) -> Matching {
    let people = options.len();
    let mut matching = Matching {
        receiver_of: vec![None; people],
        giver_of: vec![None; people],
    };
    let mut layer = vec![UNREACHED; people];
    let mut next_option = vec![0; people];
    let mut queue = VecDeque::with_capacity(people);
    while build_layers(options, &matching, &mut layer, &mut queue) {
        next_option.fill(0);
        for giver in 0..people {
            if matching.receiver_of[giver].is_none() {
                augment(options, &mut matching, &mut layer, &mut next_option, giver);
            }
        }
    }
    matching
}

/// The layer of every giver reached by alternating paths from the free
/// givers (layer 0); whether some free receiver was reached.
fn build_layers(
    options: &[Vec<usize>],
    matching: &Matching,
    layer: &mut [usize],
    queue: &mut VecDeque<usize>,
) -> bool {
    layer.fill(UNREACHED);
    queue.clear();
    for (giver, receiver) in matching.receiver_of.iter().enumerate() {
        if receiver.is_none() {
            layer[giver] = 0;
            queue.push_back(giver);
        }
    }
    let mut free_receiver_reached = false;
    while let Some(giver) = queue.pop_front() {
        for &receiver in &options[giver] {
            match matching.giver_of[receiver] {
                None => free_receiver_reached = true,
                Some(holder) if layer[holder] == UNREACHED => {
                    layer[holder] = layer[giver] + 1;
                    queue.push_back(holder);
                }
                Some(_) => {}
            }
        }
    }
    free_receiver_reached
}

/// Depth-first search (iterative: no recursion depth to worry about) from
/// the free giver `start` up the layers to a free receiver; flips the path
/// when found. `next_option[giver]` is where each giver's scan resumes, and
/// a giver that leads nowhere leaves the layers for the rest of the phase.
fn augment(
    options: &[Vec<usize>],
    matching: &mut Matching,
    layer: &mut [usize],
    next_option: &mut [usize],
    start: usize,
) -> bool {
    let mut path = vec![start];
    while let Some(&giver) = path.last() {
        let Some(&receiver) = options[giver].get(next_option[giver]) else {
            layer[giver] = UNREACHED;
            path.pop();
            continue;
        };
        next_option[giver] += 1;
        match matching.giver_of[receiver] {
            None => {
                // Each giver on the path takes the receiver it went through
                // (the previous holder's, or the free one for the last).
                for &on_path in &path {
                    let taken = options[on_path][next_option[on_path] - 1];
                    matching.receiver_of[on_path] = Some(taken);
                    matching.giver_of[taken] = Some(on_path);
                }
                return true;
            }
            Some(holder) if layer[holder] == layer[giver] + 1 => {
                path.push(holder);
            }
            Some(_) => {}
        }
    }
    false
}

/// From an unmatched giver of a maximum matching: the givers reachable by
/// alternating paths and every receiver they may give to. Each of those
/// receivers is matched (else the path to it would augment the matching)
/// to another giver of the group, so they are one fewer than the givers.
fn hall_violator(options: &[Vec<usize>], matching: &Matching, unmatched: usize) -> HallViolator {
    let people = options.len();
    let mut in_group = vec![false; people];
    let mut limited_to = vec![false; people];
    in_group[unmatched] = true;
    let mut queue = VecDeque::from([unmatched]);
    while let Some(giver) = queue.pop_front() {
        for &receiver in &options[giver] {
            if limited_to[receiver] {
                continue;
            }
            limited_to[receiver] = true;
            if let Some(holder) = matching.giver_of[receiver] {
                if !in_group[holder] {
                    in_group[holder] = true;
                    queue.push_back(holder);
                }
            }
        }
    }
    let marked = |flags: Vec<bool>| {
        flags
            .iter()
            .enumerate()
            .filter_map(|(person, &flag)| flag.then_some(person))
            .collect()
    };
    HallViolator {
        givers: marked(in_group),
        receivers: marked(limited_to),
    }
}
