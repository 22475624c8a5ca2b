/* mt_rand.c — rand, randn, rande, randg, randp, randi and randperm producing GNU Octave's
 * streams.
 *
 * Octave keeps one Mersenne Twister (MT19937) state per distribution and swaps it in when a
 * distribution is used, so rand and randn draw from independent streams; here each
 * distribution simply owns its generator. Seeding ('state'/'twister') turns the seed vector
 * into 32-bit words with saturating rounding and feeds them to MT19937's init-by-array, unless
 * it is a complete saved state (625 words whose last one, the position, is 1..624).
 * Uniform doubles take 27 + 26 bits of two draws, singles 24 bits of one; normals use the
 * Marsaglia–Tsang ziggurat with 256 levels whose tables are computed at first use, and so do
 * exponentials. Gamma and Poisson deviates (mt_randdist.c) are built on these draws.
 * rand('seed', x) switches every function to RANLIB's L'Ecuyer combined generator (one
 * virtual generator per distribution) and its deviates (mt_randdist.c).
 * rng is a library function (crates/mat2c-mlib/lib/rng.m) over rand's and randn's forms.
 * randi and randperm follow Octave's randi.m (rejection sampling on 53-bit integers) and
 * randperm (a Knuth shuffle driven by m uniforms). */
#include "mt_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MTR_N 624
#define MTR_M 397

enum {
    DIST_UNIFORM = MT_DIST_UNIFORM,
    DIST_NORMAL = MT_DIST_NORMAL,
    DIST_EXPON = MT_DIST_EXPON,
    DIST_POISSON = MT_DIST_POISSON,
    DIST_GAMMA = MT_DIST_GAMMA,
    NDIST
};

typedef struct mtr_gen {
    uint32_t s[MTR_N];
    int left; /* Octave's position counter: words left before the next twist, plus one */
    int pos;  /* index of the next word */
    int seeded;
} mtr_gen;

static mtr_gen gens[NDIST];
static int use_old;                 /* set by rand('seed', x), cleared by 'state' */
static int32_t old_s1[NDIST], old_s2[NDIST]; /* RANLIB seeds per distribution */
static int old_seeded;

static const char *fn_name(int dist)
{
    static const char *const names[NDIST] = {"rand", "randn", "rande", "randp", "randg"};
    return names[dist];
}

/* ---- MT19937 ---- */

static void mtr_init_word(mtr_gen *g, uint32_t seed)
{
    int j;
    g->s[0] = seed;
    for (j = 1; j < MTR_N; j++)
        g->s[j] = 1812433253u * (g->s[j - 1] ^ (g->s[j - 1] >> 30)) + (uint32_t)j;
    g->left = 1;
    g->pos = MTR_N;
    g->seeded = 1;
}

static void mtr_init_key(mtr_gen *g, const uint32_t *key, size_t len)
{
    size_t i = 1, j = 0, k;
    uint32_t zero = 0;
    if (len == 0) {
        key = &zero;
        len = 1;
    }
    mtr_init_word(g, 19650218u);
    for (k = MTR_N > len ? MTR_N : len; k; k--) {
        g->s[i] = (g->s[i] ^ ((g->s[i - 1] ^ (g->s[i - 1] >> 30)) * 1664525u)) + key[j] + (uint32_t)j;
        i++;
        j++;
        if (i >= MTR_N) {
            g->s[0] = g->s[MTR_N - 1];
            i = 1;
        }
        if (j >= len)
            j = 0;
    }
    for (k = MTR_N - 1; k; k--) {
        g->s[i] = (g->s[i] ^ ((g->s[i - 1] ^ (g->s[i - 1] >> 30)) * 1566083941u)) - (uint32_t)i;
        i++;
        if (i >= MTR_N) {
            g->s[0] = g->s[MTR_N - 1];
            i = 1;
        }
    }
    g->s[0] = 0x80000000u;
    g->left = 1;
    g->pos = MTR_N;
    g->seeded = 1;
}

/* An unseeded program starts from the clock, as Octave does (so no stream is reproducible). */
static void mtr_init_clock(mtr_gen *g, int dist)
{
    uint32_t key[4];
    key[0] = (uint32_t)time(NULL);
    key[1] = (uint32_t)clock();
    key[2] = (uint32_t)(size_t)g;
    key[3] = (uint32_t)dist;
    mtr_init_key(g, key, 4);
}

static uint32_t mix(uint32_t u, uint32_t v)
{
    uint32_t y = (u & 0x80000000u) | (v & 0x7fffffffu);
    return (y >> 1) ^ ((v & 1u) ? 0x9908b0dfu : 0u);
}

static void mtr_twist(mtr_gen *g)
{
    int k;
    for (k = 0; k < MTR_N - MTR_M; k++)
        g->s[k] = g->s[k + MTR_M] ^ mix(g->s[k], g->s[k + 1]);
    for (; k < MTR_N - 1; k++)
        g->s[k] = g->s[k + MTR_M - MTR_N] ^ mix(g->s[k], g->s[k + 1]);
    g->s[MTR_N - 1] = g->s[MTR_M - 1] ^ mix(g->s[MTR_N - 1], g->s[0]);
}

static uint32_t mtr_u32(mtr_gen *g)
{
    uint32_t y;
    if (--g->left == 0) {
        mtr_twist(g);
        g->left = MTR_N;
        g->pos = 0;
    }
    y = g->s[g->pos++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    return y ^ (y >> 18);
}

static mtr_gen *gen(int dist)
{
    mtr_gen *g = &gens[dist];
    if (!g->seeded)
        mtr_init_clock(g, dist);
    return g;
}

/* Uniform on (0,1) with 53 random bits. */
static double mtr_u53(mtr_gen *g)
{
    int32_t a, b;
    do {
        a = (int32_t)(mtr_u32(g) >> 5);
        b = (int32_t)(mtr_u32(g) >> 6);
    } while (a == 0 && b == 0);
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

/* Uniform on (0,1) with 24 random bits. */
static float mtr_u24(mtr_gen *g)
{
    uint32_t i;
    do
        i = mtr_u32(g) & 0xFFFFFFu;
    while (i == 0);
    return (float)i * (1.0f / 16777216.0f);
}

/* ---- ziggurat normals (256 levels; tables built at first use) ---- */

#define ZIG_R 3.6541528853610088
#define ZIG_INV_R 0.27366123732975828
#define ZIG_AREA 0.00492867323399
#define ZIG_D_SCALE 9007199254740992.0 /* 2^53: magnitude bits of a double draw */
#define ZIG_F_SCALE 2147483648.0       /* 2^31: magnitude bits of a single draw */

static uint64_t zd_k[256];
static double zd_w[256], zd_f[256];
static uint32_t zf_k[256];
static float zf_w[256], zf_f[256];
static int zd_ready, zf_ready;

/* Level i spans [0, x_i]; x_{i-1} follows from equal areas: f(x_{i-1}) = A/x_i + f(x_i). The
 * float tables repeat the construction in single precision, as Octave does. */
static void zig_tables_double(void)
{
    double x1 = ZIG_R, x;
    int i;
    zd_w[255] = x1 / ZIG_D_SCALE;
    zd_f[255] = exp(-0.5 * x1 * x1);
    zd_k[0] = (uint64_t)(x1 * zd_f[255] / ZIG_AREA * ZIG_D_SCALE);
    zd_w[0] = ZIG_AREA / zd_f[255] / ZIG_D_SCALE;
    zd_f[0] = 1.0;
    for (i = 254; i > 0; i--) {
        x = sqrt(-2.0 * log(ZIG_AREA / x1 + zd_f[i + 1]));
        zd_k[i + 1] = (uint64_t)(x / x1 * ZIG_D_SCALE);
        zd_w[i] = x / ZIG_D_SCALE;
        zd_f[i] = exp(-0.5 * x * x);
        x1 = x;
    }
    zd_k[1] = 0;
    zd_ready = 1;
}

static void zig_tables_float(void)
{
    float x1 = (float)ZIG_R, x;
    int i;
    /* Octave's float tables are computed in double from float values (explicit here) */
    zf_w[255] = (float)((double)x1 / ZIG_F_SCALE);
    zf_f[255] = (float)exp(-0.5 * (double)x1 * (double)x1);
    zf_k[0] = (uint32_t)((double)(x1 * zf_f[255]) / ZIG_AREA * ZIG_F_SCALE);
    zf_w[0] = (float)(ZIG_AREA / (double)zf_f[255] / ZIG_F_SCALE);
    zf_f[0] = 1.0f;
    for (i = 254; i > 0; i--) {
        x = (float)sqrt(-2.0 * log(ZIG_AREA / (double)x1 + (double)zf_f[i + 1]));
        zf_k[i + 1] = (uint32_t)((double)(x / x1) * ZIG_F_SCALE);
        zf_w[i] = (float)((double)x / ZIG_F_SCALE);
        zf_f[i] = (float)exp(-0.5 * (double)x * (double)x);
        x1 = x;
    }
    zf_k[1] = 0;
    zf_ready = 1;
}

static double zig_normal_double(mtr_gen *g)
{
    if (!zd_ready)
        zig_tables_double();
    for (;;) {
        /* 54 bits: the lowest is the sign, the next 53 the magnitude (its low 8: the level). */
        uint32_t lo = mtr_u32(g), hi = mtr_u32(g) & 0x3FFFFFu;
        uint64_t r = ((uint64_t)hi << 32) | lo;
        int64_t mag = (int64_t)(r >> 1);
        int idx = (int)(mag & 0xFF);
        double x = (double)((r & 1) ? -mag : mag) * zd_w[idx];
        if (mag < (int64_t)zd_k[idx])
            return x;
        if (idx == 0) {
            double xx, yy;
            do {
                xx = -ZIG_INV_R * log(mtr_u53(g));
                yy = -log(mtr_u53(g));
            } while (yy + yy <= xx * xx);
            return (mag & 0x100) ? -ZIG_R - xx : ZIG_R + xx;
        }
        if ((zd_f[idx - 1] - zd_f[idx]) * mtr_u53(g) + zd_f[idx] < exp(-0.5 * x * x))
            return x;
    }
}

static float zig_normal_float(mtr_gen *g)
{
    if (!zf_ready)
        zig_tables_float();
    for (;;) {
        uint32_t r = mtr_u32(g);
        uint32_t mag = r & 0x7fffffffu;
        int idx = (int)(r & 0xFF);
        float x = (float)(int32_t)r * zf_w[idx];
        if (mag < zf_k[idx])
            return x;
        if (idx == 0) {
            float xx, yy;
            do {
                xx = (float)(-ZIG_INV_R * (double)logf(mtr_u24(g)));
                yy = -logf(mtr_u24(g));
            } while (yy + yy <= xx * xx);
            return (mag & 0x100) ? (float)(-ZIG_R - (double)xx) : (float)(ZIG_R + (double)xx);
        }
        if ((double)((zf_f[idx - 1] - zf_f[idx]) * mtr_u24(g) + zf_f[idx])
            < exp(-0.5 * (double)x * (double)x))
            return x;
    }
}

/* ---- ziggurat exponentials (256 levels, one-sided: every bit of the draw is magnitude) ---- */

#define ZIGE_R 7.69711747013104972
#define ZIGE_AREA 0.0039496598225815571993
#define ZIGE_F_SCALE 4294967296.0 /* 2^32: bits of a single draw */

static uint64_t ze_k[256];
static double ze_w[256], ze_f[256];
static uint32_t zef_k[256];
static float zef_w[256], zef_f[256];
static int ze_ready, zef_ready;

/* As for normals, with f(x) = exp(-x): x_{i-1} = -log(A/x_i + f(x_i)). */
static void zig_exp_tables_double(void)
{
    double x1 = ZIGE_R, x;
    int i;
    ze_w[255] = x1 / ZIG_D_SCALE;
    ze_f[255] = exp(-x1);
    ze_k[0] = (uint64_t)(x1 * ze_f[255] / ZIGE_AREA * ZIG_D_SCALE);
    ze_w[0] = ZIGE_AREA / ze_f[255] / ZIG_D_SCALE;
    ze_f[0] = 1.0;
    for (i = 254; i > 0; i--) {
        x = -log(ZIGE_AREA / x1 + ze_f[i + 1]);
        ze_k[i + 1] = (uint64_t)(x / x1 * ZIG_D_SCALE);
        ze_w[i] = x / ZIG_D_SCALE;
        ze_f[i] = exp(-x);
        x1 = x;
    }
    ze_k[1] = 0;
    ze_ready = 1;
}

static void zig_exp_tables_float(void)
{
    float x1 = (float)ZIGE_R, x;
    int i;
    zef_w[255] = (float)((double)x1 / ZIGE_F_SCALE);
    zef_f[255] = (float)exp(-(double)x1);
    zef_k[0] = (uint32_t)((double)(x1 * zef_f[255]) / ZIGE_AREA * ZIGE_F_SCALE);
    zef_w[0] = (float)(ZIGE_AREA / (double)zef_f[255] / ZIGE_F_SCALE);
    zef_f[0] = 1.0f;
    for (i = 254; i > 0; i--) {
        x = (float)-log(ZIGE_AREA / (double)x1 + (double)zef_f[i + 1]);
        zef_k[i + 1] = (uint32_t)((double)(x / x1) * ZIGE_F_SCALE);
        zef_w[i] = (float)((double)x / ZIGE_F_SCALE);
        zef_f[i] = (float)exp(-(double)x);
        x1 = x;
    }
    zef_k[1] = 0;
    zef_ready = 1;
}

static double zig_exp_double(mtr_gen *g)
{
    if (!ze_ready)
        zig_exp_tables_double();
    for (;;) {
        /* 53 bits of magnitude; the low 8 pick the level. */
        uint32_t lo = mtr_u32(g), hi = mtr_u32(g) & 0x1FFFFFu;
        uint64_t r = ((uint64_t)hi << 32) | lo;
        int idx = (int)(r & 0xFF);
        double x = (double)r * ze_w[idx];
        if (r < ze_k[idx])
            return x;
        if (idx == 0)
            return ZIGE_R - log(mtr_u53(g));
        if ((ze_f[idx - 1] - ze_f[idx]) * mtr_u53(g) + ze_f[idx] < exp(-x))
            return x;
    }
}

static float zig_exp_float(mtr_gen *g)
{
    if (!zef_ready)
        zig_exp_tables_float();
    for (;;) {
        uint32_t r = mtr_u32(g);
        int idx = (int)(r & 0xFF);
        float x = (float)r * zef_w[idx];
        if (r < zef_k[idx])
            return x;
        if (idx == 0)
            return (float)(ZIGE_R - (double)logf(mtr_u24(g)));
        if ((double)((zef_f[idx - 1] - zef_f[idx]) * mtr_u24(g) + zef_f[idx]) < exp(-(double)x))
            return x;
    }
}

/* ---- RANLIB's combined multiplicative congruential generator (rand('seed', x)) ---- */

#define RL_M1 2147483563
#define RL_M2 2147483399

static int32_t fit_range(int32_t i, int32_t lo, int32_t hi)
{
    i = i > 0 ? i : -i;
    if (i < lo)
        i = lo;
    else if (i > hi)
        i = i % hi;
    return i;
}

static void old_init_clock(void)
{
    int d;
    time_t t = time(NULL);
    for (d = 0; d < NDIST; d++) {
        old_s1[d] = fit_range((int32_t)(t % 86400) * (d + 3), 1, RL_M1);
        old_s2[d] = fit_range((int32_t)(t % 3600) * (d + 5), 1, RL_M2);
    }
    old_seeded = 1;
}

static float old_uniform(int dist)
{
    int32_t s1, s2, k, z;
    if (!old_seeded)
        old_init_clock();
    s1 = old_s1[dist];
    s2 = old_s2[dist];
    k = s1 / 53668;
    s1 = 40014 * (s1 - k * 53668) - k * 12211;
    if (s1 < 0)
        s1 += RL_M1;
    k = s2 / 52774;
    s2 = 40692 * (s2 - k * 52774) - k * 3791;
    if (s2 < 0)
        s2 += RL_M2;
    old_s1[dist] = s1;
    old_s2[dist] = s2;
    z = s1 - s2;
    if (z < 1)
        z += RL_M1 - 1;
    return (float)z * 4.656613057E-10f;
}

static void old_set_seed(int dist, double v)
{
    int32_t w[2];
    if (!old_seeded)
        old_init_clock();
    memcpy(w, &v, sizeof w); /* the seed's bit pattern, low word first (little-endian) */
    old_s1[dist] = fit_range(w[0], 1, RL_M1);
    old_s2[dist] = fit_range(w[1], 1, RL_M2);
    use_old = 1;
}

static double old_get_seed(int dist)
{
    int32_t w[2];
    double v;
    if (!old_seeded)
        old_init_clock();
    w[0] = old_s1[dist];
    w[1] = old_s2[dist];
    memcpy(&v, w, sizeof v);
    return v;
}

/* ---- one deviate of a distribution's stream (mt_randdist.c builds on these) ---- */

int mt__rnd_old(void)
{
    return use_old;
}

float mt__rnd_ranf(int dist)
{
    return old_uniform(dist);
}

double mt__rnd_u53(int dist)
{
    return mtr_u53(gen(dist));
}

float mt__rnd_u24(int dist)
{
    return mtr_u24(gen(dist));
}

double mt__rnd_normal(int dist)
{
    return zig_normal_double(gen(dist));
}

float mt__rnd_normalf(int dist)
{
    return zig_normal_float(gen(dist));
}

double mt__rnd_exp(int dist)
{
    return zig_exp_double(gen(dist));
}

float mt__rnd_expf(int dist)
{
    return zig_exp_float(gen(dist));
}

/* RANLIB's deviates as Octave's wrappers compute them in single precision: genunf(0, 1),
 * gennor(0, 1) = 1*snorm() + 0 (so never -0), genexp(1) = sexpo()*1. */
static float old_draw(int dist)
{
    switch (dist) {
    case DIST_NORMAL:
        return 1.0f * mt__ranlib_snorm(dist) + 0.0f;
    case DIST_EXPON:
        return mt__ranlib_sexpo(dist) * 1.0f;
    default:
        return 0.0f + 1.0f * old_uniform(dist);
    }
}

static double draw_double(int dist)
{
    if (use_old)
        return (double)old_draw(dist);
    switch (dist) {
    case DIST_NORMAL:
        return zig_normal_double(gen(dist));
    case DIST_EXPON:
        return zig_exp_double(gen(dist));
    default:
        return mtr_u53(gen(dist));
    }
}

static float draw_float(int dist)
{
    if (use_old)
        return old_draw(dist);
    switch (dist) {
    case DIST_NORMAL:
        return zig_normal_float(gen(dist));
    case DIST_EXPON:
        return zig_exp_float(gen(dist));
    default:
        return mtr_u24(gen(dist));
    }
}

double mt_rand_scalar(int dist)
{
    return draw_double(dist);
}

/* Fill r with draws; randg and randp take their parameter from a: one value for every
 * element (Octave's vector generators), or one per element (its scalar generators). */
static void fill(mt_array *r, int dist, int single, int ndims, const size_t *dims,
                 const mt_array *a)
{
    size_t i;
    mt_resize(r, single ? MT_SINGLE : MT_DOUBLE, 0, ndims, dims);
    if (dist == DIST_POISSON || dist == DIST_GAMMA) {
        int gamma = dist == DIST_GAMMA;
        if (a->numel == 1) {
            double v = mt__get(a, 0);
            if (single)
                (gamma ? mt__randg_fillf : mt__randp_fillf)((float)v, r->numel, (float *)r->data);
            else
                (gamma ? mt__randg_fill : mt__randp_fill)(v, r->numel, (double *)r->data);
            return;
        }
        for (i = 0; i < r->numel; i++) {
            double v = mt__get(a, i);
            if (single)
                ((float *)r->data)[i] = gamma ? mt__randg_scalarf((float)v) : mt__randp_scalarf((float)v);
            else
                ((double *)r->data)[i] = gamma ? mt__randg_scalar(v) : mt__randp_scalar(v);
        }
        return;
    }
    if (single) {
        float *p = (float *)r->data;
        for (i = 0; i < r->numel; i++)
            p[i] = draw_float(dist);
    } else {
        double *p = (double *)r->data;
        for (i = 0; i < r->numel; i++)
            p[i] = draw_double(dist);
    }
}

/* ---- argument parsing ---- */

static int is_str(mt_arg a)
{
    return a.a && a.a->cls == MT_CHAR;
}

static int str_is(mt_arg a, const char *s)
{
    size_t n = strlen(s);
    return is_str(a) && a.a->numel == n && memcmp(a.a->data, s, n) == 0;
}

static size_t arg_numel(mt_arg a)
{
    return a.a ? a.a->numel : 1;
}

static double arg_get(mt_arg a, size_t i)
{
    return a.a ? mt__get(a.a, i) : a.s;
}

static char *arg_cstr(mt_arg a, char *buf, size_t n)
{
    size_t k = a.a->numel < n - 1 ? a.a->numel : n - 1;
    memcpy(buf, a.a->data, k);
    buf[k] = 0;
    return buf;
}

/* A scalar dimension argument: an integer (Octave's conversion error otherwise); negative
 * extents count as zero. */
static size_t dim_value(double v)
{
    if (v != v)
        mt_error("conversion of nan to int64_t value failed");
    if (v != floor(v) || isinf(v))
        mt_error("conversion of %g to int64_t value failed", v);
    return v > 0 ? (size_t)v : 0;
}

/* Dimensions from size arguments as rand reads them: n, (n, m, ...), or [n m ...]. */
static int parse_dims(const char *fn, int nargs, const mt_arg *args, size_t *dims)
{
    int i;
    if (nargs == 0) {
        dims[0] = dims[1] = 1;
        return 2;
    }
    if (nargs == 1) {
        size_t n = arg_numel(args[0]), k;
        if (n == 1) {
            dims[0] = dims[1] = dim_value(arg_get(args[0], 0));
            return 2;
        }
        if (n > MT_MAXDIMS)
            mt_error("mat2c: too many dimensions (%lu)", (unsigned long)n);
        for (k = 0; k < n; k++) {
            double v = arg_get(args[0], k);
            if (v != floor(v) || v != v)
                mt_error("%s: dimensions must be a scalar or array of integers", fn);
            dims[k] = v > 0 ? (size_t)v : 0;
        }
        if (n == 0) {
            dims[0] = dims[1] = 0;
            return 2;
        }
        return (int)n;
    }
    if (nargs > MT_MAXDIMS)
        mt_error("mat2c: too many dimensions (%d)", nargs);
    for (i = 0; i < nargs; i++) {
        if (is_str(args[i]))
            mt_error("octave_base_value::int64_value (): wrong type argument '%s'",
                     mt__char_type(args[i].a));
        if (arg_numel(args[i]) == 0)
            mt_error("octave_base_value::int64_value (): wrong type argument 'null_matrix'");
        dims[i] = dim_value(arg_get(args[i], 0)); /* Octave reads a matrix's first element */
    }
    return nargs;
}

static uint32_t to_u32(double v)
{
    if (v != v || v <= 0 || isinf(v))
        return 0;
    if (v >= 4294967295.0)
        return 4294967295u;
    return (uint32_t)floor(v + 0.5);
}

static void set_state(int dist, mt_arg v)
{
    size_t n = arg_numel(v), i;
    uint32_t *key;
    mtr_gen *g = &gens[dist];
    if (is_str(v))
        mt_error("invalid conversion from string to real N-D array");
    key = (uint32_t *)malloc((n ? n : 1) * sizeof *key);
    if (!key)
        mt_error("out of memory or dimension too large for Octave's index type");
    for (i = 0; i < n; i++)
        key[i] = to_u32(arg_get(v, i));
    if (n == MTR_N + 1 && key[MTR_N] >= 1 && key[MTR_N] <= MTR_N) {
        memcpy(g->s, key, MTR_N * sizeof *key);
        g->left = (int)key[MTR_N];
        g->pos = MTR_N - g->left + 1;
        g->seeded = 1;
    } else {
        mtr_init_key(g, key, n);
    }
    free(key);
    use_old = 0;
}

static void get_state(mt_array *r, int dist)
{
    size_t d[2] = {MTR_N + 1, 1};
    mtr_gen *g = gen(dist);
    uint32_t *p;
    mt_resize(r, MT_UINT32, 0, 2, d);
    p = (uint32_t *)r->data;
    memcpy(p, g->s, MTR_N * sizeof *p);
    p[MTR_N] = (uint32_t)g->left;
}

static void need_result(mt_array *r)
{
    if (!r)
        return;
    mt_error("value on right hand side of assignment is undefined");
}

/* Octave chops trailing singleton dimensions (keeping two) before comparing sizes. */
static int chop_dims(int nd, const size_t *dims)
{
    while (nd > 2 && dims[nd - 1] == 1)
        nd--;
    return nd;
}

/* randg/randp: the sizes must be the parameter's unless it is a scalar. */
static void check_param_dims(const char *fn, const mt_array *a, int nd, const size_t *dims)
{
    int k, an = chop_dims((int)a->ndims, a->dims);
    if (a->numel == 1)
        return;
    nd = chop_dims(nd, dims);
    if (an != nd)
        mt_error("%s: mismatch in argument size", fn);
    for (k = 0; k < nd; k++)
        if (a->dims[k] != dims[k])
            mt_error("%s: mismatch in argument size", fn);
}

void mt_rand(mt_array *r, int dist, int nargs, const mt_arg *args)
{
    const char *fn = fn_name(dist);
    size_t dims[MT_MAXDIMS];
    int single = 0, nd;
    mt_array view = MT_ARRAY_INIT;
    const mt_array *a = NULL; /* randg's and randp's parameter */
    if (nargs > 0 && str_is(args[nargs - 1], "single")) {
        single = 1;
        nargs--;
    } else if (nargs > 0 && str_is(args[nargs - 1], "double")) {
        nargs--;
    }
    if (dist == DIST_POISSON || dist == DIST_GAMMA) {
        if (nargs == 0)
            mt_error("%s: insufficient arguments", fn);
        if (!is_str(args[0])) {
            a = mt__bi_arg(&args[0], &view);
            if (a->cls == MT_CELL || a->cls == MT_STRUCT)
                mt_error("%s: dimension must be a scalar integer", fn);
            args++;
            nargs--;
        }
    }
    if (nargs >= 1 && is_str(args[0])) {
        if (nargs == 1) {
            if (str_is(args[0], "seed")) {
                if (r)
                    mt_from_scalar(r, old_get_seed(dist));
                return;
            }
            if (str_is(args[0], "state") || str_is(args[0], "twister")) {
                if (r)
                    get_state(r, dist);
                return;
            }
            if (str_is(args[0], "uniform") || str_is(args[0], "normal") || str_is(args[0], "dist")
                || str_is(args[0], "exponential") || str_is(args[0], "poisson")
                || str_is(args[0], "gamma")) {
                char buf[32];
                mt_error("mat2c: %s('%s') is not supported", fn, arg_cstr(args[0], buf, sizeof buf));
            }
            mt_error("%s: unrecognized string argument", fn);
        }
        if (nargs == 2) {
            if (str_is(args[0], "seed")) {
                if (str_is(args[1], "reset")) {
                    old_init_clock();
                    use_old = 1;
                } else if (!is_str(args[1]) && arg_numel(args[1]) == 1 && !(args[1].a && args[1].a->cplx)) {
                    old_set_seed(dist, arg_get(args[1], 0));
                } else {
                    mt_error("%s: seed must be a real scalar", fn);
                }
                need_result(r);
                return;
            }
            if (str_is(args[0], "state") || str_is(args[0], "twister")) {
                if (str_is(args[1], "reset")) {
                    mtr_init_clock(&gens[dist], dist);
                    use_old = 0;
                } else {
                    set_state(dist, args[1]);
                }
                need_result(r);
                return;
            }
            mt_error("%s: unrecognized string argument", fn);
        }
    }
    if (a && nargs == 0) {
        nd = (int)a->ndims;
        memcpy(dims, a->dims, (size_t)nd * sizeof *dims);
    } else {
        nd = parse_dims(fn, nargs, args, dims);
    }
    if (a)
        check_param_dims(fn, a, nd, dims);
    if (r)
        fill(r, dist, single, nd, dims, a);
    else {
        mt_array tmp = MT_ARRAY_INIT;
        fill(&tmp, dist, single, nd, dims, a);
        mt_free(&tmp);
    }
}

/* ---- randi (Octave's randi.m) ---- */

static int int_class(const char *s, mt_class *cls, double *lo, double *hi)
{
    static const struct {
        const char *name;
        mt_class cls;
        double lo, hi;
    } tab[] = {
        {"int8", MT_INT8, -128.0, 127.0},
        {"uint8", MT_UINT8, 0.0, 255.0},
        {"int16", MT_INT16, -32768.0, 32767.0},
        {"uint16", MT_UINT16, 0.0, 65535.0},
        {"int32", MT_INT32, -2147483648.0, 2147483647.0},
        {"uint32", MT_UINT32, 0.0, 4294967295.0},
        {"int64", MT_INT64, -9223372036854775808.0, 9223372036854775807.0},
        {"uint64", MT_UINT64, 0.0, 18446744073709551615.0},
        {"single", MT_SINGLE, -16777216.0, 16777216.0},
        {"double", MT_DOUBLE, 0.0, 0.0},
    };
    size_t i;
    for (i = 0; i < sizeof tab / sizeof tab[0]; i++)
        if (strcmp(s, tab[i].name) == 0) {
            *cls = tab[i].cls;
            *lo = tab[i].lo;
            *hi = tab[i].hi;
            return 1;
        }
    return 0;
}

void mt_randi(mt_array *r, int nargs, const mt_arg *args)
{
    const double flintmax = 9007199254740992.0;
    double imin, imax, range, k, p, minval = 0, maxval = 0;
    size_t dims[MT_MAXDIMS], n, i, got;
    int nd;
    mt_class cls = MT_DOUBLE;
    mt_arg b = args[0];
    mt_array out = MT_ARRAY_INIT;
    double *prim = NULL;
    if (is_str(b) || (b.a && b.a->cls == MT_LOGICAL))
        mt_error("randi: IMIN and IMAX must be integer bounds");
    for (i = 0; i < arg_numel(b); i++)
        if (arg_get(b, i) != floor(arg_get(b, i)))
            mt_error("randi: IMIN and IMAX must be integer bounds");
    if (arg_numel(b) == 1) {
        imin = 1;
        imax = arg_get(b, 0);
        if (imax < 1)
            mt_error("randi: require IMAX >= 1");
    } else {
        if (arg_numel(b) < 2)
            mt_error("index (2): out of bound; value 2 out of bound %lu", (unsigned long)arg_numel(b));
        imin = arg_get(b, 0);
        imax = arg_get(b, 1);
        if (imax < imin)
            mt_error("randi: require IMIN <= IMAX");
    }
    if (fabs(imax) >= flintmax || fabs(imin) >= flintmax)
        mt_error("randi: IMIN and IMAX must be smaller than flintmax()");
    if (imax - imin >= flintmax - 1)
        mt_error("randi: integer range must be smaller than flintmax()-1");
    nargs--;
    args++;
    if (nargs > 0 && is_str(args[nargs - 1])) {
        char name[64];
        arg_cstr(args[nargs - 1], name, sizeof name);
        if (strcmp(name, "double") != 0) {
            if (!int_class(name, &cls, &minval, &maxval))
                mt_error("randi: unknown requested output CLASS '%s'", name);
            if (imax > maxval)
                mt_warn(NULL, "randi: integer IMAX exceeds requested type.  Values "
                              "might be truncated to requested type.");
            else if (imin < minval)
                mt_warn(NULL, "randi: integer IMIN exceeds requested type.   Values "
                              "might be truncated to requested type.");
        }
        nargs--;
    }
    for (i = 0; i < (size_t)nargs; i++) {
        size_t j;
        for (j = 0; j < arg_numel(args[i]); j++)
            if (arg_get(args[i], j) < 0)
                mt_error("reshape: SIZE must be non-negative");
    }
    nd = parse_dims("randi", nargs, args, dims);
    for (n = 1, i = 0; i < (size_t)nd; i++)
        n *= dims[i];
    range = imax - imin + 1;
    k = floor((flintmax + 1) / range);
    p = k * range / (flintmax + 1);
    do {
        double m = ceil(n / p + 10 * sqrt(n / p - n));
        size_t mm = (size_t)m;
        free(prim);
        prim = (double *)malloc((mm ? mm : 1) * sizeof *prim);
        if (!prim)
            mt_error("out of memory or dimension too large for Octave's index type");
        for (got = 0, i = 0; i < mm; i++) {
            double v = floor(draw_double(DIST_UNIFORM) * (flintmax + 1));
            if (v < k * range)
                prim[got++] = v;
        }
    } while (got < n);
    mt_resize(&out, MT_DOUBLE, 0, nd, dims);
    for (i = 0; i < n; i++)
        ((double *)out.data)[i] = imin + floor(prim[i] / k);
    free(prim);
    if (r) {
        if (cls == MT_DOUBLE)
            mt_copy(r, &out);
        else
            mt_convert(r, cls, &out);
    }
    mt_free(&out);
}

/* ---- randperm ---- */

static size_t perm_count(double v)
{
    if (v != v)
        mt_error("conversion of nan to int64_t value failed");
    if (v != floor(v) || isinf(v))
        mt_error("conversion of %g to int64_t value failed", v);
    if (v < 0)
        mt_error("randperm: M and N must be non-negative");
    return (size_t)v;
}

/* The first m steps of the shuffle of 0..n-1 when m is much smaller than n: positions past m
 * that a swap touched live in an open-addressing table (key k holds idx[k]; absent means k),
 * so memory is O(m) and the result is the full shuffle's. */
static size_t *sparse_shuffle(size_t n, size_t m, const double *u)
{
    size_t cap = 16, i, *idx, *keys, *vals;
    while (cap < 2 * m)
        cap *= 2;
    idx = (size_t *)malloc((m ? m : 1) * sizeof *idx);
    keys = (size_t *)malloc(cap * sizeof *keys);
    vals = (size_t *)malloc(cap * sizeof *vals);
    if (!idx || !keys || !vals)
        mt_error("out of memory or dimension too large for Octave's index type");
    for (i = 0; i < cap; i++)
        keys[i] = (size_t)-1;
    for (i = 0; i < m; i++)
        idx[i] = i;
    for (i = 0; i < m; i++) {
        size_t k = i + (size_t)floor(u[i] * (double)(n - i)), t = idx[i];
        if (k < m) {
            idx[i] = idx[k];
            idx[k] = t;
        } else {
            size_t h = (k * 0x9E3779B97F4A7C15ull) & (cap - 1);
            while (keys[h] != (size_t)-1 && keys[h] != k)
                h = (h + 1) & (cap - 1);
            if (keys[h] == (size_t)-1) {
                keys[h] = k;
                vals[h] = k;
            }
            idx[i] = vals[h];
            vals[h] = t;
        }
    }
    free(keys);
    free(vals);
    return idx;
}

void mt_randperm(mt_array *r, int nargs, const mt_arg *args)
{
    double nv = arg_get(args[0], 0), mv = nargs > 1 ? arg_get(args[1], 0) : nv;
    size_t n, m, i, d[2];
    size_t *idx;
    double *u;
    if (nv < 0 || mv < 0)
        mt_error("randperm: M and N must be non-negative");
    n = perm_count(nv);
    m = perm_count(mv);
    if (m > n)
        mt_error("randperm: M must be less than or equal to N");
    u = (double *)malloc((m ? m : 1) * sizeof *u);
    if (!u)
        mt_error("out of memory or dimension too large for Octave's index type");
    for (i = 0; i < m; i++)
        u[i] = draw_double(DIST_UNIFORM);
    if (m < n / 5) {
        idx = sparse_shuffle(n, m, u);
    } else {
        idx = (size_t *)malloc((n ? n : 1) * sizeof *idx);
        if (!idx)
            mt_error("out of memory or dimension too large for Octave's index type");
        for (i = 0; i < n; i++)
            idx[i] = i;
        for (i = 0; i < m; i++) {
            size_t k = i + (size_t)floor(u[i] * (double)(n - i)), t = idx[i];
            idx[i] = idx[k];
            idx[k] = t;
        }
    }
    if (r) {
        d[0] = 1;
        d[1] = m;
        mt_resize(r, MT_DOUBLE, 0, 2, d);
        for (i = 0; i < m; i++)
            ((double *)r->data)[i] = (double)idx[i] + 1;
        /* Octave displays a 1x1 randperm as a matrix */
        r->layout = m == 1 ? MT_LAYOUT_MATRIX1 : MT_LAYOUT_FULL;
    }
    free(u);
    free(idx);
}
