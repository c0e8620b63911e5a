//! `make bench-paths` (with the integrations' hot paths): the time per call
//! of the name draw: a typical family, 20 people on the exact counting
//! path, and 50 people with dense exclusions (the goal: under 100 ms in a
//! release build). A plain timing loop (no benchmark framework), as in
//! `crates/integrations/benches/hot_paths.rs`; compare runs made on the
//! same machine.

use std::collections::HashSet;
use std::hint::black_box;
use std::time::{Duration, Instant};

use domain::draw::{check, draw_with_method, Dice, DrawRules};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

const RUN_FOR: Duration = Duration::from_millis(700);

/// Runs `work` repeatedly for [`RUN_FOR`] after a warm-up, prints the mean
/// and returns it.
fn bench<T>(name: &str, mut work: impl FnMut() -> T) -> Duration {
    for _ in 0..20 {
        black_box(work());
    }
    let start = Instant::now();
    let mut iterations: u32 = 0;
    while start.elapsed() < RUN_FOR {
        black_box(work());
        iterations += 1;
    }
    let per_call = start.elapsed() / iterations.max(1);
    println!("{name:<60} {per_call:>12.2?} per call ({iterations} calls)");
    per_call
}

struct Seeded(StdRng);

impl Dice for Seeded {
    fn below(&mut self, bound: u64) -> u64 {
        self.0.random_range(0..bound)
    }
}

/// `couples` couples (2k and 2k + 1) who never draw each other, nor last
/// year's pairs (everyone gave to the person two along).
fn family(couples: usize) -> DrawRules {
    let people = 2 * couples;
    let exclusions = (0..couples)
        .flat_map(|couple| {
            let (a, b) = (2 * couple, 2 * couple + 1);
            [(a, b), (b, a)]
        })
        .collect();
    let previous = (0..people)
        .map(|giver| (giver, (giver + 2) % people))
        .collect();
    DrawRules {
        exclusions,
        previous,
        single_loop: false,
    }
}

/// Each person excluded from a random `share` of the others (seeded), but
/// never along a hidden random loop, so a draw (and a single loop) exists.
fn dense(people: usize, share: f64, seed: u64) -> DrawRules {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut order: Vec<usize> = (0..people).collect();
    order.shuffle(&mut rng);
    let hidden: HashSet<(usize, usize)> = (0..people)
        .map(|i| (order[i], order[(i + 1) % people]))
        .collect();
    let exclusions = (0..people)
        .flat_map(|giver| (0..people).map(move |receiver| (giver, receiver)))
        .filter(|pair| pair.0 != pair.1 && !hidden.contains(pair))
        .filter(|_| rng.random_bool(share))
        .collect();
    DrawRules {
        exclusions,
        ..DrawRules::default()
    }
}

/// Times `draw_with_method` on the rules, naming the method it used.
fn bench_draw(name: &str, people: usize, rules: &DrawRules) -> Duration {
    let mut dice = Seeded(StdRng::seed_from_u64(7));
    let method = draw_with_method(people, rules, &mut dice)
        .map(|drawn| format!("{:?}", drawn.method))
        .unwrap_or_else(|no| panic!("{name}: {no}"));
    bench(&format!("draw: {name} ({method})"), || {
        draw_with_method(people, rules, &mut dice)
    })
}

fn main() {
    let family = family(6);
    bench_draw("12 people, 6 couples and last year", 12, &family);
    let family_loop = DrawRules {
        single_loop: true,
        ..family.clone()
    };
    bench_draw(
        "12 people, 6 couples and last year, one loop",
        12,
        &family_loop,
    );

    let exact = dense(20, 0.7, 20);
    bench_draw("20 people, 70% excluded", 20, &exact);

    let dense_50 = dense(50, 0.6, 50);
    bench("check: 50 people, 60% excluded (Hopcroft-Karp)", || {
        check(50, &dense_50)
    });
    let per_call = bench_draw("50 people, 60% excluded", 50, &dense_50);
    let dense_50_loop = DrawRules {
        single_loop: true,
        ..dense_50.clone()
    };
    bench_draw("50 people, 60% excluded, one loop", 50, &dense_50_loop);

    let verdict = if per_call < Duration::from_millis(100) {
        "under"
    } else {
        "OVER"
    };
    println!(
        "50-person draw: {per_call:.2?} per call, {verdict} 100 ms (goal: under 100 ms in a release build)"
    );
}
