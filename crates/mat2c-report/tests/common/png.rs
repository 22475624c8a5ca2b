//! Just enough PNG decoding to look at a browser screenshot's pixels (8-bit RGB/RGBA,
//! non-interlaced, as Chromium writes them): zlib inflate (RFC 1951) and scanline unfiltering.

/// Pixels of an 8-bit PNG: width, height, bytes per pixel, rows of `width * bpp` bytes.
pub struct Image {
    pub width: usize,
    pub height: usize,
    pub bpp: usize,
    pub data: Vec<u8>,
}

impl Image {
    /// The number of distinct colours (stops counting at `cap`).
    pub fn distinct_colours(&self, cap: usize) -> usize {
        let mut seen: Vec<&[u8]> = Vec::new();
        for px in self.data.chunks(self.bpp) {
            if !seen.contains(&px) {
                seen.push(px);
                if seen.len() >= cap {
                    break;
                }
            }
        }
        seen.len()
    }
}

fn be32(b: &[u8]) -> usize {
    u32::from_be_bytes([b[0], b[1], b[2], b[3]]) as usize
}

pub fn decode(png: &[u8]) -> Result<Image, String> {
    if png.len() < 8 || &png[..8] != b"\x89PNG\r\n\x1a\n" {
        return Err("not a PNG".into());
    }
    let (mut pos, mut idat) = (8, Vec::new());
    let (mut width, mut height, mut bpp) = (0, 0, 0);
    while pos + 8 <= png.len() {
        let len = be32(&png[pos..]);
        let kind = &png[pos + 4..pos + 8];
        let body = png.get(pos + 8..pos + 8 + len).ok_or("truncated chunk")?;
        match kind {
            b"IHDR" => {
                width = be32(body);
                height = be32(&body[4..]);
                let (depth, colour, interlace) = (body[8], body[9], body[12]);
                bpp = match (depth, colour) {
                    (8, 2) => 3,
                    (8, 6) => 4,
                    _ => return Err(format!("unsupported PNG depth {depth} colour {colour}")),
                };
                if interlace != 0 {
                    return Err("interlaced PNG".into());
                }
            }
            b"IDAT" => idat.extend_from_slice(body),
            b"IEND" => break,
            _ => {}
        }
        pos += 12 + len;
    }
    let raw = inflate(idat.get(2..).ok_or("empty IDAT")?)?;
    let stride = width * bpp;
    if raw.len() < height * (stride + 1) {
        return Err("short image data".into());
    }
    let mut data = vec![0u8; height * stride];
    for y in 0..height {
        let filter = raw[y * (stride + 1)];
        let line = &raw[y * (stride + 1) + 1..(y + 1) * (stride + 1)];
        for x in 0..stride {
            let a = if x >= bpp {
                data[y * stride + x - bpp]
            } else {
                0
            } as i32;
            let b = if y > 0 { data[(y - 1) * stride + x] } else { 0 } as i32;
            let c = if x >= bpp && y > 0 {
                data[(y - 1) * stride + x - bpp]
            } else {
                0
            } as i32;
            let pred = match filter {
                0 => 0,
                1 => a,
                2 => b,
                3 => (a + b) / 2,
                4 => {
                    let p = a + b - c;
                    let (pa, pb, pc) = ((p - a).abs(), (p - b).abs(), (p - c).abs());
                    if pa <= pb && pa <= pc {
                        a
                    } else if pb <= pc {
                        b
                    } else {
                        c
                    }
                }
                f => return Err(format!("bad filter {f}")),
            };
            data[y * stride + x] = (line[x] as i32 + pred) as u8;
        }
    }
    Ok(Image {
        width,
        height,
        bpp,
        data,
    })
}

struct Bits<'a> {
    d: &'a [u8],
    pos: usize,
    bit: u32,
}

impl Bits<'_> {
    fn get(&mut self, n: u32) -> Result<u32, String> {
        let mut v = 0;
        for i in 0..n {
            let byte = *self.d.get(self.pos).ok_or("inflate: out of input")?;
            v |= (((byte >> self.bit) & 1) as u32) << i;
            self.bit += 1;
            if self.bit == 8 {
                self.bit = 0;
                self.pos += 1;
            }
        }
        Ok(v)
    }
}

/// A canonical Huffman code: counts per length and symbols in code order.
struct Huff {
    counts: [u16; 16],
    symbols: Vec<u16>,
}

impl Huff {
    fn new(lengths: &[u8]) -> Huff {
        let mut counts = [0u16; 16];
        for &l in lengths {
            counts[l as usize] += 1;
        }
        counts[0] = 0;
        let mut offs = [0u16; 16];
        for i in 1..16 {
            offs[i] = offs[i - 1] + counts[i - 1];
        }
        let mut symbols = vec![0u16; lengths.len()];
        for (s, &l) in lengths.iter().enumerate() {
            if l != 0 {
                symbols[offs[l as usize] as usize] = s as u16;
                offs[l as usize] += 1;
            }
        }
        Huff { counts, symbols }
    }

    fn decode(&self, bits: &mut Bits<'_>) -> Result<u16, String> {
        let (mut code, mut first, mut index) = (0i32, 0i32, 0i32);
        for len in 1..16 {
            code |= bits.get(1)? as i32;
            let count = self.counts[len] as i32;
            if code - count < first {
                return Ok(self.symbols[(index + (code - first)) as usize]);
            }
            index += count;
            first += count;
            first <<= 1;
            code <<= 1;
        }
        Err("inflate: bad code".into())
    }
}

const LBASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LEXT: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DBASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DEXT: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];

pub fn inflate(d: &[u8]) -> Result<Vec<u8>, String> {
    let mut bits = Bits { d, pos: 0, bit: 0 };
    let mut out = Vec::new();
    loop {
        let last = bits.get(1)?;
        match bits.get(2)? {
            0 => {
                if bits.bit != 0 {
                    bits.bit = 0;
                    bits.pos += 1;
                }
                let p = bits.pos;
                let len =
                    *d.get(p).ok_or("eof")? as usize | (*d.get(p + 1).ok_or("eof")? as usize) << 8;
                let block = d
                    .get(p + 4..p + 4 + len)
                    .ok_or("inflate: short stored block")?;
                out.extend_from_slice(block);
                bits.pos = p + 4 + len;
            }
            1 => {
                let mut l = [0u8; 288];
                l[..144].fill(8);
                l[144..256].fill(9);
                l[256..280].fill(7);
                l[280..].fill(8);
                codes(&mut bits, &mut out, &Huff::new(&l), &Huff::new(&[5u8; 30]))?;
            }
            2 => {
                let nlen = bits.get(5)? as usize + 257;
                let ndist = bits.get(5)? as usize + 1;
                let ncode = bits.get(4)? as usize + 4;
                const ORDER: [usize; 19] = [
                    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
                ];
                let mut cl = [0u8; 19];
                for &o in ORDER.iter().take(ncode) {
                    cl[o] = bits.get(3)? as u8;
                }
                let ch = Huff::new(&cl);
                let mut lens = vec![0u8; nlen + ndist];
                let mut i = 0;
                while i < nlen + ndist {
                    let sym = ch.decode(&mut bits)?;
                    let (val, rep) = match sym {
                        0..=15 => (sym as u8, 1),
                        16 => (
                            *lens.get(i.wrapping_sub(1)).ok_or("inflate: repeat")?,
                            3 + bits.get(2)?,
                        ),
                        17 => (0, 3 + bits.get(3)?),
                        _ => (0, 11 + bits.get(7)?),
                    };
                    for _ in 0..rep {
                        *lens.get_mut(i).ok_or("inflate: too many lengths")? = val;
                        i += 1;
                    }
                }
                let (ll, dl) = lens.split_at(nlen);
                codes(&mut bits, &mut out, &Huff::new(ll), &Huff::new(dl))?;
            }
            _ => return Err("inflate: bad block type".into()),
        }
        if last == 1 {
            return Ok(out);
        }
    }
}

fn codes(bits: &mut Bits<'_>, out: &mut Vec<u8>, lit: &Huff, dist: &Huff) -> Result<(), String> {
    loop {
        let sym = lit.decode(bits)? as usize;
        if sym < 256 {
            out.push(sym as u8);
        } else if sym == 256 {
            return Ok(());
        } else {
            let k = sym - 257;
            let len = *LBASE.get(k).ok_or("inflate: bad length")? as usize
                + bits.get(LEXT[k] as u32)? as usize;
            let dk = dist.decode(bits)? as usize;
            let back = *DBASE.get(dk).ok_or("inflate: bad distance")? as usize
                + bits.get(DEXT[dk] as u32)? as usize;
            let start = out
                .len()
                .checked_sub(back)
                .ok_or("inflate: distance too far")?;
            for j in 0..len {
                let b = out[start + j];
                out.push(b);
            }
        }
    }
}
