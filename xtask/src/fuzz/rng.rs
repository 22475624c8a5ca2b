//! The generator's random numbers: SplitMix64, written out so a seed gives the same program
//! on every machine and with every version of every crate.

/// A SplitMix64 stream.
#[derive(Clone, Debug)]
pub(crate) struct Rng(u64);

impl Rng {
    /// The stream of program `index` of a run started with `seed`.
    pub(crate) fn for_program(seed: u64, index: u64) -> Self {
        // Both numbers go through the output mix, so nearby programs' streams are unrelated
        // (a plain `seed ^ index * step` makes program 2 the stream of program 0 shifted).
        let mut r = Rng(Rng(index).next_u64() ^ seed);
        let start = r.next_u64();
        Rng(start)
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n > 0`).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// Uniform in `lo..=hi`.
    pub(crate) fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next_u64() % (hi - lo + 1) as u64) as i64
    }

    /// True with probability `num / den`.
    pub(crate) fn chance(&mut self, num: u64, den: u64) -> bool {
        self.next_u64() % den < num
    }

    pub(crate) fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// An index into `weights`, chosen with probability proportional to its weight.
    pub(crate) fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u32 = weights.iter().sum();
        let mut x = (self.next_u64() % u64::from(total)) as u32;
        for (i, &w) in weights.iter().enumerate() {
            if x < w {
                return i;
            }
            x -= w;
        }
        weights.len() - 1
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn streams_are_reproducible_and_distinct() {
        let a: Vec<u64> = (0..4).map(|_| Rng::for_program(7, 3).next_u64()).collect();
        assert!(a.windows(2).all(|w| w[0] == w[1]));
        assert_ne!(
            Rng::for_program(7, 3).next_u64(),
            Rng::for_program(7, 4).next_u64()
        );
    }
}
