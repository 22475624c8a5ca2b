/* mt_hash.c — hash (HFUN, STR): Octave's message digests of a string's bytes as lower-case
 * hex text. Each algorithm follows its public specification: MD2 (RFC 1319), MD4 (RFC 1320),
 * MD5 (RFC 1321), SHA-1, SHA-224/256 and SHA-384/512 (FIPS 180-4). The constants are the
 * specifications' (MD2's permutation of pi's digits; fractional parts of sin, square and cube
 * roots), generated once and written here. */
#include "mt_internal.h"

#include <ctype.h>
#include <stdint.h>
#include <string.h>

/* MD2's substitution table (RFC 1319, section 3.2). */
static const unsigned char md2_s[256] = {
    41, 46, 67, 201, 162, 216, 124, 1, 61, 54, 84, 161, 236, 240, 6, 19,
    98, 167, 5, 243, 192, 199, 115, 140, 152, 147, 43, 217, 188, 76, 130, 202,
    30, 155, 87, 60, 253, 212, 224, 22, 103, 66, 111, 24, 138, 23, 229, 18,
    190, 78, 196, 214, 218, 158, 222, 73, 160, 251, 245, 142, 187, 47, 238, 122,
    169, 104, 121, 145, 21, 178, 7, 63, 148, 194, 16, 137, 11, 34, 95, 33,
    128, 127, 93, 154, 90, 144, 50, 39, 53, 62, 204, 231, 191, 247, 151, 3,
    255, 25, 48, 179, 72, 165, 181, 209, 215, 94, 146, 42, 172, 86, 170, 198,
    79, 184, 56, 210, 150, 164, 125, 182, 118, 252, 107, 226, 156, 116, 4, 241,
    69, 157, 112, 89, 100, 113, 135, 32, 134, 91, 207, 101, 230, 45, 168, 2,
    27, 96, 37, 173, 174, 176, 185, 246, 28, 70, 97, 105, 52, 64, 126, 15,
    85, 71, 163, 35, 221, 81, 175, 58, 195, 92, 249, 206, 186, 197, 234, 38,
    44, 83, 13, 110, 133, 40, 132, 9, 211, 223, 205, 244, 65, 129, 77, 82,
    106, 220, 55, 200, 108, 193, 171, 250, 36, 225, 123, 8, 12, 189, 177, 74,
    120, 136, 149, 139, 227, 99, 232, 109, 233, 203, 213, 254, 59, 0, 29, 57,
    242, 239, 183, 14, 102, 88, 208, 228, 166, 119, 114, 248, 235, 117, 75, 10,
    49, 68, 80, 180, 143, 237, 31, 26, 219, 153, 141, 51, 159, 17, 131, 20};

/* MD5's T[i] = floor(2^32 * |sin(i + 1)|) (RFC 1321, section 3.4). */
static const uint32_t md5_t[64] = {
    0xd76aa478U, 0xe8c7b756U, 0x242070dbU, 0xc1bdceeeU,
    0xf57c0fafU, 0x4787c62aU, 0xa8304613U, 0xfd469501U,
    0x698098d8U, 0x8b44f7afU, 0xffff5bb1U, 0x895cd7beU,
    0x6b901122U, 0xfd987193U, 0xa679438eU, 0x49b40821U,
    0xf61e2562U, 0xc040b340U, 0x265e5a51U, 0xe9b6c7aaU,
    0xd62f105dU, 0x02441453U, 0xd8a1e681U, 0xe7d3fbc8U,
    0x21e1cde6U, 0xc33707d6U, 0xf4d50d87U, 0x455a14edU,
    0xa9e3e905U, 0xfcefa3f8U, 0x676f02d9U, 0x8d2a4c8aU,
    0xfffa3942U, 0x8771f681U, 0x6d9d6122U, 0xfde5380cU,
    0xa4beea44U, 0x4bdecfa9U, 0xf6bb4b60U, 0xbebfbc70U,
    0x289b7ec6U, 0xeaa127faU, 0xd4ef3085U, 0x04881d05U,
    0xd9d4d039U, 0xe6db99e5U, 0x1fa27cf8U, 0xc4ac5665U,
    0xf4292244U, 0x432aff97U, 0xab9423a7U, 0xfc93a039U,
    0x655b59c3U, 0x8f0ccc92U, 0xffeff47dU, 0x85845dd1U,
    0x6fa87e4fU, 0xfe2ce6e0U, 0xa3014314U, 0x4e0811a1U,
    0xf7537e82U, 0xbd3af235U, 0x2ad7d2bbU, 0xeb86d391U};

/* SHA-2 round constants and initial values (FIPS 180-4, sections 4.2 and 5.3). */
static const uint32_t k256[64] = {
    0x428a2f98U, 0x71374491U, 0xb5c0fbcfU, 0xe9b5dba5U,
    0x3956c25bU, 0x59f111f1U, 0x923f82a4U, 0xab1c5ed5U,
    0xd807aa98U, 0x12835b01U, 0x243185beU, 0x550c7dc3U,
    0x72be5d74U, 0x80deb1feU, 0x9bdc06a7U, 0xc19bf174U,
    0xe49b69c1U, 0xefbe4786U, 0x0fc19dc6U, 0x240ca1ccU,
    0x2de92c6fU, 0x4a7484aaU, 0x5cb0a9dcU, 0x76f988daU,
    0x983e5152U, 0xa831c66dU, 0xb00327c8U, 0xbf597fc7U,
    0xc6e00bf3U, 0xd5a79147U, 0x06ca6351U, 0x14292967U,
    0x27b70a85U, 0x2e1b2138U, 0x4d2c6dfcU, 0x53380d13U,
    0x650a7354U, 0x766a0abbU, 0x81c2c92eU, 0x92722c85U,
    0xa2bfe8a1U, 0xa81a664bU, 0xc24b8b70U, 0xc76c51a3U,
    0xd192e819U, 0xd6990624U, 0xf40e3585U, 0x106aa070U,
    0x19a4c116U, 0x1e376c08U, 0x2748774cU, 0x34b0bcb5U,
    0x391c0cb3U, 0x4ed8aa4aU, 0x5b9cca4fU, 0x682e6ff3U,
    0x748f82eeU, 0x78a5636fU, 0x84c87814U, 0x8cc70208U,
    0x90befffaU, 0xa4506cebU, 0xbef9a3f7U, 0xc67178f2U};
static const uint64_t k512[80] = {
    0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL, 0xe9b5dba58189dbbcULL,
    0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL, 0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL,
    0xd807aa98a3030242ULL, 0x12835b0145706fbeULL, 0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
    0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL, 0xc19bf174cf692694ULL,
    0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL, 0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL,
    0x2de92c6f592b0275ULL, 0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
    0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL, 0xb00327c898fb213fULL, 0xbf597fc7beef0ee4ULL,
    0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL, 0x06ca6351e003826fULL, 0x142929670a0e6e70ULL,
    0x27b70a8546d22ffcULL, 0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
    0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL, 0x92722c851482353bULL,
    0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL, 0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL,
    0xd192e819d6ef5218ULL, 0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
    0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL, 0x2748774cdf8eeb99ULL, 0x34b0bcb5e19b48a8ULL,
    0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL, 0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL,
    0x748f82ee5defb2fcULL, 0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
    0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL, 0xc67178f2e372532bULL,
    0xca273eceea26619cULL, 0xd186b8c721c0c207ULL, 0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL,
    0x06f067aa72176fbaULL, 0x0a637dc5a2c898a6ULL, 0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
    0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL, 0x431d67c49c100d4cULL,
    0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL, 0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL};
static const uint32_t h256[8] = {
    0x6a09e667U, 0xbb67ae85U, 0x3c6ef372U, 0xa54ff53aU,
    0x510e527fU, 0x9b05688cU, 0x1f83d9abU, 0x5be0cd19U};
static const uint32_t h224[8] = {
    0xc1059ed8U, 0x367cd507U, 0x3070dd17U, 0xf70e5939U,
    0xffc00b31U, 0x68581511U, 0x64f98fa7U, 0xbefa4fa4U};
static const uint64_t h512[8] = {
    0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
    0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL};
static const uint64_t h384[8] = {
    0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL, 0x9159015a3070dd17ULL, 0x152fecd8f70e5939ULL,
    0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL, 0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL};

static uint32_t rol32(uint32_t x, int n)
{
    return (x << n) | (x >> (32 - n));
}

static uint32_t ror32(uint32_t x, int n)
{
    return (x >> n) | (x << (32 - n));
}

static uint64_t ror64(uint64_t x, int n)
{
    return (x >> n) | (x << (64 - n));
}

static void md2(const unsigned char *m, size_t n, unsigned char *out)
{
    unsigned char x[48], c[16], blk[16];
    size_t nb = n / 16 + 1, b, j, k;
    unsigned char l = 0, t;
    memset(x, 0, sizeof x);
    memset(c, 0, sizeof c);
    /* the padded message's blocks, then the checksum as a final block */
    for (b = 0; b <= nb; b++) {
        if (b < nb) {
            size_t take = b * 16 + 16 <= n ? 16 : n - b * 16;
            memcpy(blk, m + b * 16, take);
            memset(blk + take, (int)(16 - take), 16 - take);
            for (j = 0; j < 16; j++) {
                c[j] ^= md2_s[blk[j] ^ l];
                l = c[j];
            }
        } else
            memcpy(blk, c, 16);
        for (j = 0; j < 16; j++) {
            x[16 + j] = blk[j];
            x[32 + j] = (unsigned char)(blk[j] ^ x[j]);
        }
        t = 0;
        for (j = 0; j < 18; j++) {
            for (k = 0; k < 48; k++)
                t = x[k] ^= md2_s[t];
            t = (unsigned char)(t + j);
        }
    }
    memcpy(out, x, 16);
}

/* Merkle-Damgard padding shared by MD4, MD5, SHA-1 and SHA-2: the message, 0x80, zeros, the
 * bit length in `lenbytes` bytes (little- or big-endian), to a multiple of `blk` bytes. */
static unsigned char *md_pad(const unsigned char *m, size_t n, size_t blk, size_t lenbytes,
                             int big, size_t *total)
{
    size_t t = (n + 1 + lenbytes + blk - 1) / blk * blk, i;
    unsigned char *p = (unsigned char *)mt__bi_alloc(t);
    uint64_t bits = (uint64_t)n * 8;
    memcpy(p, m, n);
    p[n] = 0x80;
    for (i = 0; i < 8; i++) {
        unsigned char v = (unsigned char)(bits >> (8 * i));
        p[big ? t - 1 - i : t - lenbytes + i] = v;
    }
    *total = t;
    return p;
}

static uint32_t le32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint32_t be32(const unsigned char *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static uint64_t be64(const unsigned char *p)
{
    return (uint64_t)be32(p) << 32 | be32(p + 4);
}

static void put_le32(unsigned char *o, uint32_t v)
{
    int i;
    for (i = 0; i < 4; i++)
        o[i] = (unsigned char)(v >> (8 * i));
}

static void put_be32(unsigned char *o, uint32_t v)
{
    int i;
    for (i = 0; i < 4; i++)
        o[i] = (unsigned char)(v >> (24 - 8 * i));
}

static void put_be64(unsigned char *o, uint64_t v)
{
    put_be32(o, (uint32_t)(v >> 32));
    put_be32(o + 4, (uint32_t)v);
}

/* MD4 (md5 == 0) and MD5 (md5 != 0): little-endian words, four 32-bit state words. */
static void md45(const unsigned char *m, size_t n, int md5, unsigned char *out)
{
    static const int s4[3][4] = {{3, 7, 11, 19}, {3, 5, 9, 13}, {3, 9, 11, 15}};
    static const int o4[16] = {0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15};
    static const int s5[4][4] = {{7, 12, 17, 22}, {5, 9, 14, 20}, {4, 11, 16, 23}, {6, 10, 15, 21}};
    uint32_t h[4] = {0x67452301U, 0xefcdab89U, 0x98badcfeU, 0x10325476U};
    size_t total, b;
    unsigned char *p = md_pad(m, n, 64, 8, 0, &total);
    int i;
    for (b = 0; b < total; b += 64) {
        uint32_t x[16], a = h[0], bb = h[1], c = h[2], d = h[3];
        for (i = 0; i < 16; i++)
            x[i] = le32(p + b + 4 * (size_t)i);
        for (i = 0; i < (md5 ? 64 : 48); i++) {
            uint32_t f, t;
            int r = i / 16, k, s;
            if (md5) {
                static const int step[4] = {1, 5, 3, 7}, start[4] = {0, 1, 5, 0};
                f = r == 0 ? (bb & c) | (~bb & d)
                  : r == 1 ? (bb & d) | (c & ~d)
                  : r == 2 ? bb ^ c ^ d
                           : c ^ (bb | ~d);
                k = (start[r] + step[r] * (i % 16)) % 16;
                s = s5[r][i % 4];
                t = d;
                d = c;
                c = bb;
                bb = bb + rol32(a + f + x[k] + md5_t[i], s);
                a = t;
            } else {
                f = r == 0 ? (bb & c) | (~bb & d)
                  : r == 1 ? (bb & c) | (bb & d) | (c & d)
                           : bb ^ c ^ d;
                k = r == 0 ? i : r == 1 ? (i % 16) / 4 + 4 * (i % 4) : o4[i % 16];
                s = s4[r][i % 4];
                t = d;
                d = c;
                c = bb;
                bb = rol32(a + f + x[k] + (r == 0 ? 0 : r == 1 ? 0x5a827999U : 0x6ed9eba1U), s);
                a = t;
            }
        }
        h[0] += a;
        h[1] += bb;
        h[2] += c;
        h[3] += d;
    }
    free(p);
    for (i = 0; i < 4; i++)
        put_le32(out + 4 * i, h[i]);
}

static void sha1(const unsigned char *m, size_t n, unsigned char *out)
{
    uint32_t h[5] = {0x67452301U, 0xefcdab89U, 0x98badcfeU, 0x10325476U, 0xc3d2e1f0U};
    size_t total, b;
    unsigned char *p = md_pad(m, n, 64, 8, 1, &total);
    int i;
    for (b = 0; b < total; b += 64) {
        uint32_t w[80], a = h[0], bb = h[1], c = h[2], d = h[3], e = h[4];
        for (i = 0; i < 16; i++)
            w[i] = be32(p + b + 4 * (size_t)i);
        for (i = 16; i < 80; i++)
            w[i] = rol32(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
        for (i = 0; i < 80; i++) {
            uint32_t f, k, t;
            if (i < 20) {
                f = (bb & c) | (~bb & d);
                k = 0x5a827999U;
            } else if (i < 40) {
                f = bb ^ c ^ d;
                k = 0x6ed9eba1U;
            } else if (i < 60) {
                f = (bb & c) | (bb & d) | (c & d);
                k = 0x8f1bbcdcU;
            } else {
                f = bb ^ c ^ d;
                k = 0xca62c1d6U;
            }
            t = rol32(a, 5) + f + e + k + w[i];
            e = d;
            d = c;
            c = rol32(bb, 30);
            bb = a;
            a = t;
        }
        h[0] += a;
        h[1] += bb;
        h[2] += c;
        h[3] += d;
        h[4] += e;
    }
    free(p);
    for (i = 0; i < 5; i++)
        put_be32(out + 4 * i, h[i]);
}

/* SHA-256 from the initial value iv (SHA-224: its own iv, the first 7 words kept). */
static void sha256(const unsigned char *m, size_t n, const uint32_t *iv, int words,
                   unsigned char *out)
{
    uint32_t h[8];
    size_t total, b;
    unsigned char *p = md_pad(m, n, 64, 8, 1, &total);
    int i;
    memcpy(h, iv, sizeof h);
    for (b = 0; b < total; b += 64) {
        uint32_t w[64], v[8];
        for (i = 0; i < 16; i++)
            w[i] = be32(p + b + 4 * (size_t)i);
        for (i = 16; i < 64; i++) {
            uint32_t s0 = ror32(w[i - 15], 7) ^ ror32(w[i - 15], 18) ^ (w[i - 15] >> 3);
            uint32_t s1 = ror32(w[i - 2], 17) ^ ror32(w[i - 2], 19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        memcpy(v, h, sizeof v);
        for (i = 0; i < 64; i++) {
            uint32_t s1 = ror32(v[4], 6) ^ ror32(v[4], 11) ^ ror32(v[4], 25);
            uint32_t ch = (v[4] & v[5]) ^ (~v[4] & v[6]);
            uint32_t t1 = v[7] + s1 + ch + k256[i] + w[i];
            uint32_t s0 = ror32(v[0], 2) ^ ror32(v[0], 13) ^ ror32(v[0], 22);
            uint32_t maj = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
            memmove(v + 1, v, 7 * sizeof v[0]);
            v[4] += t1;
            v[0] = t1 + s0 + maj;
        }
        for (i = 0; i < 8; i++)
            h[i] += v[i];
    }
    free(p);
    for (i = 0; i < words; i++)
        put_be32(out + 4 * i, h[i]);
}

/* SHA-512 from iv (SHA-384: its own iv, the first 6 words kept); 128-bit length field. */
static void sha512(const unsigned char *m, size_t n, const uint64_t *iv, int words,
                   unsigned char *out)
{
    uint64_t h[8];
    size_t total, b;
    unsigned char *p = md_pad(m, n, 128, 16, 1, &total);
    int i;
    memcpy(h, iv, sizeof h);
    for (b = 0; b < total; b += 128) {
        uint64_t w[80], v[8];
        for (i = 0; i < 16; i++)
            w[i] = be64(p + b + 8 * (size_t)i);
        for (i = 16; i < 80; i++) {
            uint64_t s0 = ror64(w[i - 15], 1) ^ ror64(w[i - 15], 8) ^ (w[i - 15] >> 7);
            uint64_t s1 = ror64(w[i - 2], 19) ^ ror64(w[i - 2], 61) ^ (w[i - 2] >> 6);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        memcpy(v, h, sizeof v);
        for (i = 0; i < 80; i++) {
            uint64_t s1 = ror64(v[4], 14) ^ ror64(v[4], 18) ^ ror64(v[4], 41);
            uint64_t ch = (v[4] & v[5]) ^ (~v[4] & v[6]);
            uint64_t t1 = v[7] + s1 + ch + k512[i] + w[i];
            uint64_t s0 = ror64(v[0], 28) ^ ror64(v[0], 34) ^ ror64(v[0], 39);
            uint64_t maj = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
            memmove(v + 1, v, 7 * sizeof v[0]);
            v[4] += t1;
            v[0] = t1 + s0 + maj;
        }
        for (i = 0; i < 8; i++)
            h[i] += v[i];
    }
    free(p);
    for (i = 0; i < words; i++)
        put_be64(out + 8 * i, h[i]);
}

/* An argument as Octave's string_value: a char array's first row (with Octave's warning
 * when it has several), a real numeric value's elements as bytes (with its implicit
 * conversion warning). Returns a heap copy and its length. */
static unsigned char *string_value(const mt_arg *g, size_t *len)
{
    mt_array view;
    const mt_array *a = mt__bi_arg(g, &view);
    size_t rows = a->ndims == 2 ? a->dims[0] : 0, cols, j;
    unsigned char *s;
    if (a->cls == MT_CHAR) {
        if (a->ndims > 2 && a->numel > 0)
            mt_error("mat2c: hash of a character array with more than two dimensions is not supported");
    } else if (a->cls == MT_DOUBLE && !a->cplx && a->ndims == 2) {
        for (j = 0; j < a->numel; j++) {
            double v = mt__get(a, j);
            if (!(v >= 0 && v < 256 && v == (double)(int)v))
                mt_error("mat2c: hash of a numeric value that is not a byte is not supported");
        }
        mt_warn("Octave:num-to-str", a->numel == 1 ? "implicit conversion from scalar to sq_string"
                                                    : "implicit conversion from matrix to sq_string");
    } else
        mt_error("mat2c: hash of a %s argument is not supported", mt_class_name(a->cls));
    if (rows > 1)
        mt_warn("Octave:charmat-truncated",
                "multi-row character matrix converted to a string, only the first row is used");
    cols = rows == 0 ? 0 : a->dims[1];
    s = (unsigned char *)mt__bi_alloc(cols + 1);
    for (j = 0; j < cols; j++)
        s[j] = a->cls == MT_CHAR ? ((const unsigned char *)a->data)[j * rows]
                                 : (unsigned char)mt__get(a, j * rows);
    *len = cols;
    return s;
}

BI(hash)
{
    static const char hex[] = "0123456789abcdef";
    unsigned char *fn, *str, dig[64];
    size_t fl, sl, nd = 0, i;
    char name[8];
    (void)nout;
    if (nargs != 2)
        mt_error("Invalid call to hash.  Correct usage is:\n\n -- hash (HFUN, STR)");
    fn = string_value(&args[0], &fl);
    str = string_value(&args[1], &sl);
    for (i = 0; i < fl && i < sizeof name - 1; i++)
        name[i] = (char)tolower(fn[i]);
    name[i] = 0;
    if (fl >= sizeof name)
        name[0] = 0;
    if (!strcmp(name, "md2"))
        md2(str, sl, dig), nd = 16;
    else if (!strcmp(name, "md4"))
        md45(str, sl, 0, dig), nd = 16;
    else if (!strcmp(name, "md5"))
        md45(str, sl, 1, dig), nd = 16;
    else if (!strcmp(name, "sha1"))
        sha1(str, sl, dig), nd = 20;
    else if (!strcmp(name, "sha224"))
        sha256(str, sl, h224, 7, dig), nd = 28;
    else if (!strcmp(name, "sha256"))
        sha256(str, sl, h256, 8, dig), nd = 32;
    else if (!strcmp(name, "sha384"))
        sha512(str, sl, h384, 6, dig), nd = 48;
    else if (!strcmp(name, "sha512"))
        sha512(str, sl, h512, 8, dig), nd = 64;
    free(str);
    if (!nd) {
        char msg[MT_ERRMSG_MAX];
        snprintf(msg, sizeof msg, "hash function '%.*s' not supported", (int)fl, (const char *)fn);
        free(fn);
        mt_error("%s", msg);
        return;
    }
    free(fn);
    mt__bi_set2(out[0], MT_CHAR, 1, 2 * nd);
    for (i = 0; i < nd; i++) {
        ((char *)out[0]->data)[2 * i] = hex[dig[i] >> 4];
        ((char *)out[0]->data)[2 * i + 1] = hex[dig[i] & 15];
    }
}
