/* Elementwise math on single values through the float functions of the C library, as
 * Octave's single-precision arrays compute them (std::sin(float) is sinf, ...): the
 * double function rounded to float can differ from them in the last bit. */
#include <math.h>

#include "mt_internal.h"

#include <float.h>

int mt__unary_single(mt_unop op, double x, double *out)
{
    float f = (float)x, r;
    switch (op) {
    case MT_EXP: r = expf(f); break;
    case MT_LOG: r = logf(f); break;
    case MT_LOG2: r = log2f(f); break;
    case MT_LOG10: r = log10f(f); break;
    case MT_SIN: r = sinf(f); break;
    case MT_COS: r = cosf(f); break;
    case MT_TAN: r = tanf(f); break;
    case MT_ASIN: r = asinf(f); break;
    case MT_ACOS: r = acosf(f); break;
    case MT_ATAN: r = atanf(f); break;
    case MT_SINH: r = sinhf(f); break;
    case MT_COSH: r = coshf(f); break;
    case MT_TANH: r = tanhf(f); break;
    default: return 0;
    }
    *out = (double)r;
    return 1;
}

/* Octave's mod/rem template in float: the quotient, its rounding test against FLT_EPSILON
 * (rem (single (-490997.53), 0.5) is 0, as the double formula would not say) and the
 * product, all in single precision. */
static float modrem_f(int is_mod, float x, float y)
{
    float r;
    if (y == 0)
        return is_mod ? x : (float)MT_NAN;
    {
        float q = x / y;
        if (roundf(y) != y && fabsf((q - roundf(q)) / roundf(q)) < FLT_EPSILON)
            r = 0;
        else {
            volatile float tmp = y * (is_mod ? floorf(q) : truncf(q));
            r = x - tmp;
        }
    }
    if (x != y)
        r = copysignf(r, is_mod ? y : x);
    return r;
}

int mt__binary_single(mt_binop op, double x, double y, double *out)
{
    float a = (float)x, b = (float)y, r;
    switch (op) {
    case MT_MOD: r = modrem_f(1, a, b); break;
    case MT_REM: r = modrem_f(0, a, b); break;
    case MT_POW: r = powf(a, b); break;
    case MT_ATAN2: r = atan2f(a, b); break;
    case MT_HYPOT: r = hypotf(a, b); break;
    default: return 0;
    }
    *out = (double)r;
    return 1;
}

/* An element of a single array (not 1x1) raised to a scalar, as Octave's elem_xpow of a
 * FloatNDArray: an integer exponent 2 or 3 multiplies and -1 divides in float, another
 * integer goes through std::pow(float, int), which computes in double; any other exponent
 * is powf. */
double mt__apow_single(double x, double y)
{
    float a = (float)x, b = (float)y;
    if (b == floorf(b) && fabsf(b) < 2147483648.0f) {
        if (b == 2)
            return (double)(a * a);
        if (b == 3)
            return (double)(a * a * a);
        if (b == -1)
            return (double)(1 / a);
        return (double)(float)pow((double)a, (double)b);
    }
    return (double)powf(a, b);
}
