use std::collections::{HashMap, HashSet};

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::*;

/// Seeded dice, so every run draws the same.
struct Seeded(StdRng);

impl Seeded {
    fn new(seed: u64) -> Seeded {
        Seeded(StdRng::seed_from_u64(seed))
    }
}

impl Dice for Seeded {
    fn below(&mut self, bound: u64) -> u64 {
        self.0.random_range(0..bound)
    }
}

fn excluding(exclusions: &[(usize, usize)]) -> DrawRules {
    DrawRules {
        exclusions: exclusions.to_vec(),
        ..DrawRules::default()
    }
}

/// Each pair, both ways.
fn both_ways(pairs: &[(usize, usize)]) -> Vec<(usize, usize)> {
    pairs.iter().flat_map(|&(a, b)| [(a, b), (b, a)]).collect()
}

/// Four couples (0-1, 2-3, 4-5, 6-7) who never draw each other, nor last
/// year's pairs.
fn four_couples() -> DrawRules {
    DrawRules {
        exclusions: both_ways(&[(0, 1), (2, 3), (4, 5), (6, 7)]),
        previous: vec![
            (0, 2),
            (1, 3),
            (2, 4),
            (3, 5),
            (4, 6),
            (5, 7),
            (6, 0),
            (7, 1),
        ],
        single_loop: false,
    }
}

/// A permutation of `0..people` in which every pair is allowed.
fn is_valid(people: usize, rules: &DrawRules, receiver_of: &[usize]) -> bool {
    let mut received = vec![false; people];
    receiver_of.len() == people
        && receiver_of.iter().enumerate().all(|(giver, &receiver)| {
            let pair = (giver, receiver);
            receiver < people
                && giver != receiver
                && !std::mem::replace(&mut received[receiver], true)
                && !rules.exclusions.contains(&pair)
                && !rules.previous.contains(&pair)
        })
}

/// Following the draw from person 0 visits everyone before coming back.
fn is_single_loop(receiver_of: &[usize]) -> bool {
    let mut person = 0;
    for step in 1..=receiver_of.len() {
        person = receiver_of[person];
        if person == 0 {
            return step == receiver_of.len();
        }
    }
    false
}

/// Every permutation of `0..people`, by brute force.
fn permutations(people: usize) -> Vec<Vec<usize>> {
    if people == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for shorter in permutations(people - 1) {
        for position in 0..people {
            let mut longer = shorter.clone();
            longer.insert(position, people - 1);
            all.push(longer);
        }
    }
    all
}

/// Every valid draw, by brute force.
fn all_draws(people: usize, rules: &DrawRules) -> Vec<Vec<usize>> {
    permutations(people)
        .into_iter()
        .filter(|draw| is_valid(people, rules, draw))
        .collect()
}

/// The chi-square statistic's critical value for `df` degrees of freedom
/// at p = 1e-6 (Wilson-Hilferty: (X/df)^(1/3) is about normal with mean
/// 1 - 2/(9 df) and variance 2/(9 df); 4.7534 is the normal's 1e-6 tail).
fn critical_value(df: f64) -> f64 {
    let spread = 2.0 / (9.0 * df);
    df * (1.0 - spread + 4.753_424 * spread.sqrt()).powi(3)
}

/// Draws `samples` times and checks that every draw is one of `valid` and
/// that their frequencies pass a chi-square test of uniformity.
fn assert_uniform(valid: &[Vec<usize>], samples: usize, mut sample: impl FnMut() -> Vec<usize>) {
    let index: HashMap<&[usize], usize> = valid
        .iter()
        .enumerate()
        .map(|(i, draw)| (draw.as_slice(), i))
        .collect();
    let mut counts = vec![0_u64; valid.len()];
    for _ in 0..samples {
        let draw = sample();
        let Some(&i) = index.get(draw.as_slice()) else {
            panic!("{draw:?} is not a valid draw");
        };
        counts[i] += 1;
    }
    let expected = samples as f64 / valid.len() as f64;
    assert!(expected >= 5.0, "too few samples for the test");
    let statistic: f64 = counts
        .iter()
        .map(|&count| (count as f64 - expected).powi(2) / expected)
        .sum();
    if valid.len() > 1 {
        let critical = critical_value((valid.len() - 1) as f64);
        assert!(
            statistic < critical,
            "chi-square {statistic:.1} over {critical:.1} for {} draws",
            valid.len()
        );
    }
}

/// `share` of all pairs excluded at random, but never the pairs of a
/// hidden random loop, so a draw (and a single loop) exists.
fn dense_rules(people: usize, share: f64, rng: &mut StdRng) -> DrawRules {
    let mut order: Vec<usize> = (0..people).collect();
    order.shuffle(rng);
    let hidden: HashSet<(usize, usize)> = (0..people)
        .map(|i| (order[i], order[(i + 1) % people]))
        .collect();
    let exclusions = (0..people)
        .flat_map(|giver| (0..people).map(move |receiver| (giver, receiver)))
        .filter(|&(giver, receiver)| giver != receiver && !hidden.contains(&(giver, receiver)))
        .filter(|_| rng.random_bool(share))
        .collect();
    excluding_vec(exclusions)
}

fn excluding_vec(exclusions: Vec<(usize, usize)>) -> DrawRules {
    DrawRules {
        exclusions,
        ..DrawRules::default()
    }
}

fn allowed_by(people: usize, rules: &DrawRules) -> Allowed {
    Allowed::new(people, rules.exclusions.iter().chain(&rules.previous))
}

#[test]
fn fewer_than_two_people_cannot_draw() {
    let mut dice = Seeded::new(1);
    for people in [0, 1] {
        let refused = NoDraw::TooFewPeople { people };
        assert_eq!(
            draw(people, &DrawRules::default(), &mut dice),
            Err(refused.clone())
        );
        assert_eq!(check(people, &DrawRules::default()), Err(refused));
    }
}

#[test]
fn two_people_swap() {
    let mut dice = Seeded::new(2);
    let single_loop = DrawRules {
        single_loop: true,
        ..DrawRules::default()
    };
    for rules in [DrawRules::default(), single_loop] {
        assert_eq!(draw(2, &rules, &mut dice), Ok(vec![1, 0]));
        assert_eq!(check(2, &rules), Ok(()));
    }
}

#[test]
fn a_rule_naming_someone_outside_the_group_is_refused() {
    let mut dice = Seeded::new(3);
    assert_eq!(
        draw(3, &excluding(&[(0, 1), (1, 3)]), &mut dice),
        Err(NoDraw::NotInDraw { person: 3 })
    );
    let rules = DrawRules {
        previous: vec![(7, 0)],
        ..DrawRules::default()
    };
    assert_eq!(check(3, &rules), Err(NoDraw::NotInDraw { person: 7 }));
}

#[test]
fn small_groups_draw_every_valid_draw_equally_often() {
    let cases = [
        (4, excluding(&[(0, 1)])),
        (5, excluding(&[(0, 1), (1, 0), (2, 3), (4, 0)])),
        (8, four_couples()),
    ];
    for (seed, (people, rules)) in (10..).zip(cases) {
        let valid = all_draws(people, &rules);
        let mut dice = Seeded::new(seed);
        // 50,000 draws (about 40 of each) for the four couples: each takes
        // some 30 tries, slow in a debug build.
        let samples = if people == 8 { 50_000 } else { 100_000 };
        assert_uniform(&valid, samples, || {
            draw(people, &rules, &mut dice).unwrap_or_else(|no| panic!("{no}"))
        });
    }
}

#[test]
fn the_counting_sampler_counts_and_draws_uniformly() {
    for (seed, (people, rules)) in
        (20..).zip([(5, excluding(&[(0, 1), (1, 2)])), (8, four_couples())])
    {
        let valid = all_draws(people, &rules);
        let counts = Counts::new(&allowed_by(people, &rules)).unwrap();
        assert_eq!(counts.total(), valid.len() as u64);
        let mut dice = Seeded::new(seed);
        assert_uniform(&valid, 100_000, || counts.sample(&mut dice).unwrap());
    }
}

#[test]
fn the_counting_sampler_is_used_when_rejection_gives_up() {
    // 20 people each excluded from ~70% of the others: a random permutation
    // is allowed about once in 0.3^-20, far beyond the tries.
    let mut rng = StdRng::seed_from_u64(30);
    let rules = dense_rules(20, 0.7, &mut rng);
    let mut dice = Seeded::new(31);
    let drawn = draw_with_method(20, &rules, &mut dice).unwrap();
    assert_eq!(drawn.method, Method::Counting);
    assert!(is_valid(20, &rules, &drawn.receiver_of));
}

#[test]
fn the_chain_draws_valid_draws_beyond_counting() {
    let mut rng = StdRng::seed_from_u64(40);
    let people = 30;
    let rules = dense_rules(people, 0.6, &mut rng);
    let mut dice = Seeded::new(41);
    for _ in 0..5 {
        let drawn = draw_with_method(people, &rules, &mut dice).unwrap();
        assert_eq!(drawn.method, Method::Chain);
        assert!(!drawn.method.is_uniform());
        assert!(is_valid(people, &rules, &drawn.receiver_of));
    }
    // Many more chains, shorter, straight from a matching.
    let allowed = allowed_by(people, &rules);
    let start = perfect_matching(&allowed.receivers).ok().unwrap();
    let mut seen = HashSet::new();
    for _ in 0..200 {
        let receiver_of = by_chain(&allowed, start.clone(), 2_000, &mut dice);
        assert!(is_valid(people, &rules, &receiver_of));
        seen.insert(receiver_of);
    }
    assert!(seen.len() > 150, "the chain barely moves: {}", seen.len());
}

#[test]
fn the_chain_comes_close_to_uniform_on_a_small_group() {
    // Three couples: swaps alone reach only 8 of the 80 draws from any
    // one; the rotations connect them all.
    let people = 6;
    let rules = excluding(&both_ways(&[(0, 1), (2, 3), (4, 5)]));
    let valid = all_draws(people, &rules);
    let allowed = allowed_by(people, &rules);
    let start = valid[0].clone();
    let mut dice = Seeded::new(50);
    // 20 steps fail this test; 40 pass it even with 100,000 chains.
    assert_uniform(&valid, 20_000, || {
        by_chain(&allowed, start.clone(), 100, &mut dice)
    });
}

#[test]
fn every_impossible_draw_is_confirmed_by_enumeration() {
    let mut rng = StdRng::seed_from_u64(60);
    let mut dice = Seeded::new(61);
    let (mut impossible, mut possible, mut no_loop) = (0, 0, 0);
    for _ in 0..400 {
        let people = rng.random_range(2..=7);
        let share = rng.random_range(0.2..0.8);
        let mut rules = DrawRules::default();
        for giver in 0..people {
            for receiver in 0..people {
                if giver != receiver && rng.random_bool(share) {
                    if rng.random_bool(0.3) {
                        rules.previous.push((giver, receiver));
                    } else {
                        rules.exclusions.push((giver, receiver));
                    }
                }
            }
        }
        let valid = all_draws(people, &rules);
        match check(people, &rules) {
            Err(NoDraw::TooFewRecipients {
                givers,
                receivers,
                possible_without_previous,
            }) => {
                impossible += 1;
                assert!(valid.is_empty(), "{rules:?}: {valid:?}");
                assert!(receivers.len() < givers.len());
                assert!(givers.is_sorted() && receivers.is_sorted());
                let allowed = allowed_by(people, &rules);
                for &giver in &givers {
                    for receiver in allowed.receivers(giver) {
                        assert!(receivers.contains(receiver), "{rules:?}: {givers:?}");
                    }
                }
                let without_previous = excluding(&rules.exclusions);
                assert_eq!(
                    possible_without_previous,
                    !all_draws(people, &without_previous).is_empty()
                );
                assert_eq!(
                    draw(people, &rules, &mut dice),
                    check(people, &rules).map(|()| vec![])
                );
            }
            Ok(()) => {
                possible += 1;
                assert!(!valid.is_empty());
                let receiver_of = draw(people, &rules, &mut dice).unwrap();
                assert!(is_valid(people, &rules, &receiver_of));
                let counts = Counts::new(&allowed_by(people, &rules)).unwrap();
                assert_eq!(counts.total(), valid.len() as u64);
                // The same rules in one loop: exact at this size.
                let loops = valid.iter().filter(|draw| is_single_loop(draw)).count();
                let in_one_loop = DrawRules {
                    single_loop: true,
                    ..rules.clone()
                };
                match draw(people, &in_one_loop, &mut dice) {
                    Ok(receiver_of) => {
                        assert!(loops > 0);
                        assert!(is_valid(people, &rules, &receiver_of));
                        assert!(is_single_loop(&receiver_of));
                        assert_eq!(check(people, &in_one_loop), Ok(()));
                    }
                    Err(no) => {
                        no_loop += 1;
                        assert_eq!(loops, 0);
                        assert_eq!(no, NoDraw::NoSingleLoop { proven: true });
                        assert_eq!(check(people, &in_one_loop), Err(no));
                    }
                }
            }
            Err(other) => panic!("{other}"),
        }
    }
    // The instances cover each outcome.
    assert!(
        impossible > 50 && possible > 50 && no_loop > 5,
        "{impossible} {possible} {no_loop}"
    );
}

#[test]
fn the_group_that_blocks_the_draw_is_named() {
    // Ann, Ben and Cal (0, 1, 2) can only give to Dee and Eve (3, 4); one
    // of the blocks is last year's pair, and without it a draw exists.
    let mut rules = excluding(&[(0, 1), (0, 2), (1, 0), (1, 2), (2, 0)]);
    rules.previous.push((2, 1));
    assert_eq!(
        check(5, &rules),
        Err(NoDraw::TooFewRecipients {
            givers: vec![0, 1, 2],
            receivers: vec![3, 4],
            possible_without_previous: true,
        })
    );
    // Nobody may give to Eve: the group is everyone, limited to the others.
    let rules = excluding(&[(0, 4), (1, 4), (2, 4), (3, 4)]);
    let Err(NoDraw::TooFewRecipients {
        givers, receivers, ..
    }) = check(5, &rules)
    else {
        panic!("a draw without Eve");
    };
    assert_eq!(receivers, vec![0, 1, 2, 3]);
    assert_eq!(givers, vec![0, 1, 2, 3, 4]);
}

#[test]
fn a_giver_with_one_choice_never_breaks_the_draw() {
    let mut dice = Seeded::new(70);
    for people in [6, 8, 10, 12] {
        // The last person may only give to person 0.
        let last = people - 1;
        let rules = excluding_vec((1..last).map(|receiver| (last, receiver)).collect());
        for _ in 0..1_000 {
            let receiver_of = draw(people, &rules, &mut dice).unwrap();
            assert!(is_valid(people, &rules, &receiver_of));
            assert_eq!(receiver_of[last], 0);
        }
    }
}

#[test]
fn single_loops_go_round_everyone_equally_often() {
    let people = 6;
    let rules = DrawRules {
        exclusions: both_ways(&[(0, 1), (2, 3)]),
        previous: vec![(4, 5), (0, 2)],
        single_loop: true,
    };
    let loops: Vec<Vec<usize>> = all_draws(people, &rules)
        .into_iter()
        .filter(|draw| is_single_loop(draw))
        .collect();
    let mut dice = Seeded::new(80);
    assert_uniform(&loops, 20_000, || draw(people, &rules, &mut dice).unwrap());
    let counts = LoopCounts::new(&allowed_by(people, &rules)).unwrap();
    assert_eq!(counts.total(), loops.len() as u64);
    assert_uniform(&loops, 20_000, || counts.sample(&mut dice).unwrap());
}

#[test]
fn a_draw_without_a_single_loop_says_so() {
    // Only 0 <-> 1 and 2 <-> 3: two loops of two, never one of four.
    let rules = excluding(&both_ways(&[(0, 2), (0, 3), (1, 2), (1, 3)]));
    let mut dice = Seeded::new(90);
    assert_eq!(draw(4, &rules, &mut dice), Ok(vec![1, 0, 3, 2]));
    let in_one_loop = DrawRules {
        single_loop: true,
        ..rules
    };
    let none = NoDraw::NoSingleLoop { proven: true };
    assert_eq!(draw(4, &in_one_loop, &mut dice), Err(none.clone()));
    assert_eq!(check(4, &in_one_loop), Err(none));
    // The search proves it too.
    let allowed = allowed_by(4, &in_one_loop);
    assert!(matches!(
        loop_by_search(&allowed, 1, 100, &mut dice),
        Search::NoneExists
    ));
}

#[test]
fn single_loops_beyond_counting_are_searched_for() {
    let mut rng = StdRng::seed_from_u64(100);
    let people = 24;
    let mut rules = dense_rules(people, 0.7, &mut rng);
    rules.single_loop = true;
    let mut dice = Seeded::new(101);
    let drawn = draw_with_method(people, &rules, &mut dice).unwrap();
    assert_eq!(drawn.method, Method::LoopSearch);
    assert!(is_valid(people, &rules, &drawn.receiver_of));
    assert!(is_single_loop(&drawn.receiver_of));
    assert_eq!(check(people, &rules), Ok(()));
    let allowed = allowed_by(people, &rules);
    for _ in 0..20 {
        let Search::Found(receiver_of) = loop_by_search(&allowed, 1, 10_000, &mut dice) else {
            panic!("no loop found");
        };
        assert!(is_valid(people, &rules, &receiver_of));
        assert!(is_single_loop(&receiver_of));
    }
}

#[test]
fn large_groups_check_quickly_and_exactly() {
    // 300 people: everyone but 0..10 may only give to 0..9.
    let people = 300;
    let exclusions = (10..people)
        .flat_map(|giver| (10..people).map(move |receiver| (giver, receiver)))
        .filter(|&(giver, receiver)| giver != receiver)
        .collect();
    let Err(NoDraw::TooFewRecipients {
        givers, receivers, ..
    }) = check(people, &excluding_vec(exclusions))
    else {
        panic!("a draw with 290 people sharing 10 receivers");
    };
    assert!(receivers.len() < givers.len());
    assert!(receivers.iter().all(|&receiver| receiver < 10));
    let mut dice = Seeded::new(110);
    let rules = DrawRules::default();
    assert!(is_valid(
        people,
        &rules,
        &draw(people, &rules, &mut dice).unwrap()
    ));
}
