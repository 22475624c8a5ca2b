/* mt_bessel.c — Bessel, Hankel and Airy functions: Octave's besselj, bessely, besseli,
 * besselk, besselh and airy (libinterp/corefcn/besselj.cc over liboctave's lo-specfun.cc,
 * which call the AMOS library). Written from the textbook methods, not from AMOS:
 *
 *   - one core gives e^-z I_nu(z) and e^z K_nu(z) for nu >= 0 and Re z >= 0:
 *     the power series of I where |z| is small against nu; Temme's series (|z| <= 2) or
 *     Steed's continued fraction CF2 (|z| > 2) for K_mu, K_mu+1 with |mu| <= 1/2, forward
 *     recurrence up to K_nu; the continued fraction CF1 for I_nu+1/I_nu, backward
 *     recurrence down to mu and the Wronskian I_mu K_mu+1 + I_mu+1 K_mu = 1/z for I; Hankel's
 *     asymptotic expansion for |z| large against nu^2 (I through the continuation formula
 *     I_nu(z) = (e^-im nu pi K_nu(z) - K_nu(z e^im pi)) / (i pi m));
 *   - analytic continuation (DLMF 10.34) for Re z < 0; J, H1, H2 and Y through I and K of
 *     +-iz (DLMF 10.27); negative orders by Octave's own reflection formulas (lo-specfun.cc's
 *     wrappers, reproduced so that the rounding of cos(pi*alpha) etc. is Octave's);
 *   - Airy functions through K and I of order 1/3 and 2/3 (DLMF 9.6) in |arg z| <= 2 pi/3
 *     and the connection formulas (DLMF 9.2.10-9.2.12) elsewhere.
 *
 * Every value is computed scaled (Octave's OPT = 1 factors) and unscaled at the end, so
 * overflow is detected as AMOS reports it: IERR 2 and Inf + Inf i. IERR 3 and 4 follow AMOS's
 * thresholds on |z| and nu (the value is still computed, as Octave returns it). Single
 * arguments compute in double from the rounded inputs and round the result (AMOS's single
 * routines would differ in the last bits). NaN and Inf arguments, where AMOS's answers are
 * artefacts of its code paths, stop with "mat2c: ... not supported". */
#include "mt_internal.h"

#include <complex.h>
#include <float.h>
#include <math.h>
#include <string.h>

typedef double _Complex cplx;

static const double PI = 3.14159265358979323846;
static const double EPS = DBL_EPSILON;

static cplx mk(double re, double im)
{
    return mt__cplx(re, im);
}

/* ------------------------------------------------------------------------- */
/* helpers                                                                    */
/* ------------------------------------------------------------------------- */

/* e^(i pi t), exact where 2t is an integer (J_n of a negative real stays real). */
static cplx rotpi(double t)
{
    double r = fmod(t, 2.0);
    if (r < 0)
        r += 2.0;
    if (r * 2 == floor(r * 2)) {
        switch ((int)(r * 2)) {
        case 0:
            return 1;
        case 1:
            return mk(0, 1);
        case 2:
            return -1;
        default:
            return mk(0, -1);
        }
    }
    return mk(cos(PI * r), sin(PI * r));
}

/* v e^s without overflowing in e^s alone: the factor is applied in steps. */
static cplx mulexp(cplx v, cplx s)
{
    double re = creal(s);
    if (v == 0)
        return v;
    v *= mk(cos(cimag(s)), sin(cimag(s)));
    while (re > 600 && v != 0 && isfinite(cabs(v))) {
        v *= exp(600.0);
        re -= 600;
    }
    while (re < -600 && v != 0) {
        v *= exp(-600.0);
        re += 600;
    }
    return v * exp(re);
}

/* Taylor coefficients of 1/Gamma(1+x) at 0 (computed to 20 digits). */
static const double RGAMMA[] = {1.0,
                                0.57721566490153286061,
                                -0.65587807152025388108,
                                -0.042002635034095235529,
                                0.1665386113822914895,
                                -0.042197734555544336748,
                                -0.0096219715278769735621,
                                0.0072189432466630995424,
                                -0.0011651675918590651121,
                                -0.00021524167411495097282,
                                0.00012805028238811618615,
                                -0.000020134854780788238656,
                                -1.2504934821426706573e-6,
                                1.1330272319816958824e-6,
                                -2.0563384169776071035e-7,
                                6.1160951044814158179e-9,
                                5.0020076444692229301e-9,
                                -1.1812745704870201446e-9,
                                1.0434267116911005105e-10,
                                7.782263439905071254e-12,
                                -3.6968056186422057082e-12,
                                5.100370287454475979e-13,
                                -2.0583260535665067832e-14,
                                -5.3481225394230179824e-15,
                                1.2267786282382607902e-15,
                                -1.1812593016974587695e-16};

/* ------------------------------------------------------------------------- */
/* the core: e^-z I_nu(z), e^z K_nu(z), nu >= 0, Re z >= 0, z != 0             */
/* ------------------------------------------------------------------------- */

/* Temme's series for K_mu(z), K_mu+1(z), |mu| <= 1/2, |z| <= 2 (unscaled). */
static void k_temme(double mu, cplx z, cplx *k0, cplx *k1)
{
    double gam1 = 0, gam2 = 0, p2 = 1, m2 = mu * mu, gampl, gammi, fact;
    cplx x2 = z / 2, d = -clog(x2), e = mu * d, fact2, ff, sum, sum1, p, q, c = 1, dd, del;
    int i;
    size_t k;
    for (k = 0; k + 1 < sizeof RGAMMA / sizeof RGAMMA[0]; k += 2) {
        gam2 += RGAMMA[k] * p2;
        gam1 -= RGAMMA[k + 1] * p2;
        p2 *= m2;
    }
    gampl = gam2 - mu * gam1; /* 1/Gamma(1+mu) */
    gammi = gam2 + mu * gam1; /* 1/Gamma(1-mu) */
    fact = mu == 0 ? 1 : PI * mu / sin(PI * mu);
    fact2 = cabs(e) < EPS ? 1 : csinh(e) / e;
    ff = fact * (gam1 * ccosh(e) + gam2 * fact2 * d);
    sum = ff;
    e = cexp(e);
    p = 0.5 * e / gampl;
    q = 0.5 / (e * gammi);
    dd = x2 * x2;
    sum1 = p;
    for (i = 1; i < 1000; i++) {
        ff = (i * ff + p + q) / ((double)i * i - m2);
        c *= dd / i;
        p /= (i - mu);
        q /= (i + mu);
        del = c * ff;
        sum += del;
        sum1 += c * (p - i * ff);
        if (cabs(del) < cabs(sum) * EPS)
            break;
    }
    *k0 = sum;
    *k1 = sum1 * 2.0 / z;
}

/* Steed's evaluation of the continued fraction CF2 for e^z K_mu(z), e^z K_mu+1(z),
 * |mu| <= 1/2, |z| > 2. */
static void k_steed(double mu, cplx z, cplx *k0, cplx *k1)
{
    double a1 = 0.25 - mu * mu, a = -a1, c = a1;
    cplx b = 2.0 * (1.0 + z), d = 1.0 / b, h = d, delh = d, q1 = 0, q2 = 1, q = a1, s, qnew, dels;
    int i;
    s = 1.0 + q * delh;
    for (i = 2; i < 100000; i++) {
        a -= 2 * (i - 1);
        c = -a * c / i;
        qnew = (q1 - b * q2) / a;
        q1 = q2;
        q2 = qnew;
        q += c * qnew;
        b += 2;
        d = 1.0 / (b + a * d);
        delh = (b * d - 1.0) * delh;
        h += delh;
        dels = q * delh;
        s += dels;
        if (cabs(dels) < cabs(s) * EPS)
            break;
    }
    h = a1 * h;
    *k0 = sqrt(PI / 2) / csqrt(z) / s;
    *k1 = *k0 * (mu + z + 0.5 - h) / z;
}

/* CF1: I_nu+1(z) / I_nu(z) by the modified Lentz method. */
static cplx i_ratio(double nu, cplx z)
{
    const double tiny = 1e-300;
    cplx f = tiny, c = tiny, d = 0, b, delta;
    long j;
    for (j = 1; j < 100000000L; j++) {
        b = 2.0 * (nu + (double)j) / z;
        d = b + d;
        if (d == 0)
            d = tiny;
        d = 1.0 / d;
        c = b + 1.0 / c;
        if (c == 0)
            c = tiny;
        delta = c * d;
        f *= delta;
        if (cabs(delta - 1.0) < EPS)
            break;
    }
    return f;
}

/* h^n for an integer n by squaring (a few roundings, where exp(n log h) loses digits). */
static cplx ipow(cplx h, long n)
{
    cplx r = 1;
    while (n > 0) {
        if (n & 1)
            r *= h;
        h *= h;
        n >>= 1;
    }
    return r;
}

/* e^-z I_nu(z) by its power series. */
static cplx i_series(double nu, cplx z)
{
    cplx h = z / 2, h2 = h * h, t = 1, sum = 1, lead;
    double lh = log(cabs(h)), k;
    if (nu * lh - lgamma(nu + 1) - creal(z) < -745)
        return 0;
    if (nu < 170 && fabs(nu * lh) < 600) {
        cplx hn = nu == floor(nu) ? ipow(h, (long)nu) : cexp(nu * clog(h));
        lead = hn / tgamma(nu + 1) * cexp(-z);
    } else {
        lead = cexp(nu * clog(h) - lgamma(nu + 1) - z);
    }
    for (k = 1; k < 10000; k++) {
        t *= h2 / (k * (nu + k));
        sum += t;
        if (cabs(t) <= EPS * cabs(sum) / 2)
            break;
    }
    return lead * sum;
}

/* Hankel's expansion of e^w K_nu(w), |arg w| <= pi (sqrt on the principal branch). */
static cplx k_asym(double nu, cplx w)
{
    double m4 = 4 * nu * nu, prev = HUGE_VAL, k;
    cplx t = 1, sum = 1;
    for (k = 1; k < 1000; k++) {
        t *= (m4 - (2 * k - 1) * (2 * k - 1)) / (8 * k * w);
        if (cabs(t) > prev)
            break;
        sum += t;
        prev = cabs(t);
        if (prev <= EPS * cabs(sum) / 2)
            break;
    }
    return sqrt(PI / 2) / csqrt(w) * sum;
}

static void ik_any(double nu, cplx z, cplx *is, cplx *ks);

/* I and K of a positive real argument are real: drop the rounding noise of the complex
 * arithmetic (J_n of an imaginary argument keeps its exact phase). */
static void ik(double nu, cplx z, cplx *is, cplx *ks)
{
    ik_any(nu, z, is, ks);
    if (cimag(z) == 0) {
        *is = creal(*is);
        *ks = creal(*ks);
    }
}

static void ik_any(double nu, cplx z, cplx *is, cplx *ks)
{
    double az = cabs(z), mu;
    long n, k;
    cplx k0, k1, a, b, t, f, ismu;
    int sc = 0;
    if (az > 30 && az > nu * nu) {
        /* w = z e^(i m pi) on the principal branch */
        int m = cimag(z) > 0 ? -1 : 1;
        cplx w = mk(-creal(z), m > 0 ? fabs(cimag(z)) : -fabs(cimag(z)));
        *ks = k_asym(nu, z);
        *is = (rotpi(-m * nu) * cexp(-2.0 * z) * *ks - k_asym(nu, w)) / mk(0, PI * m);
        return;
    }
    n = (long)floor(nu + 0.5);
    mu = nu - (double)n;
    if (az <= 2) {
        cplx e = cexp(z);
        k_temme(mu, z, &k0, &k1);
        k0 *= e;
        k1 *= e;
    } else {
        k_steed(mu, z, &k0, &k1);
    }
    a = k0;
    b = k1;
    for (k = 1; k <= n; k++) {
        t = 2.0 * (mu + (double)k) / z * b + a;
        a = b;
        b = t;
        if (!isfinite(cabs(a))) /* K_nu overflows; the steps left would only repeat it */
            break;
    }
    *ks = a;
    if (az <= 2 || az * az / 4 <= 0.5 * (nu + 1)) {
        *is = i_series(nu, z);
        return;
    }
    a = 1;
    b = i_ratio(nu, z);
    for (k = n; k >= 1; k--) {
        t = 2.0 * (mu + (double)k) / z * a + b;
        b = a;
        a = t;
        if (cabs(a) > 1e250) {
            a *= 1e-250;
            b *= 1e-250;
            sc++;
        }
    }
    f = b / a;
    ismu = 1.0 / (z * (k1 + f * k0));
    t = ismu / a;
    while (sc-- > 0)
        t *= 1e-250;
    *is = t;
}

/* ------------------------------------------------------------------------- */
/* the AMOS-like primitives: nu >= 0, any z != 0, OPT scaling applied or not   */
/* ------------------------------------------------------------------------- */

/* e^-|Re z| I_nu(z) */
static cplx i_scaled(double nu, cplx z)
{
    cplx is, ks;
    if (creal(z) >= 0) {
        ik(nu, z, &is, &ks);
        is *= mk(cos(cimag(z)), sin(cimag(z)));
        if (creal(z) == 0 && cimag(z) != 0) {
            /* I_nu(+-iy) = e^(+-i nu pi/2) J_nu(y), J_nu(y) real: keep the exact phase */
            double s = cimag(z) > 0 ? 1 : -1;
            is = rotpi(s * nu / 2) * creal(rotpi(-s * nu / 2) * is);
            is = mk(creal(is) + 0.0, cimag(is) + 0.0); /* no -0 parts */
        }
        return is;
    } else {
        int m = cimag(z) >= 0 ? 1 : -1;
        cplx w = -z;
        ik(nu, w, &is, &ks);
        return rotpi(m * nu) * is * mk(cos(cimag(w)), sin(cimag(w)));
    }
}

/* e^z K_nu(z) */
static cplx k_scaled(double nu, cplx z)
{
    cplx is, ks;
    if (creal(z) >= 0) {
        ik(nu, z, &is, &ks);
        return ks;
    } else {
        int m = cimag(z) >= 0 ? 1 : -1;
        cplx w = -z;
        ik(nu, w, &is, &ks);
        return rotpi(-m * nu) * cexp(-2.0 * w) * ks - mk(0, PI * m) * is;
    }
}

/* e^-|Im z| J_nu(z) */
static cplx j_scaled(double nu, cplx z)
{
    if (cimag(z) >= 0)
        return rotpi(nu / 2) * i_scaled(nu, mk(cimag(z), -creal(z)));
    return rotpi(-nu / 2) * i_scaled(nu, mk(-cimag(z), creal(z)));
}

/* e^-iz H1_nu(z) where -pi/2 < arg z <= pi, e^iz H2_nu(z) where -pi < arg z <= pi/2 */
static cplx h1_direct(double nu, cplx z)
{
    return mk(0, -2 / PI) * rotpi(-nu / 2) * k_scaled(nu, mk(cimag(z), -creal(z)));
}

static cplx h2_direct(double nu, cplx z)
{
    return mk(0, 2 / PI) * rotpi(nu / 2) * k_scaled(nu, mk(-cimag(z), creal(z)));
}

/* e^-iz H1_nu(z) (kind 1) or e^iz H2_nu(z) (kind 2), any z != 0 */
static cplx h_scaled(int kind, double nu, cplx z)
{
    double re = creal(z), im = cimag(z);
    if (kind == 1) {
        if (!(re <= 0 && im < 0))
            return h1_direct(nu, z);
        /* H1 = 2J - H2 */
        return 2.0 * mulexp(j_scaled(nu, z), mk(im + fabs(im), -re)) -
               mulexp(h2_direct(nu, z), mk(2 * im, -2 * re));
    }
    if (!(re < 0 && im >= 0))
        return h2_direct(nu, z);
    return 2.0 * mulexp(j_scaled(nu, z), mk(fabs(im) - im, re)) -
           mulexp(h1_direct(nu, z), mk(-2 * im, 2 * re));
}

/* e^-|Im z| Y_nu(z) = (H1 - H2) / 2i, z != 0 */
static cplx y_scaled(double nu, cplx z)
{
    double re = creal(z), im = cimag(z), a = fabs(im);
    /* H1 e^-|Im z| = e^-iz H1 e^(iz - |Im z|), likewise H2 */
    if (re < 0 && im >= 0) {
        cplx h1 = mulexp(h1_direct(nu, z), mk(-im - a, re));
        return (h1 - j_scaled(nu, z)) / mk(0, 1);
    }
    if (re <= 0 && im < 0) {
        cplx h2 = mulexp(h2_direct(nu, z), mk(im - a, -re));
        return (j_scaled(nu, z) - h2) / mk(0, 1);
    }
    return (mulexp(h1_direct(nu, z), mk(-im - a, re)) -
            mulexp(h2_direct(nu, z), mk(im - a, -re))) /
           mk(0, 2);
}

/* ------------------------------------------------------------------------- */
/* Octave's wrappers (lo-specfun.cc): kode 2 scales; ierr as AMOS reports it   */
/* ------------------------------------------------------------------------- */

typedef struct {
    double big3, big4; /* AMOS's IERR 3 and 4 thresholds on |z| and nu */
} limits;

static cplx checked(cplx v, int *ierr)
{
    if (!isfinite(creal(v)) || !isfinite(cimag(v))) {
        *ierr = 2;
        return mk(HUGE_VAL, HUGE_VAL);
    }
    return v;
}

static int size_err(cplx z, double nu, const limits *lim)
{
    double az = cabs(z);
    if (az > lim->big4 || nu > lim->big4)
        return 4;
    if (az > lim->big3 || nu > lim->big3)
        return 3;
    return 0;
}

static cplx zj(cplx z, double nu, int kode, int *ierr, const limits *lim);
static cplx zy(cplx z, double nu, int kode, int *ierr, const limits *lim);

static cplx zj(cplx z, double alpha, int kode, int *ierr, const limits *lim)
{
    if (alpha >= 0) {
        cplx v;
        *ierr = size_err(z, alpha, lim);
        if (z == 0)
            v = alpha == 0 ? 1 : 0;
        else {
            v = j_scaled(alpha, z);
            if (kode == 1)
                v = mulexp(v, fabs(cimag(z)));
            v = checked(v, ierr);
        }
        if (cimag(z) == 0 && creal(z) >= 0 && *ierr != 2)
            v = creal(v);
        return v;
    }
    if (alpha == (double)(long)alpha) {
        cplx t = zj(z, -alpha, kode, ierr, lim);
        return ((long)-alpha) & 1 ? -t : t;
    } else {
        cplx t = cos(PI * -alpha) * zj(z, -alpha, kode, ierr, lim);
        if (*ierr == 0 || *ierr == 3)
            return t - sin(PI * -alpha) * zy(z, -alpha, kode, ierr, lim);
        return mk(MT_NAN, MT_NAN);
    }
}

static cplx zy(cplx z, double alpha, int kode, int *ierr, const limits *lim)
{
    if (alpha >= 0) {
        cplx v;
        *ierr = 0;
        if (z == 0)
            return -HUGE_VAL;
        *ierr = size_err(z, alpha, lim);
        v = y_scaled(alpha, z);
        if (kode == 1)
            v = mulexp(v, fabs(cimag(z)));
        v = checked(v, ierr);
        if (cimag(z) == 0 && creal(z) >= 0 && *ierr != 2)
            v = creal(v);
        return v;
    }
    if (alpha - 0.5 == (double)(long)(alpha - 0.5)) {
        cplx t = zj(z, -alpha, kode, ierr, lim);
        return ((long)(-alpha - 0.5)) & 1 ? -t : t;
    } else {
        cplx t = cos(PI * -alpha) * zy(z, -alpha, kode, ierr, lim);
        if (*ierr == 0 || *ierr == 3)
            return t + sin(PI * -alpha) * zj(z, -alpha, kode, ierr, lim);
        return mk(MT_NAN, MT_NAN);
    }
}

static cplx zk(cplx z, double alpha, int kode, int *ierr, const limits *lim)
{
    cplx v;
    double nu = fabs(alpha);
    *ierr = 0;
    if (z == 0)
        return HUGE_VAL;
    *ierr = size_err(z, nu, lim);
    v = k_scaled(nu, z);
    if (kode == 1)
        v = mulexp(v, -z);
    v = checked(v, ierr);
    if (cimag(z) == 0 && creal(z) >= 0 && *ierr != 2)
        v = creal(v);
    return v;
}

static cplx zi(cplx z, double alpha, int kode, int *ierr, const limits *lim)
{
    if (alpha >= 0) {
        cplx v;
        *ierr = size_err(z, alpha, lim);
        if (z == 0)
            v = alpha == 0 ? 1 : 0;
        else {
            v = i_scaled(alpha, z);
            if (kode == 1)
                v = mulexp(v, fabs(creal(z)));
            v = checked(v, ierr);
        }
        if (cimag(z) == 0 && creal(z) >= 0 && *ierr != 2)
            v = creal(v);
        return v;
    }
    if (alpha == (double)(long)alpha)
        return zi(z, -alpha, kode, ierr, lim);
    {
        cplx t = zi(z, -alpha, kode, ierr, lim), t2;
        if (!(*ierr == 0 || *ierr == 3))
            return mk(MT_NAN, MT_NAN);
        t2 = (2.0 / PI) * sin(PI * -alpha) * zk(z, -alpha, kode, ierr, lim);
        if (kode == 2)
            t2 *= cexp(-z - fabs(creal(z)));
        return t + t2;
    }
}

static cplx zh(int kind, cplx z, double alpha, int kode, int *ierr, const limits *lim)
{
    if (alpha >= 0) {
        cplx v;
        if (z == 0) {
            *ierr = 1;
            return mk(MT_NAN, MT_NAN);
        }
        *ierr = size_err(z, alpha, lim);
        v = h_scaled(kind, alpha, z);
        if (kode == 1)
            v = mulexp(v, kind == 1 ? mk(-cimag(z), creal(z)) : mk(cimag(z), -creal(z)));
        return checked(v, ierr);
    }
    return cexp(mk(0, kind == 1 ? PI * -alpha : -PI * -alpha)) *
           zh(kind, z, -alpha, kode, ierr, lim);
}

/* ------------------------------------------------------------------------- */
/* Airy functions                                                             */
/* ------------------------------------------------------------------------- */

/* Ai(z) or Ai'(z) (deriv) times e^zeta, zeta = 2/3 z^3/2, for |arg z| <= 2 pi/3 */
static cplx ai_sector(cplx z, int deriv)
{
    cplx sz = csqrt(z), zeta = 2.0 / 3.0 * z * sz;
    if (deriv)
        return -z / (PI * sqrt(3.0)) * k_scaled(2.0 / 3.0, zeta);
    return sz / (PI * sqrt(3.0)) * k_scaled(1.0 / 3.0, zeta);
}

static int in_sector(cplx z)
{
    return fabs(carg(z)) <= 2 * PI / 3;
}

/* Ai(z) or Ai'(z), unscaled, any z */
static cplx ai_any(cplx z, int deriv)
{
    cplx w1, w2, om = mk(-0.5, sqrt(3.0) / 2), om2 = mk(-0.5, -sqrt(3.0) / 2);
    if (z == 0)
        return deriv ? -1 / (pow(3.0, 1.0 / 3.0) * tgamma(1.0 / 3.0))
                     : 1 / (pow(3.0, 2.0 / 3.0) * tgamma(2.0 / 3.0));
    if (in_sector(z)) {
        cplx sz = csqrt(z);
        return mulexp(ai_sector(z, deriv), -2.0 / 3.0 * z * sz);
    }
    /* Ai(z) = -om Ai(om z) - om^2 Ai(om^2 z), om = e^(2 pi i/3) */
    w1 = om * z;
    w2 = om2 * z;
    if (deriv)
        return -om2 * ai_any(w1, 1) - om * ai_any(w2, 1);
    return -om * ai_any(w1, 0) - om2 * ai_any(w2, 0);
}

/* Bi(z) or Bi'(z), any z; scaled by e^-|Re zeta| where Re z >= 0 and scaled */
static cplx bi_any(cplx z, int deriv, int scaled)
{
    if (z == 0)
        return deriv ? pow(3.0, 1.0 / 6.0) / tgamma(1.0 / 3.0)
                     : 1 / (pow(3.0, 1.0 / 6.0) * tgamma(2.0 / 3.0));
    if (creal(z) >= 0) {
        /* Bi = sqrt(z/3) (I_-1/3 + I_1/3)(zeta), Bi' = z/sqrt3 (I_-2/3 + I_2/3)(zeta) */
        cplx sz = csqrt(z), zeta = 2.0 / 3.0 * z * sz;
        double nu = deriv ? 2.0 / 3.0 : 1.0 / 3.0;
        cplx ip = i_scaled(nu, zeta), kk = k_scaled(nu, zeta);
        double ar = fabs(creal(zeta));
        /* I_-nu = I_nu + 2/pi sin(nu pi) K_nu; sin(pi/3) = sin(2pi/3) = sqrt3/2 */
        cplx s = scaled ? 2.0 * ip + sqrt(3.0) / PI * mulexp(kk, -zeta - ar)
                        : 2.0 * mulexp(ip, ar) + sqrt(3.0) / PI * mulexp(kk, -zeta);
        return deriv ? z / sqrt(3.0) * s : sz / sqrt(3.0) * s;
    }
    {
        /* Bi(z) = e^(i pi/6) Ai(z e^(2pi i/3)) + e^(-i pi/6) Ai(z e^(-2pi i/3)) */
        cplx om = mk(-0.5, sqrt(3.0) / 2), om2 = mk(-0.5, -sqrt(3.0) / 2);
        cplx e1 = mk(sqrt(3.0) / 2, 0.5), e2 = mk(sqrt(3.0) / 2, -0.5);
        if (deriv)
            return e1 * om * ai_any(om * z, 1) + e2 * om2 * ai_any(om2 * z, 1);
        return e1 * ai_any(om * z, 0) + e2 * ai_any(om2 * z, 0);
    }
}

static cplx airy_one(int k, cplx z, int scaled, int *ierr, int single)
{
    double az = cabs(z);
    cplx v, zeta = 2.0 / 3.0 * z * csqrt(z);
    *ierr = az > (single ? 26007.6 : 1048575.99) ? 4 : az > (single ? 161.27 : 1023.99) ? 3 : 0;
    if (k < 2) {
        if (scaled && in_sector(z) && z != 0)
            v = ai_sector(z, k == 1);
        else {
            v = ai_any(z, k == 1);
            if (scaled)
                v = mulexp(v, zeta);
        }
    } else {
        v = bi_any(z, k == 3, scaled);
        if (scaled && (creal(z) < 0 || z == 0))
            v = mulexp(v, -fabs(creal(zeta)));
    }
    v = checked(v, ierr);
    if (cimag(z) == 0 && (!scaled || creal(z) >= 0) && *ierr != 2)
        v = creal(v);
    return v;
}

/* ------------------------------------------------------------------------- */
/* argument handling (libinterp/corefcn/besselj.cc)                           */
/* ------------------------------------------------------------------------- */

enum { BJ, BY, BI_, BK, BH1, BH2 };

static cplx one_bessel(int type, double alpha, cplx x, int kode, int *ierr, int single)
{
    static const limits dbl = {32767.99998, 1073741823.5}, sgl = {2048.0, 4194304.0};
    const limits *lim = single ? &sgl : &dbl;
    switch (type) {
    case BJ:
        return zj(x, alpha, kode, ierr, lim);
    case BY:
        return zy(x, alpha, kode, ierr, lim);
    case BI_:
        return zi(x, alpha, kode, ierr, lim);
    case BK:
        return zk(x, alpha, kode, ierr, lim);
    case BH1:
        return zh(1, x, alpha, kode, ierr, lim);
    default:
        return zh(2, x, alpha, kode, ierr, lim);
    }
}

static const mt_array *num_arg(const char *fn, const mt_arg *g, mt_array *view)
{
    const mt_array *a = mt__bi_arg(g, view);
    if (mt__is_container(a) || a->cls == MT_CHAR)
        mt_error("mat2c: %s of a %s argument is not supported", fn, mt_class_name(a->cls));
    return a;
}

static int is_row(const mt_array *a)
{
    return a->ndims >= 2 && a->dims[1] == a->numel;
}

static int is_col(const mt_array *a)
{
    return a->dims[0] == a->numel;
}

static int same_dims(const mt_array *a, const mt_array *b)
{
    int d;
    if (a->ndims != b->ndims)
        return 0;
    for (d = 0; d < a->ndims; d++)
        if (a->dims[d] != b->dims[d])
            return 0;
    return 1;
}

/* The result and IERR arrays: complex results narrowed as Octave's octave_value does. */
static void give(int nout, mt_array *const *out, mt_class cls, int ndims, const size_t *dims,
                 const cplx *v, const double *ierr, int scalar_ierr)
{
    mt_array r = MT_ARRAY_INIT;
    size_t i;
    mt_resize(&r, cls, 1, ndims, dims);
    for (i = 0; i < r.numel; i++) {
        double re = creal(v[i]), im = cimag(v[i]);
        if (cls == MT_SINGLE) {
            re = (double)(float)re;
            im = (double)(float)im;
        }
        mt__set_c(&r, i, re, im);
    }
    mt__narrow_complex(&r);
    mt__bi_give(out[0], &r);
    if (nout > 1) {
        mt_array e = MT_ARRAY_INIT;
        mt_resize(&e, scalar_ierr && cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, 0, ndims, dims);
        for (i = 0; i < e.numel; i++)
            mt__set(&e, i, ierr[i]);
        mt__bi_give(out[1], &e);
    }
}

static void check_finite(const char *fn, double re, double im)
{
    if (!isfinite(re) || !isfinite(im))
        mt_error("mat2c: %s of an Inf or NaN argument is not supported", fn);
}

/* do_bessel of besselj.cc: alpha = args[0], x = args[1], opt = args[2] (or NULL). */
static void do_bessel(int type, const char *fn, int nout, mt_array *const *out,
                      const mt_arg *ga, const mt_arg *gx, const mt_arg *gopt)
{
    mt_array va, vx, vo;
    const mt_array *al, *x;
    int kode = 1, single, nd, table = 0, scalar_ierr = 0;
    size_t dims2[2], n, i;
    const size_t *dims;
    cplx *v;
    double *ie;
    if (gopt) {
        const mt_array *o = mt__bi_arg(gopt, &vo);
        int bad = o->numel != 1 || o->cls == MT_CHAR || mt__is_container(o);
        if (!bad && o->cls != MT_LOGICAL) {
            double d = mt__get(o, 0);
            bad = d != 0 && d != 1;
            kode = d == 1 ? 2 : 1;
        } else if (!bad)
            kode = mt__get(o, 0) != 0 ? 2 : 1;
        if (bad)
            mt_error("%s: OPT must be 0 (or false) or 1 (or true)", fn);
    }
    al = num_arg(fn, ga, &va);
    x = num_arg(fn, gx, &vx);
    if (al->cplx)
        mt_error("mat2c: %s of a complex order is not supported", fn);
    single = al->cls == MT_SINGLE || x->cls == MT_SINGLE;
    if (al->numel == 1) {
        nd = x->ndims;
        dims = x->dims;
        scalar_ierr = x->numel == 1;
    } else if (is_row(al) && is_col(x)) {
        table = 1;
        dims2[0] = x->numel;
        dims2[1] = al->numel;
        nd = 2;
        dims = dims2;
    } else if (x->numel == 1) {
        nd = al->ndims;
        dims = al->dims;
    } else {
        if (!same_dims(al, x))
            mt_error("%s: the sizes of alpha and x must conform", fn);
        nd = x->ndims;
        dims = x->dims;
    }
    n = 1;
    for (i = 0; i < (size_t)nd; i++)
        n *= dims[i];
    v = (cplx *)mt__bi_alloc((n ? n : 1) * sizeof(cplx));
    ie = (double *)mt__bi_alloc((n ? n : 1) * sizeof(double));
    for (i = 0; i < n; i++) {
        size_t ia = al->numel == 1 ? 0 : table ? i / dims2[0] : i;
        size_t ix = x->numel == 1 ? 0 : table ? i % dims2[0] : i;
        double a = mt__get(al, ia), xr = mt__get(x, ix), xi = x->cplx ? mt__get_im(x, ix) : 0;
        int err = 0;
        if (single) {
            a = (double)(float)a;
            xr = (double)(float)xr;
            xi = (double)(float)xi;
        }
        check_finite(fn, a, 0);
        check_finite(fn, xr, xi);
        v[i] = one_bessel(type, a, mk(xr, xi), kode, &err, single);
        ie[i] = err;
    }
    give(nout, out, single ? MT_SINGLE : MT_DOUBLE, nd, dims, v, ie, scalar_ierr);
    free(v);
    free(ie);
}

BI(besselj)
{
    do_bessel(BJ, "besselj", nout, out, &args[0], &args[1], nargs > 2 ? &args[2] : NULL);
}

BI(bessely)
{
    do_bessel(BY, "bessely", nout, out, &args[0], &args[1], nargs > 2 ? &args[2] : NULL);
}

BI(besseli)
{
    do_bessel(BI_, "besseli", nout, out, &args[0], &args[1], nargs > 2 ? &args[2] : NULL);
}

BI(besselk)
{
    do_bessel(BK, "besselk", nout, out, &args[0], &args[1], nargs > 2 ? &args[2] : NULL);
}

BI(besselh)
{
    int kind = 1;
    if (nargs == 2) {
        do_bessel(BH1, "besselh", nout, out, &args[0], &args[1], NULL);
        return;
    }
    {
        mt_array vk;
        const mt_array *k = mt__bi_arg(&args[1], &vk);
        double d;
        if (k->numel != 1 || mt__is_container(k) || k->cplx)
            mt_error("besselh: invalid value of K");
        d = mt__get(k, 0);
        if (d != floor(d))
            mt_error("besselh: invalid value of K");
        kind = d == 1 ? 1 : d == 2 ? 2 : 0;
        if (!kind)
            mt_error("besselh: K must be 1 or 2");
    }
    do_bessel(kind == 1 ? BH1 : BH2, "besselh", nout, out, &args[0], &args[2],
              nargs > 3 ? &args[3] : NULL);
}

BI(airy)
{
    int kind = 0, scale = nargs == 3, single;
    mt_array vz;
    const mt_array *z;
    cplx *v;
    double *ie;
    size_t i, n;
    if (nargs > 1) {
        mt_array vk;
        const mt_array *k = mt__bi_arg(&args[0], &vk);
        double d;
        if (k->numel != 1 || mt__is_container(k) || k->cplx)
            mt_error("airy: K must be an integer value");
        d = mt__get(k, 0);
        if (d != floor(d))
            mt_error("airy: K must be an integer value");
        if (d < 0 || d > 3)
            mt_error("airy: K must be 0, 1, 2, or 3");
        kind = (int)d;
    }
    z = num_arg("airy", &args[nargs == 1 ? 0 : 1], &vz);
    single = z->cls == MT_SINGLE;
    n = z->numel;
    v = (cplx *)mt__bi_alloc((n ? n : 1) * sizeof(cplx));
    ie = (double *)mt__bi_alloc((n ? n : 1) * sizeof(double));
    for (i = 0; i < n; i++) {
        double zr = mt__get(z, i), zi = z->cplx ? mt__get_im(z, i) : 0;
        int err = 0;
        if (single) {
            zr = (double)(float)zr;
            zi = (double)(float)zi;
        }
        check_finite("airy", zr, zi);
        v[i] = airy_one(kind, mk(zr, zi), scale, &err, single);
        ie[i] = err;
    }
    give(nout, out, single ? MT_SINGLE : MT_DOUBLE, z->ndims, z->dims, v, ie, 0);
    free(v);
    free(ie);
}
